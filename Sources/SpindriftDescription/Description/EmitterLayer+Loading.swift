import Foundation

extension EmitterLayer {
    /// The largest accepted description file, in bytes.
    public static let maxFileBytes = 16 << 20

    /// Decodes and validates a description of one layer from JSON, after applying
    /// `overrides` (see ``Scene/init(jsonData:source:overrides:)``); a scene of sublayers is
    /// an error.
    ///
    /// - Parameter source: the file or preset name that errors name.
    public init(
        jsonData data: Data, source: String, overrides: [ConfigurationOverride] = []
    ) throws(ConfigurationError) {
        let scene = try Scene(jsonData: data, source: source, overrides: overrides)
        guard !scene.hasSublayers else {
            throw ConfigurationError(source: source, path: "sublayers", reason: "a scene of layers where one emitter layer is expected")
        }
        self = scene.layers[0]
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

    /// The description as pretty-printed JSON with sorted keys; throws for non-finite values.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }
}
