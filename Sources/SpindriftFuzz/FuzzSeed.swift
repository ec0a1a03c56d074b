/// A description the fuzzer starts from: where it came from, its bytes and, when they are
/// JSON, its tree.
public struct FuzzSeed: Sendable {
    /// Where it came from: `assets/presets/snow.json` or `Tests/…Tests.swift:12`.
    public let origin: String
    /// The file's bytes.
    public let bytes: [UInt8]
    /// The parsed document, `nil` when the bytes are not JSON.
    public let tree: JSONValue?

    /// A seed from its text.
    public init(origin: String, bytes: [UInt8]) {
        self.origin = origin
        self.bytes = bytes
        tree = JSONReader.parse(bytes)
    }
}
