extension TextureArtwork {
    /// Glyphs per row (and rows) of the `glyphs` sprite sheet.
    public static let glyphColumns = 4
    /// Half the width of the glyphs' strokes, in pixels.
    static let glyphHalfWidth = 1.4

    /// The 16 glyphs of the sheet, in reading order, as strokes on a grid 4 units wide and 6
    /// high (y down): katakana-like signs (ア イ ウ エ オ カ キ ク ケ コ サ シ ツ) and the
    /// digits 1 and 7 and a 日-like box.
    static let glyphStrokes: [[(SIMD2<Double>, SIMD2<Double>)]] = [
        [([0, 0.5], [4, 0.5]), ([4, 0.5], [3, 2]), ([2, 1.5], [2, 3.5]), ([2, 3.5], [0.5, 6])],
        [([3.5, 0], [0.3, 3.2]), ([2.2, 1.6], [2.2, 6])],
        [([2, 0], [2, 1.2]), ([0.3, 1.2], [3.7, 1.2]), ([0.3, 1.2], [0.3, 2.6]), ([3.7, 1.2], [3.7, 3]), ([3.7, 3], [1.2, 6])],
        [([0.5, 0.8], [3.5, 0.8]), ([2, 0.8], [2, 5.4]), ([0, 5.4], [4, 5.4])],
        [([0, 1.8], [4, 1.8]), ([2.6, 0], [2.6, 6]), ([2.6, 6], [1.8, 5.4]), ([2.6, 2], [0.2, 5])],
        [([0.3, 1.5], [3.7, 1.5]), ([3.7, 1.5], [3.3, 6]), ([3.3, 6], [2.6, 5.5]), ([1.8, 0], [1.6, 3.5]), ([1.6, 3.5], [0.2, 6])],
        [([0.3, 1.8], [3.7, 1.5]), ([0, 3.6], [4, 3.2]), ([1.6, 0], [2.4, 6])],
        [([1.6, 0], [0.2, 2.4]), ([1.2, 0.9], [3.8, 0.9]), ([3.8, 0.9], [1, 6])],
        [([1.2, 0], [0, 2.4]), ([0.7, 1.4], [4, 1.4]), ([2.8, 1.4], [1.4, 6])],
        [([0.3, 0.8], [3.7, 0.8]), ([3.7, 0.8], [3.7, 5.2]), ([0.3, 5.2], [3.7, 5.2])],
        [([0, 1.8], [4, 1.8]), ([1.1, 0], [1.1, 3.4]), ([2.9, 0], [2.9, 3]), ([2.9, 3], [1.6, 6])],
        [([0.4, 0.6], [1.4, 1.3]), ([0.1, 2.4], [1.1, 3.1]), ([0.3, 5.8], [3.8, 1.8])],
        [([0.2, 1], [0.9, 2.3]), ([1.6, 0.7], [2.3, 2]), ([3.8, 0.8], [1.6, 6])],
        [([1, 1], [2.2, 0]), ([2.2, 0], [2.2, 6]), ([1, 6], [3.4, 6])],
        [([0.3, 0.3], [3.7, 0.3]), ([3.7, 0.3], [1.5, 6])],
        [([0.5, 0.3], [3.5, 0.3]), ([3.5, 0.3], [3.5, 5.7]), ([3.5, 5.7], [0.5, 5.7]), ([0.5, 5.7], [0.5, 0.3]), ([0.5, 3], [3.5, 3])],
    ]

    /// The sheet's opacity at `x`, `y` pixels from its top-left corner: the strokes of the
    /// glyph whose cell holds the point, its 4 × 6 grid fitted inside the cell with a margin.
    func glyphSheetOpacity(x: Double, y: Double) -> Double {
        let cell = Double(size / Self.glyphColumns)
        let (column, row) = (min(Int(x / cell), Self.glyphColumns - 1), min(Int(y / cell), Self.glyphColumns - 1))
        // Grid units to pixels: 0…4 across the middle 60 % of the cell, 0…6 down its middle 80 %.
        let origin = SIMD2(Double(column) * cell + 0.2 * cell, Double(row) * cell + 0.1 * cell)
        let unit = SIMD2(0.15 * cell, 0.8 * cell / 6)
        let point = SIMD2(x, y)
        let nearest = Self.glyphStrokes[row * Self.glyphColumns + column].map { start, end in
            TextureStroke(start: origin + start * unit, end: origin + end * unit).distance(to: point)
        }.min() ?? .infinity
        return TextureStroke.coverage(distance: nearest, halfWidth: Self.glyphHalfWidth, softness: 1.2)
    }
}
