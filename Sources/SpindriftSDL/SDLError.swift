import CSDL2

/// A failed SDL, SDL_image or SDL_ttf call: what was attempted and SDL's reason.
public struct SDLError: Error, Equatable, CustomStringConvertible {
    /// What was attempted, such as "create the window".
    public var operation: String
    /// SDL's message.
    public var reason: String

    /// An error for `operation` with `reason`.
    public init(operation: String, reason: String) {
        self.operation = operation
        self.reason = reason
    }

    /// An error for `operation` with SDL's last error message as the reason.
    static func last(_ operation: String) -> SDLError {
        SDLError(operation: operation, reason: String(cString: SDL_GetError()))
    }

    public var description: String { "cannot \(operation): \(reason)" }
}
