import Foundation

extension EmitterLayer {
    /// The largest accepted description file, in bytes.
    public static let maxFileBytes = 16 << 20

    /// Decodes and validates a description from JSON, after applying `overrides`.
    ///
    /// - Parameter source: the file or preset name that errors name.
    public init(
        jsonData data: Data, source: String, overrides: [ConfigurationOverride] = []
    ) throws(ConfigurationError) {
        // JSONSerialization first: it says where a syntax error is; JSONDecoder does not.
        var document: Any
        do {
            document = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw ConfigurationError(source: source, reason: "not valid JSON: \(Self.syntaxError(error, in: data))")
        }
        var decodingSource = source
        var json = data
        if !overrides.isEmpty {
            for override in overrides { document = try override.applied(to: document) }
            decodingSource = "\(source) with --set \(overrides.map(\.description).joined(separator: " "))"
            do {
                json = try JSONSerialization.data(withJSONObject: document, options: .fragmentsAllowed)
            } catch {
                throw ConfigurationError(source: decodingSource, reason: "cannot re-encode the description: \(error)")
            }
        }
        do {
            self = try JSONDecoder().decode(EmitterLayer.self, from: json)
        } catch let error as DecodingError {
            throw ConfigurationError(source: decodingSource, decodingError: error)
        } catch {
            throw ConfigurationError(source: decodingSource, reason: "not valid JSON: \(error)")
        }
        try validate(source: decodingSource)
    }

    /// Reads, decodes and validates the description in the file at `path`.
    public init(contentsOfFile path: String, overrides: [ConfigurationOverride] = []) throws(ConfigurationError) {
        try self.init(jsonData: Self.contents(ofFile: path), source: path, overrides: overrides)
    }

    /// The bytes of the description file at `path`, refusing files over ``maxFileBytes``.
    public static func contents(ofFile path: String) throws(ConfigurationError) -> Data {
        let data: Data
        do {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                throw ConfigurationError(source: path, reason: "cannot read file: Is a directory")
            }
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            if let size = attributes[.size] as? Int, size > Self.maxFileBytes {
                throw ConfigurationError(
                    source: path, reason: "file is larger than \(Self.maxFileBytes >> 20) MiB (\(size) bytes)")
            }
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch let error as ConfigurationError {
            throw error
        } catch {
            throw ConfigurationError(source: path, reason: "cannot read file: \(Self.readableReason(error))")
        }
        return data
    }

    /// The description as pretty-printed JSON with sorted keys; throws for non-finite values.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
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

    private static func readableReason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let posix = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoSuchFileError || nsError.code == 260 {
            return "No such file or directory"
        }
        return nsError.localizedDescription
    }
}
