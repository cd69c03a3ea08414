/// Repository protocols are the Domain's ports; their implementations are the Data layer's adapters.
struct RepositoryProtocolLocationRule: FileRule {
    init() {}

    static let description = RuleDescription(
        id: "repository_protocol_location",
        name: "Repository protocol location",
        summary: "A repository protocol declared outside the Domain, or a type implementing a Domain repository protocol declared outside Data.",
        rationale: """
            The repository protocol is how the Domain says what data it needs, in its own words; it \
            belongs to the Domain so that use cases depend on nothing outward. Declared in Data, it \
            forces the Domain to import the Data layer to name it. The implementation is an adapter \
            to a network or a store and belongs in Data: one in Presentation or Core means screens or \
            helpers talk to storage on their own. Test doubles live in test targets, which archlint \
            does not lint; the composition root may declare anything. A protocol of Data named like \
            a repository that only Data names and that is the base of other protocols (the HTTP \
            base of the web repositories) or generic over an associated type (a database's \
            `Repository` of any `Entity`) is a helper of the Data layer, no port the Domain depends \
            on, and stays where it is.
            """,
        severity: .error,
        triggeringExamples: [
            Example("the protocol sits in Data",
                    ("Data/Repositories/OrderRepository.swift", "protocol ↓OrderRepository {\n    func orders() async throws -> [Order]\n}\n")),
            Example("the port that inherits Data's HTTP base protocol is reported, the base is not",
                    ("Data/WebAPI/WebRepository.swift", "protocol WebRepository {\n    var baseURL: String { get }\n}\n"),
                    ("Data/WebAPI/CountriesWebRepository.swift", "protocol ↓CountriesWebRepository: WebRepository {\n    func countries() async throws -> [CountryDTO]\n}\n")),
            Example("a protocol only Data names is still a repository protocol when it is no base and no generic",
                    ("Data/Repositories/SessionRepository.swift", "protocol ↓SessionRepository {\n    var accessToken: String? { get }\n}\n"),
                    ("Data/Repositories/DefaultCartRepository.swift", "final class DefaultCartRepository {\n    private let session: SessionRepository\n    init(session: SessionRepository) { self.session = session }\n}\n")),
            Example("an implementation in Presentation",
                    ("Domain/OrderRepository.swift", "protocol OrderRepository { func orders() async throws -> [Order] }\n"),
                    ("Presentation/InMemoryOrders.swift", "final class InMemoryOrders: ↓OrderRepository {\n    func orders() async throws -> [Order] { [] }\n}\n")),
        ],
        nonTriggeringExamples: [
            Example("the HTTP base protocol of Data's web repositories, and a generic database repository, which only Data names",
                    ("Data/WebAPI/WebRepository.swift", "protocol WebRepository {\n    var session: URLSession { get }\n    var baseURL: String { get }\n}\n"),
                    ("Data/WebAPI/CountriesAPI.swift", "protocol CountriesAPI: WebRepository {\n    func countries() async throws -> [CountryDTO]\n}\n"),
                    ("Data/Realm/RealmRepository.swift", "protocol Repository {\n    associatedtype Entity\n    func findAll() -> [Entity]\n}\n\nfinal class RealmRepository<T>: Repository {\n    func findAll() -> [T] { [] }\n}\n"),
                    ("Data/Realm/RealmTask.swift", "final class RealmTask {\n    let repository: RealmRepository<TaskObject>\n    init(repository: RealmRepository<TaskObject>) { self.repository = repository }\n}\n")),
            Example("protocol in Domain, implementation in Data",
                    ("Domain/OrderRepository.swift", "protocol OrderRepository { func orders() async throws -> [Order] }\n"),
                    ("Data/DefaultOrderRepository.swift", "final class DefaultOrderRepository: OrderRepository {\n    func orders() async throws -> [Order] { [] }\n}\n")),
            Example("the composition root may implement it too (an in-memory store for a demo build)",
                    ("Domain/OrderRepository.swift", "protocol OrderRepository { func orders() async throws -> [Order] }\n"),
                    ("DI/InMemoryOrderRepository.swift", "final class InMemoryOrderRepository: OrderRepository {\n    func orders() async throws -> [Order] { [] }\n}\n")),
            Example("a stand-in for previews (Preview, Mock, Stub, Fake, Dummy, Spy) may live beside the views",
                    ("Domain/OrderRepository.swift", "protocol OrderRepository { func orders() async throws -> [Order] }\n"),
                    ("Presentation/Previews/PreviewOrderRepository.swift",
                     "final class PreviewOrderRepository: OrderRepository {\n    func orders() async throws -> [Order] { [] }\n}\n")),
        ])

    func fileCheck(_ project: Project) -> FileCheck {
        let domainLayer = project.adviceName(for: .domain), dataLayer = project.adviceName(for: .data)
        let (namedOutsideData, bases) = RepositoryProtocolLocationRule.namesOfDataRepositoryProtocols(in: project)
        return { fileIndex, violations in
            guard let layer = project.layer(of: fileIndex), !layer.isCompositionRoot else { return }
            let source = project.files[fileIndex].source
            for (index, declaration) in source.declarations.enumerated() where declaration.kind.isType {
                let id = Project.DeclarationID(file: fileIndex, declaration: index)
                if declaration.kind == .protocol, layer.kind != .domain,
                   project.roles(of: id).contains(.repositoryProtocol),
                   !(layer.kind == .data && !namedOutsideData.contains(id)
                     && (bases.contains(id) || RepositoryProtocolLocationRule.declaresAssociatedType(declaration, in: source))) {
                    violations.append(Violation(
                        file: fileIndex, token: source.tokens[Int(declaration.nameToken)], in: source,
                        message: "\(declaration.name) is a repository protocol in layer \(layer.name); it belongs in \(domainLayer)",
                        subject: "declaration \(declaration.qualifiedName)"))
                    continue
                }
                guard declaration.kind != .protocol, layer.kind != .data, !declaration.isStandIn else { continue }
                for inherited in declaration.inherits {
                    let candidates = project.resolve(typeName: inherited, in: fileIndex, owner: -1)
                    guard !candidates.isEmpty, candidates.allSatisfy({ candidate in
                        project.roles(of: candidate).contains(.repositoryProtocol)
                            && project.isKind(candidate.file, .domain)
                    }) else { continue }
                    let implementer = declaration.kind == .extension ? "an extension of \(declaration.name)" : declaration.name
                    violations.append(Violation(
                        file: fileIndex, token: project.inheritedNameToken(inherited, of: id), in: project.files[id.file].source,
                        message: "\(implementer) in layer \(layer.name) implements the repository \(inherited); it belongs in \(dataLayer)",
                        subject: "\(declaration.qualifiedName): \(inherited)"))
                }
            }
        }
    }

    /// Of the repository protocols of Data layers, those a file outside Data names (a port the
    /// Domain or another layer depends on), and those other protocols inherit (a base).
    static func namesOfDataRepositoryProtocols(in project: Project) -> (namedOutsideData: Set<Project.DeclarationID>, bases: Set<Project.DeclarationID>) {
        var candidates = Set<Project.DeclarationID>()
        for file in project.files.indices where project.isKind(file, .data) {
            for (index, declaration) in project.files[file].source.declarations.enumerated() where declaration.kind == .protocol {
                let id = Project.DeclarationID(file: file, declaration: index)
                if project.roles(of: id).contains(.repositoryProtocol) { candidates.insert(id) }
            }
        }
        guard !candidates.isEmpty else { return ([], []) }
        var namedOutsideData = Set<Project.DeclarationID>(), bases = Set<Project.DeclarationID>()
        for file in project.files.indices {
            let source = project.files[file].source
            if !project.isKind(file, .data) {
                for reference in source.references { namedOutsideData.formUnion(project.resolve(reference, in: file).filter(candidates.contains)) }
            }
            for declaration in source.declarations where declaration.kind == .protocol {
                for inherited in declaration.inherits {
                    bases.formUnion(project.resolve(typeName: inherited, in: file, owner: -1).filter(candidates.contains))
                }
            }
        }
        return (namedOutsideData, bases)
    }

    /// `associatedtype Entity` among a protocol's requirements: a generic access abstraction, not
    /// a port for the Domain's data.
    static func declaresAssociatedType(_ declaration: Declaration, in source: SourceFile) -> Bool {
        declaration.bodyTokens?.contains { source.keyword(at: $0) == .associatedtype } ?? false
    }
}
