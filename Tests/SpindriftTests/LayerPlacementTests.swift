import Foundation
import Spindrift
import Testing

@Suite("LayerPlacement")
struct LayerPlacementTests {
    private let window = LayerPlacement.window(size: [800, 600])

    private func properties(_ body: (inout LayerProperties) -> Void) -> LayerProperties {
        var properties = LayerProperties()
        body(&properties)
        return properties
    }

    private func expectNear(_ a: SIMD2<Double>, _ b: SIMD2<Double>) {
        #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9, "\(a) vs \(b)")
    }

    @Test("a layer without placement keys sits exactly on the window: the identity, the window's bounds")
    func unplaced() {
        let placement = window.placing(LayerProperties())
        #expect(placement == window)
        #expect(placement.bounds == [0, 0, 800, 600] && placement.toWindow.isIdentity)
    }

    @Test("frame origin = position − anchorPoint × size: the layer's (0, 0) lands on the frame's origin",
          arguments: [SIMD2<Double>(0.5, 0.5), [0, 0], [1, 1], [0.25, 0.75]])
    func frameOrigin(anchorPoint: SIMD2<Double>) {
        let placement = window.placing(properties {
            $0.anchorPoint = anchorPoint
            $0.bounds = [0, 0, 200, 100]
            $0.position = SIMD2(300, 200) + anchorPoint * SIMD2(200, 100)
        })
        expectNear(placement.toWindow.apply([0, 0]), [300, 200])
        expectNear(placement.toWindow.apply([200, 100]), [500, 300])
    }

    @Test("a bounds origin shifts the layer's coordinates: bounds.origin lands on the frame's origin")
    func boundsOrigin() {
        let placement = window.placing(properties {
            $0.bounds = [50, -20, 100, 100]
            $0.position = [400, 300]
        })
        expectNear(placement.toWindow.apply([50, -20]), [350, 250])
        expectNear(placement.toWindow.apply([100, 30]), [400, 300])
    }

    @Test("bounds without position sit at (0, 0): the anchor point on the window's corner")
    func boundsWithoutPosition() {
        let placement = window.placing(properties { $0.bounds = [0, 0, 100, 40] })
        expectNear(placement.toWindow.apply([50, 20]), [0, 0])
    }

    @Test("the transform turns and scales about the anchor point; positive rotation turns +x toward +y")
    func transform() {
        let placement = window.placing(properties {
            $0.bounds = [0, 0, 100, 100]
            $0.position = [400, 300]
            $0.transform.rotation = .pi / 2
            $0.transform.scale = [2, 3]
            $0.transform.translation = [10, -5]
        })
        // The anchor (50, 50) stays at the position, moved by the translation.
        expectNear(placement.toWindow.apply([50, 50]), [410, 295])
        // +x by 10 is scaled by 2 to 20, then turned onto +y.
        expectNear(placement.toWindow.apply([60, 50]), [410, 315])
        // +y by 10 is scaled by 3 to 30, then turned onto −x.
        expectNear(placement.toWindow.apply([50, 60]), [380, 295])
    }

    @Test("an unplaced layer's transform turns it about the window's centre")
    func unplacedTransform() {
        let placement = window.placing(properties { $0.transform.rotation = .pi })
        expectNear(placement.toWindow.apply([400, 300]), [400, 300])
        expectNear(placement.toWindow.apply([0, 0]), [800, 600])
    }

    @Test("opacity multiplies down the tree; hidden is inherited; the clip is the box around the transformed bounds")
    func inherited() {
        let root = window.placing(properties {
            $0.frame([100, 100, 400, 300])
            $0.opacity = 0.5
            $0.masksToBounds = true
        })
        #expect(root.clip == [100, 100, 400, 300])
        let child = root.placing(properties {
            $0.bounds = [0, 0, 100, 100]
            $0.position = [0, 0]
            $0.opacity = 0.5
            $0.masksToBounds = true
            $0.transform.rotation = .pi / 4
        })
        #expect(child.opacity == 0.25)
        // The rotated square's box is 100√2 wide around (100, 100), cut by the root's clip.
        let half = 50 * 2.0.squareRoot()
        let clip = child.clip!
        #expect(abs(clip.x - 100) < 1e-9 && abs(clip.y - 100) < 1e-9)
        #expect(abs(clip.z - half) < 1e-9 && abs(clip.w - half) < 1e-9)
        let hidden = window.placing(properties { $0.isHidden = true }).placing(LayerProperties())
        #expect(hidden.isHidden)
    }
}

extension LayerProperties {
    /// Sets position and bounds as `frame` does, with the current anchor point.
    fileprivate mutating func frame(_ rect: SIMD4<Double>) {
        bounds = [0, 0, rect.z, rect.w]
        position = SIMD2(rect.x, rect.y) + anchorPoint * SIMD2(rect.z, rect.w)
    }
}
