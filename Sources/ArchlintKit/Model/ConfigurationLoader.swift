import ArchlintScan

/// Reads rules.json-shaped files: the built-in rules, then a project's overrides on top
/// (layers and roles merge by name, field by field; `exclude` globs add up).
package enum ConfigurationLoader {
    package static func load(bytes: [UInt8], source: String, over base: Configuration? = nil) throws -> Configuration {
        let root: JSON.Located
        do {
            root = try JSON.parse(bytes)
        } catch let error as JSON.SyntaxError {
            throw ArchlintError(path: source, line: error.line, column: error.column, "invalid JSON: \(error.message)")
        }
        // A project may name the rules the built-in rules.json sets (every rule; a test holds it to
        // the registry); rules.json itself defines them.
        var reader = Reader(source: source, isProject: base != nil, knownRules: base.map { $0.rules.keys.sorted() })
        var configuration = base ?? Configuration(layers: [], exclude: [], roles: RoleConventions(conventions: [:]), rules: [:])
        try reader.apply(root, to: &configuration)
        try reader.validate(configuration, isBase: base == nil)
        return configuration
    }

    private struct Reader {
        let source: String
        /// Reading a project's configuration over the built-in rules: the globs and module patterns
        /// it writes are the first evidence of a layer (`LayerDefinition.configuredPaths`).
        let isProject: Bool
        /// The rule ids a project's file may name (nil: the built-in file, which defines them).
        let knownRules: [String]?

        func fail(_ at: JSON.Located, _ message: String) -> ArchlintError {
            ArchlintError(path: source, line: at.line, column: at.column, message)
        }

        func object(_ value: JSON.Located, _ what: String) throws -> [(key: String, value: JSON.Located)] {
            guard case let .object(members) = value.value else { throw fail(value, "\(what) must be an object, not \(value.value.typeName)") }
            return members
        }

        func string(_ value: JSON.Located, _ what: String) throws -> String {
            guard case let .string(text) = value.value else { throw fail(value, "\(what) must be a string, not \(value.value.typeName)") }
            return text
        }

        func bool(_ value: JSON.Located, _ what: String) throws -> Bool {
            guard case let .bool(flag) = value.value else { throw fail(value, "\(what) must be true or false, not \(value.value.typeName)") }
            return flag
        }

        func strings(_ value: JSON.Located, _ what: String) throws -> [String] {
            guard case let .array(items) = value.value else { throw fail(value, "\(what) must be an array of strings, not \(value.value.typeName)") }
            return try items.map { try string($0, "each entry of \(what)") }
        }

        func globs(_ value: JSON.Located, _ what: String) throws -> [Glob] {
            guard case let .array(items) = value.value else { throw fail(value, "\(what) must be an array of globs, not \(value.value.typeName)") }
            return try items.map { item in
                let text = try string(item, "each entry of \(what)")
                do {
                    return try Glob(text)
                } catch Glob.Problem.empty {
                    throw fail(item, "an empty glob in \(what)")
                } catch let Glob.Problem.invalid(reason) {
                    throw fail(item, "bad glob in \(what): \(reason)")
                }
            }
        }

        func checkKeys(_ members: [(key: String, value: JSON.Located)], allowed: [String], in what: String) throws {
            for member in members where !allowed.contains(member.key) {
                throw fail(member.value, "unknown key \"\(member.key.excerpt)\" in \(what)" + Suggestion.didYouMean(member.key, among: allowed))
            }
        }

        /// A list field: an array replaces the list; `{"add": [...], "remove": [...]}` edits it, so a
        /// project adds a folder to a built-in layer without restating the built-in ones. `written`:
        /// the entries the project wrote (all of an array, the added ones of an edit).
        func edited<Item: Equatable>(_ current: [Item], _ value: JSON.Located, _ what: String, _ text: (Item) -> String,
                                     _ parse: (JSON.Located, String) throws -> [Item]) throws -> (list: [Item], written: [Item]) {
            guard case let .object(members) = value.value else {
                let list = try parse(value, what)
                return (list, list)
            }
            try checkKeys(members, allowed: ["add", "remove"], in: what)
            var list = current
            var added: [Item] = []
            for (key, entries) in members where key == "remove" {
                for item in try parse(entries, "\(what).remove") {
                    guard list.contains(item) else {
                        throw fail(entries, "\(what).remove: \"\(text(item).excerpt)\" is not in the list"
                            + Suggestion.didYouMean(text(item), among: list.map(text)))
                    }
                    list.removeAll { $0 == item }
                }
            }
            for (key, entries) in members where key == "add" {
                for item in try parse(entries, "\(what).add") where !list.contains(item) {
                    list.append(item)
                    added.append(item)
                }
            }
            return (list, added)
        }

        func namePatterns(_ current: [NamePattern], _ value: JSON.Located, _ what: String) throws -> [NamePattern] {
            try edited(current, value, what, \.pattern) { try strings($0, $1).map(NamePattern.init) }.list
        }

        mutating func apply(_ root: JSON.Located, to configuration: inout Configuration) throws {
            let members = try object(root, "the configuration")
            try checkKeys(members, allowed: ["$schema", "description", "preset", "presets", "layers", "include", "exclude", "roles", "rules",
                                             "suppressions", "inferLayers"], in: "the configuration")
            // The presets first, then the chosen one, wherever they are written: the file's own
            // `rules` always refine the preset.
            for (key, value) in members where key == "presets" {
                for (name, body) in try object(value, "presets") {
                    let preset = try readPreset(body, name: name, uses: &configuration.formerRuleIDUses)
                    configuration.presets.removeAll { $0.name == name }
                    configuration.presets.append(preset)
                }
            }
            for (key, value) in members where key == "preset" {
                let name = try string(value, "preset")
                guard let preset = configuration.presets.first(where: { $0.name == name }) else {
                    let names = configuration.presets.map(\.name)
                    throw fail(value, "unknown preset \"\(name.excerpt)\"" + Suggestion.didYouMean(name, among: names)
                        + "; the presets are: \(names.joined(separator: ", "))")
                }
                configuration.apply(preset)
            }
            for (key, value) in members {
                switch key {
                case "layers":
                    guard case let .array(items) = value.value else { throw fail(value, "layers must be an array of layer objects") }
                    // Merged by name in a local copy with its own index, assigned once.
                    var layers = configuration.layers
                    var positions = configuration.layerPositions
                    for item in items { try applyLayer(item, to: &layers, positions: &positions) }
                    // A composition root the project names itself (Composition, Wiring) knows its
                    // container by the built-in root's names, unless it says otherwise.
                    let containerNames = layers.first { $0.kind == .compositionRoot && !$0.typeNames.isEmpty }?.typeNames ?? []
                    for index in layers.indices where layers[index].kind == .compositionRoot && layers[index].typeNames.isEmpty {
                        layers[index].typeNames = containerNames
                    }
                    configuration.layers = layers
                case "exclude":
                    // An array adds to the built-in list (its folders are never wanted); an edit
                    // can take one back out: {"remove": ["**/External/**"]}.
                    if case .object = value.value {
                        configuration.exclude = try edited(configuration.exclude, value, "exclude", \.pattern) { try globs($0, $1) }.list
                    } else {
                        configuration.exclude += try globs(value, "exclude")
                    }
                case "inferLayers":
                    configuration.infersLayers = try bool(value, "inferLayers")
                case "include":
                    configuration.include = try globs(value, "include")
                case "suppressions":
                    let options = try object(value, "suppressions")
                    try checkKeys(options, allowed: ["requireReason"], in: "suppressions")
                    for (_, flag) in options { configuration.requireSuppressionReason = try bool(flag, "suppressions: requireReason") }
                case "roles":
                    for (name, body) in try object(value, "roles") {
                        guard let role = Role(rawValue: name) else {
                            throw fail(body, "unknown role \"\(name.excerpt)\"" + Suggestion.didYouMean(name, among: Role.allCases.map(\.rawValue)))
                        }
                        var convention = configuration.roles[role]
                        try applyRole(body, to: &convention, name: name)
                        configuration.roles.conventions[role] = convention
                    }
                case "rules":
                    for (id, settings) in try ruleSettings(value, "rules", uses: &configuration.formerRuleIDUses) {
                        configuration.rules[id, default: RuleSettings(level: nil, options: [])].refine(with: settings)
                    }
                default:
                    break
                }
            }
        }

        func applyLayer(_ item: JSON.Located, to layers: inout [LayerDefinition], positions: inout [String: Int]) throws {
            let members = try object(item, "each layer")
            try checkKeys(members, allowed: ["name", "kind", "description", "paths", "modules", "mayDependOn", "imports", "forbiddenRoles",
                                             "typeNames", "mainEntry", "compositionRoot", "withinOtherLayers"], in: "a layer")
            guard let nameValue = members.first(where: { $0.key == "name" })?.value else {
                throw fail(item, "a layer needs a \"name\"")
            }
            let name = try string(nameValue, "a layer's name")
            guard !name.isEmpty, name != "*" else { throw fail(nameValue, "a layer's name must be a word, not \"\(name.excerpt)\"") }
            let existing = positions[name]
            var layer = existing.map { layers[$0] } ?? LayerDefinition(
                name: name, kind: nil, description: "", paths: [], modules: [], mayDependOn: [], allowedImports: nil, deniedImports: [],
                forbiddenRoles: [], typeNames: [], mainEntry: false, nestingPaths: [], configuredPaths: [], configuredModules: [])
            // `{"add": [...]}` edits a layer that exists: on a new one it is almost always a misspelt name.
            if existing == nil, let edit = members.first(where: { member in
                if case .object = member.value.value { return ["paths", "modules", "mayDependOn", "typeNames"].contains(member.key) }
                return false
            }) {
                throw fail(edit.value, "layer \(name.excerpt) is not a layer yet, so its \(edit.key) have no list to add to or remove from; "
                    + "write the list itself to define a new layer" + Suggestion.didYouMean(name, among: layers.map(\.name)))
            }
            // A new layer nests everywhere unless it says otherwise; `paths` may come after the flag.
            var nestingEverywhere: Bool? = existing == nil ? true : nil
            var nestingWritten = false
            for (key, value) in members {
                let what = "layer \(name.excerpt): \(key)"
                switch key {
                case "description": layer.description = try string(value, what)
                case "paths":
                    let edit = try edited(layer.paths, value, what, \.pattern) { try globs($0, $1) }
                    layer.paths = edit.list
                    if isProject { layer.configuredPaths = edit.written + layer.configuredPaths.filter { edit.list.contains($0) } }
                case "modules":
                    let edit = try edited(layer.modules, value, what, \.pattern) { try strings($0, $1).map(NamePattern.init) }
                    layer.modules = edit.list
                    if isProject { layer.configuredModules = edit.written + layer.configuredModules.filter { edit.list.contains($0) } }
                case "mayDependOn": layer.mayDependOn = try edited(layer.mayDependOn, value, what, { $0 }) { try strings($0, $1) }.list
                case "typeNames": layer.typeNames = try edited(layer.typeNames, value, what, \.pattern) { try strings($0, $1).map(NamePattern.init) }.list
                case "mainEntry": layer.mainEntry = try bool(value, what)
                case "kind":
                    let text = try string(value, what)
                    guard let kind = LayerKind(rawValue: text) else {
                        throw fail(value, "unknown layer kind \"\(text.excerpt)\" in \(what)"
                            + Suggestion.didYouMean(text, among: LayerKind.allCases.map(\.rawValue)))
                    }
                    layer.kind = kind
                // The spelling before layers had kinds.
                case "compositionRoot":
                    if try bool(value, what) { layer.kind = .compositionRoot } else if layer.kind == .compositionRoot { layer.kind = nil }
                // true: every path nests; false: none; a list: those globs.
                case "withinOtherLayers":
                    if case .array = value.value {
                        layer.nestingPaths = try globs(value, what)
                        nestingWritten = true
                    } else {
                        nestingEverywhere = try bool(value, what)
                    }
                case "forbiddenRoles":
                    layer.forbiddenRoles = try edited(layer.forbiddenRoles, value, what, \.rawValue) { list, what in
                        try strings(list, what).map { text in
                            guard let role = Role(rawValue: text) else {
                                throw fail(list, "unknown role \"\(text.excerpt)\" in \(what)" + Suggestion.didYouMean(text, among: Role.allCases.map(\.rawValue)))
                            }
                            return role
                        }
                    }.list
                case "imports":
                    let imports = try object(value, what)
                    try checkKeys(imports, allowed: ["allow", "deny"], in: what)
                    for (kind, list) in imports {
                        if kind == "allow" { layer.allowedImports = try edited(layer.allowedImports ?? [], list, "\(what).allow", { $0 }) { try strings($0, $1) }.list }
                        if kind == "deny" { layer.deniedImports = try edited(layer.deniedImports, list, "\(what).deny", { $0 }) { try strings($0, $1) }.list }
                    }
                default: break
                }
            }
            if !nestingWritten, let everywhere = nestingEverywhere { layer.nestingPaths = everywhere ? layer.paths : [] }
            if let existing {
                layers[existing] = layer
            } else {
                positions[name] = layers.count
                layers.append(layer)
            }
        }

        func applyRole(_ body: JSON.Located, to convention: inout RoleConvention, name: String) throws {
            let members = try object(body, "role \(name.excerpt)")
            try checkKeys(members, allowed: ["description", "names", "namesInData", "folders", "inherits", "inheritsInData", "protocols", "functions",
                                             "notNames"],
                          in: "role \(name.excerpt)")
            for (key, value) in members {
                let what = "role \(name.excerpt): \(key)"
                switch key {
                case "description": convention.description = try string(value, what)
                case "names": convention.names = try namePatterns(convention.names, value, what)
                case "namesInData": convention.namesInData = try namePatterns(convention.namesInData, value, what)
                case "folders": convention.folders = try edited(convention.folders, value, what, { $0 }) { try strings($0, $1) }.list
                case "inherits": convention.inherits = try edited(convention.inherits, value, what, { $0 }) { try strings($0, $1) }.list
                case "inheritsInData": convention.inheritsInData = try edited(convention.inheritsInData, value, what, { $0 }) { try strings($0, $1) }.list
                case "protocols": convention.protocols = try namePatterns(convention.protocols, value, what)
                case "functions": convention.functions = try edited(convention.functions, value, what, { $0 }) { try strings($0, $1) }.list
                case "notNames": convention.notNames = try namePatterns(convention.notNames, value, what)
                default: break
                }
            }
        }

        func readPreset(_ body: JSON.Located, name: String, uses: inout [FormerRuleIDUse]) throws -> Preset {
            let members = try object(body, "preset \(name.excerpt)")
            try checkKeys(members, allowed: ["description", "warningsAsErrors", "rules"], in: "preset \(name.excerpt)")
            var preset = Preset(name: name, description: "", warningsAsErrors: false, rules: [])
            for (key, value) in members {
                switch key {
                case "description": preset.description = try string(value, "preset \(name.excerpt): description")
                case "warningsAsErrors": preset.warningsAsErrors = try bool(value, "preset \(name.excerpt): warningsAsErrors")
                default:
                    preset.rules = try ruleSettings(value, "preset \(name.excerpt): rules", uses: &uses)
                }
            }
            return preset
        }

        /// A `rules` object's settings, each by the current id it applies to: a former id's go to
        /// the ids it became that the object does not set itself (`FormerRuleID.resolve`).
        func ruleSettings(_ value: JSON.Located, _ what: String, uses: inout [FormerRuleIDUse]) throws -> [(id: String, settings: RuleSettings)] {
            var written: [String: RuleSettings] = [:]
            let members = try object(value, what)
            for (id, body) in members {
                try checkRuleID(id, at: body)
                var settings = RuleSettings(level: nil, options: [])
                try applyRule(body, to: &settings, id: id)
                written[id] = settings
            }
            return FormerRuleID.resolve(members.map(\.key), at: source, uses: &uses).map { ($0.id, written[$0.written]!) }
        }

        func checkRuleID(_ id: String, at body: JSON.Located) throws {
            guard let known = knownRules, !known.contains(id), FormerRuleID.named(id) == nil else { return }
            throw fail(body, "unknown rule \"\(id.excerpt)\"" + Suggestion.didYouMean(id, among: known))
        }

        func applyRule(_ body: JSON.Located, to settings: inout RuleSettings, id: String) throws {
            let members = try object(body, "rule \(id)")
            try checkKeys(members, allowed: ["severity", "options"], in: "rule \(id)")
            for (key, value) in members {
                if key == "severity" {
                    let text = try string(value, "rule \(id): severity")
                    guard let level = RuleSettings.Level(rawValue: text) else {
                        throw fail(value, "rule \(id): severity must be \"error\", \"warning\" or \"off\", not \"\(text.excerpt)\"")
                    }
                    settings.level = level
                } else if key == "options" {
                    settings.refine(with: RuleSettings(level: nil, options: try object(value, "rule \(id): options")))
                }
            }
        }

        func validate(_ configuration: Configuration, isBase: Bool) throws {
            let names = configuration.layers.map(\.name)
            let known = Set(names)
            let origin = ArchlintError(path: source, "")
            for layer in configuration.layers {
                if layer.paths.isEmpty, layer.modules.isEmpty, layer.typeNames.isEmpty, !layer.mainEntry {
                    var error = origin
                    error.message = "layer \(layer.name.excerpt) has no paths, modules or typeNames: no file could belong to it"
                        + Suggestion.didYouMean(layer.name, among: names.filter { $0 != layer.name })
                    throw error
                }
                for target in layer.mayDependOn where target != "*" && !known.contains(target) {
                    var error = origin
                    error.message = "layer \(layer.name.excerpt) may depend on \"\(target.excerpt)\", which is not a layer"
                        + Suggestion.didYouMean(target, among: names)
                    throw error
                }
            }
            if let cycle = Self.cycle(in: configuration.layers) {
                var error = origin
                error.message = "the allowed dependencies form a cycle: \(cycle.map(\.excerpt).joined(separator: " -> ")); "
                    + "layers must depend inward only"
                throw error
            }
        }

        /// A cycle among explicit `mayDependOn` edges (`*`, the composition root's wildcard, is outermost by definition).
        static func cycle(in layers: [LayerDefinition]) -> [String]? {
            let edges = Dictionary(uniqueKeysWithValues: layers.map { layer in
                (layer.name, layer.mayDependOn.filter { $0 != "*" && $0 != layer.name })
            })
            var state: [String: Int] = [:]  // 1 visiting, 2 done
            for start in layers.map(\.name) where state[start] == nil {
                var stack: [(name: String, next: Int)] = [(start, 0)]
                state[start] = 1
                while let top = stack.last {
                    let targets = edges[top.name] ?? []
                    if top.next < targets.count {
                        stack[stack.count - 1].next += 1
                        let target = targets[top.next]
                        if state[target] == 1 {
                            let names = stack.map(\.name)
                            return Array(names[names.firstIndex(of: target)!...]) + [target]
                        }
                        if state[target] == nil {
                            state[target] = 1
                            stack.append((target, 0))
                        }
                    } else {
                        state[top.name] = 2
                        stack.removeLast()
                    }
                }
            }
            return nil
        }
    }
}

/// "did you mean" for misspelt keys, rule ids and layer names.
package enum Suggestion {
    /// Longer words get no suggestion: the edit distance costs the product of two lengths, and
    /// two 55,000-character names took seconds.
    static let maximumLength = 64

    package static func didYouMean(_ word: String, among candidates: [String]) -> String {
        guard word.utf8.count <= maximumLength else { return "" }
        let word = Array(word.lowercased().utf8)
        let limit = max(2, word.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            // Only a closer candidate than the best so far counts: the first of equals wins.
            let bound = min(limit, (best?.distance ?? limit + 1) - 1)
            let bytes = Array(candidate.lowercased().utf8)
            guard abs(bytes.count - word.count) <= bound, let found = distance(word, bytes, atMost: bound) else { continue }
            best = (candidate, found)
        }
        return best.map { " (did you mean \"\($0.name)\"?)" } ?? ""
    }

    /// The edit distance, or nil once every way is over `bound`.
    static func distance(_ a: [UInt8], _ b: [UInt8], atMost bound: Int) -> Int? {
        var previous = Array(0...b.count)
        var current = previous
        for i in stride(from: 1, through: a.count, by: 1) {
            current[0] = i
            var smallest = i
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                smallest = min(smallest, current[j])
            }
            if smallest > bound { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= bound ? previous[b.count] : nil
    }
}
