import CSDL2
import Foundation
import SpindriftPlayback

/// Draws the HUD's lines and the reload error as text with SDL_ttf, keeping each line's
/// texture until its text changes, and the profiler at the top right: a graph of the last
/// ``ProfileScale/graphFrames`` frames' times, each column stacked by phase, with the 16.7
/// and 33.3 ms lines, and a bar per phase under it. A steady HUD costs one copy per line,
/// a few filled-rectangle calls, and allocates nothing (the graph's rectangles live in a
/// buffer made once). Only the SDL_Renderer API is used, so it draws on any renderer.
final class HUDOverlay {
    /// Where the font is looked for: DejaVu Sans Mono from Debian's fonts-dejavu-core.
    static let fontPaths = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
        "/usr/share/fonts/TTF/DejaVuSansMono.ttf",
    ]

    /// A drawn line: its text and the texture that shows it.
    private struct Line {
        var text: String
        var texture: OpaquePointer?
        var width: Int32, height: Int32
    }

    /// The renderer the line textures belong to, kept alive until they are destroyed.
    private let handle: RendererHandle
    private var renderer: OpaquePointer { handle.renderer }
    private let font: OpaquePointer?
    /// The lines of the top block, of the error block and of the profiler, kept until their
    /// text changes.
    private var lines: [Line] = [], errorLines: [Line] = [], profileLines: [Line] = []
    /// The labels of the graph's reference lines.
    private var referenceLabels: [Line] = []
    /// The phase bars' lengths in points, in ``FramePhase/parts`` order, as of the last update.
    private var barLengths = [Int](repeating: 0, count: FramePhase.parts.count)
    /// The graph's rectangles: a run of ``ProfileScale/graphFrames`` per colour (each
    /// phase, then the rest of the frame), made once and filled in place every frame.
    private var graphRectangles = [SDL_Rect](
        repeating: SDL_Rect(), count: ProfileScale.graphFrames * HUDOverlay.phaseColors.count)
    /// How many of each colour's rectangles are in use this frame.
    private var graphCounts = [Int](repeating: 0, count: HUDOverlay.phaseColors.count)
    /// The colours of the 16.7 and 33.3 ms lines.
    static let referenceColors = [SDL_Color(r: 255, g: 230, b: 90, a: 220), SDL_Color(r: 255, g: 90, b: 80, a: 220)]
    /// Each phase's colour, then the colour of the rest of the frame.
    static let phaseColors: [SDL_Color] = [
        SDL_Color(r: 90, g: 160, b: 255, a: 255), SDL_Color(r: 110, g: 215, b: 110, a: 255),
        SDL_Color(r: 255, g: 170, b: 60, a: 255), SDL_Color(r: 200, g: 120, b: 255, a: 255),
        SDL_Color(r: 130, g: 130, b: 140, a: 255),
    ]

    /// A HUD on `handle`'s renderer; without the font it draws nothing and says so once
    /// through `warn`. SDL_ttf must be initialised until the HUD is released.
    init(handle: RendererHandle, warn: (String) -> Void) {
        self.handle = handle
        // A plain loop: `lazy.compactMap(…).first` runs the closure twice for the element it
        // finds, which opened the font twice and leaked one of them.
        var opened: OpaquePointer?
        for path in Self.fontPaths where opened == nil && FileManager.default.fileExists(atPath: path) {
            opened = TTF_OpenFont(path, 14)
        }
        font = opened
        if let font {
            let gray = SDL_Color(r: 200, g: 200, b: 200, a: 255)
            referenceLabels = ProfileScale.referenceLines.map { makeLine(String(format: "%.1f", $0), font: font, color: gray) }
        } else {
            warn("no HUD text: none of \(Self.fontPaths.joined(separator: ", ")) (Debian package fonts-dejavu-core)")
        }
    }

    deinit {
        for line in lines + errorLines + profileLines + referenceLabels {
            if let texture = line.texture { SDL_DestroyTexture(texture) }
        }
        if let font { TTF_CloseFont(font) }
    }

    /// Shows `texts` in white at the top left and `errorTexts` in red at the bottom left from
    /// now on: the lines whose text changed are rendered again.
    /// Also shows the profiler's `profileTexts` (``HUDText/profileLines(statistics:particles:)``,
    /// none to hide it) with bars for the mean phase times of `statistics`.
    func update(lines texts: [String], errorLines errorTexts: [String], profileLines profileTexts: [String], statistics: FrameStatistics) {
        guard let font else { return }
        let white = SDL_Color(r: 235, g: 240, b: 255, a: 255)
        update(&lines, to: texts, color: white, font: font)
        update(&errorLines, to: errorTexts, color: SDL_Color(r: 255, g: 110, b: 100, a: 255), font: font)
        update(&profileLines, to: profileTexts, color: white, font: font)
        let frame = statistics.recentMean(of: .frame)
        for (index, phase) in FramePhase.parts.enumerated() {
            barLengths[index] = ProfileScale.bar(of: statistics.recentMean(of: phase), frame: frame)
        }
    }

    /// Draws the lines in a `viewport` points wide and high, each block on a translucent dark
    /// box, and the profiler with the frames of `statistics`: SDL calls only, nothing
    /// rendered or allocated.
    func draw(viewport: SIMD2<Int32>, statistics: FrameStatistics) {
        guard let font else { return }
        let lineHeight = TTF_FontLineSkip(font)
        let textWidth = drawBlock(lines, top: 10, lineHeight: lineHeight)
        drawBlock(errorLines, top: viewport.y - 10 - Int32(errorLines.count) * lineHeight, lineHeight: lineHeight)
        if !profileLines.isEmpty {
            drawProfile(
                viewport: viewport, statistics: statistics, lineHeight: lineHeight, textWidth: textWidth,
                textHeight: Int32(lines.count) * lineHeight)
        }
    }

    /// The profiler at the top right (below the text block, `textWidth` by `textHeight`
    /// points, when the window is too narrow for both side by side): the graph, then its
    /// lines, the phase lines with a bar each after their label.
    private func drawProfile(
        viewport: SIMD2<Int32>, statistics: FrameStatistics, lineHeight: Int32, textWidth: Int32, textHeight: Int32
    ) {
        let graphWidth = Int32(ProfileScale.graphFrames), graphHeight = Int32(ProfileScale.graphHeight)
        var labelWidth: Int32 = 0
        for line in profileLines { labelWidth = max(labelWidth, line.width) }
        let width = max(graphWidth + 48, labelWidth + 8 + Int32(ProfileScale.barLength))
        // The text box spans 4 … 4 + textWidth; the profiler's box starts 6 points left of it.
        let besideText = viewport.x - 10 - width - 6 >= 4 + textWidth + 10
        let left = besideText ? viewport.x - 10 - width : 10
        let top: Int32 = besideText || textHeight == 0 ? 10 : 10 + textHeight + 18
        let textTop = top + graphHeight + 8
        var box = SDL_Rect(x: left - 6, y: top - 4, w: width + 12, h: graphHeight + 12 + Int32(profileLines.count) * lineHeight + 4)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 170)
        SDL_RenderFillRect(renderer, &box)
        drawGraph(statistics, left: left, top: top)
        for (index, line) in profileLines.enumerated() {
            guard let texture = line.texture else { continue }
            let y = textTop + Int32(index) * lineHeight
            var destination = SDL_Rect(x: left, y: y, w: line.width, h: line.height)
            SDL_RenderCopy(renderer, texture, nil, &destination)
            // Lines 1 … parts.count are the phases, in the bars' order.
            let phase = index - 1
            guard barLengths.indices.contains(phase) else { continue }
            let color = Self.phaseColors[phase]
            SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, 230)
            var bar = SDL_Rect(x: left + labelWidth + 8, y: y + lineHeight / 4, w: Int32(barLengths[phase]), h: lineHeight / 2)
            SDL_RenderFillRect(renderer, &bar)
        }
    }

    /// The last frames as columns, newest at the right, each stacked from the bottom by
    /// phase and topped by the rest of its frame, under the 16.7 and 33.3 ms lines.
    private func drawGraph(_ statistics: FrameStatistics, left: Int32, top: Int32) {
        let frames = ProfileScale.graphFrames, pixels = ProfileScale.graphHeight
        let ceiling = ProfileScale.ceiling(forSlowest: statistics.recentMaximum(of: .frame, frames: frames))
        let colors = Self.phaseColors.count
        let bottom = top + Int32(pixels)
        for colour in 0..<colors { graphCounts[colour] = 0 }
        for back in 0..<frames {
            guard let timing = statistics.timing(back: back) else { break }
            let x = left + Int32(frames - 1 - back)
            var total = 0.0, base = 0
            for colour in 0..<colors {
                let height: Int
                if colour < FramePhase.parts.count {
                    total += timing[FramePhase.parts[colour]]
                    height = ProfileScale.height(of: total, ceiling: ceiling, pixels: pixels)
                } else {
                    // The rest of the frame tops the column up to the frame interval.
                    height = ProfileScale.height(of: timing[.frame], ceiling: ceiling, pixels: pixels)
                }
                guard height > base else { continue }
                graphRectangles[colour * frames + graphCounts[colour]] = SDL_Rect(
                    x: x, y: bottom - Int32(height), w: 1, h: Int32(height - base))
                graphCounts[colour] += 1
                base = height
            }
        }
        for colour in 0..<colors where graphCounts[colour] > 0 {
            let color = Self.phaseColors[colour]
            SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, 255)
            let count = Int32(graphCounts[colour])
            graphRectangles.withUnsafeBufferPointer { _ = SDL_RenderFillRects(renderer, $0.baseAddress! + colour * frames, count) }
        }
        for (index, milliseconds) in ProfileScale.referenceLines.enumerated() {
            let y = bottom - Int32(ProfileScale.height(of: milliseconds, ceiling: ceiling, pixels: pixels))
            let color = Self.referenceColors[index]
            SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
            var line = SDL_Rect(x: left, y: y, w: Int32(frames), h: 1)
            SDL_RenderFillRect(renderer, &line)
            if let texture = referenceLabels[index].texture {
                let label = referenceLabels[index]
                var destination = SDL_Rect(x: left + Int32(frames) + 4, y: y - label.height / 2, w: label.width, h: label.height)
                SDL_RenderCopy(renderer, texture, nil, &destination)
            }
        }
    }

    /// Re-renders the lines whose text changed, drops the ones no longer shown.
    private func update(_ block: inout [Line], to texts: [String], color: SDL_Color, font: OpaquePointer) {
        while block.count > texts.count {
            if let texture = block.removeLast().texture { SDL_DestroyTexture(texture) }
        }
        for (index, text) in texts.enumerated() where index >= block.count || block[index].text != text {
            let line = makeLine(text, font: font, color: color)
            if index < block.count {
                if let texture = block[index].texture { SDL_DestroyTexture(texture) }
                block[index] = line
            } else {
                block.append(line)
            }
        }
    }

    /// Draws `block` from `top` on its box; returns the box's width (0 for no lines).
    @discardableResult
    private func drawBlock(_ block: [Line], top: Int32, lineHeight: Int32) -> Int32 {
        guard !block.isEmpty else { return 0 }
        var width: Int32 = 0
        for line in block { width = max(width, line.width) }
        var box = SDL_Rect(x: 4, y: top - 4, w: width + 12, h: Int32(block.count) * lineHeight + 8)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 150)
        SDL_RenderFillRect(renderer, &box)
        for (index, line) in block.enumerated() {
            guard let texture = line.texture else { continue }
            var destination = SDL_Rect(x: 10, y: top + Int32(index) * lineHeight, w: line.width, h: line.height)
            SDL_RenderCopy(renderer, texture, nil, &destination)
        }
        return box.w
    }

    /// The line showing `text` (a texture of nil when SDL_ttf cannot render it).
    private func makeLine(_ text: String, font: OpaquePointer, color: SDL_Color) -> Line {
        guard let surface = TTF_RenderUTF8_Blended(font, text.isEmpty ? " " : text, color) else {
            return Line(text: text, texture: nil, width: 0, height: 0)
        }
        defer { SDL_FreeSurface(surface) }
        let texture = SDL_CreateTextureFromSurface(renderer, surface)
        return Line(text: text, texture: texture, width: surface.pointee.w, height: surface.pointee.h)
    }
}
