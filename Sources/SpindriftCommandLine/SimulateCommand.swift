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

        Advances an emitter headless by T seconds of parent time (pre-warming to its
        timeOffset first) and prints the live particles per cell.

        options:
          --time T          parent seconds to simulate (required)
          --dt S            step in seconds (default 1/60); at most \(maximumSteps) steps
          --seed N          replace the layer's seed (0 to 4294967295)
          --set KEY=VALUE   edit by key path, e.g. emitterCells.flake.birthRate=60 (repeatable)
          --size WxH        viewport for viewport-relative geometry (default 1280x720)
          --threads N       threads for the simulation kernels (default 1)
          --dump FILE       write every live particle as CSV, or JSON when FILE ends in .json:
                            cell,id,parent,index,age,x,y,z,vx,vy,vz,lifetime,rotation,spin,
                            scale,r,g,b,a
          --help            show this help
        """

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
        let steps = (time / dt - 1e-9).rounded(.up)
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
        let (program, _) = try assets.loadProgram(configuration, overrides: parsed.overrides(), seed: seed)

        let system = ParticleSystem(program: program, viewport: viewport)
        system.threads = threads
        system.advance(by: 0)
        let stepCount = Int(max(steps, 0))
        // Each step ends at an exact multiple of dt (the last at --time), not at a running
        // sum, so births at exact instants land as in a single jump.
        for step in 1...max(stepCount, 1) where stepCount > 0 {
            system.advance(to: step == stepCount ? time : Double(step) * dt)
        }
        for warning in system.warnings { output.warn(warning) }

        let local = system.localTime.map { String(format: "%g", $0) } ?? "not started"
        output.print("\(configuration): time \(String(format: "%g", time)) s (local \(local) s), \(stepCount) steps of \(String(format: "%g", dt)) s")
        // Each cell by its own name, indented by depth under its parent.
        let cells = system.program.cells
        let labels = cells.map { String(repeating: "  ", count: $0.path.depth - 1) + $0.path.components.last! }
        let width = max(5, labels.map(\.count).max() ?? 0)
        for (index, label) in labels.enumerated() {
            output.print(label.padding(toLength: width + 2, withPad: " ", startingAt: 0) + "\(system.particleCount(inCell: index))")
        }
        output.print("total".padding(toLength: width + 2, withPad: " ", startingAt: 0) + "\(system.particleCount)")

        if let dumpPath = try parsed.path("--dump") {
            let format: ParticleDump.Format = dumpPath.hasSuffix(".json") ? .json : .csv
            try OutputFile.write(to: dumpPath) { sink in ParticleDump.write(system, as: format, to: sink) }
        }
        return 0
    }
}
