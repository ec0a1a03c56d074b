import Foundation
import CSDL2
import SpindriftTestSupport
import Testing

extension SDLTests {
    @Suite("RenderCommand")
    struct RenderCommandTests {
        @Test("render writes one PNG at the given time")
        func frame() throws {
            let file = try makeScratchFolder().appendingPathComponent("snow.png").path
            let (status, output) = spindrift(["render", "snow", "--time", "3", "--size", "320x180", "--out", file])
            #expect(status == 0, "\(output)")
            #expect(output.hasPrefix("wrote \(file) (320x180, time 3 s, "))
            #expect(try Data(contentsOf: URL(fileURLWithPath: file)).prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        }

        @Test("render --frames writes a numbered clip")
        func clip() throws {
            let folder = try makeScratchFolder().appendingPathComponent("clip")
            let (status, output) = spindrift(["render", "snow", "--frames", "3", "--fps", "10", "--size", "64x36", "--out-dir", folder.path])
            #expect(status == 0, "\(output)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["frame-0000.png", "frame-0001.png", "frame-0002.png"])
            #expect(output.split(separator: "\n").last?.contains("time 0.2 s") == true)
        }

        @Test("bad command lines are refused with a message and a nonzero status", arguments: [
            (["render", "snow", "--time", "1"], Int32(2), "missing --out"),
            (["render", "snow", "--out", "x.png"], 2, "missing --time"),
            (["render", "snow", "--frames", "2"], 2, "missing --out-dir"),
            (["render", "snow", "--time", "1", "--out", "x.png", "--fps", "0"], 2, "--fps '0'"),
            (["render", "nowhere.json", "--time", "1", "--out", "x.png"], 1, "nowhere.json"),
        ])
        func refused(arguments: [String], status expected: Int32, message: String) {
            let (status, output) = spindrift(arguments)
            #expect(status == expected)
            #expect(output.contains(message), "\(output)")
        }

        @Test("a missing texture names the file, the cell and the texture")
        func missingTexture() throws {
            let file = try makeScratchFolder().appendingPathComponent("ghost.json").path
            try #"{"emitterCells": [{"name": "ghost", "contents": "nope", "birthRate": 1, "lifetime": 1}]}"#
                .write(toFile: file, atomically: true, encoding: .utf8)
            let (status, output) = spindrift(["render", file, "--time", "1", "--out", file + ".png"])
            #expect(status == 1)
            #expect(output == "spindrift: \(file): emitterCells[0].contents: texture 'nope' "
                + "(\(texturesDirectory.path)/nope.png): cannot read file: No such file or directory (cell 'ghost')\n")
        }

        @Test("a cell's own PNG, named relative to the description, is drawn at its pixel size")
        func userImage() throws {
            let folder = try makeScratchFolder()
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("art"), withIntermediateDirectories: true)
            try writeImage(folder.appendingPathComponent("art/block.png"), width: 20, height: 10)
            let file = folder.appendingPathComponent("block.json").path
            try #"{"emitterPosition": [40, 30], "emitterCells": [{"name": "block", "contents": "art/block.png", "birthRate": 1, "lifetime": 9}]}"#
                .write(toFile: file, atomically: true, encoding: .utf8)
            let frame = folder.appendingPathComponent("frame.png").path
            let (status, output) = spindrift(["render", file, "--time", "1.5", "--size", "80x60", "--out", frame])
            #expect(status == 0, "\(output)")
            // Every pixel of the 20 × 10 sprite is white, the rest the night blue.
            let decoded = try #require(IMG_Load(frame))
            defer { SDL_FreeSurface(decoded) }
            let surface = try #require(SDL_ConvertSurfaceFormat(decoded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0))
            defer { SDL_FreeSurface(surface) }
            var white = 0
            for y in 0..<60 {
                for x in 0..<80 where surface.pointee.pixels.load(fromByteOffset: y * Int(surface.pointee.pitch) + x * 4, as: UInt32.self) == 0xFFFF_FFFF {
                    white += 1
                }
            }
            #expect(white == 20 * 10)
        }

        @Test("a frame that cannot be written fails with the path and the system's reason", arguments: [
            ("/dev/full", "No space left on device"),
            ("/nonexistent-spindrift-folder/frame.png", "No such file or directory"),
            ("/sys/kernel/spindrift-frame.png", "Permission denied"),
        ])
        func unwritable(path: String, reason: String) {
            let (status, output) = spindrift(["render", "snow", "--time", "1", "--size", "32x18", "--out", path])
            #expect(status == 1)
            #expect(output == "spindrift: \(path): cannot write: \(reason)\n")
        }

        @Test("a clip folder that cannot be created names the system's reason")
        func uncreatableFolder() throws {
            let file = try makeScratchFolder().appendingPathComponent("file").path
            #expect(FileManager.default.createFile(atPath: file, contents: Data()))
            let (status, output) = spindrift(["render", "snow", "--frames", "1", "--size", "32x18", "--out-dir", file + "/clip"])
            #expect(status == 1)
            #expect(output == "spindrift: \(file)/clip: cannot create folder: Not a directory\n")
        }

        @Test("huge rotated sprites render: they once crashed SDL")
        func hugeSprites() throws {
            let folder = try makeScratchFolder()
            let file = folder.appendingPathComponent("big.json").path
            try #"{"emitterCells":[{"contents":"glow","birthRate":1,"lifetime":20,"spin":0.5,"scale":50}]}"#
                .write(toFile: file, atomically: true, encoding: .utf8)
            let out = folder.appendingPathComponent("x.png").path
            let (status, output) = spindrift(["render", file, "--time", "5", "--size", "64x64", "--out", out])
            #expect(status == 0, "\(output)")
            let (snowStatus, snowOutput) = spindrift(["render", "snow", "--time", "1", "--size", "320x180", "--set", "scale=100", "--out", out])
            #expect(snowStatus == 0, "\(snowOutput)")
        }

        @Test("--background colours the frame in each of its forms, and a layer's backgroundColor shows without it", arguments: [
            (["--background", "white"], [255, 255, 255, 255]),
            (["--background", "#336699"], [0x33, 0x66, 0x99, 255]),
            (["--background", "#FF000080"], [128, 0, 0, 255]),
            (["--background", "0, 1, 0.5"], [0, 255, 128, 255]),
            (["--background", "1,1,1,0.5", "--transparent"], [255, 255, 255, 128]),
            ([], [0, 0, 255, 255]),
            (["--transparent"], [0, 0, 0, 0]),
        ] as [([String], [UInt8])])
        func background(options: [String], pixel: [UInt8]) throws {
            let folder = try makeScratchFolder()
            let file = folder.appendingPathComponent("blue.json").path
            try #"{"backgroundColor": [0, 0, 1, 1], "emitterCells": []}"#.write(toFile: file, atomically: true, encoding: .utf8)
            let out = folder.appendingPathComponent("frame.png").path
            let (status, output) = spindrift(["render", file, "--time", "0", "--size", "4x2", "--out", out] + options)
            #expect(status == 0, "\(output)")
            let decoded = try #require(IMG_Load(out))
            defer { SDL_FreeSurface(decoded) }
            let surface = try #require(SDL_ConvertSurfaceFormat(decoded, SDL_PIXELFORMAT_RGBA32.rawValue, 0))
            defer { SDL_FreeSurface(surface) }
            let bytes = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
            #expect(Array(UnsafeBufferPointer(start: bytes + 4 * 3, count: 4)) == pixel)
        }

        @Test("render --transparent writes an RGBA PNG, see-through where there are no particles and as opaque as the crystals on them")
        func transparent() throws {
            let out = try makeScratchFolder().appendingPathComponent("snow.png").path
            let (status, output) = spindrift(["render", "snow", "--time", "3", "--size", "320x180", "--transparent", "--out", out])
            #expect(status == 0, "\(output)")
            let decoded = try #require(IMG_Load(out))
            defer { SDL_FreeSurface(decoded) }
            #expect(decoded.pointee.format.pointee.Amask != 0)
            let surface = try #require(SDL_ConvertSurfaceFormat(decoded, SDL_PIXELFORMAT_RGBA32.rawValue, 0))
            defer { SDL_FreeSurface(surface) }
            let bytes = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
            let alphas = (0..<(320 * 180)).map { bytes[Int(surface.pointee.pitch) * ($0 / 320) + ($0 % 320) * 4 + 3] }
            // The snow's crystals have alpha 0.8 ± 0.075, at least 0.72 (184/255) on their hubs.
            let clear = alphas.filter { $0 == 0 }.count, opaque = alphas.filter { $0 >= 184 }.count
            // 320 × 180: at 160 × 90 the near snow's 40-point flakes cover most of the sky.
            #expect(clear > 320 * 180 / 2 && opaque > 20, "clear \(clear), opaque \(opaque)")
        }

        @Test("bad backgrounds and outputs are refused with exact messages", arguments: [
            (["--time", "1", "--background", "pink", "--out", "x.png"],
             "spindrift: --background 'pink': expected #RRGGBB, #RRGGBBAA, red,green,blue[,alpha] each 0 to 1, or a name: "
                + "black, white, gray, grey, red, green, blue, transparent\n"),
            (["--time", "1", "--background", "#12345", "--out", "x.png"],
             "spindrift: --background '#12345': expected #RRGGBB, #RRGGBBAA, red,green,blue[,alpha] each 0 to 1, or a name: "
                + "black, white, gray, grey, red, green, blue, transparent\n"),
            (["--time", "1", "--background", "1,2,0", "--out", "x.png"],
             "spindrift: --background '1,2,0': expected #RRGGBB, #RRGGBBAA, red,green,blue[,alpha] each 0 to 1, or a name: "
                + "black, white, gray, grey, red, green, blue, transparent\n"),
            (["--time", "1", "--out", "clip.xyz"],
             "spindrift: --out 'clip.xyz': expected FILE.png for a frame, or a clip: FILE.gif, FILE.mp4 or FILE.webm (unknown format 'xyz')\n"),
            (["--time", "1", "--out", "frame"],
             "spindrift: --out 'frame': expected FILE.png for a frame, or a clip: FILE.gif, FILE.mp4 or FILE.webm (no extension)\n"),
            (["--transparent", "--out", "clip.mp4"],
             "spindrift: --out 'clip.mp4': expected a .gif or .webm clip or PNG frames with --transparent (an .mp4 has no alpha channel)\n"),
            (["--out", "clip.gif", "--out-dir", "frames"],
             "spindrift: --out-dir 'frames': expected no folder with --out clip.gif: the frames go into the clip\n"),
        ])
        func refusedOutputs(arguments: [String], message: String) {
            let (status, output) = spindrift(["render", "snow"] + arguments)
            #expect(status == 2)
            #expect(output == message)
        }
    }
}
