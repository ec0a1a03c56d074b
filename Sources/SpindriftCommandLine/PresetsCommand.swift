import Foundation
import Spindrift
import SpindriftSDL

/// `spindrift presets`: lists the built-in presets, or draws them all on one contact sheet.
enum PresetsCommand: Subcommand {
    static let name = "presets"
    static let summary = "list the built-in presets, or draw them all on a contact sheet"
    /// The parent time the contact sheet shows each preset at, in seconds, without --time.
    static let defaultSheetTime = 4.0
    /// Tiles per row of the contact sheet.
    static let sheetColumns = 4
    static let help = """
        usage: spindrift presets
               spindrift presets --contact-sheet SHEET.png [--time T] [--size WxH]

        Lists the built-in presets (assets/presets/*.json) with their cells. Any command
        that takes CONFIG|PRESET accepts a preset's name. Runs of scene layers with the same
        shape and cells are listed once, as FIRST…LAST.

        With --contact-sheet, draws every preset at parent time T as `render` does (SDL's
        software renderer, on the night-sky backdrop), shrinks each frame to a quarter of
        its width and height, and writes them as one PNG grid, \(sheetColumns) to a row, each
        labelled with its name, time and particle count.

        options:
          --contact-sheet F the PNG to write
          --time T          parent seconds of every frame (default \(Int(defaultSheetTime)))
          --size WxH        each preset's canvas in pixels, 4x4 or more (default 1280x720)
          --help            show this help
        """

    static func run(_ arguments: [String], assets: AssetLocator, output: CommandOutput) throws(CommandLineError) -> Int32 {
        let parsed = try ParsedArguments(arguments, command: invocation, valued: ["--contact-sheet", "--time", "--size"], flags: [])
        try parsed.expectPositionals(atMost: 0, command: invocation)
        let names = assets.presetNames
        guard !names.isEmpty else {
            throw .file(path: assets.presetsDirectory.path, reason: "no presets found (set SPINDRIFT_ASSETS to the assets folder)")
        }
        let sheet = try parsed.path("--contact-sheet")
        for option in ["--time", "--size"] where sheet == nil && parsed.value(option) != nil {
            throw .invalidValue(option: option, value: parsed.value(option)!, expected: "--contact-sheet FILE.png to go with it")
        }
        if let sheet {
            let time = try parsed.number("--time", expected: "seconds, 0 or more", where: { $0 >= 0 }) ?? defaultSheetTime
            let size = try parsed.size("--size") ?? [1280, 720]
            guard size.x >= Double(ContactSheet.shrink), size.y >= Double(ContactSheet.shrink) else {
                throw .invalidValue(option: "--size", value: parsed.value("--size")!, expected: "WIDTHxHEIGHT, each 4 or more")
            }
            return try writeContactSheet(sheet, presets: names, time: time, size: SIMD2(Int(size.x), Int(size.y)),
                                         assets: assets, output: output)
        }
        let width = names.map(\.count).max() ?? 0
        for preset in names {
            let (program, _, _) = try assets.loadProgram(preset)
            output.print(preset.padding(toLength: width + 2, withPad: " ", startingAt: 0) + summary(of: program))
        }
        return 0
    }

    /// One line about `program`: its shape and cell paths, or its layers' labels with theirs,
    /// a run of layers alike named by its first and last label.
    static func summary(of program: SceneProgram) -> String {
        let layers = program.layers.map { layer in
            "\(layer.layer.emitterShape.rawValue) emitter, cells: \(layer.cells.map(\.path.description).joined(separator: ", "))"
        }
        guard program.scene.hasSublayers else { return layers[0] }
        var runs: [String] = []
        var first = 0
        for index in layers.indices where index + 1 == layers.count || layers[index + 1] != layers[first] {
            let label = program.scene.label(ofLayer: first) + (index > first ? "…" + program.scene.label(ofLayer: index) : "")
            runs.append("\(label) (\(layers[first]))")
            first = index + 1
        }
        return "scene of \(layers.count) layers: " + runs.joined(separator: ", ")
    }

    /// Draws each of `presets` at `time` on a `size` canvas and writes them shrunk, labelled,
    /// on one PNG at `path`.
    private static func writeContactSheet(
        _ path: String, presets: [String], time: Double, size: SIMD2<Int>, assets: AssetLocator, output: CommandOutput
    ) throws(CommandLineError) -> Int32 {
        let sheet = ContactSheet(count: presets.count, frameSize: size, columns: sheetColumns, warn: output.warn)
        for (index, preset) in presets.enumerated() {
            let (program, source, warnings) = try assets.loadProgram(preset)
            for warning in warnings { output.warn(warning) }
            let canvas = try preparedCanvas(size: size, renderer: .sdl, texturesDirectory: assets.texturesDirectory,
                                            program: program, source: source)
            let system = SceneSystem(program: program, windowSize: SIMD2(Double(size.x), Double(size.y)))
            system.threads = ProcessInfo.processInfo.activeProcessorCount
            system.advance(by: 0)
            system.advance(to: time)
            do {
                try canvas.render(system)
                sheet.place(try canvas.straightPixels(), at: index,
                            label: "\(preset)  \(String(format: "%g", time)) s  \(system.particleCount) particles")
            } catch {
                throw .graphics(reason: error.description)
            }
        }
        let image: [UInt8]
        do {
            image = try sheet.pngData()
        } catch {
            throw .graphics(reason: error.description)
        }
        try OutputFile.write(image, to: path)
        output.print("wrote \(path) (\(sheet.size.x)x\(sheet.size.y), \(presets.count) presets at time " + String(format: "%g", time)
            + " s, tiles \(sheet.tileSize.x)x\(sheet.tileSize.y))")
        return 0
    }
}
