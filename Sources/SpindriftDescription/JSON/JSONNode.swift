/// A JSON value as a text writes it: what it holds and the bytes it spans, members in the
/// text's order (repeated keys kept). An editor replaces one value's bytes and leaves every
/// other byte as it was; a comparison reads the values.
package struct JSONNode: Sendable, Equatable {
    /// What a value holds.
    package enum Content: Sendable, Equatable {
        case null
        case bool(Bool)
        /// A number, as its text.
        case number(String)
        /// A string, unescaped.
        case string(String)
        case array([JSONNode])
        case object([Member])
    }

    /// One key and value of an object.
    package struct Member: Sendable, Equatable {
        /// The key, unescaped.
        package var key: String
        /// The bytes of the key, quotes included.
        package var keyRange: Range<Int>
        /// The value.
        package var value: JSONNode
    }

    /// What the value holds.
    package var content: Content
    /// The bytes of the value's text in the document, from its first byte to its last.
    package var range: Range<Int>

    /// The members of an object (empty for any other value).
    package var members: [Member] {
        if case .object(let members) = content { return members }
        return []
    }

    /// The elements of an array (empty for any other value).
    package var elements: [JSONNode] {
        if case .array(let elements) = content { return elements }
        return []
    }

    /// The value of the member spelled `key` (the last, if repeated), nil when absent.
    package subscript(key: String) -> JSONNode? {
        members.last { $0.key == key }?.value
    }
}
