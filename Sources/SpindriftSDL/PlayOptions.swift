import Foundation
import Spindrift
import SpindriftPlayback

/// How `spindrift play` opens its window and runs.
public struct PlayOptions: Sendable {
    /// The description file, watched and reloaded on change.
    public var configurationPath: String
    /// The `--set` edits, applied again on every reload.
    public var overrides: [ConfigurationOverride] = []
    /// The folder of the `NAME.png` textures.
    public var texturesDirectory: URL
    /// The window's size in points.
    public var size: SIMD2<Int> = [1280, 720]
    /// What is behind the layers (`--background`).
    public var backdrop = Backdrop.nightSky
    /// Whether the window starts fullscreen.
    public var fullscreen = false
    /// What draws the window: OpenGL 3.3 when it can (the default), or the SDL renderer.
    public var renderer = RendererChoice.auto
    /// Whether the OpenGL path keeps particles on the GPU from birth where their cells allow
    /// (`--gpu-resident`, ``DrawingPath``): by default, when it is measured faster.
    public var gpuResident = GPUResidentChoice.auto
    /// What the mouse does (`--touch`).
    public var touch = TouchMode.position
    /// Whether presenting waits for the display's refresh.
    public var vsync = true
    /// Seconds after which the window closes by itself; nil to run until closed.
    public var quitAfter: Double?
    /// Frames after which the window closes by itself (at least 1); nil to run until closed.
    /// With ``quitAfter`` too, whichever comes first closes it.
    public var quitAfterFrames: Int?
    /// Whether to print a ``FrameRateReport`` line on exit (for `spindrift-bench --capacity`).
    public var fpsReport = false
    /// Seconds after which one screenshot of the whole window, HUD included, is saved; nil
    /// for none.
    public var screenshotAfter: Double?
    /// The folder `W` saves the tuning in; nil: beside the description file.
    public var tunedDirectory: String?
    /// The folder screenshots are saved in.
    public var screenshotDirectory: String = FileManager.default.currentDirectoryPath

    /// Options for playing the file at `configurationPath` with textures from `texturesDirectory`.
    public init(configurationPath: String, texturesDirectory: URL) {
        self.configurationPath = configurationPath
        self.texturesDirectory = texturesDirectory
    }
}
