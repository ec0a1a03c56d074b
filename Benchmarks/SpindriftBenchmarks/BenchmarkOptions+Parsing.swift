extension BenchmarkOptions {
    /// The usage text of `--help` on a machine with `cores` cores.
    public static func usage(cores: Int) -> String {
        """
        usage: spindrift-bench [OPTIONS]

        Sweeps steady-state particle counts and times each phase of a step in ns per particle
        per step (spawn, update, kill, batch build, the sorts of each render mode, the whole
        step) on 1 thread and on all cores, against a C kernel, a naive array-of-class Swift
        system and the memory bandwidth. Prints a table on stdout, progress on stderr.

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
          --frames N        the scenario's timed frames at 60 Hz (default 300)
          --help            show this help
        """
    }

    /// Parses `arguments` (without the program name): `--key value` or `--key=value`.
    public init(parsing arguments: [String], cores: Int) throws(BenchmarkError) {
        self.init(cores: cores)
        var countsGiven = false
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("--") else { throw .unexpectedArgument(argument) }
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let option = String(parts[0])
            let inline = parts.count == 2 ? String(parts[1]) : nil
            func value() throws(BenchmarkError) -> String {
                guard let text = inline ?? remaining.popFirst() else { throw .missingValue(option: option) }
                return text
            }
            func flag() throws(BenchmarkError) -> Bool {
                guard inline == nil else { throw .unexpectedValue(option: option) }
                return true
            }
            switch option {
            case "--counts":
                counts = try Self.counts(try value())
                countsGiven = true
            case "--quick": quick = try flag()
            case "--help": help = try flag()
            case "--threads": threads = try Self.integer(try value(), option: option, in: 1...256)
            case "--json": jsonPath = try Self.nonEmpty(try value(), option: option)
            case "--csv": csvPath = try Self.nonEmpty(try value(), option: option)
            case "--svg": svgPath = try Self.nonEmpty(try value(), option: option)
            case "--scenario": scenario = try Self.nonEmpty(try value(), option: option)
            case "--frames": frames = try Self.integer(try value(), option: option, in: 1...1_000_000)
            case "--scale":
                let text = try value()
                guard let number = Double(text), number.isFinite, number > 0, number <= 1e6 else {
                    throw .invalidValue(option: option, value: text, expected: "a number above 0, at most 1e6")
                }
                scale = number
            default:
                throw .unknownOption(argument)
            }
        }
        if quick, !countsGiven { counts = Self.quickCounts }
        if svgPath == nil, !quick, scenario == nil { svgPath = Self.defaultChartPath }
    }

    private static func counts(_ text: String) throws(BenchmarkError) -> [Int] {
        let expected = "comma-separated particle counts from 1 to \(maximumCount), such as 1e3,1e4,250000"
        var result: [Int] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            // Doubles accept 1e6; a count must still be a whole number.
            guard let number = Double(String(item.filter { $0 != "_" })),
                  number.rounded() == number, number >= 1, number <= Double(maximumCount)
            else { throw .invalidValue(option: "--counts", value: text, expected: expected) }
            result.append(Int(number))
        }
        return Array(Set(result)).sorted()
    }

    private static func integer(_ text: String, option: String, in range: ClosedRange<Int>) throws(BenchmarkError) -> Int {
        guard let number = Int(text), range.contains(number) else {
            throw .invalidValue(option: option, value: text, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    private static func nonEmpty(_ text: String, option: String) throws(BenchmarkError) -> String {
        guard !text.isEmpty else { throw .invalidValue(option: option, value: text, expected: "a file or preset name") }
        return text
    }
}
