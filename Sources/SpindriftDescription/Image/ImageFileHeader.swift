import Foundation

/// The format and pixel size of a PNG or JPEG file, read from its first bytes, so that an
/// image is refused before SDL_image decodes it: a file of a few kilobytes can decode to
/// gigabytes.
package struct ImageFileHeader {
    /// The formats `contents` may name.
    package enum Format: String {
        case png = "PNG"
        case jpeg = "JPEG"
    }

    /// The largest width and height accepted, in pixels.
    package static let maximumSide = 8192

    /// The file's format.
    package var format: Format
    /// Width and height in pixels.
    package var width: Int, height: Int

    /// The header of the image in `bytes`; throws a reason for the user when the bytes are
    /// not a PNG or JPEG image, its size cannot be found, or it is empty or larger than
    /// ``maximumSide`` on a side.
    package init(bytes: Data) throws(ImageFileProblem) {
        // `withUnsafeBytes` rethrows untyped errors: the result carries the typed one out.
        let header = bytes.withUnsafeBytes { raw in
            Result { () throws(ImageFileProblem) in try Self.read(raw.bindMemory(to: UInt8.self)) }
        }
        self = try header.get()
        guard width > 0, height > 0 else { throw .noPixels(width: width, height: height) }
        guard width <= Self.maximumSide, height <= Self.maximumSide else {
            throw .tooLarge(width: width, height: height)
        }
    }

    private init(format: Format, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(ImageFileProblem) -> ImageFileHeader {
        if bytes.starts(with: pngSignature) {
            // The first chunk is IHDR: length (4 bytes), "IHDR", width and height (4 bytes each).
            guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { throw .noSize(.png) }
            return ImageFileHeader(format: .png, width: bigEndian(bytes, at: 16, count: 4), height: bigEndian(bytes, at: 20, count: 4))
        }
        guard bytes.starts(with: [0xFF, 0xD8]) else { throw .notAnImage }
        let (width, height) = try jpegSize(bytes)
        return ImageFileHeader(format: .jpeg, width: width, height: height)
    }

    /// Width and height from the JPEG's first frame header (SOF), found by walking the
    /// segments that come before it.
    private static func jpegSize(_ bytes: UnsafeBufferPointer<UInt8>) throws(ImageFileProblem) -> (Int, Int) {
        var offset = 2
        while offset + 1 < bytes.count {
            guard bytes[offset] == 0xFF else { throw .noSize(.jpeg) }
            let marker = bytes[offset + 1]
            offset += 2
            switch marker {
            case 0xFF:
                // Fill bytes before a marker.
                offset -= 1
            case 0x01, 0xD0...0xD7:
                // Markers without a length.
                continue
            case 0xD9, 0xDA:
                // End of image, or the scan's data before any frame header.
                throw .noSize(.jpeg)
            case 0xC0...0xCF where marker != 0xC4 && marker != 0xC8 && marker != 0xCC:
                // Length (2), precision (1), height (2), width (2).
                guard offset + 7 <= bytes.count else { throw .noSize(.jpeg) }
                return (bigEndian(bytes, at: offset + 5, count: 2), bigEndian(bytes, at: offset + 3, count: 2))
            default:
                guard offset + 2 <= bytes.count else { throw .noSize(.jpeg) }
                offset += bigEndian(bytes, at: offset, count: 2)
            }
        }
        throw .noSize(.jpeg)
    }

    /// The unsigned big-endian number in `count` bytes at `offset`.
    private static func bigEndian(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, count: Int) -> Int {
        bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
    }
}
