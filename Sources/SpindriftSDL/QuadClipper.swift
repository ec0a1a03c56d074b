import CSDL2

/// Cuts quads too large for SDL (see ``GeometryLimits``) to the target, into triangles that
/// each lie in one tile of it (usually the whole target is one tile), interpolating
/// position, colour and texture coordinate along the cuts; what falls outside is dropped.
///
/// Its buffers are kept between frames: once they have grown, cutting allocates nothing.
struct QuadClipper {
    /// The triangles' vertices so far.
    private(set) var vertices: [SDL_Vertex] = []
    /// Three indices into ``vertices`` per triangle.
    private(set) var indices: [Int32] = []
    /// The polygon being clipped and the result of clipping it by one edge (at most 8
    /// corners: a quad cut by the 4 sides of a tile).
    private var polygon: [SDL_Vertex] = []
    private var clipped: [SDL_Vertex] = []

    /// An empty clipper.
    init() {
        polygon.reserveCapacity(16)
        clipped.reserveCapacity(16)
    }

    /// Whether no triangle is waiting.
    var isEmpty: Bool { indices.isEmpty }

    /// Forgets the triangles, keeping the storage.
    mutating func removeAll() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }

    /// Adds the part inside the target of the convex quad of the four vertices at `quad`,
    /// in tiles of `limits` starting at the target's top left corner.
    mutating func add(_ quad: UnsafePointer<SDL_Vertex>, limits: GeometryLimits) {
        var low = SIMD2(quad[0].position.x, quad[0].position.y), high = low
        for corner in 1..<4 {
            let point = SIMD2(quad[corner].position.x, quad[corner].position.y)
            low = pointwiseMin(low, point)
            high = pointwiseMax(high, point)
        }
        low = pointwiseMax(low, .zero)
        high = pointwiseMin(high, limits.target)
        guard all(low .< high) else { return }
        let tile = limits.tile(for: quad)
        let first = SIMD2<Int>((low / tile).rounded(.down))
        let last = SIMD2<Int>((high / tile).rounded(.up))
        for row in first.y..<max(first.y + 1, last.y) {
            for column in first.x..<max(first.x + 1, last.x) {
                let corner = SIMD2(Float(column), Float(row)) * tile
                let cell = (low: pointwiseMax(corner, .zero), high: pointwiseMin(corner + tile, limits.target))
                guard all(cell.low .< cell.high) else { continue }
                polygon.removeAll(keepingCapacity: true)
                for index in 0..<4 { polygon.append(quad[index]) }
                clip(axis: 0, bound: cell.low.x, keepAbove: true)
                clip(axis: 0, bound: cell.high.x, keepAbove: false)
                clip(axis: 1, bound: cell.low.y, keepAbove: true)
                clip(axis: 1, bound: cell.high.y, keepAbove: false)
                guard polygon.count >= 3 else { continue }
                // A fan: the polygon is convex, being a convex quad cut by half-planes.
                let base = Int32(vertices.count)
                vertices.append(contentsOf: polygon)
                for index in 1..<Int32(polygon.count - 1) {
                    indices.append(base)
                    indices.append(base + index)
                    indices.append(base + index + 1)
                }
            }
        }
    }

    /// Keeps the part of ``polygon`` on one side of the line `coordinate[axis] == bound`.
    private mutating func clip(axis: Int, bound: Float, keepAbove: Bool) {
        guard !polygon.isEmpty else { return }
        func distance(_ vertex: SDL_Vertex) -> Float {
            let value = axis == 0 ? vertex.position.x : vertex.position.y
            return keepAbove ? value - bound : bound - value
        }
        clipped.removeAll(keepingCapacity: true)
        var previous = polygon[polygon.count - 1]
        var previousDistance = distance(previous)
        for vertex in polygon {
            let vertexDistance = distance(vertex)
            if (vertexDistance >= 0) != (previousDistance >= 0) {
                var crossing = Self.interpolate(previous, vertex, previousDistance / (previousDistance - vertexDistance))
                // Exactly on the cut, so that neighbouring tiles share their edges.
                if axis == 0 { crossing.position.x = bound } else { crossing.position.y = bound }
                clipped.append(crossing)
            }
            if vertexDistance >= 0 { clipped.append(vertex) }
            previous = vertex
            previousDistance = vertexDistance
        }
        swap(&polygon, &clipped)
    }

    /// The vertex a fraction `t` of the way from `a` to `b`.
    private static func interpolate(_ a: SDL_Vertex, _ b: SDL_Vertex, _ t: Float) -> SDL_Vertex {
        func mix(_ x: Float, _ y: Float) -> Float { x + (y - x) * t }
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8(min(255, max(0, mix(Float(x), Float(y)).rounded()))) }
        return SDL_Vertex(
            position: SDL_FPoint(x: mix(a.position.x, b.position.x), y: mix(a.position.y, b.position.y)),
            color: SDL_Color(r: mix(a.color.r, b.color.r), g: mix(a.color.g, b.color.g),
                             b: mix(a.color.b, b.color.b), a: mix(a.color.a, b.color.a)),
            tex_coord: SDL_FPoint(x: mix(a.tex_coord.x, b.tex_coord.x), y: mix(a.tex_coord.y, b.tex_coord.y)))
    }
}
