import Spindrift

/// A number the window's arrow keys tune: one component of a declared key (with a
/// ``TuningStep``) of the layer or of one of its cells at any depth. The list for each comes
/// from the property tables, so every numeric key is tunable: rates, lifetimes, sizes,
/// angles, accelerations, colours with their ranges and speeds, timing, and the layer's
/// multipliers, geometry, opacity and transform.
public struct TunableParameter: Equatable, Sendable, CustomStringConvertible {
    /// The key, as a description writes it (`birthRate`, `color`, `transform.rotation.z`).
    public let key: String
    /// The component of a vector key (`red` is 0 of `color`), nil for a scalar.
    public let component: Int?
    /// The component's name (`red`), nil for a scalar.
    public let componentName: String?
    /// How many numbers the key holds: 1 for a scalar, one per component of a vector.
    let componentCount: Int
    /// How one press changes it.
    package let step: TuningStep

    /// `birthRate`, `color.red`.
    public var description: String { componentName.map { "\(key).\($0)" } ?? key }

    /// The tunable parameters of a cell, in the table's order.
    public static let cellParameters = parameters(of: EmitterCell.properties)
    /// The tunable parameters of the layer: its emitter keys, then its `CALayer` keys.
    public static let layerParameters = parameters(of: EmitterLayer.properties) + parameters(of: LayerProperties.properties)

    private static func parameters<Root>(of properties: [PropertyDeclaration<Root>]) -> [TunableParameter] {
        properties.filter { $0.tuning != nil && $0.componentCount > 0 }.flatMap { property -> [TunableParameter] in
            guard case .vector(let labels) = property.kind else {
                return [TunableParameter(key: property.key, component: nil, componentName: nil, componentCount: 1, step: property.tuning!)]
            }
            return labels.enumerated().map {
                TunableParameter(key: property.key, component: $0, componentName: $1, componentCount: labels.count, step: property.tuning!)
            }
        }
    }

    /// `value` after one press of `→` (`increase`) or `←`.
    public func adjusted(_ value: Double, increase: Bool) -> Double {
        step.adjusted(value, increase: increase)
    }

    /// The parameter's value in `cell`.
    func value(in cell: EmitterCell) -> Double {
        EmitterCell.property(named: key)!.read(cell)[component ?? 0]
    }

    /// The parameter's value in `layer` (an emitter key or a `CALayer` key).
    func value(in layer: EmitterLayer) -> Double {
        if let property = EmitterLayer.property(named: key) { return property.read(layer)[component ?? 0] }
        return LayerProperties.property(named: key)!.read(layer.layerProperties)[component ?? 0]
    }

    /// The key's spellings in a cell (`enabled`, `isEnabled`), or in the layer when `inLayer`.
    func spellings(inLayer: Bool) -> [String] {
        guard inLayer else { return EmitterCell.property(named: key)!.spellings }
        return EmitterLayer.property(named: key)?.spellings ?? LayerProperties.property(named: key)!.spellings
    }

    /// The key's whole value in `cell` as JSON text (every component of a vector).
    func jsonText(in cell: EmitterCell) -> String {
        EmitterCell.property(named: key)!.jsonText(cell)
    }

    /// The key's whole value in `layer` as JSON text; the tuned `CALayer` keys are numbers.
    func jsonText(in layer: EmitterLayer) -> String {
        EmitterLayer.property(named: key)?.jsonText(layer) ?? jsonNumber(value(in: layer))
    }

    /// Sets the parameter in `cell` to `value`.
    func write(_ value: Double, into cell: inout EmitterCell) {
        Self.write(value, component: component, into: &cell, by: EmitterCell.property(named: key)!)
    }

    /// Sets the parameter in `layer` to `value`.
    func write(_ value: Double, into layer: inout EmitterLayer) {
        if let property = EmitterLayer.property(named: key) {
            Self.write(value, component: component, into: &layer, by: property)
        } else {
            Self.write(value, component: component, into: &layer.layerProperties, by: LayerProperties.property(named: key)!)
        }
    }

    private static func write<Root>(_ value: Double, component: Int?, into root: inout Root, by property: PropertyDeclaration<Root>) {
        var lanes = property.read(root)
        lanes[component ?? 0] = value
        property.write(&root, lanes)
    }
}
