/// A straight stroke of the procedural textures, from `start` to `end`, in pixels.
struct TextureStroke {
    var start: SIMD2<Double>
    var end: SIMD2<Double>

    /// The distance in pixels from `point` to the nearest point of the stroke's centre line.
    func distance(to point: SIMD2<Double>) -> Double {
        let along = end - start
        let length = (along * along).sum()
        let fraction = length > 0 ? min(max(((point - start) * along).sum() / length, 0), 1) : 0
        let offset = point - (start + along * fraction)
        return (offset * offset).sum().squareRoot()
    }

    /// Opacity 0…1 at `distance` pixels from a stroke's centre line `halfWidth` pixels wide on
    /// each side, with a smoothstep edge `softness` pixels wide centred on the rim: enough
    /// antialiasing that nearest and linear sampling of a shrunk sprite agree.
    static func coverage(distance: Double, halfWidth: Double, softness: Double) -> Double {
        let edge = min(max((halfWidth + softness / 2 - distance) / softness, 0), 1)
        return edge * edge * (3 - 2 * edge)
    }
}
