import Foundation
import Spindrift
import Testing

@Suite("LayerProperties")
struct LayerPropertiesTests {
    private static func layer(_ json: String) throws -> EmitterLayer {
        try EmitterLayer(jsonData: Data(json.utf8), source: "layer.json")
    }

    @Test("a layer without CALayer keys has Core Animation's defaults and no placement")
    func defaults() throws {
        let properties = try Self.layer("{}").layerProperties
        #expect(properties == LayerProperties())
        #expect(properties.bounds == nil && properties.position == nil && properties.anchorPoint == [0.5, 0.5] && properties.opacity == 1)
        #expect(properties.transform.affine == .identity)
    }

    @Test("frame sets position = origin + anchorPoint × size and bounds = [0, 0, width, height]", arguments: [
        (#"{"frame": [100, 50, 200, 80]}"#, SIMD2<Double>(200, 90)),
        (#"{"frame": [100, 50, 200, 80], "anchorPoint": [0, 0]}"#, SIMD2<Double>(100, 50)),
        (#"{"frame": [100, 50, 200, 80], "anchorPoint": [1, 0.25]}"#, SIMD2<Double>(300, 70)),
    ])
    func frame(json: String, position: SIMD2<Double>) throws {
        let properties = try Self.layer(json).layerProperties
        #expect(properties.position == position)
        #expect(properties.bounds == [0, 0, 200, 80])
    }

    @Test("transform key paths: the specific key wins over the general one; rotation is rotation.z")
    func transformKeyPaths() throws {
        let transform = try Self.layer(#"""
            {"transform.rotation": 0.5, "transform.scale": 2, "transform.scale.y": 3,
             "transform.translation": [4, 5], "transform.translation.x": 6}
            """#).layerProperties.transform
        #expect(transform.rotation == 0.5 && transform.scale == [2, 3] && transform.translation == [6, 5])
        #expect(try Self.layer(#"{"transform.rotation.z": -1}"#).layerProperties.transform.rotation == -1)
    }

    @Test("hidden and isHidden both set the property")
    func hidden() throws {
        #expect(try Self.layer(#"{"hidden": true}"#).layerProperties.isHidden)
        #expect(try Self.layer(#"{"isHidden": true}"#).layerProperties.isHidden)
    }

    @Test("encoding writes position and bounds (never frame) and only what differs from the defaults")
    func roundTrip() throws {
        var layer = try Self.layer(#"""
            {"name": "spark", "frame": [10, 20, 30, 40], "anchorPoint": [0, 1], "zPosition": 2, "opacity": 0.5,
             "hidden": true, "masksToBounds": true, "transform.rotation.z": 0.25, "transform.scale.x": 2,
             "transform.translation.y": -3}
            """#)
        let json = String(decoding: try layer.jsonData(), as: UTF8.self)
        #expect(!json.contains("frame") && json.contains(#""position" : ["#) && !json.contains("transform.scale.y"))
        #expect(try EmitterLayer(jsonData: layer.jsonData(), source: "x.json") == layer)
        layer.layerProperties = LayerProperties()
        let plain = String(decoding: try layer.jsonData(), as: UTF8.self)
        #expect(!plain.contains("anchorPoint") && !plain.contains("opacity") && !plain.contains("transform"))
    }

    @Test("each bad CALayer value names its JSON path and the reason", arguments: [
        (#"{"frame": [0, 0, 10, 10], "position": [1, 2]}"#,
         "layer.json: frame: frame is shorthand for position and bounds: give frame, or position and bounds, not both"),
        (#"{"frame": [0, 0, 10, 10], "bounds": [0, 0, 5, 5]}"#,
         "layer.json: frame: frame is shorthand for position and bounds: give frame, or position and bounds, not both"),
        (#"{"hidden": true, "isHidden": false}"#, "layer.json: isHidden: 'hidden' and 'isHidden' are the same property: give one"),
        (#"{"transform.rotation": 1, "transform.rotation.z": 2}"#,
         "layer.json: transform.rotation: 'transform.rotation' is 'transform.rotation.z': give one"),
        (#"{"bounds": [0, 0, -1, 5]}"#, "layer.json: bounds[2]: the width must not be negative (got -1.0)"),
        (#"{"frame": [0, 0, 5, -2]}"#, "layer.json: bounds[3]: the height must not be negative (got -2.0)"),
        (#"{"opacity": 1.5}"#, "layer.json: opacity: must be between 0 and 1 (got 1.5)"),
        (#"{"position": [1e39, 0]}"#, "layer.json: position[0]: must be within ±3.4e38 (got 1e+39)"),
        (#"{"anchorPoint": [0.5]}"#, "layer.json: anchorPoint: expected 2 numbers [x, y] (got 1)"),
        (#"{"frame": [1, 2, 3]}"#, "layer.json: frame: expected 4 numbers [x, y, width, height] (got 3)"),
        (#"{"name": "a/b"}"#, "layer.json: name: must be non-empty and contain no '.' or '/' (got 'a/b')"),
        (#"{"name": "3"}"#, "layer.json: name: must not be a number ('3' would read as the index of a layer; use a name with a letter, such as 'layer-3')"),
        (#"{"transform.scale": false}"#, "layer.json: transform.scale: expected a number"),
        (#"{"masksToBounds": 1}"#, "layer.json: masksToBounds: expected true or false"),
    ])
    func badInput(json: String, message: String) {
        let error = #expect(throws: ConfigurationError.self) { try Self.layer(json) }
        #expect(error?.description == message)
    }
}
