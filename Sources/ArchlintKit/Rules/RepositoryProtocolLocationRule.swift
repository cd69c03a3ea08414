import ArchlintScan
import ArchlintModel

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
            a repository that only Data and the composition root name (the HTTP base of the web repositories, a \
            database's generic `Repository` of any `Entity`, a session store the repositories share) \
            is a helper of the Data layer, no port the Domain depends on, and stays where it is.
            """,
        severity: .error,
        category: .clarity,
        triggeringExamples: [
            Example("the protocol the Domain's use case depends on sits in Data",
                    ("Data/Repositories/OrderRepository.swift", "protocol ↓OrderRepository {\n    func orders() async throws -> [Order]\n}\n"),
                    ("Domain/UseCases/FetchOrders.swift", "struct FetchOrders {\n    let repository: OrderRepository\n}\n"),
                    message: "OrderRepository is a repository protocol in layer Data; it belongs in Domain"),
            Example("the port that inherits Data's HTTP base protocol is reported, the base is not",
                    ("Data/WebAPI/WebRepository.swift", "protocol WebRepository {\n    var baseURL: String { get }\n}\n"),
                    ("Data/WebAPI/CountriesWebRepository.swift", "protocol ↓CountriesWebRepository: WebRepository {\n    func countries() async throws -> [CountryDTO]\n}\n"),
                    ("Domain/CountriesInteractor.swift", "struct CountriesInteractor {\n    let webRepository: CountriesWebRepository\n}\n")),
            Example("a protocol of any name that a repository implements and the Domain's use case depends on",
                    ("Data/Repository/MoviesRepository.swift", "protocol ↓MoviesProtocol {\n    func movies() async -> [Movie]\n}\n\nfinal class MoviesRepository: MoviesProtocol {\n    func movies() async -> [Movie] { [] }\n}\n"),
                    ("Domain/UseCases/GetMoviesUseCase.swift", "struct GetMoviesUseCase {\n    let repository: MoviesProtocol\n}\n")),
            Example("a type of any name that implements the Domain's repository protocol, filed in the Domain",
                    ("Domain/NotesRepository.swift", "protocol NotesRepository { func notes() -> [Note] }\n"),
                    ("Domain/NoteStore.swift", "final class NoteStore: ↓NotesRepository {\n    func notes() -> [Note] { [] }\n}\n")),
            Example("the protocol handed out as a swift-dependencies value, which the other layers take by key path",
                    ("Data/Repository/ItemsRepository.swift", "import Dependencies\n\nprotocol ↓ItemsRepository {\n    func items() async throws -> [Item]\n}\n\nextension DependencyValues {\n    var itemsRepository: any ItemsRepository {\n        get { self[ItemsRepositoryKey.self] }\n        set { self[ItemsRepositoryKey.self] = newValue }\n    }\n}\n"),
                    ("Domain/GetItemsUseCase.swift", "import Dependencies\n\nstruct GetItemsUseCase {\n    @Dependency(\\.itemsRepository) var repository\n}\n")),
            Example("an implementation in Presentation",
                    ("Domain/OrderRepository.swift", "protocol OrderRepository { func orders() async throws -> [Order] }\n"),
                    ("Presentation/InMemoryOrders.swift", "final class InMemoryOrders: ↓OrderRepository {\n    func orders() async throws -> [Order] { [] }\n}\n")),
        ],
        nonTriggeringExamples: [
            Example("a generic base protocol named Repository alone is no repository of the Domain's",
                    ("Core/Architecture/Repository.swift", "protocol Repository {}\n"),
                    ("Domain/Orders/OrdersRepository.swift", "protocol OrdersRepository: Repository {\n    func orders() async throws -> [Order]\n}\n")),
            Example("the HTTP base protocol of Data's web repositories, and a generic database repository, which only Data names",
                    ("Data/WebAPI/WebRepository.swift", "protocol WebRepository {\n    var session: URLSession { get }\n    var baseURL: String { get }\n}\n"),
                    ("Data/WebAPI/CountriesAPI.swift", "protocol CountriesAPI: WebRepository {\n    func countries() async throws -> [CountryDTO]\n}\n"),
                    ("Data/Realm/RealmRepository.swift", "protocol Repository {\n    associatedtype Entity\n    func findAll() -> [Entity]\n}\n\nfinal class RealmRepository<T>: Repository {\n    func findAll() -> [T] { [] }\n}\n"),
                    ("Data/Realm/RealmTask.swift", "final class RealmTask {\n    let repository: RealmRepository<TaskObject>\n    init(repository: RealmRepository<TaskObject>) { self.repository = repository }\n}\n")),
            Example("a helper of Data named like a repository that only Data and the composition root name",
                    ("Data/Repositories/SessionRepository.swift", "protocol SessionRepository {\n    var accessToken: String? { get }\n}\n"),
                    ("Data/Repositories/DefaultCartRepository.swift", "final class DefaultCartRepository {\n    private let session: SessionRepository\n    init(session: SessionRepository) { self.session = session }\n}\n"),
                    ("DI/AppContainer.swift", "final class AppContainer {\n    let session: SessionRepository\n    init(session: SessionRepository) { self.session = session }\n}\n")),
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
        let namedOutsideData = RepositoryProtocolLocationRule.dataRepositoryProtocolsNamedOutsideData(project)
        // `Repository` itself, as `*Repository` reads with nothing before it: a generic base protocol.
        let bareNames = Set(project.configuration.roles[.repositoryProtocol].names.map { $0.pattern.replacingOccurrences(of: "*", with: "") })
        return { fileIndex, violations in
            guard let layer = project.layer(of: fileIndex), !layer.isCompositionRoot else { return }
            let source = project.files[fileIndex].source
            for (index, declaration) in source.declarations.enumerated() where declaration.kind.isType {
                let id = Project.DeclarationID(file: fileIndex, declaration: index)
                if declaration.kind == .protocol, layer.kind != .domain,
                   project.roles(of: id).contains(.repositoryProtocol), !bareNames.contains(declaration.name),
                   !(layer.kind == .data && !namedOutsideData.contains(id)) {
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

    /// The repository protocols of Data layers that a file of another layer names, the
    /// composition root aside (it names everything it wires): the ports the Domain or another
    /// layer depends on, declared on the wrong side. One only Data names (the HTTP base of the
    /// web repositories, a database's generic `Repository`, a helper between repositories) is
    /// the Data layer's own. One that is the type of a swift-dependencies value (`extension
    /// DependencyValues { var items: any ItemsRepository }`) is handed to the other layers by key
    /// path (`@Dependency(\.items)`), which names no type: it counts as named outside Data.
    static func dataRepositoryProtocolsNamedOutsideData(_ project: Project) -> Set<Project.DeclarationID> {
        var candidates = Set<Project.DeclarationID>()
        for file in project.files.indices where project.isKind(file, .data) {
            for (index, declaration) in project.files[file].source.declarations.enumerated() where declaration.kind == .protocol {
                let id = Project.DeclarationID(file: file, declaration: index)
                if project.roles(of: id).contains(.repositoryProtocol) { candidates.insert(id) }
            }
        }
        guard !candidates.isEmpty else { return [] }
        var named = Set<Project.DeclarationID>()
        for file in project.files.indices where !project.isCompositionRoot(file) {
            let source = project.files[file].source
            let inData = project.isKind(file, .data)
            for reference in source.references where !inData || isInDependencyValues(reference.owner, of: source) {
                named.formUnion(project.resolve(reference, in: file).filter(candidates.contains))
            }
        }
        return named
    }

    private static func isInDependencyValues(_ owner: Int32, of source: SourceFile) -> Bool {
        var current = owner
        while current >= 0 {
            let declaration = source.declarations[Int(current)]
            if declaration.kind == .extension, Project.lastComponent(declaration.name) == "DependencyValues" { return true }
            guard let parent = declaration.parent else { return false }
            current = parent
        }
        return false
    }
}
