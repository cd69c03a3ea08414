import ArchlintScan
import ArchlintModel

/// Data sources speak the wire format; repositories translate it.
struct DataSourceReturnsEntityRule: FileRule {
    init() {}

    static let description = RuleDescription(
        id: "datasource_returns_entity",
        name: "Data source returns entity",
        summary: "A data source method returns a Domain entity instead of a DTO.",
        rationale: """
            A data source is the thinnest possible adapter to one API or store: it returns what the \
            source gives, as DTOs. Mapping to entities is the repository's job, where several sources \
            meet, where a mapping error becomes a domain error, and where a cache can sit. A data \
            source that returns entities has swallowed the mapper, and the repository above it \
            becomes a pass-through. An in-memory cache that keeps entities in its own properties \
            (`[Int: Movie]`) hands back the entity it was given, with no stored format to return a \
            DTO of; nor does a data source protocol that only such caches implement. A data source is \
            known by its name or by what it does: a Data type that reaches a store or an API \
            (`FileManager`, `UserDefaults`, Core Data, Realm, `URLSession`…) or that a repository \
            keeps in a stored property, whatever it is called, and the protocol of Data it \
            implements; one that implements a Domain protocol is the adapter of the Domain's port \
            and returns the Domain's types.
            """,
        severity: .warning,
        category: .complexity,
        triggeringExamples: DataSourceReturnsEntityRuleExamples.triggering,
        nonTriggeringExamples: DataSourceReturnsEntityRuleExamples.nonTriggering)

    func fileCheck(_ project: Project) -> FileCheck {
        // The Data types that implement each data source protocol.
        let implementations = Dictionary(grouping: project.protocolConformances(inLayersOf: .data)
            .filter { project.roles(of: $0.conformed).contains(.dataSource) }, by: \.conformed).mapValues { $0.map(\.type) }
        return { fileIndex, violations in
            guard project.isKind(fileIndex, .data) else { return }
            let source = project.files[fileIndex].source
            // Declaration starts and references in token order, made once per file that has a data
            // source, so that each function's return type is found by binary search (the parser lists
            // declarations as it completes them, which malformed code can shuffle: they are sorted here).
            var declarationStarts: [Int] = []
            var referencesInOrder: [Reference] = []
            for (index, declaration) in source.declarations.enumerated() where declaration.kind.isType {
                let id = Project.DeclarationID(file: fileIndex, declaration: index)
                // An extension speaks for the data source it extends (`extension CoreDataStorage: CharactersStorage`).
                let dataSource = declaration.kind == .extension
                    ? project.extendedTypes(of: id).first { project.roles(of: $0).contains(.dataSource) }
                    : project.roles(of: id).contains(.dataSource) ? id : nil
                guard let dataSource else { continue }
                let cached = declaration.kind == .protocol
                    ? DataSourceReturnsEntityRule.entitiesCachedByEvery(implementations[id] ?? [], in: project)
                    : DataSourceReturnsEntityRule.cachedEntities(of: dataSource, in: project)
                if declarationStarts.isEmpty {
                    declarationStarts = source.declarations.map { Int($0.firstToken) }.sorted()
                    referencesInOrder = source.references.sorted { $0.token < $1.token }
                }
                // What the data source hands out is its interface: a private helper that maps a
                // record to the entity is part of the method that returns it, reported there, and
                // only stands for the data source whose interface hands entities out otherwise
                // (a completion handler, a publisher).
                var interface: [Violation] = [], helpers: [Violation] = []
                for member in project.members(of: index, in: fileIndex) where member.declaration.kind == .func {
                    // What it hands out: its return type, and the arguments of the callbacks it takes.
                    var handedOut = source.callbackArgumentTokens(of: member.declaration)
                    var returnRange: Range<Int>?
                    if var returnType = source.returnTypeTokens(of: member.declaration) {
                        // A requirement without a body ends where the next declaration begins (an attribute on
                        // the same line as the next `func` does not stop the return type's scan).
                        let afterName = declarationStarts.partitioningIndex { $0 > Int(member.declaration.nameToken) }
                        let next = afterName < declarationStarts.endIndex ? declarationStarts[afterName] : returnType.upperBound
                        returnType = returnType.clamped(to: returnType.lowerBound..<max(returnType.lowerBound, next))
                        handedOut.append(returnType)
                        returnRange = returnType
                    }
                    // The entities one return type names (`PagedData<MarvelCharacter>`) are one finding.
                    var returned: [(reference: Reference, layer: String)] = []
                    for range in handedOut {
                        let first = referencesInOrder.partitioningIndex { Int($0.token) >= range.lowerBound }
                        for reference in referencesInOrder[first...].prefix(while: { Int($0.token) < range.upperBound }) {
                            guard let entities = project.resolvesToRole(reference, .entity, in: fileIndex),
                                  entities.allSatisfy({ project.isKind($0.file, .domain) }), !entities.allSatisfy(cached.contains) else { continue }
                            returned.append((reference, project.layerOfDeclaration(in: entities[0].file)))
                        }
                    }
                    guard let firstReturned = returned.first else { continue }
                    let returns = returnRange.map { $0.contains(Int(firstReturned.reference.token)) } ?? false
                    let names = returned.map { source.name(of: $0.reference) }
                    let method = "\(declaration.name).\(member.declaration.name)"
                    var violation = Violation(
                        file: fileIndex, token: source.tokens[Int(firstReturned.reference.token)], in: source,
                        message: "\(method) \(returns ? "returns" : "hands its callback") \(ReportedName.listed(names)), "
                            + "\(names.count == 1 ? "an entity" : "entities") \(firstReturned.layer)",
                        subject: "\(method) -> \(names[0])")
                    violation.foldedSubjects = names.dropFirst().map { "\(method) -> \($0)" }
                    if member.declaration.access > .fileprivate { interface.append(violation) } else { helpers.append(violation) }
                }
                violations.append(contentsOf: interface.isEmpty ? helpers : interface)
            }
        }
    }

    /// The entities a type keeps in its own stored properties (`private var movies: [Int: Movie]`):
    /// what an in-memory cache holds and hands back as it was given.
    static func cachedEntities(of id: Project.DeclarationID, in project: Project) -> Set<Project.DeclarationID> {
        let source = project.files[id.file].source
        var found = Set<Project.DeclarationID>()
        for member in project.members(of: id.declaration, in: id.file)
        where (member.declaration.kind == .var || member.declaration.kind == .let) && !member.declaration.isStatic {
            for reference in source.tree.references(within: member.index) {
                found.formUnion(project.resolve(source.references[Int(reference)], in: id.file).filter { project.roles(of: $0).contains(.entity) })
            }
        }
        return found
    }

    /// The entities every one of a protocol's implementations caches in memory (none without one).
    static func entitiesCachedByEvery(_ implementations: [Project.DeclarationID], in project: Project) -> Set<Project.DeclarationID> {
        guard let first = implementations.first else { return [] }
        return implementations.dropFirst().reduce(cachedEntities(of: first, in: project)) { $0.intersection(cachedEntities(of: $1, in: project)) }
    }
}
