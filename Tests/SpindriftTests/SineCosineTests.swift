import Foundation
import Testing
@testable import Spindrift
@testable import SpindriftDescription
@testable import SpindriftEngine

@Suite("sineCosine")
struct SineCosineTests {
    @Test("matches libm within 1e-9 over many turns, negative ones included",
          arguments: stride(from: -3.0, through: 3.0, by: 0.0123).map { $0 } + [0, 0.25, 0.5, 0.75, 1, 1e6 + 0.1])
    func accuracy(turns: Double) {
        let (sine, cosine) = sineCosine(turns: turns)
        let radians = 2 * Double.pi * turns
        #expect(abs(sine - sin(radians)) < 1e-9)
        #expect(abs(cosine - cos(radians)) < 1e-9)
    }

    @Test("huge angles do not trap")
    func huge() {
        let (sine, cosine) = sineCosine(turns: 1e30)
        #expect(sine == 0 && cosine == 1)
    }
}
