import Spindrift

/// What both window backends' particle renderers do alike: load a program's textures and
/// build its batch (``SceneRenderer`` on the SDL renderer, ``GLSceneRenderer`` on OpenGL).
protocol SceneDrawer: AnyObject {
    /// Loads the textures of `program`'s cells; on error the previous appearances stay.
    func prepare(for program: SceneProgram, source: String) throws(ConfigurationError)
    /// The textures, packed into the atlas.
    var textures: TextureLibrary { get }
    /// Builds the batches of `system`'s visible layers.
    func buildBatch(from system: SceneSystem)
    /// Each cell's path at the latest batch, by layer and cell.
    var drawingPaths: [[DrawingPath]] { get }
}

extension SceneRenderer: SceneDrawer {}
extension GLSceneRenderer: SceneDrawer {}

/// A window backend whose particles are drawn by one ``SceneDrawer``: preparing, watching
/// images and building batches go straight to it.
protocol SceneDrawingBackend: WindowBackend {
    associatedtype Drawer: SceneDrawer
    /// The particle renderer.
    var scene: Drawer { get }
}

extension SceneDrawingBackend {
    func prepare(for program: SceneProgram, source: String) throws(ConfigurationError) {
        try scene.prepare(for: program, source: source)
    }

    func imagesChanged() -> Bool {
        scene.textures.imagesChanged()
    }

    func buildBatch(from system: SceneSystem) {
        scene.buildBatch(from: system)
    }

    var drawingPaths: [[DrawingPath]] { scene.drawingPaths }
}
