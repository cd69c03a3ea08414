import ArchlintScan
import ArchlintModel

/// Entities are plain Swift: no persistence or UI framework in their type.
struct EntityFrameworkTypeRule: FileRule {
    init() {}

    static let description = RuleDescription(
        id: "entity_framework_type",
        name: "Entity framework type",
        summary: "A Domain entity that is an NSManagedObject, a SwiftData @Model, a Realm Object, an ObservableObject or @Observable.",
        rationale: """
            An entity that subclasses NSManagedObject or is a SwiftData @Model is a row in a store: it \
            needs a context to exist, changes under the use case's feet and cannot be tested without \
            the framework. One that is ObservableObject or @Observable is view state. Either way the \
            Domain now depends on a framework and a layer it must not know. Keep entities plain \
            structs; let the Data layer keep its persistence models and map them, and the \
            Presentation layer keep observable view models.
            """,
        severity: .error,
        category: .complexity,
        triggeringExamples: [
            Example("a Core Data class as the entity",
                    ("Domain/Entities/Note.swift", "import CoreData\n\nfinal class Note: ↓NSManagedObject {\n    @NSManaged var text: String\n}\n"),
                    message: "Note, an entity of layer Domain, is an NSManagedObject"),
            Example("SwiftData and Observation in the Domain",
                    ("Domain/Entities/Task.swift", "↓@Model\nfinal class Task {\n    var title = \"\"\n}\n\n↓@Observable\nfinal class Timer {\n    var seconds = 0\n}\n")),
            Example("an extension that makes the entity observable",
                    ("Domain/Entities/Basket.swift", "final class Basket {\n    var items: [String] = []\n}\n\nextension Basket: ↓ObservableObject {}\n")),
        ],
        nonTriggeringExamples: [
            Example("a plain entity, and the persistence model in Data",
                    ("Domain/Entities/Note.swift", "struct Note: Equatable { let text: String }\n"),
                    ("Data/Store/NoteRecord.swift", "import CoreData\n\nfinal class NoteRecord: NSManagedObject {\n    @NSManaged var text: String\n}\n")),
            Example("@Observable view state in Presentation, not the Domain",
                    ("Presentation/Timer/TimerState.swift", "import Observation\n\n@Observable\nfinal class TimerState {\n    var seconds = 0\n}\n")),
            Example("a type of any name that implements a Domain repository protocol is a repository filed in the Domain, no entity (repository_protocol_location reports where it is)",
                    ("Domain/NotesRepository.swift", "protocol NotesRepository {\n    func notes() -> [Note]\n}\n"),
                    ("Domain/NoteStore.swift", "final class NoteStore: ObservableObject, NotesRepository {\n    @Published private var cached: [Note] = []\n    func notes() -> [Note] { cached }\n}\n")),
            Example("an extension that makes a repository filed in the Domain observable: no entity",
                    ("Domain/NotesRepository.swift", "protocol NotesRepository {\n    func notes() -> [Note]\n}\n"),
                    ("Domain/NoteStore.swift", "final class NoteStore: NotesRepository {\n    func notes() -> [Note] { [] }\n}\n\nextension NoteStore: ObservableObject {}\n")),
            Example("a project class named Object, where Realm is not imported",
                    ("Domain/Entities/Object.swift", "class Object { var id = 0 }\n"),
                    ("Domain/Entities/Task.swift", "final class Task: Object {\n    var title = \"\"\n}\n")),
        ])

    static let frameworkBases: Set<String> = ["NSManagedObject", "ObservableObject", "EmbeddedObject"]
    static let frameworkAttributes: Set<String> = ["Model", "Observable"]

    func fileCheck(_ project: Project) -> FileCheck {
        return { fileIndex, violations in
            guard project.isKind(fileIndex, .domain), let layer = project.layerName(of: fileIndex) else { return }
            let source = project.files[fileIndex].source
            let importsRealm = source.imports.contains { $0.module == "RealmSwift" || $0.module == "Realm" }
            for (index, declaration) in source.declarations.enumerated()
            where declaration.kind != .protocol && (declaration.kind.isNominal || declaration.kind == .extension) {
                let id = Project.DeclarationID(file: fileIndex, declaration: index)
                // An extension speaks for the entity it extends (`extension Item: ObservableObject {}`).
                let roles = project.rolesOfTypeOrExtended(id)
                guard roles.isSubset(of: [.entity, .dto]), declaration.kind != .extension || roles.contains(.entity) else { continue }
                for base in declaration.inherits where EntityFrameworkTypeRule.frameworkBases.contains(base) || (importsRealm && base == "Object") {
                    violations.append(Violation(
                        file: fileIndex, token: project.inheritedNameToken(base, of: id), in: project.files[id.file].source,
                        message: "\(declaration.name), an entity of layer \(layer), is an \(base)",
                        subject: "\(declaration.qualifiedName): \(base)"))
                }
                for attribute in declaration.attributes where EntityFrameworkTypeRule.frameworkAttributes.contains(attribute) {
                    guard let token = attributeToken(attribute, of: declaration, in: source) else { continue }
                    violations.append(Violation(
                        file: fileIndex, token: token, in: source,
                        message: "\(declaration.name), an entity of layer \(layer), is marked @\(attribute)",
                        subject: "\(declaration.qualifiedName) @\(attribute)"))
                }
            }
        }
    }

    private func attributeToken(_ name: String, of declaration: Declaration, in source: SourceFile) -> Token? {
        for index in Int(declaration.firstToken)..<Int(declaration.nameToken)
        where source.tokens[index].kind == .attribute && source.text(ofToken: index) == name {
            return source.tokens[index]
        }
        return nil
    }
}
