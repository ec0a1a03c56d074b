/// One key and value of a JSON object, in file order (an object may repeat a key).
public struct JSONMember: Sendable, Equatable {
    /// The key, unescaped.
    public var key: String
    /// The value.
    public var value: JSONValue

    /// A member `key`: `value`.
    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}
