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

    @Test("a write that fails (a full disk) saves nothing and says why in the system's words")
    func fullDisk() throws {
        let folder = try temporaryFolder()
        let original = folder.appendingPathComponent("fall.json").path
        #expect(throws: FileSaveError(path: folder.appendingPathComponent("fall.tuned.json").path, code: ENOSPC)) {
            try TunedFile.save(Scene(layer: layer(cells: ["a"])), nextTo: original) { _, _ in
                errno = ENOSPC
                return -1
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        let message = "\(FileSaveError(path: "/a/fall.tuned.json", code: ENOSPC))"
        #expect(message == "/a/fall.tuned.json: No space left on device")
    }

    @Test("short writes go on until the whole file is written")
    func shortWrites() throws {
        let original = try temporaryFolder().appendingPathComponent("fall.json").path
        let saved = try TunedFile.save(Scene(layer: layer(cells: ["a"])), nextTo: original) { descriptor, bytes in
            write(descriptor, bytes.baseAddress, min(bytes.count, 7))
        }
        #expect(try EmitterLayer(contentsOfFile: saved).emitterCells[0].name == "a")
    }

    @Test("a dangling symbolic link at the first free name is skipped and left alone")
    func danglingLink() throws {
        let folder = try temporaryFolder()
        let link = folder.appendingPathComponent("fall.tuned.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "nowhere.json")
        let saved = try TunedFile.save(Scene(layer: layer(cells: ["a"])), nextTo: folder.appendingPathComponent("fall.json").path)
        #expect(saved == folder.appendingPathComponent("fall.tuned-2.json").path)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "nowhere.json")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("nowhere.json").path))
    }

    @Test("the largest description Spindrift writes is saved compact and reads back")
    func largest() throws {
        var tuned = layer(cells: [""])
        let unnamed = try Scene(layer: tuned).jsonData(prettyPrinted: false).count
        tuned.emitterCells[0].name = String(repeating: "n", count: EmitterLayer.maxFileBytes - unnamed)
        #expect(try Scene(layer: tuned).jsonData().count > EmitterLayer.maxFileBytes)
        let saved = try TunedFile.save(Scene(layer: tuned), nextTo: try temporaryFolder().appendingPathComponent("big.json").path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: saved)).count == EmitterLayer.maxFileBytes)
        #expect(try EmitterLayer(contentsOfFile: saved) == tuned)
    }

    @Test("a description too large to read back is not saved, and the message says so")
    func tooLarge() throws {
        let folder = try temporaryFolder()
        var tuned = layer(cells: [""])
        tuned.emitterCells[0].name = String(repeating: "n", count: EmitterLayer.maxFileBytes)
        #expect {
            try TunedFile.save(Scene(layer: tuned), nextTo: folder.appendingPathComponent("big.json").path)
        } throws: { error in
            "\(error)".hasSuffix("more than the 16 MiB that Spindrift reads; nothing was saved")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
