import Foundation
import Spindrift

/// `spindrift simulate`: advances an emitter headless, prints counts, optionally dumps.
enum SimulateCommand: Subcommand {
    static let name = "simulate"
    static let summary = "advance an emitter headless and print particles per cell"
    static let maximumSteps = 10_000_000
    static let valuedOptions: Set<String> = ["--time", "--dt", "--seed", "--set", "--size", "--threads", "--dump"]
    static let help = """
        usage: spindrift simulate CONFIG|PRESET --time T [OPTIONS]

        Advances an emitter (or every layer of a scene) headless by T seconds of parent
        time (pre-warming to its timeOffset first) and prints the live particles per cell;
        in a scene, each cell after its layer's name (or index) and a slash.

        options:
          --time T          parent seconds to simulate (required)
          --dt S            step in seconds (default 1/60); at most \(maximumSteps) steps
          --seed N          replace the layer's seed (0 to 4294967295)
          --set KEY=VALUE   edit by key path, e.g. emitterCells.flake.birthRate=60 (repeatable)
          --size WxH        viewport for viewport-relative geometry (default 1280x720)
          --threads N       threads for the simulation kernels (default 1)
          --dump FILE       write every live particle as CSV, or JSON when FILE ends in .json
                            (in a scene, cell, id and parent start with LAYER/; positions in
                            the layer's own coordinates), one row per particle with the fields:
        \(dumpFieldLines)
          --help            show this help
        """

    /// The dump's fields for ``help``, one line each: the name, then what it holds and its unit.
    static var dumpFieldLines: String {
        ParticleDump.fields.map { "                      " + $0.name.padding(toLength: 10, withPad: " ", startingAt: 0) + $0.meaning }
            .joined(separator: "\n")
    }

    static func run(_ arguments: [String], assets: AssetLocator, output: CommandOutput) throws(CommandLineError) -> Int32 {
        let parsed = try ParsedArguments(
            arguments, command: invocation,
            valued: valuedOptions, flags: [])
        try parsed.expectPositionals(atMost: 1, command: invocation)
        guard let configuration = parsed.positionals.first else {
            throw .missingArgument(command: invocation, what: "CONFIG or PRESET")
        }
        guard let time = try parsed.number("--time", expected: "seconds, 0 or more", where: { $0 >= 0 }) else {
            throw .missingArgument(command: invocation, what: "--time T")
        }
        let givenStep = try parsed.number("--dt", expected: "seconds, more than 0", where: { $0 > 0 })
        let dt = givenStep ?? 1.0 / 60
        // A step longer than the time is one step to the end.
        let steps = time > 0 ? max(1, (time / dt - 1e-9).rounded(.up)) : 0
        guard steps <= Double(maximumSteps) else {
            guard givenStep != nil else {
                throw .invalidValue(
                    option: "--time", value: parsed.value("--time") ?? "\(time)",
                    expected: "at most \(maximumSteps / 60) seconds at the default step of 1/60 s "
                        + "(\(maximumSteps) steps); give a larger --dt")
            }
            throw .invalidValue(option: "--dt", value: "\(dt)", expected: "at most \(maximumSteps) steps for --time \(time)")
        }
        let threads = try parsed.integer("--threads", in: 1...256) ?? 1
        let viewport = try parsed.size("--size") ?? [1280, 720]
        let seed = try parsed.integer("--seed", in: UInt32.min...UInt32.max)
        let (program, _, loadWarnings) = try assets.loadProgram(configuration, overrides: parsed.overrides(), seed: seed)
        for warning in loadWarnings { output.warn(warning) }

        let system = SceneSystem(program: program, windowSize: viewport)
        system.threads = threads
        system.advance(by: 0)
        let stepCount = Int(max(steps, 0))
        // Each step ends at an exact multiple of dt (the last at --time), not at a running
        // sum, so births at exact instants land as in a single jump.
        for step in 1...max(stepCount, 1) where stepCount > 0 {
            system.advance(to: step == stepCount ? time : Double(step) * dt)
        }
        for warning in system.warnings + system.timePrecisionWarnings(time: parsed.value("--time") ?? "\(time)") {
            output.warn(warning)
        }

        let locals = system.systems.map { $0.localTime.map { String(format: "%g", $0) } ?? "not started" }
        let local = system.scene.hasSublayers
            ? "local " + locals.indices.map { "\(system.scene.label(ofLayer: $0)) \(locals[$0])" }.joined(separator: ", ")
            : "local \(locals[0])"
        output.print("\(configuration): time \(String(format: "%g", time)) s (\(local) s), \(stepCount) steps of \(String(format: "%g", dt)) s")
        // Each cell by its own name, indented by depth under its parent (and its layer).
        var rows: [(label: String, count: Int)] = []
        for (index, layer) in system.systems.enumerated() {
            let indent = system.scene.hasSublayers ? "  " : ""
            if system.scene.hasSublayers { rows.append((system.scene.label(ofLayer: index) + "/", layer.particleCount)) }
            for cell in layer.program.cells {
                let label = indent + String(repeating: "  ", count: cell.path.depth - 1) + cell.path.components.last!
                rows.append((label, layer.particleCount(inCell: cell.index)))
            }
        }
        // Escaped before measuring (print would escape them anyway), so the counts line up.
        let labels = rows.map(\.label.escapingControlCharacters)
        let width = max(5, labels.map(\.count).max() ?? 0)
        for (label, row) in zip(labels, rows) {
            output.print(label.padding(toLength: width + 2, withPad: " ", startingAt: 0) + "\(row.count)")
        }
        output.print("total".padding(toLength: width + 2, withPad: " ", startingAt: 0) + "\(system.particleCount)")

        if let dumpPath = try parsed.path("--dump") {
            let format: ParticleDump.Format = dumpPath.hasSuffix(".json") ? .json : .csv
            try OutputFile.write(to: dumpPath) { sink in ParticleDump.write(system, as: format, to: sink) }
        }
        return 0
    }
}
