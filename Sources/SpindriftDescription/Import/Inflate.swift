/// DEFLATE decompression (RFC 1951) and its gzip (RFC 1952) and zlib (RFC 1950) wrappers,
/// with checksums verified and the output bounded: Particle Designer embeds its texture as
/// base64 of gzip, and a few hundred bytes of DEFLATE can expand to gigabytes.
package enum Inflate {
    /// Why data did not decompress, in words for the user.
    package struct Failure: Error, Equatable, CustomStringConvertible {
        package var reason: String
        package var description: String { reason }
        package init(reason: String) { self.reason = reason }
    }

    /// The bytes `data` holds: gzip or zlib data decompressed, anything else as it is (an
    /// uncompressed image); throws when the compressed data is damaged or would decompress
    /// to more than `limit` bytes.
    package static func unwrap(_ data: [UInt8], limit: Int) throws(Failure) -> [UInt8] {
        if data.count >= 2, data[0] == 0x1F, data[1] == 0x8B { return try gunzip(data, limit: limit) }
        if data.count >= 2, data[0] & 0x0F == 8, (Int(data[0]) << 8 | Int(data[1])) % 31 == 0 {
            return try zlib(data, limit: limit)
        }
        guard data.count <= limit else { throw Failure(reason: "\(data.count) bytes, more than the \(limit) accepted") }
        return data
    }

    /// The contents of a gzip member.
    package static func gunzip(_ data: [UInt8], limit: Int) throws(Failure) -> [UInt8] {
        guard data.count >= 18 else { throw Failure(reason: "damaged gzip data: truncated") }
        guard data[2] == 8 else { throw Failure(reason: "damaged gzip data: bad header") }
        let flags = data[3]
        var offset = 10
        if flags & 4 != 0 {
            guard offset + 2 <= data.count else { throw Failure(reason: "damaged gzip data: truncated header") }
            offset += 2 + (Int(data[offset]) | Int(data[offset + 1]) << 8)
        }
        for flag: UInt8 in [8, 16] where flags & flag != 0 {
            while offset < data.count, data[offset] != 0 { offset += 1 }
            offset += 1
        }
        if flags & 2 != 0 { offset += 2 }
        guard offset <= data.count else { throw Failure(reason: "damaged gzip data: truncated header") }
        var stream = BitStream(bytes: data, offset: offset)
        let output = try inflate(&stream, limit: limit, format: "gzip")
        let end = stream.byteAlignedOffset
        guard end + 8 <= data.count else { throw Failure(reason: "damaged gzip data: truncated") }
        let stored = data[end..<(end + 4)].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        let size = data[(end + 4)..<(end + 8)].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard stored == crc32(output), size == UInt32(truncatingIfNeeded: output.count) else {
            throw Failure(reason: "damaged gzip data: checksum mismatch")
        }
        return output
    }

    /// The contents of a zlib stream.
    package static func zlib(_ data: [UInt8], limit: Int) throws(Failure) -> [UInt8] {
        guard data.count >= 6, data[1] & 0x20 == 0 else { throw Failure(reason: "damaged zlib data: bad header") }
        var stream = BitStream(bytes: data, offset: 2)
        let output = try inflate(&stream, limit: limit, format: "zlib")
        let end = stream.byteAlignedOffset
        guard end + 4 <= data.count else { throw Failure(reason: "damaged zlib data: truncated") }
        let stored = data[end..<(end + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard stored == adler32(output) else { throw Failure(reason: "damaged zlib data: checksum mismatch") }
        return output
    }

    /// Reads bits least significant first, as DEFLATE packs them.
    struct BitStream {
        let bytes: [UInt8]
        var offset: Int
        var buffer: UInt64 = 0
        var count = 0

        init(bytes: [UInt8], offset: Int) {
            self.bytes = bytes
            self.offset = offset
        }

        /// `n` bits (at most 32); nil past the end of the data.
        mutating func bits(_ n: Int) -> Int? {
            while count < n {
                guard offset < bytes.count else { return nil }
                buffer |= UInt64(bytes[offset]) << UInt64(count)
                offset += 1
                count += 8
            }
            let value = Int(buffer & ((1 << UInt64(n)) - 1))
            buffer >>= UInt64(n)
            count -= n
            return value
        }

        mutating func alignToByte() {
            buffer >>= UInt64(count % 8)
            count -= count % 8
        }

        /// The offset of the first byte not consumed, once aligned.
        var byteAlignedOffset: Int { offset - count / 8 }
    }

    /// A canonical Huffman code: symbols by code length, as RFC 1951 builds them.
    struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int]

        init?(lengths: [Int]) {
            symbols = [Int](repeating: 0, count: lengths.count)
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var left = 1
            for length in 1..<16 {
                left = left * 2 - counts[length]
                if left < 0 { return nil }
            }
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }

        func decode(_ stream: inout BitStream) -> Int? {
            var code = 0, first = 0, index = 0
            for length in 1..<16 {
                guard let bit = stream.bits(1) else { return nil }
                code |= bit
                let count = counts[length]
                if code - count < first { return symbols[index + (code - first)] }
                index += count
                first = (first + count) << 1
                code <<= 1
            }
            return nil
        }
    }

    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
                               4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    static let fixedLiterals = Huffman(lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
        + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8))!
    static let fixedDistances = Huffman(lengths: [Int](repeating: 5, count: 30))!

    /// The raw DEFLATE stream at the stream's position, decompressed.
    static func inflate(_ stream: inout BitStream, limit: Int, format: String) throws(Failure) -> [UInt8] {
        func damaged(_ what: String) -> Failure { Failure(reason: "damaged \(format) data: \(what)") }
        var output: [UInt8] = []
        var last = 0
        while last == 0 {
            guard let final = stream.bits(1), let type = stream.bits(2) else { throw damaged("truncated") }
            last = final
            switch type {
            case 0:
                stream.alignToByte()
                guard let length = stream.bits(16), let complement = stream.bits(16) else { throw damaged("truncated") }
                guard length == ~complement & 0xFFFF else { throw damaged("bad stored block length") }
                guard output.count + length <= limit else { throw tooLarge(limit) }
                for _ in 0..<length {
                    guard let byte = stream.bits(8) else { throw damaged("truncated") }
                    output.append(UInt8(byte))
                }
            case 1:
                try inflateBlock(&stream, literals: fixedLiterals, distances: fixedDistances, into: &output, limit: limit, damaged)
            case 2:
                guard let literalCount = stream.bits(5), let distanceCount = stream.bits(5), let codeCount = stream.bits(4)
                else { throw damaged("truncated") }
                let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
                var codeLengths = [Int](repeating: 0, count: 19)
                for index in 0..<(codeCount + 4) {
                    guard let length = stream.bits(3) else { throw damaged("truncated") }
                    codeLengths[order[index]] = length
                }
                guard let lengthCode = Huffman(lengths: codeLengths) else { throw damaged("bad code lengths") }
                let total = literalCount + 257 + distanceCount + 1
                var lengths: [Int] = []
                while lengths.count < total {
                    guard let symbol = lengthCode.decode(&stream) else { throw damaged("bad code") }
                    if symbol < 16 {
                        lengths.append(symbol)
                        continue
                    }
                    var repeated = 0, times = 0
                    switch symbol {
                    case 16:
                        guard let previous = lengths.last, let extra = stream.bits(2) else { throw damaged("bad repeat") }
                        (repeated, times) = (previous, 3 + extra)
                    case 17:
                        guard let extra = stream.bits(3) else { throw damaged("truncated") }
                        times = 3 + extra
                    default:
                        guard let extra = stream.bits(7) else { throw damaged("truncated") }
                        times = 11 + extra
                    }
                    guard lengths.count + times <= total else { throw damaged("too many code lengths") }
                    lengths += [Int](repeating: repeated, count: times)
                }
                guard lengths[256] != 0,
                      let literals = Huffman(lengths: Array(lengths[0..<(literalCount + 257)])),
                      let distances = Huffman(lengths: Array(lengths[(literalCount + 257)...]))
                else { throw damaged("bad code lengths") }
                try inflateBlock(&stream, literals: literals, distances: distances, into: &output, limit: limit, damaged)
            default:
                throw damaged("bad block type")
            }
        }
        return output
    }

    static func tooLarge(_ limit: Int) -> Failure {
        Failure(reason: "decompresses to more than \(limit) bytes, the most accepted")
    }

    static func inflateBlock(
        _ stream: inout BitStream, literals: Huffman, distances: Huffman, into output: inout [UInt8], limit: Int,
        _ damaged: (String) -> Failure
    ) throws(Failure) {
        while true {
            guard let symbol = literals.decode(&stream) else { throw damaged("bad code") }
            if symbol < 256 {
                guard output.count < limit else { throw tooLarge(limit) }
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let lengthIndex = symbol - 257
            guard lengthIndex < lengthBase.count, let lengthExtraBits = stream.bits(lengthExtra[lengthIndex]),
                  let distanceSymbol = distances.decode(&stream), distanceSymbol < distanceBase.count,
                  let distanceExtraBits = stream.bits(distanceExtra[distanceSymbol])
            else { throw damaged("bad length or distance") }
            let length = lengthBase[lengthIndex] + lengthExtraBits
            let distance = distanceBase[distanceSymbol] + distanceExtraBits
            guard distance <= output.count else { throw damaged("distance too far back") }
            guard output.count + length <= limit else { throw tooLarge(limit) }
            let start = output.count - distance
            for index in 0..<length { output.append(output[start + index]) }
        }
    }

    static let crcTable: [UInt32] = (0..<256).map { index in
        (0..<8).reduce(UInt32(index)) { value, _ in value & 1 != 0 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    }

    /// The CRC-32 of `bytes`, as gzip stores it.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        ~bytes.reduce(~UInt32(0)) { crcTable[Int(($0 ^ UInt32($1)) & 0xFF)] ^ ($0 >> 8) }
    }

    /// The Adler-32 of `bytes`, as zlib stores it.
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }
}
