#if SPINDRIFT_AVX
import _Builtin_intrinsics.intel
#endif

/// Eight values of eight things at once, one vector of eight lanes per value, stored as the
/// eight things' 32-byte rows: row n is lane n of every vector, in the vectors' order. The
/// render batch writes its sprites this way (``SpriteInstance``: eight 32-bit fields), the
/// GPU-resident rings their records (``ResidentParticle``: two rows of eight).
///
/// Where the build has AVX (`SPINDRIFT_AVX`), an 8 × 8 transpose of two rounds of in-lane
/// unpacks, each row stored as two 16-byte halves (which LLVM merges back into 32-byte stores
/// where it can): 16 shuffles for eight rows (fewer when some vectors are the same for every
/// call, as LLVM hoists their round out of the loop), where gathering each row from the lanes
/// takes seven inserts or more, all on the one port that shuffles. Elsewhere each row is
/// gathered from the lanes, with the same bytes.
enum LaneTranspose {
    /// Stores row n of `v0` … `v7` (n in 0..<8) at `row(n)`.
    @inline(__always)
    static func store(
        _ v0: SIMD8<UInt32>, _ v1: SIMD8<UInt32>, _ v2: SIMD8<UInt32>, _ v3: SIMD8<UInt32>, _ v4: SIMD8<UInt32>,
        _ v5: SIMD8<UInt32>, _ v6: SIMD8<UInt32>, _ v7: SIMD8<UInt32>, rows row: (Int) -> UnsafeMutableRawPointer
    ) {
        #if SPINDRIFT_AVX
        // Round one: pairs of vectors, lanes 0, 1, 4, 5 (low) and 2, 3, 6, 7 (high) of each.
        let low01 = _mm256_unpacklo_ps(lanes(v0), lanes(v1)), high01 = _mm256_unpackhi_ps(lanes(v0), lanes(v1))
        let low23 = _mm256_unpacklo_ps(lanes(v2), lanes(v3)), high23 = _mm256_unpackhi_ps(lanes(v2), lanes(v3))
        let low45 = _mm256_unpacklo_ps(lanes(v4), lanes(v5)), high45 = _mm256_unpackhi_ps(lanes(v4), lanes(v5))
        let low67 = _mm256_unpacklo_ps(lanes(v6), lanes(v7)), high67 = _mm256_unpackhi_ps(lanes(v6), lanes(v7))
        // Round two: pairs of pairs, a row's first four values (or last four) in each 16-byte
        // half, the half holding row n or row n + 4.
        @inline(__always) func store(_ row0: Int, _ front: __m256d, _ back: __m256d) {
            let (front, back) = (unsafeBitCast(front, to: SIMD8<UInt32>.self), unsafeBitCast(back, to: SIMD8<UInt32>.self))
            let low = row(row0), high = row(row0 &+ 4)
            low.storeBytes(of: front.lowHalf, as: SIMD4<UInt32>.self)
            (low + 16).storeBytes(of: back.lowHalf, as: SIMD4<UInt32>.self)
            high.storeBytes(of: front.highHalf, as: SIMD4<UInt32>.self)
            (high + 16).storeBytes(of: back.highHalf, as: SIMD4<UInt32>.self)
        }
        store(0, _mm256_unpacklo_pd(pairs(low01), pairs(low23)), _mm256_unpacklo_pd(pairs(low45), pairs(low67)))
        store(1, _mm256_unpackhi_pd(pairs(low01), pairs(low23)), _mm256_unpackhi_pd(pairs(low45), pairs(low67)))
        store(2, _mm256_unpacklo_pd(pairs(high01), pairs(high23)), _mm256_unpacklo_pd(pairs(high45), pairs(high67)))
        store(3, _mm256_unpackhi_pd(pairs(high01), pairs(high23)), _mm256_unpackhi_pd(pairs(high45), pairs(high67)))
        #else
        // A lane index known at compile time lets the lanes be gathered by shuffles; a loop
        // over a variable range spills every vector to the stack.
        for lane in 0..<8 {
            let values = SIMD8<UInt32>(v0[lane], v1[lane], v2[lane], v3[lane], v4[lane], v5[lane], v6[lane], v7[lane])
            row(lane).storeBytes(of: values, as: SIMD8<UInt32>.self)
        }
        #endif
    }

    #if SPINDRIFT_AVX
    @inline(__always)
    private static func lanes(_ bits: SIMD8<UInt32>) -> __m256 { unsafeBitCast(bits, to: __m256.self) }

    @inline(__always)
    private static func pairs(_ lanes: __m256) -> __m256d { unsafeBitCast(lanes, to: __m256d.self) }
    #endif
}
