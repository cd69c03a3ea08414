import ArchlintScan
import ArchlintModel

/// Mappers between DTOs and entities live in the Data layer.
struct MapperLocationRule: FileRule {
    init() {}

    static let description = RuleDescription(
        id: "mapper_location",
        name: "Mapper location",
        summary: "A DTO-to-entity mapper declared in Domain, or outside the Data layer while it converts to or from a Data type.",
        rationale: """
            Mapping a DTO to an entity is the Data layer's job: it is where the wire format is known, \
            where a mapping error is thrown, and what lets the Domain stay ignorant of DTOs. A mapper in \
            the Domain must name DTOs (a dependency outward); one in Presentation or Core drags Data \
            types there. A Presentation mapper that turns entities into view state is legitimate MVVM \
            and stays quiet. Mappers are types named `*Mapper`, types in `Mapper/` or `Mappers/` \
            folders, conversion functions such as `toDomain()` and `toDTO()` that name a DTO, and \
            whatever converts a Data type into an entity: `toGame()` in an extension of a Data type \
            returning an entity, `init(response:)` in an entity's extension taking a Data type. A \
            `toDto()` that builds a use case's own input type in the Domain is no DTO mapping.
            """,
        severity: .error,
        category: .clarity,
        triggeringExamples: [
            Example("a mapper of a DTO declared in Domain",
                    ("Data/DTO/UserDTO.swift", "struct UserDTO: Codable { let display_name: String }\n"),
                    ("Domain/Mappers/UserMapper.swift", "enum ↓UserMapper {\n    static func map(_ dto: UserDTO) -> User { User(name: dto.display_name) }\n}\n"),
                    ("Domain/User.swift", "struct User { let name: String }\n"),
                    message: "UserMapper is a mapper of UserDTO (layer Data) in layer Domain; it belongs in Data"),
            Example("an entity's conversion to the plain model a Data store saves, in Domain",
                    ("Data/Models/GameRecordInput.swift", "struct GameRecordInput { let title: String }\n"),
                    ("Domain/Game.swift", "struct Game {\n    let title: String\n    func ↓asRecordInput() -> GameRecordInput { GameRecordInput(title: title) }\n}\n")),
            Example("a Presentation extension converting a DTO",
                    ("Data/DTO/UserDTO.swift", "struct UserDTO: Codable { let display_name: String }\n"),
                    ("Presentation/UserDTO+Domain.swift", "extension UserRow {\n    func ↓toDTO() -> UserDTO { UserDTO(display_name: title) }\n}\n"),
                    ("Presentation/UserRow.swift", "struct UserRow { let title: String }\n")),
            Example("conversions of a Data type into an entity in Domain, whatever they are called",
                    ("Data/Models/GameResponse.swift", "struct GameResponse: Decodable { let name: String }\n"),
                    ("Domain/Game.swift", "struct Game { let name: String }\n"),
                    ("Domain/GameConversions.swift", "extension GameResponse {\n    func ↓toGame() -> Game { Game(name: name) }\n}\n\nextension Game {\n    ↓init(response: GameResponse) { self.init(name: response.name) }\n}\n")),
            Example("a generic mapper in Domain over the models it requires to be Codable",
                    ("Domain/Mappers/DomainMapper.swift", "protocol ↓DomainMapper {\n    associatedtype Model: Codable\n    associatedtype DomainModel\n    func modelToDomain(_ model: Model) -> DomainModel\n}\n\nfinal class ↓PagingMapper<T: Decodable> {\n    func page(_ items: [T]) -> [T] { items }\n}\n")),
        ],
        nonTriggeringExamples: [
            Example("a mapper in Data",
                    ("Data/DTO/UserDTO.swift", "struct UserDTO: Codable { let display_name: String }\n"),
                    ("Data/Mappers/UserMapper.swift", "enum UserMapper {\n    static func toDomain(_ dto: UserDTO) -> User { User(name: dto.display_name) }\n}\n"),
                    ("Domain/User.swift", "struct User { let name: String }\n")),
            Example("`toDto()` building a use case's input in Domain (no serialized DTO involved)",
                    ("Domain/Order.swift", "struct Order { let id: Int }\n"),
                    ("Domain/OrderDto.swift", "struct OrderDto { let id: Int }\n\nextension Order {\n    func toDto() -> OrderDto { OrderDto(id: id) }\n}\n")),
            Example("a Domain mapper from entities to a use case's own output model",
                    ("Domain/Movie.swift", "struct Movie { let title: String }\nstruct MovieDetails { let heading: String }\n"),
                    ("Domain/MovieDetailsMapper.swift", "struct MovieDetailsMapper {\n    func map(_ movie: Movie) -> MovieDetails { MovieDetails(heading: movie.title) }\n}\n")),
            Example("an async call that sends a Data request body and returns the entity is no conversion",
                    ("Data/StatusData.swift", "struct StatusData: Encodable { let text: String }\n"),
                    ("Domain/Status.swift", "struct Status { let id: String }\n"),
                    ("Presentation/PostingService.swift", "struct PostingService {\n    func postStatus(_ data: StatusData) async throws -> Status { Status(id: data.text) }\n}\n")),
            Example("a function that calls a Data client and returns entities is no conversion",
                    ("Data/MastodonClient.swift", "final class MastodonClient {\n    func get() async throws -> [Status] { [] }\n}\n"),
                    ("Domain/Status.swift", "struct Status { let id: String }\n"),
                    ("Presentation/TimelineFetcher.swift", "struct TimelineFetcher {\n    func fetchFirstPage(client: MastodonClient) async throws -> [Status] { try await client.get() }\n}\n")),
            Example("a Presentation mapper from entity to view state",
                    ("Domain/User.swift", "struct User { let name: String }\n"),
                    ("Presentation/UserRowMapper.swift", "enum UserRowMapper {\n    static func map(_ user: User) -> UserRow { UserRow(title: user.name) }\n}\n"),
                    ("Presentation/UserRow.swift", "struct UserRow { let title: String }\n")),
        ])

    func fileCheck(_ project: Project) -> FileCheck {
        let conversions = Set(project.configuration.roles[.mapper].functions)
        let dataLayer = project.adviceName(for: .data)
        let serialization = project.namesStandingFor(["Codable", "Decodable", "Encodable"])
        return { fileIndex, violations in
            guard let layer = project.layer(of: fileIndex), layer.kind != .data, !layer.isCompositionRoot else { return }
            let inDomain = layer.kind == .domain
            let source = project.files[fileIndex].source
            // Per declaration: is it, or a type it is nested in, a reported mapper? Parents come
            // before their members, so a member reads its parent's final answer.
            var withinReportedMapper = [Bool](repeating: false, count: source.declarations.count)
            for (index, declaration) in source.declarations.enumerated() {
                if let parent = declaration.parent { withinReportedMapper[index] = withinReportedMapper[Int(parent)] }
                let id = Project.DeclarationID(file: fileIndex, declaration: index)
                let isMapperType = declaration.kind.isNominal && project.roles(of: id).contains(.mapper)
                let isFunction = declaration.kind == .func || declaration.kind == .`init`
                guard isMapperType || isFunction, !withinReportedMapper[index] else { continue }
                let dataType = extendedDataType(of: declaration, fileIndex: fileIndex, project: project)
                    ?? dataTypeNamed(within: index, fileIndex: fileIndex, project: project)
                if isMapperType {
                    // A Domain mapper between its own entities and a use case's output model is
                    // the Domain's business; one that knows a wire or storage model is not.
                    guard dataType != nil || (inDomain && (namesDTO(within: index, fileIndex: fileIndex, project: project)
                        || mapsSerializedModels(declaration, in: source, serialization: serialization))) else { continue }
                } else if conversions.contains(declaration.name) {
                    // `toDto()` of a Domain type that builds a use case's input is no DTO mapping.
                    guard dataType != nil || namesDTO(within: index, fileIndex: fileIndex, project: project) else { continue }
                } else {
                    // Whatever it is called: `toGame()` of a Data type's extension returning an
                    // entity, `init(response:)` of an entity's extension taking a Data type. An
                    // `async` function that takes a request body and returns an entity is a call
                    // to the server, not a conversion.
                    guard dataType != nil, !isAsync(declaration, in: source),
                          convertsBetweenDataAndEntity(declaration, index: index, fileIndex: fileIndex, project: project) else { continue }
                }
                let function = "\(declaration.kind == .`init` ? "init" : declaration.name)()"
                let what: String
                switch (isMapperType, dataType) {
                case let (true, data?): what = "\(declaration.name) is a mapper of \(data.name) (layer \(data.layer))"
                case (true, nil): what = "\(declaration.name) is a mapper"
                case let (false, data?): what = "\(function) converts \(data.name) (layer \(data.layer))"
                case (false, nil): what = "\(function) is a conversion"
                }
                violations.append(Violation(
                    file: fileIndex, token: source.tokens[Int(declaration.nameToken)], in: source,
                    message: "\(what) in layer \(layer.name); it belongs in \(dataType?.layer ?? dataLayer)",
                    subject: "declaration \(declaration.qualifiedName)"))
                // A mapper type, or an extension of conversions, is one finding.
                if isMapperType { withinReportedMapper[index] = true }
                if !isMapperType, let parent = declaration.parent, source.declarations[Int(parent)].kind == .extension {
                    withinReportedMapper[Int(parent)] = true
                }
            }
        }
    }

    /// Does a function turn a Data type into a Domain entity or back: what it starts from (the
    /// type its extension extends, its parameters) and what it makes (its return type, or for an
    /// `init` the extended type) are one of each?
    private func convertsBetweenDataAndEntity(_ declaration: Declaration, index: Int, fileIndex: Int, project: Project) -> Bool {
        let (inputs, outputs) = project.conversionEnds(of: index, in: fileIndex)
        func isEntity(_ candidates: [Project.DeclarationID]) -> Bool {
            !candidates.isEmpty && candidates.allSatisfy { project.roles(of: $0).contains(.entity) }
        }
        func isData(_ candidates: [Project.DeclarationID]) -> Bool {
            Self.dataLayer(of: candidates, project: project) != nil
        }
        return (inputs.contains(where: isData) && outputs.contains(where: isEntity))
            || (inputs.contains(where: isEntity) && outputs.contains(where: isData))
    }

    /// A generic mapper over wire models: `protocol DomainMapper { associatedtype Model: Codable }`,
    /// `class PagingMapper<T: Decodable>`. Its header or an associated type requires what it maps
    /// to be serialized.
    private func mapsSerializedModels(_ declaration: Declaration, in source: SourceFile, serialization: Set<String>) -> Bool {
        guard let open = declaration.bodyOpen, let body = declaration.bodyTokens else { return false }
        // The header: `<T: Decodable>`, `where T: Codable`.
        if (Int(declaration.nameToken)..<Int(open)).contains(where: { serialization.contains(source.text(ofToken: $0)) }) { return true }
        var index = body.lowerBound
        while index < body.upperBound {
            defer { index += 1 }
            guard source.token(index, is: "associatedtype") else { continue }
            // `associatedtype Model: Codable & Hashable`: the constraints up to the line's end.
            let line = source.position(of: source.tokens[index]).line
            var next = index + 1
            while next < body.upperBound, source.position(of: source.tokens[next]).line == line {
                if serialization.contains(source.text(ofToken: next)) { return true }
                next += 1
            }
        }
        return false
    }

    /// `func post(_ body: StatusData) async throws -> Status`: `async` among the effects of the
    /// header, outside its parameter list.
    private func isAsync(_ declaration: Declaration, in source: SourceFile) -> Bool {
        let end = Int(declaration.bodyOpen ?? Int32(min(source.tokens.count, Int(declaration.nameToken) + 256)))
        var depth = 0
        for token in Int(declaration.nameToken)..<end {
            if source.token(token, is: "(") { depth += 1 } else if source.token(token, is: ")") { depth -= 1 } else if depth == 0, source.keyword(at: token) == .async { return true }
        }
        return false
    }

    /// Does a declaration name a DTO (of any layer: a serialized `*DTO` declared in Domain is one)?
    private func namesDTO(within declaration: Int, fileIndex: Int, project: Project) -> Bool {
        project.typeUses(in: fileIndex, within: declaration).contains { use in
            use.candidates.allSatisfy { project.roles(of: $0).contains(.dto) }
        }
    }

    /// `extension UserDTO { func toDomain() … }`: the Data type a conversion's extension extends, and its layer.
    private func extendedDataType(of declaration: Declaration, fileIndex: Int, project: Project) -> (name: String, layer: String)? {
        guard let parent = declaration.parent else { return nil }
        let parentID = Project.DeclarationID(file: fileIndex, declaration: Int(parent))
        guard project.declaration(parentID).kind == .extension else { return nil }
        let extended = project.extendedTypes(of: parentID)
        guard let layer = Self.dataLayer(of: extended, project: project) else { return nil }
        return (project.declaration(parentID).name, layer)
    }

    /// The first type of a Data layer named inside a declaration (its header, body and members), and its layer.
    private func dataTypeNamed(within declaration: Int, fileIndex: Int, project: Project) -> (name: String, layer: String)? {
        let source = project.files[fileIndex].source
        for use in project.typeUses(in: fileIndex, within: declaration) {
            if let layer = Self.dataLayer(of: use.candidates, project: project) { return (source.name(of: use.reference), layer) }
        }
        return nil
    }

    /// The layer of the first of `candidates` when every one is a model of a Data layer: a DTO, or
    /// a plain value of no other role (`GameEntityRequest`, what a store saves). A client, a
    /// service or a repository of Data is what a function calls, not what it converts.
    private static func dataLayer(of candidates: [Project.DeclarationID], project: Project) -> String? {
        guard let first = candidates.first, candidates.allSatisfy({ candidate in
            let roles = project.roles(of: candidate)
            return project.isKind(candidate.file, .data)
                && (roles.contains(.dto) || (roles.isEmpty && project.declaration(candidate).kind == .struct))
        }) else { return nil }
        return project.layerName(of: first.file)
    }
}
