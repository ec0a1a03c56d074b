import SpindriftArguments
import SpindriftSDL

extension CommandLineError {
    /// OpenGL failed to start where `--renderer gl` asked for it: the option, the reason and
    /// the way around it, as `render` and `play` both say it.
    static func openGLUnavailable(_ error: SDLError) -> CommandLineError {
        .graphics(reason: "--renderer gl: \(error.description); --renderer sdl draws without OpenGL")
    }
}
