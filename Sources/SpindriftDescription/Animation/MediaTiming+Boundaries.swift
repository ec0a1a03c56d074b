extension MediaTiming {
    /// The parent times at which the animation's state starts a new smooth piece: its begin,
    /// the start of every cycle, each of `passPoints` (fractions of a pass, 0…1) in every pass
    /// (forwards and, with ``autoreverses``, backwards), the wrap of ``timeOffset`` and the
    /// end; in `parentTimes`, at most `limit` of them. Nil when there would be more. Nothing
    /// for a frozen animation (speed 0 or not finite), which never changes.
    ///
    /// A timing that repeats forever yields its cycles up to parent time `until`.
    func boundaries(passPoints: [Double], until: Double, limit: Int) -> [Double]? {
        let speed = self.speed.isNaN ? 1 : self.speed
        let begin = beginTime.isNaN ? 0 : beginTime
        guard speed > 0, speed.isFinite, begin.isFinite else { return [] }
        let duration = resolvedDuration, cycle = cycleDuration
        guard cycle.isFinite, cycle > 0 else { return [begin] }
        var inCycle = Set([0.0])
        for point in passPoints where point > 0 && point < 1 {
            inCycle.insert(point * duration)
            if autoreverses { inCycle.insert(2 * duration - point * duration) }
        }
        if autoreverses { inCycle.insert(duration) }
        let points = inCycle.sorted()
        let active = activeDuration
        let offset = timeOffset.isFinite ? timeOffset : 0
        // Elapsed-time ranges and the position (into the active duration) at their start.
        var segments: [(elapsed: Double, position: Double, length: Double)] = []
        if active == .infinity {
            var start = offset.truncatingRemainder(dividingBy: cycle)
            if start < 0 { start += cycle }
            segments = [(0, start, max(0, (until - begin) * speed))]
        } else {
            var start = offset.truncatingRemainder(dividingBy: active)
            if start < 0 { start += active }
            if start >= active { start = 0 }
            segments = [(0, start, active - start)]
            if start > 0 { segments.append((active - start, 0, start)) }
        }
        var times: [Double] = [begin]
        if active.isFinite { times.append(begin + active / speed) }
        for segment in segments {
            let firstCycle = (segment.position / cycle).rounded(.down)
            let cycles = ((segment.position + segment.length) / cycle).rounded(.up) - firstCycle
            guard cycles.isFinite, cycles * Double(points.count) + Double(times.count) <= Double(limit) else { return nil }
            for index in 0...Int(cycles) {
                let base = (firstCycle + Double(index)) * cycle
                for point in points {
                    let within = base + point - segment.position
                    if within > 0 && within < segment.length {
                        times.append(begin + (segment.elapsed + within) / speed)
                    }
                }
            }
            if segment.elapsed > 0 { times.append(begin + segment.elapsed / speed) }
        }
        return times
    }
}
