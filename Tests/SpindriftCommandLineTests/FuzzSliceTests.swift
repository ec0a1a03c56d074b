import Foundation
import Testing
import Spindrift
import SpindriftFuzz

/// CI's slice of `spindrift-fuzz`: a short fixed-seed campaign against the debug `spindrift`
/// built by `swift build --build-tests`, and checks of the fuzzer's own parts.
@Suite("fuzz slice")
struct FuzzSliceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The slice: the seed and classes CI runs (see the README's "Fuzzing").
    static func sliceConfiguration() throws -> FuzzConfiguration {
        let executable = root.appendingPathComponent(".build/debug/spindrift")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path),
                     "no \(executable.path): run swift build --build-tests first")
        var configuration = FuzzConfiguration(executable: executable, root: root)
        configuration.seed = FuzzSliceTests.sliceSeed
        configuration.count = 150
        configuration.jobs = 2
        configuration.classes = FuzzSliceTests.sliceClasses
        // A backstop so that a hang cannot stall CI, not a speed requirement.
        configuration.limits.seconds = 300
        return configuration
    }

    static let sliceSeed: UInt64 = 1
    static let sliceClasses: Set<MutationClass> = Set(MutationClass.allCases)

    @Test("150 fixed-seed inputs: no crash, hang, allocation failure, unlocated message or non-finite dump")
    func slice() throws {
        let report = FuzzCampaign(try Self.sliceConfiguration()).run()
        #expect(report.tried == 150)
        #expect(FuzzSubcommand.allCases.allSatisfy { (report.triedByCommand[$0] ?? 0) > 0 })
        #expect(report.accepted > 0 && report.rejected > 0, "\(report.summary)")
        #expect(report.failures.isEmpty, "\(report.summary)\n\(report.failures.map(\.line).joined(separator: "\n"))")
    }

    @Test("the same seed gives the same inputs, another seed others")
    func determinism() {
        let seeds = SeedCorpus.load(root: Self.root)
        let first = FuzzInputGenerator(seeds: seeds, classes: Set(MutationClass.allCases), seed: 9)
        let again = FuzzInputGenerator(seeds: seeds, classes: Set(MutationClass.allCases), seed: 9)
        let other = FuzzInputGenerator(seeds: seeds, classes: Set(MutationClass.allCases), seed: 10)
        for index in [0, 1, 17, 500] {
            #expect(first.input(index).arguments == again.input(index).arguments)
            #expect(first.input(index).description == again.input(index).description)
        }
        #expect((0..<20).contains { first.input($0).arguments != other.input($0).arguments
            || first.input($0).description != other.input($0).description })
    }

    @Test("seeds come from the presets and the tests' JSON literals")
    func seeds() {
        let seeds = SeedCorpus.load(root: Self.root)
        #expect(seeds.contains { $0.origin == "assets/presets/snow.json" && $0.tree != nil })
        #expect(seeds.contains { $0.origin.hasPrefix("Tests/") && $0.origin.contains(".swift:") })
        let literals = SeedCorpus.jsonLiterals(in: ##"let a = #"{"b": 1}"#; let c = "{\"d\": [2]}""##)
        #expect(literals.map(\.1) == [#"{"b": 1}"#, #"{"d": [2]}"#])
    }

    @Test("JSON is read and written back with numbers' text, order and repeated keys")
    func jsonRoundTrip() {
        let text = #"{"b":1e-45,"a":[true,null,"x\"y"],"b":99999999999999999999999}"#
        let value = JSONReader.parse(Array(text.utf8))
        #expect(value?.text() == text)
        #expect(JSONReader.parse(Array(#"{"a":"#.utf8)) == nil)
    }

    @Test("simulated inputs keep at most 200000 particles, rendered 10000: a layer's cap lowered or added, a scene's per layer",
          arguments: [
            (#"{"maxParticles":20000000,"emitterCells":[]}"#, #"{"maxParticles":200000,"emitterCells":[]}"#),
            (#"{"emitterCells":[]}"#, #"{"emitterCells":[],"maxParticles":200000}"#),
            (#"{"sublayers":[{"maxParticles":1e9},{"name":"b"}]}"#,
             #"{"sublayers":[{"maxParticles":200000},{"name":"b","maxParticles":200000}]}"#),
            (#"{"maxParticles":1000}"#, nil),
            (#"{"maxParticles":"many"}"#, nil),
            (#"[1]"#, nil),
          ])
    func particleCap(input: String, capped: String?) throws {
        let parsed = try #require(JSONReader.parse(Array(input.utf8)))
        #expect(FuzzInputGenerator.cappingWork(of: parsed, at: 200_000)?.text() == capped)
        #expect(FuzzInputGenerator.particleCap(for: .simulate) == 200_000)
        #expect(FuzzInputGenerator.particleCap(for: .render) == 10_000 && FuzzInputGenerator.particleCap(for: .validate) == nil)
    }

    @Test("presets run by name keep the same caps, set on the command line after any other option")
    func presetCap() {
        let generator = FuzzInputGenerator(seeds: SeedCorpus.load(root: Self.root), classes: Set(MutationClass.allCases), seed: 1)
        var presetRuns = 0
        for index in 0..<300 {
            let input = generator.input(index)
            guard input.description == nil else { continue }
            let cap = FuzzInputGenerator.particleCap(for: input.subcommand)
            let last = Array(input.arguments.suffix(2))
            if let cap {
                presetRuns += 1
                #expect(last == ["--set", "maxParticles=\(cap)"], "input \(index): \(input.arguments)")
            } else {
                #expect(!input.arguments.contains("maxParticles=200000") && !input.arguments.contains("maxParticles=10000"))
            }
        }
        #expect(presetRuns > 10)
        #expect(FuzzInputGenerator.exceedsCap(JSONReader.parse(Array(#"{"maxParticles": 500}"#.utf8)), 10_000) == false)
        #expect(FuzzInputGenerator.exceedsCap(JSONReader.parse(Array(#"{"maxParticles": 5e5}"#.utf8)), 10_000))
    }

    @Test("a signal, a timeout, an allocation failure, an unlocated message and an inf in a dump fail")
    func verdicts() {
        let input = FuzzInput(index: 0, subcommand: .simulate, origin: "test", description: Array("{}".utf8),
                              arguments: ["simulate", "input.json", "--time", "1", "--dump", "dump.csv"], dumpFile: "dump.csv")
        func verdict(status: Int32? = nil, signal: Int32? = nil, timedOut: Bool = false, error: String = "", dump: String? = nil) -> FuzzVerdict {
            FuzzJudge.verdict(input, RunResult(status: status, signal: signal, timedOut: timedOut, standardOutput: "", standardError: error),
                              dump: dump.map { Data($0.utf8) })
        }
        let header = ParticleDump.csvHeader + "\n"
        let row = "a,0000000000000001,,0,1,2,3,4,5,6,7,8,9,10,11,1,1,1,1\n"
        #expect(verdict(status: 0, dump: header + row) == .accepted)
        #expect(verdict(status: 1, error: "spindrift: input.json: lifetime: must not be negative\n") == .rejected)
        #expect(verdict(status: 2, error: "spindrift: --time 'x': expected seconds\n") == .rejected)
        func kind(_ verdict: FuzzVerdict) -> FailureKind? {
            if case .failed(let kind, _) = verdict { return kind }
            return nil
        }
        #expect(kind(verdict(signal: SIGSEGV)) == .crash)
        #expect(kind(verdict(signal: SIGKILL, timedOut: true)) == .hang)
        #expect(kind(verdict(signal: SIGABRT, error: "Fatal error: failed to allocate 6400050176 bytes")) == .allocation)
        #expect(kind(verdict(status: 1, error: "spindrift: Couldn't open\n")) == .message)
        #expect(kind(verdict(status: 1)) == .message)
        #expect(kind(verdict(status: 0, dump: header + row.replacingOccurrences(of: ",5,", with: ",inf,"))) == .nonFinite)
        #expect(kind(verdict(status: 0)) == .badDump)
        #expect(kind(verdict(status: 134)) == .status)
        #expect(verdict(status: 1, error: "spindrift: warning: steady state\nspindrift: dump.csv: cannot write\n") == .rejected)
    }

    @Test("a run's long standard error keeps its first and last 64 KiB in whole lines, so the error after pages of warnings is judged",
          arguments: [1_000, 300_000])
    func longStandardError(warnings: Int) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-excerpt-\(getpid())-\(warnings)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = "i=0; while [ $i -lt \(warnings) ]; do echo 'spindrift: warning: cell a gets no particle'; i=$((i+1)); done >&2; "
            + "echo 'spindrift: input.json: emitterCells[0].contents: no such image' >&2; exit 1"
        let result = LimitedProcess.run(
            URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script], directory: directory, environment: [:],
            limits: ProcessLimits(seconds: 60))
        let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false)
        let warning = "spindrift: warning: cell a gets no particle"
        let bytes = (warning.utf8.count + 1) * warnings
        #expect(lines.first.map(String.init) == warning)
        #expect(lines.dropLast().dropLast().allSatisfy { $0 == warning })
        #expect(lines.suffix(2) == ["spindrift: input.json: emitterCells[0].contents: no such image", ""])
        // All of it when short; about two excerpts when long.
        let kept = result.standardError.utf8.count
        if bytes <= 2 * LimitedProcess.excerptBytes {
            #expect(lines.count == warnings + 2)
        } else {
            #expect(kept <= 2 * LimitedProcess.excerptBytes && kept > 2 * LimitedProcess.excerptBytes - 2 * (warning.utf8.count + 1))
        }
        let input = FuzzInput(index: 0, subcommand: .render, origin: "test", description: Array("{}".utf8),
                              arguments: ["render", "input.json", "--out", "a.png"], dumpFile: nil)
        #expect(FuzzJudge.verdict(input, result, dump: nil) == .rejected)
    }
}
