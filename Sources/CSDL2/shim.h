// SDL2 with SDL_image (PNG textures and screenshots) and SDL_ttf (the HUD's text).
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
