import Foundation

extension Scene {
    /// Decodes and validates a description (one layer or a scene) from JSON, after applying
    /// `overrides`, reporting every problem at once: unknown keys anywhere, values of the
    /// wrong type and values that cannot be simulated, each with its JSON path. Keys
    /// Spindrift accepts and ignores go to ``notices``.
    ///
    /// Beyond JSON's syntax, a key repeated in an object and a number no 64-bit float holds
    /// are errors with their JSON path, line and column; more than
    /// ``EmitterLayer/maxCells`` cells are rejected before the cells are decoded.
    ///
    /// - Parameter source: the file or preset name that errors name.
    public init(
        jsonData data: Data, source: String, overrides: [ConfigurationOverride] = []
    ) throws(ConfigurationError) {
        // The scan first: it refuses a huge tree before a parser builds it.
        let scan = JSONSourceCheck.scan(data)
        if overrides.isEmpty, scan.cells > EmitterLayer.maxCells {
            throw ConfigurationError(source: source, problems: [EmitterLayer.tooManyCells(scan.cells)])
        }
        // JSONSerialization next: it says where a syntax error is; JSONDecoder does not.
        var document: Any
        do {
            document = try JSONSerialization.jsonObject(with: data)
        } catch {
            let message = Self.syntaxError(error, in: data)
            // Foundation places no number out of range: the scan does.
            if !message.contains(" at line "), let problem = scan.problem {
                throw ConfigurationError(source: source, problems: [problem])
            }
            throw ConfigurationError(source: source, reason: "not valid JSON: \(message)")
        }
        if let problem = scan.problem {
            throw ConfigurationError(source: source, problems: [problem])
        }
        var decodingSource = source
        var json = data
        if !overrides.isEmpty {
            for override in overrides { document = try override.applied(to: document) }
            decodingSource = "\(source) with --set \(overrides.map(\.description).joined(separator: " "))"
            json = try Self.reencoded(document, source: decodingSource)
        }
        // Counted before decoding, so that a huge tree is turned down quickly.
        let cells = Self.cellCount(inDocument: document)
        if cells > EmitterLayer.maxCells {
            throw ConfigurationError(source: decodingSource, problems: [EmitterLayer.tooManyCells(cells)])
        }
        let collector: DescriptionProblems
        do {
            (self, collector) = try Self.decode(json, source: decodingSource)
        } catch let error where overrides.isEmpty && error.problems.count == 1 && error.problems[0].path.isEmpty {
            // JSONDecoder turns down some numbers JSONSerialization reads (`0.000e5`), without a
            // place: decode JSONSerialization's reading instead.
            (self, collector) = try Self.decode(Self.reencoded(document, source: source), source: source)
        }
        notices = collector.notices
        // A member that did not decode kept its default: what validation says of it (or of
        // what it holds) would only echo the decoding problem.
        let undecoded = collector.problems.map(\.path)
        let problems = collector.problems + validationProblems().filter { problem in
            !undecoded.contains { problem.path == $0 || problem.path.hasPrefix($0 + ".") || problem.path.hasPrefix($0 + "[") }
        }
        if !problems.isEmpty { throw ConfigurationError(source: decodingSource, problems: problems) }
    }

    /// Reads, decodes and validates the description in the file at `path` (see
    /// ``init(fileData:source:overrides:)``).
    public init(contentsOfFile path: String, overrides: [ConfigurationOverride] = []) throws(ConfigurationError) {
        try self.init(fileData: EmitterLayer.contents(ofFile: path), source: path, overrides: overrides)
    }

    /// Decodes and validates the contents of the file `source`: a Particle Designer file
    /// (`.pex`, `.plist`) is imported first (``ParticleDesignerImport``), its warnings put
    /// before the ``notices`` and its embedded texture kept in ``embeddedImages``; any other
    /// file is a JSON description.
    public init(fileData data: Data, source: String, overrides: [ConfigurationOverride] = []) throws(ConfigurationError) {
        guard ParticleDesignerImport.isParticleDesignerFile(source) else {
            try self.init(jsonData: data, source: source, overrides: overrides)
            return
        }
        let imported = try ParticleDesignerImport(bytes: Array(data), source: source)
        try self.init(jsonData: Data(imported.json.utf8), source: source, overrides: overrides)
        notices = imported.warnings + notices
        if let image = imported.embeddedImage { embeddedImages[image.name] = image.bytes }
    }

    /// The description as pretty-printed JSON with sorted keys; throws for non-finite values.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }

    /// The scene in `json` with the problems its members have (those members keep their
    /// defaults); what stops the decoding altogether is thrown.
    private static func decode(_ json: Data, source: String) throws(ConfigurationError) -> (Scene, DescriptionProblems) {
        let collector = DescriptionProblems()
        let decoder = JSONDecoder()
        decoder.userInfo[DescriptionProblems.key] = collector
        do {
            return (try decoder.decode(Scene.self, from: json), collector)
        } catch let error as DecodingError {
            throw ConfigurationError(source: source, decodingError: error)
        } catch {
            throw ConfigurationError(source: source, reason: "not valid JSON: \(error)")
        }
    }

    /// `document` written back as JSON.
    private static func reencoded(_ document: Any, source: String) throws(ConfigurationError) -> Data {
        do {
            return try JSONSerialization.data(withJSONObject: document, options: .fragmentsAllowed)
        } catch {
            throw ConfigurationError(source: source, reason: "cannot re-encode the description: \(error)")
        }
    }

    /// The cells of a JSON document, all levels and layers together.
    private static func cellCount(inDocument document: Any) -> Int {
        guard let object = document as? [String: Any] else { return 0 }
        let layers = object[CodingKeys.sublayers.rawValue] as? [Any] ?? []
        let cells = object["emitterCells"] as? [Any] ?? []
        return (layers + cells).reduce(cells.count) { $0 + cellCount(inDocument: $1) }
    }

    /// Foundation's parser message with "around character N" turned into a line and column.
    private static func syntaxError(_ error: any Error, in data: Data) -> String {
        let nsError = error as NSError
        var message = (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
        if message.hasSuffix(".") { message.removeLast() }
        guard let range = message.range(of: "around character "),
              let offset = Int(message[range.upperBound...])
        else { return message }
        let prefix = data.prefix(offset)
        let line = prefix.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let column = offset - (prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
        return message[..<range.lowerBound] + "at line \(line), column \(column)"
    }
}
