import CSDL2

/// An `SDL_RWops` that collects what is written to it in memory, so that a file can be
/// written afterwards with every error checked (SDL_image ignores failed writes).
final class MemoryWriter {
    /// What has been written so far.
    private(set) var bytes: [UInt8] = []
    /// The stream to hand to SDL; valid while the writer lives.
    let stream: UnsafeMutablePointer<SDL_RWops>

    /// An empty writer.
    init() throws(SDLError) {
        guard let stream = SDL_AllocRW() else { throw .last("allocate a memory stream") }
        self.stream = stream
        stream.pointee.type = UInt32(SDL_RWOPS_UNKNOWN)
        stream.pointee.size = { context in
            guard let writer = MemoryWriter.of(context) else { return -1 }
            return Int64(writer.bytes.count)
        }
        stream.pointee.seek = { context, offset, whence in
            // Only telling the position is supported: writing appends.
            guard let writer = MemoryWriter.of(context), offset == 0, whence == RW_SEEK_CUR || whence == RW_SEEK_END else {
                return -1
            }
            return Int64(writer.bytes.count)
        }
        stream.pointee.read = { _, _, _, _ in 0 }
        stream.pointee.write = { context, source, size, count in
            guard let writer = MemoryWriter.of(context), let source else { return 0 }
            let (total, overflow) = size.multipliedReportingOverflow(by: count)
            guard !overflow else { return 0 }
            writer.bytes.append(contentsOf: UnsafeRawBufferPointer(start: source, count: total))
            return count
        }
        stream.pointee.close = { _ in 0 }
        stream.pointee.hidden.unknown.data1 = Unmanaged.passUnretained(self).toOpaque()
    }

    deinit {
        SDL_FreeRW(stream)
    }

    /// The writer behind `stream`.
    private static func of(_ stream: UnsafeMutablePointer<SDL_RWops>?) -> MemoryWriter? {
        guard let data = stream?.pointee.hidden.unknown.data1 else { return nil }
        return Unmanaged<MemoryWriter>.fromOpaque(data).takeUnretainedValue()
    }
}
