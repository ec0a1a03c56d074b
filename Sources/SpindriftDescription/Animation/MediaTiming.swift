/// The `CAMediaTiming` of an animation: how its parent's time (the layer's time, in seconds)
/// maps to the animation's progress through a cycle and the cycle's index.
///
/// ``state(atParentTime:)`` follows Core Animation's model step by step:
/// 1. Elapsed local time e = (parent time − ``beginTime``) × ``speed`` (seconds).
/// 2. A cycle lasts ``resolvedDuration`` (``duration``, or 0.25 s when that is 0), twice that
///    with ``autoreverses``; the active duration is ``repeatDuration`` when set, else the cycle
///    × max(``repeatCount``, 1); a ``repeatCount`` of at least `Float.greatestFiniteMagnitude`
///    (what Swift code writes for forever) or infinity repeats forever.
/// 3. ``timeOffset`` shifts where playback starts inside the active duration and wraps: the
///    span played keeps its length (duration 3, timeOffset 1: 1 → 3, then 0 → 1).
/// 4. In the active duration, c = position mod cycle; with autoreverses a c past the duration
///    runs back (2·duration − c); progress = c / duration, iteration = ⌊position / cycle⌋.
/// 5. Before the begin time (e < 0) there is no effect unless ``fillMode`` fills backwards
///    (then the start of the span shows: progress 0 without a timeOffset). From the end of the
///    active duration on, ``fillMode`` forwards holds the end, but only when
///    ``isRemovedOnCompletion`` is false; otherwise there is no effect.
/// 6. ``speed`` 0 freezes local time at ``timeOffset``, whatever the parent time.
///
/// Values a user can write never trap: huge ones saturate (the iteration index stops at
/// `Int.max`), a negative ``speed`` runs local time backwards (the active span then ends, at
/// progress 0, at the begin time), a NaN property reads as its default, a non-finite
/// ``timeOffset`` as 0, a negative or zero ``duration`` as the 0.25 s default, and a negative
/// ``repeatCount`` or ``repeatDuration`` as unset.
public struct MediaTiming: Hashable, Sendable {
    /// When the animation starts, in seconds of the parent's time.
    public var beginTime: Double
    /// The length of one pass from progress 0 to 1, in local seconds; 0 means 0.25 s.
    public var duration: Double
    /// Local seconds per parent second (1 normal, 2 twice as fast, 0 frozen).
    public var speed: Double
    /// Where in the active duration playback starts, in local seconds (wraps).
    public var timeOffset: Double
    /// How many cycles play (fractional allowed; 0 means 1; `Float.greatestFiniteMagnitude`
    /// or more, or infinity, means forever). Ignored when ``repeatDuration`` is set.
    public var repeatCount: Double
    /// The active duration in local seconds, when above 0 (overrides ``repeatCount``).
    public var repeatDuration: Double
    /// Whether each cycle plays forwards and then backwards (a cycle is then 2 × duration).
    public var autoreverses: Bool
    /// What shows before the begin time and after the end.
    public var fillMode: FillMode
    /// Whether the animation is removed when it ends, so that the model value shows again
    /// whatever the fill mode (Core Animation's default: true).
    public var isRemovedOnCompletion: Bool

    /// Core Animation's defaults: begin 0, duration 0 (0.25 s), speed 1, no offset, one
    /// cycle, no autoreverse, fill mode removed, removed on completion.
    public init(
        beginTime: Double = 0, duration: Double = 0, speed: Double = 1, timeOffset: Double = 0,
        repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
        fillMode: FillMode = .removed, isRemovedOnCompletion: Bool = true
    ) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
        self.isRemovedOnCompletion = isRemovedOnCompletion
    }

    /// One pass in local seconds: ``duration``, or 0.25 s when it is 0, negative or NaN
    /// (infinite stays infinite: the progress then stays 0).
    public var resolvedDuration: Double { duration > 0 ? duration : 0.25 }

    /// One cycle in local seconds: ``resolvedDuration``, doubled by ``autoreverses``.
    public var cycleDuration: Double { resolvedDuration * (autoreverses ? 2 : 1) }

    /// Whether the animation repeats forever: ``repeatCount`` at least
    /// `Float.greatestFiniteMagnitude` (and no ``repeatDuration``), or an infinite active
    /// duration.
    public var repeatsForever: Bool { activeDuration == .infinity }

    /// The active duration in local seconds: ``repeatDuration`` when above 0, else
    /// ``cycleDuration`` × max(``repeatCount``, 1); infinite for forever.
    public var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount >= Double(Float.greatestFiniteMagnitude) { return .infinity }
        return cycleDuration * (repeatCount > 1 ? repeatCount : 1)
    }

    /// The progress through the current pass (0…1, before any timing function) and the
    /// cycle's index (0 for the first, saturating at `Int.max`) at parent time `parentTime`
    /// (seconds); nil when the animation has no effect then: before ``beginTime`` without a
    /// backwards fill, after its end without a forwards fill or when removed on completion,
    /// or for a NaN parent time (or an infinite one against an infinite ``beginTime``).
    public func state(atParentTime parentTime: Double) -> (progress: Double, iteration: Int)? {
        let speed = self.speed.isNaN ? 1 : self.speed
        let beginTime = self.beginTime.isNaN ? 0 : self.beginTime
        let active = activeDuration
        // Step 1 and 6: elapsed local time, frozen at 0 (so at timeOffset) by speed 0.
        let elapsed = speed == 0 ? 0 : (parentTime - beginTime) * speed
        if elapsed.isNaN { return nil }
        // Step 3: the offset as a position in the active duration.
        let offset = timeOffset.isFinite ? timeOffset : 0
        if active == .infinity {
            // Forever: a negative offset moves forward by whole cycles.
            let cycle = cycleDuration
            var start = offset
            if start < 0 { start = cycle.isFinite ? start.truncatingRemainder(dividingBy: cycle) + cycle : 0 }
            if elapsed < 0 { return fillMode.fillsBackwards ? cycleState(at: start) : nil }
            return cycleState(at: min(start + elapsed, .greatestFiniteMagnitude))
        }
        var start = offset.truncatingRemainder(dividingBy: active)
        if start < 0 { start += active }
        if start >= active { start = 0 }
        // Step 5: before and after.
        if elapsed < 0 { return fillMode.fillsBackwards ? cycleState(at: start) : nil }
        if elapsed >= active {
            guard fillMode.fillsForwards && !isRemovedOnCompletion else { return nil }
            return cycleState(at: start == 0 ? active : start, atEnd: true)
        }
        // Step 3: wrap once; a position exactly at the active duration's end stays there.
        var position = start + elapsed
        if position > active { position -= active }
        return cycleState(at: position, atEnd: position == active)
    }

    /// Step 4: the progress and iteration at `position` local seconds into the active
    /// duration (≥ 0). `atEnd` reads a position on a cycle boundary as the end of the cycle
    /// before it rather than the start of the next.
    private func cycleState(at position: Double, atEnd: Bool = false) -> (progress: Double, iteration: Int) {
        let duration = resolvedDuration
        let cycle = cycleDuration
        guard cycle.isFinite else { return (0, 0) }
        var within = position.truncatingRemainder(dividingBy: cycle)  // exact
        var cycles = ((position - within) / cycle).rounded()
        if atEnd && within == 0 && cycles > 0 {
            within = cycle
            cycles -= 1
        }
        if autoreverses && within > duration { within = cycle - within }
        let progress = min(max(within / duration, 0), 1)
        let iteration = cycles < 0x1p63 ? Int(cycles) : Int.max
        return (progress, iteration)
    }
}
