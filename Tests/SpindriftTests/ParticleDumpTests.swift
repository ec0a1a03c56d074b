import Testing
@testable import Spindrift
@testable import SpindriftDescription
@testable import SpindriftEngine

@Suite("ParticleDump")
struct ParticleDumpTests {
    @Test("the dump writes null for a value that is not finite, never a non-JSON number")
    func dumpLastDefence() {
        #expect(ParticleDump.jsonNumber(.infinity) == "null")
        #expect(ParticleDump.jsonNumber(-.infinity) == "null")
        #expect(ParticleDump.jsonNumber(.nan) == "null")
        #expect(ParticleDump.jsonNumber(1.5) == "1.5")
        #expect(ParticleDump.jsonNumber(Float.greatestFiniteMagnitude) == "3.4028235e+38")
    }
}
