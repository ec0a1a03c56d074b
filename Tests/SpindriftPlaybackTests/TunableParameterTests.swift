import Foundation
import Spindrift
@testable import SpindriftPlayback
import Testing

extension TunableParameter {
    /// The cell parameter named `name` (`birthRate`, `color.red`).
    static func cell(_ name: String) -> TunableParameter {
        cellParameters.first { $0.description == name }!
    }

    /// The layer parameter named `name` (`birthRate`, `emitterPosition.x`).
    static func layer(_ name: String) -> TunableParameter {
        layerParameters.first { $0.description == name }!
    }
}

@Suite("TunableParameter")
struct TunableParameterTests {
    @Test("every number of every cell key and layer key is tunable, one parameter per component")
    func everyNumber() {
        #expect(TunableParameter.cellParameters.map(\.description) == [
            "birthRate", "lifetime", "lifetimeRange", "velocity", "velocityRange", "emissionLatitude",
            "emissionLongitude", "emissionRange", "xAcceleration", "yAcceleration", "zAcceleration", "scale",
            "scaleRange", "scaleSpeed", "spin", "spinRange", "color.red", "color.green", "color.blue", "color.alpha",
            "redRange", "greenRange", "blueRange", "alphaRange", "redSpeed", "greenSpeed", "blueSpeed", "alphaSpeed",
            "contentsRect.x", "contentsRect.y", "contentsRect.width", "contentsRect.height", "contentsScale",
            "beginTime", "duration", "speed", "timeOffset", "repeatCount", "repeatDuration",
        ])
        #expect(TunableParameter.layerParameters.map(\.description) == [
            "emitterPosition.x", "emitterPosition.y", "emitterZPosition", "emitterSize.width", "emitterSize.height",
            "emitterDepth", "birthRate", "lifetime", "velocity", "scale", "spin", "beginTime", "timeOffset", "speed",
            "zPosition", "opacity", "backgroundColor.red", "backgroundColor.green", "backgroundColor.blue",
            "backgroundColor.alpha", "transform.rotation.z", "transform.scale.x", "transform.scale.y",
            "transform.translation.x", "transform.translation.y",
        ])
    }

    @Test("one press up and one down restore the value",
          arguments: TunableParameter.cellParameters + TunableParameter.layerParameters)
    func roundTrip(parameter: TunableParameter) {
        let up = parameter.adjusted(0.5, increase: true)
        #expect(up > 0.5)
        #expect(abs(parameter.adjusted(up, increase: false) - 0.5) < 1e-12)
    }

    @Test("a press rounds to the step's resolution: a factor to 6 significant digits, a step to 6 of the step", arguments: [
        ("birthRate", 33.0, true, 36.3), ("birthRate", 36.3, false, 33), ("birthRate", 1.23456789, true, 1.35802),
        ("color.red", 0.95, false, 0.9), ("color.red", 0.05, false, 0), ("spin", 0.3, true, 0.4),
        ("emissionRange", 0, true, 0.0872665), ("yAcceleration", -0.1, true, 4.9),
    ])
    func rounding(name: String, value: Double, increase: Bool, expected: Double) {
        #expect(TunableParameter.cell(name).adjusted(value, increase: increase) == expected)
        #expect("\(expected)".count <= 9)
    }

    @Test("a zero factor-tuned value starts from its unit; a stepped one stops at its bound")
    func zero() {
        #expect(TunableParameter.cell("birthRate").adjusted(0, increase: true) == 1)
        #expect(TunableParameter.cell("birthRate").adjusted(0, increase: false) == 0)
        #expect(TunableParameter.cell("velocity").adjusted(0, increase: true) == 10)
        #expect(TunableParameter.cell("color.red").adjusted(1, increase: true) == 1)
        #expect(TunableParameter.cell("emissionRange").adjusted(0, increase: false) == 0)
    }

    @Test("a parameter sets the component of the key of the same name", arguments: TunableParameter.cellParameters)
    func writesItsKey(parameter: TunableParameter) throws {
        var layer = EmitterLayer()
        layer.emitterCells = [EmitterCell()]
        #expect(TuningEdit(cell: ["cell0"], parameter: parameter, value: 0.125).apply(to: &layer))
        let object = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(layer.emitterCells[0])) as? [String: Any])
        let written = parameter.component.map { (object[parameter.key] as? [Double])?[$0] } ?? object[parameter.key] as? Double
        #expect(written == 0.125)
    }
}
