import Foundation

/// Runs `executable` with `arguments`, the test process's environment with `environment`
/// added (so that what a child needs, such as SDL's video driver, is set in the child's
/// environment only); returns its exit status and its output, standard output and error together.
public func runChildProcess(
    _ executable: String, _ arguments: [String], environment: [String: String] = [:]
) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
}
