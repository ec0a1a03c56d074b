/// A number written as emitter code writes it, where a description takes a number:
/// `"pi/4"`, `"M_PI * 0.5"`, `"-0.5/3"`, `"2*.pi"`, `"CACurrentMediaTime() + 0.5"`,
/// `"CGFloat(Double.pi / 2)"`, `"(CGFloat)M_PI"`.
///
/// The grammar is arithmetic and nothing else:
///
///     expression = term (("+" | "-") term)*
///     term       = factor (("*" | "/") factor)*
///     factor     = "-" factor | "(" type ")" factor | number | name
///                | type "(" expression ")" | "(" expression ")"
///
/// A number is a decimal literal (`2`, `0.5`, `.5`, `1e-3`); a name is one of ``constants``
/// or `CACurrentMediaTime()`; a type is one of ``numberTypes``, whose Swift conversions and
/// C casts leave the value as it is (every number here is a `Double`). The text is at most ``maximumLength`` characters and nests at
/// most ``maximumDepth`` levels (parentheses and unary minus), so no input recurses deeply
/// or runs long.
package struct NumberExpression {
    /// The longest text parsed, in characters.
    package static let maximumLength = 200
    /// The deepest nesting of parentheses and unary minus signs.
    package static let maximumDepth = 32

    /// Every spelling of π and its fractions that Swift and Objective-C code use.
    package static let constants: [(name: String, value: Double)] = [
        ("pi", .pi), ("π", .pi), ("M_PI", .pi), (".pi", .pi), ("CGFloat.pi", .pi), ("Double.pi", .pi),
        ("Float.pi", .pi), ("M_PI_2", .pi / 2), ("M_PI_4", .pi / 4),
    ]
    /// The number types that code converts to (`CGFloat(x)`) and casts to (`(CGFloat)x`).
    package static let numberTypes = ["CGFloat", "Float", "Double", "float", "double"]
    /// The function that reads Core Animation's clock: "now", which is 0 here.
    package static let currentTime = "CACurrentMediaTime"

    /// What the text evaluates to.
    package struct Value: Equatable {
        /// The number.
        package var number: Double
        /// Whether the text calls `CACurrentMediaTime()`, taken as 0.
        package var readsCurrentTime: Bool

        package init(number: Double, readsCurrentTime: Bool) {
            self.number = number
            self.readsCurrentTime = readsCurrentTime
        }
    }

    /// Why a text is not an expression, with the column (1-based, in characters) where the
    /// reason has a place: `expected ')' at column 5, found the end`.
    package struct Failure: Error, Equatable {
        package var reason: String

        package init(reason: String) {
            self.reason = reason
        }
    }

    private let characters: [Character]
    private var index = 0
    private var depth = 0
    private var readsCurrentTime = false

    private init(_ text: String) {
        characters = Array(text)
    }

    /// The value of `text`, or why it has none.
    package static func evaluate(_ text: String) throws(Failure) -> Value {
        let length = text.count
        if length > maximumLength {
            throw Failure(reason: "longer than \(maximumLength) characters (got \(length))")
        }
        var parser = NumberExpression(text)
        parser.skipSpaces()
        if parser.index == parser.characters.count { throw Failure(reason: "empty") }
        let number = try parser.expression()
        if parser.index < parser.characters.count {
            throw parser.failure("expected an operator (+ - * /)", then: ", found \(parser.found)")
        }
        guard number.isFinite else { throw Failure(reason: "the result is not finite (division by zero or overflow)") }
        return Value(number: number, readsCurrentTime: parser.readsCurrentTime)
    }

    private mutating func expression() throws(Failure) -> Double {
        var value = try term()
        while let operation = peek, operation == "+" || operation == "-" {
            advance()
            let right = try term()
            value = operation == "+" ? value + right : value - right
        }
        return value
    }

    private mutating func term() throws(Failure) -> Double {
        var value = try factor()
        while let operation = peek, operation == "*" || operation == "/" {
            advance()
            let right = try factor()
            value = operation == "*" ? value * right : value / right
        }
        return value
    }

    private mutating func factor() throws(Failure) -> Double {
        guard let next = peek else { throw failure("expected a number, a name or '('", then: ", found the end") }
        if next == "-" || next == "(" {
            depth += 1
            defer { depth -= 1 }
            if depth > Self.maximumDepth { throw failure("nested deeper than \(Self.maximumDepth) levels") }
            advance()
            if next == "-" { return -(try factor()) }
            if skipCastType() { return try factor() }
            let value = try expression()
            guard peek == ")" else { throw failure("expected ')'", then: ", found \(found)") }
            advance()
            return value
        }
        if next.isASCII && next.isNumber || (next == "." && characters.indices.contains(index + 1) && characters[index + 1].isASCII
            && characters[index + 1].isNumber)
        {
            return try number()
        }
        if next.isLetter || next == "_" || next == "." { return try name() }
        throw failure("expected a number, a name or '('", then: ", found \(found)")
    }

    private mutating func number() throws(Failure) -> Double {
        let start = index
        while index < characters.count, characters[index].isASCII, characters[index].isNumber || characters[index] == "." {
            index += 1
        }
        if index < characters.count, characters[index] == "e" || characters[index] == "E" {
            index += 1
            if index < characters.count, characters[index] == "+" || characters[index] == "-" { index += 1 }
            while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
        }
        let literal = String(characters[start..<index])
        guard let value = Double(literal) else {
            index = start
            throw failure("'\(literal)' is not a number")
        }
        skipSpaces()
        return value
    }

    private mutating func name() throws(Failure) -> Double {
        let start = index
        index += 1
        while index < characters.count, Self.isWordCharacter(characters[index]) { index += 1 }
        let name = String(characters[start..<index])
        if name == Self.currentTime {
            skipSpaces()
            guard peek == "(" else { throw failure("expected '()' after \(Self.currentTime)", then: ", found \(found)") }
            advance()
            guard peek == ")" else { throw failure("expected ')'", then: ", found \(found)") }
            advance()
            readsCurrentTime = true
            return 0
        }
        if Self.numberTypes.contains(name) {
            skipSpaces()
            guard peek == "(" else { throw failure("expected '(' after \(name)", then: ", found \(found)") }
            depth += 1
            defer { depth -= 1 }
            if depth > Self.maximumDepth { throw failure("nested deeper than \(Self.maximumDepth) levels") }
            advance()
            let value = try expression()
            guard peek == ")" else { throw failure("expected ')'", then: ", found \(found)") }
            advance()
            return value
        }
        guard let constant = Self.constants.first(where: { $0.name == name }) else {
            index = start
            let names = Self.constants.map(\.name).joined(separator: ", ")
            let conversions = Self.numberTypes.prefix(3).map { "\($0)(…)" }.joined(separator: ", ")
            throw failure(
                "unknown name '\(name)'",
                then: " (expected a number, one of \(names), \(Self.currentTime)(), or a conversion \(conversions))")
        }
        skipSpaces()
        return constant.value
    }

    /// Skips a C cast's type and closing parenthesis (`CGFloat)` after its `(`) when one stands
    /// at the current column; returns whether it did.
    private mutating func skipCastType() -> Bool {
        var end = index
        while end < characters.count, Self.isWordCharacter(characters[end]) { end += 1 }
        guard Self.numberTypes.contains(String(characters[index..<end])) else { return false }
        var close = end
        while close < characters.count, characters[close] == " " || characters[close] == "\t" { close += 1 }
        guard close < characters.count, characters[close] == ")" else { return false }
        index = close
        advance()
        return true
    }

    /// The character at the current column.
    private var peek: Character? { index < characters.count ? characters[index] : nil }

    /// What stands at the current column, as messages quote it: the word or number there,
    /// else the character.
    private var found: String {
        guard index < characters.count else { return "the end" }
        var end = index
        while end < characters.count, Self.isWordCharacter(characters[end]) { end += 1 }
        let token = end > index ? String(characters[index..<end]) : String(characters[index])
        return "'\(token.escapingControlCharacters)'"
    }

    /// Whether `character` continues a name or a number.
    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "."
    }

    private mutating func advance() {
        index += 1
        skipSpaces()
    }

    private mutating func skipSpaces() {
        while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 }
    }

    /// `reason` at the current column, then `suffix`.
    private func failure(_ reason: String, then suffix: String = "") -> Failure {
        Failure(reason: "\(reason) at column \(index + 1)\(suffix)")
    }
}
