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

    @Test("eight lanes of turns in 0 ..< 1 give a single angle's bits, at every quarter's edge too")
    func unitTurnLanes() {
        let edges = (0...4).flatMap { quarter -> [Double] in
            let edge = Double(quarter) / 4 - 1.0 / 8
            return [edge.nextDown, edge, edge.nextUp, Double(quarter) / 4]
        }
        let turns = (edges + stride(from: 0, to: 1, by: 1.0 / 1021).map { $0 } + [(1.0).nextDown]).filter { (0..<1).contains($0) }
        for first in stride(from: 0, to: turns.count, by: 8) {
            let group = SIMD8<Double>((0..<8).map { turns[min(first + $0, turns.count - 1)] })
            let (sine, cosine) = sineCosine(unitTurns: group)
            for lane in 0..<8 {
                let expected = sineCosine(turns: group[lane])
                #expect(sine[lane].bitPattern == expected.sine.bitPattern && cosine[lane].bitPattern == expected.cosine.bitPattern,
                        "turns \(group[lane])")
            }
        }
    }

    @Test("huge angles do not trap")
    func huge() {
        let (sine, cosine) = sineCosine(turns: 1e30)
        #expect(sine == 0 && cosine == 1)
    }

    // Within 4 float ulps of 1 (2.4e-7): the polynomials' 3e-8 and a few roundings.
    @Test("eight lanes in single precision match libm within 2.4e-7 over −1…1 turns, quarter turns exactly")
    func lanes() {
        let turns = stride(from: -1.0, through: 1.0, by: 1.0 / 4096).map { Float($0) }
        for first in stride(from: 0, to: turns.count - 8, by: 8) {
            let group = SIMD8<Float>(turns[first..<first + 8])
            let (sine, cosine) = sineCosine(turns: group)
            for lane in 0..<8 {
                let radians = 2 * Double.pi * Double(group[lane])
                #expect(abs(Double(sine[lane]) - sin(radians)) <= 2.4e-7, "\(group[lane]) turns")
                #expect(abs(Double(cosine[lane]) - cos(radians)) <= 2.4e-7, "\(group[lane]) turns")
            }
        }
        let (sine, cosine) = sineCosine(turns: [0, 0.25, 0.5, 0.75, -0.25, -0.5, -0.75, 1])
        #expect(sine == [0, 1, 0, -1, -1, -0, 1, 0] && cosine == [1, 0, -1, 0, 0, -1, 0, 1])
    }
}
