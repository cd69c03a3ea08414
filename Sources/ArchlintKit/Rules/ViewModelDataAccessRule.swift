import ArchlintModel

/// In strict MVVM, a view model talks to use cases only.
struct ViewModelDataAccessRule: FileRule {
    init() {}

    static let description = RuleDescription(
        id: "viewmodel_data_access",
        name: "View model data access",
        summary: "A view model that uses a repository or a data source directly instead of going through a use case.",
        rationale: """
            The strict reading of Clean Architecture: the view model only talks to use cases, never \
            to the repository or the data source. A use case names the business action, holds its \
            validation and orchestration, and is what a test of the screen replaces. The \
            recommended rules accept a view model that calls a repository protocol for plain CRUD \
            (a use case that only forwards would add nothing); the strict preset turns this rule \
            on. (A view model that names a Data-layer type is the dependency rule's to report.)
            """,
        severity: .warning,
        category: .complexity,
        isOptIn: true,
        triggeringExamples: [
            Example("the view model calls the repository protocol itself",
                    ("Domain/UserRepository.swift", "protocol UserRepository { func user(id: String) async throws -> User }\n"),
                    ("Presentation/ProfileViewModel.swift", "final class ProfileViewModel {\n    private let repository: ↓UserRepository\n    init(repository: UserRepository) { self.repository = repository }\n}\n"),
                    message: "ProfileViewModel uses UserRepository, a repository protocol of layer Domain, directly"),
        ],
        nonTriggeringExamples: [
            Example("the view model goes through a use case",
                    ("Domain/UserRepository.swift", "protocol UserRepository { func user(id: String) async throws -> User }\n"),
                    ("Domain/GetUserUseCase.swift", "struct GetUserUseCase {\n    let repository: UserRepository\n}\n"),
                    ("Presentation/ProfileViewModel.swift", "final class ProfileViewModel {\n    private let getUser: GetUserUseCase\n    init(getUser: GetUserUseCase) { self.getUser = getUser }\n}\n")),
            Example("the composition root hands the repository to the use case the view model receives",
                    ("Domain/UserRepository.swift", "protocol UserRepository { func user(id: String) async throws -> User }\n"),
                    ("Domain/GetUserUseCase.swift", "struct GetUserUseCase {\n    let repository: UserRepository\n}\n"),
                    ("Presentation/ProfileViewModel.swift", "final class ProfileViewModel {\n    private let getUser: GetUserUseCase\n    init(getUser: GetUserUseCase) { self.getUser = getUser }\n}\n"),
                    ("DI/AppContainer.swift", "final class AppContainer {\n    let repository: UserRepository\n    init(repository: UserRepository) { self.repository = repository }\n    func profile() -> ProfileViewModel { ProfileViewModel(getUser: GetUserUseCase(repository: repository)) }\n}\n")),
            Example("the app's root view model, part of the composition root, watches the session to pick the first screen",
                    ("Domain/SessionRepository.swift", "protocol SessionRepository { var isSignedIn: Bool { get } }\n"),
                    ("DI/RootViewModel.swift", "final class RootViewModel: ObservableObject {\n    private let sessions: SessionRepository\n    init(sessions: SessionRepository) { self.sessions = sessions }\n    var showsLogin: Bool { !sessions.isSignedIn }\n}\n")),
        ])

    static let dataRoles: Set<Role> = [.repositoryProtocol, .repositoryImplementation, .dataSource]

    func fileCheck(_ project: Project) -> FileCheck {
        return { fileIndex, violations in
            guard !project.isCompositionRoot(fileIndex) else { return }
            let source = project.files[fileIndex].source
            for (index, declaration, roles) in project.concreteTypes(in: fileIndex) where roles.contains(.viewModel) {
                for (reference, name, role, target) in project.namedTypes(within: index, in: fileIndex, roles: ViewModelDataAccessRule.dataRoles) {
                    violations.append(Violation(
                        file: fileIndex, token: source.tokens[Int(reference.token)], in: source,
                        message: "\(declaration.name) uses \(name), a \(role.phrase) \(project.layerOfDeclaration(in: target.file)), directly",
                        subject: "\(declaration.qualifiedName) \(name)"))
                }
            }
        }
    }
}
