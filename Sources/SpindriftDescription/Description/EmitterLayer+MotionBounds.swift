import Foundation

extension EmitterLayer {
    /// The widest or tallest viewport assumed, in points, when geometry in
    /// ``EmitterUnits/viewport`` units is bounded (the command line's `--size` limit).
    package static let maxViewportSide = 16384.0

    /// Every cell whose particles could leave what a 32-bit float holds (±3.4e38) within
    /// their longest lifetime, with the key that contributes most; empty when none can.
    ///
    /// The bounds are simple and conservative, per cell path, with the layer's multipliers:
    /// the longest lifetime L (lifetime + |range|/2, × the layer's, ÷ the cell's speed);
    /// velocity |v| + |range|/2 + |a|·L; position the emitter's reach (or the parent's
    /// position bound, for a sub-cell) + |v|·L + ½|a|·L²; spin and rotation (spin × L);
    /// scale (× the parent's bound) + |scaleSpeed|·L; each colour component likewise. A
    /// sub-cell whose parent is reported is not checked.
    ///
    /// Forces (the cell's `spindrift` keys) add to them: drag only pulls the velocity toward
    /// acceleration / drag + wind, so |v| stays within |v₀| + |a|·t + |wind| + 2 × the gusts'
    /// strength (each harmonic's response and its transient are within its amplitude); a
    /// bounce never speeds a particle up; the sway adds its amplitude to the position and its
    /// amplitude × 2π × frequency to the velocity, the rotation at birth |initialRotation| +
    /// initialRotationRange to the rotation.
    package func motionProblems() -> [ConfigurationError.Problem] {
        var problems: [ConfigurationError.Problem] = []
        let unit = emitterUnits == .viewport ? Self.maxViewportSide : 1
        let geometry = [
            ("emitterPosition", max(abs(emitterPosition.x), abs(emitterPosition.y)) * unit),
            ("emitterZPosition", abs(emitterZPosition)),
            ("emitterSize", max(abs(emitterSize.x), abs(emitterSize.y)) * unit / 2),
            ("emitterDepth", abs(emitterDepth) / 2),
        ]
        let reach = max(geometry[0].1, geometry[1].1) + max(geometry[2].1, geometry[3].1)
        if reach > Self.floatLimit {
            let key = geometry.max { $0.1 < $1.1 }!.0
            let viewport = unit == 1 ? "" : " (at a viewport of \(Int(unit)) points)"
            problems.append(.init(
                path: key, reason: "the emitter reaches \(Self.compact(reach)) points\(viewport), beyond ±3.4e38"))
            return problems
        }
        collectMotionProblems(
            of: emitterCells, at: "emitterCells", position: reach, scale: 1, color: .one, into: &problems)
        return problems
    }

    /// The largest magnitude a `Float` holds.
    private static let floatLimit = Double(Float.greatestFiniteMagnitude)

    private func collectMotionProblems(
        of cells: [EmitterCell], at path: String, position: Double, scale parentScale: Double,
        color parentColor: SIMD4<Double>, into problems: inout [ConfigurationError.Problem]
    ) {
        for (index, cell) in cells.enumerated() {
            let cellPath = "\(path)[\(index)]"
            var fits = true
            /// Whether base + the terms stays within a float; when not, reports the largest term's key.
            func check(_ what: String, _ unit: String, base: Double = 0, _ terms: [(String, Double)]) -> Double {
                let total = terms.reduce(base) { $0 + $1.1 }
                if !(total <= Self.floatLimit) {
                    let key = terms.max { $0.1 < $1.1 }!.0
                    problems.append(.init(
                        path: "\(cellPath).\(key)",
                        reason: "\(what) reaches \(Self.compact(total))\(unit) within the lifetime, beyond ±3.4e38"))
                    fits = false
                }
                return total
            }
            let ageing = cell.speed > 0 ? cell.speed : 1
            let longest = max(0, cell.lifetimeSpread.upperBound * lifetime / ageing)
            if !(longest <= Self.floatLimit) {
                problems.append(.init(
                    path: "\(cellPath).lifetime",
                    reason: "the longest lifetime (× the layer's lifetime, ÷ the cell's speed) reaches \(Self.compact(longest)) seconds, beyond ±3.4e38"))
                continue
            }
            let l = longest
            let accelerations = [
                ("xAcceleration", abs(cell.xAcceleration)), ("yAcceleration", abs(cell.yAcceleration)),
                ("zAcceleration", abs(cell.zAcceleration)),
            ]
            let (largestKey, largest) = accelerations.max { $0.1 < $1.1 }!
            let fields = cell.spindrift?.fieldAccelerationBound ?? 0
            let accelerationKey = fields > largest ? "spindrift" : largestKey, acceleration = largest + fields
            let speed = cell.velocitySpread.magnitudeBound * abs(velocity)
            let forces = cell.spindrift ?? CellExtensions()
            let wind = forces.wind.map(abs).max() ?? 0, gusts = 2 * (forces.windGusts?.strength ?? 0)
            let airSpeed = [("spindrift.wind", wind), ("spindrift.windGusts", gusts)]
            let sway = forces.sway.map { max(abs($0.amplitude.x), abs($0.amplitude.y)) } ?? 0
            let swaySpeed = sway * 2 * Double.pi * (forces.sway?.frequency ?? 0)
            _ = check(
                "velocity", " points per second",
                [("velocity", speed), (accelerationKey, acceleration * l)] + airSpeed + [("spindrift.sway", swaySpeed)])
            let reach = check(
                "motion", " points", base: position,
                [("velocity", speed * l), (accelerationKey, acceleration * l * l / 2)] + airSpeed.map { ($0.0, $0.1 * l) }
                    + [("spindrift.sway", sway), ("spindrift.polar", cell.spindrift?.polarReach ?? 0)])
            let spinning = cell.spinSpread.magnitudeBound * abs(spin)
            _ = check("spin", " radians per second", [("spin", spinning)])
            _ = check("rotation", " radians", [
                ("spin", spinning * l), ("spindrift.initialRotation", abs(forces.initialRotation) + abs(forces.initialRotationRange)),
            ])
            let scaleKey = abs(cell.scaleRange) / 2 > abs(cell.scale) ? "scaleRange" : "scale"
            let scaleBound = check("scale", "", [
                (scaleKey, cell.scaleSpread.magnitudeBound * abs(scale) * parentScale),
                ("scaleSpeed", abs(cell.scaleSpeed) * l),
            ])
            let ranges = cell.colorRange
            let speeds = [cell.redSpeed, cell.greenSpeed, cell.blueSpeed, cell.alphaSpeed]
            var colorBound = SIMD4<Double>.zero
            for (component, name) in ["red", "green", "blue", "alpha"].enumerated() {
                colorBound[component] = check(name, "", [
                    ("\(name)Range", (abs(cell.color[component]) + abs(ranges[component]) / 2) * parentColor[component]),
                    ("\(name)Speed", abs(speeds[component]) * l),
                ])
            }
            guard fits else { continue }
            collectMotionProblems(
                of: cell.emitterCells, at: "\(cellPath).emitterCells", position: reach, scale: scaleBound,
                color: colorBound, into: &problems)
        }
    }

    /// `4e39`, `3.41e38`: three significant digits, no `+` in the exponent.
    private static func compact(_ value: Double) -> String {
        guard value.isFinite else { return "infinity" }
        return String(format: "%.3g", value).replacingOccurrences(of: "e+", with: "e")
    }
}
