/// One use case, one action.
struct UseCaseSingleActionRule: FileRule {
    init() {}

    static let description = RuleDescription(
        id: "use_case_single_action",
        name: "Use case single action",
        summary: "A use case (or use case protocol) with more than one action method.",
        rationale: """
            A use case names one thing the user can do (`PlaceOrder`, `GetFeed`). One with `fetch`, \
            `save` and `delete` is a service or a repository wearing a use case's name: its callers \
            depend on actions they do not use, and its tests grow without bound. Split it into one \
            use case per action. A use case protocol is judged once, at the protocol, not in each of \
            its implementations (previews, stubs); private helpers, initializers and static \
            factories do not count.
            """,
        severity: .warning,
        triggeringExamples: [
            Example("two actions behind one use case protocol",
                    ("Domain/UseCases/NotesUseCase.swift", """
                        protocol ↓NotesUseCase {
                            func fetch() async throws -> [Note]
                            func save(_ note: Note) async throws
                        }
                        """)),
            Example("three actions in one use case",
                    ("Domain/UseCases/NotesInteractor.swift", """
                        final class ↓NotesInteractor {
                            func fetch() async throws -> [Note] { [] }
                            func save(_ note: Note) async throws {}
                            func delete(id: UUID) async throws {}
                        }
                        """)),
        ],
        nonTriggeringExamples: [
            Example("one action, with private helpers",
                    ("Domain/UseCases/SaveNoteUseCase.swift", """
                        struct SaveNoteUseCase {
                            let repository: NoteRepository
                            func execute(_ note: Note) async throws { try await repository.save(normalized(note)) }
                            private func normalized(_ note: Note) -> Note { note }
                        }
                        """)),
            Example("one action in two overloads",
                    ("Domain/UseCases/DeleteNotesUseCase.swift", """
                        struct DeleteNotesUseCase {
                            let repository: NoteRepository
                            func execute(id: UUID) async throws { try await repository.delete(ids: [id]) }
                            func execute(ids: [UUID]) async throws { try await repository.delete(ids: ids) }
                        }
                        """)),
        ])

    func fileCheck(_ project: Project) -> FileCheck {
        let protocolPatterns = project.configuration.roles[.useCase].protocols
        // The extensions of each type, wherever they are: their methods and conformances are the type's.
        // Built once, in file order, then only read by the per-file checks on every core.
        let extensions: [Project.DeclarationID: [Project.DeclarationID]] = {
            var table: [Project.DeclarationID: [Project.DeclarationID]] = [:]
            for fileIndex in project.files.indices {
                for (index, declaration) in project.files[fileIndex].source.declarations.enumerated() where declaration.kind == .extension {
                    let id = Project.DeclarationID(file: fileIndex, declaration: index)
                    for extended in project.extendedTypes(of: id) { table[extended, default: []].append(id) }
                }
            }
            return table
        }()
        return { fileIndex, violations in
            guard project.mayDeclareUseCases(fileIndex) else { return }
            let source = project.files[fileIndex].source
            for (index, declaration) in source.declarations.enumerated() {
                let id = Project.DeclarationID(file: fileIndex, declaration: index)
                // A protocol's extensions hold default implementations, not requirements.
                let parts = declaration.kind == .protocol ? [id] : [id] + (extensions[id] ?? [])
                let judged: Bool
                if declaration.kind == .protocol {
                    // The protocol is the contract: judged once there, not in every implementation.
                    judged = protocolPatterns.matchesAny(declaration.name)
                } else if [.class, .struct, .actor].contains(declaration.kind) {
                    let conformsToUseCaseProtocol = parts.contains { part in
                        project.declaration(part).inherits.contains { inherited in
                            project.resolve(inherited, in: part.file, owner: -1).contains {
                                project.declaration($0).kind == .protocol && protocolPatterns.matchesAny(project.declaration($0).name)
                            }
                        }
                    }
                    judged = !conformsToUseCaseProtocol
                        && project.roles(of: Project.DeclarationID(file: fileIndex, declaration: index)).contains(.useCase)
                } else {
                    judged = false
                }
                guard judged else { continue }
                let actions = parts.filter { project.declaration($0).access > .fileprivate }
                    .flatMap { project.members(of: $0.declaration, in: $0.file).map(\.declaration) }
                    .filter { $0.kind == .func && (declaration.kind == .protocol || $0.access > .fileprivate) && !$0.isStatic }
                let names = Array(Set(actions.map(\.name))).sorted()
                guard names.count > 1 else { continue }
                violations.append(Violation(
                    file: fileIndex, token: source.tokens[Int(declaration.nameToken)], in: source,
                    message: "\(declaration.name) has \(names.count) actions: \(names.prefix(4).joined(separator: ", "))"
                        + (names.count > 4 ? " and \(names.count - 4) more" : ""),
                    subject: "declaration \(declaration.qualifiedName)"))
            }
        }
    }
}
