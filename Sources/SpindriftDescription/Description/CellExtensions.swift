/// A cell's Spindrift extensions: what Core Animation's `CAEmitterCell` lacks, kept under the
/// cell's one `spindrift` key so that no name can collide with a key Apple adds; the rest of
/// the cell stays a valid Core Animation description. `spindrift export` writes each of them
/// as a `// lost:` comment.
public struct CellExtensions: Sendable, Equatable {
    /// Multiplies each particle's scale over its life; replaces `scaleSpeed`.
    public var scaleOverLife: LifeCurve?
    /// Multiplies each particle's colour [red, green, blue, alpha] over its life; replaces
    /// the four colour speeds.
    public var colorOverLife: LifeCurve?
    /// Multiplies each particle's alpha over its life; replaces `alphaSpeed`.
    public var alphaOverLife: LifeCurve?
    /// Multiplies each particle's spin over its life: its rotation is the integral of spin ×
    /// the curve over its age.
    public var spinOverLife: LifeCurve?
    /// Linear drag, per second: velocity relaxes toward the air's velocity (the wind).
    public var drag = 0.0
    /// The air's velocity [x, y] or [x, y, z], in points per second; empty for still air.
    public var wind: [Double] = []
    /// Wind along x varying with the layer's time.
    public var windGusts: WindGusts?
    /// An offset swaying each particle's position.
    public var sway: Sway?
    /// Rotation at birth, in radians.
    public var initialRotation = 0.0
    /// The range of the rotation at birth, in radians: uniform in initialRotation ± range.
    public var initialRotationRange = 0.0
    /// A floor particles bounce and rest on.
    public var ground: Ground?
    /// Curl-noise acceleration, integrated (see ``Turbulence``).
    public var turbulence: Turbulence?
    /// Points that pull, push and swirl particles, integrated.
    public var attractors: [Attractor] = []
    /// Acceleration away from the emitter's position at each particle's birth, in points per
    /// second², integrated.
    public var radialAcceleration: Double = 0
    /// Full width of the radial acceleration's spread, in points per second².
    public var radialAccelerationRange: Double = 0
    /// Acceleration across the line from the emitter's position at birth, in points per
    /// second² (positive: counter-clockwise on screen), integrated.
    public var tangentialAcceleration: Double = 0
    /// Full width of the tangential acceleration's spread, in points per second².
    public var tangentialAccelerationRange: Double = 0
    /// Particle Designer's radius mode, in closed form.
    public var polar: PolarMotion?
    /// The fixed step integrated particles advance by from their birth, in seconds.
    public var integrationStep: Double = 1.0 / 240
    /// Bursts: counts emitted at once at given times, in addition to the birth rate.
    public var bursts: [EmissionBurst] = []
    /// The most particles the cell emits, rate and bursts together (per emitter for a
    /// top-level cell, per parent particle for a sub-cell); nil for no limit.
    public var maxEmissions: Int?
    /// Where across the emitter's shape particles are born (uniformly when nil).
    public var spawnDistribution: SpawnDistribution?
    /// When a sub-cell emits: over its parent's life (Core Animation), or at its birth or death.
    public var trigger: EmissionTrigger = .life
    /// Particles a `birth` or `death` trigger emits (1 when nil).
    public var triggerCount: Int?

    /// No extensions.
    public init() {}

    /// Whether no extension is given.
    public var isEmpty: Bool { self == Self() }

    /// The steps ``integrationStep`` may take, in seconds.
    package static let integrationSteps = (1.0 / 2000)...(1.0 / 16)

    /// Whether the cell's particles are integrated rather than closed form: it has
    /// turbulence, an attractor, or radial or tangential acceleration.
    public var isIntegrated: Bool {
        turbulence != nil || !attractors.isEmpty || radialAcceleration != 0 || radialAccelerationRange != 0
            || tangentialAcceleration != 0 || tangentialAccelerationRange != 0
    }
}

/// What one curve over life acts on: its components, the values it accepts and the cell
/// keys it replaces.
package struct LifeCurveRole: Sendable {
    /// The curve's key under `spindrift`.
    package let key: String
    /// Where the curve is.
    package let path: WritableKeyPath<CellExtensions, LifeCurve?> & Sendable
    /// Its values' components, by name (`[multiplier]`, `[red, green, blue, alpha]`).
    package let labels: [String]
    /// The values a multiplier may take.
    package let bounds: PropertyBounds
    /// The cell's rates of change it replaces (ignored, with a warning, when both are given).
    package let replaces: [String]
    /// What it does, for the key reference.
    package let summary: String
}

extension CellExtensions {
    /// Every curve over life, in the order they are decoded and documented.
    package static let curveRoles: [LifeCurveRole] = [
        LifeCurveRole(key: "scaleOverLife", path: \.scaleOverLife, labels: ["multiplier"], bounds: .any,
                      replaces: ["scaleSpeed"],
                      summary: "Multiplies each particle's birth scale (so `scaleRange` still varies them), values any number; replaces `scaleSpeed`."),
        LifeCurveRole(key: "colorOverLife", path: \.colorOverLife, labels: ["red", "green", "blue", "alpha"],
                      bounds: .within(0...1), replaces: ["redSpeed", "greenSpeed", "blueSpeed", "alphaSpeed"],
                      summary: "Multiplies each particle's birth colour component by component (so the colour ranges still vary them), values [red, green, blue, alpha] in 0…1; replaces the four colour speeds."),
        LifeCurveRole(key: "alphaOverLife", path: \.alphaOverLife, labels: ["multiplier"], bounds: .within(0...1),
                      replaces: ["alphaSpeed"],
                      summary: "Multiplies each particle's birth alpha (after `colorOverLife`), values in 0…1; replaces `alphaSpeed`."),
        LifeCurveRole(key: "spinOverLife", path: \.spinOverLife, labels: ["multiplier"], bounds: .any, replaces: [],
                      summary: "Multiplies each particle's birth spin, values any number: its rotation at age t is spin × ∫₀ᵗ curve(s / lifetime) ds (exact for every mode but `cubicPaced`)."),
    ]

    /// Every problem of the extensions given, with its JSON path under `prefix`
    /// (`emitterCells[0].spindrift.`): the force fields', the curves', then the emission keys' (a trigger only
    /// on a sub-cell, `isSubCell`).
    package func validationProblems(prefix: String, isSubCell: Bool) -> [ConfigurationError.Problem] {
        fieldProblems(prefix: prefix) + curveProblems(prefix: prefix) + emissionProblems(prefix: prefix, isSubCell: isSubCell)
    }

    /// The particles a `birth` or `death` trigger emits.
    package var triggeredCount: Int { triggerCount ?? 1 }

    /// Every problem of the emission keys: bursts, `maxEmissions`, `spawnDistribution`,
    /// `trigger` and `triggerCount`.
    private func emissionProblems(prefix: String, isSubCell: Bool) -> [ConfigurationError.Problem] {
        var problems: [ConfigurationError.Problem] = []
        for (index, burst) in bursts.enumerated() {
            problems += burst.validationProblems(prefix: prefix + "bursts[\(index)].")
        }
        if let maxEmissions, maxEmissions < 0 {
            problems.append(.init(path: prefix + "maxEmissions", reason: "must not be negative (got \(maxEmissions))"))
        }
        if let spawnDistribution {
            problems += spawnDistribution.boundsProblems(prefix: prefix + "spawnDistribution.")
        }
        if trigger != .life, !isSubCell {
            problems.append(.init(
                path: prefix + "trigger",
                reason: "'\(trigger.rawValue)' needs a parent: only a sub-cell (in emitterCells of a cell) can be triggered"))
        }
        if let triggerCount {
            if trigger == .life {
                problems.append(.init(path: prefix + "triggerCount", reason: "needs trigger 'birth' or 'death'"))
            } else if triggerCount < 1 || triggerCount > EmissionBurst.maxCount {
                problems.append(.init(
                    path: prefix + "triggerCount", reason: "must be from 1 to \(EmissionBurst.maxCount) (got \(triggerCount))"))
            }
        }
        return problems
    }

    /// Every problem of the curves given: the keyframe checks of `CAKeyframeAnimation` (see
    /// ``KeyframeInterpolation``), then each value's component count and bounds.
    private func curveProblems(prefix: String) -> [ConfigurationError.Problem] {
        var problems: [ConfigurationError.Problem] = []
        for role in Self.curveRoles {
            guard let curve = self[keyPath: role.path] else { continue }
            let path = prefix + role.key + "."
            do {
                _ = try curve.interpolation()
            } catch {
                let input = error as? AnimationInputError
                problems.append(.init(path: path + (input?.path ?? "values"), reason: input?.reason ?? "\(error)"))
                continue
            }
            let labels = "[" + role.labels.joined(separator: ", ") + "]"
            for (index, value) in curve.values.enumerated() {
                guard value.count == role.labels.count else {
                    let expected = role.labels.count == 1 ? "a number" : "\(role.labels.count) numbers \(labels)"
                    problems.append(.init(
                        path: path + "values[\(index)]", reason: "must be \(expected) for \(role.key) (got \(value.count))"))
                    break
                }
                for (component, number) in value.enumerated() {
                    let reason = role.bounds.violation(number, whole: false)
                        ?? (abs(number) > Double(Float.greatestFiniteMagnitude) ? "must be within ±3.4e38 (got \(number))" : nil)
                    guard let reason else { continue }
                    let at = role.labels.count == 1 ? "" : "[\(component)]"
                    problems.append(.init(path: path + "values[\(index)]" + at, reason: reason))
                }
            }
        }
        return problems
    }
}

extension EmitterCell {
    /// Whether the cell emits over its parent's life at its birth rate (Core Animation's
    /// emission), rather than on its parent's birth or death.
    public var emitsOverLife: Bool { (spindrift?.trigger ?? .life) == .life }
}
