import Foundation
import Spindrift

// TEMPORARY (issue 10, branch issue10-gl): until the instance batch (branch issue10-batch)
// lands on main, the OpenGL path recovers one SpriteInstance per quad from today's four
// vertices. Removed when main's RenderBatch holds instances.
struct InstanceAdapter {
    /// One instance per quad of the latest batch; the first `count` are meaningful.
    private(set) var instances: [SpriteInstance] = []
    private(set) var count = 0

    /// Fills the instances from `batch`'s vertices (top-left, top-right, bottom-right,
    /// bottom-left of each quad): centre, half extents and rotation from the corners.
    mutating func fill(from batch: RenderBatch) {
        count = batch.quadCount
        if instances.count < count {
            instances = Array(repeating: SpriteInstance(
                centerX: 0, centerY: 0, halfWidth: 0, halfHeight: 0, rotation: 0,
                red: 0, green: 0, blue: 0, alpha: 0, u0: 0, v0: 0, u1: 0, v1: 0), count: max(count, instances.count * 2))
        }
        func unit(_ value: Float) -> UInt16 { UInt16(min(max(value, 0), 1) * 65535 + 0.5) }
        batch.vertices.withUnsafeBufferPointer { vertices in
            instances.withUnsafeMutableBufferPointer { instances in
                for quad in 0..<count {
                    let topLeft = vertices[quad * 4], topRight = vertices[quad * 4 + 1]
                    let bottomRight = vertices[quad * 4 + 2], bottomLeft = vertices[quad * 4 + 3]
                    let (ax, ay) = ((topRight.x - topLeft.x) / 2, (topRight.y - topLeft.y) / 2)
                    let (bx, by) = ((bottomLeft.x - topLeft.x) / 2, (bottomLeft.y - topLeft.y) / 2)
                    let halfWidth = (ax * ax + ay * ay).squareRoot(), halfHeight = (bx * bx + by * by).squareRoot()
                    let angle = halfWidth > 0 ? atan2(ay, ax) : atan2(-bx, by)
                    instances[quad] = SpriteInstance(
                        centerX: (topLeft.x + bottomRight.x) / 2, centerY: (topLeft.y + bottomRight.y) / 2,
                        halfWidth: halfWidth, halfHeight: halfHeight, rotation: angle == 0 ? 0 : angle,
                        red: topLeft.red, green: topLeft.green, blue: topLeft.blue, alpha: topLeft.alpha,
                        u0: unit(topLeft.u), v0: unit(topLeft.v), u1: unit(bottomRight.u), v1: unit(bottomRight.v))
                }
            }
        }
    }
}
