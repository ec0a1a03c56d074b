import Spindrift
import SpindriftPlayback
import Testing

@Suite("RendererTrial")
struct RendererTrialTests {
    private func trial(openGL: Double, sdl: Double) -> RendererTrial {
        RendererTrial(openGLMilliseconds: openGL, sdlMilliseconds: sdl, openGLName: "OpenGL 3.3", sdlName: "SDL renderer, software")
    }

    @Test("the path with the faster frame of sprites draws, saying both measurements")
    func faster() {
        #expect(!trial(openGL: 18.5, sdl: 11).picksOpenGL)
        #expect(trial(openGL: 18.5, sdl: 11).line == "renderer auto: a frame of 4000 sprites takes 18.50 ms with OpenGL 3.3 "
            + "and 11.00 ms with SDL renderer, software; drawing with SDL renderer, software, the faster")
        #expect(trial(openGL: 4, sdl: 11).picksOpenGL)
        #expect(trial(openGL: 4, sdl: 11).line == "renderer auto: a frame of 4000 sprites takes 4.00 ms with OpenGL 3.3 "
            + "and 11.00 ms with SDL renderer, software; drawing with OpenGL 3.3, the faster")
    }

    @Test("OpenGL keeps a tie within 5 %, saying so")
    func tie() {
        #expect(trial(openGL: 10, sdl: 9.6).picksOpenGL)
        #expect(trial(openGL: 10, sdl: 9.6).line.hasSuffix("; drawing with OpenGL 3.3 (within 5 %)"))
        #expect(!trial(openGL: 10, sdl: 9.4).picksOpenGL)
    }

    @Test("the trial's scene holds about 4000 still sprites once it has run one lifetime, all inside the window")
    func load() throws {
        let program = try SceneProgram(scene: RendererTrial.scene, source: "renderer-trial.json")
        let window = SIMD2<Double>(320, 180)
        let system = SceneSystem(program: program, windowSize: window)
        // The steps the trial takes: 1/60 s until the lifetime has passed, then one per frame.
        while system.time < RendererTrial.lifetime { system.advance(by: 1.0 / 60) }
        for _ in 0..<RendererTrial.frames { system.advance(by: 1.0 / 60) }
        // Births are evenly spaced (birthRate × time), and each lives exactly one lifetime.
        #expect(abs(system.particleCount - RendererTrial.particles) <= 2, "\(system.particleCount)")
        let particles = system.systems[0].particles(inCell: 0)
        #expect(particles.count == system.particleCount)
        #expect(particles.allSatisfy {
            $0.position.x >= 0 && Double($0.position.x) <= window.x && $0.position.y >= 0 && Double($0.position.y) <= window.y
        })
    }
}
