import ArchlintScan
import ArchlintModel

/// View models receive their dependencies, as protocols, through their initializer.
struct ViewModelConcreteDependencyRule: FileRule {
    init() {}

    static let description = RuleDescription(
        id: "viewmodel_concrete_dependency",
        name: "View model concrete dependency",
        summary: "A view model that constructs its use cases or repositories itself, or stores a concrete use case where a use case protocol exists.",
        rationale: """
            A view model that writes `let useCase = GetUserUseCase()` decides its own dependencies: it \
            cannot be tested with a stub, every screen builds its own object graph, and the \
            composition root loses track of what is wired to what. Receive a use case protocol \
            through the initializer and let the composition root build the concrete type. (A view \
            model that constructs a Data type is the dependency rule's to report.) A view model's \
            own state value (`MoviesLandingState`, a type named or derived like a state, wherever \
            its folder puts it) is no dependency: the view model creates it.
            """,
        severity: .warning,
        category: .complexity,
        triggeringExamples: [
            Example("the view model builds its use case",
                    ("Domain/GetUserUseCase.swift", "protocol GetUserUseCaseProtocol {}\nstruct GetUserUseCase: GetUserUseCaseProtocol {}\n"),
                    ("Presentation/ProfileViewModel.swift", "final class ProfileViewModel {\n    private let getUser = ↓GetUserUseCase()\n}\n"),
                    message: "ProfileViewModel constructs GetUserUseCase of layer Domain itself"),
            Example("it stores the concrete type though a protocol exists",
                    ("Domain/GetUserUseCase.swift", "protocol GetUserUseCaseProtocol {}\nstruct GetUserUseCase: GetUserUseCaseProtocol {}\n"),
                    ("Presentation/ProfileViewModel.swift", "final class ProfileViewModel {\n    private let getUser: ↓GetUserUseCase\n    init(getUser: ↓GetUserUseCase) { self.getUser = getUser }\n}\n")),
            Example("a use case named like a state is still a use case when it is no state value",
                    ("Domain/Interactors/RestoreStateUseCase.swift", "struct RestoreStateUseCase {}\n"),
                    ("Presentation/HomeViewModel.swift", "final class HomeViewModel {\n    private let restore = ↓RestoreStateUseCase()\n}\n")),
            Example("an explicit `.init` constructs it as well",
                    ("Domain/LogoutUseCase.swift", "protocol LogoutUseCaseProtocol {}\nstruct LogoutUseCase: LogoutUseCaseProtocol {}\n"),
                    ("Presentation/SettingsViewModel.swift", "final class SettingsViewModel {\n    private lazy var logout = ↓LogoutUseCase.init()\n}\n")),
        ],
        nonTriggeringExamples: [
            Example("the view model creates its own state value, kept in a folder named Interactors",
                    ("Presentation/MoviesLanding/Interactors/MoviesLandingState.swift", "class MoviesLandingState: BaseState {\n    let isLoading: Bool\n    init(isLoading: Bool) { self.isLoading = isLoading }\n}\n"),
                    ("Presentation/MoviesLanding/MoviesLandingViewModel.swift", "final class MoviesLandingViewModel {\n    var state = MoviesLandingState(isLoading: true)\n}\n")),
            Example("the protocol comes in through the initializer",
                    ("Domain/GetUserUseCase.swift", "protocol GetUserUseCaseProtocol {}\nstruct GetUserUseCase: GetUserUseCaseProtocol {}\n"),
                    ("Presentation/ProfileViewModel.swift", "final class ProfileViewModel {\n    private let getUser: GetUserUseCaseProtocol\n    init(getUser: GetUserUseCaseProtocol) { self.getUser = getUser }\n}\n"),
                    ("DI/AppContainer.swift", "final class AppContainer {\n    func profile() -> ProfileViewModel { ProfileViewModel(getUser: GetUserUseCase()) }\n}\n")),
            Example("the view model builds an entity, a value, not a service",
                    ("Domain/User.swift", "struct User { var name: String }\n"),
                    ("Domain/GetUserUseCase.swift", "protocol GetUserUseCaseProtocol {}\nstruct GetUserUseCase: GetUserUseCaseProtocol {}\n"),
                    ("Presentation/ProfileViewModel.swift", "final class ProfileViewModel {\n    private var draft = User(name: \"\")\n    private let getUser: GetUserUseCaseProtocol\n    init(getUser: GetUserUseCaseProtocol) { self.getUser = getUser }\n}\n")),
        ])

    static let dependencyRoles: Set<Role> = [.useCase, .repositoryImplementation, .dataSource]

    func fileCheck(_ project: Project) -> FileCheck {
        let protocolPatterns = project.configuration.roles[.useCase].protocols
        return { fileIndex, violations in
            guard !project.isCompositionRoot(fileIndex) else { return }
            let source = project.files[fileIndex].source
            for (index, declaration, roles) in project.concreteTypes(in: fileIndex) where roles.contains(.viewModel) {
                for use in project.typeUses(in: fileIndex, within: index) {
                    let reference = use.reference, candidates = use.candidates
                    let name = source.name(of: reference)
                    guard !project.isLayerBreach(candidates, from: fileIndex),
                          candidates.allSatisfy({ !project.roles(of: $0).intersection(ViewModelConcreteDependencyRule.dependencyRoles).isEmpty
                              && project.declaration($0).kind != .protocol && !ViewModelConcreteDependencyRule.isState(project.declaration($0)) })
                    else { continue }
                    let token = Int(reference.token)
                    // `GetUserUseCase.RequestValue` names a nested type, not the use case.
                    if source.token(token + 1, is: "."), !source.token(token + 2, is: "init") { continue }
                    // `let logout: LogoutUseCase = .init()` (or a parameter's default) constructs it as well.
                    let constructsImplicitly = isTypeAnnotation(token, in: source) && source.token(token + 1, is: "=")
                        && source.token(token + 2, is: ".") && source.token(token + 3, is: "init")
                    let constructs = source.token(token + 1, is: "(") || (source.token(token + 1, is: ".") && source.token(token + 2, is: "init"))
                        || constructsImplicitly
                    let protocolName = constructs || !isTypeAnnotation(token, in: source) ? nil
                        : useCaseProtocol(of: candidates[0], project: project, patterns: protocolPatterns)
                    guard constructs || protocolName != nil else { continue }
                    // "ProfileViewModel constructs GetUserUseCase of layer Domain itself".
                    let ends = declaration.name
                    let target = "\(name) \(project.layerOfDeclaration(in: candidates[0].file))"
                    if let protocolName {
                        violations.append(Violation(
                            file: fileIndex, token: source.tokens[token], in: source,
                            message: "\(ends) depends on the concrete \(target), not on \(protocolName)",
                            subject: "\(declaration.qualifiedName) stores \(name)"))
                    } else {
                        violations.append(Violation(
                            file: fileIndex, token: source.tokens[token], in: source,
                            message: "\(ends) constructs \(target) itself",
                            subject: "\(declaration.qualifiedName) constructs \(name)"))
                    }
                }
            }
        }
    }

    /// A screen's state value: named like one (`MoviesLandingState`) or derived from one (`BaseState`).
    static func isState(_ declaration: Declaration) -> Bool {
        ([declaration.name] + declaration.inherits).contains { $0.hasSuffix("State") }
    }

    /// The use case protocol a concrete use case conforms to, if any.
    private func useCaseProtocol(of id: Project.DeclarationID, project: Project, patterns: [NamePattern]) -> String? {
        project.declaration(id).inherits.first { patterns.matchesAny($0) || $0.hasSuffix("Protocol") || $0.hasSuffix("Type") }
    }

    /// `name: Type` in a property or a parameter: the token follows a `:` (possibly inside `[`, `?`).
    private func isTypeAnnotation(_ token: Int, in source: SourceFile) -> Bool {
        var cursor = token - 1
        while cursor >= 0, source.token(cursor, is: "[") || source.token(cursor, is: "(") { cursor -= 1 }
        return source.token(cursor, is: ":")
    }
}
