import Foundation
import Spindrift

/// The built-in `--scenario tunnel`: the C++ peer's (fenbf/particles) tunnel effect in this
/// project's vocabulary, for comparing like with like. Particles are born on a ring of
/// 100 points' radius and fly outward and toward the viewer, living 1 to 3.5 s (2.25 ±
/// 1.25): deaths are scattered through the store, not bunched as with one lifetime.
/// 4,444 births a second hold about 10,000 particles; `--scale 100` makes a million.
enum TunnelScenario {
    /// The name `--scenario` knows it by (a preset or file of that name is not looked for).
    static let name = "tunnel"

    /// The description, as a configuration file would give it.
    static let json = """
        {
          "emitterShape": "circle",
          "emitterMode": "outline",
          "emitterPosition": [640, 360],
          "emitterSize": [200, 200],
          "timeOffset": 3.5,
          "seed": 1,
          "maxParticles": 100000000,
          "emitterCells": [
            {
              "name": "spark",
              "contents": "spark",
              "birthRate": 4444.444444444444,
              "lifetime": 2.25,
              "lifetimeRange": 2.5,
              "velocity": 120,
              "velocityRange": 40,
              "emissionLatitude": 0.3,
              "scale": 0.2,
              "scaleSpeed": -0.05,
              "color": [0.6, 0.8, 1, 1],
              "alphaSpeed": -0.3
            }
          ]
        }
        """

    /// The scene, valid by construction.
    static func scene() -> Scene {
        do {
            return try Scene(jsonData: Data(json.utf8), source: name)
        } catch {
            preconditionFailure("the tunnel scenario is valid: \(error)")
        }
    }
}
