import Foundation
import Testing

@Suite("spindrift-bench linkage")
struct LinkageTests {
    @Test("the benchmark runner does not link SDL")
    func noSDL() throws {
        let bench = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/spindrift-bench").path
        try #require(FileManager.default.isExecutableFile(atPath: bench), "swift build --build-tests builds it")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        process.arguments = [bench]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let libraries = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(libraries.contains("libswiftCore"), "ldd lists the libraries")
        #expect(!libraries.lowercased().contains("libsdl2"))
    }
}
