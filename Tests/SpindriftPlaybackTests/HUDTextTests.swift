import SpindriftPlayback
import Testing

@Suite("HUDText")
struct HUDTextTests {
    @Test("particles per cell and in total, the selected parameter marked, pause and status shown")
    func lines() {
        var state = PlaybackState(layer: layer(cells: ["flake", "blurry"]))
        _ = state.handle(.nextCell)
        _ = state.handle(.nextParameter)
        _ = state.handle(.pauseResume)
        let lines = HUDText.lines(
            title: "snow.json", state: state, statistics: FrameStatistics(),
            cells: [.init(name: "flake", particles: 590), .init(name: "blurry", particles: 610)], status: "saved")
        #expect(lines[0].hasPrefix("snow.json  0.0 fps"))
        #expect(lines[1].hasPrefix("particles 1200: flake 590, blurry 610"))
        #expect(lines[1].contains("[paused"))
        #expect(lines[2] == "cell blurry (Tab: next cell or layer, ↑/↓ parameter 2/39, ←/→ change, W save)")
        #expect(lines.contains("> lifetime 5"))
        #expect(lines.contains("  birthRate 30"))
        // Three parameters either side of the selected one, not all of them.
        #expect(lines.contains("  emissionLongitude 0") && !lines.contains { $0.contains("emissionRange") })
        #expect(lines.last == "saved")
    }

    @Test("the values tuned over the file: how many differ from it, each listed, and the keys that reset and undo them")
    func tuned() {
        var state = PlaybackState(layer: layer(cells: ["flake", "blurry"]))
        func hud() -> [String] {
            HUDText.lines(title: "snow.json", state: state, statistics: FrameStatistics(), cells: [], status: nil)
        }
        #expect(!hud().contains { $0.hasPrefix("tuned") || $0.hasPrefix("Backspace") })
        state = stateTunedUpAndBack(cells: ["flake", "blurry"])
        #expect(hud().contains("tuned: 1 value (W saves): flake.birthRate=33, blurry.birthRate=30"))
        #expect(hud().contains("Backspace reset parameter (Shift: all)  Ctrl+Z undo  Ctrl+Shift+Z redo"))
        _ = state.handle(.resetTuning)
        #expect(!hud().contains { $0.hasPrefix("tuned") } && hud().contains { $0.hasPrefix("Backspace") })
    }

    @Test("the profiler's lines: the mean frame and rate, each phase in the bars' order, the particles")
    func profileLines() {
        var statistics = FrameStatistics()
        var timing = FrameTiming()
        (timing[.simulate], timing[.build], timing[.draw], timing[.present], timing[.frame]) = (1.5, 2.25, 3, 10, 20)
        statistics.record(timing)
        let lines = HUDText.profileLines(statistics: statistics, particles: 1_234)
        #expect(lines == [
            "frame     20.00 ms  50.0 fps", "simulate   1.50 ms", "build      2.25 ms", "draw       3.00 ms",
            "present   10.00 ms", "particles 1234",
        ])
    }

    @Test("the timeline shows parent and local time, the direction of time and pause")
    func timeline() {
        var state = PlaybackState(layer: layer(cells: ["flake"]))
        let keys = "   [ ] seek ±1 s, Shift ±10 s, B reverse, , . step"
        #expect(HUDText.timeline(state: state, time: 12.5, localTime: 22.5)
            == "time 12.50 s (local 22.50 s), playing forward" + keys)
        _ = state.handle(.reverse)
        #expect(HUDText.timeline(state: state, time: 3, localTime: nil) == "time 3.00 s (local not started), playing backward" + keys)
        _ = state.handle(.pauseResume)
        #expect(HUDText.timeline(state: state, time: 0, localTime: 10) == "time 0.00 s (local 10.00 s), paused (backward)" + keys)
    }

    @Test("the animations line gives each animation's progress through its pass, its pass after the first, or idle")
    func animations() {
        #expect(HUDText.animations([]) == nil)
        #expect(HUDText.animations([("burst", (0.667, 0)), ("fade", nil), ("spin", (0.4, 2))])
            == "animations: burst 66 %, fade idle, spin 40 % (pass 3)")
        #expect(HUDText.animations([("held", (1, 0))]) == "animations: held 100 %")
    }

    @Test("names, the title and the status are shown with control characters escaped, never raw")
    func controlCharacters() {
        let escape = "\u{1B}]0;owned\u{07}", clear = "\u{1B}[2J"
        let state = PlaybackState(layer: layer(cells: [escape]))
        let lines = HUDText.lines(
            title: "a\(clear).json", state: state, statistics: FrameStatistics(),
            cells: [.init(name: escape, particles: 1), .init(name: "b\nc", particles: 2)], status: "saved \(clear)")
        #expect(lines[0].hasPrefix(#"a\u{1B}[2J.json  "#))
        #expect(lines[1].hasPrefix(#"particles 3: \u{1B}]0;owned\u{07} 1, b\u{0A}c 2"#))
        #expect(lines[2].hasPrefix(#"cell \u{1B}]0;owned\u{07} ("#))
        #expect(lines.last == #"saved \u{1B}[2J"#)
        #expect(!lines.joined().unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        #expect(HUDText.animations([(clear, nil)]) == #"animations: \u{1B}[2J idle"#)
    }
}
