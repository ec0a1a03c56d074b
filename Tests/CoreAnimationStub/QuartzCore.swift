// Stand-ins for the QuartzCore and UIKit types that `spindrift export` writes, with the names
// and types Apple's headers declare, so that exported Swift compiles and runs on Linux. Every
// object writes back what was set on it as a description's JSON (`json`), by the
// description's keys: the round trip the export tests check. Not Foundation: nothing here
// imports it, so CGFloat, NSNumber and NSValue are these.

typealias CGFloat = Double
typealias CFTimeInterval = Double

/// Now on Core Animation's clock: the moment the description starts, 0.
func CACurrentMediaTime() -> CFTimeInterval { 0 }

// MARK: Values

/// A value written back as JSON.
protocol JSONWritable {
    var json: String { get }
}

extension Double: JSONWritable {
    var json: String { "\(self)" }
}

extension Float: JSONWritable {
    /// Float's own shortest digits (0.15, not 0.15000000596), so that what a description
    /// writes with a float's precision comes back as written; the largest float, which
    /// descriptions write for "forever", as the double it is.
    var json: String { self == .greatestFiniteMagnitude ? "\(Double(self))" : "\(self)" }
}

extension Int: JSONWritable {
    var json: String { "\(self)" }
}

extension UInt32: JSONWritable {
    var json: String { "\(self)" }
}

extension Bool: JSONWritable {
    var json: String { "\(self)" }
}

extension String: JSONWritable {
    var json: String {
        var text = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}

/// `[a, b, …]` of JSON texts.
func jsonArray(_ elements: [String]) -> String { "[" + elements.joined(separator: ", ") + "]" }

/// An animation's value or a cell's contents (`Any` in Apple's headers) as JSON.
func jsonOfAny(_ value: Any) -> String {
    switch value {
    case let value as JSONWritable: return value.json
    case let number as NSNumber: return number.value.json
    case let boxed as NSValue: return jsonArray(boxed.numbers.map(\.json))
    case let image as CGImage: return image.name.json
    case let list as [Any]: return jsonArray(list.map(jsonOfAny))
    default: return "\"unknown value \(value)\""
    }
}

struct CGPoint: JSONWritable {
    var x: CGFloat
    var y: CGFloat
    init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    static let zero = CGPoint(x: 0, y: 0)
    var json: String { jsonArray([x.json, y.json]) }
}

struct CGSize: JSONWritable {
    var width: CGFloat
    var height: CGFloat
    init(width: CGFloat, height: CGFloat) { self.width = width; self.height = height }
    var json: String { jsonArray([width.json, height.json]) }
}

struct CGRect: JSONWritable {
    var origin: CGPoint
    var size: CGSize
    init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        origin = CGPoint(x: x, y: y)
        size = CGSize(width: width, height: height)
    }
    static let zero = CGRect(x: 0, y: 0, width: 0, height: 0)
    var json: String { jsonArray([origin.x.json, origin.y.json, size.width.json, size.height.json]) }
}

final class CGColor: JSONWritable {
    let components: [CGFloat]
    init(components: [CGFloat]) { self.components = components }
    var json: String { jsonArray(components.map(\.json)) }
}

final class CGImage {
    let name: String
    init(name: String) { self.name = name }
}

final class UIImage {
    let name: String
    init?(named name: String) { self.name = name }
    var cgImage: CGImage? { CGImage(name: name) }
}

final class UIColor {
    let cgColor: CGColor
    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(components: [red, green, blue, alpha])
    }
}

final class NSNumber: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    let value: Double
    init(floatLiteral value: Double) { self.value = value }
    init(integerLiteral value: Int) { self.value = Double(value) }
}

final class NSValue {
    let numbers: [CGFloat]
    init(cgPoint point: CGPoint) { numbers = [point.x, point.y] }
    init(cgSize size: CGSize) { numbers = [size.width, size.height] }
    init(cgRect rect: CGRect) { numbers = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height] }
}

// MARK: Named constants (Apple's raw values)

protocol StringConstant: RawRepresentable, JSONWritable where RawValue == String {}

extension StringConstant {
    var json: String { rawValue.json }
}

struct CAEmitterLayerEmitterShape: StringConstant {
    let rawValue: String
    init(rawValue: String) { self.rawValue = rawValue }
    static let point = Self(rawValue: "point"), line = Self(rawValue: "line"), rectangle = Self(rawValue: "rectangle")
    static let cuboid = Self(rawValue: "cuboid"), circle = Self(rawValue: "circle"), sphere = Self(rawValue: "sphere")
}

struct CAEmitterLayerEmitterMode: StringConstant {
    let rawValue: String
    init(rawValue: String) { self.rawValue = rawValue }
    static let points = Self(rawValue: "points"), outline = Self(rawValue: "outline")
    static let surface = Self(rawValue: "surface"), volume = Self(rawValue: "volume")
}

struct CAEmitterLayerRenderMode: StringConstant {
    let rawValue: String
    init(rawValue: String) { self.rawValue = rawValue }
    static let unordered = Self(rawValue: "unordered"), oldestFirst = Self(rawValue: "oldestFirst")
    static let oldestLast = Self(rawValue: "oldestLast"), backToFront = Self(rawValue: "backToFront")
    static let additive = Self(rawValue: "additive")
}

struct CALayerContentsFilter: StringConstant {
    let rawValue: String
    init(rawValue: String) { self.rawValue = rawValue }
    static let nearest = Self(rawValue: "nearest"), linear = Self(rawValue: "linear"), trilinear = Self(rawValue: "trilinear")
}

struct CAMediaTimingFillMode: StringConstant {
    let rawValue: String
    init(rawValue: String) { self.rawValue = rawValue }
    static let forwards = Self(rawValue: "forwards"), backwards = Self(rawValue: "backwards")
    static let both = Self(rawValue: "both"), removed = Self(rawValue: "removed")
}

struct CAAnimationCalculationMode: StringConstant {
    let rawValue: String
    init(rawValue: String) { self.rawValue = rawValue }
    static let linear = Self(rawValue: "linear"), discrete = Self(rawValue: "discrete"), paced = Self(rawValue: "paced")
    static let cubic = Self(rawValue: "cubic"), cubicPaced = Self(rawValue: "cubicPaced")
}

struct CAAnimationRotationMode: StringConstant {
    let rawValue: String
    init(rawValue: String) { self.rawValue = rawValue }
    static let rotateAuto = Self(rawValue: "auto"), rotateAutoReverse = Self(rawValue: "autoReverse")
}

struct CAMediaTimingFunctionName: StringConstant {
    let rawValue: String
    init(rawValue: String) { self.rawValue = rawValue }
    static let linear = Self(rawValue: "linear"), easeIn = Self(rawValue: "easeIn"), easeOut = Self(rawValue: "easeOut")
    static let easeInEaseOut = Self(rawValue: "easeInEaseOut"), `default` = Self(rawValue: "default")
}

final class CAMediaTimingFunction: JSONWritable {
    let json: String
    init(name: CAMediaTimingFunctionName) { json = name.json }
    init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        json = jsonArray([c1x.json, c1y.json, c2x.json, c2y.json])
    }
}

// MARK: Objects

/// An object that remembers what was set on it, by description key.
class Recorder {
    private(set) var members: [String: String] = [:]

    func record(_ key: String, _ json: String) { members[key] = json }

    /// The members as a JSON object, with `extra` ones.
    func object(_ extra: [String: String] = [:]) -> String {
        let all = members.merging(extra) { _, new in new }
        return "{" + all.keys.sorted().map { "\($0.json): \(all[$0]!)" }.joined(separator: ", ") + "}"
    }
}

/// CAMediaTiming's properties, on the layers, the cells and the animations.
class MediaTimingRecorder: Recorder {
    var beginTime: CFTimeInterval = 0 { didSet { record("beginTime", beginTime.json) } }
    var duration: CFTimeInterval = 0 { didSet { record("duration", duration.json) } }
    var speed: Float = 1 { didSet { record("speed", speed.json) } }
    var timeOffset: CFTimeInterval = 0 { didSet { record("timeOffset", timeOffset.json) } }
    var repeatCount: Float = 0 { didSet { record("repeatCount", repeatCount.json) } }
    var repeatDuration: CFTimeInterval = 0 { didSet { record("repeatDuration", repeatDuration.json) } }
    var autoreverses = false { didSet { record("autoreverses", autoreverses.json) } }
    var fillMode: CAMediaTimingFillMode = .removed { didSet { record("fillMode", fillMode.json) } }
}

class CALayer: MediaTimingRecorder {
    var name: String? { didSet { record("name", name?.json ?? "null") } }
    var bounds: CGRect = .zero { didSet { record("bounds", bounds.json) } }
    var position: CGPoint = .zero { didSet { record("position", position.json) } }
    var zPosition: CGFloat = 0 { didSet { record("zPosition", zPosition.json) } }
    var anchorPoint = CGPoint(x: 0.5, y: 0.5) { didSet { record("anchorPoint", anchorPoint.json) } }
    var opacity: Float = 1 { didSet { record("opacity", opacity.json) } }
    var backgroundColor: CGColor? { didSet { record("backgroundColor", backgroundColor?.json ?? "null") } }
    var isHidden = false { didSet { record("hidden", isHidden.json) } }
    var masksToBounds = false { didSet { record("masksToBounds", masksToBounds.json) } }
    private(set) var sublayers: [CALayer]?
    private var animations: [(animation: CAAnimation, key: String?)] = []

    override init() {}

    func addSublayer(_ layer: CALayer) { sublayers = (sublayers ?? []) + [layer] }

    func add(_ animation: CAAnimation, forKey key: String?) { animations.append((animation, key)) }

    /// Key-value coding: here only the transform's key paths, which a description writes as keys.
    func setValue(_ value: Any?, forKeyPath keyPath: String) { record(keyPath, value.map(jsonOfAny) ?? "null") }

    /// The layer as a description: a scene's root with its sublayers, or an emitter layer.
    var json: String {
        var extra = structure
        if let sublayers { extra["sublayers"] = jsonArray(sublayers.map(\.json)) }
        if !animations.isEmpty { extra["animations"] = jsonArray(animations.map { $0.animation.json(key: $0.key) }) }
        return object(extra)
    }

    /// Members that are objects of their own.
    var structure: [String: String] { [:] }
}

final class CAEmitterLayer: CALayer {
    var emitterCells: [CAEmitterCell]?
    var birthRate: Float = 1 { didSet { record("birthRate", birthRate.json) } }
    var lifetime: Float = 1 { didSet { record("lifetime", lifetime.json) } }
    var emitterPosition: CGPoint = .zero { didSet { record("emitterPosition", emitterPosition.json) } }
    var emitterZPosition: CGFloat = 0 { didSet { record("emitterZPosition", emitterZPosition.json) } }
    var emitterSize = CGSize(width: 0, height: 0) { didSet { record("emitterSize", emitterSize.json) } }
    var emitterDepth: CGFloat = 0 { didSet { record("emitterDepth", emitterDepth.json) } }
    var emitterShape: CAEmitterLayerEmitterShape = .point { didSet { record("emitterShape", emitterShape.json) } }
    var emitterMode: CAEmitterLayerEmitterMode = .volume { didSet { record("emitterMode", emitterMode.json) } }
    var renderMode: CAEmitterLayerRenderMode = .unordered { didSet { record("renderMode", renderMode.json) } }
    var preservesDepth = false { didSet { record("preservesDepth", preservesDepth.json) } }
    var velocity: Float = 1 { didSet { record("velocity", velocity.json) } }
    var scale: Float = 1 { didSet { record("scale", scale.json) } }
    var spin: Float = 1 { didSet { record("spin", spin.json) } }
    var seed: UInt32 = 0 { didSet { record("seed", seed.json) } }

    override var structure: [String: String] { emitterCells.map { ["emitterCells": jsonArray($0.map(\.json))] } ?? [:] }
}

final class CAEmitterCell: MediaTimingRecorder {
    var name: String? { didSet { record("name", name?.json ?? "null") } }
    var isEnabled = true { didSet { record("enabled", isEnabled.json) } }
    var birthRate: Float = 0 { didSet { record("birthRate", birthRate.json) } }
    var lifetime: Float = 0 { didSet { record("lifetime", lifetime.json) } }
    var lifetimeRange: Float = 0 { didSet { record("lifetimeRange", lifetimeRange.json) } }
    var emissionLatitude: CGFloat = 0 { didSet { record("emissionLatitude", emissionLatitude.json) } }
    var emissionLongitude: CGFloat = 0 { didSet { record("emissionLongitude", emissionLongitude.json) } }
    var emissionRange: CGFloat = 0 { didSet { record("emissionRange", emissionRange.json) } }
    var velocity: CGFloat = 0 { didSet { record("velocity", velocity.json) } }
    var velocityRange: CGFloat = 0 { didSet { record("velocityRange", velocityRange.json) } }
    var xAcceleration: CGFloat = 0 { didSet { record("xAcceleration", xAcceleration.json) } }
    var yAcceleration: CGFloat = 0 { didSet { record("yAcceleration", yAcceleration.json) } }
    var zAcceleration: CGFloat = 0 { didSet { record("zAcceleration", zAcceleration.json) } }
    var scale: CGFloat = 1 { didSet { record("scale", scale.json) } }
    var scaleRange: CGFloat = 0 { didSet { record("scaleRange", scaleRange.json) } }
    var scaleSpeed: CGFloat = 0 { didSet { record("scaleSpeed", scaleSpeed.json) } }
    var spin: CGFloat = 0 { didSet { record("spin", spin.json) } }
    var spinRange: CGFloat = 0 { didSet { record("spinRange", spinRange.json) } }
    var color: CGColor? { didSet { record("color", color?.json ?? "null") } }
    var redRange: Float = 0 { didSet { record("redRange", redRange.json) } }
    var greenRange: Float = 0 { didSet { record("greenRange", greenRange.json) } }
    var blueRange: Float = 0 { didSet { record("blueRange", blueRange.json) } }
    var alphaRange: Float = 0 { didSet { record("alphaRange", alphaRange.json) } }
    var redSpeed: Float = 0 { didSet { record("redSpeed", redSpeed.json) } }
    var greenSpeed: Float = 0 { didSet { record("greenSpeed", greenSpeed.json) } }
    var blueSpeed: Float = 0 { didSet { record("blueSpeed", blueSpeed.json) } }
    var alphaSpeed: Float = 0 { didSet { record("alphaSpeed", alphaSpeed.json) } }
    var contents: Any? { didSet { record("contents", contents.map(jsonOfAny) ?? "null") } }
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) { didSet { record("contentsRect", contentsRect.json) } }
    var contentsScale: CGFloat = 1 { didSet { record("contentsScale", contentsScale.json) } }
    var minificationFilter: String = CALayerContentsFilter.linear.rawValue { didSet { record("minificationFilter", minificationFilter.json) } }
    var magnificationFilter: String = CALayerContentsFilter.linear.rawValue { didSet { record("magnificationFilter", magnificationFilter.json) } }
    var minificationFilterBias: Float = 0 { didSet { record("minificationFilterBias", minificationFilterBias.json) } }
    var emitterCells: [CAEmitterCell]?

    override init() {}

    var json: String { object(emitterCells.map { ["emitterCells": jsonArray($0.map(\.json))] } ?? [:]) }
}

/// A path, written back as the SVG path data a description gives (absolute commands, whole
/// numbers without a fraction).
class CGPath: JSONWritable {
    fileprivate var commands: [String] = []
    var json: String { commands.joined(separator: " ").json }

    fileprivate func add(_ letter: String, _ points: [CGPoint]) {
        commands.append(([letter] + points.flatMap { [$0.x, $0.y] }.map { $0 == Double(Int($0)) ? "\(Int($0))" : "\($0)" })
            .joined(separator: " "))
    }
}

final class CGMutablePath: CGPath {
    override init() {}
    func move(to point: CGPoint) { add("M", [point]) }
    func addLine(to point: CGPoint) { add("L", [point]) }
    func addQuadCurve(to end: CGPoint, control: CGPoint) { add("Q", [control, end]) }
    func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) { add("C", [control1, control2, end]) }
    func closeSubpath() { commands.append("Z") }
}

class CAAnimation: MediaTimingRecorder {
    var timingFunction: CAMediaTimingFunction? { didSet { record("timingFunction", timingFunction?.json ?? "null") } }
    var isRemovedOnCompletion = true { didSet { record("isRemovedOnCompletion", isRemovedOnCompletion.json) } }

    override init() {}

    var className: String { "CAAnimation" }

    /// Members that are objects of their own.
    var structure: [String: String] { [:] }

    /// The animation as a description's record, added under `key`.
    func json(key: String?) -> String {
        var extra = structure
        extra["class"] = className.json
        if let key { extra["key"] = key.json }
        return object(extra)
    }
}

class CAPropertyAnimation: CAAnimation {
    var keyPath: String? { didSet { record("keyPath", keyPath?.json ?? "null") } }
    var isAdditive = false { didSet { record("isAdditive", isAdditive.json) } }
    var isCumulative = false { didSet { record("isCumulative", isCumulative.json) } }

    convenience init(keyPath path: String?) {
        self.init()
        // Set in an initializer, where didSet does not run.
        keyPath = path
        record("keyPath", path?.json ?? "null")
    }
}

class CABasicAnimation: CAPropertyAnimation {
    var fromValue: Any? { didSet { record("fromValue", fromValue.map(jsonOfAny) ?? "null") } }
    var toValue: Any? { didSet { record("toValue", toValue.map(jsonOfAny) ?? "null") } }
    var byValue: Any? { didSet { record("byValue", byValue.map(jsonOfAny) ?? "null") } }
    override var className: String { "CABasicAnimation" }
}

final class CAKeyframeAnimation: CAPropertyAnimation {
    var values: [Any]? { didSet { record("values", values.map(jsonOfAny) ?? "null") } }
    var keyTimes: [NSNumber]? { didSet { record("keyTimes", keyTimes.map(jsonOfAny) ?? "null") } }
    var timingFunctions: [CAMediaTimingFunction]? {
        didSet { record("timingFunctions", timingFunctions.map { jsonArray($0.map(\.json)) } ?? "null") }
    }
    var calculationMode: CAAnimationCalculationMode = .linear { didSet { record("calculationMode", calculationMode.json) } }
    var path: CGPath? { didSet { record("path", path?.json ?? "null") } }
    var rotationMode: CAAnimationRotationMode? { didSet { record("rotationMode", rotationMode?.json ?? "null") } }
    override var className: String { "CAKeyframeAnimation" }
}

final class CASpringAnimation: CABasicAnimation {
    var mass: CGFloat = 1 { didSet { record("mass", mass.json) } }
    var stiffness: CGFloat = 100 { didSet { record("stiffness", stiffness.json) } }
    var damping: CGFloat = 10 { didSet { record("damping", damping.json) } }
    var initialVelocity: CGFloat = 0 { didSet { record("initialVelocity", initialVelocity.json) } }
    /// 0 here: the stub runs no springs, and a description's duration 0 for a spring means
    /// its settling duration.
    var settlingDuration: CFTimeInterval { 0 }
    override var className: String { "CASpringAnimation" }
}

final class CAAnimationGroup: CAAnimation {
    var animations: [CAAnimation]?
    override var className: String { "CAAnimationGroup" }
    override var structure: [String: String] { animations.map { ["animations": jsonArray($0.map { $0.json(key: nil) })] } ?? [:] }
}
