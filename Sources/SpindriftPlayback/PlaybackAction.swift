/// What the window must do after ``PlaybackState/handle(_:)`` has updated the state.
public enum PlaybackAction: Equatable, Sendable {
    /// Nothing beyond redrawing.
    case none
    /// Advance the simulation by one fixed step.
    case step
    /// Go back by one fixed step.
    case stepBack
    /// Jump by this many seconds of parent time: back when negative, forward when positive.
    case seek(seconds: Double)
    /// Restart the simulation from time 0.
    case restart
    /// Play the description's animations again from now.
    case replayAnimations
    /// Simulate ``PlaybackState/layer``, which changed, keeping the live particles.
    case reconfigure
    /// Save ``PlaybackState/layer`` next to the original file.
    case saveTuned
    /// Save the current frame as a PNG.
    case screenshot
    /// Switch between windowed and fullscreen.
    case toggleFullscreen
    /// Start a capacity search (``WindowCapacitySearch``).
    case startCapacitySearch
    /// Stop the capacity search and play the description as before it.
    case cancelCapacitySearch
    /// Close the window.
    case quit
}
