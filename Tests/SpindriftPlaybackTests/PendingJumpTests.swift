import SpindriftPlayback
import Testing

@Suite("PendingJump")
struct PendingJumpTests {
    @Test("75 seeks forward fold into one seek to where the last lands")
    func heldSeek() {
        var jump = PendingJump()
        for _ in 0..<75 { jump.seek(by: 10, from: 3) }
        #expect(jump == { var one = PendingJump(); one.seek(by: 750, from: 3); return one }())
        #expect(jump.target == 753)
        #expect(!jump.restarts)
    }

    @Test("200 steps back stop at time 0 as each seek would, and the next seeks go on from there")
    func stepsBackStopAtZero() {
        var jump = PendingJump()
        for _ in 0..<200 { jump.seek(by: -1.0 / 60, from: 1) }
        #expect(jump.target == 0)
        jump.seek(by: 1, from: 1)
        #expect(jump.target == 1)
    }

    @Test("a restart drops the jumps before it; seeks after it count from 0; taking empties it")
    func restart() {
        var jump = PendingJump()
        jump.seek(by: 10, from: 5)
        jump.restart()
        #expect(jump.restarts && jump.target == nil)
        jump.seek(by: 2, from: 5)
        #expect(jump.target == 2)
        let taken = jump.take()
        #expect(taken.restarts && taken.target == 2)
        #expect(jump.isEmpty)
    }
}
