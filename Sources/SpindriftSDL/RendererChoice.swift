/// Which backend draws `spindrift play`'s window (`--renderer`).
public enum RendererChoice: String, CaseIterable, Sendable {
    /// OpenGL 3.3 core when a context can be made, else the SDL renderer (saying why).
    case auto
    /// OpenGL 3.3 core, instanced quads; an error when no such context can be made.
    case gl
    /// SDL's 2D renderer (accelerated when SDL has one, else software).
    case sdl
}
