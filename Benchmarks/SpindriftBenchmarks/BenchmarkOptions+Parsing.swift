import SpindriftArguments

extension BenchmarkOptions {
    /// The usage text of `--help` on a machine with `cores` cores.
    public static func usage(cores: Int) -> String {
        """
        usage: spindrift-bench [OPTIONS]
               spindrift-bench --capacity [PRESET|CONFIG] [--fps F] [--capacity-seconds S | --capacity-probes N]

        Sweeps steady-state particle counts and times each phase of a step in ns per particle
        per step (spawn, kill, the whole step; with one lifetime, spread lifetimes, an
        animated birth rate and nested cells) and the render batch build in every render
        mode, on 1 thread and on all cores, the batch against a plain copy of the bytes it
        writes (32 per particle), with the memory bandwidth; then times every preset end
        to end per frame. Prints a table on stdout, progress on stderr.

        options:
          --counts N,N,...  particle counts (default 1e3,1e4,1e5,1e6,1e7; 1 to \(maximumCount))
          --quick           a few-second smoke run (counts 1e3,1e5 unless --counts is given)
          --threads N       threads to compare with one (default: all \(cores) cores)
          --json FILE       write every figure and the machine as JSON
          --csv FILE        write every figure as CSV, one record per line
          --svg FILE        write a chart of ns/particle versus particle count (a full
                            sweep writes \(defaultChartPath) when not given)
          --scenario NAME   time a preset or configuration file end to end per frame instead
          --scale X         the scenario's count scale: birth rates × X (default 1)
          --frames N        timed frames at 60 Hz of the scenario (default 300) or of
                            each of a sweep's presets (default 60, fewer once they
                            take half a second; 5 with --quick)
          --presets LIST    the presets a sweep times end to end after its steady
                            states: all (default), none (default with --quick), or
                            comma-separated names; each is scaled to
                            --preset-particles, pre-warmed, then timed on every
                            thread count on the CPU batch and on the GPU-resident
                            path
          --preset-particles N
                            live particles each preset is scaled to (default: the
                            largest of --counts, at most 1e5)
          --gpu-resident    the scenario's batch is the CPU work of the window's
                            GPU-resident path: births copied into each cell's ring
                            (timed in the step, which hands them over) and the CPU
                            batch of cells that cannot take the path; uploading
                            them is the driver's, not timed
          --allocations     count heap allocations over steady-state frames of each phase
                            (step, and batch builds of every render mode, on 1 and 2
                            threads) instead of timing; needs a malloc-counting shim
                            that exports spindrift_allocations() in LD_PRELOAD
          --capacity        instead, find the most particles at which PRESET|CONFIG
                            (default snow) holds --fps: birth rates and maxParticles
                            scaled, pre-warmed to the steady state, doubling then
                            bisecting; simulation alone, with the batch, and in the
                            window (runs 'spindrift play' beside this program; needs
                            a display)
          --fps F           the frame rate to hold (default 60)
          --capacity-seconds S
                            the search's time bound in seconds (default 60)
          --capacity-probes N
                            instead of a time bound, at most N probes per search
                            (simulation, with the batch, window), 1 to 100
          --help            show this help
        """
    }

    /// Parses `arguments` (without the program name): `--key value` or `--key=value`.
    public init(parsing arguments: [String], cores: Int) throws(BenchmarkError) {
        self.init(cores: cores)
        do throws(CommandLineError) {
            let parsed = try ParsedArguments(
                arguments, command: Self.invocation,
                valued: [
                    "--counts", "--threads", "--json", "--csv", "--svg", "--scenario", "--frames", "--scale", "--fps",
                    "--capacity-seconds", "--capacity-probes", "--presets", "--preset-particles",
                ],
                flags: ["--quick", "--allocations", "--capacity", "--gpu-resident"])
            capacity = parsed.has("--capacity")
            try parsed.expectPositionals(atMost: capacity ? 1 : 0, command: Self.invocation)
            capacityTarget = parsed.positionals.first ?? capacityTarget
            framesPerSecond = try parsed.number(
                "--fps", expected: "frames per second above 0, at most 1000", where: { $0 > 0 && $0 <= 1000 }) ?? framesPerSecond
            capacitySeconds = try parsed.number(
                "--capacity-seconds", expected: "seconds from 1 to 86400", where: { $0 >= 1 && $0 <= 86_400 }) ?? capacitySeconds
            capacityProbes = try parsed.integer("--capacity-probes", in: 1...100)
            help = parsed.has("--help")
            quick = parsed.has("--quick")
            gpuResident = parsed.has("--gpu-resident")
            allocations = parsed.has("--allocations")
            if let text = parsed.value("--counts") { counts = try Self.counts(text) } else if quick { counts = Self.quickCounts }
            threads = try parsed.integer("--threads", in: 1...256) ?? threads
            if quick { (presets, presetFrames) = ([], 5) }
            if let given = try parsed.integer("--frames", in: 1...1_000_000) { (frames, presetFrames) = (given, given) }
            if let text = parsed.value("--presets") { presets = try Self.presets(text) }
            if let text = parsed.value("--preset-particles") {
                guard let count = Self.count(text) else {
                    throw .invalidValue(
                        option: "--preset-particles", value: text, expected: "a particle count from 1 to \(Self.maximumCount), such as 1e5")
                }
                presetParticles = count
            }
            scale = try parsed.number("--scale", expected: "a number above 0, at most 1e6", where: { $0 > 0 && $0 <= 1e6 }) ?? scale
            jsonPath = try Self.nonEmpty(parsed, "--json")
            csvPath = try Self.nonEmpty(parsed, "--csv")
            svgPath = try Self.nonEmpty(parsed, "--svg")
            scenario = try Self.nonEmpty(parsed, "--scenario")
        } catch {
            throw .usage(error)
        }
        if svgPath == nil, !quick, scenario == nil, !capacity { svgPath = Self.defaultChartPath }
    }

    /// How the runner is typed, for error messages.
    static let invocation = "spindrift-bench"

    private static func counts(_ text: String) throws(CommandLineError) -> [Int] {
        let expected = "comma-separated particle counts from 1 to \(maximumCount), such as 1e3,1e4,250000"
        var result: [Int] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let count = count(String(item)) else { throw .invalidValue(option: "--counts", value: text, expected: expected) }
            result.append(count)
        }
        return Array(Set(result)).sorted()
    }

    /// A particle count from 1 to ``maximumCount``, written as digits (`_` between them
    /// allowed) or as a whole number in exponent form such as 1e6; nil otherwise.
    private static func count(_ text: String) -> Int? {
        // Doubles accept 1e6; a count must still be a whole number.
        guard let number = Double(String(text.filter { $0 != "_" })),
              number.rounded() == number, number >= 1, number <= Double(maximumCount)
        else { return nil }
        return Int(number)
    }

    /// `all` (nil), `none` (no preset) or comma-separated preset names, each once in the
    /// order given; whether they name presets is for the runner, which knows them.
    private static func presets(_ text: String) throws(CommandLineError) -> [String]? {
        switch text {
        case "all": return nil
        case "none": return []
        default:
            let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard !names.contains(where: \.isEmpty) else {
                throw .invalidValue(option: "--presets", value: text, expected: "all, none or comma-separated preset names")
            }
            return names.reduce(into: []) { kept, name in if !kept.contains(name) { kept.append(name) } }
        }
    }

    private static func nonEmpty(_ parsed: ParsedArguments, _ option: String) throws(CommandLineError) -> String? {
        guard let text = parsed.value(option) else { return nil }
        guard !text.isEmpty else { throw .invalidValue(option: option, value: text, expected: "a file or preset name") }
        return text
    }
}
