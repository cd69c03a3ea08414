import ArchlintScan
import ArchlintModel

/// What several rules ask of the project: whether a type is the composition root's container, where
/// a referenced type lives, and how to point at a name inside a declaration's header (a file's
/// layer kind, `Project.kind(of:)`, is the model's).
extension Project {
    /// The composition root's container, assembler or factory (any type of the root but the app's
    /// shell): every layer may name it and call its factory methods, the minimal DI container that
    /// small and medium apps are advised to use. Pulling dependencies from it instead of receiving
    /// them is a design question (`service_locator`), not a broken dependency direction. A
    /// property wrapper the root declares (`@Inject`, `@Injected`) is that container's handle.
    func isContainer(_ candidate: DeclarationID) -> Bool {
        guard let layer = files[candidate.file].layer, configuration.layers[layer].kind == .compositionRoot else { return false }
        // Every type of the root but the app's shell and the rings' own types declared there: what
        // wires the layers (an `Injection` whose code made its file the root, a Needle component,
        // the protocol of a screen factory) is what the recommended rules let every layer ask for
        // what it needs; a `CharactersService` port declared beside the container is still a
        // service, whose place is its ring's.
        let declared = declaration(candidate)
        return CompositionRoot.appShell(declared) == nil && roles(of: candidate).isEmpty
            && !Self.ringTypeWords.contains(NameWords.of(declared.name).last ?? "")
    }

    /// The last words of the rings' types: services, clients and stores, not the container's parts.
    private static let ringTypeWords: Set<String> = ["Service", "Services", "Client", "Repository", "DataSource", "Gateway", "Store",
                                                     "Storage", "Cache", "API", "Api", "UseCase", "ViewModel"]

    /// The types a file declares that are no protocols (classes, structs, enums, actors), each
    /// with its roles: what the role rules judge.
    func concreteTypes(in file: Int) -> [(index: Int, declaration: Declaration, roles: Set<Role>)] {
        files[file].source.declarations.enumerated().compactMap { index, declaration in
            guard declaration.kind.isNominal, declaration.kind != .protocol else { return nil }
            return (index, declaration, roles(of: DeclarationID(file: file, declaration: index)))
        }
    }

    /// A project type the code names: the reference, and the declarations its name resolves to
    /// (never none).
    struct TypeUse {
        let reference: Reference
        let candidates: [DeclarationID]
    }

    /// The project types the code of a file names (or of one of its declarations, members
    /// included), in file order: every reference that resolves to a declaration of the project,
    /// outside preview code (wiring, never judged). Uses of the composition root's container are
    /// left out unless asked for: every layer may name it.
    func typeUses(in file: Int, within declaration: Int? = nil, includingContainer: Bool = false) -> [TypeUse] {
        let indexed = files[file], source = indexed.source
        func use(_ reference: Reference) -> TypeUse? {
            guard !indexed.isInPreview(reference) else { return nil }
            let candidates = resolve(reference, in: file)
            guard !candidates.isEmpty, includingContainer || !candidates.allSatisfy(isContainer) else { return nil }
            return TypeUse(reference: reference, candidates: candidates)
        }
        guard let declaration else { return source.references.compactMap(use) }
        return source.tree.references(within: declaration).compactMap { use(source.references[Int($0)]) }
    }

    /// Use cases live in the Domain (or a layer the rules know nothing of): a Data or Presentation
    /// type that happens to match their naming, or the composition root's wiring, is not judged as
    /// one, nor is left-over code that no target of its Xcode project compiles.
    func mayDeclareUseCases(_ file: Int) -> Bool {
        if case .notCompiled = files[file].evidence { return false }
        switch kind(of: file) {
        case .data, .presentation, .compositionRoot: return false
        case .domain, .core, nil: return true
        }
    }

    /// "layer UI" or "no layer": where the file a message is about lies.
    func layerLabel(of file: Int) -> String {
        layerName(of: file).map { "layer " + $0 } ?? "no layer"
    }

    /// "of layer Data" or "in no layer": where a type a message names is declared.
    func layerOfDeclaration(in file: Int) -> String {
        layerName(of: file).map { "of layer " + $0 } ?? "in no layer"
    }

    /// The name advice gives a layer of `kind` ("serialize a DTO in Data"): of the layers of that
    /// kind, the one with the most files (a project's `Infrastructure` over the built-in `Data` it
    /// leaves empty), the first one when none has files. Counts every file: ask once per rule.
    package func adviceName(for kind: LayerKind) -> String {
        let layers = configuration.layers
        var filesPerLayer = [Int](repeating: 0, count: layers.count)
        for file in files { if let layer = file.layer { filesPerLayer[layer] += 1 } }
        // `max(by:)` keeps the first of equals: configuration order breaks ties.
        let best = layers.indices.filter { layers[$0].kind == kind }.max { filesPerLayer[$0] < filesPerLayer[$1] }
        return best.map { layers[$0].name } ?? kind.conventionalName
    }

    /// "StoreModel.swift:12": where a type a message names is declared, by its file's name only
    /// (the full path is long, and a finding's line is read beside many others); a class Xcode
    /// generates is named by its model, "Store.xcdatamodeld".
    func shortLocation(of id: DeclarationID) -> String {
        let path = files[id.file].source.path
        if files[id.file].isGenerated, let model = CoreDataModel.bundleName(in: path) { return model }
        return "\(path.lastPart(separatedBy: ASCII.slash).map(String.init) ?? path):\(declaration(id).line)"
    }

    /// "layer Data, StoreModel.swift:12" or "no layer, StoreModel.swift:12".
    func shortDeclarationPlace(of id: DeclarationID) -> String {
        "\(layerLabel(of: id.file)), \(shortLocation(of: id))"
    }

    /// Is the declaration `owner`, or a type it is nested in, the declaration `ancestor`?
    func isWithin(_ owner: Int32, of ancestor: Int, in file: Int) -> Bool {
        files[file].source.tree.isWithin(owner, of: ancestor)
    }

    /// The token of an inherited name in a type's header (`Codable` in `struct A: Codable {`).
    func inheritedNameToken(_ name: String, of id: DeclarationID) -> Token {
        let source = files[id.file].source
        let declaration = self.declaration(id)
        let last = name.lastPart(separatedBy: ASCII.dot).map(String.init) ?? name
        let end = declaration.bodyOpen.map(Int.init) ?? min(source.tokens.count, Int(declaration.nameToken) + 256)
        var index = Int(declaration.nameToken) + 1
        while index < end {
            if source.tokens[index].kind == .identifier, source.text(source.tokens[index]) == last { return source.tokens[index] }
            index += 1
        }
        return source.tokens[Int(declaration.nameToken)]
    }
}

extension Project {
    /// The declarations directly inside a type (its members), with their indexes.
    package func members(of declaration: Int, in file: Int) -> [(index: Int, declaration: Declaration)] {
        let source = files[file].source
        return source.tree.members(of: declaration).map { (index: Int($0), declaration: source.declarations[Int($0)]) }
    }

    /// Is a role among those of whatever a reference resolves to from `file`, with every candidate agreeing?
    func resolvesToRole(_ reference: Reference, _ role: Role, in file: Int) -> [DeclarationID]? {
        let candidates = resolve(reference, in: file)
        guard !candidates.isEmpty, candidates.allSatisfy({ roles(of: $0).contains(role) }) else { return nil }
        return candidates
    }

    /// The roles of a type for rules that ask "is this business logic?": a protocol named like a
    /// use case protocol counts as a use case.
    func businessRoles(of id: DeclarationID) -> Set<Role> {
        var found = roles(of: id)
        let declaration = self.declaration(id)
        if declaration.kind == .protocol, configuration.roles[.useCase].protocols.matchesAny(declaration.name) { found.insert(.useCase) }
        return found
    }

    /// The roles of a type, or for an extension the roles of the types it extends.
    package func rolesOfTypeOrExtended(_ id: DeclarationID) -> Set<Role> {
        guard declaration(id).kind == .extension else { return roles(of: id) }
        return extendedTypes(of: id).reduce(into: Set<Role>()) { $0.formUnion(roles(of: $1)) }
    }

    /// What a function converts: the types it starts from (those its extension extends, its
    /// parameters') and the types it makes (its return type's, or for an `init` the extended
    /// type), each name's candidates apart: mapper_location and mapper_silent_default judge a
    /// conversion by its two ends, whatever it is called.
    func conversionEnds(of function: Int, in file: Int) -> (inputs: [[DeclarationID]], outputs: [[DeclarationID]]) {
        let declaration = files[file].source.declarations[function]
        var extended: [DeclarationID] = []
        if let parent = declaration.parent {
            let parentID = DeclarationID(file: file, declaration: Int(parent))
            let parentKind = self.declaration(parentID).kind
            // What the function is a member of: the extended types, or the type it is declared in.
            if parentKind == .extension { extended = extendedTypes(of: parentID) } else if parentKind.isNominal { extended = [parentID] }
        }
        let inputs = [extended] + declaration.parameters.flatMap { typesNamed(in: $0.type, in: file, owner: function) }
        return (inputs, declaration.kind == .`init` ? [extended] : typesNamed(in: declaration.type ?? "", in: file, owner: function))
    }

    /// The candidates of each name in a type as written (`[String: Product]`, `Result<User, Error>`),
    /// resolved from `owner`'s place: none for a name from outside the project.
    func typesNamed(in text: String, in file: Int, owner: Int) -> [[DeclarationID]] {
        text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map { resolve(String($0), in: file, owner: Int32(owner)) }
    }

    /// The types of `roles` a declaration (with its members) names, once per name, each with the
    /// role it has there and the declaration that has it; names the dependency rule already reports
    /// (another layer) are left to it, and so are the mentions `isUse` says are no use.
    func namedTypes(within declaration: Int, in file: Int, roles wanted: Set<Role>,
                    isUse: (Reference, Role, DeclarationID) -> Bool = { _, _, _ in true })
        -> [(reference: Reference, name: String, role: Role, target: DeclarationID)] {
        let source = files[file].source
        var found: [(Reference, String, Role, DeclarationID)] = []
        var seen = Set<String>()
        for use in typeUses(in: file, within: declaration) {
            let reference = use.reference, candidates = use.candidates
            let name = source.name(of: reference)
            guard !isLayerBreach(candidates, from: file),
                  let (role, target) = candidates.lazy.compactMap({ candidate in
                      self.businessRoles(of: candidate).intersection(wanted).min().map { ($0, candidate) }
                  }).first,
                  isUse(reference, role, target), seen.insert(name).inserted else { continue }
            found.append((reference, name, role, target))
        }
        return found
    }

    /// The layer of a target or product a module depends on: a product of a local package
    /// (`.product(name: "CatalogKit", package: "Catalog")`) has the layer its targets share.
    /// Whether a project module's layer came from its files' code (`LayerEvidence.moduleContent`).
    func isPlacedByItsCode(_ module: String) -> Bool {
        modules.contains { entry in
            guard entry.module.name == module, case .moduleContent = entry.evidence else { return false }
            return true
        }
    }

    func layer(ofDependency name: String) -> Int? {
        if let known = moduleLayers[name] { return known }
        let layers = Set(manifests.compactMap { $0.products[name] }.joined().map { moduleLayers[$0] ?? nil })
        return layers.count == 1 ? layers.first ?? nil : nil
    }

    /// Does naming one of `candidates` from `layer` leak a DTO of a Data layer? dto_leak reports
    /// such a name, and dependency_rule leaves it to dto_leak while that rule is on: the one
    /// place that decides which of the two reports it.
    func isDTOLeak(_ candidates: [DeclarationID], into layer: LayerDefinition) -> Bool {
        guard !candidates.isEmpty, let kind = layer.kind, LayerKind.reachedByNoDTO.contains(kind) else { return false }
        return candidates.allSatisfy { isKind($0.file, .data) && roles(of: $0).contains(.dto) }
    }

    /// Would dependency_rule (or dto_leak) already report naming these candidates from `file`?
    /// Rules that look at roles stay quiet there, so one mistake gives one finding.
    func isLayerBreach(_ candidates: [DeclarationID], from file: Int) -> Bool {
        guard let source = files[file].layer, !candidates.isEmpty else { return false }
        return candidates.allSatisfy { candidate in
            guard let target = files[candidate.file].layer else { return false }
            return !allows(layer: source, dependingOn: target)
        }
    }
}

extension Configuration {
    /// This configuration with rule `id` on at its own severity if it is off (an opt-in rule's
    /// examples, shown and tested, need it on).
    package func turningOn(_ id: String) -> Configuration {
        guard severity(of: id, default: .warning) == nil, let description = RuleRegistry.description(of: id) else { return self }
        var configuration = self
        configuration.setLevel(description.severity == .error ? .error : .warning, of: id)
        return configuration
    }
}

extension Declaration {
    /// Names of types that stand in for the real thing in previews and manual tests.
    static let standInPrefixes = ["Mock", "Stub", "Fake", "Preview", "Dummy", "Spy"]

    /// A stand-in (`PreviewOrderRepository`, `MockUserDataSource`) may implement a protocol in any
    /// layer: it is sample wiring, not the layer's real implementation.
    var isStandIn: Bool { Declaration.standInPrefixes.contains { name.hasPrefix($0) } }
}

extension LayerKind {
    /// The kinds of layer a DTO must not reach.
    static let reachedByNoDTO: Set<LayerKind> = [.domain, .presentation]

    /// The built-in layer of this kind, for advice when a configuration leaves no layer of it.
    var conventionalName: String {
        switch self {
        case .domain: return "Domain"
        case .data: return "Data"
        case .presentation: return "Presentation"
        case .core: return "Core"
        case .compositionRoot: return "App"
        }
    }
}

extension SourceFile {
    /// `??` at `index`: the lexer keeps `?` as single characters, so it is two tokens with nothing between.
    func isNilCoalescing(at index: Int) -> Bool {
        token(index, is: "?") && token(index + 1, is: "?") && !tokens[index + 1].flags.contains(.spaceBefore)
            && !(token(index - 1, is: "?") && !tokens[index].flags.contains(.spaceBefore))
    }

    /// The tokens of a function's return type (after `->`, before its body or `where`). A
    /// requirement has no body: its range runs on, for the caller to end at the next declaration.
    func returnTypeTokens(of declaration: Declaration) -> Range<Int>? {
        let end = declaration.bodyOpen.map(Int.init) ?? min(tokens.count, Int(declaration.nameToken) + 512)
        var index = Int(declaration.nameToken)
        var depth = 0
        while index < end {
            if token(index, is: "(") { depth += 1 }
            if token(index, is: ")") { depth -= 1 }
            if depth == 0, tokens[index].kind == .arrow {
                var stop = index + 1
                while stop < end, keyword(at: stop) != .where { stop += 1 }
                return index + 1..<stop
            }
            index += 1
        }
        return nil
    }

    /// The first token of a body's one expression past `return`, `try`, `await` and `self.`
    /// (`return try await self.repository.save(user)` -> `repository`).
    func forwardedExpressionStart(in body: Range<Int>) -> Int {
        var index = body.lowerBound
        while index < body.upperBound, let word = keyword(at: index), word == .return || word == .try || word == .await { index += 1 }
        if keyword(at: index) == .self, token(index + 1, is: ".") { index += 2 }
        return index
    }

    /// The argument types of the callbacks a function takes (`completion: @escaping
    /// (Result<[Post], Error>) -> Void`): what it hands out through them, as a return type does.
    func callbackArgumentTokens(of declaration: Declaration) -> [Range<Int>] {
        let end = declaration.bodyOpen.map(Int.init) ?? min(tokens.count, Int(declaration.nameToken) + 512)
        var open = Int(declaration.nameToken) + 1
        // Past the generic parameters (`<T: Decodable>`; `->` is no `>`) to the parameter list.
        var angles = 0
        while open < end, token(open, is: "<") || angles > 0 {
            if token(open, is: "<") { angles += 1 }
            if token(open, is: ">") { angles -= 1 }
            open += 1
        }
        guard token(open, is: "("), let close = closingBracket(of: open), close < end else { return [] }
        var ranges: [Range<Int>] = []
        var index = open + 1
        while index < close {
            if token(index, is: "("), let group = closingBracket(of: index), group < close {
                var after = group + 1
                while after < close, keyword(at: after) == .async || keyword(at: after) == .throws { after += 1 }
                if tokens[after].kind == .arrow { ranges.append(index + 1..<group) }
            }
            index += 1
        }
        return ranges
    }

    /// After a `guard` or `if` at `start`: the index of a `throw` directly in its first block, if any.
    /// A closure in the condition is inside parentheses (a condition takes no trailing closure), so
    /// the block is the first `{` outside them.
    func throwInBranch(from start: Int, limit: Int) -> Int? {
        var cursor = start + 1
        var parentheses = 0
        while cursor < limit {
            if token(cursor, is: "(") { parentheses += 1 }
            if token(cursor, is: ")") { parentheses -= 1 }
            if parentheses == 0, token(cursor, is: "{") { break }
            cursor += 1
        }
        var depth = 0
        while cursor < limit {
            if token(cursor, is: "{") { depth += 1 }
            if token(cursor, is: "}") {
                depth -= 1
                if depth == 0 { return nil }
            }
            if depth == 1, keyword(at: cursor) == .throw { return cursor }
            cursor += 1
        }
        return nil
    }

    /// The index of the `{` that opens the block after `start` and of its matching `}`.
    func block(after start: Int, limit: Int) -> Range<Int>? {
        var cursor = start
        while cursor < limit, !token(cursor, is: "{") { cursor += 1 }
        var depth = 0
        var index = cursor
        while index < limit {
            if token(index, is: "{") { depth += 1 }
            if token(index, is: "}") {
                depth -= 1
                if depth == 0 { return cursor..<index }
            }
            index += 1
        }
        return nil
    }
}

extension RandomAccessCollection {
    /// The first index whose element satisfies `isAfter`, in a collection where every element that
    /// does comes after every one that does not (a file-ordered list cut at a token): binary search.
    func partitioningIndex(where isAfter: (Element) -> Bool) -> Index {
        var low = startIndex, count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if isAfter(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}

/// A name a rule reports, before the names of one line are said as one finding.
struct ReportedName {
    let token: Token
    let name: String
    /// What the message says right after the name: what and where it is (" (layer Data, UserDTO.swift:3)").
    let detail: String
    /// Only names of one cause fold together (the layer or role that forbids them).
    let cause: String
    let targetLayer: String?
    /// The declaration the name resolves to, for the finding's evidence.
    let declaration: Project.DeclarationID
}

extension ReportedName {
    /// One finding per line and cause: the names one rule reports in `Outer<A, B>`, `(A, B) -> C`
    /// or a conformance list are one problem, said once at the first name, its message listing
    /// them all ("Domain must not name A (layer Data, A.swift:3) and B"), its subject the first name's (the
    /// fingerprint a report gave the first name before) and the others' kept as folded subjects
    /// (a baseline that held any of them still matches).
    static func foldedByLine(_ names: [ReportedName], file: Int, in source: SourceFile, message: (String) -> String) -> [Violation] {
        var groups: [[ReportedName]] = [], groupOfKey: [String: Int] = [:]
        for name in names {
            let key = "\(source.position(of: name.token).line)\u{0}\(name.cause)"
            if let index = groupOfKey[key] { groups[index].append(name) } else {
                groupOfKey[key] = groups.count
                groups.append([name])
            }
        }
        return groups.map { group in
            // The first name says what and where; the others, on the same line, only their layer when it differs.
            let others = group.dropFirst().map { $0.name + ($0.targetLayer == group[0].targetLayer ? "" : " (layer \($0.targetLayer ?? "none"))") }
            var violation = Violation(file: file, token: group[0].token, in: source,
                                      message: message(listed([group[0].name + group[0].detail] + others)),
                                      subject: group[0].name, targetLayer: group[0].targetLayer)
            violation.foldedSubjects = group.dropFirst().map(\.name)
            violation.about = group.map(\.declaration)
            return violation
        }
    }

    /// "A", "A and B", "A, B and C".
    static func listed(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}
