import Foundation
import Testing
import Spindrift
import SpindriftTestSupport

@Suite("EmitterLayer loading and validation")
struct EmitterLayerLoadingTests {
    static func message(_ json: String, overrides: [ConfigurationOverride] = []) -> String? {
        do {
            _ = try EmitterLayer(jsonData: Data(json.utf8), source: "bad.json", overrides: overrides)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("absent keys take Core Animation's defaults")
    func defaults() throws {
        let layer = try EmitterLayer(jsonData: Data(#"{"emitterCells": [{}]}"#.utf8), source: "x.json")
        #expect(layer.emitterShape == .point && layer.emitterMode == .volume && layer.renderMode == .unordered)
        #expect(layer.birthRate == 1 && layer.lifetime == 1 && layer.velocity == 1 && layer.scale == 1 && layer.spin == 1)
        #expect(layer.speed == 1 && layer.timeOffset == 0 && layer.beginTime == 0 && layer.seed == 0)
        #expect(layer.maxParticles == 2_000_000)
        let cell = layer.emitterCells[0]
        #expect(cell.birthRate == 0 && cell.lifetime == 0 && cell.scale == 1 && cell.color == [1, 1, 1, 1])
        #expect(cell.enabled && cell.contentsRect == [0, 0, 1, 1] && cell.emissionRange == 0)
        #expect(cell.magnificationFilter == .linear && cell.minificationFilter == .linear)
    }

    @Test("encoding and decoding give the same layer")
    func roundTrip() throws {
        var layer = EmitterLayer()
        layer.emitterShape = .cuboid
        layer.emitterCells = [EmitterCell()]
        layer.emitterCells[0].name = "a"
        layer.emitterCells[0].color = [0.1, 0.2, 0.3, 0.4]
        layer.emitterCells[0].magnificationFilter = .nearest
        layer.emitterCells[0].emitterCells = [EmitterCell()]
        #expect(try EmitterLayer(jsonData: layer.jsonData(), source: "x.json") == layer)
    }

    @Test("each bad input names the file, the JSON path and the reason", arguments: [
        (#"{"emitterCells":[{"name":"a","lifetime":1},{"lifetime":-2}]}"#,
         "bad.json: emitterCells[1].lifetime: must not be negative (got -2.0)"),
        (#"{"emitterCells":[{"birthRate":-1}]}"#, "bad.json: emitterCells[0].birthRate: must not be negative (got -1.0)"),
        (#"{"lifetime":-1}"#, "bad.json: lifetime: must not be negative (got -1.0)"),
        (#"{"birthRate":-0.5}"#, "bad.json: birthRate: must not be negative (got -0.5)"),
        (#"{"speed":-1}"#, "bad.json: speed: must not be negative (got -1.0)"),
        (#"{"emitterSize":[10,-1]}"#, "bad.json: emitterSize[1]: must not be negative (got -1.0)"),
        (#"{"emitterCells":[{"birthRat":1}]}"#, "bad.json: emitterCells[0].birthRat: unknown key (did you mean 'birthRate'?)"),
        (#"{"colour":[1,1,1,1]}"#, "bad.json: colour: unknown key"),
        (#"{"emitterCells":[{"lifetime":true}]}"#, "bad.json: emitterCells[0].lifetime: expected a number"),
        (#"{"emitterCells":[{"enabled":1}]}"#, "bad.json: emitterCells[0].enabled: expected true or false"),
        (#"{"emitterCells":{}}"#, "bad.json: emitterCells: expected an array"),
        (#"[1, 2]"#, "bad.json: expected an object"),
        ("{\n  \"seed\": 1,\n  \"speed\": x\n}", "bad.json: not valid JSON: Invalid value at line 3, column 12"),
        (#"{"emitterCells": ["#, "bad.json: not valid JSON: Unexpected end of file during JSON parse"),
        (#"{"lifetime": 1e999}"#,
         "bad.json: lifetime: the number 1e999 is beyond what a 64-bit float holds (±1.8e308), at line 1, column 14"),
        (#"{"lifetime": 1e400}"#,
         "bad.json: lifetime: the number 1e400 is beyond what a 64-bit float holds (±1.8e308), at line 1, column 14"),
        ("{\n  \"emitterPosition\": [1,\n    -1E+999]}",
         "bad.json: emitterPosition[1]: the number -1E+999 is beyond what a 64-bit float holds (±1.8e308), at line 3, column 5"),
        (#"{"lifetime": 1e-400}"#,
         "bad.json: lifetime: the number 1e-400 is not 0 but nearer to 0 than a 64-bit float holds (5e-324), at line 1, column 14"),
        (#"{"emitterCells":[{"lifetime":1},{"velocity":2.5e-330}]}"#,
         "bad.json: emitterCells[1].velocity: the number 2.5e-330 is not 0 but nearer to 0 than a 64-bit float holds (5e-324), at line 1, column 45"),
        (#"{"emitterShape":"lne"}"#,
         "bad.json: emitterShape: unknown value 'lne' (expected one of: point, line, rectangle, circle, cuboid, sphere)"),
        (#"{"renderMode":"sorted"}"#,
         "bad.json: renderMode: unknown value 'sorted' (expected one of: unordered, oldestFirst, oldestLast, backToFront, additive)"),
        (#"{"emitterCells":[{"magnificationFilter":"cubic"}]}"#,
         "bad.json: emitterCells[0].magnificationFilter: unknown value 'cubic' (expected one of: linear, nearest, trilinear)"),
        (#"{"emitterCells":[{"minificationFilter":2}]}"#,
         "bad.json: emitterCells[0].minificationFilter: expected a string"),
        (#"{"seed":-1}"#, "bad.json: seed: expected a whole number from 0 to 4294967295 (got -1.0)"),
        (#"{"maxParticles":1.5}"#, "bad.json: maxParticles: expected a whole number (got 1.5)"),
        (#"{"maxParticles":0}"#, "bad.json: maxParticles: must be between 1 and 100000000 (got 0)"),
        (#"{"maxParticles":200000000}"#, "bad.json: maxParticles: must be between 1 and 100000000 (got 200000000)"),
        (#"{"emitterPosition":[1,2,3]}"#, "bad.json: emitterPosition: expected 2 numbers [x, y] (got 3)"),
        (#"{"emitterCells":[{"color":[1,1,2,1]}]}"#, "bad.json: emitterCells[0].color[2]: must be between 0 and 1 (got 2.0)"),
        (#"{"emitterCells":[{"color":[1,1,1]}]}"#, "bad.json: emitterCells[0].color: expected 4 numbers [red, green, blue, alpha] (got 3)"),
        (#"{"emitterCells":[{"contentsRect":[0.5,0,0.6,1]}]}"#,
         "bad.json: emitterCells[0].contentsRect: must be a non-empty [x, y, width, height] inside [0, 0, 1, 1]"),
        (#"{"emitterCells":[{"name":"a"},{"name":"a"}]}"#, "bad.json: emitterCells[1].name: 'a' is already the name of emitterCells[0]"),
        (#"{"emitterCells":[{"name":"a.b"}]}"#, "bad.json: emitterCells[0].name: must be non-empty and contain no '.' (got 'a.b')"),
        (#"{"emitterCells":[{"name":"2"}]}"#,
         "bad.json: emitterCells[0].name: must not be a number ('2' would read as the index of a cell; use a name with a letter, such as 'cell-2')"),
        (#"{"emitterCells":[{"emitterCells":[{},{"name":"12"}]}]}"#,
         "bad.json: emitterCells[0].emitterCells[1].name: must not be a number ('12' would read as the index of a cell; use a name with a letter, such as 'cell-12')"),
        (#"{"emitterCells":[{"name":"cell1"},{}]}"#,
         "bad.json: emitterCells[0].name: 'cell1' is the label of the unnamed emitterCells[1]; give one of them another name"),
        (#"{"emitterCells":[{},{},{"name":"cell1"}]}"#,
         "bad.json: emitterCells[2].name: 'cell1' is the label of the unnamed emitterCells[1]; give one of them another name"),
        (#"{"emitterCells":[{"contents":""}]}"#, "bad.json: emitterCells[0].contents: must not be empty"),
        (#"{"birthRate":1000,"emitterCells":[{"birthRate":2e6}]}"#,
         "bad.json: emitterCells[0].birthRate: times the layer's birthRate must be at most 1000000000 per second (got 2000000000.0)"),
        (#"{"emitterCells":[{"yAcceleration":1e39}]}"#, "bad.json: emitterCells[0].yAcceleration: must be within ±3.4e38 (got 1e+39)"),
        (#"{"emitterCells":[{"emitterCells":[{"lifetime":-1}]}]}"#,
         "bad.json: emitterCells[0].emitterCells[0].lifetime: must not be negative (got -1.0)"),
    ] as [(String, String)])
    func badInput(json: String, expected: String) {
        #expect(Self.message(json) == expected)
    }

    @Test("a key given twice in one object is an error naming its JSON path, line and column", arguments: [
        (#"{"seed":1,"seed":2}"#, "bad.json: seed: duplicate key 'seed' at line 1, column 11"),
        ("{\"emitterCells\":[{\"name\":\"a\",\"birthRate\":1},\n {\"birthRate\":1,\"birthRate\":2}]}",
         "bad.json: emitterCells[1].birthRate: duplicate key 'birthRate' at line 2, column 17"),
        (#"{"seed":1,"s\u0065ed":2}"#, "bad.json: seed: duplicate key 'seed' at line 1, column 11"),
        (#"{"emitterCells":[{"emitterCells":[{},{"name":"x","name":"y"}]}]}"#,
         "bad.json: emitterCells[0].emitterCells[1].name: duplicate key 'name' at line 1, column 50"),
    ] as [(String, String)])
    func duplicateKeys(json: String, expected: String) {
        #expect(Self.message(json) == expected)
    }

    @Test("equal keys in different objects, keys inside strings and numbers that underflow to 0 exactly are fine")
    func notDuplicates() {
        #expect(Self.message(#"{"emitterCells":[{"name":"a","birthRate":1},{"name":"b","birthRate":1}]}"#) == nil)
        #expect(Self.message(#"{"emitterCells":[{"name":"seed\",\"seed"}],"seed":1}"#) == nil)
        #expect(Self.message(#"{"lifetime":0e-999,"velocity":0.000e5,"scale":4.9e-324,"spin":-0.0}"#) == nil)
    }

    @Test("control characters in keys, names and values are escaped in messages", arguments: [
        (#"{"emitterCells":[{"a\u0001b":1}]}"#, #"bad.json: emitterCells[0].a\u{01}b: unknown key"#),
        (#"{"emitterCells":[{"name":"x\n.y"}]}"#,
         #"bad.json: emitterCells[0].name: must be non-empty and contain no '.' (got 'x\u{0A}.y')"#),
        (#"{"emitterShape":"li\u001bne"}"#,
         #"bad.json: emitterShape: unknown value 'li\u{1B}ne' (expected one of: point, line, rectangle, circle, cuboid, sphere)"#),
        (#"{"s\u0085":1}"#, #"bad.json: s\u{85}: unknown key"#),
    ] as [(String, String)])
    func controlCharacters(json: String, expected: String) {
        #expect(Self.message(json) == expected)
    }

    @Test("a description has at most 10,000 cells, all levels together")
    func cellBound() {
        func cells(_ count: Int, each: String = "{}") -> String {
            "[" + Array(repeating: each, count: count).joined(separator: ",") + "]"
        }
        #expect(Self.message(#"{"emitterCells":\#(cells(10_000))}"#) == nil)
        #expect(Self.message(#"{"emitterCells":\#(cells(10_001))}"#)
            == "bad.json: emitterCells: 10001 cells, all levels together: more than the limit of 10000")
        #expect(Self.message(#"{"emitterCells":\#(cells(100, each: #"{"emitterCells":\#(cells(100))}"#))}"#)
            == "bad.json: emitterCells: 10100 cells, all levels together: more than the limit of 10000")
        #expect(Self.message(#"{"emitterCells":\#(cells(100_000, each: #"{"birthRate":1}"#))}"#)
            == "bad.json: emitterCells: 100000 cells, all levels together: more than the limit of 10000")
        // Built in code, and through --set.
        var layer = EmitterLayer()
        layer.emitterCells = Array(repeating: EmitterCell(), count: 5_001)
        layer.emitterCells[0].emitterCells = Array(repeating: EmitterCell(), count: 5_000)
        #expect(layer.validationProblems().map { "\($0.path): \($0.reason)" }
            == ["emitterCells: 10001 cells, all levels together: more than the limit of 10000"])
        let override = ConfigurationOverride(keyPath: "emitterCells", value: cells(10_001))
        #expect(Self.message("{}", overrides: [override])?.hasSuffix(
            ": emitterCells: 10001 cells, all levels together: more than the limit of 10000") == true)
    }

    @Test("every problem is reported, one line each")
    func severalProblems() {
        #expect(Self.message(#"{"speed":-1,"emitterCells":[{"birthRate":-1,"lifetime":-1}]}"#) == """
            bad.json: speed: must not be negative (got -1.0)
            bad.json: emitterCells[0].birthRate: must not be negative (got -1.0)
            bad.json: emitterCells[0].lifetime: must not be negative (got -1.0)
            """)
    }

    @Test("NaN and infinities are rejected wherever they come from")
    func nonFinite() {
        var layer = EmitterLayer()
        layer.velocity = .nan
        layer.emitterCells = [EmitterCell()]
        layer.emitterCells[0].yAcceleration = .infinity
        layer.emitterCells[0].color.y = .nan
        #expect(layer.validationProblems().map { "\($0.path): \($0.reason)" } == [
            "velocity: must be a finite number (got nan)",
            "emitterCells[0].yAcceleration: must be a finite number (got inf)",
            "emitterCells[0].color[1]: must be a finite number (got nan)",
        ])
    }

    @Test("cells nest at most 8 levels deep")
    func depth() {
        var json = "{}"
        for _ in 0..<9 { json = #"{"emitterCells":[\#(json)]}"# }
        let path = Array(repeating: "emitterCells[0]", count: 8).joined(separator: ".") + ".emitterCells"
        #expect(Self.message(json) == "bad.json: \(path): cells nest deeper than 8 levels")
        #expect(Self.message(#"{"emitterCells":[{}]}"#) == nil)
    }

    @Test("file errors name the file")
    func files() throws {
        #expect(throws: ConfigurationError(source: "/no/such.json", reason: "cannot read file: No such file or directory")) {
            try EmitterLayer(contentsOfFile: "/no/such.json")
        }
        #expect(throws: ConfigurationError(source: "/tmp", reason: "cannot read file: Is a directory")) {
            try EmitterLayer(contentsOfFile: "/tmp")
        }
    }

    @Test("special files are refused with what they are, without blocking")
    func specialFiles() throws {
        let folder = try makeScratchFolder()
        let fifo = folder.appendingPathComponent("fifo.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: ConfigurationError(source: fifo, reason: "cannot read file: it is a FIFO (named pipe), not a regular file")) {
            try EmitterLayer.contents(ofFile: fifo)
        }
        #expect(throws: ConfigurationError(source: "/dev/zero", reason: "cannot read file: it is a character device, not a regular file")) {
            try EmitterLayer.contents(ofFile: "/dev/zero")
        }
        // Through a link too.
        let link = folder.appendingPathComponent("zero.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/zero")
        #expect(throws: ConfigurationError(source: link, reason: "cannot read file: it is a character device, not a regular file")) {
            try EmitterLayer.contents(ofFile: link)
        }
    }

    @Test("the size limit applies to what a link points to")
    func sizeThroughLinks() throws {
        let folder = try makeScratchFolder()
        let sparse = folder.appendingPathComponent("sparse.bin")
        #expect(FileManager.default.createFile(atPath: sparse.path, contents: nil))
        let handle = try FileHandle(forWritingTo: sparse)
        try handle.truncate(atOffset: 2 << 30)
        try handle.close()
        let link = folder.appendingPathComponent("link.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: sparse.path)
        #expect(throws: ConfigurationError(source: link, reason: "file is larger than 16 MiB (2147483648 bytes)")) {
            try EmitterLayer.contents(ofFile: link)
        }
        // A small file behind a link reads normally.
        let small = folder.appendingPathComponent("small.json")
        try Data(#"{"seed":3}"#.utf8).write(to: small)
        let smallLink = folder.appendingPathComponent("small-link.json").path
        try FileManager.default.createSymbolicLink(atPath: smallLink, withDestinationPath: small.path)
        #expect(try EmitterLayer(contentsOfFile: smallLink).seed == 3)
    }
}
