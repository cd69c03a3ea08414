import ArchlintScan
import ArchlintModel

/// The dependency rule: source code dependencies point inward only.
package struct DependencyRule: FileRule {
    package init() {}

    package static let description = RuleDescription(
        id: "dependency_rule",
        name: "Dependency rule",
        summary: "A layer imports a module, or names a type, of a layer it may not depend on; or a target depends on such a module in Package.swift or an Xcode project.",
        rationale: """
            Clean Architecture's one rule: source code dependencies point inward. Domain (entities, use \
            cases, repository protocols) knows nothing of the outer layers and imports Foundation only, \
            so business rules can be tested and reused without a UI, a network or a database. Data \
            implements the Domain's protocols; Presentation talks to the Domain through use cases and \
            never reaches a data source, a network client or a repository implementation (a "skipped \
            layer"). Only the composition root (the app entry and its dependency container) knows every \
            concrete type; any layer may name its container (a type named like the root's \
            `typeNames`) and call its factory methods, the minimal DI container small and medium apps \
            are advised to use, and preview code (`#Preview`, `PreviewProvider`, preview-only files) \
            is wiring too. In a single-target app the layers are folders, so the type names a file \
            uses are its dependencies: each is resolved through the project's index. A target \
            dependency the layers forbid is reported where Package.swift or the Xcode project declares \
            it, unless the target's code imports the module: then each import is the finding. The \
            types one line names for one cause (`Outer<A, B>`, `(A, B) -> C`) are one finding at the \
            first, naming them all; an import of the framework that does a file's misplaced work \
            (`file_placement`) is one finding with it, saying the work and where it belongs.
            """,
        severity: .error,
        triggeringExamples: [
            Example("Domain imports a UI framework",
                    ("Domain/Entities/User.swift", "import Foundation\nimport ↓SwiftUI\n\nstruct User { let id: String }\n")),
            Example("Domain constructs a Data type",
                    ("Data/DefaultUserRepository.swift", "final class DefaultUserRepository: UserRepository {}\n"),
                    ("Domain/UserRepository.swift", "protocol UserRepository {}\n"),
                    ("Domain/GetUser.swift", "struct GetUser {\n    let repository = ↓DefaultUserRepository()\n}\n")),
            Example("a view model reaches a data source: a skipped layer",
                    ("Data/UserAPIDataSource.swift", "final class UserAPIDataSource {}\n"),
                    ("Presentation/UserViewModel.swift", "final class UserViewModel {\n    private let api = ↓UserAPIDataSource()\n}\n")),
            Example("the Domain module imports the Data module",
                    ("Package.swift", "let package = Package(name: \"App\", targets: [.target(name: \"Domain\"), .target(name: \"Data\", dependencies: [\"Domain\"])])\n"),
                    ("Sources/Domain/GetUser.swift", "import Foundation\nimport ↓Data\n\nstruct GetUser {}\n"),
                    ("Sources/Data/Store.swift", "import Domain\n\nstruct Store {}\n")),
            Example("a module-qualified name is the type of that module",
                    ("Package.swift", "let package = Package(name: \"App\", targets: [.target(name: \"Data\"), .target(name: \"Domain\", dependencies: [\"Data\"])])\n"),
                    ("Sources/Data/UserStore.swift", "public final class UserStore {}\n"),
                    ("Sources/Domain/GetUser.swift", "import ↓Data\n\nstruct GetUser {\n    let store: ↓Data.UserStore\n}\n")),
            Example("a screen reaches into the app's shell, the one part of the root no layer may name",
                    ("App/AppDelegate.swift", "import UIKit\n\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {\n    let store = [String]()\n}\n"),
                    ("Presentation/ListViewController.swift", "final class ListViewController {\n    var store: [String] { (UIApplication.shared.delegate as! ↓AppDelegate).store }\n}\n")),
            Example("a service port declared beside the container is still a service: naming it reaches into the root",
                    ("DI/DIContainer.swift", "protocol CharactersService {\n    func fetchPage(_ page: Int) async throws -> [String]\n}\n\nfinal class DIContainer {\n    static let shared = DIContainer()\n    let characters: CharactersService? = nil\n}\n"),
                    ("Presentation/CharactersListViewModel.swift", "final class CharactersListViewModel {\n    let service: ↓CharactersService\n    init(service: ↓CharactersService) { self.service = service }\n}\n")),
            Example("a one-word type name inside a screen's protocol does not make the protocol its port",
                    ("Presentation/News/NewsContract.swift", "protocol NewsManagerOutput: AnyObject { func fetched() }\n"),
                    ("Data/News/Manager.swift", "final class Manager {\n    weak var output: ↓NewsManagerOutput?\n}\n")),
            Example("the Data types one line names are one finding, at the first, naming them all",
                    ("Data/UserRepository.swift", "final class UserRepository {}\nfinal class UserAPI {}\n"),
                    ("Domain/GetUser.swift", "struct GetUser {\n    let sources: (↓UserRepository, UserAPI)\n}\n")),
            Example("a SwiftUI view in the Domain: the import says the work it does and where that belongs (no file_placement finding besides)",
                    ("Domain/Badge.swift", "import ↓SwiftUI\n\nstruct BadgeView: View {\n    var body: some View { Text(\"★\") }\n}\n")),
            Example("a view that queries SwiftData itself: the SwiftData import is the finding; the SwiftUI import is allowed",
                    ("Presentation/Notes/NotesView.swift", "import SwiftUI\nimport ↓SwiftData\n\nstruct NotesView: View {\n    @Query private var notes: [Note]\n    var body: some View { List(notes) { Text($0.title) } }\n}\n")),
            Example("Core depends on no layer",
                    ("Domain/User.swift", "struct User { let name: String }\n"),
                    ("Core/Formatting.swift", "func greeting(for user: ↓User) -> String { \"Hello\" }\n")),
            Example("a target dependency the layers forbid, before any code uses it",
                    ("Package.swift", "let package = Package(name: \"App\", targets: [\n    .target(name: \"Domain\"),\n    .target(name: \"Data\", dependencies: [\"Domain\"]),\n    .target(name: \"Presentation\", dependencies: [\"Domain\", ↓\"Data\"]),\n])\n"),
                    ("Sources/Domain/User.swift", "public struct User {}\n"),
                    ("Sources/Presentation/UserView.swift", "import Domain\n\nstruct UserView { let user: User }\n")),
        ],
        nonTriggeringExamples: [
            Example("Domain imports Foundation; Presentation uses the Domain",
                    ("Domain/User.swift", "import Foundation\n\nstruct User { let id: UUID }\n"),
                    ("Presentation/UserViewModel.swift", "import Combine\n\nfinal class UserViewModel {\n    var user: User?\n}\n")),
            Example("the composition root wires every layer",
                    ("Data/UserAPIDataSource.swift", "final class UserAPIDataSource {}\n"),
                    ("Presentation/UserViewModel.swift", "final class UserViewModel {}\n"),
                    ("DI/AppContainer.swift", "final class AppContainer {\n    let api = UserAPIDataSource()\n    func makeViewModel() -> UserViewModel { UserViewModel() }\n}\n")),
            Example("a VIPER interactor conforms to and reports through its own ports, declared in the screen's contract file",
                    ("Presentation/Home/HomeContract.swift", "protocol HomeInteractorInput { func load() }\nprotocol HomeInteractorOutput: AnyObject { func show(_ total: Int) }\n"),
                    ("Domain/Home/HomeInteractor.swift", "final class HomeInteractor: HomeInteractorInput {\n    weak var output: HomeInteractorOutput?\n    func load() { output?.show(1) }\n}\n")),
            Example("a data manager's ports carry the screen's name before its own",
                    ("Presentation/News/NewsContract.swift", "protocol NewsRemoteDataManagerInputProtocol { func fetch() }\nprotocol NewsRemoteDataManagerOutputProtocol: AnyObject { func fetched() }\n"),
                    ("Data/News/RemoteDataManager.swift", "final class RemoteDataManager: NewsRemoteDataManagerInputProtocol {\n    weak var output: NewsRemoteDataManagerOutputProtocol?\n    func fetch() { output?.fetched() }\n}\n")),
            Example("the conformance to its own port added in an extension",
                    ("Presentation/Login/LoginContract.swift", "protocol LoginInteractorInputProtocol { func submit() }\n"),
                    ("Domain/Login/LoginInteractor.swift", "final class LoginInteractor {}\n\nextension LoginInteractor: LoginInteractorInputProtocol {\n    func submit() {}\n}\n")),
            Example("the standard library's modules are the language's, allowed wherever Foundation is",
                    ("Domain/Coordinates.swift", "import Foundation\nimport RegexBuilder\n\nstruct Coordinates { let x: Int }\n")),
            Example("names in comments, strings and regex literals are not dependencies",
                    ("Data/UserAPIDataSource.swift", "final class UserAPIDataSource {}\n"),
                    ("Presentation/UserView.swift", "// never touches UserAPIDataSource\nlet help = \"UserAPIDataSource is not used here\"\nlet pattern = #/UserAPIDataSource/#\n")),
            Example("any layer may ask the composition root's container for what it needs",
                    ("Data/UserAPIDataSource.swift", "final class UserAPIDataSource {}\n"),
                    ("DI/AppContainer.swift", "final class AppContainer {\n    static let shared = AppContainer()\n    func makeViewModel() -> UserViewModel { UserViewModel(api: UserAPIDataSource()) }\n}\n"),
                    ("Presentation/UserView.swift", "struct UserView {\n    let viewModel = AppContainer.shared.makeViewModel()\n}\n")),
            Example("a container of any name the root's code found (`Injection` builds the repositories) is asked as any container is",
                    ("Data/MealsRepository.swift", "final class MealsRepository {}\n"),
                    ("App/AppDelegate.swift", "@main\nfinal class AppDelegate {}\n"),
                    ("DI/Injection.swift", "final class Injection {\n    func provideMeals() -> MealsRepository { MealsRepository() }\n}\n"),
                    ("Presentation/HomeRouter.swift", "final class HomeRouter {\n    func makeDetail() -> Any { Injection().provideMeals() }\n}\n")),
            Example("any layer may use the property wrapper through which the composition root injects",
                    ("Data/UserAPIDataSource.swift", "final class UserAPIDataSource {}\n"),
                    ("DI/Injection.swift", "final class Resolver {\n    static let shared = Resolver()\n    let api = UserAPIDataSource()\n}\n\n@propertyWrapper\nstruct Injected<Value> {\n    let wrappedValue: Value\n}\n"),
                    ("Presentation/UserViewModel.swift", "final class UserViewModel {\n    @Injected var title: String\n    init(title: Injected<String>) { _title = title }\n}\n")),
            Example("a scene delegate a library declares is no app's shell (a design system tracking window sizes)",
                    ("Package.swift", "let package = Package(name: \"Kit\", targets: [.target(name: \"DesignSystem\"), .target(name: \"Feed\", dependencies: [\"DesignSystem\"])])\n"),
                    ("Sources/DesignSystem/SceneDelegate.swift", "import UIKit\n\npublic final class SceneDelegate: NSObject, UIWindowSceneDelegate {\n    public var windowWidth: CGFloat = 0\n}\n"),
                    ("Sources/Feed/FeedRowView.swift", "import SwiftUI\nimport DesignSystem\n\nstruct FeedRowView: View {\n    @Environment(SceneDelegate.self) var sceneDelegate\n    var body: some View { Text(\"\") }\n}\n")),
            Example("a file named for previews, mocks or stubs holds support code, not layer code",
                    ("Data/MastodonClient.swift", "final class MastodonClient {}\n"),
                    ("Presentation/Env/PreviewEnv.swift", "enum PreviewEnv {\n    static let client = MastodonClient()\n}\n"),
                    ("Presentation/Feed/MockFeedRepository.swift", "final class MockFeedRepository {\n    let client = MastodonClient()\n}\n")),
            Example("a preview wires sample objects from every layer",
                    ("Data/UserAPIDataSource.swift", "final class UserAPIDataSource {}\n"),
                    ("Presentation/UserView.swift", "import SwiftUI\n\nstruct UserView: View {\n    let api: Any\n    var body: some View { Text(\"User\") }\n}\n\n#Preview(\"User\") {\n    UserView(api: UserAPIDataSource())\n}\n")),
            Example("inside an extension, a type nested in another file's extension of the same type wins over a top-level one",
                    ("Data/Store.swift", "enum Store {}\nextension Store {\n    struct CityDetails { let name: String }\n}\n"),
                    ("Data/City.swift", "extension Store {\n    final class City { let details: [CityDetails] = [] }\n}\n"),
                    ("Presentation/CityDetails.swift", "import SwiftUI\n\nstruct CityDetails: View {\n    var body: some View { Text(\"City\") }\n}\n")),
            Example("in a file that imports the Composable Architecture, Store is its store, not a project type of no module it imports",
                    ("Data/Cache/Store.swift", "final class Store {}\n"),
                    ("Presentation/RootView.swift", "import ComposableArchitecture\n\nstruct RootView {\n    let store: Store<Int, Int>\n}\n")),
            Example("Foundation.Date is Foundation's, even beside a project type named Date",
                    ("Data/Date.swift", "struct Date { let day: Int }\n"),
                    ("Domain/Event.swift", "import Foundation\n\nstruct Event {\n    let start: Foundation.Date\n}\n")),
            Example("a private type of the same name in another layer shadows nothing",
                    ("Domain/User.swift", "struct User { let name: String }\n"),
                    ("Data/UserStore.swift", "private struct Cache {}\nstruct UserStore { func load() -> User? { nil } }\n")),
            Example("a view model may hold a data source protocol the Domain declares (datasource_protocol_location judges where it is)",
                    ("Domain/LocationDataSource.swift", "protocol LocationDataSource {\n    func currentCity() async throws -> String\n}\n"),
                    ("Presentation/WeatherViewModel.swift", "final class WeatherViewModel {\n    private let location: LocationDataSource\n    init(location: LocationDataSource) { self.location = location }\n}\n")),
            Example("the Domain imports a project module in no layer: only a deny list naming it forbids it",
                    ("Package.swift", "let package = Package(name: \"App\", targets: [.target(name: \"Money\"), .target(name: \"Domain\", dependencies: [\"Money\"])])\n"),
                    ("Sources/Money/Currency.swift", "public struct Currency { public let code: String }\n"),
                    ("Sources/Domain/Price.swift", "import Foundation\nimport Money\n\nstruct Price {\n    let amount: Decimal\n    let currency: Currency\n}\n")),
            Example("the target's code imports the forbidden module: the import is the finding, not the manifest",
                    ("Package.swift", "let package = Package(name: \"App\", targets: [\n    .target(name: \"Domain\"),\n    .target(name: \"Data\", dependencies: [\"Domain\"]),\n    .target(name: \"Presentation\", dependencies: [\"Domain\", \"Data\"]),\n])\n"),
                    ("Sources/Domain/User.swift", "public struct User {}\n"),
                    ("Sources/Presentation/UserView.swift", "// archlint:disable:next dependency_rule -- shown in the triggering examples\nimport Data\n\nstruct UserView {}\n")),
        ])

    package func fileCheck(_ project: Project) -> FileCheck {
        let configuration = project.configuration
        let dtoLeakReported = configuration.severity(of: DTOLeakRule.description.id, default: .error) != nil
        return { fileIndex, violations in
            guard let layer = project.layer(of: fileIndex), !layer.isCompositionRoot else { return }
            let source = project.files[fileIndex].source
            for item in source.imports {
                if let (message, targetLayer) = importViolation(item.module, in: layer, project: project) {
                    violations.append(Violation(file: fileIndex, line: item.line, column: item.column,
                                                message: message, subject: "import \(item.module)", targetLayer: targetLayer))
                }
            }
            var reported = Set<String>()
            var names: [ReportedName] = []
            for use in project.typeUses(in: fileIndex) {
                let reference = use.reference, candidates = use.candidates, target = candidates[0]
                let name = source.name(of: reference)
                if isOwnPort(candidates, namedIn: reference.owner, of: source, project: project) { continue }
                // The layer depended on, when the layers forbid the dependency (a role the layer may
                // not use is no forbidden layer edge).
                let detail: String, targetLayer: String?, cause: String
                if candidates.allSatisfy({ isForbidden($0, from: layer, project: project) }) {
                    if dtoLeakReported, project.isDTOLeak(candidates, into: layer) { continue }
                    targetLayer = project.layerName(of: target.file)
                    detail = " (\(project.shortDeclarationPlace(of: target)))"
                    cause = "layer \(targetLayer ?? "")"
                } else if let (role, holder) = forbiddenRole(of: candidates, from: layer, project: project) {
                    targetLayer = nil
                    detail = ", a \(role.phrase) (\(project.shortDeclarationPlace(of: holder)))"
                    cause = "role"
                } else {
                    continue
                }
                guard reported.insert("\(reference.line) \(name)").inserted else { continue }
                names.append(ReportedName(token: source.tokens[Int(reference.token)], name: name, detail: detail,
                                          cause: cause, targetLayer: targetLayer))
            }
            violations += ReportedName.foldedByLine(names, file: fileIndex, in: source) { "\(layer.name) must not name \($0)" }
        }
    }

    /// Target dependencies in Package.swift or project.pbxproj that the allowed layer graph
    /// forbids. One the target's code imports is reported at each import instead: one problem,
    /// one place to fix it.
    package func buildFileCheck(_ project: Project, into violations: inout [Violation]) {
        let configuration = project.configuration
        for (module, layer, _) in project.modules where module.isLinted && module.kind != .test && module.kind != .tool {
            guard let fromIndex = layer else { continue }
            let from = configuration.layers[fromIndex]
            let imported = Set(project.files.lazy.filter { $0.module == module.name }.flatMap { $0.source.imports.map(\.module) })
            for dependency in module.dependencies {
                guard !project.isPlacedByItsCode(dependency.name), let toIndex = project.layer(ofDependency: dependency.name),
                      toIndex != fromIndex else { continue }
                let importedModules = [dependency.name] + project.manifests.flatMap { $0.products[dependency.name] ?? [] }
                if importedModules.contains(where: imported.contains) { continue }
                let to = configuration.layers[toIndex]
                guard !configuration.allows(from, dependingOn: to) else { continue }
                violations.append(Violation(
                    file: -1, line: dependency.line, column: dependency.column,
                    message: "target \(module.name) (layer \(from.name)) must not depend on \(dependency.name) (layer \(to.name))",
                    subject: "\(module.name) -> \(dependency.name)", path: module.reportedAs, targetLayer: to.name))
            }
        }
    }

    /// A protocol named after the type that names it (`HomeInteractor` and its
    /// `HomeInteractorOutput`, `RemoteDataManager` and the screen's
    /// `NewsRemoteDataManagerOutputProtocol`) is that type's own port, wherever a module contract
    /// file declares it: depending on it is the dependency inversion VIPER and VIP are built on. A
    /// one-word type name (`Manager`) is inside too many names to say whose port it is.
    private func isOwnPort(_ candidates: [Project.DeclarationID], namedIn owner: Int32, of source: SourceFile, project: Project) -> Bool {
        guard owner >= 0 else { return false }
        var top = Int(owner)
        while let parent = source.declarations[top].parent { top = Int(parent) }
        // An extension that adds the conformance (`extension HomeInteractor: HomeInteractorInput`) speaks for its type.
        let typeName = Project.lastComponent(source.declarations[top].name)
        guard source.declarations[top].kind.isNominal || source.declarations[top].kind == .extension, !typeName.isEmpty else { return false }
        let typeWords = NameWords.of(typeName)
        return candidates.allSatisfy { candidate in
            let declaration = project.declaration(candidate)
            guard declaration.kind == .protocol, declaration.name.count > typeName.count else { return false }
            if declaration.name.hasPrefix(typeName) { return true }
            let words = NameWords.of(declaration.name)
            return typeWords.count >= 2 && words.count > typeWords.count
                && (1...(words.count - typeWords.count)).contains { Array(words[$0..<($0 + typeWords.count)]) == typeWords }
        }
    }

    private func isForbidden(_ candidate: Project.DeclarationID, from layer: LayerDefinition, project: Project) -> Bool {
        guard let target = project.layer(of: candidate.file) else { return false }
        return !project.configuration.allows(layer, dependingOn: target)
    }

    /// A type whose role the layer may not use, declared outside a Domain layer and the layer itself
    /// (a network client in Core is still a network client to a view model), with the first candidate.
    private func forbiddenRole(of candidates: [Project.DeclarationID], from layer: LayerDefinition,
                               project: Project) -> (Role, Project.DeclarationID)? {
        guard !layer.forbiddenRoles.isEmpty else { return nil }
        var found: (Role, Project.DeclarationID)?
        for candidate in candidates {
            if project.layerName(of: candidate.file) == layer.name || project.isKind(candidate.file, .domain)
                || project.isCompositionRoot(candidate.file) {
                return nil
            }
            guard let role = project.roles(of: candidate).intersection(layer.forbiddenRoles).min() else { return nil }
            if found == nil { found = (role, candidate) }
        }
        return found
    }

    /// "Domain must not import Pricing (layer Presentation)": the imported module and what it is
    /// (a module of a layer, a project module in no layer, a framework), with the layer it points
    /// to. A project module in no layer is judged only by a deny list that names it: archlint does
    /// not know what it is, and `archlint layers` lists it for the team to place.
    private func importViolation(_ module: String, in layer: LayerDefinition, project: Project) -> (String, String?)? {
        // A module only its code placed often holds more than one layer (entities beside their
        // repository): its types are judged one by one where they are named, not its import.
        if project.isPlacedByItsCode(module) { return nil }
        if let moduleLayer = project.layer(ofModule: module) {
            let target = project.configuration.layers[moduleLayer]
            if project.configuration.allows(layer, dependingOn: target) { return nil }
            return ("\(layer.name) must not import \(module) (layer \(target.name))", target.name)
        }
        let isProjectModule = project.moduleLayers[module] != nil
        if let allowed = layer.allowedImports, !allowed.contains(module), !isProjectModule, !Frameworks.standardLibrary.contains(module) {
            return ("\(layer.name) must not import \(module) (allowed: \(allowed.isEmpty ? "none" : allowed.joined(separator: ", ")))", nil)
        }
        if layer.deniedImports.contains(module) {
            return ("\(layer.name) must not import \(module) (denied for \(layer.name)\(isProjectModule ? "; a module in no layer" : ""))", nil)
        }
        return nil
    }
}
