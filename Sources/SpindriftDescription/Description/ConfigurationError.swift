/// Why an emitter description was rejected: the file, and for each problem the JSON path
/// and the reason.
///
/// Its description has one line per problem, `FILE: PATH: REASON`, for example
/// `snow.json: emitterCells[1].lifetime: must not be negative (got -2.0)`.
public struct ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One rejected value.
    public struct Problem: Equatable, Sendable {
        /// The JSON path, such as `emitterCells[1].lifetime`; empty for the whole document.
        public var path: String
        /// Why the value was rejected.
        public var reason: String

        /// A problem at `path`.
        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// The file, preset or option the description came from.
    public var source: String
    /// Every problem found, in document order; never empty.
    public var problems: [Problem]

    /// An error with the given problems.
    public init(source: String, problems: [Problem]) {
        precondition(!problems.isEmpty, "a configuration error needs at least one problem")
        self.source = source
        self.problems = problems
    }

    /// An error with a single problem.
    public init(source: String, path: String = "", reason: String) {
        self.init(source: source, problems: [Problem(path: path, reason: reason)])
    }

    /// One line per problem; control characters in the source, paths and reasons (which can
    /// quote keys and names from the file) are escaped, so each problem stays on its line, and
    /// words longer than ``longestWord`` (a key path of thousands of segments, say) are cut in
    /// the middle with an ellipsis, so each line stays readable.
    public var description: String {
        func shown(_ text: String) -> String { text.escapingControlCharacters.abbreviatingWords(longerThan: Self.longestWord) }
        let file = shown(source)
        return problems.map { problem in
            let reason = shown(problem.reason)
            return problem.path.isEmpty
                ? "\(file): \(reason)"
                : "\(file): \(shown(problem.path)): \(reason)"
        }.joined(separator: "\n")
    }

    /// The most characters a word of a message keeps.
    public static let longestWord = 240
}
