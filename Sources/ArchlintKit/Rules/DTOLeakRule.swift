import ArchlintScan
import ArchlintModel

/// DTOs, API and database models stay in the Data layer.
package struct DTOLeakRule: FileRule {
    package init() {}

    package static let description = RuleDescription(
        id: "dto_leak",
        name: "DTO leak",
        summary: "A DTO, API or database model of the Data layer is named in Domain or Presentation, or declared in Domain.",
        rationale: """
            A DTO mirrors a wire or storage format that the app does not control: field names like \
            `display_name`, optional everything, server quirks. Repositories map DTOs to entities so that \
            the Domain and the screens speak the app's own language; when a DTO crosses into Domain (a \
            repository protocol returning `UserDTO`) or Presentation (a view model holding API models), \
            every change of the API ripples through business rules and UI. A DTO is known by what it \
            does, not by its name: a Data type that is serialized or stored (Codable, directly, in an \
            extension in any file or through a protocol or typealias that stands for it; ObjectMapper \
            and HandyJSON models; `NSManagedObject`, Realm objects, GRDB records, SwiftData `@Model`), a \
            type nested in one, and a namespace enum holding only such types. A type only named or filed \
            like one (`*Response`, `*Request`, `DTO/`) is not: an endpoint enum or a request builder \
            named by the Domain is a `dependency_rule` finding. A serialized envelope declared in the \
            Domain (`SearchResponse<T>: Decodable`) is a DTO declared there. A project's own protocol \
            named `Encodable` is not Swift's.
            """,
        severity: .error,
        category: .complexity,
        triggeringExamples: [
            Example("a repository protocol in Domain returns a DTO",
                    ("Data/DTO/UserDTO.swift", "struct UserDTO: Codable { let display_name: String }\n"),
                    ("Domain/UserRepository.swift", "protocol UserRepository {\n    func user(id: String) async throws -> ↓UserDTO\n}\n"),
                    message: "Domain must not name UserDTO, a DTO (layer Data, UserDTO.swift:1)"),
            Example("a view model holds API models",
                    ("Data/API/TodoAPIEntity.swift", "struct TodoAPIEntity: Decodable { let title: String }\n"),
                    ("Presentation/TodoViewModel.swift", "final class TodoViewModel {\n    var payload: [↓TodoAPIEntity] = []\n}\n")),
            Example("the DTOs of one signature line are one finding, at the first",
                    ("Data/DTO/UserDTO.swift", "struct UserDTO: Codable { let id: Int }\nstruct PostDTO: Codable { let id: Int }\n"),
                    ("Presentation/FeedViewModel.swift", "final class FeedViewModel {\n    var pages: [(↓UserDTO, [PostDTO])] = []\n}\n")),
            Example("a DTO declared in Domain",
                    ("Domain/Models/OrderDTO.swift", "struct ↓OrderDTO: Codable { let id: Int }\n")),
            Example("a serialized envelope declared in Domain",
                    ("Domain/Search/SearchResponse.swift", "struct ↓SearchResponse<Item: Decodable>: Decodable {\n    let results: [Item]\n}\n")),
            Example("a Data model made Decodable by an extension in another file",
                    ("Data/Models/Post.swift", "struct Post { let title: String }\n"),
                    ("Data/Models/Post+Decodable.swift", "extension Post: Decodable {}\n"),
                    ("Presentation/FeedViewModel.swift", "final class FeedViewModel {\n    var posts: [↓Post] = []\n}\n")),
            Example("a namespace enum of SwiftData models is named with them",
                    ("Data/Database/DBModel.swift", "import SwiftData\n\nenum DBModel {}\n\nextension DBModel {\n    @Model final class Country {\n        var name: String\n        init(name: String) { self.name = name }\n    }\n}\n"),
                    ("Presentation/CountriesView.swift", "struct CountriesView {\n    let countries: [↓DBModel.Country]\n}\n")),
            Example("a view model holds a Codable API model of the Data layer, whatever its name",
                    ("Data/Models/Result.swift", "struct Result: Decodable { let title: String }\n"),
                    ("Presentation/SearchViewModel.swift", "final class SearchViewModel {\n    var results: [↓Result] = []\n}\n")),
        ],
        nonTriggeringExamples: [
            Example("the repository implementation maps the DTO in Data",
                    ("Data/DTO/UserDTO.swift", "struct UserDTO: Codable { let display_name: String }\n"),
                    ("Data/DefaultUserRepository.swift", "struct DefaultUserRepository {\n    func map(_ dto: UserDTO) -> User { User(name: dto.display_name) }\n}\n"),
                    ("Domain/User.swift", "struct User { let name: String }\n")),
            Example("a DTO's name in a comment or a string",
                    ("Data/DTO/UserDTO.swift", "struct UserDTO: Codable { let id: Int }\n"),
                    ("Presentation/UserView.swift", "// UserDTO never reaches this screen\nlet note = \"not a UserDTO\"\n")),
            Example("a use case's input named like a DTO, declared in Domain and not serialized",
                    ("Domain/SignIn/SignInDto.swift", "struct SignInDto {\n    let email: String\n    let password: String\n}\n"),
                    ("Domain/SignIn/SignInUseCase.swift", "struct SignInUseCase {\n    func execute(_ input: SignInDto) throws {}\n}\n"),
                    ("Presentation/SignInViewModel.swift", "final class SignInViewModel {\n    func submit() { _ = SignInDto(email: \"\", password: \"\") }\n}\n")),
            Example("an endpoint named like a request, never serialized, is no DTO (Domain naming it is a dependency_rule finding)",
                    ("Data/API/MoviesRequest.swift", "enum MoviesRequest {\n    case popular(page: Int)\n    var path: String { \"/movie/popular\" }\n}\n"),
                    ("Presentation/MoviesViewModel.swift", "final class MoviesViewModel {\n    let request = MoviesRequest.popular(page: 1)\n}\n")),
            Example("a Data type conforming to the project's own protocol named Encodable is not serialized",
                    ("Core/Encodable.swift", "protocol Encodable {\n    func encoded() -> String\n}\n"),
                    ("Data/Models/Draft.swift", "struct Draft: Encodable {\n    let text: String\n    func encoded() -> String { text }\n}\n"),
                    ("Presentation/EditorViewModel.swift", "final class EditorViewModel {\n    var draft: Draft?\n}\n")),
            Example("the composition root may name anything",
                    ("Data/DTO/UserDTO.swift", "struct UserDTO: Codable { let id: Int }\n"),
                    ("DI/AppContainer.swift", "final class AppContainer { let sample: UserDTO? = nil }\n")),
        ])

    package func fileCheck(_ project: Project) -> FileCheck {
        let dataLayer = project.adviceName(for: .data)
        return { fileIndex, violations in
            guard let kind = project.kind(of: fileIndex), LayerKind.reachedByNoDTO.contains(kind),
                  let layer = project.layer(of: fileIndex) else { return }
            let source = project.files[fileIndex].source
            var reported = Set<String>()
            var names: [ReportedName] = []
            for use in project.typeUses(in: fileIndex) {
                let reference = use.reference, candidates = use.candidates
                let name = source.name(of: reference)
                guard project.isDTOLeak(candidates, into: layer),
                      reported.insert("\(reference.line) \(name)").inserted else { continue }
                let dtoLayer = project.layerName(of: candidates[0].file) ?? dataLayer
                names.append(ReportedName(token: source.tokens[Int(reference.token)], name: name,
                                          detail: ", a DTO (layer \(dtoLayer), \(project.shortLocation(of: candidates[0])))",
                                          cause: dtoLayer, targetLayer: dtoLayer, declaration: candidates[0]))
            }
            violations += ReportedName.foldedByLine(names, file: fileIndex, in: source) { "\(layer.name) must not name \($0)" }
            guard kind == .domain else { return }
            for (index, declaration) in source.declarations.enumerated() where declaration.kind.isNominal {
                let id = Project.DeclarationID(file: fileIndex, declaration: index)
                // A DTO only by its framework base class (NSManagedObject) is entity_framework_type's to report.
                guard project.roles(of: id).contains(.dto), !isDTOByInheritanceOnly(declaration, file: fileIndex, project: project) else { continue }
                if let parent = declaration.parent,
                   project.roles(of: Project.DeclarationID(file: fileIndex, declaration: Int(parent))).contains(.dto) { continue }
                violations.append(Violation(
                    file: fileIndex, token: source.tokens[Int(declaration.nameToken)], in: source,
                    message: "\(declaration.name) is a DTO declared in layer \(layer.name); it belongs in \(dataLayer)",
                    subject: "declaration \(declaration.qualifiedName)"))
            }
        }
    }

    private func isDTOByInheritanceOnly(_ declaration: Declaration, file: Int, project: Project) -> Bool {
        let convention = project.configuration.roles[.dto]
        let folders = project.files[file].projectPath.split(separator: "/").dropLast().map { $0.lowercased() }
        return !convention.names.matchesAny(declaration.name)
            && !folders.contains(where: { folder in convention.folders.contains { $0.lowercased() == folder } })
            && declaration.inherits.contains(where: convention.inherits.contains)
    }
}
