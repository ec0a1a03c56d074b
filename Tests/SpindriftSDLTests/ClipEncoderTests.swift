import Foundation
import SpindriftTestSupport
import Testing

/// The path of FFmpeg's `ffprobe`, or cancels the running test saying why (`make test`
/// installs FFmpeg, so the clip tests run there).
private func requireFFprobe() throws -> String {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    guard let ffprobe = folders.map({ "\($0)/ffprobe" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }),
          folders.contains(where: { FileManager.default.isExecutableFile(atPath: "\($0)/ffmpeg") })
    else {
        try Test.cancel("skipped: FFmpeg's ffmpeg and ffprobe are not on PATH (make deps installs them)")
    }
    return ffprobe
}

/// A shell script at `folder/ffmpeg` that reads its input, prints `lines` on standard error
/// and fails; returns the folder.
private func failingFFmpeg(in folder: URL, lines: [String]) throws -> URL {
    let bin = folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let script = bin.appendingPathComponent("ffmpeg")
    try ("#!/bin/sh\n/bin/cat > /dev/null\n" + lines.map { "echo '\($0)' >&2\n" }.joined() + "exit 3\n")
        .write(to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    return bin
}

extension SDLTests {
    @Suite("ClipEncoder")
    struct ClipEncoderTests {
        // Not parameterized: a cancelled test case is not reported, a cancelled test is, with
        // its reason.
        @Test("render --out encodes a GIF, an MP4 and a WebM with every frame at the canvas's size")
        func formats() throws {
            let ffprobe = try requireFFprobe()
            let folder = try makeScratchFolder()
            for (format, size, frames, encoded) in [("gif", "64x36", 7, "64,36"), ("mp4", "63x35", 5, "64,36"), ("webm", "64x36", 4, "64,36")] {
                let clip = folder.appendingPathComponent("snow.\(format)").path
                let (status, output) = spindrift(["render", "snow", "--out", clip, "--size", size, "--fps", "10", "--frames", "\(frames)"])
                #expect(status == 0, "\(output)")
                #expect(output.hasPrefix("wrote \(clip) (\(size), \(frames) frames at 10 fps, time 0 to \(Double(frames - 1) / 10) s, "))
                let (probeStatus, probe) = try runChildProcess(ffprobe, [
                    "-v", "error", "-count_frames", "-select_streams", "v:0",
                    "-show_entries", "stream=width,height,nb_read_frames", "-of", "csv=p=0", clip,
                ])
                #expect(probeStatus == 0)
                #expect(probe == "\(encoded),\(frames)\n", "\(format)")
            }
            // The temporary files beside the clips are gone.
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["snow.gif", "snow.mp4", "snow.webm"])
        }

        @Test("a clip's length defaults to 3 seconds of frames, and --transparent keeps a WebM's alpha plane")
        func defaultsAndAlpha() throws {
            let ffprobe = try requireFFprobe()
            let clip = try makeScratchFolder().appendingPathComponent("snow.webm").path
            let (status, output) = spindrift(["render", "snow", "--out", clip, "--size", "32x18", "--fps", "4", "--transparent"])
            #expect(status == 0, "\(output)")
            #expect(output.contains("12 frames at 4 fps, time 0 to 2.75 s"), "\(output)")
            let (_, probe) = try runChildProcess(ffprobe, ["-v", "error", "-show_entries", "stream_tags=alpha_mode", "-of", "csv=p=0", clip])
            #expect(probe == "1\n")
        }

        @Test("a failing ffmpeg's last lines are the error, and the file already there is left as it was")
        func failingEncoder() throws {
            let folder = try makeScratchFolder()
            let bin = try failingFFmpeg(in: folder, lines: ["first", "second", "third", "fourth", "fifth", "sixth"])
            let clip = folder.appendingPathComponent("snow.gif").path
            try "an older clip".write(toFile: clip, atomically: true, encoding: .utf8)
            let (status, output) = try spindriftProcess(["render", "snow", "--out", clip, "--size", "32x18", "--frames", "3"],
                                                        environment: ["PATH": bin.path])
            #expect(status == 1)
            #expect(output == "spindrift: \(clip): ffmpeg could not encode the clip (exit status 3): second / third / fourth / fifth / sixth\n")
            #expect(try String(contentsOfFile: clip, encoding: .utf8) == "an older clip")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["bin", "snow.gif"])
        }

        @Test("without ffmpeg on PATH, a clip is an error naming what to install")
        func missingEncoder() throws {
            let folder = try makeScratchFolder()
            let clip = folder.appendingPathComponent("snow.mp4").path
            let (status, output) = try spindriftProcess(["render", "snow", "--out", clip, "--size", "32x18", "--frames", "2"],
                                                        environment: ["PATH": folder.path])
            #expect(status == 1)
            #expect(output == "spindrift: \(clip): encoding a .mp4 clip needs FFmpeg's 'ffmpeg' command, which is not on PATH: "
                + "install FFmpeg (on Debian: apt-get install ffmpeg, or make deps), or write PNG frames with --out-dir\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }

        @Test("a clip into a folder that does not exist fails with the system's reason")
        func unwritable() {
            let (status, output) = spindrift(["render", "snow", "--out", "/nonexistent-spindrift-folder/snow.gif", "--frames", "1"])
            #expect(status == 1)
            #expect(output == "spindrift: /nonexistent-spindrift-folder/snow.gif: cannot write: No such file or directory\n")
        }
    }
}
