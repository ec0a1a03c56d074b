extension EmitterLayer {
    /// Progress samples per animation when bounding its values.
    private static let envelopeSamples = 256

    /// The layer with every animated property set to a bound of the magnitude it reaches
    /// (component by component): its model value's plus each animation's largest, from
    /// samples of the animation's curve (and the end value times the repeats, when
    /// cumulative), within the property's range; a component key path's (`emitterPosition.x`)
    /// adds to its whole's. What bounds use: the motion limits and each
    /// cell's share of ``maxParticles``. Invalid animations are left out.
    package func animationEnvelope() -> EmitterLayer {
        var peaks: [AnimationTarget: SIMD4<Double>] = [:]
        for animation in animations {
            for (property, leaf, _) in animation.propertyAnimations() {
                guard let target = try? animationTarget(of: property.keyPath),
                      let curve = property.curve(timingFunction: leaf.timingFunction)
                else { continue }
                let model = modelValue(of: target)
                let timing = leaf.resolvedTiming
                var peak = SIMD4<Double>()
                for sample in 0...Self.envelopeSamples {
                    let progress = Double(sample) / Double(Self.envelopeSamples)
                    let value = curve.value(
                        progress: progress, iteration: 0, seconds: progress * timing.resolvedDuration,
                        autoreverses: false, model: model)
                    peak = pointwiseMax(peak, value.magnitudes)
                }
                if property.isCumulative {
                    let repeats = (timing.activeDuration / timing.cycleDuration).rounded(.up)
                    let end = curve.value(progress: 1, iteration: 0, seconds: timing.resolvedDuration, autoreverses: false, model: model)
                    peak += end.magnitudes * (repeats.isFinite ? repeats : Double(Float.greatestFiniteMagnitude))
                }
                let whole = target.whole
                peaks[whole, default: modelValue(of: whole).magnitudes] += target.replacing(in: .zero, with: peak)
            }
        }
        var envelope = self
        for (target, peak) in peaks {
            envelope.setModelValue(of: target, to: target.clamped(pointwiseMin(peak, SIMD4(repeating: target.range.upperBound))))
        }
        return envelope
    }

    /// The model value of `target`, the property as the description sets it (zero for a cell
    /// that is not there).
    package func modelValue(of target: AnimationTarget) -> SIMD4<Double> {
        guard let path = target.cell else {
            return Self.animatableProperties.first { $0.key == target.key }?.read(self) ?? .zero
        }
        guard let cell = cell(at: path),
              let property = EmitterCell.animatableProperties.first(where: { $0.key == target.key })
        else { return .zero }
        return property.read(cell)
    }

    /// Sets the model value of `target` (nothing when its cell is not there).
    mutating func setModelValue(of target: AnimationTarget, to value: SIMD4<Double>) {
        guard let path = target.cell else {
            Self.animatableProperties.first { $0.key == target.key }?.write(&self, value)
            return
        }
        guard let property = EmitterCell.animatableProperties.first(where: { $0.key == target.key }) else { return }
        func update(_ cells: inout [EmitterCell], _ names: ArraySlice<String>) {
            guard let name = names.first,
                  let index = cells.indices.first(where: { CellPath.label(name: cells[$0].name, index: $0) == name })
            else { return }
            if names.count == 1 {
                property.write(&cells[index], value)
            } else {
                update(&cells[index].emitterCells, names.dropFirst())
            }
        }
        update(&emitterCells, path.components[...])
    }

    /// The cell at `path` (names, `cell<index>` for an unnamed cell), if there is one.
    package func cell(at path: CellPath) -> EmitterCell? {
        var cells = emitterCells
        var found: EmitterCell?
        for name in path.components {
            guard let index = cells.indices.first(where: { CellPath.label(name: cells[$0].name, index: $0) == name }) else { return nil }
            found = cells[index]
            cells = cells[index].emitterCells
        }
        return found
    }
}

extension SIMD4<Double> {
    /// Each lane's absolute value.
    fileprivate var magnitudes: SIMD4<Double> { pointwiseMax(self, -self) }
}
