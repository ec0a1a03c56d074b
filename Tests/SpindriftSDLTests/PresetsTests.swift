import CSDL2
import Foundation
import Spindrift
import SpindriftCommandLine
import SpindriftSDL
import SpindriftTestSupport
import Testing

/// Whether a pixel is lit: a colour component above 100 (the backdrops stay below 40).
private func lit(_ bytes: [UInt8], at pixel: Int) -> Bool {
    max(bytes[pixel * 4], bytes[pixel * 4 + 1], bytes[pixel * 4 + 2]) > 100
}

/// The particles of `preset` at `time` as the CSV dump's rows, by field name.
private func dump(_ preset: String, time: String) throws -> [[String: String]] {
    let file = try makeScratchFolder().appendingPathComponent("\(preset).csv").path
    let (status, output) = spindrift(["simulate", preset, "--time", time, "--dump", file])
    try #require(status == 0, "\(output)")
    let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
    let header = lines[0].split(separator: ",").map(String.init)
    return lines.dropFirst().map { line in
        Dictionary(uniqueKeysWithValues: zip(header, line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)))
    }
}

extension SDLTests {
    @Suite("presets")
    struct PresetsTests {
        static let names = AssetLocator(directory: assetsDirectory).presetNames

        @Test("the presets include the snow and the matrix")
        func listed() {
            #expect(Self.names.contains("snow") && Self.names.contains("matrix"), "\(Self.names)")
        }

        @Test("every preset validates and draws a frame with lit pixels", arguments: names)
        func drawn(preset: String) throws {
            let (valid, validation) = spindrift(["validate", preset])
            #expect(valid == 0, "\(validation)")
            let file = try makeScratchFolder().appendingPathComponent("\(preset).png").path
            let (status, output) = spindrift(["render", preset, "--time", "4", "--size", "320x180", "--out", file])
            try #require(status == 0, "\(output)")
            let (size, bytes) = try pixels(ofPNG: file)
            #expect(size == [320, 180])
            let litPixels = (0..<(320 * 180)).filter { lit(bytes, at: $0) }.count
            #expect(litPixels > 50, "\(preset): \(litPixels) lit pixels")
        }

        // The snow's lifetimes end near the bottom edge of a 720-point window: each cell's
        // lifetime is its fall from above the top to the bottom, so a flake spends most of
        // its life in view. Σ rate × in-view time ÷ Σ rate × lifetime is 0.79 by the numbers
        // (the velocity spread sends some out early, others die a little short); 0.75 leaves
        // room for the seed, and the old snow (its flakes thrown up and falling for 20 s far
        // below the window) had 0.29.
        @Test("at 25 s three quarters of the snow's flakes are in a 1280 × 720 window")
        func snowInView() throws {
            let flakes = try dump("snow", time: "25")
            let inView = flakes.filter { flake in
                let (x, y) = (Double(flake["x"]!)!, Double(flake["y"]!)!)
                return (0...1280).contains(x) && (0...720).contains(y)
            }
            #expect(Double(inView.count) >= 0.75 * Double(flakes.count), "\(inView.count) of \(flakes.count)")
            #expect(Set(flakes.map { $0["cell"]! }) == ["far", "flake", "blurry"])
        }

        @Test("the matrix's heads fall straight down their column; their trail glyphs stay where they were left")
        func matrixHeadsFall() throws {
            let particles = try dump("matrix", time: "8")
            let heads = particles.filter { $0["cell"]!.hasSuffix("/head") }
            let trail = particles.filter { $0["cell"]!.contains("/head.t") }
            #expect(heads.count > 20 && trail.count > 10 * heads.count, "\(heads.count) heads, \(trail.count) trail glyphs")
            for head in heads {
                let (vx, vy) = (Double(head["vx"]!)!, Double(head["vy"]!)!)
                #expect(abs(vx) < 1e-3 && vy > 100, "\(head)")
                // Born 0.02 viewport heights above the top at its column's speed.
                let (age, y) = (Double(head["age"]!)!, Double(head["y"]!)!)
                #expect(abs(y - (-0.02 * 720 + vy * age)) < 0.01, "\(head)")
            }
            #expect(trail.allSatisfy { Double($0["vx"]!)! == 0 && Double($0["vy"]!)! == 0 })
            // Columns at fixed x: every particle of layer cNN sits at x = (NN + 0.5) / 60 × 1280.
            for particle in particles {
                let column = Double(particle["cell"]!.dropFirst().prefix(2))!
                #expect(abs(Double(particle["x"]!)! - (column + 0.5) / 60 * 1280) < 1e-3, "\(particle)")
            }
        }

        @Test("presets --contact-sheet draws every preset as a labelled tile, four to a row")
        func contactSheet() throws {
            let file = try makeScratchFolder().appendingPathComponent("sheet.png").path
            let (status, output) = spindrift(["presets", "--contact-sheet", file, "--size", "320x180"])
            try #require(status == 0, "\(output)")
            let rows = (Self.names.count + 3) / 4
            let expected = SIMD2(8 + 4 * (80 + 8), 8 + rows * (45 + 20 + 8))
            #expect(output == "wrote \(file) (\(expected.x)x\(expected.y), \(Self.names.count) presets at time 4 s, tiles 80x45)\n")
            let (size, bytes) = try pixels(ofPNG: file)
            #expect(size == expected)
            for index in Self.names.indices {
                let (left, top) = (8 + index % 4 * 88, 8 + index / 4 * 73)
                let tile = (top..<(top + 45)).flatMap { y in (left..<(left + 80)).map { y * size.x + $0 } }
                #expect(tile.contains { lit(bytes, at: $0) }, "tile \(index) (\(Self.names[index])) is dark")
                // The label: light text on the strip under the tile.
                let label = ((top + 45)..<(top + 65)).flatMap { y in (left..<(left + 80)).map { y * size.x + $0 } }
                #expect(label.contains { lit(bytes, at: $0) }, "tile \(index) (\(Self.names[index])) has no label")
            }
            // Between the tiles: the paper.
            #expect(Array(bytes[0..<4]) == [24, 24, 28, 255])
        }

        @Test("presets refuses sheet options without a sheet, and a sheet canvas smaller than a tile's pixel", arguments: [
            (["presets", "--time", "3"], "spindrift: --time '3': expected --contact-sheet FILE.png to go with it\n"),
            (["presets", "--contact-sheet", "x.png", "--size", "3x100"], "spindrift: --size '3x100': expected WIDTHxHEIGHT, each 4 or more\n"),
            (["presets", "--contact-sheet", "x.png", "--time", "-1"], "spindrift: --time '-1': expected seconds, 0 or more\n"),
        ])
        func badSheet(arguments: [String], message: String) {
            let (status, output) = spindrift(arguments)
            #expect(status == 2)
            #expect(output == message)
        }
    }
}
