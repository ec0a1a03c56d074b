import Foundation

/// The descriptions a campaign starts from: the presets in `assets/presets`, every JSON
/// object literal in the tests' Swift sources, and the files in `Tests/FuzzSeeds`.
public enum SeedCorpus {
    /// The seeds under the repository at `root`, in a fixed order (sorted paths, then order
    /// in the file), without repeats.
    public static func load(root: URL) -> [FuzzSeed] {
        var seeds: [FuzzSeed] = []
        var seen: Set<[UInt8]> = []
        func add(_ origin: String, _ bytes: [UInt8]) {
            guard !bytes.isEmpty, seen.insert(bytes).inserted else { return }
            seeds.append(FuzzSeed(origin: origin, bytes: bytes))
        }
        for folder in ["assets/presets", "Tests/FuzzSeeds"] {
            for file in files(under: root.appendingPathComponent(folder), extension: "json") {
                if let data = FileManager.default.contents(atPath: file.path) {
                    add(relative(file, to: root), Array(data))
                }
            }
        }
        for file in files(under: root.appendingPathComponent("Tests"), extension: "swift") {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for (line, literal) in jsonLiterals(in: text) {
                add("\(relative(file, to: root)):\(line)", Array(literal.utf8))
            }
        }
        return seeds
    }

    /// The JSON objects written as string literals in Swift source: raw strings `#"{…}"#`,
    /// multi-line strings `"""` whose text starts with `{`, and escaped strings `"{\"…"`;
    /// none with interpolation. Each with its 1-based line.
    public static func jsonLiterals(in source: String) -> [(Int, String)] {
        var found: [(Int, String)] = []
        let lines = source.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.trimmingCharacters(in: .whitespaces).hasSuffix("\"\"\"") && !line.contains("\"\"\")") {
                // A multi-line literal: collect to the closing delimiter.
                var body: [String] = []
                var end = index + 1
                while end < lines.count, !lines[end].trimmingCharacters(in: .whitespaces).hasPrefix("\"\"\"") {
                    body.append(lines[end])
                    end += 1
                }
                let text = body.joined(separator: "\n")
                if text.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("{"), !text.contains("\\(") {
                    found.append((index + 2, text))
                }
                index = end + 1
                continue
            }
            found += rawLiterals(in: line).map { (index + 1, $0) }
            found += escapedLiterals(in: line).map { (index + 1, $0) }
            index += 1
        }
        return found
    }

    private static func rawLiterals(in line: String) -> [String] {
        var result: [String] = []
        var rest = line[...]
        while let open = rest.range(of: "#\"{") {
            let afterOpen = rest[rest.index(after: open.lowerBound)...].dropFirst()
            guard let close = afterOpen.range(of: "\"#") else { break }
            let body = String(afterOpen[..<close.lowerBound])
            if !body.contains("\\#(") { result.append(body) }
            rest = afterOpen[close.upperBound...]
        }
        return result
    }

    private static func escapedLiterals(in line: String) -> [String] {
        var result: [String] = []
        var rest = line[...]
        while let open = rest.range(of: "\"{\\\"") {
            var body = ""
            var cursor = rest.index(after: open.lowerBound)
            var closed = false
            while cursor < rest.endIndex {
                let character = rest[cursor]
                if character == "\\" {
                    let next = rest.index(after: cursor)
                    guard next < rest.endIndex else { break }
                    switch rest[next] {
                    case "n": body.append("\n")
                    case "(": body = ""; cursor = rest.endIndex; continue
                    default: body.append(rest[next])
                    }
                    cursor = rest.index(after: next)
                    continue
                }
                if character == "\"" { closed = true; break }
                body.append(character)
                cursor = rest.index(after: cursor)
            }
            if closed, !body.isEmpty { result.append(body) }
            rest = cursor < rest.endIndex ? rest[rest.index(after: cursor)...] : ""
        }
        return result
    }

    private static func files(under folder: URL, extension fileExtension: String) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == fileExtension }
            .sorted { $0.path < $1.path }
    }

    private static func relative(_ file: URL, to root: URL) -> String {
        let rootPath = root.standardizedFileURL.path + "/"
        let path = file.standardizedFileURL.path
        return path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count)) : path
    }
}
