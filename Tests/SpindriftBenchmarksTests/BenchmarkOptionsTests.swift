import Testing
@testable import SpindriftBenchmarks

@Suite("BenchmarkOptions")
struct BenchmarkOptionsTests {
    @Test("no arguments: the default counts on every core")
    func defaults() throws {
        let options = try BenchmarkOptions(parsing: [], cores: 2)
        #expect(options.counts == BenchmarkOptions.defaultCounts)
        #expect(options.threadCounts == [1, 2])
        #expect(!options.quick && options.jsonPath == nil && options.scenario == nil)
        #expect(options.svgPath == BenchmarkOptions.defaultChartPath)
    }

    @Test("--key value and --key=value mean the same", arguments: [
        ["--counts", "1e3,250000", "--json", "a.json", "--threads", "4"],
        ["--counts=1e3,250000", "--json=a.json", "--threads=4"],
    ])
    func valueForms(arguments: [String]) throws {
        let options = try BenchmarkOptions(parsing: arguments, cores: 2)
        #expect(options.counts == [1_000, 250_000])
        #expect(options.jsonPath == "a.json")
        #expect(options.threadCounts == [1, 4])
    }

    @Test("--quick uses the quick counts unless --counts is given")
    func quick() throws {
        #expect(try BenchmarkOptions(parsing: ["--quick"], cores: 2).counts == BenchmarkOptions.quickCounts)
        #expect(try BenchmarkOptions(parsing: ["--quick", "--counts", "500"], cores: 2).counts == [500])
        #expect(try BenchmarkOptions(parsing: ["--quick"], cores: 2).svgPath == nil)
    }

    @Test("--capacity takes an optional preset or file, --fps, --capacity-seconds and --capacity-probes; no chart")
    func capacity() throws {
        let plain = try BenchmarkOptions(parsing: ["--capacity"], cores: 2)
        #expect(plain.capacity && plain.capacityTarget == "snow" && plain.framesPerSecond == 60 && plain.capacitySeconds == 60)
        #expect(plain.svgPath == nil)
        let given = try BenchmarkOptions(parsing: ["--capacity", "rain", "--fps=30", "--capacity-seconds", "20"], cores: 2)
        #expect(given.capacityTarget == "rain" && given.framesPerSecond == 30 && given.capacitySeconds == 20)
        #expect(plain.capacityProbes == nil)
        #expect(try BenchmarkOptions(parsing: ["--capacity", "--capacity-probes", "3"], cores: 2).capacityProbes == 3)
    }

    @Test("a sweep times every preset at its largest count up to 1e5; --quick none; --presets and --preset-particles choose")
    func presets() throws {
        let plain = try BenchmarkOptions(parsing: [], cores: 2)
        #expect(plain.presets == nil && plain.presetTarget == 100_000 && plain.presetFrames == 60)
        let small = try BenchmarkOptions(parsing: ["--counts", "1e3,2e3"], cores: 2)
        #expect(small.presets == nil && small.presetTarget == 2_000)
        let quick = try BenchmarkOptions(parsing: ["--quick"], cores: 2)
        #expect(quick.presets == [] && quick.presetFrames == 5)
        let named = try BenchmarkOptions(parsing: ["--quick", "--presets", "snow,rain,snow", "--frames=7"], cores: 2)
        #expect(named.presets == ["snow", "rain"] && named.presetFrames == 7 && named.frames == 7)
        #expect(try BenchmarkOptions(parsing: ["--presets", "none"], cores: 2).presets == [])
        #expect(try BenchmarkOptions(parsing: ["--quick", "--presets", "all"], cores: 2).presets == nil)
        #expect(try BenchmarkOptions(parsing: ["--preset-particles", "2.5e5"], cores: 2).presetTarget == 250_000)
    }

    @Test("bad command lines give typed errors", arguments: [
        (["--bogus"], "unknown option '--bogus'; run 'spindrift-bench --help'"),
        (["--json"], "--json needs a value"),
        (["--quick=yes"], "unknown option '--quick=yes'; run 'spindrift-bench --help'"),
        (["extra"], "unexpected argument 'extra'; run 'spindrift-bench --help'"),
        (["--threads", "0"], "--threads '0': expected a whole number from 1 to 256"),
        (["--scale", "-1"], "--scale '-1': expected a number above 0, at most 1e6"),
        (["--json="], "--json '': expected a file or preset name"),
        (["--capacity", "a", "b"], "unexpected argument 'b'; run 'spindrift-bench --help'"),
        (["--capacity", "--fps", "0"], "--fps '0': expected frames per second above 0, at most 1000"),
        (["--capacity", "--capacity-seconds", "0.5"], "--capacity-seconds '0.5': expected seconds from 1 to 86400"),
        (["--capacity", "--capacity-probes", "0"], "--capacity-probes '0': expected a whole number from 1 to 100"),
        (["--capacity", "--capacity-probes", "2.5"], "--capacity-probes '2.5': expected a whole number from 1 to 100"),
        (["--presets", "snow,"], "--presets 'snow,': expected all, none or comma-separated preset names"),
        (["--preset-particles", "1.5"], "--preset-particles '1.5': expected a particle count from 1 to 50000000, such as 1e5"),
        (["--preset-particles", "0"], "--preset-particles '0': expected a particle count from 1 to 50000000, such as 1e5"),
    ] as [([String], String)])
    func badArguments(arguments: [String], message: String) {
        do throws(BenchmarkError) {
            _ = try BenchmarkOptions(parsing: arguments, cores: 2)
            Issue.record("\(arguments) was accepted")
        } catch {
            #expect(error.description == message)
            #expect(error.exitStatus == 2)
        }
    }

    @Test("counts must be whole numbers in range", arguments: ["0", "1.5", "1e9", "abc", "1e3,,1e4"])
    func badCounts(text: String) {
        #expect(throws: BenchmarkError.self) { try BenchmarkOptions(parsing: ["--counts", text], cores: 2) }
    }
}
