import SpindriftPlayback
import Testing

/// The HUD's panels for `state`, with a timeline `T` and no animations.
private func panels(
    state: PlaybackState, title: String = "snow.json", cells: [HUDText.CellCount] = [], status: String? = nil
) -> [[String]] {
    HUDText.panels(
        title: title, state: state, statistics: FrameStatistics(), cells: cells, timeline: "T", animations: nil, status: status)
}

@Suite("HUDText")
struct HUDTextTests {
    @Test("particles per cell and in total, the selected parameter marked, pause and status shown")
    func lines() {
        var state = PlaybackState(layer: layer(cells: ["flake", "blurry"]))
        _ = state.handle(.nextCell)
        _ = state.handle(.nextParameter)
        _ = state.handle(.pauseResume)
        let hud = panels(
            state: state, cells: [.init(name: "flake", particles: 590), .init(name: "blurry", particles: 610)], status: "saved")
        #expect(hud.count == 3)
        let (top, tuning) = (hud[0], hud[1])
        #expect(top[0].hasPrefix("snow.json  0.0 fps"))
        #expect(top[1] == "T")
        #expect(top[2].hasPrefix("particles 1200: flake 590, blurry 610"))
        #expect(top[2].contains("[paused"))
        #expect(top[3] == "mouse: drag moves the emitter")
        #expect(top.last == "saved")
        #expect(tuning[0] == "▾ tuning (2 collapses)")
        #expect(tuning[1] == "cell blurry: parameter 2/39  (Tab next cell, ↑/↓ choose, ←/→ change)")
        #expect(tuning.contains("> lifetime 5"))
        #expect(tuning.contains("  birthRate 30"))
        // Three parameters either side of the selected one, not all of them.
        #expect(tuning.contains("  emissionLongitude 0") && !tuning.contains { $0.contains("emissionRange") })
    }

    @Test("the help starts collapsed to its title; 1, 2 and 3 collapse and show the help, the tuning and the profiler")
    func collapsedPanels() {
        var state = PlaybackState(layer: layer(cells: ["flake"]))
        #expect(panels(state: state)[2] == ["▸ help (1 shows)"])
        #expect(state.handle(.toggleHelp) == PlaybackAction.none)
        #expect(panels(state: state)[2].first == "▾ help (1 collapses)")
        #expect(panels(state: state)[2].contains("B reverse  R restart  A replay animations"))
        _ = state.handle(.toggleTuning)
        #expect(panels(state: state)[1] == ["▸ tuning (2 shows)"])
        _ = state.handle(.toggleProfiler)
        #expect(state.collapsedPanels == [.tuning, .profiler])
        _ = state.handle(.toggleProfiler)
        #expect(state.collapsedPanels == [.tuning])
    }

    @Test("what the mouse does, and where it put the emitter, is shown; with --touch off nothing is")
    func touch() {
        var state = PlaybackState(layer: layer(cells: ["flake"]), touch: .burst)
        #expect(panels(state: state)[0].contains("mouse: hold to emit, drag moves the emitter"))
        _ = state.press(at: [0.25, 0.5])
        #expect(panels(state: state)[0].contains("mouse: hold to emit [emitting], drag moves the emitter (emitter at 0.25, 0.5)"))
        let off = PlaybackState(layer: layer(cells: ["flake"]), touch: .off)
        #expect(!panels(state: off)[0].contains { $0.hasPrefix("mouse") })
    }

    @Test("a line wider than the width is cut to its longest beginning that fits with an ellipsis")
    func cut() {
        // Eight points a character, as a monospaced font.
        let width = { (text: String) in text.count * 8 }
        #expect(HUDText.cut("particles 1200", toWidth: 112, width: width) == "particles 1200")
        #expect(HUDText.cut("particles 1200", toWidth: 111, width: width) == "particles 12…")
        #expect(HUDText.cut("tuned: ↑↓", toWidth: 40, width: width) == "tune…")
        #expect(HUDText.cut("abc", toWidth: 7, width: width) == "…")
    }

    @Test("the values tuned over the file: how many differ from it, each listed, and the keys that reset and undo them")
    func tuned() {
        var state = PlaybackState(layer: layer(cells: ["flake", "blurry"]))
        func hud() -> [String] { panels(state: state)[1] }
        #expect(!hud().contains { $0.hasPrefix("tuned") || $0.hasPrefix("Backspace") })
        state = stateTunedUpAndBack(cells: ["flake", "blurry"])
        #expect(hud().contains("tuned: 1 value (W saves): flake.birthRate=33, blurry.birthRate=30"))
        #expect(hud().contains("Backspace reset (Shift: all)  Ctrl+Z undo  Ctrl+Shift+Z redo"))
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
        #expect(HUDText.timeline(state: state, time: 12.5, localTime: 22.5)
            == "time 12.50 s (local 22.50 s), playing forward")
        _ = state.handle(.reverse)
        #expect(HUDText.timeline(state: state, time: 3, localTime: nil) == "time 3.00 s (local not started), playing backward")
        _ = state.handle(.pauseResume)
        #expect(HUDText.timeline(state: state, time: 0, localTime: 10) == "time 0.00 s (local 10.00 s), paused (backward)")
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
        let hud = panels(
            state: state, title: "a\(clear).json",
            cells: [.init(name: escape, particles: 1), .init(name: "b\nc", particles: 2)], status: "saved \(clear)")
        let lines = hud.flatMap { $0 }
        #expect(hud[0][0].hasPrefix(#"a\u{1B}[2J.json  "#))
        #expect(hud[0][2].hasPrefix(#"particles 3: \u{1B}]0;owned\u{07} 1, b\u{0A}c 2"#))
        #expect(hud[1][1].hasPrefix(#"cell \u{1B}]0;owned\u{07}: "#))
        #expect(hud[0].last == #"saved \u{1B}[2J"#)
        #expect(!lines.joined().unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        #expect(HUDText.animations([(clear, nil)]) == #"animations: \u{1B}[2J idle"#)
    }
}
