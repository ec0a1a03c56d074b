/// A Core Animation timing function (`CAMediaTimingFunction`): the cubic Bézier curve from
/// (0, 0) to (1, 1) with two control points, mapping an animation's progress (x, 0…1) to its
/// eased progress (y).
///
/// For a progress p, ``progress(_:)`` solves x(s) = p for the curve parameter s in 0…1 and
/// returns y(s), where x(s) = 3(1−s)²s·c1x + 3(1−s)s²·c2x + s³ and y likewise. Core Animation
/// requires the control points' x in 0…1 (so that x is monotonic and the solve has one
/// answer): they are clamped to 0…1 here (NaN as 0). Their y may be anything (overshoot, as
/// in Core Animation), limited to ±1e6 (NaN as 0) so that nothing overflows.
public struct TimingFunction: Hashable, Sendable {
    /// The first control point, (c1x, c1y): x in 0…1, both unitless fractions of progress.
    public let controlPoint1: SIMD2<Double>
    /// The second control point, (c2x, c2y): x in 0…1, both unitless fractions of progress.
    public let controlPoint2: SIMD2<Double>

    /// The curve with control points (c1x, c1y) and (c2x, c2y), unitless; x values clamped
    /// to 0…1, y values to ±1e6, NaN read as 0.
    public init(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        controlPoint1 = [Self.clampedX(c1x), Self.clampedY(c1y)]
        controlPoint2 = [Self.clampedX(c2x), Self.clampedY(c2y)]
    }

    /// Constant speed: (0, 0), (1, 1); progress unchanged.
    public static let linear = TimingFunction(0, 0, 1, 1)
    /// Starts slowly: (0.42, 0), (1, 1).
    public static let easeIn = TimingFunction(0.42, 0, 1, 1)
    /// Ends slowly: (0, 0), (0.58, 1).
    public static let easeOut = TimingFunction(0, 0, 0.58, 1)
    /// Starts and ends slowly: (0.42, 0), (0.58, 1).
    public static let easeInEaseOut = TimingFunction(0.42, 0, 0.58, 1)
    /// Core Animation's `default` curve: (0.25, 0.1), (0.25, 1).
    public static let `default` = TimingFunction(0.25, 0.1, 0.25, 1)

    /// The eased progress y(s) at progress `progress` (unitless; clamped to 0…1, NaN as 0),
    /// where s solves x(s) = progress: Newton's method, falling back to bisection of the
    /// bracket around the root whenever a Newton step leaves it or the slope vanishes, until
    /// the step is below 1e-14. Where x′(s) vanishes (a control x of 1 before one of 0, say),
    /// x(s) is flat and s is only as exact as the rounding of x allows (about 1e-5 there).
    /// A curve whose control points lie on the diagonal (``linear`` among them) returns the
    /// progress itself, which the solve would give to a few ulps.
    public func progress(_ progress: Double) -> Double {
        let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
        // On the diagonal y(s) is x(s), so y(s) = p wherever x(s) = p.
        if p == 0 || p == 1 || isIdentity { return p }
        let s = parameter(forX: p)
        return Self.bezier(s, controlPoint1.y, controlPoint2.y)
    }

    /// Whether the eased progress is the progress: each control point's y equals its x.
    package var isIdentity: Bool { controlPoint1.x == controlPoint1.y && controlPoint2.x == controlPoint2.y }

    /// The curve parameter s in 0…1 with x(s) = `x` (`x` in 0…1), to 1e-14 in s or to the
    /// rounding of x(s) where x′(s) vanishes.
    func parameter(forX x: Double) -> Double {
        let c1 = controlPoint1.x, c2 = controlPoint2.x
        var low = 0.0, high = 1.0
        var s = x
        for _ in 0..<200 {
            let value = Self.bezier(s, c1, c2) - x
            if value == 0 { return s }
            if value < 0 { low = s } else { high = s }
            let slope = Self.bezierSlope(s, c1, c2)
            var next = slope > 0 ? s - value / slope : .nan
            // Newton only while it stays strictly inside the bracket; bisection otherwise.
            if !(next > low && next < high) { next = (low + high) / 2 }
            if abs(next - s) <= 1e-14 || high - low <= 1e-14 { return next }
            s = next
        }
        return s
    }

    /// 3(1−s)²s·a + 3(1−s)s²·b + s³.
    static func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * a + 3 * r * s * s * b + s * s * s
    }

    /// The derivative of ``bezier(_:_:_:)`` in s: 3(1−s)²·a + 6(1−s)s·(b − a) + 3s²·(1 − b).
    static func bezierSlope(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * a + 6 * r * s * (b - a) + 3 * s * s * (1 - b)
    }

    private static func clampedX(_ x: Double) -> Double { x.isNaN ? 0 : min(max(x, 0), 1) }
    private static func clampedY(_ y: Double) -> Double { y.isNaN ? 0 : min(max(y, -1e6), 1e6) }
}
