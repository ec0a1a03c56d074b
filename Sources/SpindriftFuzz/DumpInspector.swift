import Foundation

/// Checks a `simulate --dump` file: CSV rows or a JSON array, with finite numbers only.
public enum DumpInspector {
    private static let nonFinite: Set<String> = ["inf", "-inf", "+inf", "nan", "-nan", "+nan", "infinity", "-infinity", "+infinity"]

    /// `nil` when the dump is good, else the failure and a description.
    public static func problem(in data: Data, json: Bool) -> (FailureKind, String)? {
        let text = String(decoding: data, as: UTF8.self)
        if json {
            if (try? JSONSerialization.jsonObject(with: data)) != nil { return nil }
            let pattern = try! NSRegularExpression(pattern: #"[:\[,]\s*[-+]?(inf|nan|infinity)\b"#, options: [.caseInsensitive])
            if let match = pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
               let range = Range(match.range, in: text) {
                return (.nonFinite, "JSON dump holds \(text[range].trimmingCharacters(in: .whitespaces)) near byte \(match.range.location)")
            }
            return (.badDump, "the JSON dump is not valid JSON")
        }
        for (number, line) in text.split(separator: "\n").enumerated().dropFirst() {
            // The last 16 columns are numbers (index … a); the first ones hold names and ids.
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).suffix(16)
            if let field = fields.first(where: { nonFinite.contains($0.trimmingCharacters(in: .whitespaces).lowercased()) }) {
                return (.nonFinite, "CSV dump line \(number + 1) holds \(field): \(line.prefix(200))")
            }
        }
        return nil
    }
}
