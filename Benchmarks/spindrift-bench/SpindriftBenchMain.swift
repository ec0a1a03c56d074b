import Foundation
import SpindriftBenchmarks

@main
struct SpindriftBenchMain {
    static func main() {
        exit(BenchmarkCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))
    }
}
