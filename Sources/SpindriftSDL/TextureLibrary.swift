import CSDL2
import Foundation
import Spindrift

/// The images of one SDL renderer, loaded on demand (built-in `NAME.png` textures and the
/// PNG or JPEG files that cells name by path) and packed into one atlas, and the
/// ``SpriteAppearance`` of each cell of a layer.
///
/// With every cell on the same atlas, a batch is one draw call per blend mode even when a
/// sorted ``RenderMode`` interleaves the particles of several cells. SDL filters a texture
/// one way, so the atlas is made twice when a cell asks for ``TextureFilter/nearest``: the
/// appearance's texture identifier is 0 for the linearly filtered copy, 1 for the nearest.
public final class TextureLibrary {
    /// The folder of the built-in `NAME.png` textures.
    public let directory: URL
    /// Transparent pixels around each image in the atlas, so linear filtering at a sprite's
    /// edge never samples its neighbour.
    static let padding: Int32 = 2
    /// The largest atlas side when the renderer sets no limit of its own, in pixels.
    static let maximumAtlasSide: Int32 = 16384

    /// A decoded image (RGBA) and the file it came from.
    private struct Image {
        var surface: UnsafeMutablePointer<SDL_Surface>
        /// The file's device, inode, size and modification time when it was read: a file
        /// that changes is read again by the next ``appearances(for:source:)``.
        var version: [Int]
    }

    /// The renderer the atlas belongs to, kept alive until the atlas is destroyed.
    private let handle: RendererHandle
    /// The loaded images, by file path.
    private var images: [String: Image] = [:]
    /// The atlas of the images in use, filtered linearly (index 0) and nearest (index 1,
    /// made only when a cell needs it), and where each image lies in it (unit coordinates).
    private var atlases: [OpaquePointer?] = [nil, nil]
    private var placements: [String: SIMD4<Float>] = [:]
    /// The atlas's width and height in texels (zero before any texture is loaded).
    private(set) var atlasSize: SIMD2<Int> = .zero

    /// An empty library for `handle`'s renderer, with built-in textures from `directory`.
    init(handle: RendererHandle, directory: URL) {
        self.handle = handle
        self.directory = directory
    }

    deinit {
        for atlas in atlases { if let atlas { SDL_DestroyTexture(atlas) } }
        for image in images.values { SDL_FreeSurface(image.surface) }
    }

    /// The SDL texture with identifier `identifier`, as found in a ``SpriteAppearance``: the
    /// atlas filtered linearly (0) or nearest (1).
    func texture(_ identifier: Int) -> OpaquePointer {
        precondition(atlases.indices.contains(identifier) && atlases[identifier] != nil,
                     "texture \(identifier) was not handed out by this library")
        return atlases[identifier]!
    }

    /// One appearance per cell of `program` (sub-cells included): nil for cells that do not
    /// draw. `contents` names a built-in texture, or, when it contains `/` or `.`, an image
    /// file, relative to the folder of `source` (the description file) unless absolute. An
    /// image that cannot be loaded is an error naming `source`, the cell's `contents` path,
    /// the file and why; nothing changes then, so the previous appearances stay drawable.
    ///
    /// The drawn size at scale 1 is the image's pixels × the `contentsRect` fraction ÷
    /// `contentsScale`, in points.
    public func appearances(for program: EmitterProgram, source: String) throws(ConfigurationError) -> [SpriteAppearance?] {
        let folder = URL(fileURLWithPath: source).deletingLastPathComponent()
        var problems: [ConfigurationError.Problem] = []
        var files = [String?](repeating: nil, count: program.cells.count)
        for compiled in program.cells where compiled.draws {
            guard let contents = compiled.cell.contents else { continue }
            let jsonPath = "\(compiled.jsonPath).contents"
            let file: String
            let label: String
            if Self.isFilePath(contents) {
                file = URL(fileURLWithPath: contents, relativeTo: folder).standardizedFileURL.path
                label = "image \(Self.escaped(file))"
            } else if let problem = Self.problem(withName: contents) {
                problems.append(.init(
                    path: jsonPath,
                    reason: "texture name '\(Self.escaped(contents))' \(problem): contents names a built-in texture, "
                        + "a NAME.png file directly in \(directory.path), or an image file by a path with '/' or '.' "
                        + "(cell '\(compiled.path)')"))
                continue
            } else {
                file = directory.appendingPathComponent(contents + ".png").path
                label = "texture '\(contents)' (\(Self.escaped(file)))"
            }
            do {
                try load(file)
                files[compiled.index] = file
            } catch {
                problems.append(.init(path: jsonPath, reason: "\(label): \(error) (cell '\(compiled.path)')"))
            }
        }
        if !problems.isEmpty { throw ConfigurationError(source: source, problems: problems) }
        let textures = program.cells.map { Self.filter(of: $0) == .nearest ? 1 : 0 }
        let needsNearest = program.cells.indices.contains { files[$0] != nil && textures[$0] == 1 }
        let inUse = Set(files.compactMap { $0 })
        if inUse != Set(placements.keys) || (needsNearest && atlases[1] == nil) {
            do {
                try rebuildAtlas(of: inUse, nearest: needsNearest)
            } catch {
                throw ConfigurationError(source: source, reason: "\(error)")
            }
        }
        return program.cells.map { compiled in
            let cell = compiled.cell
            guard let file = files[compiled.index], let image = images[file], let place = placements[file] else { return nil }
            let rect = SIMD4<Float>(cell.contentsRect)
            let size = SIMD2(Float(image.surface.pointee.w), Float(image.surface.pointee.h)) / Float(cell.contentsScale)
            return SpriteAppearance(
                texture: textures[compiled.index], size: size * SIMD2(rect.z, rect.w),
                textureRect: [place.x + rect.x * place.z, place.y + rect.y * place.w, rect.z * place.z, rect.w * place.w])
        }
    }

    /// Whether `contents` names an image file by its path rather than a built-in texture:
    /// it contains `/` or `.` (built-in names have neither).
    static func isFilePath(_ contents: String) -> Bool {
        contents.contains("/") || contents.contains(".")
    }

    /// The filter SDL draws `compiled`'s image with: its `magnificationFilter` when its
    /// nominal scale (`scale` × the layer's, ÷ `contentsScale`) draws the image larger than
    /// its pixels, else its `minificationFilter`. Decided once per cell: particles that grow
    /// or shrink past their image's size keep it.
    static func filter(of compiled: CompiledCell) -> TextureFilter {
        let magnified = abs(compiled.parameters.scale) > compiled.cell.contentsScale
        return magnified ? compiled.cell.magnificationFilter : compiled.cell.minificationFilter
    }

    /// Why `name` (no `/` or `.`: not a file path) cannot name a file directly in the
    /// textures folder, such as "contains '\'"; nil when it can. Backslashes and control
    /// characters are refused, so no name reaches outside the folder.
    static func problem(withName name: String) -> String? {
        if let control = name.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            return "contains the control character \(escaped(String(control)))"
        }
        return name.contains("\\") ? "contains '\\'" : nil
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

    /// Whether the file of an image in use changed (or went) since it was read.
    public func imagesChanged() -> Bool {
        placements.keys.contains { images[$0]?.version != Self.version(ofFile: $0) }
    }

    /// The device, inode, size and modification time of the file at `path`; empty when it
    /// cannot be read.
    private static func version(ofFile path: String) -> [Int] {
        var status = stat()
        guard stat(path, &status) == 0 else { return [] }
        return [Int(status.st_dev), Int(status.st_ino), Int(status.st_size), status.st_mtim.tv_sec, status.st_mtim.tv_nsec]
    }

    /// Reads and decodes the image file at `path` unless it is loaded and unchanged since.
    /// A file that changed and no longer loads throws, and the loaded image stays.
    private func load(_ path: String) throws(ImageFileProblem) {
        let version = Self.version(ofFile: path)
        if let loaded = images[path], !version.isEmpty, loaded.version == version { return }
        let data: Data
        do {
            // Read as descriptions are: a regular file of at most 16 MiB, never a FIFO or a device.
            data = try EmitterLayer.contents(ofFile: path)
        } catch {
            throw .unreadable(reason: error.problems.map(\.reason).joined(separator: "; "))
        }
        let header = try ImageFileHeader(bytes: data)
        let surface = try Self.decode(data, header: header)
        if let replaced = images.updateValue(Image(surface: surface, version: version), forKey: path) {
            SDL_FreeSurface(replaced.surface)
        }
        // Packed again by the next atlas, while the current one keeps drawing the old pixels.
        placements[path] = nil
    }

    /// The image in `data` as RGBA, decoded by SDL_image as the format `header` found.
    private static func decode(_ data: Data, header: ImageFileHeader) throws(ImageFileProblem) -> UnsafeMutablePointer<SDL_Surface> {
        // libpng and libjpeg print their own messages: kept for the error, not the terminal.
        let (decoded, printed) = StandardErrorCapture.capturing {
            data.withUnsafeBytes { raw in
                // The stream reads `raw` only within this closure and is closed by the load.
                SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)).flatMap {
                    IMG_LoadTyped_RW($0, 1, header.format == .png ? "PNG" : "JPG")
                }
            }
        }
        guard let decoded else {
            let details = printed.isEmpty ? "" : " (\(printed.split(separator: "\n").joined(separator: "; ")))"
            throw .undecodable(header.format, reason: String(cString: SDL_GetError()) + details)
        }
        defer { SDL_FreeSurface(decoded) }
        guard decoded.pointee.w == header.width, decoded.pointee.h == header.height else {
            throw .undecodable(header.format, reason: "decoded \(decoded.pointee.w) × \(decoded.pointee.h) pixels, "
                + "its header says \(header.width) × \(header.height)")
        }
        guard let image = SDL_ConvertSurfaceFormat(decoded, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
            throw .undecodable(header.format, reason: String(cString: SDL_GetError()))
        }
        // Copied as they are, alpha included, when packed into the atlas.
        SDL_SetSurfaceBlendMode(image, SDL_BLENDMODE_NONE)
        return image
    }

    /// Packs the images of `files` into a new atlas, in shelves of decreasing height, made
    /// as a linearly filtered texture and, when `nearest`, a nearest-filtered one; images
    /// no longer in use are dropped. On error nothing changes.
    private func rebuildAtlas(of files: Set<String>, nearest: Bool) throws(SDLError) {
        let pad = Self.padding
        let names = files.sorted { (images[$0]!.surface.pointee.h, $0) > (images[$1]!.surface.pointee.h, $1) }
        let width = max(1024, names.map { images[$0]!.surface.pointee.w + 2 * pad }.max() ?? 0)
        var origins: [String: SIMD2<Int32>] = [:]
        var x: Int32 = 0, y: Int32 = 0, shelfHeight: Int32 = 0
        for name in names {
            let image = images[name]!.surface.pointee
            if x + image.w + 2 * pad > width {
                (x, y, shelfHeight) = (0, y + shelfHeight, 0)
            }
            origins[name] = [x + pad, y + pad]
            x += image.w + 2 * pad
            shelfHeight = max(shelfHeight, image.h + 2 * pad)
        }
        let height = max(1, y + shelfHeight)
        let limit = maximumTextureSize()
        guard width <= limit.x, height <= limit.y else {
            throw SDLError(operation: "pack the images into one texture",
                           reason: "they need \(width) × \(height) pixels, more than the renderer's \(limit.x) × \(limit.y)")
        }
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGBA32.rawValue) else {
            throw .last("create the texture atlas")
        }
        defer { SDL_FreeSurface(surface) }
        var newPlacements: [String: SIMD4<Float>] = [:]
        for name in names {
            let image = images[name]!.surface
            let origin = origins[name]!
            var target = SDL_Rect(x: origin.x, y: origin.y, w: image.pointee.w, h: image.pointee.h)
            guard SDL_UpperBlit(image, nil, surface, &target) == 0 else { throw .last("pack image \(name)") }
            newPlacements[name] = SIMD4(Float(origin.x), Float(origin.y), Float(image.pointee.w), Float(image.pointee.h))
                / SIMD4(Float(width), Float(height), Float(width), Float(height))
        }
        // Core Animation's default minification and magnification filter is linear.
        let modes = nearest ? [SDL_ScaleModeLinear, SDL_ScaleModeNearest] : [SDL_ScaleModeLinear]
        var made: [OpaquePointer?] = [nil, nil]
        for (index, mode) in modes.enumerated() {
            guard let texture = SDL_CreateTextureFromSurface(handle.renderer, surface) else {
                let error = SDLError.last("create the texture atlas (\(width)×\(height) pixels)")
                for texture in made { if let texture { SDL_DestroyTexture(texture) } }
                throw error
            }
            SDL_SetTextureScaleMode(texture, mode)
            made[index] = texture
        }
        for atlas in atlases { if let atlas { SDL_DestroyTexture(atlas) } }
        atlases = made
        placements = newPlacements
        atlasSize = SIMD2(Int(width), Int(height))
        for (name, image) in images where !files.contains(name) {
            SDL_FreeSurface(image.surface)
            images[name] = nil
        }
    }

    /// The largest texture the renderer takes, or ``maximumAtlasSide`` where it names none.
    private func maximumTextureSize() -> SIMD2<Int32> {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(handle.renderer, &info) == 0 else { return [Self.maximumAtlasSide, Self.maximumAtlasSide] }
        return [info.max_texture_width > 0 ? info.max_texture_width : Self.maximumAtlasSide,
                info.max_texture_height > 0 ? info.max_texture_height : Self.maximumAtlasSide]
    }
}
