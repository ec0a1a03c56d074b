import Foundation

/// One key of a description type, declared once: its JSON name and Apple's other spellings,
/// its value's kind, default, bounds, whether animations may change it, how the window's
/// tuning keys step it, its documentation and how it is written back.
///
/// Decoding, encoding, validation, `--set` key paths, the animatable table, the tuning list,
/// the fuzzer's vocabulary, the key reference in the docs and `spindrift export` all derive from the tables
/// (``EmitterCell/properties``, ``EmitterLayer/properties``, ``LayerProperties/properties``),
/// so a key added to a table shows up in each of them.
package struct PropertyDeclaration<Root: PropertyTable>: Sendable {
    /// The key as a description writes it (Core Animation's Objective-C property name).
    package let key: String
    /// Other spellings Apple's APIs use for the same property (`isEnabled` for `enabled`);
    /// a description may use any one of them.
    package let aliases: [String]
    /// The property's name in Swift code (`isEnabled` for `enabled`, whose Objective-C name
    /// is the key): ``key`` unless it differs, when it is also one of the ``aliases``.
    package let swiftName: String
    /// How Core Animation code writes its value, where its kind alone does not say.
    package let coreAnimationValue: CoreAnimationValue
    /// What kind of value the key holds.
    package let kind: PropertyKind
    /// The values validation accepts, beyond what every number must satisfy (finite, within
    /// what a 32-bit float holds).
    package let bounds: PropertyBounds
    /// Whether animations may change the key, and when the simulation reads it; or why not.
    package let animation: Animatability
    /// How one press of the window's `←`/`→` keys changes it; nil when it is not tuned there.
    package let tuning: TuningStep?
    /// The unit of its numbers (`points per second`), empty for plain numbers and non-numbers.
    package let unit: String
    /// One line saying what it does.
    package let summary: String
    /// The key of its range, for a value drawn as value ± range/2 (`spinRange` for `spin`).
    package let rangeKey: String?
    /// When saves and exports write it.
    package let writeBack: WriteBack
    /// Whether it is one of Spindrift's own keys, which Core Animation lacks.
    package let isExtension: Bool
    /// The key paths that animate some of its components (`position.x`, `bounds.size`).
    package let parts: [PropertyPart]

    /// How many numbers it holds: 1 for a scalar or a whole number, one per component of a
    /// vector (at most 4), 0 for other kinds.
    package let componentCount: Int
    /// Its numbers in the first ``componentCount`` lanes (whole numbers as `Double`).
    package let read: @Sendable (Root) -> SIMD4<Double>
    /// Replaces its numbers with the first ``componentCount`` lanes (not for whole numbers).
    package let write: @Sendable (inout Root, SIMD4<Double>) -> Void
    /// Decodes the member at `key` of `container` into the value, when present.
    let decode: @Sendable (DescriptionContainer<ConfigurationKey>, ConfigurationKey, inout Root) throws -> Void
    /// Encodes the value at `key` (according to ``writeBack``).
    let encode: @Sendable (inout KeyedEncodingContainer<ConfigurationKey>, ConfigurationKey, Root) throws -> Void
    /// The value as JSON text, for the docs' defaults.
    package let jsonText: @Sendable (Root) -> String

    /// Every spelling a description may use: the key, then its aliases.
    package var spellings: [String] { [key] + aliases }

    /// Its numbers, one per component.
    package func numbers(_ root: Root) -> [Double] {
        let lanes = read(root)
        return (0..<componentCount).map { lanes[$0] }
    }

    /// Whether its value is a number or a vector of numbers.
    package var isNumeric: Bool {
        switch kind {
        case .number, .vector: true
        default: false
        }
    }

    /// The names of its components (`red`, `green`…), one per number; a scalar's is its key.
    package var componentNames: [String] {
        if case .vector(let labels) = kind { return labels }
        return [key]
    }
}

/// A key path that names some components of a vector key (`position.x`, `bounds.size`):
/// animations may animate those alone, the other components keeping their value.
package struct PropertyPart: Sendable, Equatable {
    /// The key path (`bounds.size`).
    package let key: String
    /// The vector's components it holds (2..<4 for `bounds.size`).
    package let lanes: Range<Int>
    /// Their labels (`[width, height]`).
    package let labels: [String]

    /// The part of `key` at `lanes`, its components named `labels`.
    package init(_ key: String, lanes: Range<Int>, labels: [String]) {
        precondition(lanes.count == labels.count, "one label per component")
        self.key = key
        self.lanes = lanes
        self.labels = labels
    }

    /// One part per component of the vector `key`, named `key.label` (`position.x`).
    package static func components(of key: String, labels: [String]) -> [PropertyPart] {
        labels.enumerated().map { PropertyPart("\(key).\($1)", lanes: $0..<($0 + 1), labels: [$1]) }
    }
}

/// A description type whose keys are declared in one table.
package protocol PropertyTable: Sendable {
    /// A value with Core Animation's defaults.
    init()
    /// Its keys, in the order they are decoded, encoded and documented.
    static var properties: [PropertyDeclaration<Self>] { get }
}

/// What kind of value a key holds, as a description writes it.
package enum PropertyKind: Sendable, Equatable {
    /// A number.
    case number
    /// An array of numbers, one per label (`[x, y]`, `[red, green, blue, alpha]`).
    case vector(labels: [String])
    /// A whole number.
    case integer
    /// `true` or `false`.
    case flag
    /// A string.
    case text
    /// One of the named values (and Apple's constant names for them).
    case choice([EnumerationValue])
    /// An array of objects of the named type (`EmitterCell`, `CAAnimation`).
    case list(of: String)
    /// One object of the named type (a curve, Spindrift's extensions of a cell).
    case object(of: String)

    /// The kind as the docs name it.
    package var documentation: String {
        switch self {
        case .number: "number"
        case .vector(let labels): "[" + labels.joined(separator: ", ") + "]"
        case .integer: "whole number"
        case .flag: "true or false"
        case .text: "string"
        case .choice(let values): values.map { "`\($0.name)`" }.joined(separator: ", ")
        case .list(let type): "array of \(type)"
        case .object(let type): "object: \(type)"
        }
    }
}

/// One value of an enumerated key, with the constant names Apple's APIs give it.
package struct EnumerationValue: Sendable, Equatable {
    /// The value as a description writes it.
    package let name: String
    /// Apple's spellings (`kCAEmitterLayerCuboid`, `.cuboid`, `CAEmitterLayerEmitterShape.cuboid`),
    /// accepted as the same value.
    package let appleNames: [String]

    /// Apple's Objective-C constant (`kCAEmitterLayerCuboid`); nil for Spindrift's own values.
    package var objectiveCConstant: String? { appleNames.first }
    /// Apple's Swift member, short (`.cuboid`); nil for Spindrift's own values.
    package var swiftMember: String? { appleNames.count > 1 ? appleNames[1] : nil }
}

/// The values validation accepts for a key's numbers, beyond being finite floats.
package enum PropertyBounds: Sendable, Equatable {
    /// Any number a 32-bit float holds.
    case any
    /// Zero or more.
    case nonNegative
    /// More than zero.
    case positive
    /// Within the closed range (`0…1` for colours).
    case within(ClosedRange<Double>)

    /// Why `value` is out of bounds, or nil when it is in (NaN is left to the finiteness check).
    package func violation(_ value: Double, whole: Bool) -> String? {
        let got = whole ? "\(Int64(exactly: value.rounded()) ?? 0)" : "\(value)"
        switch self {
        case .any: return nil
        case .nonNegative: return value < 0 ? "must not be negative (got \(got))" : nil
        case .positive: return value <= 0 ? "must be more than 0 (got \(got))" : nil
        case .within(let range):
            guard value.isFinite, !range.contains(value) else { return nil }
            return "must be between \(jsonNumber(range.lowerBound)) and \(jsonNumber(range.upperBound)) (got \(got))"
        }
    }

    /// The range an animation's value is clamped to.
    package var animationRange: ClosedRange<Double> {
        let float = Double(Float.greatestFiniteMagnitude)
        switch self {
        case .any: return -float...float
        case .nonNegative, .positive: return 0...float
        case .within(let range): return range
        }
    }

    /// The bounds as the docs write them, empty for ``any``.
    package var documentation: String {
        switch self {
        case .any: ""
        case .nonNegative: "≥ 0"
        case .positive: "> 0"
        case .within(let range): "\(jsonNumber(range.lowerBound))…\(jsonNumber(range.upperBound))"
        }
    }
}

/// Whether animations may change a key, and when the simulation reads it; or why they may not.
package enum Animatability: Sendable, Equatable {
    /// Animatable; the simulation reads it as `effect` says.
    case animatable(AnimationEffect)
    /// Not animatable, for the reason given (a message completes "not animatable: …").
    case fixed(String)
}

/// How one press of the window's `←`/`→` keys changes a number.
package enum TuningStep: Sendable, Equatable {
    /// Multiply or divide by ``TuningStep/factor``; a zero value becomes `unit` going up.
    case factor(unit: Double)
    /// Add or subtract `step`, keeping the result within `bounds`.
    case step(Double, bounds: ClosedRange<Double>)

    /// The factor of one multiplicative press.
    package static let factor = 1.1

    /// `value` after one press of `→` (`increase`) or `←`, rounded to the step's resolution
    /// so that a saved value reads as typed (`36.3`, not `36.300000000000004`): a factor's
    /// result to 6 significant digits, a step's to 6 significant digits of the step (a
    /// multiple of 1e-7 for ±0.05, so 0.95 − 0.05 is 0.9 and 0.05 − 0.05 is 0).
    package func adjusted(_ value: Double, increase: Bool) -> Double {
        switch self {
        case .factor(let unit):
            if value == 0 { return increase ? unit : 0 }
            return Self.rounded(increase ? value * Self.factor : value / Self.factor, format: "%.6g")
        case .step(let step, let bounds):
            let decimals = max(0, 5 - Int((log10(step)).rounded(.down)))
            let next = Self.rounded(increase ? value + step : value - step, format: "%.\(decimals)f")
            return min(max(next, bounds.lowerBound), bounds.upperBound)
        }
    }

    /// `value` printed with `format` and read back: the nearest double to the rounded decimal.
    private static func rounded(_ value: Double, format: String) -> Double {
        // Past a float's range the text is "inf": keep the value, which validation turns down.
        Double(String(format: format, value)).flatMap { $0.isFinite ? $0 : nil } ?? value
    }

    /// The step as the docs write it.
    package var documentation: String {
        switch self {
        case .factor: "×1.1"
        case .step(let step, _): "±" + (step == Double.pi / 36 ? "5°" : "\(step)")
        }
    }
}

/// How Core Animation code writes a key's value (`spindrift export`).
package enum CoreAnimationValue: Sendable, Equatable {
    /// As its kind says: numbers, `CGPoint`, `CGSize`, `CGRect` or `CGColor` by its
    /// components' labels, a Boolean, a string, an enumeration's member (`.line`).
    case asKind
    /// An image named by the string: `UIImage(named:)`'s `cgImage`.
    case image
    /// Seconds of the parent's clock, whose 0 is when the description starts: real code
    /// writes them after `CACurrentMediaTime()`.
    case mediaTime
    /// A string property holding the raw value of the named Swift type's member
    /// (`CALayerContentsFilter.nearest.rawValue`; in Objective-C the constant, `kCAFilterNearest`).
    case rawValue(of: String)
}

/// When saves and exports write a key.
package enum WriteBack: Sendable, Equatable {
    /// Always (absent optional values are left out).
    case always
    /// Only when it differs from its default.
    case unlessDefault
}
