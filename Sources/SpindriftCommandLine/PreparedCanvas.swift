import Foundation
import Spindrift
import SpindriftSDL

/// A canvas of `size` pixels on `backdrop` drawn by `renderer` (OpenGL for ``RendererChoice/gl``,
/// else SDL's software renderer; OpenGL GPU-resident where cells allow when `gpuResident`)
/// with every image of `program` loaded, relative to `source`: a canvas that does not open is
/// a graphics error (naming `--renderer gl` when OpenGL is what failed), an image that does
/// not load a configuration error naming it.
func preparedCanvas(
    size: SIMD2<Int>, renderer: RendererChoice, texturesDirectory: URL, backdrop: Backdrop = .nightSky, gpuResident: Bool = false,
    program: SceneProgram, source: String
) throws(CommandLineError) -> any FrameCanvas {
    let canvas: any FrameCanvas
    if renderer == .gl {
        do {
            let gl = try GLOffscreenRenderer(size: size, texturesDirectory: texturesDirectory, backdrop: backdrop)
            gl.gpuResident = gpuResident
            canvas = gl
        } catch {
            throw .openGLUnavailable(error)
        }
    } else {
        do {
            canvas = try OffscreenRenderer(size: size, texturesDirectory: texturesDirectory, backdrop: backdrop)
        } catch {
            throw .graphics(reason: error.description)
        }
    }
    do {
        try canvas.prepare(for: program, source: source)
    } catch {
        throw .configuration(error)
    }
    return canvas
}
