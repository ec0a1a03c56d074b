import Foundation
import Spindrift

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
        guard let records = CSVReader.records(text) else { return (.badDump, "the CSV dump is not CSV (RFC 4180)") }
        let header = ParticleDump.fields.map(\.name)
        guard records.first == header else {
            return (.badDump, "the CSV dump's header is not \(ParticleDump.csvHeader): \(records.first?.joined(separator: ",").prefix(200) ?? "")")
        }
        let numeric = ParticleDump.fields.indices.filter { ParticleDump.fields[$0].isNumeric }
        for (number, record) in records.enumerated().dropFirst() {
            guard record.count == header.count else {
                return (.badDump, "CSV dump record \(number + 1) has \(record.count) fields, not \(header.count)")
            }
            if let field = numeric.map({ record[$0] }).first(where: { nonFinite.contains($0.trimmingCharacters(in: .whitespaces).lowercased()) }) {
                return (.nonFinite, "CSV dump record \(number + 1) holds \(field): \(record.joined(separator: ",").prefix(200))")
            }
        }
        return nil
    }
}
