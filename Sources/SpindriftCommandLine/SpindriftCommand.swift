import Foundation
import Spindrift

/// The `spindrift` command line: dispatches to the subcommands and turns errors into
/// messages and exit statuses.
public enum SpindriftCommand {
    static var subcommands: [any Subcommand.Type] {
        [
            SimulateCommand.self, ValidateCommand.self, PresetsCommand.self, KeysCommand.self,
            PlayCommand.self, RenderCommand.self, ExportCommand.self, ImportCommand.self, DiffCommand.self, MakeTexturesCommand.self,
        ]
    }

    static var usage: String {
        let width = subcommands.map { $0.name.count }.max() ?? 0
        let list = subcommands.map { "  \($0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0))\($0.summary)" }
        return """
            usage: spindrift COMMAND [OPTIONS]

            Spindrift simulates and draws CAEmitterLayer-style particle effects.

            commands:
            \(list.joined(separator: "\n"))

            Run 'spindrift COMMAND --help' for a command's options.
            """
    }

    /// Runs the command line `arguments` (without the program name); returns the exit status:
    /// 0 on success, 1 for bad input files, 2 for bad usage.
    public static func run(_ arguments: [String], assets: AssetLocator = AssetLocator(), output: CommandOutput = .console) -> Int32 {
        guard let name = arguments.first else {
            output.error(usage + "\n")
            return 2
        }
        if ["--help", "-h", "help"].contains(name) {
            if name == "help", arguments.count > 1 {
                return run([arguments[1], "--help"], assets: assets, output: output)
            }
            output.print(usage)
            return 0
        }
        do {
            guard let command = subcommands.first(where: { $0.name == name }) else {
                throw CommandLineError.unknownCommand(name)
            }
            let rest = Array(arguments.dropFirst())
            if ParsedArguments.requestsHelp(rest, valued: command.valuedOptions) {
                output.print(command.help)
                return 0
            }
            return try command.run(rest, assets: assets, output: output)
        } catch let error as CommandLineError {
            output.error(message(error.description))
            return error.exitStatus
        } catch {
            output.error(message("\(error)".escapingControlCharacters))
            return 1
        }
    }

    /// `spindrift: ` before every line of `text` (a multi-problem error has one per problem).
    static func message(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "spindrift: \($0)\n" }.joined()
    }

    /// Runs the process's command line and exits with its status.
    public static func main(arguments: [String]) -> Never {
        exit(run(arguments))
    }
}
