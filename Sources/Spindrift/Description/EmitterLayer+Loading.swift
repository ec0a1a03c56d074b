import Foundation

extension EmitterLayer {
    /// The largest accepted description file, in bytes.
    public static let maxFileBytes = 16 << 20

    /// Decodes and validates a description from JSON, after applying `overrides`.
    ///
    /// Beyond JSON's syntax, a key repeated in an object and a number no 64-bit float holds
    /// are errors with their JSON path, line and column; more than ``maxCells`` cells are
    /// rejected before the cells are decoded.
    ///
    /// - Parameter source: the file or preset name that errors name.
    public init(
        jsonData data: Data, source: String, overrides: [ConfigurationOverride] = []
    ) throws(ConfigurationError) {
        // The scan first: it refuses a huge tree before a parser builds it.
        let scan = JSONSourceCheck.scan(data)
        if overrides.isEmpty, scan.cells > Self.maxCells {
            throw ConfigurationError(source: source, problems: [Self.tooManyCells(scan.cells)])
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
        if cells > Self.maxCells {
            throw ConfigurationError(source: decodingSource, problems: [Self.tooManyCells(cells)])
        }
        do {
            self = try JSONDecoder().decode(EmitterLayer.self, from: json)
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty && overrides.isEmpty {
            // JSONDecoder turns down some numbers JSONSerialization reads (`0.000e5`), without a
            // place: decode JSONSerialization's reading instead.
            self = try Self.decode(Self.reencoded(document, source: source), source: source)
        } catch let error as DecodingError {
            throw ConfigurationError(source: decodingSource, decodingError: error)
        } catch {
            throw ConfigurationError(source: decodingSource, reason: "not valid JSON: \(error)")
        }
        try validate(source: decodingSource)
    }

    /// The layer in `json`, decoding errors turned into configuration errors.
    private static func decode(_ json: Data, source: String) throws(ConfigurationError) -> EmitterLayer {
        do {
            return try JSONDecoder().decode(EmitterLayer.self, from: json)
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

    /// Reads, decodes and validates the description in the file at `path`.
    public init(contentsOfFile path: String, overrides: [ConfigurationOverride] = []) throws(ConfigurationError) {
        try self.init(jsonData: Self.contents(ofFile: path), source: path, overrides: overrides)
    }

    /// The bytes of the description file at `path`, refusing files over ``maxFileBytes``.
    ///
    /// What is read is what is opened, through any symbolic links: only a regular file, at
    /// most ``maxFileBytes`` + 1 bytes of it (a file that grows while it is read is refused
    /// too). FIFOs, devices, sockets and folders are refused with what they are, without
    /// waiting for a writer.
    public static func contents(ofFile path: String) throws(ConfigurationError) -> Data {
        func failure(_ reason: String) -> ConfigurationError {
            ConfigurationError(source: path, reason: reason)
        }
        func systemReason() -> String { String(cString: strerror(errno)) }
        func tooLarge(_ size: String) -> ConfigurationError {
            failure("file is larger than \(maxFileBytes >> 20) MiB (\(size) bytes)")
        }
        // Refuse special files before opening them: opening a device can do something.
        var status = stat()
        if stat(path, &status) == 0, let kind = Self.specialFileKind(status.st_mode) {
            throw failure(kind)
        }
        // Non-blocking, so that a FIFO swapped in after the check cannot hang the open.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure("cannot read file: \(systemReason())") }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { throw failure("cannot read file: \(systemReason())") }
        if let kind = Self.specialFileKind(status.st_mode) { throw failure(kind) }
        if status.st_size > maxFileBytes { throw tooLarge("\(status.st_size)") }

        let limit = maxFileBytes + 1
        var data = Data(count: min(Int(status.st_size) + 1, limit))
        var length = 0
        while length < limit {
            if length == data.count { data.count = min(data.count * 2, limit) }
            let capacity = data.count - length
            let got = data.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + length, capacity)
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw failure("cannot read file: \(systemReason())")
            }
            if got == 0 { break }
            length += got
        }
        if length > maxFileBytes { throw tooLarge("more than \(maxFileBytes)") }
        data.count = length
        return data
    }

    /// "cannot read file: …" naming what the file is when it is not a regular file, or nil.
    private static func specialFileKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "cannot read file: Is a directory"
        case S_IFIFO: return "cannot read file: it is a FIFO (named pipe), not a regular file"
        case S_IFCHR: return "cannot read file: it is a character device, not a regular file"
        case S_IFBLK: return "cannot read file: it is a block device, not a regular file"
        case S_IFSOCK: return "cannot read file: it is a socket, not a regular file"
        default: return "cannot read file: not a regular file"
        }
    }

    /// The cells of a JSON document, all levels together.
    private static func cellCount(inDocument document: Any) -> Int {
        guard let object = document as? [String: Any], let cells = object["emitterCells"] as? [Any] else { return 0 }
        return cells.reduce(cells.count) { $0 + cellCount(inDocument: $1) }
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
}
