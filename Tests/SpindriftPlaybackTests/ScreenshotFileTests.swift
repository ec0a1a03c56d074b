import SpindriftPlayback
import Testing

@Suite("ScreenshotFile")
struct ScreenshotFileTests {
    @Test("spindrift-N.png with the first free N")
    func naming() {
        #expect(ScreenshotFile.path(in: "/shots") { _ in false } == "/shots/spindrift-1.png")
        #expect(ScreenshotFile.path(in: "/shots") { $0 == "/shots/spindrift-1.png" } == "/shots/spindrift-2.png")
    }
}
