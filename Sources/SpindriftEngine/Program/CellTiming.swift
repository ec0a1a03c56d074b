/// A cell's `CAMediaTiming`, mapping its parent's time (the layer's local time for a
/// top-level cell, the parent particle's age for a sub-cell) to the cell's emission time.
///
/// The cell emits while the parent time is inside its active window, from ``beginTime`` for
/// the active duration (``duration`` × repeats, or ``repeatDuration``, doubled by
/// ``autoreverses``, in cell seconds, so ÷ ``speed`` in parent seconds; forever when
/// ``duration`` and ``repeatDuration`` are 0). Births are evenly spaced in emission time
/// e = (t − beginTime) × speed + timeOffset, at e = k / rate for k ≥ 1 after the window opens:
/// a repeat continues the same even spacing.
package struct CellTiming: Equatable, Sendable {
    /// Parent time at which the window opens, in seconds.
    package var beginTime: Double
    /// Cell seconds per parent second.
    package var speed: Double
    /// Emission time at the window's opening, in seconds.
    package var timeOffset: Double
    /// Length of the active window in cell seconds (infinite when unbounded).
    package var activeSpan: Double

    /// The timing of `cell`.
    package init(cell: EmitterCell) {
        beginTime = cell.beginTime
        speed = cell.speed
        timeOffset = cell.timeOffset
        let iteration = cell.duration * (cell.autoreverses ? 2 : 1)
        if cell.repeatDuration > 0 {
            activeSpan = cell.repeatDuration
        } else if cell.duration > 0 {
            activeSpan = iteration * max(1, cell.repeatCount)
        } else {
            activeSpan = .infinity
        }
    }

    /// Parent time at which the window closes (infinite when it never does).
    package var endTime: Double {
        speed > 0 ? beginTime + activeSpan / speed : .infinity
    }

    /// Emission time at parent time `time`: constant before the window and after it (the
    /// window's end is included: a birth due exactly then happens).
    package func emissionTime(at time: Double) -> Double {
        // Past the end, the span itself: (end − begin) × speed can round below it.
        guard time < endTime else { return activeSpan + timeOffset }
        return (max(time, beginTime) - beginTime) * speed + timeOffset
    }

    /// ``emissionTime(at:)`` of eight parent times, lane by lane with the same operations, so
    /// that each lane is bit for bit the scalar's.
    @inline(__always)
    func emissionTime(at time: SIMD8<Double>) -> SIMD8<Double> {
        // Swift's max(time, beginTime) is beginTime where beginTime ≥ time, else time.
        let inside = (time.replacing(with: beginTime, where: time .<= beginTime) - beginTime) * speed + timeOffset
        return inside.replacing(with: activeSpan + timeOffset, where: .!(time .< endTime))
    }

    /// Emission time at the window's opening, from which births count; births are at
    /// emission times above it and above 0.
    package var emissionStart: Double { max(timeOffset, 0) }

    /// The parent time at emission time `emission` inside the window (speed above 0), for
    /// one emission time or eight ((emission − timeOffset) ÷ speed + beginTime: the same
    /// bits as beginTime + …).
    package func parentTime<Lanes: DoubleLanes>(atEmission emission: Lanes) -> Lanes {
        (emission - timeOffset) / speed + beginTime
    }
}
