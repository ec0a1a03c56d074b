import CSDL2
import Foundation
import Spindrift

/// Textures loaded on demand from `NAME.png` files and packed into one atlas image, which a
/// backend (the SDL renderer or OpenGL) turns into its texture, and the ``SpriteAppearance``
/// of each cell of a layer.
///
/// With every cell on the same texture, a batch is one draw call per blend mode even when a
/// sorted ``RenderMode`` interleaves the particles of several cells.
public final class TextureLibrary {
    /// The folder of the `NAME.png` files.
    public let directory: URL
    /// Transparent pixels around each image in the atlas, so linear filtering at a sprite's
    /// edge never samples its neighbour.
    static let padding: Int32 = 2

    /// The loaded images (RGBA), by name; kept to rebuild the atlas when a new one is needed.
    private var images: [String: UnsafeMutablePointer<SDL_Surface>] = [:]
    /// The atlas of every loaded image (RGBA32, straight alpha), and where each image lies in
    /// it (unit coordinates).
    private(set) var atlas: UnsafeMutablePointer<SDL_Surface>?
    private var placements: [String: SIMD4<Float>] = [:]
    /// Counts the atlases packed so far: a backend whose texture was made from an older one
    /// makes it again.
    private(set) var atlasVersion = 0
    /// The atlas's width and height in texels (zero before any texture is loaded).
    private(set) var atlasSize: SIMD2<Int> = .zero

    /// An empty library reading from `directory`.
    init(directory: URL) {
        self.directory = directory
    }

    deinit {
        if let atlas { SDL_FreeSurface(atlas) }
        for image in images.values { SDL_FreeSurface(image) }
    }

    /// Checks that `identifier`, from a ``SpriteAppearance``, names the atlas, the only texture.
    static func checkTexture(_ identifier: Int) {
        precondition(identifier == 0, "texture \(identifier) was not handed out by a texture library")
    }

    /// One appearance per cell of `program` (sub-cells included): nil for cells that do not
    /// draw. A texture that cannot be loaded is an error naming `source`, the cell's
    /// `contents` path and the file.
    ///
    /// The drawn size at scale 1 is the image's pixels × the `contentsRect` fraction ÷
    /// `contentsScale`, in points.
    public func appearances(for program: EmitterProgram, source: String) throws(ConfigurationError) -> [SpriteAppearance?] {
        var problems: [ConfigurationError.Problem] = []
        for compiled in program.cells where compiled.draws {
            guard let name = compiled.cell.contents else { continue }
            if let problem = Self.problem(withName: name) {
                problems.append(.init(
                    path: "\(compiled.jsonPath).contents",
                    reason: "texture name '\(Self.escaped(name))' \(problem): contents names a built-in texture, "
                        + "a NAME.png file directly in \(directory.path) (cell '\(compiled.path)')"))
                continue
            }
            do {
                try load(name)
            } catch {
                problems.append(.init(path: "\(compiled.jsonPath).contents", reason: "\(error) (cell '\(compiled.path)')"))
            }
        }
        if !problems.isEmpty { throw ConfigurationError(source: source, problems: problems) }
        if images.keys.contains(where: { placements[$0] == nil }) {
            do {
                try rebuildAtlas()
            } catch {
                throw ConfigurationError(source: source, reason: "\(error)")
            }
        }
        return program.cells.map { compiled in
            let cell = compiled.cell
            guard compiled.draws, let name = cell.contents, let image = images[name], let place = placements[name] else {
                return nil
            }
            let rect = SIMD4<Float>(cell.contentsRect)
            let size = SIMD2(Float(image.pointee.w), Float(image.pointee.h)) / Float(cell.contentsScale)
            return SpriteAppearance(
                texture: 0, size: size * SIMD2(rect.z, rect.w),
                textureRect: [place.x + rect.x * place.z, place.y + rect.y * place.w, rect.z * place.z, rect.w * place.w])
        }
    }

    /// Why `name` cannot name a file directly in the textures folder, such as "contains
    /// '..'"; nil when it can. Separators, `..` and control characters are refused, so no
    /// name reaches outside the folder.
    static func problem(withName name: String) -> String? {
        if let control = name.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            return "contains the control character \(escaped(String(control)))"
        }
        for forbidden in ["/", "\\", ".."] where name.contains(forbidden) {
            return "contains '\(forbidden)'"
        }
        return nil
    }

    /// `text` with control characters written as `\u{…}`, for messages.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Loads `directory/name.png` the first time it is named.
    private func load(_ name: String) throws(SDLError) {
        guard images[name] == nil else { return }
        let path = directory.appendingPathComponent(name + ".png").path
        guard FileManager.default.fileExists(atPath: path) else {
            throw SDLError(operation: "load texture '\(name)'", reason: "\(path): No such file")
        }
        guard let loaded = IMG_Load(path) else { throw .last("load texture \(path)") }
        defer { SDL_FreeSurface(loaded) }
        guard let image = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
            throw .last("convert texture \(path)")
        }
        // Copied as they are, alpha included, when packed into the atlas.
        SDL_SetSurfaceBlendMode(image, SDL_BLENDMODE_NONE)
        images[name] = image
    }

    /// Packs every loaded image into a new atlas image, in shelves of decreasing height.
    private func rebuildAtlas() throws(SDLError) {
        let pad = Self.padding
        let names = images.keys.sorted { (images[$0]!.pointee.h, $0) > (images[$1]!.pointee.h, $1) }
        let width = max(1024, names.map { images[$0]!.pointee.w + 2 * pad }.max() ?? 0)
        var origins: [String: SIMD2<Int32>] = [:]
        var x: Int32 = 0, y: Int32 = 0, shelfHeight: Int32 = 0
        for name in names {
            let image = images[name]!.pointee
            if x + image.w + 2 * pad > width {
                (x, y, shelfHeight) = (0, y + shelfHeight, 0)
            }
            origins[name] = [x + pad, y + pad]
            x += image.w + 2 * pad
            shelfHeight = max(shelfHeight, image.h + 2 * pad)
        }
        let height = max(1, y + shelfHeight)
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGBA32.rawValue) else {
            throw .last("create the texture atlas")
        }
        var packed = false
        defer { if !packed { SDL_FreeSurface(surface) } }
        var newPlacements: [String: SIMD4<Float>] = [:]
        for name in names {
            let image = images[name]!
            let origin = origins[name]!
            var target = SDL_Rect(x: origin.x, y: origin.y, w: image.pointee.w, h: image.pointee.h)
            guard SDL_UpperBlit(image, nil, surface, &target) == 0 else { throw .last("pack texture '\(name)'") }
            newPlacements[name] = SIMD4(Float(origin.x), Float(origin.y), Float(image.pointee.w), Float(image.pointee.h))
                / SIMD4(Float(width), Float(height), Float(width), Float(height))
        }
        if let atlas { SDL_FreeSurface(atlas) }
        atlas = surface
        packed = true
        atlasVersion += 1
        placements = newPlacements
        atlasSize = SIMD2(Int(width), Int(height))
    }
}
