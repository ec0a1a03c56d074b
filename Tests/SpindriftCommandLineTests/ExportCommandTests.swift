import Foundation
import Spindrift
import SpindriftTestSupport
import Testing
@testable import SpindriftCommandLine

@Suite("spindrift export")
struct ExportCommandTests {
    /// The stub QuartzCore module and the description that sets every key.
    static let stubFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CoreAnimationStub")
    static let everyKeyPath = stubFolder.appendingPathComponent("every-key.json").path

    /// Every preset's file, then the description that sets every key.
    static var descriptions: [String] {
        CommandRun.assets.presetNames.map { CommandRun.assets.presetsDirectory.appendingPathComponent($0 + ".json").path }
            + [everyKeyPath]
    }

    /// `scene` without the keys Core Animation lacks, which exported code can only name in comments.
    static func withoutExtensions(_ scene: Scene) throws -> Scene {
        let lost = Set(EmitterLayer.properties.filter(\.isExtension).map(\.key))
            .union(EmitterCell.properties.filter(\.isExtension).map(\.key))
        func strip(_ value: Any) -> Any {
            if let list = value as? [Any] { return list.map(strip) }
            guard var object = value as? [String: Any] else { return value }
            for key in lost { object[key] = nil }
            for key in ["sublayers", "emitterCells"] { object[key] = object[key].map(strip) }
            return object
        }
        let object = strip(try JSONSerialization.jsonObject(with: JSONEncoder().encode(scene)))
        return try Scene(jsonData: JSONSerialization.data(withJSONObject: object), source: "expected")
    }

    /// `swiftc` on the `PATH`.
    static func swiftCompiler() -> URL? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return folders.map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs `executable` with `arguments`; returns its status and what it printed to standard
    /// output, and to standard error.
    static func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read before waiting: a full pipe would block the child.
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complaints = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: printed, as: UTF8.self), String(decoding: complaints, as: UTF8.self))
    }

    @Test("exported Swift compiles against Apple's types and, run, sets back every preset and every key as the description has them")
    func swiftRoundTrip() throws {
        let swiftc = try #require(
            Self.swiftCompiler(), "swiftc is not on the PATH: the export round trip compiles the exported Swift with it")
        let folder = try makeScratchFolder()
        // One program for all of them: one compile.
        var sources = [Self.stubFolder.appendingPathComponent("QuartzCore.swift").path]
        var calls: [String] = []
        var originals: [Scene] = []
        for (index, path) in Self.descriptions.enumerated() {
            let scene = try Scene(contentsOfFile: path)
            let file = URL(fileURLWithPath: path)
            let code = try CoreAnimationExport.code(
                for: scene, fileName: file.lastPathComponent, baseName: file.deletingPathExtension().lastPathComponent,
                in: .swift)
            let header = try #require(code.split(separator: "\n").first { $0.hasPrefix("func ") })
            let function = header.dropFirst("func ".count).prefix { $0 != "(" }
            let source = folder.appendingPathComponent("exported-\(index).swift")
            try Data(code.utf8).write(to: source)
            sources.append(source.path)
            calls.append("\(function)().json")
            originals.append(scene)
        }
        let main = folder.appendingPathComponent("main.swift")
        try Data("print(jsonArray([\(calls.joined(separator: ", "))]))\n".utf8).write(to: main)
        let program = folder.appendingPathComponent("exported")
        let compiled = try Self.run(swiftc, ["-I", Self.stubFolder.path] + sources + [main.path, "-o", program.path])
        try #require(compiled.status == 0, "swiftc failed:\n\(compiled.error)")
        let ran = try Self.run(program, [])
        try #require(ran.status == 0, "the exported program failed:\n\(ran.error)")
        let written = try #require(try JSONSerialization.jsonObject(with: Data(ran.output.utf8)) as? [Any])
        try #require(written.count == originals.count)
        for (index, path) in Self.descriptions.enumerated() {
            let data = try JSONSerialization.data(withJSONObject: written[index])
            let roundTrip = try Scene(jsonData: data, source: "the stub's \(path)")
            #expect(roundTrip == (try Self.withoutExtensions(originals[index])), "\(path): \(String(decoding: data, as: UTF8.self))")
        }
    }

    @Test("the every-key description sets every key that saving writes, of every table and every animation class")
    func everyKeyIsSet() throws {
        let scene = try Scene(contentsOfFile: Self.everyKeyPath)
        let root = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(scene)) as? [String: Any])
        let layer = try #require((root["sublayers"] as? [[String: Any]])?.first)
        var cellKeys: Set<String> = [], animationKeys: Set<String> = []
        func collect(_ objects: Any?, into keys: inout Set<String>, nested: String) {
            for object in objects as? [[String: Any]] ?? [] {
                keys.formUnion(object.keys)
                collect(object[nested], into: &keys, nested: nested)
            }
        }
        collect(layer["emitterCells"], into: &cellKeys, nested: "emitterCells")
        collect(layer["animations"], into: &animationKeys, nested: "animations")
        // Saving writes frame as position and bounds, and the general transform keys as the specific ones.
        let layerKeys = LayerProperties.properties.map(\.key)
            .filter { !["frame", "transform.scale", "transform.translation"].contains($0) }
        #expect(Set(layerKeys).subtracting(root.keys).isEmpty)
        #expect(Set(layerKeys + EmitterLayer.properties.map(\.key)).subtracting(layer.keys).isEmpty)
        #expect(Set(EmitterCell.properties.map(\.key)).subtracting(cellKeys).isEmpty)
        // `name` is saved as `key`.
        #expect(Set(LayerAnimation.recordKeys.map(\.key.rawValue)).subtracting(animationKeys) == ["name"])
    }

    @Test("each language spells each key, constant and value as Apple's headers do; Swift writes the lost keys as comments",
          arguments: [("--objc", objectiveCLines), ("--swift", swiftLines)])
    func spellings(language: String, lines: [String]) throws {
        let run = CommandRun("export", Self.everyKeyPath, language)
        #expect(run.status == 0, "\(run.error)")
        for line in lines {
            #expect(run.standard.split(separator: "\n").contains(Substring(line)), "\(line)")
        }
    }

    static let objectiveCLines = [
        "static CALayer *MakeEveryKeyLayer(void) {",
        "    rootLayer.hidden = YES;",
        "    [rootLayer setValue:@(0.1) forKeyPath:@\"transform.rotation.z\"];",
        "    CAEmitterLayer *everyKeyLayer = [CAEmitterLayer layer];",
        "    everyKeyLayer.name = @\"every \\\"key\\\"\";",
        "    everyKeyLayer.emitterShape = kCAEmitterLayerCuboid;",
        "    everyKeyLayer.beginTime = CACurrentMediaTime() + 0.5;",
        "    parentCell.enabled = NO;",
        "    parentCell.color = [UIColor colorWithRed:0.9 green:0.8 blue:0.7 alpha:0.6].CGColor;",
        "    parentCell.contents = (id)[UIImage imageNamed:@\"spark\"].CGImage;",
        "    parentCell.magnificationFilter = kCAFilterNearest;",
        "    parentCell.emitterCells = @[childCell];",
        "    CABasicAnimation *taperAnimation = [CABasicAnimation animationWithKeyPath:@\"birthRate\"];",
        "    taperAnimation.removedOnCompletion = NO;",
        "    taperAnimation.fillMode = kCAFillModeBoth;",
        "    taperAnimation.additive = YES;",
        "    taperAnimation.fromValue = @(1);",
        "    emitterPositionAnimation.repeatCount = HUGE_VALF;",
        "    emitterPositionAnimation.timingFunction = [CAMediaTimingFunction functionWithControlPoints:0.1 :0.2 :0.3 :1.5];",
        "    emitterPositionAnimation.byValue = [NSValue valueWithCGPoint:CGPointMake(0.25, -0.5)];",
        "    tintAnimation.calculationMode = kCAAnimationCubic;",
        "    tintAnimation.keyTimes = @[@(0), @(0.25), @(1)];",
        "    [everyKeyLayer addAnimation:togetherAnimation forKey:@\"together\"];",
        "    [rootLayer addSublayer:everyKeyLayer];",
    ]

    static let swiftLines = [
        "    rootLayer.isHidden = true",
        "    parentCell.isEnabled = false",
        "    parentCell.magnificationFilter = CALayerContentsFilter.nearest.rawValue",
        "    // lost: maxParticles 5000: Spindrift's own key, which Core Animation lacks (\(EmitterLayer.property(named: "maxParticles")!.summary))",
        "    // lost: spindrift.scaleOverLife {\"values\": [1, 2]}: Spindrift's own key, which Core Animation lacks (\(CellExtensions.property(named: "scaleOverLife")!.summary))",
        "    taperAnimation.isRemovedOnCompletion = false",
        "    bounceAnimation.duration = bounceAnimation.settlingDuration // Spindrift's duration 0",
    ]

    @Test("-o writes the file that standard output would show and says so")
    func outputFile() throws {
        let path = try scratchPath("Snow.swift")
        let written = CommandRun("export", "snow", "--swift", "-o", path)
        #expect(written.status == 0, "\(written.error)")
        #expect(written.standard == "wrote \(path)\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == CommandRun("export", "snow", "--swift").standard)
    }

    @Test("a language is required, one only; a bad description is refused naming its file")
    func errors() throws {
        let none = CommandRun("export", "snow")
        #expect(none.status == 2)
        #expect(none.error == "spindrift: missing --swift or --objc; run 'spindrift export --help'\n")
        let both = CommandRun("export", "snow", "--swift", "--objc")
        #expect(both.status == 2)
        #expect(both.error == "spindrift: unexpected argument '--objc'; run 'spindrift export --help'\n")
        let path = try scratchPath("bad.json")
        try Data(#"{"emitterCells": [{"birthRate": -1}]}"#.utf8).write(to: URL(fileURLWithPath: path))
        let bad = CommandRun("export", path, "--swift")
        #expect(bad.status == 1)
        #expect(bad.error == "spindrift: \(path): emitterCells[0].birthRate: must not be negative (got -1.0)\n")
        #expect(bad.standard.isEmpty)
    }
}
