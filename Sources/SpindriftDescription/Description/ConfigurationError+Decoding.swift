extension ConfigurationError {
    /// Translates a `DecodingError` into a problem with a JSON path and a readable reason.
    init(source: String, decodingError: DecodingError) {
        self.init(source: source, problems: [Problem(decodingError: decodingError)])
    }

    /// `emitterCells[1].lifetime` for the coding path of that value.
    static func jsonPath(_ codingPath: [any CodingKey]) -> String {
        var path = ""
        for key in codingPath {
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return path
    }

    fileprivate static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Float.Type: return "a number"
        case is UInt32.Type: return "a whole number from 0 to 4294967295"
        case is Int.Type: return "a whole number"
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        default:
            let name = String(describing: type)
            if name.hasPrefix("Dictionary") { return "an object" }
            if name.hasPrefix("Array") || name.hasPrefix("SIMD") { return "an array" }
            return name
        }
    }

    fileprivate static func describe(_ error: any Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error {
            return context.debugDescription
        }
        return "\(error)"
    }
}

extension ConfigurationError.Problem {
    /// A `DecodingError` as a problem with a JSON path and a readable reason.
    init(decodingError: DecodingError) {
        typealias Error = ConfigurationError
        switch decodingError {
        case .typeMismatch(let type, let context):
            self.init(path: Error.jsonPath(context.codingPath), reason: "expected \(Error.describe(type))")
        case .valueNotFound(let type, let context):
            self.init(path: Error.jsonPath(context.codingPath), reason: "expected \(Error.describe(type)), found null")
        case .keyNotFound(let key, let context):
            self.init(path: Error.jsonPath(context.codingPath + [key]), reason: "missing")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty, let underlying = context.underlyingError {
                self.init(path: "", reason: "not valid JSON: \(Error.describe(underlying))")
            } else {
                self.init(path: Error.jsonPath(context.codingPath), reason: context.debugDescription)
            }
        @unknown default:
            self.init(path: "", reason: "\(decodingError)")
        }
    }
}
