import Foundation
import Spindrift

/// `spindrift keys`: the reference of every description key, generated from the property tables.
enum KeysCommand: Subcommand {
    static let name = "keys"
    static let summary = "print the reference of every description key"
    static let valuedOptions: Set<String> = ["--update"]
    static let help = """
        usage: spindrift keys [--update FILE]

        Prints every key a description takes (the layer's, its CALayer keys, a cell's)
        and the key paths animations can change, as Markdown tables: each key's
        spellings (Apple's aliases too), value, default, unit, when animations read it,
        the window's tuning step and what it does. The tables come from the same
        declarations that decoding, validation, --set, animations and tuning use.

        options:
          --update FILE     rewrite the tables between FILE's generated-section markers
                            (<!-- generated: NAME --> ... <!-- end generated: NAME -->)
                            instead of printing them
          --help            show this help
        """

    static func run(_ arguments: [String], assets: AssetLocator, output: CommandOutput) throws(CommandLineError) -> Int32 {
        let parsed = try ParsedArguments(arguments, command: invocation, valued: valuedOptions, flags: [])
        try parsed.expectPositionals(atMost: 0, command: invocation)
        guard let path = parsed.value("--update") else {
            output.standard(KeyReference.markdown)
            return 0
        }
        guard let document = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw .file(path: path, reason: "cannot be read as UTF-8 text")
        }
        let (updated, missing) = KeyReference.spliced(into: document)
        guard missing.isEmpty else {
            throw .file(path: path, reason: "no generated section for \(missing.joined(separator: ", "))")
        }
        // Written beside the file, then renamed over it: the document is never half-written.
        let temporary = path + ".keys-update"
        try OutputFile.write(updated, to: temporary)
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .file(path: path, reason: reason)
        }
        output.print("\(path): \(KeyReference.sections.count) key tables up to date")
        return 0
    }
}
