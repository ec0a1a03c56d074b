/// Where the HUD's boxes go in the window, in points ([x, y, width, height], y down): the
/// text panels stacked at the top left, the profiler at the top right (under the panels when
/// the window is too narrow for both side by side), the reload error at the bottom left.
///
/// A box holds its content with ``padding`` on each side; boxes are ``gap`` apart.
public struct HUDLayout: Equatable, Sendable {
    /// Each non-empty text panel's box, top to bottom.
    public var panels: [SIMD4<Int>] = []
    /// The profiler's box; nil without one.
    public var profiler: SIMD4<Int>?
    /// The error block's box; nil without errors.
    public var errors: SIMD4<Int>?

    /// The widest a text line is drawn, in points: longer lines are cut with an ellipsis
    /// (``HUDText/cut(_:toWidth:width:)``), so the HUD leaves most of a 1280-point window to
    /// the effect.
    public static let maximumTextWidth = 560
    /// Points between a box's edge and its content: horizontally, vertically.
    public static let padding = SIMD2(6, 4)
    /// Points between two boxes, and between a box and the window's edge.
    public static let gap = 4

    /// The widest a text line is drawn in a window `viewportWidth` points wide: at most
    /// ``maximumTextWidth``, less in a window too narrow for it.
    public static func textWidth(viewportWidth: Int) -> Int {
        max(40, min(maximumTextWidth, viewportWidth - 2 * (gap + padding.x)))
    }

    /// The layout in a window `viewport` points wide and high of text panels whose widest line
    /// and line counts are `panels` (empty ones left out), lines `lineHeight` points apart, a
    /// profiler whose content is `profiler` points wide and high (nil: none) and `errors`, the
    /// error block's widest line and line count.
    public init(
        viewport: SIMD2<Int>, lineHeight: Int, panels: [(width: Int, lines: Int)], profiler: SIMD2<Int>?,
        errors: (width: Int, lines: Int)
    ) {
        let padding = Self.padding, gap = Self.gap
        func box(left: Int, top: Int, content: SIMD2<Int>) -> SIMD4<Int> {
            [left, top, content.x + 2 * padding.x, content.y + 2 * padding.y]
        }
        var top = gap, right = 0
        for panel in panels where panel.lines > 0 {
            let placed = box(left: gap, top: top, content: [panel.width, panel.lines * lineHeight])
            self.panels.append(placed)
            top = placed.y + placed.w + gap
            right = max(right, placed.x + placed.z)
        }
        if let profiler {
            let width = profiler.x + 2 * padding.x
            let besideText = viewport.x - gap - width >= right + 2 * gap
            self.profiler = besideText
                ? box(left: viewport.x - gap - width, top: gap, content: profiler)
                : box(left: gap, top: self.panels.isEmpty ? gap : top, content: profiler)
        }
        if errors.lines > 0 {
            let height = errors.lines * lineHeight + 2 * padding.y
            self.errors = box(left: gap, top: viewport.y - gap - height, content: [errors.width, errors.lines * lineHeight])
        }
    }

    /// Every box, panels first.
    public var boxes: [SIMD4<Int>] { panels + [profiler, errors].compactMap { $0 } }

    /// The points that the boxes cover, overlaps counted twice.
    public var area: Int { boxes.reduce(0) { $0 + $1.z * $1.w } }
}
