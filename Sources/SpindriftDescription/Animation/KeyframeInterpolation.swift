/// The values of a `CAKeyframeAnimation` as a function of its progress: `values` (vectors of
/// 1–4 components, in the animated property's units), `keyTimes` (fractions of the
/// duration), a ``CalculationMode`` and per-segment timing functions.
///
/// Built by a throwing initialiser that checks the inputs (see
/// ``init(values:keyTimes:calculationMode:timingFunctions:timingFunction:isAdditive:isCumulative:)``);
/// evaluation never fails. Vectors are `SIMD4<Double>` whose lanes past ``componentCount``
/// are 0.
///
/// ``value(at:)`` first eases the whole progress with ``timingFunction`` (clamped to 0…1),
/// then finds the segment between key times and its local progress, eased by that segment's
/// entry in ``timingFunctions``:
/// - `linear`: v_i + (v_{i+1} − v_i) × local progress.
/// - `discrete`: v_i from key time i until key time i + 1 (n + 1 key times; the last value
///   also at progress 1).
/// - `paced`: linear with key times recomputed as the cumulative distance (Euclidean, over
///   all components) divided by the total; the given key times and timing functions ignored.
/// - `cubic`: the cubic Hermite segment between v_i and v_{i+1} with Catmull-Rom tangents
///   m_i = (v_{i+1} − v_{i−1}) / 2 in each segment's local progress (Kochanek–Bartels with
///   tension, continuity and bias 0); the end tangents repeat the end value (m_0 =
///   (v_1 − v_0) / 2, m_{n−1} = (v_{n−1} − v_{n−2}) / 2).
/// - `cubicPaced`: the same curve (segments of equal parameter length) at constant speed:
///   progress maps to arc length through a table of 256 chords per segment (arc length
///   accurate to about 1e-5 of the total for smooth curves; past 1,024 segments, 2^18
///   chords shared between them, at least one each); key times and timing functions ignored.
///
/// With a path (`CAKeyframeAnimation.path`) the values are the path's points (its start, then
/// each segment's end) and each segment is one keyframe span: `linear` and `cubic` run
/// along the segment's own curve (de Casteljau at the eased local progress: the path says
/// the curve, so `cubic` adds no spline of its own), `discrete` jumps between the points,
/// and `paced` and `cubicPaced` run along the whole path at constant speed by the
/// arc-length table (256 chords a segment; the chord sum falls short of the length by about
/// θ²/24 of it, θ the turn across one chord, so by less than 1e-5 for a segment without a
/// cusp that turns at most half a turn), a move between subpaths taking no time.
public struct KeyframeInterpolation: Hashable, Sendable {
    /// The values, in the property's units; lanes past ``componentCount`` are 0.
    public let values: [SIMD4<Double>]
    /// Components per value, 1…4.
    public let componentCount: Int
    /// The key times in use, fractions of the duration ascending from 0 to 1: as given, or
    /// evenly spaced when none were, or (paced) recomputed from distances; n + 1 of them for
    /// `discrete`; unused by `cubicPaced`.
    public let keyTimes: [Double]
    /// How values are interpolated.
    public let calculationMode: CalculationMode
    /// One per segment (n − 1), applied to the segment's local progress; all linear when none
    /// were given or the mode ignores them.
    public let timingFunctions: [TimingFunction]
    /// Applied first, to the whole progress.
    public var timingFunction: TimingFunction
    /// Whether ``value(at:iteration:autoreverses:modelValue:)`` adds the model value.
    public var isAdditive: Bool
    /// Whether each repeat cycle builds on the end of the previous one.
    public var isCumulative: Bool
    /// The path's segments, one per keyframe span; empty without a path.
    public let segments: [PathSegment]
    /// `cubicPaced`, or a path's paced modes: arc length (in value units) from the start to sample j, at curve
    /// parameter j / (chords per segment) (in segments).
    package let arcLengths: [Double]
    /// Chords per segment of a short spline's arc-length table.
    static let samplesPerSegment = 256
    /// The most chords an arc-length table holds past ``samplesPerSegment`` × its segments:
    /// a long spline gets fewer chords per segment (at least one), so a table costs memory
    /// and time in proportion to what evaluation needs rather than 2 KB a keyframe.
    static let maximumChords = 1 << 18

    /// Chords per segment in the arc-length table of a spline of `segments` segments.
    static func chordsPerSegment(segments: Int) -> Int {
        max(1, min(samplesPerSegment, maximumChords / max(segments, 1)))
    }
}
