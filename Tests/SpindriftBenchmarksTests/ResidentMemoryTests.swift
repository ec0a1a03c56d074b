import Foundation
import Spindrift
import SpindriftTestSupport
import Testing

@Suite("Resident memory per particle")
struct ResidentMemoryTests {
    /// The peak resident set, in bytes, of `spindrift simulate` on rain pre-warmed to
    /// `particles` live drops and stepped 6 frames (`/usr/bin/time` reports it).
    private func peakResidentBytes(particles: Int) throws -> (bytes: Int, count: Int) {
        let birthRate = Double(particles) / 1.6
        let (status, output) = try runChildProcess(
            "/usr/bin/time",
            ["-f", "peak %M", try release("spindrift"), "simulate", "rain", "--time", "0.1",
             "--set", "emitterCells.drop.birthRate=\(birthRate)", "--set", "maxParticles=100000000"],
            environment: ["SPINDRIFT_ASSETS": root.appendingPathComponent("assets").path])
        #expect(status == 0, "\(output)")
        let lines = output.split(separator: "\n")
        let peak = try #require(lines.last.flatMap { $0.hasPrefix("peak ") ? Int($0.dropFirst(5)) : nil }, "\(output)")
        let total = try #require(lines.first { $0.hasPrefix("total") }.flatMap { Int($0.split(separator: " ").last!) }, "\(output)")
        return (peak * 1024, total)
    }

    @Test("a large steady state's peak resident set grows by at most 10 % more than its columns and kill calendar per particle")
    func steadyStateWithinBound() throws {
        let small = try peakResidentBytes(particles: 500_000)
        let large = try peakResidentBytes(particles: 3_000_000)
        let perParticle = Double(large.bytes - small.bytes) / Double(large.count - small.count)
        #expect(perParticle <= 1.1 * ParticleStore.residentBytesPerParticle,
                "\(perParticle) B per particle, state \(ParticleStore.residentBytesPerParticle) B")
    }
}
