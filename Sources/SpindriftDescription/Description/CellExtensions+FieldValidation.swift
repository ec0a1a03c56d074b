extension CellExtensions {
    /// Every problem of the force fields and polar motion, with its JSON path under `prefix`
    /// (`emitterCells[0].spindrift.`): each number outside its bounds, and polar motion given
    /// with integrated forces (it places the particle itself).
    func fieldProblems(prefix: String) -> [ConfigurationError.Problem] {
        var problems = Self.numberProblems(of: self, prefix: prefix)
        if let turbulence { problems += Self.numberProblems(of: turbulence, prefix: prefix + "turbulence.") }
        for (index, attractor) in attractors.enumerated() {
            problems += Self.numberProblems(of: attractor, prefix: prefix + "attractors[\(index)].")
        }
        if let polar { problems += Self.numberProblems(of: polar, prefix: prefix + "polar.") }
        if polar != nil, isIntegrated {
            problems.append(.init(
                path: prefix + "polar",
                reason: "cannot be combined with turbulence, attractors or radial or tangential acceleration: it places the particle itself"))
        }
        if movesOwnWay {
            // Integrated cells take drag and wind into their integration; sway and the ground
            // are closed-form paths of their own, and polar motion places the particle itself.
            var closedForm: [String] = []
            if sway != nil { closedForm.append("sway") }
            if ground != nil { closedForm.append("ground") }
            if polar != nil, drag != 0 || !wind.isEmpty || windGusts != nil {
                closedForm += [drag != 0 ? "drag" : nil, !wind.isEmpty ? "wind" : nil, windGusts != nil ? "windGusts" : nil]
                    .compactMap { $0 }
            }
            let own = polar != nil ? "polar motion" : "integrated forces (turbulence, attractors, radial or tangential acceleration)"
            for key in closedForm {
                problems.append(.init(path: prefix + key, reason: "cannot be combined with \(own) yet"))
            }
        }
        return problems
    }

    /// Every number of `table` that is not a representable float or is outside its key's
    /// bounds, with its JSON path under `prefix`.
    static func numberProblems<Table: PropertyTable>(of table: Table, prefix: String) -> [ConfigurationError.Problem] {
        var problems: [ConfigurationError.Problem] = []
        table.forEachNumber { key, component, value in
            EmitterLayer.checkRepresentable(value, key: key, component: component, prefix: prefix, into: &problems)
        }
        return problems + table.boundsProblems(prefix: prefix)
    }

    /// The most the integrated forces can add to a particle's acceleration, in points per
    /// second²: the turbulence's curl is at most 18 × its strength (each component of the
    /// noise's gradient is at most 1 + 1.875 × 6 in lattice units), every attractor's factor
    /// and direction at most 1, and radial and tangential acceleration at most their value
    /// + half their range. Integrated motion has no closed form, so bounds assume this
    /// acceleration all the way, in one direction.
    package var fieldAccelerationBound: Double {
        (turbulence.map { 18 * $0.strength } ?? 0)
            + attractors.reduce(0) { $0 + abs($1.strength) + abs($1.vortex) }
            + abs(radialAcceleration) + abs(radialAccelerationRange) / 2
            + abs(tangentialAcceleration) + abs(tangentialAccelerationRange) / 2
    }

    /// The farthest a polar particle gets from its birth position, in points.
    package var polarReach: Double {
        guard let polar else { return 0 }
        return max(polar.startRadius + polar.startRadiusRange / 2, polar.endRadius + polar.endRadiusRange / 2)
    }

    /// Whether the cell's particles follow a path other than constant acceleration (integrated
    /// or polar): their sub-cells are not supported yet.
    package var movesOwnWay: Bool { isIntegrated || polar != nil }
}
