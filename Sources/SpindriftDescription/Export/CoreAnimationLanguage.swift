/// The language `spindrift export` writes Core Animation code in: how each statement and
/// value is spelled in Swift (iOS, UIKit) and in Objective-C.
package enum CoreAnimationLanguage: Sendable {
    case swift
    case objectiveC

    /// The first lines of the file.
    var imports: String {
        switch self {
        case .swift: "import UIKit"
        case .objectiveC: "#import <UIKit/UIKit.h>"
        }
    }

    /// The function's first line: `name` takes nothing and returns a `type`.
    func functionHeader(_ name: String, returning type: String) -> String {
        switch self {
        case .swift: "func \(name)() -> \(type) {"
        case .objectiveC: "static \(type) *\(name)(void) {"
        }
    }

    /// The function's name for a description called `base` (`snow` → `makeSnowEmitter`).
    func functionName(_ base: String) -> String {
        switch self {
        case .swift: "make" + base
        case .objectiveC: "Make" + base
        }
    }

    /// A statement: Objective-C ends it with a semicolon.
    func statement(_ text: String) -> String {
        switch self {
        case .swift: text
        case .objectiveC: text + ";"
        }
    }

    /// `variable` made as a new `className` (a property animation of `keyPath`).
    func declaration(_ variable: String, of className: String, keyPath: String? = nil) -> String {
        switch self {
        case .swift:
            return "let \(variable) = \(className)(\(keyPath.map { "keyPath: \(string($0))" } ?? ""))"
        case .objectiveC:
            let factory = switch className {
            case "CAEmitterCell": "emitterCell"
            case "CALayer", "CAEmitterLayer": "layer"
            default: keyPath.map { "animationWithKeyPath:\(string($0))" } ?? "animation"
            }
            return "\(className) *\(variable) = [\(className) \(factory)];"
        }
    }

    /// Sets `variable`'s property to `value`.
    func assignment(_ variable: String, _ property: String, _ value: String) -> String {
        statement("\(variable).\(property) = \(value)")
    }

    /// Sets `variable`'s value at `keyPath` (`transform.rotation.z`) to the number `value`.
    func setValue(_ variable: String, keyPath: String, _ value: Double) -> String {
        switch self {
        case .swift: "\(variable).setValue(\(jsonNumber(value)), forKeyPath: \(string(keyPath)))"
        case .objectiveC: "[\(variable) setValue:\(numberObject(value)) forKeyPath:\(string(keyPath))];"
        }
    }

    /// Adds `sublayer` to `layer`.
    func addSublayer(_ sublayer: String, to layer: String) -> String {
        switch self {
        case .swift: "\(layer).addSublayer(\(sublayer))"
        case .objectiveC: "[\(layer) addSublayer:\(sublayer)];"
        }
    }

    /// Adds `animation` to `layer` under `key`.
    func addAnimation(_ animation: String, key: String?, to layer: String) -> String {
        switch self {
        case .swift: "\(layer).add(\(animation), forKey: \(key.map(string) ?? "nil"))"
        case .objectiveC: "[\(layer) addAnimation:\(animation) forKey:\(key.map(string) ?? "nil")];"
        }
    }

    /// Returns `variable` from the function.
    func returning(_ variable: String) -> String { statement("return \(variable)") }

    /// `true` or `false`.
    func flag(_ value: Bool) -> String {
        switch self {
        case .swift: "\(value)"
        case .objectiveC: value ? "YES" : "NO"
        }
    }

    /// A number as an object (an animation's value, a key time).
    func numberObject(_ value: Double) -> String {
        switch self {
        case .swift: jsonNumber(value)
        case .objectiveC: "@(\(jsonNumber(value)))"
        }
    }

    /// A string literal.
    func string(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case "\r": escaped += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                switch self {
                case .swift: escaped += "\\u{\(String(scalar.value, radix: 16))}"
                case .objectiveC: escaped += "\\" + String("00" + String(scalar.value, radix: 8)).suffix(3)
                }
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return self == .swift ? "\"\(escaped)\"" : "@\"\(escaped)\""
    }

    /// An array literal of `elements`.
    func array(_ elements: [String]) -> String {
        (self == .swift ? "[" : "@[") + elements.joined(separator: ", ") + "]"
    }

    /// The Core Graphics value with `numbers` as components labelled `labels`
    /// (`CGPoint(x: 1, y: 2)`), as an object when `boxed` (an animation's value); nil for
    /// labels that name no Core Graphics type.
    func geometry(_ numbers: [Double], labels: [String], boxed: Bool) -> String? {
        let n = numbers.map(jsonNumber)
        guard n.count == labels.count else { return nil }
        let (type, swiftArguments): (String, String)
        switch labels {
        case ["x", "y"]: (type, swiftArguments) = ("Point", "x: \(n[0]), y: \(n[1])")
        case ["width", "height"]: (type, swiftArguments) = ("Size", "width: \(n[0]), height: \(n[1])")
        case ["x", "y", "width", "height"]:
            (type, swiftArguments) = ("Rect", "x: \(n[0]), y: \(n[1]), width: \(n[2]), height: \(n[3])")
        case ["red", "green", "blue", "alpha"]:
            switch self {
            case .swift: return "UIColor(red: \(n[0]), green: \(n[1]), blue: \(n[2]), alpha: \(n[3])).cgColor"
            case .objectiveC:
                return (boxed ? "(id)" : "") + "[UIColor colorWithRed:\(n[0]) green:\(n[1]) blue:\(n[2]) alpha:\(n[3])].CGColor"
            }
        default: return nil
        }
        switch self {
        case .swift:
            let value = "CG\(type)(\(swiftArguments))"
            return boxed ? "NSValue(cg\(type): \(value))" : value
        case .objectiveC:
            let value = "CG\(type)Make(\(n.joined(separator: ", ")))"
            return boxed ? "[NSValue valueWithCG\(type):\(value)]" : value
        }
    }

    /// The image named `name`, as a cell's contents.
    func image(_ name: String) -> String {
        switch self {
        case .swift: "UIImage(named: \(string(name)))?.cgImage"
        case .objectiveC: "(id)[UIImage imageNamed:\(string(name))].CGImage"
        }
    }

    /// The member `value` of an enumeration (`.line`, `kCAEmitterLayerLine`); for a string
    /// property, the raw value of `rawValueType`'s member.
    func member(_ value: EnumerationValue, rawValueType: String? = nil) -> String {
        switch self {
        case .swift: rawValueType.map { "\($0).\(value.name).rawValue" } ?? value.swiftMember ?? "." + value.name
        case .objectiveC: value.objectiveCConstant ?? string(value.name)
        }
    }

    /// The statements that build `variable` as a `CGMutablePath` of `elements`.
    func path(_ variable: String, _ elements: [PathElement]) -> [String] {
        func point(_ p: SIMD2<Double>) -> String {
            self == .swift ? "CGPoint(x: \(jsonNumber(p.x)), y: \(jsonNumber(p.y)))" : "\(jsonNumber(p.x)), \(jsonNumber(p.y))"
        }
        switch self {
        case .swift:
            return ["let \(variable) = CGMutablePath()"] + elements.map { element in
                switch element {
                case .move(let p): "\(variable).move(to: \(point(p)))"
                case .line(let p): "\(variable).addLine(to: \(point(p)))"
                case .quadCurve(let c, let p): "\(variable).addQuadCurve(to: \(point(p)), control: \(point(c)))"
                case .curve(let c1, let c2, let p):
                    "\(variable).addCurve(to: \(point(p)), control1: \(point(c1)), control2: \(point(c2)))"
                case .close: "\(variable).closeSubpath()"
                }
            }
        case .objectiveC:
            return ["CGMutablePathRef \(variable) = CGPathCreateMutable();"] + elements.map { element in
                switch element {
                case .move(let p): "CGPathMoveToPoint(\(variable), NULL, \(point(p)));"
                case .line(let p): "CGPathAddLineToPoint(\(variable), NULL, \(point(p)));"
                case .quadCurve(let c, let p): "CGPathAddQuadCurveToPoint(\(variable), NULL, \(point(c)), \(point(p)));"
                case .curve(let c1, let c2, let p):
                    "CGPathAddCurveToPoint(\(variable), NULL, \(point(c1)), \(point(c2)), \(point(p)));"
                case .close: "CGPathCloseSubpath(\(variable));"
                }
            }
        }
    }

    /// A timing function: named (`easeIn`) or by its control points.
    func timingFunction(_ value: ExportedJSON) -> String {
        if let name = value.string {
            let constant = "kCAMediaTimingFunction" + name.prefix(1).uppercased() + name.dropFirst()
            return self == .swift
                ? "CAMediaTimingFunction(name: .\(name))" : "[CAMediaTimingFunction functionWithName:\(constant)]"
        }
        let points = value.numbers.map(jsonNumber)
        return self == .swift
            ? "CAMediaTimingFunction(controlPoints: \(points.joined(separator: ", ")))"
            : "[CAMediaTimingFunction functionWithControlPoints:\(points.joined(separator: " :"))]"
    }

    /// A repeat count that never ends.
    var forever: String { self == .swift ? ".greatestFiniteMagnitude" : "HUGE_VALF" }

    /// `seconds` after now on Core Animation's clock, as real code writes a begin time.
    func mediaTime(_ seconds: Double) -> String {
        if seconds == 0 { return "CACurrentMediaTime()" }
        return "CACurrentMediaTime() \(seconds < 0 ? "-" : "+") \(jsonNumber(abs(seconds)))"
    }
}
