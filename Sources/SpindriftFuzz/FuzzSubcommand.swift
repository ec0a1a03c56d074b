/// The `spindrift` commands the fuzzer runs.
public enum FuzzSubcommand: String, CaseIterable, Sendable {
    case validate, simulate, render
}
