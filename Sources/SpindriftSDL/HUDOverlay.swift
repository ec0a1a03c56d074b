import CSDL2
import Foundation

/// Draws the HUD's lines and the reload error as text with SDL_ttf, keeping each line's
/// texture until its text changes, so a steady HUD costs one copy per line and frame.
final class HUDOverlay {
    /// Where the font is looked for: DejaVu Sans Mono from Debian's fonts-dejavu-core.
    static let fontPaths = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
        "/usr/share/fonts/TTF/DejaVuSansMono.ttf",
    ]

    private struct Line {
        var texture: OpaquePointer
        var width: Int32, height: Int32
    }

    /// The renderer the line textures belong to, kept alive until they are destroyed.
    private let handle: RendererHandle
    private var renderer: OpaquePointer { handle.renderer }
    private let font: OpaquePointer?
    private var cache: [String: Line] = [:]

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
        for line in cache.values { SDL_DestroyTexture(line.texture) }
        if let font { TTF_CloseFont(font) }
    }

    /// Draws `lines` in white at the top left and `errorLines` in red at the bottom left of
    /// a `viewport` points wide and high, each block on a translucent dark box.
    func draw(lines: [String], errorLines: [String], viewport: SIMD2<Int32>) {
        guard let font else { return }
        let lineHeight = TTF_FontLineSkip(font)
        let white = SDL_Color(r: 235, g: 240, b: 255, a: 255)
        let red = SDL_Color(r: 255, g: 110, b: 100, a: 255)
        var used: [String: Line] = [:]
        func block(_ texts: [String], color: SDL_Color, top: Int32) {
            guard !texts.isEmpty else { return }
            let rendered = texts.map { text -> Line? in
                let key = "\(color.r)|\(text)"
                if let line = used[key] ?? cache.removeValue(forKey: key) {
                    used[key] = line
                    return line
                }
                guard let line = makeLine(text.isEmpty ? " " : text, font: font, color: color) else { return nil }
                used[key] = line
                return line
            }
            let width = rendered.map { $0?.width ?? 0 }.max() ?? 0
            var box = SDL_Rect(x: 4, y: top - 4, w: width + 12, h: Int32(texts.count) * lineHeight + 8)
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
            SDL_SetRenderDrawColor(renderer, 0, 0, 0, 150)
            SDL_RenderFillRect(renderer, &box)
            for (index, line) in rendered.enumerated() {
                guard let line else { continue }
                var destination = SDL_Rect(x: 10, y: top + Int32(index) * lineHeight, w: line.width, h: line.height)
                SDL_RenderCopy(renderer, line.texture, nil, &destination)
            }
        }
        block(lines, color: white, top: 10)
        block(errorLines, color: red, top: viewport.y - 10 - Int32(errorLines.count) * lineHeight)
        // Lines no longer shown are released.
        for line in cache.values { SDL_DestroyTexture(line.texture) }
        cache = used
    }

    private func makeLine(_ text: String, font: OpaquePointer, color: SDL_Color) -> Line? {
        guard let surface = TTF_RenderUTF8_Blended(font, text, color) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        return Line(texture: texture, width: surface.pointee.w, height: surface.pointee.h)
    }
}
