import Foundation
import Testing
@testable import SpindriftEngine

@Suite("CubeRoot")
struct CubeRootTests {
    /// Values whose cube roots the spawn may take: unit draws, the ends of each exponent's
    /// mantissas, random bits of every positive normal exponent, and what goes to the library.
    static let values: [Double] = {
        var random = SplitMix64(seed: 20261205)
        let draws = (0..<200_000).map { _ in random.nextUnit() }
        let edges = (-1022...1023).flatMap { exponent -> [Double] in
            let power = Double(sign: .plus, exponent: exponent, significand: 1)
            return [power, power.nextUp, (2 * power).nextDown, power * 1.5]
        }
        let bits = (0..<200_000).map { _ in Double(bitPattern: random.next() & ~(1 << 63)) }.filter(\.isFinite)
        let library = [0, -0.0, Double.leastNonzeroMagnitude, Double.leastNormalMagnitude.nextDown, -8, -1e-300, -.infinity,
                       .infinity, .nan, .greatestFiniteMagnitude, 1, 8, 27, 0.125, 1e-300, 1e300]
        return draws + edges + bits + library
    }()

    @Test("gives the C library's cbrt to the bit, for every kind of double")
    func libraryBits() {
        let mismatches = Self.values.filter { value in
            let (root, expected) = (CubeRoot.of(value), cbrt(value))
            return root.bitPattern != expected.bitPattern && !(root.isNaN && expected.isNaN)
        }
        #expect(mismatches.count == 0, "first: \(mismatches.prefix(5).map { ($0, $0.bitPattern) })")
    }

    @Test("eight at a time gives one at a time's bits, in groups with and without values the library takes")
    func lanes() {
        let mismatches = stride(from: 0, to: Self.values.count - 8, by: 8).flatMap { first -> [Double] in
            let group = SIMD8<Double>(Self.values[first..<first + 8])
            let roots = CubeRoot.of(group)
            return (0..<8).filter { lane in
                let expected = CubeRoot.of(group[lane])
                return roots[lane].bitPattern != expected.bitPattern && !(roots[lane].isNaN && expected.isNaN)
            }.map { group[$0] }
        }
        #expect(mismatches.count == 0, "first: \(mismatches.prefix(5))")
    }
}
