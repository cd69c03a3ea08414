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
            becomes a pass-through.
            """,
        severity: .warning,
        triggeringExamples: [
            Example("the API data source maps to the entity itself",
                    ("Domain/Movie.swift", "struct Movie { let title: String }\n"),
                    ("Data/MoviesAPIDataSource.swift", "final class MoviesAPIDataSource {\n    func popular() async throws -> [↓Movie] { [] }\n}\n")),
        ],
        nonTriggeringExamples: [
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
        ])

    func fileCheck(_ project: Project) -> FileCheck {
        return { fileIndex, violations in
            guard project.isKind(fileIndex, .data) else { return }
            let source = project.files[fileIndex].source
            // Declaration starts and references in token order, made once per file that has a data
            // source, so that each function's return type is found by binary search (the parser lists
            // declarations as it completes them, which malformed code can shuffle: they are sorted here).
            var declarationStarts: [Int] = []
            var referencesInOrder: [Reference] = []
            for (index, declaration) in source.declarations.enumerated() where declaration.kind.isType {
                guard project.roles(of: Project.DeclarationID(file: fileIndex, declaration: index)).contains(.dataSource) else { continue }
                if declarationStarts.isEmpty {
                    declarationStarts = source.declarations.map { Int($0.firstToken) }.sorted()
                    referencesInOrder = source.references.sorted { $0.token < $1.token }
                }
                for member in project.members(of: index, in: fileIndex) where member.declaration.kind == .func {
                    guard var returnType = source.returnTypeTokens(of: member.declaration) else { continue }
                    // A requirement without a body ends where the next declaration begins (an attribute on
                    // the same line as the next `func` does not stop the return type's scan).
                    let afterName = declarationStarts.partitioningIndex { $0 > Int(member.declaration.nameToken) }
                    let next = afterName < declarationStarts.endIndex ? declarationStarts[afterName] : returnType.upperBound
                    returnType = returnType.clamped(to: returnType.lowerBound..<max(returnType.lowerBound, next))
                    let first = referencesInOrder.partitioningIndex { Int($0.token) >= returnType.lowerBound }
                    for reference in referencesInOrder[first...].prefix(while: { Int($0.token) < returnType.upperBound }) {
                        let name = source.name(of: reference)
                        guard let entities = project.resolvesToRole(reference, .entity, in: fileIndex),
                              entities.allSatisfy({ project.isKind($0.file, .domain) }) else { continue }
                        violations.append(Violation(
                            file: fileIndex, token: source.tokens[Int(reference.token)], in: source,
                            message: "\(declaration.name).\(member.declaration.name) returns \(name), an entity "
                                + project.layerOfDeclaration(in: entities[0].file),
                            subject: "\(declaration.name).\(member.declaration.name) -> \(name)"))
                    }
                }
            }
        }
    }
}
