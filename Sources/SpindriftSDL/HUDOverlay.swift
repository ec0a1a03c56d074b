import CSDL2
import Foundation
import SpindriftPlayback

/// Draws the HUD's panels and the reload error as text with SDL_ttf, each line cut to
/// ``HUDLayout/textWidth(viewportWidth:)`` with an ellipsis, keeping each line's texture until
/// its text changes, and the profiler at the top right: a graph of the last
/// ``ProfileScale/graphFrames`` frames' times, each column stacked by phase, with the 16.7
/// and 33.3 ms lines, and a bar per phase under it; boxes placed by ``HUDLayout``. A steady HUD
/// costs one copy per line, a few filled-rectangle calls, and allocates nothing (the graph's
/// rectangles live in a buffer made once). Only the SDL_Renderer API is used, so it draws on
/// any renderer.
final class HUDOverlay {
    /// Where the font is looked for: DejaVu Sans Mono from Debian's fonts-dejavu-core.
    static let fontPaths = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
        "/usr/share/fonts/TTF/DejaVuSansMono.ttf",
    ]

    /// A drawn line: its text, the texture that shows it (cut to the text width), and the
    /// texture's size in points.
    struct Line {
        var text: String
        var texture: OpaquePointer?
        var width: Int32, height: Int32
    }

    /// The renderer the line textures belong to, kept alive until they are destroyed.
    private let handle: RendererHandle
    private var renderer: OpaquePointer { handle.renderer }
    private let font: OpaquePointer?
    /// The lines of each text panel, of the error block and of the profiler (its title first),
    /// kept until their text changes.
    private(set) var panels: [[Line]] = [], errorLines: [Line] = [], profileLines: [Line] = []
    /// The widest a line is drawn, in points (``HUDLayout/textWidth(viewportWidth:)``).
    private var textWidth: Int32 = 0
    /// Where the boxes went at the last draw, and the window size it was made for; nil when
    /// the lines changed since.
    private(set) var layout: (viewport: SIMD2<Int32>, boxes: HUDLayout)?
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
    /// The rows of the 16.7 and 33.3 ms lines from the graph's top, as of the last draw: a
    /// buffer made once.
    private var referenceLineYs = [Int](repeating: 0, count: ProfileScale.referenceLines.count)
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
        font = Self.openFont(pointSize: 14)
        if let font {
            let gray = SDL_Color(r: 200, g: 200, b: 200, a: 255)
            referenceLabels = ProfileScale.referenceLines.map { makeLine(String(format: "%.1f", $0), font: font, color: gray) }
        } else {
            warn("no HUD text: none of \(Self.fontPaths.joined(separator: ", ")) (Debian package fonts-dejavu-core)")
        }
    }

    /// The first of ``fontPaths`` that opens at `pointSize`, or nil; SDL_ttf must be initialised.
    static func openFont(pointSize: Int32) -> OpaquePointer? {
        // A plain loop: `lazy.compactMap(…).first` runs the closure twice for the element it
        // finds, which opened the font twice and leaked one of them.
        var opened: OpaquePointer?
        for path in fontPaths where opened == nil && FileManager.default.fileExists(atPath: path) {
            opened = TTF_OpenFont(path, pointSize)
        }
        return opened
    }

    deinit {
        for line in panels.joined() + errorLines + profileLines + referenceLabels {
            if let texture = line.texture { SDL_DestroyTexture(texture) }
        }
        if let font { TTF_CloseFont(font) }
    }

    /// Shows the text `panels` in white at the top left, one box each, and `errorTexts` in red
    /// at the bottom left from now on, every line cut to ``HUDLayout/textWidth(viewportWidth:)``
    /// of a window `viewportWidth` points wide: the lines whose text (or that width) changed
    /// are rendered again. Also shows the profiler's `profileTexts`, its title then
    /// ``HUDText/profileLines(statistics:particles:)`` (the title only when collapsed, none to
    /// hide it), with its graph and bars for the mean phase times of `statistics`.
    func update(
        panels texts: [[String]], errorLines errorTexts: [String], profileLines profileTexts: [String],
        statistics: FrameStatistics, viewportWidth: Int32
    ) {
        guard let font else { return }
        let width = Int32(HUDLayout.textWidth(viewportWidth: Int(viewportWidth)))
        if width != textWidth {
            // Every line is cut again at the new width.
            textWidth = width
            for line in panels.joined() + errorLines + profileLines {
                if let texture = line.texture { SDL_DestroyTexture(texture) }
            }
            (panels, errorLines, profileLines) = ([], [], [])
        }
        let white = SDL_Color(r: 235, g: 240, b: 255, a: 255)
        while panels.count > texts.count { update(&panels[panels.count - 1], to: [], color: white, font: font); panels.removeLast() }
        while panels.count < texts.count { panels.append([]) }
        for index in texts.indices { update(&panels[index], to: texts[index], color: white, font: font) }
        update(&errorLines, to: errorTexts, color: SDL_Color(r: 255, g: 110, b: 100, a: 255), font: font)
        update(&profileLines, to: profileTexts, color: white, font: font)
        layout = nil
        let frame = statistics.recentMean(of: .frame)
        for (index, phase) in FramePhase.parts.enumerated() {
            barLengths[index] = ProfileScale.bar(of: statistics.recentMean(of: phase), frame: frame)
        }
    }

    /// Draws the panels in a `viewport` points wide and high, each block on a translucent dark
    /// box, and the profiler with the frames of `statistics`: SDL calls only, nothing
    /// rendered, and nothing allocated unless the lines or the window's size changed.
    func draw(viewport: SIMD2<Int32>, statistics: FrameStatistics) {
        guard let font else { return }
        let lineHeight = TTF_FontLineSkip(font)
        let boxes = currentLayout(viewport: viewport, lineHeight: lineHeight)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        // The layout leaves empty panels out.
        var boxIndex = 0
        for lines in panels where !lines.isEmpty {
            drawBlock(lines, box: boxes.panels[boxIndex], lineHeight: lineHeight, alpha: 150)
            boxIndex += 1
        }
        if let box = boxes.errors { drawBlock(errorLines, box: box, lineHeight: lineHeight, alpha: 150) }
        if let box = boxes.profiler { drawProfile(box: box, statistics: statistics, lineHeight: lineHeight) }
    }

    /// The layout for `viewport`, made again when the lines or the window's size changed.
    private func currentLayout(viewport: SIMD2<Int32>, lineHeight: Int32) -> HUDLayout {
        if let layout, layout.viewport == viewport { return layout.boxes }
        let boxes = HUDLayout(
            viewport: SIMD2(Int(viewport.x), Int(viewport.y)), lineHeight: Int(lineHeight),
            panels: panels.map { (Int(Self.width(of: $0)), $0.count) }, profiler: profileSize(lineHeight: lineHeight),
            errors: (Int(Self.width(of: errorLines)), errorLines.count))
        layout = (viewport, boxes)
        return boxes
    }

    /// The widest of `lines`, in points.
    private static func width(of lines: some Collection<Line>) -> Int32 {
        lines.reduce(0) { max($0, $1.width) }
    }

    /// The widest of the profiler's lines under its graph (its title left out), in points.
    private var profileLabelWidth: Int32 { Self.width(of: profileLines.dropFirst()) }

    /// Whether the profiler shows more than its title.
    private var isProfileExpanded: Bool { profileLines.count > 1 }

    /// The profiler's content in points: its title, and when expanded the graph with its
    /// labels, then its lines with a bar after the phases'; nil when hidden.
    private func profileSize(lineHeight: Int32) -> SIMD2<Int>? {
        guard let title = profileLines.first else { return nil }
        guard isProfileExpanded else { return SIMD2(Int(title.width), Int(lineHeight)) }
        let width = max(title.width, Int32(ProfileScale.graphFrames) + 48, profileLabelWidth + 8 + Int32(ProfileScale.barLength))
        return SIMD2(Int(width), Int(lineHeight) + Int(graphTopGap) + ProfileScale.graphHeight + 8 + (profileLines.count - 1) * Int(lineHeight))
    }

    /// Points between the profiler's title and its graph.
    private let graphTopGap: Int32 = 4

    /// The profiler in `box`: its title, then, expanded, the graph and its lines, the phase
    /// lines with a bar each after their label.
    private func drawProfile(box: SIMD4<Int>, statistics: FrameStatistics, lineHeight: Int32) {
        var rectangle = SDL_Rect(x: Int32(box.x), y: Int32(box.y), w: Int32(box.z), h: Int32(box.w))
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 170)
        SDL_RenderFillRect(renderer, &rectangle)
        let left = Int32(box.x + HUDLayout.padding.x), top = Int32(box.y + HUDLayout.padding.y)
        copy(profileLines[0], x: left, y: top)
        guard isProfileExpanded else { return }
        let graphTop = top + lineHeight + graphTopGap
        drawGraph(statistics, left: left, top: graphTop)
        let labelWidth = profileLabelWidth
        let textTop = graphTop + Int32(ProfileScale.graphHeight) + 8
        for (index, line) in profileLines.dropFirst().enumerated() {
            let y = textTop + Int32(index) * lineHeight
            copy(line, x: left, y: y)
            // Lines 1 … parts.count under the graph are the phases, in the bars' order.
            let phase = index - 1
            guard barLengths.indices.contains(phase) else { continue }
            let color = Self.phaseColors[phase]
            SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, 230)
            var bar = SDL_Rect(x: left + labelWidth + 8, y: y + lineHeight / 4, w: Int32(barLengths[phase]), h: lineHeight / 2)
            SDL_RenderFillRect(renderer, &bar)
        }
    }

    /// Draws `line`'s texture with its top left at (`x`, `y`).
    private func copy(_ line: Line, x: Int32, y: Int32) {
        guard let texture = line.texture else { return }
        var destination = SDL_Rect(x: x, y: y, w: line.width, h: line.height)
        SDL_RenderCopy(renderer, texture, nil, &destination)
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
            let y = pixels - ProfileScale.height(of: milliseconds, ceiling: ceiling, pixels: pixels)
            referenceLineYs[index] = y
            let color = Self.referenceColors[index]
            SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
            var line = SDL_Rect(x: left, y: top + Int32(y), w: Int32(frames), h: 1)
            SDL_RenderFillRect(renderer, &line)
        }
        // Where the lines run close (a tall scale), the labels stack rather than overlap.
        let labelHeight = Int(referenceLabels.first?.height ?? 0)
        for (index, labelTop) in ProfileScale.labelTops(lineYs: referenceLineYs, labelHeight: labelHeight, pixels: pixels).enumerated() {
            copy(referenceLabels[index], x: left + Int32(frames) + 4, y: top + Int32(labelTop))
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

    /// Draws `block` in `box` on a black fill of `alpha`.
    private func drawBlock(_ block: [Line], box: SIMD4<Int>, lineHeight: Int32, alpha: UInt8) {
        var rectangle = SDL_Rect(x: Int32(box.x), y: Int32(box.y), w: Int32(box.z), h: Int32(box.w))
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, alpha)
        SDL_RenderFillRect(renderer, &rectangle)
        for (index, line) in block.enumerated() {
            copy(line, x: Int32(box.x + HUDLayout.padding.x), y: Int32(box.y + HUDLayout.padding.y) + Int32(index) * lineHeight)
        }
    }

    /// The line showing `text`, cut to ``textWidth`` when that is set (a texture of nil when
    /// SDL_ttf cannot render it).
    private func makeLine(_ text: String, font: OpaquePointer, color: SDL_Color) -> Line {
        let shown = textWidth > 0 ? HUDText.cut(text, toWidth: Int(textWidth)) { Int(Self.width(of: $0, font: font)) } : text
        guard let surface = TTF_RenderUTF8_Blended(font, shown.isEmpty ? " " : shown, color) else {
            return Line(text: text, texture: nil, width: 0, height: 0)
        }
        defer { SDL_FreeSurface(surface) }
        let texture = SDL_CreateTextureFromSurface(renderer, surface)
        return Line(text: text, texture: texture, width: surface.pointee.w, height: surface.pointee.h)
    }

    /// `text`'s width in points in `font` (0 when SDL_ttf cannot measure it).
    private static func width(of text: String, font: OpaquePointer) -> Int32 {
        var width: Int32 = 0
        return TTF_SizeUTF8(font, text, &width, nil) == 0 ? width : 0
    }
}
