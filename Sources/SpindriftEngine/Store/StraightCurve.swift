import SpindriftDescription

/// A curve whose values run straight between its key times (`linear` or `paced`, no path,
/// every timing function linear), prepared to be read at many progresses: its key times,
/// values and each segment's change in flat tables, so that a reading is a search of the key
/// times and one multiply-add, to the same bits as ``KeyframeInterpolation/value(at:)``.
///
/// A class that owns its tables: what holds it (a cell's ``LifeCurves``, read for every
/// particle drawn) reads them without retaining arrays or copying the curve.
package final class StraightCurve: @unchecked Sendable {
    /// Key times up to which a reading counts those at or below its progress rather than
    /// search them.
    static let countedKeyTimes = 16
    /// Values (n ≥ 1) and key times (n) of the curve.
    private let count: Int
    private let keyTimes: UnsafeMutablePointer<Double>
    private let values: UnsafeMutablePointer<SIMD4<Double>>
    /// values[i + 1] − values[i], for each of the n − 1 segments.
    private let changes: UnsafeMutablePointer<SIMD4<Double>>

    /// `curve` prepared, or nil when it does not run straight between its key times.
    package init?(_ curve: KeyframeInterpolation) {
        guard curve.calculationMode == .linear || curve.calculationMode == .paced, curve.segments.isEmpty,
            curve.timingFunction.isIdentity, curve.timingFunctions.allSatisfy(\.isIdentity)
        else { return nil }
        count = curve.values.count
        keyTimes = .allocate(capacity: count)
        keyTimes.initialize(from: curve.keyTimes, count: count)
        values = .allocate(capacity: count)
        values.initialize(from: curve.values, count: count)
        changes = .allocate(capacity: max(count - 1, 1))
        for segment in 0..<(count - 1) { (changes + segment).initialize(to: curve.values[segment + 1] - curve.values[segment]) }
    }

    deinit {
        keyTimes.deallocate()
        values.deallocate()
        changes.deallocate()
    }

    /// ``value(at:)`` at eight progresses at once, a vector of eight lanes per component, to
    /// the same bits lane by lane: on a short curve each segment's key times and values are
    /// chosen in the lanes whose progress has reached its start (the key times ascend, so the
    /// last segment chosen is the one ``value(at:)`` finds), with no lane read on its own.
    @inline(__always)
    package func lanes(at progress: SIMD8<Double>) -> CurveLanes {
        guard count > 1, count <= Self.countedKeyTimes else {
            var lanes = CurveLanes(repeating: values[0])
            guard count > 1 else { return lanes }
            for lane in 0..<SIMD8<Double>.scalarCount {
                let value = value(at: progress[lane])
                (lanes.x[lane], lanes.y[lane], lanes.z[lane], lanes.w[lane]) = (value.x, value.y, value.z, value.w)
            }
            return lanes
        }
        let p = unitClamped(progress)
        // Progress and key times are in 0…1 (never −0 once clamped), where bits order as values.
        let progressBits = p.magnitudeBits
        var start = SIMD8(repeating: keyTimes[0]), end = SIMD8(repeating: keyTimes[1])
        var first = CurveLanes(repeating: values[0]), change = CurveLanes(repeating: changes[0])
        for key in 1..<(count - 1) {
            // All ones where keyTimes[key] ≤ p: not p < keyTimes[key].
            let reached = ~progressBits.below(SIMD8(repeating: keyTimes[key]).magnitudeBits)
            start = start.replacing(with: SIMD8(repeating: keyTimes[key]), chosenBy: reached)
            end = end.replacing(with: SIMD8(repeating: keyTimes[key + 1]), chosenBy: reached)
            first.replace(with: values[key], chosenBy: reached)
            change.replace(with: changes[key], chosenBy: reached)
        }
        // 1 in a segment of no length (end ≤ start).
        let local = SIMD8<Double>(repeating: 1).replacing(with: (p - start) / (end - start), chosenBy: start.magnitudeBits.below(end.magnitudeBits))
        let eased = unitClamped(local)
        return CurveLanes(x: first.x + change.x * eased, y: first.y + change.y * eased, z: first.z + change.z * eased, w: first.w + change.w * eased)
    }

    /// The curve's value at `progress` (clamped to 0…1, NaN as 0), as
    /// ``KeyframeInterpolation/value(at:)`` finds it: the segment by key time, its local
    /// progress (1 in a segment of no length), the value there.
    @inline(__always)
    package func value(at progress: Double) -> SIMD4<Double> {
        let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
        guard count > 1 else { return values[0] }
        // The largest segment i ≤ n − 2 with keyTimes[i] ≤ p (0 when none is): the key times
        // at or below p counted, without a branch, on a short curve (ages come in no order,
        // and a search's branches would each be a guess); searched on a long one.
        var low = 0
        if count <= Self.countedKeyTimes {
            for key in 1..<(count - 1) { low &+= keyTimes[key] <= p ? 1 : 0 }
        } else {
            var high = count - 2
            while low < high {
                let middle = (low + high + 1) / 2
                if keyTimes[middle] <= p { low = middle } else { high = middle - 1 }
            }
        }
        let start = keyTimes[low], end = keyTimes[low + 1]
        let local = end > start ? (p - start) / (end - start) : 1
        // A linear timing function's progress: the local progress clamped, NaN as 0.
        let eased = local.isNaN ? 0 : min(max(local, 0), 1)
        return values[low] + changes[low] * eased
    }
}

/// A curve's values at eight progresses, a vector of eight lanes per component.
package struct CurveLanes {
    package var x, y, z, w: SIMD8<Double>

    package init(x: SIMD8<Double>, y: SIMD8<Double>, z: SIMD8<Double>, w: SIMD8<Double>) {
        (self.x, self.y, self.z, self.w) = (x, y, z, w)
    }

    /// `value` in every lane.
    package init(repeating value: SIMD4<Double>) {
        self.init(x: SIMD8(repeating: value.x), y: SIMD8(repeating: value.y), z: SIMD8(repeating: value.z), w: SIMD8(repeating: value.w))
    }

    /// `value` in the lanes `mask` chooses (``SIMD8/replacing(with:chosenBy:)``).
    @inline(__always)
    mutating func replace(with value: SIMD4<Double>, chosenBy mask: SIMD8<Int64>) {
        x = x.replacing(with: SIMD8(repeating: value.x), chosenBy: mask)
        y = y.replacing(with: SIMD8(repeating: value.y), chosenBy: mask)
        z = z.replacing(with: SIMD8(repeating: value.z), chosenBy: mask)
        w = w.replacing(with: SIMD8(repeating: value.w), chosenBy: mask)
    }
}

/// Each lane as `value.isNaN ? 0 : min(max(value, 0), 1)` gives it (−0 and every negative
/// value as +0, +∞ as 1), by integer arithmetic on the lanes' bits
/// (``SIMD8/replacing(with:chosenBy:)``).
@inline(__always)
private func unitClamped(_ value: SIMD8<Double>) -> SIMD8<Double> {
    let bits = unsafeBitCast(value, to: SIMD8<Int64>.self)
    let oneBits = SIMD8<Int64>(repeating: Int64(bitPattern: 1.0.bitPattern))
    let infinityBits = SIMD8<Int64>(repeating: Int64(bitPattern: Double.infinity.bitPattern))
    // All ones where the sign is set, where a positive value is above 1 (∞ and NaN too), and
    // where it is NaN; what the wrapped differences give for negative values is overridden.
    let negative = bits &>> 63, aboveOne = (oneBits &- bits) &>> 63, notANumber = (infinityBits &- bits) &>> 63
    let clamped = value.replacing(with: SIMD8(repeating: 1), chosenBy: aboveOne)
    return clamped.replacing(with: SIMD8(), chosenBy: notANumber | negative)
}
