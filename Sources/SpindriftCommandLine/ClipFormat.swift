import Foundation

/// A video file format `spindrift render --out` encodes with FFmpeg, chosen by the file's
/// extension.
enum ClipFormat: String, CaseIterable {
    case gif, mp4, webm

    /// The format `path` names by its extension (in either case): nil for `.png`, a single
    /// frame, and for a device or pipe without one (`/dev/stdout`); an error for anything
    /// else, so that no PNG goes out under another name.
    static func of(_ path: String) throws(CommandLineError) -> ClipFormat? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let dot = name.lastIndex(of: ".").map { name.index(after: $0) }
        let ext = dot.map { String(name[$0...]) } ?? ""
        if ext.lowercased() == "png" { return nil }
        var status = stat()
        if ext.isEmpty, stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG, status.st_mode & S_IFMT != S_IFDIR {
            return nil
        }
        guard let format = ClipFormat(rawValue: ext.lowercased()) else {
            let known = allCases.map { "." + $0.rawValue }
            throw .invalidValue(
                option: "--out", value: path,
                expected: "FILE.png for a frame, or a clip: FILE\(known.dropLast().joined(separator: ", FILE")) or FILE\(known.last!) "
                    + (ext.isEmpty ? "(no extension)" : "(unknown format '\(ext)')"))
        }
        return format
    }

    /// FFmpeg's arguments after the input that encode this format; `transparent` keeps alpha
    /// (GIF: fully transparent below half alpha, VP9: an alpha plane).
    func encoderArguments(transparent: Bool) -> [String] {
        switch self {
        case .gif:
            // One palette made for the whole clip, from the pixels that change.
            let palette = transparent ? "palettegen=stats_mode=diff:reserve_transparent=1" : "palettegen=stats_mode=diff:reserve_transparent=0"
            let use = "paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle" + (transparent ? ":alpha_threshold=128" : "")
            return ["-filter_complex", "[0:v]split[frames][sample];[sample]\(palette)[palette];[frames][palette]\(use)",
                    "-loop", "0", "-f", "gif"]
        case .mp4:
            // H.264 in 4:2:0 needs even sides: an odd one gets a black row or column.
            return ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", "20",
                    "-preset", "medium", "-movflags", "+faststart", "-f", "mp4"]
        case .webm:
            return ["-c:v", "libvpx-vp9", "-pix_fmt", transparent ? "yuva420p" : "yuv420p", "-crf", "32", "-b:v", "0",
                    "-deadline", "good", "-cpu-used", "4", "-row-mt", "1", "-f", "webm"]
        }
    }
}
