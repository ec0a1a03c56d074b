/// A failing input and what happened.
public struct FuzzFailure: Sendable {
    /// The input.
    public let input: FuzzInput
    /// The kind of failure.
    public let kind: FailureKind
    /// What happened, in words.
    public let detail: String
    /// The run.
    public let result: RunResult

    /// A failure.
    public init(input: FuzzInput, kind: FailureKind, detail: String, result: RunResult) {
        self.input = input
        self.kind = kind
        self.detail = detail
        self.result = result
    }

    /// One line: index, kind, command, detail.
    public var line: String {
        "#\(input.index) \(kind.rawValue): `\(input.shellCommand(program: "spindrift"))` (from \(input.origin)): \(detail)"
    }
}
