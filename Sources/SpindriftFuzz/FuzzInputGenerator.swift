/// Makes the campaign's inputs: input `index` depends only on the seeds, the enabled classes,
/// the campaign seed and `index`.
public struct FuzzInputGenerator: Sendable {
    /// The descriptions mutations start from.
    public let seeds: [FuzzSeed]
    /// The enabled mutation classes.
    public let classes: Set<MutationClass>
    /// The campaign's seed.
    public let seed: UInt64
    private let mutator: DescriptionMutator

    /// A generator over `seeds` (not empty).
    public init(seeds: [FuzzSeed], classes: Set<MutationClass>, seed: UInt64) {
        self.seeds = seeds
        self.classes = classes
        self.seed = seed
        mutator = DescriptionMutator(classes: classes)
    }

    private var presets: [(name: String, seed: FuzzSeed)] {
        seeds.compactMap { seed in
            guard seed.origin.hasPrefix("assets/presets/"), seed.origin.hasSuffix(".json") else { return nil }
            return (String(seed.origin.dropFirst("assets/presets/".count).dropLast(".json".count)), seed)
        }
    }

    /// Input number `index`.
    public func input(_ index: Int) -> FuzzInput {
        var random = FuzzRandom(seed: seed, index: index)
        let subcommand: FuzzSubcommand = random.pick([.validate, .validate, .simulate, .simulate, .simulate, .render, .render])
        let options = classes.contains(.options)
        let presets = self.presets
        let configuration: String
        let description: [UInt8]?
        let tree: JSONValue?
        let origin: String
        if options, !presets.isEmpty, random.chance(0.12) {
            let preset = random.pick(presets)
            (configuration, description, tree, origin) = (preset.name, nil, preset.seed.tree, preset.seed.origin)
        } else {
            let chosen = !presets.isEmpty && random.chance(0.4) ? random.pick(presets).seed : random.pick(seeds)
            var bytes = mutator.mutate(chosen, &random)
            if let cap = Self.particleCap(for: subcommand), let parsed = JSONReader.parse(bytes),
               let capped = Self.cappingWork(of: parsed, at: cap) {
                bytes = Array(capped.text().utf8)
            }
            (configuration, description, origin) = (FuzzInput.descriptionFile, bytes, chosen.origin)
            tree = JSONReader.parse(bytes) ?? chosen.tree
        }
        var arguments = [subcommand.rawValue, configuration]
        var dumpFile: String?
        switch subcommand {
        case .validate:
            break
        case .simulate:
            arguments += ["--time", random.pick(["0", "0.5", "1", "2", "3"])]
            if random.chance(0.5) { arguments += ["--dt", random.pick(["0.1", "0.05", "0.02", "0.5", "1"])] }
            if random.chance(0.3) { arguments += ["--seed", String(random.below(1000))] }
            if random.chance(0.3) { arguments += ["--size", random.pick(["64x48", "320x200", "1280x720"])] }
            if random.chance(0.2) { arguments += ["--threads", random.pick(["1", "2"])] }
            if random.chance(0.9) {
                dumpFile = random.chance(0.5) ? "dump.csv" : "dump.json"
                arguments += ["--dump", dumpFile!]
            }
        case .render:
            arguments += ["--time", random.pick(["0", "0.5", "1", "2"]), "--size", random.pick(["64x48", "32x32", "96x64"])]
            if random.chance(0.3) { arguments += ["--seed", String(random.below(1000))] }
            // OpenGL, on the GPU-resident path more often than not: the shader's arithmetic
            // meets the same extreme values as the CPU's.
            if random.chance(0.3) { arguments += ["--renderer", "gl"] + (random.chance(0.6) ? ["--gpu-resident", "on"] : []) }
            if random.chance(0.25) {
                arguments += ["--frames", String(random.int(1...3)), "--fps", random.pick(["10", "30"]), "--out-dir", "frames"]
            } else {
                arguments += ["--out", "out.png"]
            }
        }
        if options {
            if random.chance(0.3) {
                for _ in 0..<random.int(1...2) { arguments += ["--set", setLine(tree, &random)] }
            }
            if random.chance(0.15) { mutateOptions(&arguments, &random) }
        }
        if random.chance(0.2) { arguments = joinValues(arguments) }
        // A preset is run by name, so its cap is set on the command line, after any other.
        if description == nil, let cap = Self.particleCap(for: subcommand), Self.exceedsCap(tree, cap) {
            arguments += ["--set", "maxParticles=\(cap)"]
        }
        if let file = dumpFile, !arguments.contains(where: { $0 == file || $0 == "--dump=" + file }) { dumpFile = nil }
        return FuzzInput(index: index, subcommand: subcommand, origin: origin, description: description,
                         arguments: arguments, dumpFile: dumpFile)
    }

    /// Every `--key value` written `--key=value`.
    private func joinValues(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument.hasPrefix("--"), !argument.contains("="), index + 1 < arguments.count {
                result.append(argument + "=" + arguments[index + 1])
                index += 2
            } else {
                result.append(argument)
                index += 1
            }
        }
        return result
    }

    /// A random `key.path=value` for `--set`, mostly along the description's real cells.
    private func setLine(_ tree: JSONValue?, _ random: inout FuzzRandom) -> String {
        var prefixes: [[String]] = [[]]
        func walk(_ cells: JSONValue?, _ prefix: [String]) {
            guard case .array(let elements)? = cells else { return }
            for (index, cell) in elements.enumerated() {
                var component = String(index)
                if case .string(let name)? = cell["name"], random.chance(0.8) { component = name }
                let path = prefix + ["emitterCells", component]
                prefixes.append(path)
                walk(cell["emitterCells"], path)
            }
        }
        walk(tree?["emitterCells"], [])
        let prefix = random.pick(prefixes)
        var key = random.pick(prefix.isEmpty ? FuzzVocabulary.layerKeys : FuzzVocabulary.cellKeys)
        if random.chance(0.15) {
            key = random.pick(["birthRat", "", ".", "a..b", "emitterCells.99", "emitterCells.nope.birthRate", "0", "name.x", "color.9"])
        }
        let path = (prefix + [key]).joined(separator: ".")
        var value: String
        switch random.below(7) {
        case 0: value = FuzzVocabulary.number(&random, classes: classes.union([.numbers]))
        case 1, 2, 6: value = FuzzVocabulary.value(for: key, &random, classes: classes.union([.numbers])).text()
        case 3: value = random.pick(["[640, 0]", "true", "null", "{}", "[]", "circle", "", "=", "NaN", "1e400", "[1,2,3,4,5]", "\"quoted\""])
        case 4: value = FuzzVocabulary.wrongValue(&random).text()
        default: value = random.pick(FuzzVocabulary.ordinaryNumbers)
        }
        if classes.contains(.extremes), random.chance(0.4) { value = random.pick(FuzzVocabulary.extremeNumbers) }
        return random.chance(0.05) ? path : path + "=" + value
    }

    /// The most particles an input of `subcommand` may keep alive: the time limit is there
    /// to find hangs, and a valid description that keeps millions of nested particles alive
    /// (or draws a hundred thousand large sprites with the software renderer) is slow, not
    /// hung. `validate` keeps the input's own cap (nil), and the memory checks of large caps
    /// have tests of their own.
    package static func particleCap(for subcommand: FuzzSubcommand) -> Int? {
        switch subcommand {
        case .validate: nil
        case .simulate: 200_000
        case .render: 10_000
        }
    }

    /// Whether the layer `description` may keep more than `particleCap` particles: its
    /// `maxParticles` is above it, or absent (the default is higher).
    package static func exceedsCap(_ description: JSONValue?, _ particleCap: Int) -> Bool {
        guard case .number(let text)? = description?["maxParticles"], let value = Double(text) else { return true }
        return value > Double(particleCap)
    }

    /// `description` with its `maxParticles`, and each sublayer's, at most `particleCap`
    /// (added to a layer without one); nil when it is not an object or already within the cap.
    package static func cappingWork(of description: JSONValue, at particleCap: Int) -> JSONValue? {
        func capped(_ layer: JSONValue) -> JSONValue {
            guard case .object(var members) = layer else { return layer }
            let cap = JSONValue.number(String(particleCap))
            if let index = members.lastIndex(where: { $0.key == "maxParticles" }) {
                if case .number(let text) = members[index].value, let value = Double(text), value > Double(particleCap) {
                    members[index].value = cap
                }
            } else if !members.contains(where: { $0.key == "sublayers" }) {
                // A scene's root holds no emitter: only its layers get a cap.
                members.append(JSONMember("maxParticles", cap))
            }
            if let index = members.lastIndex(where: { $0.key == "sublayers" }), case .array(let layers) = members[index].value {
                members[index].value = .array(layers.map(capped))
            }
            return .object(members)
        }
        guard case .object = description else { return nil }
        let result = capped(description)
        return result == description ? nil : result
    }

    /// Replaces an option's value with an odd one, drops a value, or repeats an option.
    private func mutateOptions(_ arguments: inout [String], _ random: inout FuzzRandom) {
        let valued = arguments.indices.filter { arguments[$0].hasPrefix("--") && $0 + 1 < arguments.count }
        switch random.below(4) {
        case 0, 1:
            guard !valued.isEmpty else { return }
            let at = random.pick(valued)
            let odd: [String]
            switch arguments[at] {
            case "--size": odd = ["0x0", "64x0", "100000x100000", "65536x2", "64", "x48", "-64x48", "64x48x2", "1e3x1e3", "64X48", "16385x1", "16384x1"]
            case "--frames": odd = ["0", "-1", "abc", "2.5", "1e3", ""]
            case "--fps": odd = ["0", "1e9", "0.0001", "-30", "nan"]
            case "--threads": odd = ["0", "-1", "257", "1e9", "x"]
            case "--dump", "--out", "--out-dir": odd = ["", "/dev/full", "nonexistent/dir/file.csv", ".", "x.txt", "/proc/version"]
            default: odd = ["-1", "0", "1e30", "1e308", "nan", "inf", "", "abc", "1e-300", "0x10", "99999999999999999999", "4294967296", "-0", " 1", "1,5", "1e20"]
            }
            arguments[at + 1] = random.pick(odd)
        case 2:
            if let last = arguments.indices.last(where: { arguments[$0].hasPrefix("--") }) {
                arguments.removeSubrange((last + 1)...)
            }
        default:
            guard !valued.isEmpty else { return }
            let at = random.pick(valued)
            arguments += [arguments[at], arguments[at + 1]]
        }
    }
}
