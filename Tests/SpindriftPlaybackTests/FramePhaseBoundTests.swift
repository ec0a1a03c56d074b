import SpindriftPlayback
import Testing

@Suite("FramePhase bound")
struct FramePhaseBoundTests {
    @Test("the longest part of the frame bounds it; a frame without times has no bound")
    func bound() {
        var timing = FrameTiming()
        #expect(FramePhase.bound(of: timing) == nil)
        (timing[.simulate], timing[.build], timing[.draw], timing[.present], timing[.frame]) = (3, 1, 2, 0.5, 20)
        #expect(FramePhase.bound(of: timing) == .simulate)
        #expect(FramePhase.simulate.boundLine == "bound by simulate (CPU, simulating)")
    }
}
