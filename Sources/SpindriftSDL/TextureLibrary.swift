import CSDL2
import Foundation
import Spindrift

/// Images loaded on demand (built-in `NAME.png` textures and the PNG or JPEG files that cells
/// name by path) and packed into one atlas image, which a backend (the SDL renderer or
/// OpenGL) turns into its texture, and the ``SpriteAppearance`` of each cell of a layer.
///
/// With every cell on the same atlas, a batch is one draw call per blend mode even when a
/// sorted ``RenderMode`` interleaves the particles of several cells. A texture is filtered
/// one way, so when a cell asks for ``TextureFilter/nearest`` (``usesNearest``) a backend
/// makes the atlas twice: the appearance's texture identifier is 0 for the linearly
/// filtered texture, 1 for the nearest.
public final class TextureLibrary {
    /// The folder of the built-in `NAME.png` textures.
    public let directory: URL
    /// Transparent pixels around each image in the atlas, so linear filtering at a sprite's
    /// edge never samples its neighbour.
    static let padding: Int32 = 2
    /// The largest atlas side, in pixels (a renderer that takes less refuses the upload).
    static let maximumAtlasSide: Int32 = 16384

    /// A decoded image (RGBA) and the file it came from.
    private struct Image {
        var surface: UnsafeMutablePointer<SDL_Surface>
        /// The file's device, inode, size and modification time when it was read: a file
        /// that changes is read again by the next ``appearances(for:source:)``.
        var version: [Int]
    }

    /// The loaded images, by file path.
    private var images: [String: Image] = [:]
    /// The atlas of the images in use (RGBA32, straight alpha), and where each image lies in
    /// it (unit coordinates).
    private(set) var atlas: UnsafeMutablePointer<SDL_Surface>?
    private var placements: [String: SIMD4<Float>] = [:]
    /// Counts the atlases packed so far: a backend whose texture was made from an older one
    /// makes it again.
    private(set) var atlasVersion = 0
    /// Whether a cell draws from the nearest-filtered texture (identifier 1), which the
    /// backend then makes from the same atlas.
    private(set) var usesNearest = false
    /// The atlas's width and height in texels (zero before any texture is loaded).
    private(set) var atlasSize: SIMD2<Int> = .zero

    /// An empty library with built-in textures from `directory`.
    init(directory: URL) {
        self.directory = directory
    }

    deinit {
        if let atlas { SDL_FreeSurface(atlas) }
        for image in images.values { SDL_FreeSurface(image.surface) }
    }

    /// Checks that `identifier`, from a ``SpriteAppearance``, names the atlas filtered
    /// linearly (0) or, when ``usesNearest``, nearest (1); returns whether it is the nearest.
    func isNearest(_ identifier: Int) -> Bool {
        precondition(identifier == 0 || (identifier == 1 && usesNearest), "texture \(identifier) was not handed out by this library")
        return identifier == 1
    }

    /// One appearance per cell of each layer of `program` (sub-cells included), by layer:
    /// nil for cells that do not draw. `contents` names an image file when it contains `/` or
    /// `.`, relative to the folder of `source` (the description file) unless absolute; a name
    /// without them is an image beside the description (``image(named:in:)``), else a
    /// built-in texture. An image that cannot be loaded is an error naming
    /// `source`, the cell's `contents` path (in its layer), the file and why; nothing changes
    /// then, so the previous appearances stay drawable. Every layer's images are loaded before
    /// the atlas is packed once.
    ///
    /// The drawn size at scale 1 is the image's pixels × the `contentsRect` fraction ÷
    /// `contentsScale`, in points.
    public func appearances(for program: SceneProgram, source: String) throws(ConfigurationError) -> [[SpriteAppearance?]] {
        let folder = URL(fileURLWithPath: source).deletingLastPathComponent()
        var problems: [ConfigurationError.Problem] = []
        var files = program.layers.map { [String?](repeating: nil, count: $0.cells.count) }
        for (layer, layerProgram) in program.layers.enumerated() {
            for compiled in layerProgram.cells where compiled.draws {
                guard let contents = compiled.cell.contents else { continue }
                let jsonPath = program.scene.jsonPath(ofLayer: layer, key: "\(compiled.jsonPath).contents")
                let file: String
                let label: String
                if let embedded = program.scene.embeddedImages[contents] {
                    // Decoded from the description itself: no file to read, nor to watch for changes.
                    file = Self.embeddedPrefix + contents
                    label = "the image embedded in the file as '\(contents.escapingControlCharacters)'"
                    do {
                        try load(file, embedded: Data(embedded))
                        files[layer][compiled.index] = file
                    } catch {
                        problems.append(.init(path: jsonPath, reason: "\(label): \(error) (cell '\(compiled.path)')"))
                    }
                    continue
                } else if Self.isFilePath(contents), contents.unicodeScalars.contains("\0") {
                    // No file name holds a NUL: the system would open the path cut short there.
                    problems.append(.init(
                        path: jsonPath,
                        reason: "image path '\(contents.escapingControlCharacters)' contains the control character \\u{00}, "
                            + "which no file name holds (cell '\(compiled.path)')"))
                    continue
                } else if Self.isFilePath(contents) {
                    file = URL(fileURLWithPath: contents, relativeTo: folder).standardizedFileURL.path
                    label = "image \(file.escapingControlCharacters)"
                } else if let problem = Self.problem(withName: contents) {
                    problems.append(.init(
                        path: jsonPath,
                        reason: "texture name '\(contents.escapingControlCharacters)' \(problem): contents names an image "
                            + "NAME.png, .jpg or .jpeg beside the description, a built-in texture NAME.png directly in "
                            + "\(directory.path), or an image file by a path with '/' or '.' (cell '\(compiled.path)')"))
                    continue
                } else if let beside = Self.image(named: contents, in: folder) {
                    file = beside
                    label = "image \(file.escapingControlCharacters)"
                } else {
                    file = directory.appendingPathComponent(contents + ".png").path
                    label = "texture '\(contents)' (\(file.escapingControlCharacters))"
                }
                do {
                    try load(file)
                    files[layer][compiled.index] = file
                } catch {
                    problems.append(.init(path: jsonPath, reason: "\(label): \(error) (cell '\(compiled.path)')"))
                }
            }
        }
        if !problems.isEmpty { throw ConfigurationError(source: source, problems: problems) }
        let textures = program.layers.map { $0.cells.map { Self.filter(of: $0) == .nearest ? 1 : 0 } }
        let needsNearest = files.indices.contains { layer in
            files[layer].indices.contains { files[layer][$0] != nil && textures[layer][$0] == 1 }
        }
        let inUse = Set(files.joined().compactMap { $0 })
        if inUse != Set(placements.keys) || needsNearest != usesNearest {
            do {
                try rebuildAtlas(of: inUse, nearest: needsNearest)
            } catch {
                throw ConfigurationError(source: source, reason: "\(error)")
            }
        }
        return program.layers.indices.map { layer in
            program.layers[layer].cells.map { compiled in
                let cell = compiled.cell
                guard let file = files[layer][compiled.index], let image = images[file], let place = placements[file] else { return nil }
                let rect = SIMD4<Float>(cell.contentsRect)
                let size = SIMD2(Float(image.surface.pointee.w), Float(image.surface.pointee.h)) / Float(cell.contentsScale)
                return SpriteAppearance(
                    texture: textures[layer][compiled.index], size: size * SIMD2(rect.z, rect.w),
                    textureRect: [place.x + rect.x * place.z, place.y + rect.y * place.w, rect.z * place.z, rect.w * place.w])
            }
        }
    }

    /// The extensions an image named without one is looked up with, in order.
    static let imageExtensions = ["png", "jpg", "jpeg"]

    /// The image file `name` (no `/` or `.`) names in `folder`, as an asset catalog name
    /// names an image of the app: `NAME.png`, else `NAME.jpg`, else `NAME.jpeg`; nil when
    /// there is none.
    static func image(named name: String, in folder: URL) -> String? {
        imageExtensions.lazy.map { folder.appendingPathComponent("\(name).\($0)").path }
            .first { FileManager.default.fileExists(atPath: $0) }
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
        let magnified = abs(compiled.parameters.scale.value) > compiled.cell.contentsScale
        return magnified ? compiled.cell.magnificationFilter : compiled.cell.minificationFilter
    }

    /// Why `name` (no `/` or `.`: not a file path) cannot name a file directly in the
    /// textures folder, such as "contains '\'"; nil when it can. Backslashes and control
    /// characters are refused, so no name reaches outside the folder.
    static func problem(withName name: String) -> String? {
        if let control = name.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            return "contains the control character \(String(control).escapingControlCharacters)"
        }
        return name.contains("\\") ? "contains '\\'" : nil
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

    /// What the key of an image embedded in the description starts with: no file path does.
    static let embeddedPrefix = "embedded:"

    /// Reads and decodes the image file at `path` unless it is loaded and unchanged since.
    /// A file that changed and no longer loads throws, and the loaded image stays. An
    /// `embedded` image is decoded from those bytes, under the key `path`, with the same checks.
    private func load(_ path: String, embedded: Data? = nil) throws(ImageFileProblem) {
        let version = Self.version(ofFile: path)
        if let loaded = images[path], !version.isEmpty, loaded.version == version { return }
        let data: Data
        if let embedded {
            data = embedded
        } else {
            do {
                // Read as descriptions are: a regular file of at most 16 MiB, never a FIFO or a device.
                data = try EmitterLayer.contents(ofFile: path)
            } catch {
                throw .unreadable(reason: error.problems.map(\.reason).joined(separator: "; "))
            }
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

    /// Packs the images of `files` into a new atlas image, in shelves of decreasing height,
    /// for cells that use the nearest-filtered texture when `nearest`; images no longer in
    /// use are dropped. On error nothing changes.
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
        guard width <= Self.maximumAtlasSide, height <= Self.maximumAtlasSide else {
            throw SDLError(operation: "pack the images into one texture",
                           reason: "they need \(width) × \(height) pixels, more than \(Self.maximumAtlasSide) × \(Self.maximumAtlasSide)")
        }
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGBA32.rawValue) else {
            throw .last("create the texture atlas")
        }
        var packed = false
        defer { if !packed { SDL_FreeSurface(surface) } }
        var newPlacements: [String: SIMD4<Float>] = [:]
        for name in names {
            let image = images[name]!.surface
            let origin = origins[name]!
            var target = SDL_Rect(x: origin.x, y: origin.y, w: image.pointee.w, h: image.pointee.h)
            guard SDL_UpperBlit(image, nil, surface, &target) == 0 else { throw .last("pack image \(name)") }
            newPlacements[name] = SIMD4(Float(origin.x), Float(origin.y), Float(image.pointee.w), Float(image.pointee.h))
                / SIMD4(Float(width), Float(height), Float(width), Float(height))
        }
        if let atlas { SDL_FreeSurface(atlas) }
        atlas = surface
        packed = true
        atlasVersion += 1
        usesNearest = nearest
        placements = newPlacements
        atlasSize = SIMD2(Int(width), Int(height))
        for (name, image) in images where !files.contains(name) {
            SDL_FreeSurface(image.surface)
            images[name] = nil
        }
    }
}
