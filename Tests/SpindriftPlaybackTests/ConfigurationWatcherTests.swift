import Foundation
import Spindrift
import SpindriftPlayback
import SpindriftTestSupport
import Testing

/// A one-cell description with the given birth rate, as JSON text.
func description(birthRate: String) -> String {
    #"{"emitterCells": [{"name": "flake", "birthRate": \#(birthRate), "lifetime": 5}]}"#
}

@Suite("ConfigurationWatcher")
struct ConfigurationWatcherTests {
    @Test("an unchanged file gives nothing; a valid change gives the new description")
    func validChange() throws {
        let file = try makeScratchFolder().appendingPathComponent("live.json")
        try description(birthRate: "10").write(to: file, atomically: true, encoding: .utf8)
        var watcher = ConfigurationWatcher(path: file.path)
        let poll1 = watcher.poll()?.layers[0]
        #expect(poll1 == nil)
        try description(birthRate: "20").write(to: file, atomically: true, encoding: .utf8)
        let poll2 = watcher.poll()?.layers[0]
        let layer = try #require(poll2)
        #expect(layer.emitterCells[0].birthRate == 20)
        #expect(watcher.error == nil)
        let poll3 = watcher.poll()?.layers[0]
        #expect(poll3 == nil)
    }

    @Test("a broken file keeps the last good description and reports file, path and reason; a fix is picked up")
    func brokenThenFixed() throws {
        let file = try makeScratchFolder().appendingPathComponent("live.json")
        try description(birthRate: "10").write(to: file, atomically: true, encoding: .utf8)
        var watcher = ConfigurationWatcher(path: file.path)
        try description(birthRate: "-3").write(to: file, atomically: true, encoding: .utf8)
        let poll4 = watcher.poll()?.layers[0]
        #expect(poll4 == nil)
        let error = try #require(watcher.error)
        #expect(error.description == "\(file.path): emitterCells[0].birthRate: must not be negative (got -3.0)")
        let poll5 = watcher.poll()?.layers[0]
        #expect(poll5 == nil)
        #expect(watcher.error == error)
        try description(birthRate: "15").write(to: file, atomically: true, encoding: .utf8)
        let poll6 = watcher.poll()?.layers[0]
        #expect(poll6?.emitterCells[0].birthRate == 15)
        #expect(watcher.error == nil)
    }

    @Test("invalid JSON is reported, not played")
    func invalidJSON() throws {
        let file = try makeScratchFolder().appendingPathComponent("live.json")
        try description(birthRate: "10").write(to: file, atomically: true, encoding: .utf8)
        var watcher = ConfigurationWatcher(path: file.path)
        try #"{"emitterCells": [{"#.write(to: file, atomically: true, encoding: .utf8)
        let poll7 = watcher.poll()?.layers[0]
        #expect(poll7 == nil)
        #expect(watcher.error?.source == file.path)
    }

    @Test("a file missing for a moment is reported; back unchanged it is not reloaded, changed it is")
    func missingFile() throws {
        let file = try makeScratchFolder().appendingPathComponent("live.json")
        try description(birthRate: "10").write(to: file, atomically: true, encoding: .utf8)
        var watcher = ConfigurationWatcher(path: file.path)
        try FileManager.default.removeItem(at: file)
        let poll8 = watcher.poll()?.layers[0]
        #expect(poll8 == nil)
        #expect(watcher.error?.description.contains("cannot read file") == true)
        // A save by renaming: the same contents come back.
        try description(birthRate: "10").write(to: file, atomically: true, encoding: .utf8)
        let poll9 = watcher.poll()?.layers[0]
        #expect(poll9 == nil)
        #expect(watcher.error == nil)
        try FileManager.default.removeItem(at: file)
        _ = watcher.poll()?.layers[0]
        try description(birthRate: "11").write(to: file, atomically: true, encoding: .utf8)
        let poll10 = watcher.poll()?.layers[0]
        #expect(poll10?.emitterCells[0].birthRate == 11)
        #expect(watcher.error == nil)
    }

    @Test("--set overrides apply to every reload")
    func overrides() throws {
        let file = try makeScratchFolder().appendingPathComponent("live.json")
        try description(birthRate: "10").write(to: file, atomically: true, encoding: .utf8)
        var watcher = ConfigurationWatcher(path: file.path, overrides: [ConfigurationOverride(keyPath: "emitterCells.flake.lifetime", value: "7")])
        try description(birthRate: "12").write(to: file, atomically: true, encoding: .utf8)
        let poll10 = watcher.poll()?.layers[0]
        let layer = try #require(poll10)
        #expect(layer.emitterCells[0].lifetime == 7)
        #expect(layer.emitterCells[0].birthRate == 12)
    }

    @Test("a rejected description stays an error until the file changes")
    func reject() throws {
        let file = try makeScratchFolder().appendingPathComponent("live.json")
        try description(birthRate: "10").write(to: file, atomically: true, encoding: .utf8)
        var watcher = ConfigurationWatcher(path: file.path)
        watcher.reject(ConfigurationError(source: file.path, path: "emitterCells[0].contents", reason: "no texture"))
        let poll11 = watcher.poll()?.layers[0]
        #expect(poll11 == nil)
        #expect(watcher.error?.problems.first?.path == "emitterCells[0].contents")
    }
}
