import Foundation

/// Writing one cell's quads as ``ChunkedWork``: particle n as quad ``firstQuad`` + n, or,
/// with ``sortedKeys``, at every position whose key's place falls in ``places``. One per
/// batch, refilled for every cell.
final class QuadWork: ChunkedWork, @unchecked Sendable {
    // Set before a run, read only during it; each chunk writes only its own quads.
    var columns: ParticleColumns?
    var output: UnsafeMutableBufferPointer<SpriteVertex>?
    var appearance = SpriteAppearance(texture: 0, size: .zero)
    var firstQuad = 0
    var sortedKeys: UnsafeBufferPointer<UInt64>?
    var places: Range<UInt64> = 0..<0
    /// The local time and the cell's acceleration, for positions in closed form.
    var now = 0.0
    var acceleration = SIMD3<Float>.zero

    func runChunk(_ quads: Range<Int>) {
        guard let columns, let output else { return }
        let motion = Motion(now: now, acceleration: acceleration)
        if let keys = sortedKeys {
            for position in quads {
                let place = keys[position] & 0xFFFF_FFFF
                guard places.contains(place) else { continue }
                writeQuad(
                    particle: Int(place - places.lowerBound), of: columns, motion: motion, appearance: appearance,
                    into: output, at: position)
            }
        } else {
            for n in quads {
                writeQuad(particle: n, of: columns, motion: motion, appearance: appearance, into: output, at: firstQuad + n)
            }
        }
    }
}

/// When positions are evaluated, and under which acceleration.
private struct Motion {
    let now: Double
    let acceleration: SIMD3<Float>
}

/// Writes the quad of particle `i` as quad `quad` of `output`: centred on the particle,
/// scale × the appearance's size (a negative scale negates the corners), rotated, tinted.
@inline(__always)
private func writeQuad(
    particle i: Int, of columns: ParticleColumns, motion: Motion, appearance: SpriteAppearance,
    into output: UnsafeMutableBufferPointer<SpriteVertex>, at quad: Int
) {
    let s = columns[.scale][i]
    let half = appearance.size / 2 * s
    let angle = columns[.rotation][i]
    let (sine, cosine) = angle == 0 ? (Float(0), Float(1)) : (sin(angle), cos(angle))
    // Corner offsets (±half.x, ±half.y) rotated by the angle.
    let ax = cosine * half.x, ay = sine * half.x
    let bx = -sine * half.y, by = cosine * half.y
    let age = columns.age(of: i, at: motion.now)
    let cx = columns.coordinate(.originX, .initialVelocityX, acceleration: motion.acceleration.x, of: i, age: age)
    let cy = columns.coordinate(.originY, .initialVelocityY, acceleration: motion.acceleration.y, of: i, age: age)
    let r = channel(columns[.red][i]), g = channel(columns[.green][i])
    let b = channel(columns[.blue][i]), a = channel(columns[.alpha][i])
    let rect = appearance.textureRect
    let u0 = rect.x, u1 = rect.x + rect.z
    let v0 = rect.y, v1 = rect.y + rect.w
    let base = quad * 4
    output[base] = SpriteVertex(x: cx - ax - bx, y: cy - ay - by, red: r, green: g, blue: b, alpha: a, u: u0, v: v0)
    output[base + 1] = SpriteVertex(x: cx + ax - bx, y: cy + ay - by, red: r, green: g, blue: b, alpha: a, u: u1, v: v0)
    output[base + 2] = SpriteVertex(x: cx + ax + bx, y: cy + ay + by, red: r, green: g, blue: b, alpha: a, u: u1, v: v1)
    output[base + 3] = SpriteVertex(x: cx - ax + bx, y: cy - ay + by, red: r, green: g, blue: b, alpha: a, u: u0, v: v1)
}

/// A colour component 0…1 as 0…255, rounded.
@inline(__always)
private func channel(_ value: Float) -> UInt8 {
    UInt8(min(max(value, 0), 1) * 255 + 0.5)
}
