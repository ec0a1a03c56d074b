import Foundation

/// One pass over the bytes of a JSON text for what Foundation's parsers accept silently or
/// report without a place: a key repeated in one object (JSONSerialization keeps the last
/// value), and a number a 64-bit float cannot hold (beyond ±1.8e308, or not 0 but nearer to
/// 0 than 5e-324). The problem names the JSON path, the line and the column (in bytes).
///
/// It also counts the objects in `emitterCells` arrays at any depth, so that a description
/// with too many cells is refused before a parser builds it. The scan is iterative, linear in
/// the bytes and tolerant of malformed text, so it can also place an error Foundation reports
/// without a position.
enum JSONSourceCheck {
    /// One open object or array.
    private struct Level {
        var isObject: Bool
        var keys: Set<String> = []
        var key: String?
        var expectingKey = false
        var index = 0
    }

    /// The first repeated key or unrepresentable number in `data`, or nil.
    static func firstProblem(in data: Data) -> ConfigurationError.Problem? {
        scan(data).problem
    }

    /// The first repeated key or unrepresentable number in `data` (nil when there is none),
    /// and the objects in `emitterCells` arrays up to it.
    static func scan(_ data: Data) -> (problem: ConfigurationError.Problem?, cells: Int) {
        var cells = 0
        let problem = data.withUnsafeBytes { raw in scan(raw.bindMemory(to: UInt8.self), cells: &cells) }
        return (problem, cells)
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, cells: inout Int) -> ConfigurationError.Problem? {
        var levels: [Level] = []
        var i = 0
        let count = bytes.count
        while i < count {
            switch bytes[i] {
            case UInt8(ascii: "{"):
                if levels.count >= 2, !levels[levels.count - 1].isObject, levels[levels.count - 2].key == "emitterCells" {
                    cells += 1
                }
                levels.append(Level(isObject: true, expectingKey: true))
                i += 1
            case UInt8(ascii: "["):
                levels.append(Level(isObject: false))
                i += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !levels.isEmpty { levels.removeLast() }
                i += 1
            case UInt8(ascii: ","):
                if let top = levels.indices.last {
                    if levels[top].isObject {
                        levels[top].key = nil
                        levels[top].expectingKey = true
                    } else {
                        levels[top].index += 1
                    }
                }
                i += 1
            case UInt8(ascii: "\""):
                let start = i
                var end = i + 1
                var escaped = false
                while end < count, bytes[end] != UInt8(ascii: "\"") {
                    if bytes[end] == UInt8(ascii: "\\") {
                        escaped = true
                        end += 1
                    }
                    end += 1
                }
                i = end + 1
                guard let top = levels.indices.last, levels[top].isObject, levels[top].expectingKey else { continue }
                let key = Self.key(bytes, from: start + 1, to: min(end, count), escaped: escaped)
                levels[top].expectingKey = false
                if !levels[top].keys.insert(key).inserted {
                    return ConfigurationError.Problem(
                        path: path(levels.dropLast(), appending: key),
                        reason: "duplicate key '\(key)' at \(place(of: start, in: bytes))")
                }
                levels[top].key = key
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let start = i
                var exponent = false
                while i < count, isNumberByte(bytes[i]) {
                    if bytes[i] | 0x20 == UInt8(ascii: "e") { exponent = true }
                    i += 1
                }
                // Only an exponent or a very long run of digits can leave Double's range.
                guard exponent || i - start > 300 else { continue }
                let token = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
                if let reason = unrepresentable(token) {
                    return ConfigurationError.Problem(
                        path: path(levels[...], appending: nil), reason: "\(reason), at \(place(of: start, in: bytes))")
                }
            default:
                i += 1
            }
        }
        return nil
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
             UInt8(ascii: "e"), UInt8(ascii: "E"):
            return true
        default:
            return false
        }
    }

    /// Why the number `token` does not fit a `Double`, or nil when it does (or is no number).
    private static func unrepresentable(_ token: String) -> String? {
        guard let value = Double(token) else { return nil }
        if value.isInfinite {
            return "the number \(token) is beyond what a 64-bit float holds (±1.8e308)"
        }
        let mantissa = token.prefix { $0 != "e" && $0 != "E" }
        if value == 0, mantissa.contains(where: { ("1"..."9").contains($0) }) {
            return "the number \(token) is not 0 but nearer to 0 than a 64-bit float holds (5e-324)"
        }
        return nil
    }

    /// The key between `start` and `end`, with its escapes decoded.
    private static func key(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, escaped: Bool) -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<max(start, end)])
        if escaped, let decoded = try? JSONSerialization.jsonObject(
            with: Data([UInt8(ascii: "\"")] + raw + [UInt8(ascii: "\"")]), options: .fragmentsAllowed) as? String {
            return decoded
        }
        return String(decoding: raw, as: UTF8.self)
    }

    /// `emitterCells[0].birthRate`: the keys and indices of `levels`, then `key`.
    private static func path(_ levels: ArraySlice<Level>, appending key: String?) -> String {
        var path = ""
        func add(_ key: String) { path += path.isEmpty ? key : ".\(key)" }
        for level in levels {
            if level.isObject {
                if let key = level.key { add(key) }
            } else {
                path += "[\(level.index)]"
            }
        }
        if let key { add(key) }
        return path
    }

    /// `line 3, column 12` for the byte at `offset`.
    private static func place(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return "line \(line), column \(offset - lineStart + 1)"
    }
}
