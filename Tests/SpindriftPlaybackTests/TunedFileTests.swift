import Foundation
import Spindrift
import SpindriftPlayback
import Testing

@Suite("TunedFile")
struct TunedFileTests {
    @Test("NAME.tuned.json next to the original, numbered when taken")
    func naming() {
        #expect(TunedFile.path(for: "/a/snow.json") { _ in false } == "/a/snow.tuned.json")
        let taken: Set = ["/a/snow.tuned.json", "/a/snow.tuned-2.json"]
        #expect(TunedFile.path(for: "/a/snow.json") { taken.contains($0) } == "/a/snow.tuned-3.json")
        #expect(TunedFile.path(for: "/a/snow.tuned.json") { taken.contains($0) } == "/a/snow.tuned-3.json")
    }

    @Test("saving twice writes two files and overwrites nothing")
    func save() throws {
        let original = try temporaryFolder().appendingPathComponent("fall.json").path
        var tuned = layer(cells: ["a"])
        let first = try TunedFile.save(Scene(layer: tuned), nextTo: original)
        tuned.emitterCells[0].birthRate = 99
        let second = try TunedFile.save(Scene(layer: tuned), nextTo: original)
        #expect(first.hasSuffix("fall.tuned.json"))
        #expect(second.hasSuffix("fall.tuned-2.json"))
        #expect(try EmitterLayer(contentsOfFile: first).emitterCells[0].birthRate == 30)
        #expect(try EmitterLayer(contentsOfFile: second).emitterCells[0].birthRate == 99)
    }
}
