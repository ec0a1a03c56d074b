import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Spindrift
import SpindriftBenchmarks
import SpindriftTestSupport
import Testing

@Suite("spindrift-bench command")
struct BenchmarkCommandTests {
    @Test("--quick prints the table and writes well-formed JSON, CSV and SVG")
    func quickRun() throws {
        let folder = try makeScratchFolder()
        let json = folder.appendingPathComponent("b.json").path
        let csv = folder.appendingPathComponent("b.csv").path
        let svg = folder.appendingPathComponent("b.svg").path
        var output = ""
        let status = BenchmarkCommand.main(
            arguments: ["--quick", "--counts", "1000,2000", "--json", json, "--csv=\(csv)", "--svg", svg],
            output: { output += $0 }, errors: { _ in })
        #expect(status == 0)
        #expect(output.contains("batch swift unordered 1t") && output.contains("batch copy 1t") && output.contains("targets"))
        #expect(output.contains("batch backToFront 1t ÷ copy 1t"))

        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let machine = try #require(object["machine"] as? [String: Any])
        #expect(machine["cpu"] is String && machine["cores"] is Int && machine["swiftVersion"] is String)
        let results = try #require(object["results"] as? [[String: Any]])
        let phases = Set(results.compactMap { $0["phase"] as? String })
        #expect(phases == ["spawn", "kill", "batch", "step"])
        #expect(Set(results.compactMap { $0["implementation"] as? String }) == ["swift", "copy"])
        let batchModes = Set(results.filter { $0["phase"] as? String == "batch" }.compactMap { $0["renderMode"] as? String })
        #expect(batchModes == Set(RenderMode.allCases.map(\.rawValue)))
        for record in results {
            let median = try #require(record["nsPerParticle"] as? Double)
            let (low, high) = (try #require(record["min"] as? Double), try #require(record["max"] as? Double))
            #expect(low <= median && median <= high && low > 0)
            #expect([1000, 2000].contains(record["count"] as? Int) && (record["threads"] as? Int ?? 0) >= 1)
        }

        let lines = try String(contentsOfFile: csv, encoding: .utf8).split(separator: "\n")
        #expect(lines.first.map(String.init) == BenchmarkReport.csvHeader.joined(separator: ","))
        #expect(lines.count == results.count + 1)
        #expect(lines.dropFirst().allSatisfy { $0.split(separator: ",", omittingEmptySubsequences: false).count >= 11 })

        let parser = try #require(XMLParser(contentsOf: URL(fileURLWithPath: svg)))
        let collector = ElementCollector()
        parser.delegate = collector
        #expect(parser.parse())
        #expect(collector.elements.first == "svg")
        #expect(collector.elements.filter { $0 == "polyline" }.count >= 10)
        // Every label, the legend's last line too, lies inside the picture.
        let height = try #require(collector.height)
        #expect(collector.textYs.count > 10 && collector.textYs.allSatisfy { $0 < height }, "height \(height): \(collector.textYs.max() ?? 0)")
    }

    @Test("--capacity reports each probe and three capacities, the window's or why it is not measured")
    func capacity() throws {
        var output = "", progress = ""
        // Probes of a few particles at a rate no machine holds: the searches halve, two probes each.
        let status = BenchmarkCommand.main(
            arguments: ["--capacity", "snow", "--fps", "1000", "--capacity-probes", "2", "--threads", "1"],
            output: { output += $0 }, errors: { progress += $0 + "\n" })
        #expect(status == 0)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.first == "capacity of snow at 1000 fps: the most particles whose mean frame rate holds at least 970 fps")
        #expect(lines.filter { $0.hasPrefix("  simulation probe ") }.count <= 2)
        #expect(lines.filter { $0.hasPrefix("  simulation + batch probe ") }.count <= 2)
        // Scale ×1 holds snow's steady state, Σ birth rate × mean lifetime = 36 × 31 + 14 × 18
        // + 5 × 9.5 = 1,410.5 particles, give or take those whose drawn lifetimes end within
        // their spread. The probe ends at a time that depends on the machine's speed, so the
        // count may be any of the steady state's: `spindrift simulate snow --time T` at 300
        // times from 31 to 83 s gave 1,408 to 1,424 (median 1,415). Half of scale ×2 is far
        // outside that band.
        #expect(lines.contains { line in
            guard line.hasPrefix("  simulation probe ×1.00: "), let count = line.split(separator: " ").dropFirst(3).first,
                  let particles = Int(count.replacingOccurrences(of: ",", with: "")) else { return false }
            return (1_400...1_432).contains(particles)
        })
        #expect(progress.contains("simulation: ×1.00: "))
        let summary = try #require(lines.firstIndex(of: "capacity at 1000 fps:"))
        #expect(lines[summary + 1].hasPrefix("  simulation  "))
        #expect(lines[summary + 2].hasPrefix("  simulation + batch  "))
        // The window runs `spindrift play` beside the test runner when there is one: with no
        // display it is not measured; with one (or SDL_VIDEODRIVER set for the test run) it is,
        // and at 1000 fps may hold at no scale.
        let window = lines[summary + 3]
        #expect(window.hasPrefix("  window"), "\(window)")
        #expect(["  not measured: ", " particles", "  none: "].contains { window.contains($0) }, "\(window)")
    }

    @Test("--capacity of a description that keeps nothing alive fails with status 1")
    func capacityOfNothing() throws {
        let file = try makeScratchFolder().appendingPathComponent("empty.json")
        try Data(#"{"emitterCells": []}"#.utf8).write(to: file)
        var errors = ""
        let status = BenchmarkCommand.main(arguments: ["--capacity", file.path], output: { _ in }, errors: { errors += $0 })
        #expect(status == 1)
        #expect(errors == "spindrift-bench: scenario: \(file.path) keeps no particles alive: there is nothing to scale")
    }

    @Test("bad flags fail with a message and a non-zero status", arguments: [["--bogus"], ["--counts"], ["--threads", "x"]])
    func badFlags(arguments: [String]) {
        var errors = ""
        let status = BenchmarkCommand.main(arguments: arguments, output: { _ in }, errors: { errors += $0 })
        #expect(status == 2)
        #expect(errors.hasPrefix("spindrift-bench: "))
    }

    @Test("an unwritable output file fails with status 1")
    func unwritable() {
        var errors = ""
        let status = BenchmarkCommand.main(
            arguments: ["--quick", "--counts", "100", "--csv", "/nonexistent/folder/b.csv"],
            output: { _ in }, errors: { errors += $0 })
        #expect(status == 1)
        #expect(errors.contains("/nonexistent/folder/b.csv"))
    }

    @Test("--scenario times a preset per frame, one layer or a scene", arguments: ["snow", "campfire"])
    func scenario(name: String) {
        var output = ""
        let status = BenchmarkCommand.main(
            arguments: ["--scenario", name, "--frames", "3", "--quick", "--threads", "1"],
            output: { output += $0 }, errors: { _ in })
        #expect(status == 0)
        #expect(output.contains("scenario \(name)") && output.contains("step swift 1t"))
        #expect(output.contains("ms per frame (step + batch)"))
    }

    /// What `--scenario name --gpu-resident` prints in a short quick run on one thread, after
    /// expecting it to succeed.
    private func residentScenarioOutput(_ name: String) -> String {
        var output = ""
        let status = BenchmarkCommand.main(
            arguments: ["--scenario", name, "--frames", "3", "--quick", "--threads", "1", "--gpu-resident"],
            output: { output += $0 }, errors: { _ in })
        #expect(status == 0)
        return output
    }

    @Test("with --gpu-resident a scenario's frame is the step and the births' records")
    func residentScenario() {
        let output = residentScenarioOutput("tunnel")
        #expect(output.contains("ms per frame (step + the births' records for the GPU)"))
        #expect(output.contains("batch swift unordered gpu-resident 1t"))
        #expect(!output.contains("on the CPU batch"))
    }

    @Test("with --gpu-resident a scenario names the cells the CPU batch still draws, and counts them in the frame")
    func residentScenarioWithCPUCells() {
        let output = residentScenarioOutput("blizzard")
        // The flakes' turbulence is integrated; the streaks' drag, wind and gusts fly on the GPU.
        #expect(output.contains("ms per frame (step + the births' records for the GPU + the CPU batch of 1 cell)"))
        #expect(output.contains("  on the CPU batch: flake (integrated motion)\n"))
    }

    @Test("an unknown scenario fails with status 1")
    func unknownScenario() {
        var errors = ""
        let status = BenchmarkCommand.main(
            arguments: ["--scenario", "no-such-preset"], output: { _ in }, errors: { errors += $0 })
        #expect(status == 1)
        #expect(errors.contains("no-such-preset"))
    }

    @Test("a sweep's presets: each scaled to the count asked, timed on both paths, in the table, the JSON and the CSV")
    func presets() throws {
        let folder = try makeScratchFolder()
        let json = folder.appendingPathComponent("p.json").path, csv = folder.appendingPathComponent("p.csv").path
        var output = ""
        let status = BenchmarkCommand.main(
            arguments: ["--quick", "--counts", "100", "--threads", "1", "--presets", "snow,rain", "--preset-particles", "3000",
                        "--frames", "3", "--json", json, "--csv", csv],
            output: { output += $0 }, errors: { _ in })
        #expect(status == 0)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("presets, each scaled to about one count and pre-warmed") })
        #expect(lines.filter { $0.hasPrefix("snow ") || $0.hasPrefix("rain ") }.count == 2)
        // The presets are not series of the steady states: the table's columns stay its counts.
        #expect(lines.contains { $0.hasPrefix("series") && $0.hasSuffix(" 100") })

        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        for preset in ["snow", "rain"] {
            let records = results.filter { $0["preset"] as? String == preset }
            let figures = Set(records.map { "\($0["phase"] as? String ?? "") \($0["renderMode"] as? String ?? "-")" })
            let mode = "unordered"
            #expect(figures == ["step -", "batch \(mode)", "frame \(mode)", "batch \(mode) gpu-resident", "frame \(mode) gpu-resident"])
            for record in records {
                // Probes stop within 10 % of the count; the few frames after them move a steady
                // state's count by the spread of its births and deaths.
                let count = try #require(record["count"] as? Int)
                #expect((2_600...3_400).contains(count), "\(preset): \(count)")
                #expect(try #require(record["nsPerParticle"] as? Double) > 0)
            }
        }
        let csvLines = try String(contentsOfFile: csv, encoding: .utf8).split(separator: "\n")
        let presetColumn = try #require(BenchmarkReport.csvHeader.firstIndex(of: "preset"))
        #expect(csvLines.dropFirst().filter { $0.split(separator: ",", omittingEmptySubsequences: false)[presetColumn] == "snow" }.count == 5)
    }

    @Test("an unknown preset fails before anything is measured, naming the presets")
    func unknownPreset() {
        var errors = ""
        let status = BenchmarkCommand.main(arguments: ["--quick", "--presets", "snow,nope"], output: { _ in }, errors: { errors += $0 })
        #expect(status == 2)
        // No progress line (each ends with an ellipsis): nothing ran.
        #expect(errors.hasPrefix("spindrift-bench: --presets 'nope': expected all, none or preset names: blizzard, campfire,"))
        #expect(!errors.contains("…"))
    }

    @Test("--help prints the usage and runs nothing")
    func help() {
        var output = ""
        #expect(BenchmarkCommand.main(arguments: ["--help"], output: { output += $0 }, errors: { _ in }) == 0)
        #expect(output.hasPrefix("usage: spindrift-bench"))
    }
}

/// The element names an SVG holds, in document order, its height and the y of its texts.
private final class ElementCollector: NSObject, XMLParserDelegate {
    var elements: [String] = []
    var height: Double?
    var textYs: [Double] = []

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements.append(name)
        if name == "svg" { height = attributes["height"].flatMap(Double.init) }
        if name == "text", let y = attributes["y"].flatMap(Double.init) { textYs.append(y) }
    }
}
