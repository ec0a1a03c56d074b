/// What a key asks the player to do, independent of the window system.
public enum PlaybackKey: CaseIterable, Sendable {
    /// `Space`: pause or resume.
    case pauseResume
    /// `.`: advance one step while paused.
    case step
    /// `,`: go back one step while paused.
    case stepBack
    /// `[`: seek back one second.
    case seekBack
    /// `]`: seek forward one second.
    case seekForward
    /// `Shift` + `[`: seek back ten seconds.
    case seekBackLong
    /// `Shift` + `]`: seek forward ten seconds.
    case seekForwardLong
    /// `B`: run time backward or forward again.
    case reverse
    /// `R`: restart from time 0 (pre-warmed to the layer's timeOffset again).
    case restart
    /// `A`: play the description's animations again from now (each one's `beginTime` counted
    /// from the layer's local time now).
    case replayAnimations
    /// `Tab`: select the next cell.
    case nextCell
    /// `↑`: select the previous parameter of the selected cell.
    case previousParameter
    /// `↓`: select the next parameter of the selected cell.
    case nextParameter
    /// `←`: decrease the selected parameter.
    case decrease
    /// `→`: increase the selected parameter.
    case increase
    /// `Backspace`: reset the selected parameter to the file's value.
    case resetParameter
    /// `Shift` + `Backspace`: reset every tuned parameter to the file's value.
    case resetTuning
    /// `Ctrl` + `Z`: undo the last change of the tuning.
    case undo
    /// `Ctrl` + `Shift` + `Z`: redo the change of the tuning undone last.
    case redo
    /// `W`: save the tuned values into a copy of the file, NAME.tuned.json.
    case saveTuned
    /// `S`: save a PNG screenshot.
    case screenshot
    /// `F`: toggle fullscreen.
    case fullscreen
    /// `H`: show or hide the HUD.
    case toggleHUD
    /// `1`: show or collapse the HUD's help panel.
    case toggleHelp
    /// `2`: show or collapse the HUD's tuning panel.
    case toggleTuning
    /// `3`: show or collapse the HUD's profiler.
    case toggleProfiler
    /// `C`: search for the most particles that hold 60 fps, or cancel the search.
    case capacity
    /// `Esc`: cancel a capacity search, else quit.
    case escape
    /// `Q`: quit.
    case quit
}
