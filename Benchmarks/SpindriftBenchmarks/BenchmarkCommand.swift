import Foundation
import Spindrift
import SpindriftArguments
import SpindriftPlayback

/// The `spindrift-bench` command: parses options, runs the sweep or the scenario, prints
/// the table and writes the files.
public enum BenchmarkCommand {
    /// Runs with `arguments` (without the program name), printing the table to `output` and
    /// progress and errors to `errors`; returns the exit status.
    public static func main(
        arguments: [String], output: (String) -> Void = { print($0, terminator: "") },
        errors: @escaping (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) -> Int32 {
        do {
            return try run(arguments, output: output, errors: errors)
        } catch {
            errors("spindrift-bench: \(error)")
            return error.exitStatus
        }
    }

    private static func run(
        _ arguments: [String], output: (String) -> Void, errors: @escaping (String) -> Void
    ) throws(BenchmarkError) -> Int32 {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let options = try BenchmarkOptions(parsing: arguments, cores: cores)
        if options.help {
            output(BenchmarkOptions.usage(cores: cores))
            return 0
        }
        if options.allocations {
            guard let counter = AllocationCounter() else {
                throw .allocationCounter
            }
            output(AllocationProbe(counter: counter).run().joined(separator: "\n") + "\n")
            return 0
        }
        if options.capacity {
            output(try CapacityBenchmark(options: options, assets: AssetLocator(), progress: errors).run())
            return 0
        }
        let report: BenchmarkReport
        if let scenario = options.scenario {
            report = try ScenarioBenchmark(options: options, assets: AssetLocator(), progress: errors).run(name: scenario)
        } else {
            report = try BenchmarkRunner(options: options, progress: errors).run()
        }
        output(report.table)
        if let path = options.jsonPath {
            let data: Data
            do { data = try report.json() } catch { throw .file(path: path, reason: "cannot encode: \(error)") }
            try write(data, to: path)
        }
        if let path = options.csvPath { try write(Data(report.csv.utf8), to: path) }
        if let path = options.svgPath {
            try write(Data(report.svg.utf8), to: path)
            errors("chart written to \(path)")
        }
        return 0
    }

    private static func write(_ data: Data, to path: String) throws(BenchmarkError) {
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .file(path: path, reason: "cannot write: \((error as NSError).localizedDescription)")
        }
    }
}
