import SpindriftPlayback
import Testing

@Suite("RendererTrial")
struct RendererTrialTests {
    private func trial(openGL: Double, sdl: Double) -> RendererTrial {
        RendererTrial(openGLMilliseconds: openGL, sdlMilliseconds: sdl, openGLName: "OpenGL 3.3", sdlName: "SDL renderer, software")
    }

    @Test("the faster empty frame draws, saying both measurements")
    func faster() {
        #expect(!trial(openGL: 18.5, sdl: 11).picksOpenGL)
        #expect(trial(openGL: 18.5, sdl: 11).line == "renderer auto: an empty frame takes 18.50 ms with OpenGL 3.3 "
            + "and 11.00 ms with SDL renderer, software; drawing with SDL renderer, software, the faster")
        #expect(trial(openGL: 4, sdl: 11).picksOpenGL)
        #expect(trial(openGL: 4, sdl: 11).line == "renderer auto: an empty frame takes 4.00 ms with OpenGL 3.3 "
            + "and 11.00 ms with SDL renderer, software; drawing with OpenGL 3.3, the faster")
    }

    @Test("OpenGL keeps a tie within 5 %, saying why")
    func tie() {
        #expect(trial(openGL: 10, sdl: 9.6).picksOpenGL)
        #expect(trial(openGL: 10, sdl: 9.6).line.hasSuffix("; drawing with OpenGL 3.3 (within 5 %, it draws particles instanced)"))
        #expect(!trial(openGL: 10, sdl: 9.4).picksOpenGL)
    }
}
