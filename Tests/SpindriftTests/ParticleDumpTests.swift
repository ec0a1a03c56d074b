import Foundation
import Testing
@testable import Spindrift
@testable import SpindriftDescription
@testable import SpindriftEngine

@Suite("ParticleDump")
struct ParticleDumpTests {
    /// Names that quoting and escaping must survive: quotes, commas, CR, LF, CRLF, tab,
    /// terminal escapes, NUL, backslash, non-ASCII and `/` (cells only: a layer's name is
    /// the label before the slash).
    static let awkwardNames = [
        #"say "hi""#, "a,b", "cr\rhere", "lf\nhere", "crlf\r\nhere", "tab\there", "title\u{1B}]0;pwned\u{07}",
        "clear\u{1B}[2J", "nul\u{0}", #"back\slash"#, "ünï 雪 🔥", #"",""#, "\"", ",",
    ]

    static func dump(_ system: SceneSystem, as format: ParticleDump.Format) -> String {
        var text = ""
        ParticleDump.write(system, as: format) { text += $0 }
        return text
    }

    /// A scene with a layer per awkward name, each with a cell of that name (and `/`) whose
    /// sub-cell is named the same, run for 2 seconds.
    static func awkwardScene() throws -> SceneSystem {
        let layers: [[String: Any]] = awkwardNames.map { name in
            let child: [String: Any] = ["name": name, "birthRate": 2, "lifetime": 10]
            let cell: [String: Any] = ["name": name + "/", "birthRate": 3, "lifetime": 10, "emitterCells": [child]]
            return ["name": name, "emitterCells": [cell]]
        }
        let data = try JSONSerialization.data(withJSONObject: ["sublayers": layers])
        let system = SceneSystem(program: try SceneProgram(scene: try Scene(jsonData: data, source: "awkward.json")))
        system.advance(by: 0)
        system.advance(to: 2)
        return system
    }

    /// The cell labels the awkward scene's dump must hold: each layer's cell and sub-cell.
    static var awkwardCells: Set<String> {
        Set(awkwardNames.flatMap { ["\($0)/\($0)/", "\($0)/\($0)/.\($0)"] })
    }

    @Test("the dump writes null for a value that is not finite, never a non-JSON number")
    func dumpLastDefence() {
        #expect(ParticleDump.jsonNumber(.infinity) == "null")
        #expect(ParticleDump.jsonNumber(-.infinity) == "null")
        #expect(ParticleDump.jsonNumber(.nan) == "null")
        #expect(ParticleDump.jsonNumber(1.5) == "1.5")
        #expect(ParticleDump.jsonNumber(Float.greatestFiniteMagnitude) == "3.4028235e+38")
    }

    @Test("the CSV header and every JSON object list exactly the fields, in their order")
    func fieldsAreTheSchema() throws {
        let names = ParticleDump.fields.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(ParticleDump.csvHeader == names.joined(separator: ","))
        let system = try TestLayers.run(TestLayers.busy(), time: 1, dt: 0.1)
        let records = try #require(CSVReader.records(ParticleDump.csv(system)))
        #expect(records.first == names)
        #expect(records.count == system.particleCount + 1)
        #expect(records.allSatisfy { $0.count == names.count })
        let json = ParticleDump.json(system)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(objects.count == system.particleCount)
        #expect(objects.allSatisfy { Set($0.keys) == Set(names) })
        // The keys in the text, in the fields' order.
        for line in json.split(separator: "\n") where line.hasPrefix("  {") {
            let offsets = names.compactMap { name in line.range(of: "\"\(name)\": ").map { line.distance(from: line.startIndex, to: $0.lowerBound) } }
            #expect(offsets.count == names.count && offsets == offsets.sorted())
        }
    }

    @Test("numeric fields are numbers in JSON and text fields are strings or null")
    func fieldKinds() throws {
        let system = try TestLayers.run(TestLayers.busy(), time: 1, dt: 0.1)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(ParticleDump.json(system).utf8)) as? [[String: Any]])
        for object in objects {
            for field in ParticleDump.fields {
                if field.isNumeric {
                    #expect(object[field.name] is NSNumber, "\(field.name)")
                } else {
                    #expect(object[field.name] is String || object[field.name] is NSNull, "\(field.name)")
                }
            }
        }
    }

    @Test("names with quotes, commas, line breaks, escapes, NUL, backslashes and non-ASCII read back from the CSV dump")
    func awkwardNamesInCSV() throws {
        let system = try Self.awkwardScene()
        let records = try #require(CSVReader.records(Self.dump(system, as: .csv)))
        #expect(records.first == ParticleDump.fields.map(\.name))
        #expect(records.count == system.particleCount + 1)
        #expect(records.allSatisfy { $0.count == ParticleDump.fields.count })
        let rows = records.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(ParticleDump.fields.map(\.name), $0)) }
        #expect(Set(rows.map { $0["cell"]! }) == Self.awkwardCells)
        for row in rows {
            let layer = try #require(Self.awkwardNames.first { row["cell"]!.hasPrefix($0 + "/" + $0 + "/") })
            #expect(row["id"]!.hasPrefix(layer + "/") && row["id"]!.count == layer.count + 17)
            #expect(row["parent"]!.isEmpty || row["parent"]!.hasPrefix(layer + "/"))
        }
        #expect(Set(rows.map { $0["id"]! }).count == rows.count)
    }

    @Test("names with quotes, commas, line breaks, escapes, NUL, backslashes and non-ASCII read back from the JSON dump")
    func awkwardNamesInJSON() throws {
        let system = try Self.awkwardScene()
        let text = Self.dump(system, as: .json)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(objects.count == system.particleCount)
        #expect(Set(objects.map { $0["cell"] as! String }) == Self.awkwardCells)
        for object in objects {
            let cell = try #require(object["cell"] as? String)
            let layer = try #require(Self.awkwardNames.first { cell.hasPrefix($0 + "/" + $0 + "/") })
            let id = try #require(object["id"] as? String)
            #expect(id.hasPrefix(layer + "/") && id.count == layer.count + 17)
            #expect(object["parent"] is NSNull || (object["parent"] as? String)?.hasPrefix(layer + "/") == true)
        }
        // Each object on its own line: no raw line break or control character inside.
        #expect(text.split(separator: "\n").count == objects.count + 2)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test("a CSV field is quoted only when it holds a comma, a quote, CR or LF, inner quotes doubled",
          arguments: [("plain", "plain"), ("a,b", #""a,b""#), (#"say "hi""#, #""say ""hi""""#), ("cr\rx", "\"cr\rx\""),
                      ("lf\nx", "\"lf\nx\""), ("tab\tx", "tab\tx"), ("", ""), ("雪/\\", "雪/\\")])
    func csvField(text: String, field: String) {
        #expect(text.csvField == field)
    }

    @Test("a JSON string escapes quotes, backslashes and control characters, and nothing else",
          arguments: [("plain/雪", #""plain/雪""#), (#"a"b\c"#, #""a\"b\\c""#), ("\n\r\t\u{8}\u{C}", #""\n\r\t\b\f""#),
                      ("\u{0}\u{1B}\u{1F}\u{7F}", "\"\\u0000\\u001b\\u001f\u{7F}\""), ("", #""""#)])
    func jsonQuoted(text: String, quoted: String) {
        #expect(text.jsonQuoted == quoted)
    }
}
