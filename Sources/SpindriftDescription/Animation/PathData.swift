import Foundation

/// A `CAKeyframeAnimation` path written as SVG path data (`M 0 0 L 100 0 Q 150 50 100 100 Z`),
/// resolved to absolute coordinates: the elements a `CGMutablePath` is built from, and the
/// segments the animation runs along.
///
/// Commands: `M`/`m` move, `L`/`l` line, `C`/`c` cubic Bézier, `Q`/`q` quadratic Bézier,
/// `Z`/`z` close; lowercase coordinates are relative to the current point. Numbers are
/// separated by spaces, commas or their own signs (`M10-5`); a command's coordinates may
/// repeat without repeating the letter, a move's extra pairs being lines, as SVG says.
/// `Z` draws a line back to the subpath's start (even when it is already there) and makes
/// that the current point.
public struct PathData: Hashable, Sendable {
    /// The most elements a path may have: far more than a drawn path needs, few enough that
    /// reading and tabulating one stays quick (a description reads its paths more than once).
    public static let maximumElements = 65_536

    /// The path's elements in absolute coordinates (points), in order.
    public let elements: [PathElement]

    /// The path `text` says, or an ``AnimationInputError`` at `path` naming the first
    /// character it cannot read by its offset (in characters from 0).
    public init(parsing text: String) throws(AnimationInputError) {
        var reader = PathReader(text)
        elements = try reader.elements()
    }

    /// The segments the animation runs along, one per element after the moves: a move starts
    /// the next segment somewhere else (the animation jumps there).
    public var segments: [PathSegment] {
        var segments: [PathSegment] = []
        var current = SIMD2<Double>.zero, start = SIMD2<Double>.zero
        for element in elements {
            switch element {
            case .move(let point):
                current = point
                start = point
                continue
            case .line(let end): segments.append(PathSegment(points: [current, end]))
            case .quadCurve(let control, let end): segments.append(PathSegment(points: [current, control, end]))
            case .curve(let control1, let control2, let end):
                segments.append(PathSegment(points: [current, control1, control2, end]))
            case .close: segments.append(PathSegment(points: [current, start]))
            }
            current = segments[segments.count - 1].points.last!
        }
        return segments
    }

    /// The point where the path starts: its first move's.
    public var start: SIMD2<Double> {
        if case .move(let point) = elements.first { return point }
        return .zero
    }
}

/// One element of a path, as `CGMutablePath` adds it, in absolute coordinates (points).
public enum PathElement: Hashable, Sendable {
    /// `move(to:)`: starts a subpath.
    case move(SIMD2<Double>)
    /// `addLine(to:)`.
    case line(SIMD2<Double>)
    /// `addQuadCurve(to:control:)`.
    case quadCurve(control: SIMD2<Double>, end: SIMD2<Double>)
    /// `addCurve(to:control1:control2:)`.
    case curve(control1: SIMD2<Double>, control2: SIMD2<Double>, end: SIMD2<Double>)
    /// `closeSubpath()`: a line back to the subpath's start.
    case close
}

/// One Bézier segment of a path: its control points from start to end (2 for a line, 3 for a
/// quadratic, 4 for a cubic), evaluated exactly by de Casteljau's construction.
public struct PathSegment: Hashable, Sendable {
    /// Start, controls, end, in points.
    public let points: [SIMD2<Double>]

    /// The point at curve parameter `t` (0 at the start, 1 at the end).
    public func point(at t: Double) -> SIMD2<Double> {
        Self.deCasteljau(points, t)
    }

    /// The derivative with respect to `t` at `t`: the degree times the de Casteljau point of
    /// the control points' differences.
    public func derivative(at t: Double) -> SIMD2<Double> {
        let differences = zip(points.dropFirst(), points).map { $0 - $1 }
        return Double(differences.count) * Self.deCasteljau(differences, t)
    }

    /// The direction of travel at `t`, in radians from +x toward +y: the derivative's, or
    /// where it vanishes (a control point on an end), the direction from the start toward the
    /// first other control point (at t < 1/2) or from the last other one toward the end;
    /// 0 for a segment of one point.
    public func tangentAngle(at t: Double) -> Double {
        var direction = derivative(at: t)
        if direction == .zero {
            let distinct = t < 0.5
                ? points.first(where: { $0 != points[0] }).map { $0 - points[0] }
                : points.last(where: { $0 != points[points.count - 1] }).map { points[points.count - 1] - $0 }
            direction = distinct ?? .zero
        }
        return direction == .zero ? 0 : atan2(direction.y, direction.x)
    }

    private static func deCasteljau(_ points: [SIMD2<Double>], _ t: Double) -> SIMD2<Double> {
        var level = points
        while level.count > 1 {
            for index in 0..<(level.count - 1) { level[index] = level[index] + (level[index + 1] - level[index]) * t }
            level.removeLast()
        }
        return level[0]
    }
}

/// Reads SVG path data a byte at a time: everything it accepts is ASCII, so the first other
/// byte is an error, and offsets up to it count characters as well as bytes. (Reading
/// `Character`s asks Unicode for each one's properties: a path of a megabyte took seconds,
/// and a description parses its paths more than once.)
private struct PathReader {
    let text: String
    let bytes: [UInt8]
    var offset = 0

    init(_ text: String) {
        self.text = text
        bytes = Array(text.utf8)
    }

    /// A rejection at the current offset.
    func failure(_ what: String) -> AnimationInputError {
        AnimationInputError(path: "path", reason: "\(what) at offset \(offset) in SVG path data")
    }

    /// What is at the current offset, as a message quotes it: the whole character there.
    var found: String {
        guard offset < bytes.count else { return "the end" }
        let character = String(decoding: bytes[offset...].prefix(4), as: UTF8.self).first ?? "\u{FFFD}"
        return "'\(String(character).escapingControlCharacters)'"
    }

    /// The byte at the current offset as a character, when it is ASCII.
    var current: Character? {
        offset < bytes.count && bytes[offset] < 0x80 ? Character(Unicode.Scalar(bytes[offset])) : nil
    }

    mutating func skipSeparators() {
        // SVG's white space (space, tab, line feed, form feed, carriage return) and commas.
        while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0C, 0x0D, 0x2C].contains(bytes[offset]) { offset += 1 }
    }

    mutating func elements() throws(AnimationInputError) -> [PathElement] {
        skipSeparators()
        guard offset < bytes.count else { throw AnimationInputError(path: "path", reason: "SVG path data is empty") }
        var elements: [PathElement] = []
        var current = SIMD2<Double>.zero, start = SIMD2<Double>.zero
        var command: Character?
        while true {
            skipSeparators()
            guard offset < bytes.count else { return elements }
            guard elements.count < PathData.maximumElements else {
                throw failure("more than \(PathData.maximumElements) elements")
            }
            guard let character = self.current else { throw failure("unexpected \(found)") }
            if character.isLetter {
                guard "MmLlCcQqZz".contains(character) else {
                    guard "HhVvSsTtAa".contains(character) else { throw failure("unexpected \(found)") }
                    throw failure("unsupported command '\(character)' (supported: M, L, C, Q, Z and their lowercase forms)")
                }
                if command == nil, character != "M", character != "m" { throw failure("expected 'M' or 'm' (got \(found))") }
                command = character
                offset += 1
            } else if command == nil {
                throw failure("expected 'M' or 'm' (got \(found))")
            } else if command == "Z" || command == "z" || !Self.startsNumber(character) {
                throw failure("unexpected \(found)")
            }
            let relative = command!.isLowercase
            let origin = relative ? current : .zero
            switch command!.uppercased() {
            case "M":
                current = origin + (try point())
                start = current
                elements.append(.move(current))
                command = relative ? "l" : "L"
            case "L":
                current = origin + (try point())
                elements.append(.line(current))
            case "Q":
                let control = origin + (try point())
                current = origin + (try point())
                elements.append(.quadCurve(control: control, end: current))
            case "C":
                let control1 = origin + (try point())
                let control2 = origin + (try point())
                current = origin + (try point())
                elements.append(.curve(control1: control1, control2: control2, end: current))
            default:
                elements.append(.close)
                current = start
            }
        }
    }

    static func startsNumber(_ character: Character) -> Bool {
        character.isASCII && (character.isNumber || "+-.".contains(character))
    }

    mutating func point() throws(AnimationInputError) -> SIMD2<Double> {
        let x = try number()
        return [x, try number()]
    }

    /// A number: sign, digits with at most one point, an optional exponent.
    mutating func number() throws(AnimationInputError) -> Double {
        skipSeparators()
        let begin = offset
        func isByte(_ options: StaticString) -> Bool {
            guard offset < bytes.count else { return false }
            return UnsafeBufferPointer(start: options.utf8Start, count: options.utf8CodeUnitCount).contains(bytes[offset])
        }
        func digits() -> Int {
            let first = offset
            while offset < bytes.count, (0x30...0x39).contains(bytes[offset]) { offset += 1 }
            return offset - first
        }
        if isByte("+-") { offset += 1 }
        var count = digits()
        if isByte(".") {
            offset += 1
            count += digits()
        }
        guard count > 0 else {
            offset = begin
            throw failure("expected a number (got \(found))")
        }
        if isByte("eE") {
            let mark = offset
            offset += 1
            if isByte("+-") { offset += 1 }
            if digits() == 0 { offset = mark }
        }
        let text = String(decoding: bytes[begin..<offset], as: UTF8.self)
        guard let value = Double(text), value.isFinite, abs(value) <= Double(Float.greatestFiniteMagnitude) else {
            offset = begin
            throw failure("number '\(text)' beyond ±3.4e38")
        }
        return value
    }
}
