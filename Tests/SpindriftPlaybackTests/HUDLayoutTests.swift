import SpindriftPlayback
import Testing

@Suite("HUDLayout")
struct HUDLayoutTests {
    /// Whether two boxes [x, y, width, height] share any point.
    private func overlap(_ a: SIMD4<Int>, _ b: SIMD4<Int>) -> Bool {
        a.x < b.x + b.z && b.x < a.x + a.z && a.y < b.y + b.w && b.y < a.y + a.w
    }

    /// The layout of the default HUD at its widest: the status (5 lines), the tuning (11) and
    /// the collapsed help, every line as wide as lines are drawn, and the profiler.
    private func widest(viewport: SIMD2<Int>, errors: Int = 0) -> HUDLayout {
        let width = HUDLayout.textWidth(viewportWidth: viewport.x)
        return HUDLayout(
            viewport: viewport, lineHeight: 17, panels: [(width, 5), (width, 11), (width, 1)],
            profiler: [408, 17 + 4 + 80 + 8 + 6 * 17], errors: (width, errors))
    }

    @Test("by default the HUD takes at most a third of a 1280×720 window, the profiler beside the panels, no box over another")
    func defaultBudget() {
        let layout = widest(viewport: [1280, 720])
        #expect(layout.area <= 1280 * 720 / 3)
        #expect(layout.panels.count == 3)
        #expect(layout.profiler?.y == HUDLayout.gap)
        for (index, box) in layout.boxes.enumerated() {
            #expect(box.x >= 0 && box.y >= 0 && box.x + box.z <= 1280 && box.y + box.w <= 720)
            for other in layout.boxes[(index + 1)...] { #expect(!overlap(box, other)) }
        }
    }

    @Test("in a narrow window the lines are cut narrower and the profiler goes under the panels, no box over another")
    func narrow() throws {
        #expect(HUDLayout.textWidth(viewportWidth: 1280) == 560)
        #expect(HUDLayout.textWidth(viewportWidth: 300) == 280)
        let layout = widest(viewport: [600, 900], errors: 2)
        let profiler = try #require(layout.profiler)
        #expect(profiler.x == HUDLayout.gap && profiler.y > layout.panels[2].y + layout.panels[2].w)
        for (index, box) in layout.boxes.enumerated() {
            for other in layout.boxes[(index + 1)...] { #expect(!overlap(box, other)) }
        }
        #expect(layout.errors?.y == 900 - HUDLayout.gap - (2 * 17 + 8))
    }

    @Test("empty panels take no box; without a profiler there is none")
    func empty() {
        let layout = HUDLayout(viewport: [320, 180], lineHeight: 17, panels: [(100, 0), (100, 2)], profiler: nil, errors: (0, 0))
        #expect(layout.panels == [[4, 4, 112, 42]])
        #expect(layout.profiler == nil && layout.errors == nil)
    }
}
