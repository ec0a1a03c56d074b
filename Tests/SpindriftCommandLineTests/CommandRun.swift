import Foundation
import SpindriftCommandLine

/// One run of the `spindrift` command line in process, with its output captured.
struct CommandRun {
    let status: Int32
    let standard: String
    let error: String

    /// The repository's assets folder.
    static let assets = AssetLocator(
        directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("assets"))

    init(_ arguments: String...) {
        self.init(arguments: arguments)
    }

    init(arguments: [String]) {
        let capture = Capture()
        let output = CommandOutput(
            standard: { capture.append($0, toError: false) }, error: { capture.append($0, toError: true) })
        status = SpindriftCommand.run(arguments, assets: Self.assets, output: output)
        (standard, error) = capture.contents
    }
}

/// Text written by a command, collected from any thread.
private final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var standard = ""
    private var error = ""

    func append(_ text: String, toError: Bool) {
        lock.withLock {
            if toError { error += text } else { standard += text }
        }
    }

    var contents: (String, String) { lock.withLock { (standard, error) } }
}
