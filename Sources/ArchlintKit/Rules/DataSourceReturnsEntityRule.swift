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
        triggeringExamples: [
            Example("the API data source maps to the entity itself",
                    ("Domain/Movie.swift", "struct Movie { let title: String }\n"),
                    ("Data/MoviesAPIDataSource.swift", "final class MoviesAPIDataSource {\n    func popular() async throws -> [↓Movie] { [] }\n}\n")),
            Example("a data source that keeps a store, not the entities, in its properties: the stored format is the store's",
                    ("Domain/Movie.swift", "struct Movie { let title: String }\n"),
                    ("Data/MovieLocalDataSource.swift", "protocol MovieLocalDataSource {\n    func movie(withID id: Int) async -> ↓Movie?\n}\n"),
                    ("Data/RealmMovieLocalDataSource.swift", "final class RealmMovieLocalDataSource: MovieLocalDataSource {\n    private let realm: Realm\n    init(realm: Realm) { self.realm = realm }\n    func movie(withID id: Int) async -> ↓Movie? { nil }\n}\n")),
            Example("a store of any name that reads files is a data source, and so is its protocol",
                    ("Domain/Bag.swift", "struct Bag { let items: [String] }\n"),
                    ("Data/BagStore.swift", "protocol BagStore {\n    func bag() -> ↓Bag\n}\n"),
                    ("Data/FileBagStore.swift", "struct FileBagStore: BagStore {\n    let url: URL\n    func bag() -> ↓Bag {\n        let data = FileManager.default.contents(atPath: url.path)\n        return Bag(items: data.map { [String(decoding: $0, as: UTF8.self)] } ?? [])\n    }\n}\n")),
            Example("the client a repository holds is the source it reads, whatever its name",
                    ("Domain/User.swift", "struct User { let email: String }\n"),
                    ("Domain/SessionRepository.swift", "protocol SessionRepository {\n    func signIn(email: String) async throws -> User\n}\n"),
                    ("Data/AuthClient.swift", "protocol AuthClient {\n    func login(email: String) async throws -> ↓User\n}\n"),
                    ("Data/DefaultSessionRepository.swift", "final class DefaultSessionRepository: SessionRepository {\n    private let authClient: AuthClient\n    init(authClient: AuthClient) { self.authClient = authClient }\n    func signIn(email: String) async throws -> User { try await authClient.login(email: email) }\n}\n")),
            Example("a private helper's entity is the method's that hands it out, reported there",
                    ("Domain/Item.swift", "struct Item { let id: String }\n"),
                    ("Data/ItemsLocalDataSource.swift", "final class ItemsLocalDataSource {\n    let defaults = UserDefaults.standard\n    func items() -> [↓Item] { [] }\n    private func convertToDomain(_ record: ItemRecord) -> Item { Item(id: record.id) }\n}\n")),
            Example("a private helper that builds the entity stands for a data source that hands entities out by a property",
                    ("Domain/Session.swift", "struct Session { let token: String }\n"),
                    ("Data/SessionStore.swift", "final class SessionStore {\n    let defaults = UserDefaults.standard\n    private(set) lazy var session = loadSnapshot()\n    private func loadSnapshot() -> ↓Session? { nil }\n}\n")),
            Example("an entity handed to the completion handler is handed out as a return value is",
                    ("Domain/Post.swift", "struct Post { let title: String }\n"),
                    ("Data/PostService.swift", "final class PostService {\n    let session = URLSession.shared\n    func fetchPosts(completion: @escaping (Result<[↓Post], Error>) -> Void) {}\n}\n")),
            Example("the methods an extension of the data source declares",
                    ("Domain/Character.swift", "struct Character { let name: String }\n"),
                    ("Data/CoreDataCharactersStorage.swift", "final class CoreDataCharactersStorage {\n    let container = NSPersistentContainer(name: \"Marvel\")\n}\n\nextension CoreDataCharactersStorage {\n    func favorites() -> [↓Character] { [] }\n}\n")),
            Example("an internal helper is part of what the data source hands out",
                    ("Domain/Item.swift", "struct Item { let id: String }\n"),
                    ("Data/ItemsLocalDataSource.swift", "final class ItemsLocalDataSource {\n    let defaults = UserDefaults.standard\n    func convertToDomain(_ record: ItemRecord) -> ↓Item { Item(id: record.id) }\n}\n")),
        ],
        nonTriggeringExamples: [
            Example("an entity the data source takes in, and a callback that receives only an error",
                    ("Domain/Post.swift", "struct Post { let title: String }\n"),
                    ("Data/PostService.swift", "final class PostService {\n    let session = URLSession.shared\n    func save(_ post: Post, completion: @escaping (Error?) -> Void) {}\n}\n")),
            Example("an in-memory cache and its protocol hand back the entity they were given",
                    ("Domain/Movie.swift", "struct Movie { let title: String }\n"),
                    ("Data/MovieLocalDataSource.swift", "protocol MovieLocalDataSource {\n    func movie(withID id: Int) async -> Movie?\n    func setMovie(_ movie: Movie, withID id: Int) async\n}\n"),
                    ("Data/InMemoryMovieLocalDataSource.swift", "actor InMemoryMovieLocalDataSource: MovieLocalDataSource {\n    private var movies: [Int: Movie] = [:]\n    func movie(withID id: Int) async -> Movie? { movies[id] }\n    func setMovie(_ movie: Movie, withID id: Int) async { movies[id] = movie }\n}\n")),
            Example("the data source returns DTOs; the repository maps",
                    ("Domain/Movie.swift", "struct Movie { let title: String }\n"),
                    ("Data/MovieDTO.swift", "struct MovieDTO: Decodable { let title: String }\n"),
                    ("Data/MoviesAPIDataSource.swift", "final class MoviesAPIDataSource {\n    func popular() async throws -> [MovieDTO] { [] }\n}\n"),
                    ("Data/DefaultMoviesRepository.swift", "final class DefaultMoviesRepository {\n    func popular() async throws -> [Movie] { [] }\n}\n")),
            Example("the entity goes in as an argument; what comes back is the DTO",
                    ("Domain/Movie.swift", "struct Movie { let title: String }\n"),
                    ("Data/MovieDTO.swift", "struct MovieDTO: Codable { let title: String }\n"),
                    ("Data/MoviesAPIDataSource.swift", "final class MoviesAPIDataSource {\n    func rate(_ movie: Movie, stars: Int) async throws -> MovieDTO { MovieDTO(title: movie.title) }\n}\n")),
            Example("a requirement's return type stops at the next requirement, even one led by an attribute",
                    ("Domain/Movie.swift", "struct Movie { let title: String }\n"),
                    ("Data/MovieDTO.swift", "struct MovieDTO: Codable { let title: String }\n"),
                    ("Data/MoviesRemoteDataSource.swift", "protocol MoviesRemoteDataSource {\n    func popular() async throws -> [MovieDTO]\n    @discardableResult func rate(_ movie: Movie, stars: Int) async throws -> MovieDTO\n}\n")),
            Example("a data source protocol declared in the Domain (datasource_protocol_location reports where it lives)",
                    ("Domain/Movie.swift", "struct Movie { let title: String }\n"),
                    ("Domain/MoviesDataSource.swift", "protocol MoviesDataSource {\n    func popular() async throws -> [Movie]\n}\n")),
            Example("a service of Data that reaches no store and no API only shapes values: no data source",
                    ("Domain/Movie.swift", "struct Movie { let title: String }\n"),
                    ("Data/MovieTitleService.swift", "struct MovieTitleService {\n    func titled(_ movie: Movie) -> Movie { Movie(title: movie.title.capitalized) }\n}\n")),
            Example("a Data type that reaches a store for a Domain protocol is the adapter of the Domain's port: it speaks the Domain's types",
                    ("Domain/Token.swift", "struct Token { let value: String }\n"),
                    ("Domain/TokenStore.swift", "protocol TokenStore {\n    func token() -> Token?\n}\n"),
                    ("Data/DefaultsTokenStore.swift", "struct DefaultsTokenStore: TokenStore {\n    func token() -> Token? {\n        UserDefaults.standard.string(forKey: \"token\").map(Token.init)\n    }\n}\n")),
            Example("a repository that reaches the API itself stays the repository",
                    ("Domain/Movie.swift", "struct Movie { let title: String }\n"),
                    ("Domain/MoviesRepository.swift", "protocol MoviesRepository {\n    func popular() async throws -> [Movie]\n}\n"),
                    ("Data/MovieCatalog.swift", "final class MovieCatalog: MoviesRepository {\n    let session: URLSession\n    init(session: URLSession) { self.session = session }\n    func popular() async throws -> [Movie] { [] }\n}\n")),
        ])

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
