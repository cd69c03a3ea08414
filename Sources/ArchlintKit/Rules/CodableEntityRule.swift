import ArchlintModel

/// Domain entities are not serialization formats.
struct CodableEntityRule: FileRule {
    init() {}

    static let description = RuleDescription(
        id: "codable_entity",
        name: "Codable entity",
        summary: "A Domain entity conforms to Codable, Encodable or Decodable.",
        rationale: """
            An entity models the business; `Codable` ties it to one JSON or storage shape, so a renamed \
            API field or a new cache format forces a change in the Domain, and coding keys and \
            custom decoders creep into business types. DTOs in the Data layer handle serialization \
            and mappers turn them into entities. The rule sees the conformance wherever it is \
            written: on the declaration, in an extension anywhere in the project, through a \
            typealias (`typealias Model = Codable & Hashable`) or through a project protocol that \
            refines Codable. An error type (one that conforms to `Error`) is no entity; a project \
            that declares its own `Error` or `Encodable` means that one by the name, not Swift's.
            """,
        severity: .error,
        category: .complexity,
        options: [RuleOption("serializationProtocols", "the protocols that make a type serialized",
                             builtIn: ["Codable", "Encodable", "Decodable"])],
        triggeringExamples: [
            Example("Codable on the entity",
                    ("Domain/Entities/User.swift", "struct User: ↓Codable, Equatable {\n    let id: String\n}\n"),
                    message: "User, an entity of layer Domain, conforms to Codable"),
            Example("Codable qualified by the standard library's module",
                    ("Domain/Entities/City.swift", "struct City: Hashable, Swift.↓Codable {\n    let name: String\n}\n")),
            Example("Decodable added by an extension in another layer",
                    ("Domain/Entities/Badge.swift", "struct Badge { let name: String }\n"),
                    ("Data/Badge+Decodable.swift", "extension Badge: ↓Decodable {}\n")),
            Example("through a typealias or a protocol refining Codable",
                    ("Core/Model.swift", "typealias Serializable = Codable & Hashable\nprotocol Persistable: Codable {}\n"),
                    ("Domain/Order.swift", "struct Order: ↓Serializable { let id: Int }\nstruct Invoice: ↓Persistable { let id: Int }\n")),
            Example("Codable added in the app target, which also imports a Data module with an internal `User` of its own",
                    ("Package.swift", "let package = Package(name: \"App\", targets: [.target(name: \"Domain\"), .target(name: \"Data\", dependencies: [\"Domain\"]), .target(name: \"App\", dependencies: [\"Domain\", \"Data\"])])\n"),
                    ("Sources/Data/User.swift", "struct User: Decodable {\n    let id: String\n}\n"),
                    ("Sources/Domain/User.swift", "public struct User {\n    public let id: String\n}\n"),
                    ("Sources/App/User+Codable.swift", "import Domain\nimport Data\n\nextension User: ↓Codable {}\n")),
            Example("Encodable and Decodable on one entity: one finding, at the first",
                    ("Domain/Entities/Tag.swift", "struct Tag: ↓Encodable, Decodable, Hashable { let name: String }\n")),
            Example("the project's own protocol named Error is not Swift's: what conforms to it is an entity like any other",
                    ("Core/Error.swift", "protocol Error {\n    var message: String { get }\n}\n"),
                    ("Domain/Entities/Notice.swift", "struct Notice: Error, ↓Codable {\n    let message: String\n}\n")),
        ],
        nonTriggeringExamples: [
            Example("the project's own protocol named Encodable is not the standard library's",
                    ("Core/Encodable.swift", "protocol Encodable {\n    func encoded() -> [String: String]\n}\n"),
                    ("Domain/Entities/Post.swift", "struct Post { let title: String }\n\nextension Post: Encodable {\n    func encoded() -> [String: String] { [\"title\": title] }\n}\n")),
            Example("an error type of the Domain is no entity, even Codable",
                    ("Domain/Errors/LoginFailure.swift", "struct LoginFailure: Error, Codable {\n    let code: Int\n}\n")),
            Example("Codable belongs on the DTO",
                    ("Data/DTO/UserDTO.swift", "struct UserDTO: Codable { let id: String }\n"),
                    ("Domain/Entities/User.swift", "struct User: Equatable { let id: String }\n")),
            Example("a DTO decoded in an extension, which keeps its memberwise initializer",
                    ("Data/DTO/UserDTO.swift", "struct UserDTO {\n    let id: String\n}\n\nextension UserDTO: Decodable {\n    init(from decoder: Decoder) throws {\n        id = try decoder.singleValueContainer().decode(String.self)\n    }\n}\n")),
            Example("a commented-out conformance",
                    ("Domain/Entities/User.swift", "struct User { let id: String }\n// extension User: Codable {}\n")),
        ])

    func fileCheck(_ project: Project) -> FileCheck {
        let settings = project.configuration.rules[Self.description.id]
        let serialization = project.namesStandingFor(Set(settings?.strings(Self.description.options[0].name) ?? ["Codable", "Encodable", "Decodable"]))
        return { fileIndex, violations in
            let source = project.files[fileIndex].source
            for (index, declaration) in source.declarations.enumerated() {
                let id = Project.DeclarationID(file: fileIndex, declaration: index)
                let conformances = declaration.inherits.filter { serialization.contains($0) }
                guard !conformances.isEmpty else { continue }
                let entity: Project.DeclarationID
                if declaration.kind == .extension {
                    guard let extended = project.extendedTypes(of: id).first(where: { isEntity($0, project) }) else { continue }
                    entity = extended
                } else {
                    guard isEntity(id, project) else { continue }
                    entity = id
                }
                let name = project.declaration(entity).qualifiedName
                let layer = project.layerName(of: entity.file) ?? ""
                // `Encodable, Decodable` on one type is one problem, said once at the first.
                let via = conformances.allSatisfy(["Codable", "Encodable", "Decodable"].contains) ? "" : " (a Codable alias or refinement)"
                let listed = conformances.joined(separator: " and ")
                var violation = Violation(
                    file: fileIndex, token: project.inheritedNameToken(conformances[0], of: id), in: project.files[id.file].source,
                    message: "\(name), an entity of layer \(layer), conforms to \(listed)\(via)",
                    subject: "\(name): \(conformances[0])")
                violation.foldedSubjects = conformances.dropFirst().map { "\(name): \($0)" }
                violations.append(violation)
            }
        }
    }

    private func isEntity(_ id: Project.DeclarationID, _ project: Project) -> Bool {
        project.isKind(id.file, .domain) && project.roles(of: id).contains(.entity)
    }
}
