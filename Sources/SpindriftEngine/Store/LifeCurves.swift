/// A cell's curves over life (``CellExtensions``), evaluated by Core Animation's keyframe
/// formulas (``KeyframeInterpolation``) at a particle's normalised age u = age / lifetime
/// (clamped to 0…1; a lifetime of 0 reads u = 0): the factors that multiply its scale and
/// colour as they would be without the curve. A function of the age alone, so states stay in
/// closed form.
///
/// A class, so that what carries it (a cell's parameters, a particle copied out, the render
/// work) holds one reference rather than the curves' tables. Kept out of ``ParticleRates``
/// and ``ClosedFormChange``, which every birth copies.
package final class LifeCurves: Equatable, Sendable {
    /// Multiplies the scale.
    package let scale: KeyframeInterpolation?
    /// Multiplies each colour component.
    package let color: KeyframeInterpolation?
    /// Multiplies the alpha (after ``color``).
    package let alpha: KeyframeInterpolation?
    /// Multiplies the spin: the rotation is its integral.
    package let spin: KeyframeInterpolation?
    /// Which curves there are, as plain flags: asking an optional curve whether it is nil
    /// copies it (a retain and a release of each of its tables), and the batch asks for
    /// every particle.
    package let hasScale: Bool, hasColor: Bool, hasSpin: Bool
    /// ``spin``'s integral, read for every particle drawn: prepared once.
    private let spinIntegral: KeyframeInterpolation.PreparedIntegral?
    /// ``scale``, ``color`` and ``alpha`` as flat tables where they run straight between
    /// their key times (as they do unless a mode or a timing function says otherwise): read
    /// for every particle drawn, to the same bits as the curves.
    private let scaleLines, colorLines, alphaLines: StraightCurve?
    /// Whether the colour and alpha curves there are all run straight: the batch then reads
    /// them eight lanes at once. A plain flag, as asking ``color`` or ``alpha`` whether they
    /// are nil copies them.
    private let hasStraightColor: Bool
    /// The curves as tables for the shader (``ShaderCurves``: exact, or sampled); nil when one
    /// has more than ``ShaderCurves/maximumBufferValues`` values.
    package let shaderTables: ShaderCurves?
    /// Whether there are ``shaderTables``: a plain flag, as asking the optional tables whether
    /// they are nil copies them, and the window asks for every cell every frame.
    package let hasShaderTables: Bool

    /// The curves of `extensions`; nil when it gives none. Curves that do not resolve are
    /// left out (validation turns them down first).
    package init?(_ extensions: CellExtensions?) {
        guard let extensions, !extensions.isEmpty else { return nil }
        scale = try? extensions.scaleOverLife?.interpolation()
        color = try? extensions.colorOverLife?.interpolation()
        alpha = try? extensions.alphaOverLife?.interpolation()
        spin = try? extensions.spinOverLife?.interpolation()
        if scale == nil && color == nil && alpha == nil && spin == nil { return nil }
        (hasScale, hasColor, hasSpin) = (scale != nil, color != nil || alpha != nil, spin != nil)
        spinIntegral = spin.map(KeyframeInterpolation.PreparedIntegral.init)
        scaleLines = scale.flatMap(StraightCurve.init)
        colorLines = color.flatMap(StraightCurve.init)
        alphaLines = alpha.flatMap(StraightCurve.init)
        hasStraightColor = hasColor && (colorLines != nil || color == nil) && (alphaLines != nil || alpha == nil)
        shaderTables = ShaderCurves(scale: scale, color: color, alpha: alpha, spin: spin)
        hasShaderTables = shaderTables != nil
    }

    package static func == (a: LifeCurves, b: LifeCurves) -> Bool {
        a.scale == b.scale && a.color == b.color && a.alpha == b.alpha && a.spin == b.spin
    }

    /// The normalised age of a particle `age` seconds old that lives `lifetime` seconds,
    /// unclamped (``KeyframeInterpolation/value(at:)`` clamps it, NaN as 0).
    @inline(__always)
    package static func progress(age: Float, lifetime: Float) -> Double {
        Double(age) / Double(lifetime)
    }

    /// The curves' factors of eight particles `age` seconds old that live `lifetime` seconds,
    /// lane by lane as ``scaleFactor(at:)``, ``colorFactor(at:)`` and
    /// ``spinSeconds(at:lifetime:)`` give them, as floats: what the batch multiplies by. One
    /// call for eight, so that the curves' readings are inlined here rather than called per
    /// particle from the batch's module.
    package func factors(age: SIMD8<Float>, lifetime: SIMD8<Float>) -> LifeFactors {
        var factors = LifeFactors(age: age)
        // ``progress(age:lifetime:)`` of each lane.
        let progress = doubles(age) / doubles(lifetime)
        // Straight curves are read eight lanes at once; the others lane by lane.
        if let scaleLines { factors.scale = floats(scaleLines.lanes(at: progress).x) }
        if hasStraightColor {
            var alpha = SIMD8<Double>(repeating: 1)
            if let colorLines {
                let color = colorLines.lanes(at: progress)
                (factors.red, factors.green, factors.blue, alpha) = (floats(color.x), floats(color.y), floats(color.z), color.w)
            }
            if let alphaLines { alpha *= alphaLines.lanes(at: progress).x }
            factors.alpha = floats(alpha)
        }
        guard (hasScale && scaleLines == nil) || (hasColor && !hasStraightColor) || hasSpin else { return factors }
        for lane in 0..<SIMD8<Float>.scalarCount {
            let progress = progress[lane]
            if hasScale && scaleLines == nil { factors.scale[lane] = Float(scaleFactor(at: progress)) }
            if hasColor && !hasStraightColor {
                let factor = SIMD4<Float>(colorFactor(at: progress))
                (factors.red[lane], factors.green[lane], factors.blue[lane], factors.alpha[lane]) = (factor.x, factor.y, factor.z, factor.w)
            }
            if hasSpin { factors.spinSeconds[lane] = Float(spinSeconds(at: progress, lifetime: lifetime[lane])) }
        }
        return factors
    }

    /// The factor of the scale at normalised age `progress`; 1 without a scale curve.
    package func scaleFactor(at progress: Double) -> Double {
        if let scaleLines { return scaleLines.value(at: progress)[0] }
        return scale?.value(at: progress)[0] ?? 1
    }

    /// The factor of each colour component [red, green, blue, alpha] at normalised age
    /// `progress`; 1 without a curve (``hasColor`` says whether there is one, of colour or alpha).
    package func colorFactor(at progress: Double) -> SIMD4<Double> {
        var factor = colorLines?.value(at: progress) ?? color?.value(at: progress) ?? .one
        if let alpha = alphaLines?.value(at: progress) ?? alpha?.value(at: progress) { factor.w *= alpha[0] }
        return factor
    }

    /// The seconds of turning at spin 1 of a particle that lives `lifetime` seconds, at
    /// normalised age `progress`: lifetime × ∫₀ᵘ curve (the rotation is spin × this); age
    /// (lifetime × progress) without a spin curve.
    package func spinSeconds(at progress: Double, lifetime: Float) -> Double {
        let clamped = progress.isNaN ? 0 : min(max(progress, 0), 1)
        return Double(lifetime) * (spinIntegral?.integral(to: clamped)[0] ?? clamped)
    }
}

/// What a cell's curves over life make of eight particles (``LifeCurves/factors(age:lifetime:)``):
/// the factors of their scale and colour components, 1 without a curve, and the seconds of
/// turning at spin 1, their ages without a spin curve.
package struct LifeFactors {
    package var scale = SIMD8<Float>(repeating: 1)
    package var red = SIMD8<Float>(repeating: 1), green = SIMD8<Float>(repeating: 1)
    package var blue = SIMD8<Float>(repeating: 1), alpha = SIMD8<Float>(repeating: 1)
    package var spinSeconds: SIMD8<Float>

    /// No curve's factors for particles `age` seconds old.
    init(age: SIMD8<Float>) {
        spinSeconds = age
    }
}
