/// Mutates emitter descriptions: edits of the JSON tree from the enabled classes, then, with
/// the `bytes` class, edits of the file's bytes.
public struct DescriptionMutator: Sendable {
    /// The mutation classes in use.
    public let classes: Set<MutationClass>

    /// A mutator drawing from `classes`.
    public init(classes: Set<MutationClass>) {
        self.classes = classes
    }

    private typealias TreeEdit = (JSONValue, inout FuzzRandom, Set<MutationClass>) -> JSONValue?

    private var treeEdits: [TreeEdit] {
        var edits: [TreeEdit] = []
        if classes.contains(.structure) {
            edits += [Self.removeMember, Self.repeatMember, Self.renameMember, Self.nestCells, Self.repeatCells,
                      Self.resizeArray, Self.addKnownKey]
        }
        if classes.contains(.types) { edits += [Self.wrongType, Self.oddString, Self.wrongType] }
        if classes.contains(.numbers) { edits += [Self.scaleNumber, Self.scaleNumber, Self.addKnownKey] }
        if classes.contains(.extremes) { edits += [Self.extremeNumber, Self.extremeNumber, Self.addKnownKey] }
        return edits
    }

    /// The bytes of a mutated copy of `seed`: 1 to 4 tree edits (mostly 1) when it parses, then byte
    /// edits (sometimes, with `bytes`; always when the seed is not JSON).
    public func mutate(_ seed: FuzzSeed, _ random: inout FuzzRandom) -> [UInt8] {
        var bytes = seed.bytes
        let edits = treeEdits
        if var tree = seed.tree, !edits.isEmpty {
            for _ in 0..<random.pick([1, 1, 1, 1, 2, 2, 3, 4]) {
                if let edited = random.pick(edits)(tree, &random, classes) { tree = edited }
            }
            bytes = Array(tree.text(pretty: random.chance(0.5)).utf8)
        }
        if classes.contains(.bytes), seed.tree == nil || edits.isEmpty || random.chance(0.08) {
            for _ in 0..<random.int(1...3) { Self.editBytes(&bytes, &random) }
        }
        return bytes
    }

    /// The paths of the values that satisfy `test`.
    static func paths(in tree: JSONValue, where test: (JSONValue) -> Bool) -> [[Int]] {
        tree.paths.filter { tree.value(at: $0[...]).map(test) ?? false }
    }

    private static func isObject(_ value: JSONValue) -> Bool {
        if case .object = value { return true }
        return false
    }

    private static func isNumber(_ value: JSONValue) -> Bool {
        if case .number = value { return true }
        return false
    }

    private static func isCell(_ value: JSONValue) -> Bool {
        guard case .object(let members) = value else { return false }
        return members.contains { ["birthRate", "lifetime", "contents", "name"].contains($0.key) }
    }

    private static func edit(_ tree: JSONValue, _ random: inout FuzzRandom, where test: (JSONValue) -> Bool,
                             _ transform: (JSONValue, inout FuzzRandom) -> JSONValue) -> JSONValue? {
        let candidates = paths(in: tree, where: test)
        guard !candidates.isEmpty else { return nil }
        let path = random.pick(candidates)
        var generator = random
        let result = tree.replacing(at: path[...]) { transform($0, &generator) }
        random = generator
        return result
    }

    private static func removeMember(_ tree: JSONValue, _ random: inout FuzzRandom, _ classes: Set<MutationClass>) -> JSONValue? {
        edit(tree, &random, where: isObject) { value, random in
            guard case .object(var members) = value, !members.isEmpty else { return value }
            members.remove(at: random.below(members.count))
            return .object(members)
        }
    }

    private static func repeatMember(_ tree: JSONValue, _ random: inout FuzzRandom, _ classes: Set<MutationClass>) -> JSONValue? {
        edit(tree, &random, where: isObject) { value, random in
            guard case .object(var members) = value, !members.isEmpty else { return value }
            var member = members[random.below(members.count)]
            if random.chance(0.5) { member.value = FuzzVocabulary.value(for: member.key, &random, classes: [.numbers]) }
            members.insert(member, at: random.below(members.count + 1))
            return .object(members)
        }
    }

    private static func renameMember(_ tree: JSONValue, _ random: inout FuzzRandom, _ classes: Set<MutationClass>) -> JSONValue? {
        edit(tree, &random, where: isObject) { value, random in
            guard case .object(var members) = value, !members.isEmpty else { return value }
            let index = random.below(members.count)
            var key = Array(members[index].key)
            switch random.below(5) {
            case 0 where !key.isEmpty: key.remove(at: random.below(key.count))
            case 1: key.insert(random.pick(Array("aeiouxyz.\u{0}é")), at: random.below(key.count + 1))
            case 2: key = Array(key.map { $0.isUppercase ? $0.lowercased() : $0.uppercased() }.joined())
            case 3: key = Array(random.pick(FuzzVocabulary.layerKeys + FuzzVocabulary.cellKeys))
            default: key = Array(random.pick(FuzzVocabulary.oddStrings))
            }
            members[index].key = String(key)
            return .object(members)
        }
    }

    private static func nestCells(_ tree: JSONValue, _ random: inout FuzzRandom, _ classes: Set<MutationClass>) -> JSONValue? {
        edit(tree, &random, where: isCell) { value, random in
            guard case .object(let members) = value else { return value }
            let leaf = JSONValue.object(members.filter { $0.key != "emitterCells" })
            var nested = leaf
            for _ in 0..<random.int(1...12) {
                nested = .object(members.filter { $0.key != "emitterCells" } + [JSONMember("emitterCells", .array([nested]))])
            }
            return nested
        }
    }

    private static func repeatCells(_ tree: JSONValue, _ random: inout FuzzRandom, _ classes: Set<MutationClass>) -> JSONValue? {
        let arrays = paths(in: tree) { value in
            if case .array(let elements) = value { return elements.contains(where: isCell) }
            return false
        }
        guard !arrays.isEmpty else { return nil }
        let path = random.pick(arrays)
        let copies = random.pick([1, 2, 7, 64, 300])
        let unnamed = random.chance(0.5)
        return tree.replacing(at: path[...]) { value in
            guard case .array(let elements) = value, let first = elements.first else { return value }
            var copy = first
            if unnamed, case .object(let members) = first { copy = .object(members.filter { $0.key != "name" }) }
            return .array(elements + Array(repeating: copy, count: copies))
        }
    }

    private static func resizeArray(_ tree: JSONValue, _ random: inout FuzzRandom, _ classes: Set<MutationClass>) -> JSONValue? {
        edit(tree, &random, where: { if case .array = $0 { return true } else { return false } }) { value, random in
            guard case .array(var elements) = value else { return value }
            if !elements.isEmpty, random.chance(0.5) {
                elements.removeLast()
            } else {
                elements.append(elements.last ?? .number("1"))
            }
            return .array(elements)
        }
    }

    private static func addKnownKey(_ tree: JSONValue, _ random: inout FuzzRandom, _ classes: Set<MutationClass>) -> JSONValue? {
        let objects = paths(in: tree, where: isObject)
        guard !objects.isEmpty else { return nil }
        let path = random.pick(objects)
        // The root is the layer; the other objects are cells (or, rarely, mutated values).
        let keys = path.isEmpty ? FuzzVocabulary.layerKeys : FuzzVocabulary.cellKeys
        var generator = random
        defer { random = generator }
        return tree.replacing(at: path[...]) { value in
            guard case .object(var members) = value else { return value }
            let key = generator.pick(keys)
            let element = FuzzVocabulary.value(for: key, &generator, classes: classes)
            if let index = members.lastIndex(where: { $0.key == key }) {
                members[index].value = element
            } else {
                members.append(JSONMember(key, element))
            }
            return .object(members)
        }
    }

    private static func wrongType(_ tree: JSONValue, _ random: inout FuzzRandom, _ classes: Set<MutationClass>) -> JSONValue? {
        edit(tree, &random, where: { _ in true }) { _, random in FuzzVocabulary.wrongValue(&random) }
    }

    private static func oddString(_ tree: JSONValue, _ random: inout FuzzRandom, _ classes: Set<MutationClass>) -> JSONValue? {
        edit(tree, &random, where: { if case .string = $0 { return true } else { return false } }) { _, random in
            .string(random.pick(FuzzVocabulary.oddStrings))
        }
    }

    private static func scaleNumber(_ tree: JSONValue, _ random: inout FuzzRandom, _ classes: Set<MutationClass>) -> JSONValue? {
        edit(tree, &random, where: isNumber) { value, random in
            guard case .number(let text) = value, let number = Double(text) else { return value }
            let factor = random.pick([0, -1, 0.5, 2, 10, 0.1, 3])
            let scaled = number * factor
            return .number(scaled == scaled.rounded() && abs(scaled) < 1e6 ? String(Int(scaled)) : String(scaled))
        }
    }

    private static func extremeNumber(_ tree: JSONValue, _ random: inout FuzzRandom, _ classes: Set<MutationClass>) -> JSONValue? {
        edit(tree, &random, where: isNumber) { _, random in
            random.chance(0.85) ? .number(random.pick(FuzzVocabulary.extremeNumbers))
                : .string(random.pick(FuzzVocabulary.numberLikeStrings))
        }
    }

    private static func editBytes(_ bytes: inout [UInt8], _ random: inout FuzzRandom) {
        guard !bytes.isEmpty else { bytes = [UInt8(ascii: "{")]; return }
        let at = random.below(bytes.count)
        switch random.below(6) {
        case 0: bytes.removeSubrange(at...)
        case 1: bytes[at] ^= UInt8(1 << random.below(8))
        case 2: bytes.insert(random.pick([0x00, 0xFF, 0xC3, 0x22, 0x7B, 0x5B, 0x2C, 0x5C, 0x0A, 0x30]), at: at)
        case 3: bytes.removeSubrange(at..<min(bytes.count, at + random.int(1...16)))
        case 4:
            let end = min(bytes.count, at + random.int(1...64))
            bytes.insert(contentsOf: bytes[at..<end], at: random.below(bytes.count + 1))
        default: bytes[at] = UInt8(truncatingIfNeeded: random.below(256))
        }
    }
}
