// SDL2 with SDL_image (PNG textures and screenshots) and SDL_ttf (the HUD's text).
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
// OpenGL 3.3 core's types, constants and function pointer types (Debian's libgl-dev), for
// the window's GPU path. No prototypes: every function is loaded through
// SDL_GL_GetProcAddress, so nothing links libGL.
#include <GL/glcorearb.h>
