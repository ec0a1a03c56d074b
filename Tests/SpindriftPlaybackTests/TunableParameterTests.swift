import Foundation
import Spindrift
import SpindriftPlayback
import Testing

@Suite("TunableParameter")
struct TunableParameterTests {
    @Test("rates and sizes change by a factor, angles and accelerations by a step", arguments: TunableParameter.allCases)
    func kind(parameter: TunableParameter) {
        let additive: Set<TunableParameter> = [.emissionLongitude, .emissionRange, .xAcceleration, .yAcceleration, .scaleSpeed, .spin]
        switch parameter.adjustment {
        case .multiplicative(let factor, _):
            #expect(!additive.contains(parameter))
            #expect(factor == TunableParameter.factor)
        case .additive:
            #expect(additive.contains(parameter))
        }
    }

    @Test("one press up and one down restore the value", arguments: TunableParameter.allCases)
    func roundTrip(parameter: TunableParameter) {
        let up = parameter.adjusted(1, increase: true)
        #expect(up > 1)
        #expect(abs(parameter.adjusted(up, increase: false) - 1) < 1e-12)
    }

    @Test("a zero factor-tuned value starts from its unit")
    func zero() {
        #expect(TunableParameter.birthRate.adjusted(0, increase: true) == 1)
        #expect(TunableParameter.birthRate.adjusted(0, increase: false) == 0)
        #expect(TunableParameter.velocity.adjusted(0, increase: true) == 10)
    }

    @Test("the key path reaches the cell's property of the same name", arguments: TunableParameter.allCases)
    func keyPath(parameter: TunableParameter) throws {
        var cell = EmitterCell()
        cell[keyPath: parameter.keyPath] = 0.125
        let object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(cell)) as? [String: Any])
        #expect(object[parameter.rawValue] as? Double == 0.125)
    }
}
