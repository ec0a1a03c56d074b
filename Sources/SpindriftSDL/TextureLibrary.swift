import CSDL2
import Foundation
import Spindrift

/// The textures of one SDL renderer, loaded on demand from `NAME.png` files, and the
/// ``SpriteAppearance`` of each cell of a layer.
public final class TextureLibrary {
    /// The folder of the `NAME.png` files.
    public let directory: URL
    private let renderer: OpaquePointer
    private var textures: [OpaquePointer] = []
    private var sizes: [SIMD2<Float>] = []
    private var identifiers: [String: Int] = [:]

    /// An empty library for `renderer`, which must outlive it, reading from `directory`.
    init(renderer: OpaquePointer, directory: URL) {
        self.renderer = renderer
        self.directory = directory
    }

    deinit {
        for texture in textures { SDL_DestroyTexture(texture) }
    }

    /// The SDL texture with identifier `identifier`, as found in a ``SpriteAppearance``.
    func texture(_ identifier: Int) -> OpaquePointer { textures[identifier] }

    /// One appearance per top-level cell of `layer`: nil for cells that are disabled or have
    /// no contents. A texture that cannot be loaded is an error naming `source`, the cell's
    /// `contents` path and the file.
    public func appearances(for layer: EmitterLayer, source: String) throws(ConfigurationError) -> [SpriteAppearance?] {
        var result: [SpriteAppearance?] = []
        var problems: [ConfigurationError.Problem] = []
        for (index, cell) in layer.emitterCells.enumerated() {
            guard cell.enabled, let name = cell.contents else {
                result.append(nil)
                continue
            }
            do {
                let identifier = try load(name)
                let rect = SIMD4<Float>(cell.contentsRect)
                result.append(SpriteAppearance(
                    texture: identifier, size: sizes[identifier] * SIMD2(rect.z, rect.w), textureRect: rect))
            } catch {
                let label = cell.name.map { " (cell '\($0)')" } ?? ""
                problems.append(.init(path: "emitterCells[\(index)].contents", reason: "\(error)\(label)"))
                result.append(nil)
            }
        }
        if !problems.isEmpty { throw ConfigurationError(source: source, problems: problems) }
        return result
    }

    /// The identifier of the texture `name`, loading `directory/name.png` the first time.
    private func load(_ name: String) throws(SDLError) -> Int {
        if let identifier = identifiers[name] { return identifier }
        let path = directory.appendingPathComponent(name + ".png").path
        guard FileManager.default.fileExists(atPath: path) else {
            throw SDLError(operation: "load texture '\(name)'", reason: "\(path): No such file")
        }
        guard let surface = IMG_Load(path) else { throw .last("load texture \(path)") }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else {
            throw .last("create a texture from \(path)")
        }
        // Core Animation's default minification and magnification filter is linear.
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        textures.append(texture)
        sizes.append(SIMD2(Float(surface.pointee.w), Float(surface.pointee.h)))
        identifiers[name] = textures.count - 1
        return textures.count - 1
    }
}
