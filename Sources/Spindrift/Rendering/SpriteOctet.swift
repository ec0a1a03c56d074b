#if SPINDRIFT_AVX
import _Builtin_intrinsics.intel
#endif

/// Eight sprites' 32-bit fields, one vector of eight lanes per field in ``SpriteInstance``'s
/// order (the texture corners the same for all eight), stored as eight 32-byte sprites.
///
/// Where the build has AVX (`SPINDRIFT_AVX`), the lanes are turned into sprites by an 8 × 8
/// transpose of two rounds of in-lane unpacks, each sprite stored as two 16-byte halves: 14
/// shuffles for eight sprites (the corners' first round is the same for every group), where
/// gathering each sprite from the lanes takes seven inserts or more, all on the one port
/// that shuffles. Elsewhere each sprite is gathered from the lanes.
struct SpriteOctet {
    #if SPINDRIFT_AVX
    /// The corners' first round (u0, v0 then u1, v1, twice in each 16-byte half), the same for
    /// every group.
    private let corners: __m256
    #else
    private let corners: (low: UInt32, high: UInt32)
    #endif

    /// For sprites drawn with the texture corners `corners` (``SpriteInstance``'s u0, v0 in
    /// the low half, u1, v1 in the high half).
    @inline(__always)
    init(corners: UInt64) {
        let low = UInt32(truncatingIfNeeded: corners), high = UInt32(truncatingIfNeeded: corners >> 32)
        #if SPINDRIFT_AVX
        self.corners = _mm256_unpacklo_ps(Self.lanes(SIMD8(repeating: low)), Self.lanes(SIMD8(repeating: high)))
        #else
        self.corners = (low, high)
        #endif
    }

    /// Stores sprite n of the eight (n in 0..<8) at `address(n)`.
    @inline(__always)
    func store(
        centerX: SIMD8<UInt32>, centerY: SIMD8<UInt32>, halfWidth: SIMD8<UInt32>, halfHeight: SIMD8<UInt32>,
        rotation: SIMD8<UInt32>, color: SIMD8<UInt32>, at address: (Int) -> UnsafeMutableRawPointer
    ) {
        #if SPINDRIFT_AVX
        // Round one: pairs of fields, lanes 0, 1, 4, 5 (low) and 2, 3, 6, 7 (high) of each.
        let centerLow = _mm256_unpacklo_ps(Self.lanes(centerX), Self.lanes(centerY))
        let centerHigh = _mm256_unpackhi_ps(Self.lanes(centerX), Self.lanes(centerY))
        let sizeLow = _mm256_unpacklo_ps(Self.lanes(halfWidth), Self.lanes(halfHeight))
        let sizeHigh = _mm256_unpackhi_ps(Self.lanes(halfWidth), Self.lanes(halfHeight))
        let turnLow = _mm256_unpacklo_ps(Self.lanes(rotation), Self.lanes(color))
        let turnHigh = _mm256_unpackhi_ps(Self.lanes(rotation), Self.lanes(color))
        // Round two: pairs of pairs, a sprite's first four fields (or last four) in each
        // 16-byte half, the half holding sprite n or n + 4.
        let front = (
            Self.pairs(_mm256_unpacklo_pd(Self.pairs(centerLow), Self.pairs(sizeLow))),
            Self.pairs(_mm256_unpackhi_pd(Self.pairs(centerLow), Self.pairs(sizeLow))),
            Self.pairs(_mm256_unpacklo_pd(Self.pairs(centerHigh), Self.pairs(sizeHigh))),
            Self.pairs(_mm256_unpackhi_pd(Self.pairs(centerHigh), Self.pairs(sizeHigh))))
        let back = (
            Self.pairs(_mm256_unpacklo_pd(Self.pairs(turnLow), Self.pairs(corners))),
            Self.pairs(_mm256_unpackhi_pd(Self.pairs(turnLow), Self.pairs(corners))),
            Self.pairs(_mm256_unpacklo_pd(Self.pairs(turnHigh), Self.pairs(corners))),
            Self.pairs(_mm256_unpackhi_pd(Self.pairs(turnHigh), Self.pairs(corners))))
        @inline(__always) func store(_ front: SIMD8<Float>, _ back: SIMD8<Float>, sprite: Int) {
            let low = address(sprite), high = address(sprite &+ 4)
            low.storeBytes(of: front.lowHalf, as: SIMD4<Float>.self)
            (low + 16).storeBytes(of: back.lowHalf, as: SIMD4<Float>.self)
            high.storeBytes(of: front.highHalf, as: SIMD4<Float>.self)
            (high + 16).storeBytes(of: back.highHalf, as: SIMD4<Float>.self)
        }
        store(front.0, back.0, sprite: 0)
        store(front.1, back.1, sprite: 1)
        store(front.2, back.2, sprite: 2)
        store(front.3, back.3, sprite: 3)
        #else
        // A lane index known at compile time lets the lanes be gathered by shuffles; a loop
        // over a variable range spills every vector to the stack.
        for lane in 0..<8 {
            let sprite = SIMD8<UInt32>(
                centerX[lane], centerY[lane], halfWidth[lane], halfHeight[lane], rotation[lane], color[lane], corners.low,
                corners.high)
            address(lane).storeBytes(of: sprite, as: SIMD8<UInt32>.self)
        }
        #endif
    }

    #if SPINDRIFT_AVX
    @inline(__always)
    private static func lanes(_ bits: SIMD8<UInt32>) -> __m256 { unsafeBitCast(bits, to: __m256.self) }

    @inline(__always)
    private static func pairs(_ lanes: __m256) -> __m256d { unsafeBitCast(lanes, to: __m256d.self) }

    @inline(__always)
    private static func pairs(_ pairs: __m256d) -> __m256 { unsafeBitCast(pairs, to: __m256.self) }
    #endif
}
