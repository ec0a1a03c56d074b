import Foundation
import Spindrift
@testable import SpindriftSDL
import Testing

/// The first bytes of a PNG file of `width` × `height` pixels: the signature and IHDR.
func pngHeader(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
    for value in [width, height] { bytes += withUnsafeBytes(of: value.bigEndian, Array.init) }
    return Data(bytes + [8, 6, 0, 0, 0])
}

/// A JPEG's first bytes up to a baseline frame header of `width` × `height`, after an APP0
/// segment and fill bytes.
private func jpegHeader(width: UInt16, height: UInt16, frameMarker: UInt8 = 0xC0) -> Data {
    let app0: [UInt8] = [0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
    let frame: [UInt8] = [0xFF, 0xFF, 0xFF, frameMarker, 0, 17, 8]
        + withUnsafeBytes(of: height.bigEndian, Array.init) + withUnsafeBytes(of: width.bigEndian, Array.init) + [3]
    return Data([0xFF, 0xD8] + app0 + frame)
}

@Suite("ImageFileHeader")
struct ImageFileHeaderTests {
    @Test("a PNG's size is read from its IHDR chunk")
    func png() throws {
        let header = try ImageFileHeader(bytes: pngHeader(width: 300, height: 7))
        #expect(header.format == .png && header.width == 300 && header.height == 7)
    }

    @Test("a JPEG's size is read from its first frame header, past other segments and fill bytes",
          arguments: [0xC0, 0xC2] as [UInt8])
    func jpeg(marker: UInt8) throws {
        let header = try ImageFileHeader(bytes: jpegHeader(width: 640, height: 480, frameMarker: marker))
        #expect(header.format == .jpeg && header.width == 640 && header.height == 480)
    }

    @Test("what is not a readable PNG or JPEG of 1 … 8192 pixels a side is refused, saying why", arguments: [
        (Data("{\"emitterCells\": []}".utf8), "not a PNG or JPEG image"),
        (Data(), "not a PNG or JPEG image"),
        (pngHeader(width: 4, height: 4).prefix(20), "a PNG image whose size cannot be read (truncated or damaged)"),
        (jpegHeader(width: 4, height: 4).prefix(24), "a JPEG image whose size cannot be read (truncated or damaged)"),
        // A DHT segment (0xC4) is no frame header; the data ends before one.
        (jpegHeader(width: 4, height: 4, frameMarker: 0xC4), "a JPEG image whose size cannot be read (truncated or damaged)"),
        (pngHeader(width: 8193, height: 1), "the image is 8193 × 1 pixels, larger than 8192 × 8192"),
        (pngHeader(width: 1, height: 0xFFFF_FFFF), "the image is 1 × 4294967295 pixels, larger than 8192 × 8192"),
        (jpegHeader(width: 0, height: 10), "the image has no pixels (0 × 10)"),
    ])
    func refused(bytes: Data, reason: String) {
        let error = #expect(throws: ImageFileProblem.self) { try ImageFileHeader(bytes: bytes) }
        #expect(error?.description == reason)
    }

    @Test("8192 × 8192 is accepted")
    func largest() throws {
        #expect(try ImageFileHeader(bytes: pngHeader(width: 8192, height: 8192)).width == 8192)
    }
}
