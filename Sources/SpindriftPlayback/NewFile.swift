import Foundation

/// Creates files whole or not at all: the bytes go to a temporary file in the destination's
/// folder, are flushed to the disk, and only then take the destination's name, which must be
/// free. A reader (or a crash) never sees part of the file, and a failure leaves nothing.
enum NewFile {
    /// Writes bytes to a file descriptor as `write(2)` does: how many were written, or -1
    /// with `errno` set.
    typealias Writer = (Int32, UnsafeRawBufferPointer) -> Int

    /// Creates the file `path` holding `data`, through `writer`; throws a ``FileSaveError``
    /// with `EEXIST` when the name is taken (even by a dangling symbolic link), and with the
    /// system's reason for any other failure.
    static func create(
        _ data: Data, at path: String, writer: Writer = { Glibc.write($0, $1.baseAddress, $1.count) }
    ) throws(FileSaveError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        // Hidden, in the same folder: the final link cannot cross file systems.
        var template = Array((folder + "/." + url.lastPathComponent + ".XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw FileSaveError(path: path, code: errno) }
        let temporary = String(cString: template)
        defer { unlink(temporary) }
        do throws(FileSaveError) {
            try write(data, to: descriptor, path: path, writer: writer)
            // mkstemp makes the file private; a saved description is an ordinary file.
            guard fchmod(descriptor, 0o644) == 0, fsync(descriptor) == 0 else { throw FileSaveError(path: path, code: errno) }
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw FileSaveError(path: path, code: errno) }
        // link, unlike rename, refuses a taken name: nothing is ever replaced.
        guard link(temporary, path) == 0 else { throw FileSaveError(path: path, code: errno) }
        // Make the new name durable too; a folder that cannot be synced still holds the file.
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// Writes all of `data` to `descriptor`, going on after short writes and interruptions.
    private static func write(_ data: Data, to descriptor: Int32, path: String, writer: Writer) throws(FileSaveError) {
        var failure: Int32 = 0
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = writer(descriptor, UnsafeRawBufferPointer(rebasing: bytes[offset...]))
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if failure != 0 { throw FileSaveError(path: path, code: failure) }
    }
}
