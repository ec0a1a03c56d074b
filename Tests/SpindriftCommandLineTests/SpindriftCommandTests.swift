import Foundation
import Spindrift
import SpindriftTestSupport
import Testing
@testable import SpindriftCommandLine

@Suite("spindrift command line")
struct SpindriftCommandTests {
    static func total(_ run: CommandRun) -> Int? {
        run.standard.split(separator: "\n").first { $0.hasPrefix("total") }
            .flatMap { Int($0.split(separator: " ").last!) }
    }

    /// The snow preset's steady state, Σ birth rate × mean lifetime over its cells: far
    /// 36 × 31, flake 14 × 18, blurry 5 × 9.5.
    static let snowSteadyState = 36 * 31 + 14 * 18 + 5 * 9.5
    /// How far a steady snow count may stray from ``snowSteadyState``: the 72 far flakes born
    /// across the 2 s spread of their lifetimes are alive or not by their draw (a standard
    /// deviation of about 3.5), the rest differ by at most one a cell.
    static let snowSpread = 6.0

    /// Whether `run` printed a total within ``snowSpread`` of ``snowSteadyState``.
    static func holdsSteadySnow(_ run: CommandRun) -> Bool {
        total(run).map { abs(Double($0) - snowSteadyState) <= snowSpread } ?? false
    }

    @Test("simulate snow for 25 s holds its steady state, Σ birth rate × lifetime, and dumps it as CSV")
    func snowSteadyState() throws {
        let path = try scratchPath("snow.csv")
        let run = CommandRun("simulate", "snow", "--time", "25", "--dump", path)
        #expect(run.status == 0, "\(run.error)")
        let total = try #require(Self.total(run))
        #expect(Self.holdsSteadySnow(run), "\(total)")
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.first.map(String.init) == ParticleDump.csvHeader)
        #expect(lines.count == total + 1)
        // Top-level particles have an empty parent.
        let parent = try #require(ParticleDump.fields.firstIndex { $0.name == "parent" })
        #expect(lines.dropFirst().allSatisfy { $0.split(separator: ",", omittingEmptySubsequences: false).count == ParticleDump.fields.count })
        #expect(lines.dropFirst().allSatisfy { $0.split(separator: ",", omittingEmptySubsequences: false)[parent].isEmpty })
    }

    @Test("simulate snow for 5 s includes the 32 s pre-warm, longer than any lifetime: the steady state already")
    func snowPrewarmed() throws {
        let run = CommandRun("simulate", "snow", "--time=5", "--dt=0.02")
        #expect(run.status == 0)
        #expect(Self.holdsSteadySnow(run), "\(run.standard)")
        #expect(run.standard.contains("flake   252\nblurry  48\n"))
        #expect(run.standard.hasPrefix("snow: time 5 s (local 37 s), 250 steps of 0.02 s\n"))
    }

    @Test("simulate --help lists exactly the dump's fields, in order, each with what it holds and its unit")
    func helpListsDumpFields() throws {
        let run = CommandRun("simulate", "--help")
        #expect(run.status == 0)
        let lines = run.standard.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex { $0.hasSuffix("one row per particle with the fields:") })
        let listed = lines[(start + 1)...].prefix { !$0.hasPrefix("  --") }
        #expect(listed.map { $0.split(separator: " ").first.map(String.init) ?? "" } == ParticleDump.fields.map(\.name))
        #expect(zip(listed, ParticleDump.fields).allSatisfy { $0.hasSuffix("  " + $1.meaning) })
        let units = ["seconds", "points", "points per second", "radians", "radians per second", "0…1", "times the contents' size"]
        for field in ParticleDump.fields where field.isNumeric && field.name != "index" {
            #expect(units.contains { field.meaning.contains(", " + $0) }, "\(field.name): \(field.meaning)")
        }
    }

    @Test("simulate and validate print names and paths with terminal escapes escaped, the table still aligned")
    func terminalEscapes() throws {
        let title = "\u{1B}]0;owned\u{07}", clear = "\u{1B}[2J"
        let layers: [[String: Any]] = [title, clear].map { name in
            ["name": name, "emitterCells": [["name": name + "x", "birthRate": 10, "lifetime": 10]]]
        }
        let path = try scratchPath("a\(clear).json")
        try JSONSerialization.data(withJSONObject: ["sublayers": layers]).write(to: URL(fileURLWithPath: path))
        let simulate = CommandRun("simulate", path, "--time", "1")
        #expect(simulate.status == 0, "\(simulate.error)")
        let lines = simulate.standard.split(separator: "\n").map(String.init)
        #expect(Array(lines.dropFirst()) == [
            #"\u{1B}]0;owned\u{07}/    10"#, #"  \u{1B}]0;owned\u{07}x  10"#,
            #"\u{1B}[2J/               10"#, #"  \u{1B}[2Jx             10"#,
            "total                    20",
        ])
        #expect(lines[0].hasPrefix(path.replacingOccurrences(of: "\u{1B}", with: #"\u{1B}"#) + #": time 1 s (local \u{1B}]0;owned\u{07} 1"#))
        let validate = CommandRun("validate", path)
        #expect(validate.standard.hasSuffix(#"a\u{1B}[2J.json: valid (2 layers, 2 cells)"# + "\n"))
        for output in [simulate.standard, simulate.error, validate.standard, validate.error] {
            #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(output.debugDescription)")
        }
    }

    @Test("a --dt longer than --time takes one step to the end", arguments: ["1e30", "100.5", "1.7976931348623157e308"])
    func stepPastTheEnd(dt: String) throws {
        let run = CommandRun("simulate", "snow", "--time", "100", "--dt", dt)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.standard.hasPrefix("snow: time 100 s (local 132 s), 1 steps of"))
        #expect(Self.holdsSteadySnow(run), "\(run.standard)")
    }

    @Test("a --time past where the birth schedule tells births apart warns, naming --time")
    func impreciseTime() throws {
        let exact = CommandRun("simulate", "snow", "--time", "1e14", "--dt", "1e14")
        #expect(exact.error.isEmpty, "\(exact.error)")
        #expect(Self.holdsSteadySnow(exact), "\(exact.standard)")
        let late = CommandRun("simulate", "snow", "--time", "1e20", "--dt", "1e20")
        #expect(late.status == 0)
        #expect(late.error == "spindrift: warning: --time 1e20: local time 1e+20 s is past 1.251e+14 s, beyond which births "
            + "of cell far (36 per second) fall closer together than times that large can tell apart: particle counts and "
            + "ages are approximate\n")
    }

    @Test("under an address-space limit (prlimit --as) a large maxParticles is refused up front, naming it, with status 1")
    func addressSpaceLimit() throws {
        let file = try scratchPath("big.json")
        try #"{"maxParticles": 20000000, "emitterCells": [{"name": "a", "birthRate": 10000000, "lifetime": 2}]}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let executable = FuzzSliceTests.root.appendingPathComponent(".build/debug/spindrift").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/prlimit")
        process.arguments = ["--as=1000000000", executable, "simulate", file, "--time", "1"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(message.hasPrefix("spindrift: \(file): maxParticles: 20000000 particles of \(ParticleStore.bytesPerParticle) bytes need "))
        #expect(message.hasSuffix("more than what the address-space limit (ulimit -v) leaves for particles (0.5 GB); "
            + "lower maxParticles (got 20000000) or the birth rates and lifetimes\n"), "\(message)")
    }

    @Test("the JSON dump holds the same particles as the CSV dump")
    func jsonDump() throws {
        let csv = try scratchPath("a.csv"), json = try scratchPath("a.json")
        _ = CommandRun("simulate", "snow", "--time", "2", "--dump", csv, "--seed", "5")
        _ = CommandRun("simulate", "snow", "--time", "2", "--dump", json, "--seed", "5")
        let rows = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as! [[String: Any]]
        let csvLines = try String(contentsOfFile: csv, encoding: .utf8).split(separator: "\n").dropFirst()
        #expect(rows.count == csvLines.count)
        #expect(rows.first?["cell"] as? String == "far")
        #expect(rows.first?["index"] as? Int == Int(csvLines.first!.split(separator: ",")[2]))
        #expect(rows.first?["id"] as? String == String(csvLines.first!.split(separator: ",")[1]))
        #expect(rows.first.map { $0["parent"] is NSNull } == true)
    }

    @Test("--set edits the emitter by key path")
    func set() throws {
        let run = CommandRun("simulate", "snow", "--time", "0", "--set", "emitterCells.flake.birthRate=60",
                             "--set=emitterCells.blurry.enabled=false")
        #expect(run.status == 0)
        // The 32 s pre-warm is past the flakes' 18 s lifetime: 60 × 18 of them.
        #expect(run.standard.contains("flake   1080\nblurry  0\n"))
    }

    @Test("validate and presets report good input")
    func goodInput() {
        let validate = CommandRun("validate", "snow")
        #expect(validate.status == 0)
        #expect(validate.standard.hasSuffix("snow.json: valid (3 cells)\n"))
        let presets = CommandRun("presets")
        #expect(presets.status == 0)
        #expect(presets.standard.contains("snow            line emitter, cells: far, flake, blurry\n"))
        #expect(presets.standard.contains("matrix          scene of 60 layers: c00…c59 (point emitter, cells: head, head.t1, "
            + "head.t2, head.t3, head.t4, head.t5, head.t6, head.t7, head.t8)\n"))
        // Layers alike only in a run are listed one by one.
        #expect(presets.standard.contains("campfire        scene of 2 layers: fire (line emitter, cells: flame, ember), "
            + "smoke (line emitter, cells: puff)\n"))
        #expect(presets.standard.contains("fireworks       line emitter, cells: rocket, rocket.burst, rocket.burst.spark\n"))
    }

    @Test("validate loads every image a description names: a missing one is an error naming the file and the cell")
    func validateImages() throws {
        let file = try scratchPath("fx.json")
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
        try #"{"emitterCells": [{"name": "a", "birthRate": 1, "lifetime": 1, "contents": "nowhere.png"}]}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let run = CommandRun("validate", file)
        #expect(run.status == 1)
        #expect(run.error == "spindrift: \(file): emitterCells[0].contents: image \(folder)/nowhere.png: cannot read file: "
            + "No such file or directory (cell 'a')\n")
    }

    @Test("every command has --help", arguments: ["simulate", "validate", "presets", "keys", "export", "import", "diff"])
    func help(command: String) {
        let run = CommandRun(command, "--help")
        #expect(run.status == 0)
        #expect(run.standard.hasPrefix("usage: spindrift \(command)"))
        #expect(CommandRun("help", command).standard == run.standard)
    }

    @Test("the top-level help lists the commands; no arguments is a usage error")
    func topLevelHelp() {
        let run = CommandRun("--help")
        #expect(run.status == 0)
        let commands = run.standard.split(separator: "\n").filter { $0.hasPrefix("  ") }.map { $0.split(separator: " ")[0] }
        #expect(commands == ["simulate", "validate", "presets", "keys", "play", "render", "export", "import", "diff", "make-textures"])
        #expect(CommandRun(arguments: []).status == 2)
    }

    @Test("bad command lines give one clear message and a nonzero status", arguments: [
        (["frobnicate"], 2, "spindrift: unknown command 'frobnicate'; run 'spindrift --help' for the list\n"),
        (["simulate", "snow"], 2, "spindrift: missing --time T; run 'spindrift simulate --help'\n"),
        (["simulate", "snow", "--time", "1", "--dump="], 2, "spindrift: --dump '': expected a path, not empty\n"),
        (["render", "snow", "--time", "1", "--out", ""], 2, "spindrift: --out '': expected a path, not empty\n"),
        (["simulate", "--time", "1"], 2, "spindrift: missing CONFIG or PRESET; run 'spindrift simulate --help'\n"),
        (["simulate", "snow", "--time", "soon"], 2, "spindrift: --time 'soon': expected seconds, 0 or more\n"),
        (["simulate", "snow", "--time", "-1"], 2, "spindrift: --time '-1': expected seconds, 0 or more\n"),
        (["simulate", "snow", "--time", "nan"], 2, "spindrift: --time 'nan': expected seconds, 0 or more\n"),
        (["simulate", "snow", "--time", "1", "--dt", "0"], 2, "spindrift: --dt '0': expected seconds, more than 0\n"),
        (["simulate", "snow", "--time", "1e9", "--dt", "1e-6"], 2,
         "spindrift: --dt '1e-06': expected at most 10000000 steps for --time 1000000000.0\n"),
        (["simulate", "snow", "--time"], 2, "spindrift: --time needs a value\n"),
        (["simulate", "snow", "--time", "1", "--fast"], 2, "spindrift: unknown option '--fast'; run 'spindrift simulate --help'\n"),
        (["simulate", "snow", "rain", "--time", "1"], 2, "spindrift: unexpected argument 'rain'; run 'spindrift simulate --help'\n"),
        (["simulate", "snow", "--time", "1", "--seed", "-4"], 2, "spindrift: --seed '-4': expected a whole number from 0 to 4294967295\n"),
        (["simulate", "snow", "--time", "1", "--size", "big"], 2,
         "spindrift: --size 'big': expected WIDTHxHEIGHT, each 1 to 16384, such as 1280x720\n"),
        (["simulate", "snw", "--time", "1"], 1, "spindrift: 'snw' is neither a file nor a preset (presets: blizzard, campfire, confetti, confetti-burst, fire, fireworks, fountain, galaxy, leaves, matrix, rain, snow, snowdrift, sparkler)\n"),
        (["validate", "/no/such.json"], 1, "spindrift: /no/such.json: cannot read file: No such file or directory\n"),
        (["simulate", "snow", "--time", "1", "--set", "emitterCells.flak.birthRate=3"], 1,
         "spindrift: --set emitterCells.flak.birthRate=3: no cell named 'flak' (cells: far, flake, blurry)\n"),
        (["simulate", "snow", "--time", "1e30"], 2,
         "spindrift: --time '1e30': expected at most 166666 seconds at the default step of 1/60 s (10000000 steps); give a larger --dt\n"),
        (["simulate", "snow", "--time", "1", "--set", "--help"], 1,
         "spindrift: --set --help: expected key.path=value, such as emitterCells.flake.birthRate=60\n"),
        (["validate", "snow", "--set", "--help"], 1,
         "spindrift: --set --help: expected key.path=value, such as emitterCells.flake.birthRate=60\n"),
        (["simulate", "snow", "--time", "1", "--f\u{1}ast"], 2,
         #"spindrift: unknown option '--f\u{01}ast'; run 'spindrift simulate --help'"# + "\n"),
        (["validate", "/dev/zero"], 1, "spindrift: /dev/zero: cannot read file: it is a character device, not a regular file\n"),
        (["simulate", "snow", "--time", "1", "--dump", "/no/such/dir/x.csv"], 1,
         "spindrift: /no/such/dir/x.csv: cannot write: No such file or directory\n"),
        (["play", "snow", "--quit-after-frames", "0"], 2,
         "spindrift: --quit-after-frames '0': expected a whole number from 1 to 1000000000\n"),
        (["play", "snow", "--quit-after-frames", "-3"], 2,
         "spindrift: --quit-after-frames '-3': expected a whole number from 1 to 1000000000\n"),
        (["play", "snow", "--quit-after-frames", "2.5"], 2,
         "spindrift: --quit-after-frames '2.5': expected a whole number from 1 to 1000000000\n"),
        (["play", "snow", "--quit-after-frames", "ten"], 2,
         "spindrift: --quit-after-frames 'ten': expected a whole number from 1 to 1000000000\n"),
        (["play", "snow", "--quit-after-frames"], 2, "spindrift: --quit-after-frames needs a value\n"),
    ] as [([String], Int32, String)])
    func badCommandLine(arguments: [String], status: Int32, message: String) {
        let run = CommandRun(arguments: arguments)
        #expect(run.status == status)
        #expect(run.error == message)
    }

    @Test("--help after a valued option written bare is that option's value; anywhere else it asks for help")
    func helpAsValue() {
        let help = CommandRun("validate", "snow", "--set", "x=1", "--help")
        #expect(help.status == 0)
        #expect(help.standard.hasPrefix("usage: spindrift validate"))
        #expect(CommandRun("simulate", "--set=--help", "--help").status == 0)
        #expect(ParsedArguments.requestsHelp(["--set", "--help"], valued: ["--set"]) == false)
        #expect(ParsedArguments.requestsHelp(["--set", "--help", "--help"], valued: ["--set"]) == true)
        #expect(ParsedArguments.requestsHelp(["--fullscreen", "--help"], valued: ["--set"]) == true)
    }

    @Test("every line of a multi-problem error starts with spindrift:")
    func multiLineErrors() throws {
        let path = try scratchPath("bad.json")
        try #"{"speed":-1,"emitterCells":[{"birthRate":-1,"lifetime":-1}]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let run = CommandRun("validate", path)
        #expect(run.status == 1)
        #expect(run.error == """
            spindrift: \(path): speed: must not be negative (got -1.0)
            spindrift: \(path): emitterCells[0].birthRate: must not be negative (got -1.0)
            spindrift: \(path): emitterCells[0].lifetime: must not be negative (got -1.0)

            """)
    }

    @Test("a FIFO is refused with what it is, without waiting for a writer")
    func fifo() throws {
        let path = try scratchPath("fifo.json")
        #expect(mkfifo(path, 0o600) == 0)
        let run = CommandRun("validate", path)
        #expect(run.status == 1)
        #expect(run.error == "spindrift: \(path): cannot read file: it is a FIFO (named pipe), not a regular file\n")
    }

    @Test("a description whose motion overflows a float is rejected; the dump of one inside the bounds is JSON")
    func motionBounds() throws {
        let bad = try scratchPath("fast.json")
        try #"{"emitterCells":[{"birthRate":10,"lifetime":10,"velocity":3e38}]}"#.write(toFile: bad, atomically: true, encoding: .utf8)
        let rejected = CommandRun("simulate", bad, "--time", "5", "--dump", try scratchPath("x.json"))
        #expect(rejected.status == 1)
        #expect(rejected.error == "spindrift: \(bad): emitterCells[0].velocity: motion reaches 3e39 points within the lifetime, beyond ±3.4e38\n")
        let good = try scratchPath("edge.json"), dump = try scratchPath("edge-dump.json")
        try #"{"emitterCells":[{"birthRate":10,"lifetime":10,"velocity":3.3e37}]}"#.write(toFile: good, atomically: true, encoding: .utf8)
        #expect(CommandRun("simulate", good, "--time", "9.9", "--dump", dump).status == 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dump))) as? [[String: Any]])
        #expect(rows.count == 99)
        #expect(rows.allSatisfy { ($0["x"] as? Double)?.isFinite == true })
    }

    @Test("a bad configuration file is reported with its path, JSON path and reason")
    func badFile() throws {
        let path = try scratchPath("bad.json")
        try #"{"emitterCells": [{"name": "a", "lifetime": -3}]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let run = CommandRun("validate", path)
        #expect(run.status == 1)
        #expect(run.error == "spindrift: \(path): emitterCells[0].lifetime: must not be negative (got -3.0)\n")
    }

    @Test("reaching maxParticles warns once and keeps running at the cap")
    func cap() throws {
        let run = CommandRun("simulate", "snow", "--time", "1", "--set", "maxParticles=100")
        #expect(run.status == 0)
        #expect(run.error == "spindrift: warning: the steady state needs about 1454 particles (birth rate × lifetime, all cells), more than maxParticles 100: running at the cap\n")
        #expect(try #require(Self.total(run)) <= 100)
    }

    @Test("a preset is a file of the presets folder, however it is named: its tuning is saved elsewhere")
    func presetFiles() throws {
        let presets = CommandRun.assets.presetsDirectory
        #expect(CommandRun.assets.isPreset(presets.appendingPathComponent("snow.json").path))
        #expect(CommandRun.assets.isPreset(presets.appendingPathComponent("../presets/rain.json").path))
        #expect(!CommandRun.assets.isPreset(try scratchPath("snow.json")))
    }

    @Test("tuned saves beside the presets are not listed as presets")
    func tunedSavesAreNotPresets() throws {
        let folder = URL(fileURLWithPath: try scratchPath("assets"))
        let presets = folder.appendingPathComponent("presets")
        try FileManager.default.createDirectory(at: presets, withIntermediateDirectories: true)
        for name in ["snow.json", "snow.tuned.json", "snow.tuned-2.json"] {
            try FileManager.default.copyItem(
                at: CommandRun.assets.presetsDirectory.appendingPathComponent("snow.json"),
                to: presets.appendingPathComponent(name))
        }
        #expect(AssetLocator(directory: folder).presetNames == ["snow"])
    }
}
