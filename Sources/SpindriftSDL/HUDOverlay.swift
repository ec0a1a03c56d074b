import CSDL2
import Foundation

/// Draws the HUD's lines and the reload error as text with SDL_ttf, keeping each line's
/// texture until its text changes, so a steady HUD costs one copy per line and frame and
/// allocates nothing.
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
    /// The lines of the top block and of the error block, kept until their text changes.
    private var lines: [Line] = [], errorLines: [Line] = []

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
        if font == nil {
            warn("no HUD text: none of \(Self.fontPaths.joined(separator: ", ")) (Debian package fonts-dejavu-core)")
        }
    }

    deinit {
        for line in lines + errorLines { if let texture = line.texture { SDL_DestroyTexture(texture) } }
        if let font { TTF_CloseFont(font) }
    }

    /// Shows `texts` in white at the top left and `errorTexts` in red at the bottom left from
    /// now on: the lines whose text changed are rendered again.
    func update(lines texts: [String], errorLines errorTexts: [String]) {
        guard let font else { return }
        update(&lines, to: texts, color: SDL_Color(r: 235, g: 240, b: 255, a: 255), font: font)
        update(&errorLines, to: errorTexts, color: SDL_Color(r: 255, g: 110, b: 100, a: 255), font: font)
    }

    /// Draws the lines in a `viewport` points wide and high, each block on a translucent dark
    /// box: SDL calls only, nothing rendered or allocated.
    func draw(viewport: SIMD2<Int32>) {
        guard let font else { return }
        let lineHeight = TTF_FontLineSkip(font)
        drawBlock(lines, top: 10, lineHeight: lineHeight)
        drawBlock(errorLines, top: viewport.y - 10 - Int32(errorLines.count) * lineHeight, lineHeight: lineHeight)
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

    private func drawBlock(_ block: [Line], top: Int32, lineHeight: Int32) {
        guard !block.isEmpty else { return }
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
