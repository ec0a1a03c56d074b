import Foundation
import Spindrift

extension SceneSystem {
    /// A warning for each layer whose local time has passed its program's
    /// ``EmitterProgram/exactTimeLimit``, naming the `--time` it was given as `value`.
    func timePrecisionWarnings(time value: String) -> [String] {
        systems.indices.compactMap { index in
            let system = systems[index]
            guard let now = system.localTime, now > system.program.exactTimeLimit,
                  let fastest = system.program.fastestCell
            else { return nil }
            let layer = scene.hasSublayers ? "layer \(scene.label(ofLayer: index)) " : ""
            return "--time \(value): \(layer)local time \(String(format: "%g", now)) s is past "
                + "\(String(format: "%g", system.program.exactTimeLimit)) s, beyond which births of cell \(fastest.path) "
                + "(\(String(format: "%g", fastest.birthsPerSecond)) per second) fall closer together than times that "
                + "large can tell apart: particle counts and ages are approximate"
        }
    }
}
