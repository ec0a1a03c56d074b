import Foundation
import SpindriftFuzz

/// `spindrift-fuzz`: see `spindrift-fuzz --help`.
@main
struct SpindriftFuzzMain {
    static func main() {
        let program = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        exit(FuzzCommandLine.main(Array(CommandLine.arguments.dropFirst()), program: program))
    }
}
