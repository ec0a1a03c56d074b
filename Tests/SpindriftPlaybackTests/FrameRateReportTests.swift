import SpindriftPlayback
import Testing

@Suite("FrameRateReport")
struct FrameRateReportTests {
    @Test("the line reads back as the report, a renderer name with spaces included")
    func roundTrip() {
        let report = FrameRateReport(framesPerSecond: 57.25, particles: 120_000, frames: 98, seconds: 1.712, renderer: "OpenGL 3.3 core")
        #expect(report.line == "fps-report: fps=57.25 particles=120000 frames=98 seconds=1.712 renderer=OpenGL 3.3 core")
        #expect(FrameRateReport(line: report.line) == report)
    }

    @Test("the phase bounding the frames reads back too")
    func bound() {
        let report = FrameRateReport(framesPerSecond: 40, particles: 5, frames: 60, seconds: 1.5, bound: .draw, renderer: "software")
        #expect(report.line == "fps-report: fps=40.00 particles=5 frames=60 seconds=1.500 bound=draw renderer=software")
        #expect(FrameRateReport(line: report.line) == report)
    }

    @Test("other lines are not reports", arguments: [
        "play snow: 188 frames in 3.00 s, mean 62.7 fps", "fps-report: fps=x particles=1 frames=1 seconds=1 renderer=a",
        "fps-report: fps=1 particles=1 frames=1 seconds=1", "fps-report: fps=1 frames=1 seconds=1 renderer=a",
        "fps-report: fps=1 particles=1 frames=1 seconds=1 bound=gpu renderer=a",
    ])
    func rejects(line: String) {
        #expect(FrameRateReport(line: line) == nil)
    }
}
