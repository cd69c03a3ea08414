import Foundation
import XCTest
@testable import ArchlintScan
@testable import ArchlintModel
@testable import ArchlintEngine

/// The layer map from what the code does (`ContentSignal`, `LayerInference`, `LayerWords`): the
/// pieces the layouts of `Fixtures/Layouts/` show end to end, one by one.
final class LayerInferenceTests: XCTestCase {
    private func layers(_ files: [(path: String, code: String)], configuration: Configuration = .builtIn()) -> [String: String] {
        let project = TestSupport.project(files, configuration: configuration)
        var layers: [String: String] = [:]
        for (index, file) in project.files.enumerated() { layers[file.projectPath] = project.layerName(of: index) ?? "none" }
        return layers
    }

    /// The layers of `sources` compiled by `modules`.
    private func layers(_ sources: [(String, String)], modules: [BuildModule]) -> [String: String] {
        let project = TestSupport.project(sources, modules: modules)
        return Dictionary(uniqueKeysWithValues: project.files.indices.map { (project.files[$0].projectPath, project.layerName(of: $0) ?? "none") })
    }

    func testNamesAreWords() {
        XCTAssertEqual(NameWords.of("MovieAPIClient"), ["Movie", "API", "Client"])
        XCTAssertEqual(NameWords.of("HomeViewController"), ["Home", "ViewController"])
        XCTAssertEqual(NameWords.of("Review"), ["Review"], "no word View in Review")
        XCTAssertEqual(NameWords.of("Dependencies+App"), ["Dependencies", "App"])
        XCTAssertEqual(NameWords.of("CountriesSwiftUI"), ["Countries", "SwiftUI"], "a framework's name is one word")
        let words = LayerWords(.builtIn())
        let names = { (name: String) in words.layers(of: name).map { Configuration.builtIn().layers[$0.layer].name } }
        XCTAssertEqual(names("NetworkClient"), ["Data"])
        XCTAssertEqual(Set(names("CatalogDomainCore")), ["Domain", "Core"], "two layers' words: the code decides")
        XCTAssertEqual(names("AppAccount"), [], "the composition root's module names are whole names")
        XCTAssertEqual(names("App"), ["App"])
        XCTAssertEqual(names("DataSourceKit"), [], "DataSource is one word, not Data")
    }

    /// An app extension is an app of its own: its `Shared/` folder holds the widget's providers and
    /// views, not the project's toolbox; a folder named for a layer still starts one.
    func testAnAppExtensionsToolboxFolderIsItsOwn() {
        let sources = [("Widgets/Shared/PostsProvider.swift", "import WidgetKit\nstruct PostsProvider { let status: Status }\n"),
                       ("Widgets/Domain/Status.swift", "struct Status { let id: String }\n"),
                       ("App/Shared/Formatting.swift", "enum Formatting { static let width = 2 }\n")]
        func module(_ name: String, extension isAppExtension: Bool) -> BuildModule {
            var module = BuildModule(name: name, origin: .xcode, kind: .application, folders: [name],
                                     files: sources.map(\.0).filter { $0.hasPrefix(name + "/") }, declaredIn: "P.xcodeproj/project.pbxproj", line: 1)
            module.isAppExtension = isAppExtension
            return module
        }
        let layers = layers(sources, modules: [module("Widgets", extension: true), module("App", extension: false)])
        XCTAssertEqual(layers["Widgets/Shared/PostsProvider.swift"], "none")
        XCTAssertEqual(layers["Widgets/Domain/Status.swift"], "Domain")
        XCTAssertEqual(layers["App/Shared/Formatting.swift"], "Core", "an app target is laid out by folders of every name")
    }

    /// A package target named for a feature (`AppFeature`) whose own folders are its layers
    /// (`Domain/`, `Data/`): its models go where their code says, a screen's state stays beside
    /// its view (a weak hint moves only where most files beside it agree and none says
    /// otherwise strongly), and a file whose code says nothing keeps the module's layer.
    func testAFeatureModuleSplitIntoLayerFoldersPlacesItsOtherFilesByTheirCode() {
        let sources = [("Sources/AppFeature/Domain/GetItemsUseCase.swift", "struct GetItemsUseCase { func execute() -> [Item] { [] } }\n"),
                       ("Sources/AppFeature/Data/ItemsRepositoryImpl.swift", "final class ItemsRepositoryImpl { func all() -> [Item] { [] } }\n"),
                       ("Sources/AppFeature/Build.swift", "let build = 7\n"),
                       ("Sources/AppFeature/Home/HomeScreen.swift", "import SwiftUI\nstruct HomeScreen: View { var body: some View { Text(\"\") } }\n"),
                       ("Sources/AppFeature/Home/HomeState.swift", "struct HomeState { var count = 0 }\n"),
                       ("Sources/AppFeature/Home/HomeCounter.swift", "struct HomeCounter { var value = 0 }\n"),
                       ("Sources/AppFeature/Model/Item.swift", "import Foundation\nstruct Item: Identifiable { let id: String }\n"),
                       ("Sources/AppFeature/Model/World.swift", "import Foundation\nstruct World { let name: String }\n"),
                       ("Sources/AppFeature/Catalog/CatalogItem.swift", "struct CatalogItem { let id: Int }\n"),
                       ("Sources/AppFeature/Catalog/GetCatalogUseCase.swift", "struct GetCatalogUseCase { func execute() -> [CatalogItem] { [] } }\n"),
                       ("Sources/AppFeature/Profile/ProfileDraft.swift", "struct ProfileDraft { var name = \"\" }\n"),
                       ("Sources/AppFeature/Profile/ProfileLimits.swift", "struct ProfileLimits { let length = 20 }\n"),
                       ("Sources/AppFeature/Profile/ProfileNumbers.swift", "import SwiftUI\nstruct ProfileNumbers { let width = 2 }\n"),
                       ("Sources/AppFeature/Services/ItemsService.swift", "protocol ItemsService { func items() -> [Item] }\n"),
                       ("Sources/AppFeature/Services/ServiceNumbers.swift", "import SwiftUI\nstruct ServiceNumbers { let width = 2 }\n"),
                       ("Sources/AppFeature/Services/ServiceSizes.swift", "import SwiftUI\nstruct ServiceSizes { let height = 3 }\n"),
                       ("Sources/AppFeature/Settings/SettingsState.swift", "struct SettingsState { var dark = false }\n"),
                       ("Sources/AppFeature/Settings/SettingsNumbers.swift", "import SwiftUI\nstruct SettingsNumbers { let width = 2 }\n"),
                       ("Sources/AppFeature/UI/Home/HomeView.swift", "import SwiftUI\nstruct HomeView: View { var body: some View { Text(\"\") } }\n"),
                       ("Sources/AppFeature/UI/Home/HomeUiState.swift", "struct HomeUiState { var items: [Item] = [] }\n"),
                       ("Sources/AppFeature/Version.swift", "let version = 1\n"),
                       ("Sources/OtherFeature/Model/Note.swift", "struct Note { let text: String }\n")]
        func module(_ name: String) -> BuildModule {
            BuildModule(name: name, origin: .swiftPM, kind: .library, folders: ["Sources/" + name],
                        files: sources.map(\.0).filter { $0.hasPrefix("Sources/\(name)/") }, declaredIn: "Package.swift", line: 1)
        }
        let project = TestSupport.project(sources, modules: [module("AppFeature"), module("OtherFeature")])
        let layers = Dictionary(uniqueKeysWithValues: project.files.indices.map { (project.files[$0].projectPath, project.layerName(of: $0) ?? "none") })
        let evidence = { (path: String) in project.files[project.fileIndex[path]!].evidence.description { $0 } }
        XCTAssertEqual(evidence("Sources/AppFeature/Home/HomeScreen.swift"), "module AppFeature: its name has the word Feature",
                       "a view where the module's layer is keeps the module's name as its evidence")
        XCTAssertEqual(layers["Sources/AppFeature/Home/HomeState.swift"], "Presentation", "weak hints beside a view that says otherwise strongly")
        XCTAssertEqual(layers["Sources/AppFeature/Home/HomeCounter.swift"], "Presentation")
        XCTAssertEqual(layers["Sources/AppFeature/Settings/SettingsState.swift"], "Presentation", "a weak hint most files beside it do not share")
        XCTAssertEqual(layers["Sources/AppFeature/Catalog/CatalogItem.swift"], "Domain", "beside a use case")
        XCTAssertEqual(layers["Sources/AppFeature/Services/ItemsService.swift"], "Presentation", "ports move as a weak hint does")
        XCTAssertEqual(layers["Sources/AppFeature/Profile/ProfileDraft.swift"], "Domain", "beside a weak hint of another layer")
        XCTAssertEqual(layers["Sources/AppFeature/Model/Item.swift"], "Domain")
        XCTAssertEqual(layers["Sources/AppFeature/Model/World.swift"], "Domain")
        XCTAssertEqual(evidence("Sources/AppFeature/Model/World.swift"), "its code: declares plain type World, in module AppFeature, whose folders name its layers (a guess)")
        XCTAssertEqual(layers["Sources/AppFeature/UI/Home/HomeUiState.swift"], "Presentation", "a screen's state stays beside its view")
        XCTAssertEqual(layers["Sources/AppFeature/Version.swift"], "Presentation", "code that says nothing keeps the module's layer")
        XCTAssertEqual(layers["Sources/OtherFeature/Model/Note.swift"], "Presentation", "a feature module with no layer folders is one layer")
    }

    /// A view in a toolbox folder that shows the app's own types is a part of its screens; a
    /// reusable view that shows none stays in the toolbox.
    func testAToolboxViewOfTheAppsTypesIsPresentation() {
        let layers = layers([
            ("App/Domain/Character.swift", "struct Character { let name: String }\n"),
            ("App/Common/Components/CharacterCellView.swift", "import SwiftUI\nstruct CharacterCellView: View {\n    let character: Character\n    var body: some View { Text(character.name) }\n}\n"),
            ("App/Common/Components/LoadingView.swift", "import SwiftUI\nstruct LoadingView: View {\n    var body: some View { ProgressView() }\n}\n"),
            ("App/Common/CharacterFormatting.swift", "protocol CharacterFormatting {\n    func format(_ character: Character) -> String\n}\n"),
        ])
        XCTAssertEqual(layers["App/Common/Components/CharacterCellView.swift"], "Presentation")
        XCTAssertEqual(layers["App/Common/Components/LoadingView.swift"], "Core")
        XCTAssertEqual(layers["App/Common/CharacterFormatting.swift"], "Core", "a toolbox port that names them is no view")
    }

    /// A file that only plugs live implementations into swift-dependencies' values wires the
    /// layers, whatever folder holds it; a use case beside it stays the Domain's.
    func testAFileOfLiveDependencyKeysIsTheRootsInAnyFolder() throws {
        let layers = layers([
            ("App/Domain/GetUserUseCase.swift", "struct GetUserUseCase { func execute() -> String { \"\" } }\n"),
            ("App/Domain/UserDependency.swift", "import Dependencies\n\nextension DependencyValues {\n    var getUser: GetUserUseCase { self[GetUserKey.self] }\n}\n\nprivate enum GetUserKey: DependencyKey {\n    static let liveValue = GetUserUseCase()\n}\n"),
        ])
        XCTAssertEqual(layers["App/Domain/UserDependency.swift"], "App")
        let script = "#!/usr/bin/env swift\nimport Dependencies\n\nextension DependencyValues {\n    var clock: Int { self[ClockKey.self] }\n}\n\nprivate enum ClockKey: DependencyKey {\n    static let liveValue = 0\n}\n"
        XCTAssertEqual(self.layers([("Scripts/keys.swift", script)])["Scripts/keys.swift"], "none", "a script that registers keys is the build's")
        let configured = try ConfigurationLoader.load(bytes: Array(#"{"layers": [{"name": "Data", "paths": ["Keys/**"]}]}"#.utf8), source: ".archlint.json", over: .builtIn())
        XCTAssertEqual(self.layers([("Keys/UserDependency.swift", "import Dependencies\n\nprivate enum GetUserKey: DependencyKey {\n    static let liveValue = 0\n}\n")], configuration: configured)["Keys/UserDependency.swift"],
                       "Data", "the configuration's word is the last")
        XCTAssertEqual(layers["App/Domain/GetUserUseCase.swift"], "Domain")
    }

    /// A library named for test support (`RxTestPackage`, `NetworkMocks`) is the tests' code,
    /// in no layer; a library whose name has no such word is placed by its code.
    func testATestSupportLibraryHasNoLayer() {
        let sources = [("RxTestPackage/TestScheduler.swift", "import RxSwift\nimport XCTest\nstruct Recorded { let time: Int }\n"),
                       ("Contest/Entry.swift", "struct Entry { let score: Int }\n")]
        let modules = ["RxTestPackage", "Contest"].map { name in
            BuildModule(name: name, origin: .xcode, kind: .library, folders: [name],
                        files: sources.map(\.0).filter { $0.hasPrefix(name + "/") }, declaredIn: "\(name).xcodeproj/project.pbxproj", line: 1)
        }
        let layers = layers(sources, modules: modules)
        XCTAssertEqual(layers["RxTestPackage/TestScheduler.swift"], "none")
        XCTAssertEqual(layers["Contest/Entry.swift"], "Domain", "Contest is one word, not a test")
    }

    /// A script run on its own (`#!/usr/bin/env swift`) is the team's tool, in no layer, whatever
    /// its code does; without the shebang the same code is placed by what it does.
    func testAScriptHasNoLayer() {
        let code = "import Foundation\nlet request = URLRequest(url: URL(string: \"https://example.com\")!)\nfinal class LicensesFetcher { let session = URLSession.shared }\n"
        let layers = layers([("support/fetch_licenses.swift", "#!/usr/bin/env xcrun swift\n\n" + code),
                             ("tools/Fetcher.swift", code)])
        XCTAssertEqual(layers["support/fetch_licenses.swift"], "none")
        XCTAssertEqual(layers["tools/Fetcher.swift"], "Data")
    }

    /// An error no name placed that the code of a layer names is shared code, whatever screen lies
    /// beside it; one only its neighbours use goes with them.
    func testAnErrorTheRingsNameIsSharedWhateverLiesBesideIt() {
        let coordinator = "import UIKit\nfinal class AppFlowCoordinator {\n    let navigation = UINavigationController()\n    func start() {}\n}\n"
        let layers = layers([
            ("App/Application/AppFlowCoordinator.swift", coordinator),
            ("App/Application/AppError.swift", "enum AppError: Error {\n    case illegalArguments\n}\n"),
            ("App/Data/CharactersRepository.swift", "final class CharactersRepository {\n    func load() throws { throw AppError.illegalArguments }\n}\n"),
            ("App/Flows/FlowCoordinator.swift", coordinator.replacingOccurrences(of: "AppFlowCoordinator", with: "FlowCoordinator")),
            ("App/Flows/FlowError.swift", "enum FlowError: Error {\n    case cancelled\n}\n"),
        ])
        XCTAssertEqual(layers["App/Application/AppError.swift"], "Core")
        XCTAssertEqual(layers["App/Flows/FlowError.swift"], "Presentation")
    }

    /// Inside the Data layer's folder, a folder of use cases holds the Domain's use cases and their
    /// ports, and a models folder the plain values and errors no store or wire format shapes; a
    /// toolbox folder's helper that the screens use is the toolbox's. What says Data stays.
    func testRoleFoldersInsideAnotherLayersFolder() {
        let layers = layers([
            ("App/Data/UseCases/LoginUseCase.swift", "final class LoginUseCase {\n    func start(username: String) {}\n}\n"),
            ("App/Data/UseCases/LoginUseCaseResponseDelegate.swift", "protocol LoginUseCaseResponseDelegate: AnyObject {\n    func onLoginSuccess(user: User)\n}\n"),
            ("App/Data/Models/User.swift", "import Foundation\nstruct User {\n    let name: String\n}\n"),
            ("App/Data/Models/UserDTO.swift", "struct UserDTO: Decodable {\n    let name: String\n}\n"),
            ("App/Data/Helpers/Observable.swift", "final class Observable<Value> {\n    var value: Value\n    init(_ value: Value) { self.value = value }\n}\n"),
            ("App/Data/Helpers/RequestSigner.swift", "struct RequestSigner {\n    let secret: String\n}\n"),
            ("App/Data/Repositories/LoginRepository.swift", "final class LoginRepository {\n    let signer = RequestSigner(secret: \"\")\n}\n"),
            ("App/Presentation/LoginViewModel.swift", "final class LoginViewModel {\n    let user = Observable<User?>(nil)\n}\n"),
        ])
        XCTAssertEqual(layers["App/Data/UseCases/LoginUseCase.swift"], "Domain")
        XCTAssertEqual(layers["App/Data/UseCases/LoginUseCaseResponseDelegate.swift"], "Domain")
        XCTAssertEqual(layers["App/Data/Models/User.swift"], "Domain")
        XCTAssertEqual(layers["App/Data/Models/UserDTO.swift"], "Data", "a wire format stays")
        XCTAssertEqual(layers["App/Data/Helpers/Observable.swift"], "Core")
        XCTAssertEqual(layers["App/Data/Helpers/RequestSigner.swift"], "Data", "a helper only its own layer uses stays")
    }

    /// A library in a DI folder whose code names no type of the rings is a generic injection
    /// toolkit, the toolbox's; one that builds the app's types is the composition root.
    func testAnInjectionToolkitIsTheToolboxsAndTheWiringTheRoots() {
        let sources = [("Domain/Sources/Domain/User.swift", "public struct User { public let name: String }\n"),
                       ("Di/Sources/Di/Inject.swift", "@propertyWrapper\npublic struct Inject<T> {\n    public var wrappedValue: T\n}\n"),
                       ("Wiring/DI/UserFactory.swift", "import Domain\n\npublic enum UserFactory {\n    public static func make() -> User { User(name: \"\") }\n}\n")]
        // The wiring module first: a module that is no toolkit does not end the look at the others.
        let modules = [("Domain", "Domain/Sources/Domain"), ("Wiring", "Wiring/DI"), ("Di", "Di/Sources/Di")].map { name, folder in
            BuildModule(name: name, origin: .swiftPM, kind: .library, folders: [folder],
                        files: sources.map(\.0).filter { $0.hasPrefix(folder + "/") }, declaredIn: "Package.swift", line: 1)
        }
        let project = TestSupport.project(sources, modules: modules)
        XCTAssertEqual(project.files[1].evidence.description { $0 }, "module Di: its code names no type of the Domain, Data or Presentation: an injection toolkit")
        let layers = layers(sources, modules: modules)
        XCTAssertEqual(layers["Di/Sources/Di/Inject.swift"], "Core")
        XCTAssertEqual(layers["Wiring/DI/UserFactory.swift"], "App", "a module that names the app's types wires them")
        // An app target in a DI folder is the app, whatever its code names.
        let app = BuildModule(name: "Shop", origin: .xcode, kind: .application, folders: ["DI/Shop"], files: ["DI/Shop/Resolver.swift"],
                              declaredIn: "Shop.xcodeproj/project.pbxproj", line: 1)
        XCTAssertEqual(self.layers([("DI/Shop/Resolver.swift", "final class Resolver {\n    func resolve() {}\n}\n")], modules: [app])["DI/Shop/Resolver.swift"], "App")
    }

    /// Marker protocols every layer adopts are the toolbox's, whatever their names say; a file that
    /// imports a UI framework is no Data file, whatever lies beside it.
    func testMarkerProtocolsAndUIFilesBesideDataFiles() {
        let layers = layers([
            ("App/Architecture/RequestModel.swift", "protocol RequestModel {\n}\n"),
            ("App/Architecture/ResponseModel.swift", "protocol ResponseModel {}\nenum ResponseStatus { case ok, failed }\n"),
            ("App/Architecture/Service.swift", "protocol Service {}\nenum ServiceResponse { case ok }\n"),
            ("App/Architecture/Navigator.swift", "import UIKit\nclass Navigator {\n    weak var root: UIViewController?\n}\n"),
            ("App/Domain/LoginInput.swift", "struct LoginInput: RequestModel {\n    let username: String\n}\n"),
        ])
        XCTAssertEqual(layers["App/Architecture/RequestModel.swift"], "Core")
        XCTAssertEqual(layers["App/Architecture/Navigator.swift"], "Presentation")
    }

    func testCodePlacesWhatNoNamePlaces() {
        let layers = layers([
            ("Modules/Home/HomeView.swift", "import SwiftUI\nstruct HomeView: View { var body: some View { Text(\"\") } }\n"),
            ("Modules/Home/HomeInteractor.swift", "final class HomeInteractor {}\n"),
            ("Modules/Home/HomeState.swift", "struct HomeState { var title = \"\" }\n"),
            ("Service/BalanceService.swift", "import Foundation\nfinal class BalanceService {\n    let session = URLSession.shared\n}\n"),
            ("Misc/Strings.swift", "enum Strings {\n    static let title = \"Home\"\n}\n"),
            ("Misc/Version.swift", "let version = 1\n"),
            ("Extras/Date+Format.swift", "import Foundation\nextension Date { var short: String { \"\" } }\n"),
            ("Extras/HomeView+Preview.swift", "extension HomeInteractor { func reset() {} }\n"),
        ])
        XCTAssertEqual(layers["Modules/Home/HomeView.swift"], "Presentation")
        XCTAssertEqual(layers["Modules/Home/HomeInteractor.swift"], "Domain", "an interactor is a use case")
        XCTAssertEqual(layers["Modules/Home/HomeState.swift"], "Presentation", "the files beside it speak before its own weak signal")
        XCTAssertEqual(layers["Service/BalanceService.swift"], "Data")
        XCTAssertEqual(layers["Misc/Strings.swift"], "Core", "a namespace of constants")
        XCTAssertEqual(layers["Misc/Version.swift"], "none", "its code says nothing, and the files beside it only weakly")
        XCTAssertEqual(layers["Extras/Date+Format.swift"], "Core", "it extends a type from outside the project")
        XCTAssertEqual(layers["Extras/HomeView+Preview.swift"], "Domain", "it extends HomeInteractor")
    }

    func testTheConfigurationCanTurnTheInferenceOff() throws {
        let off = try ConfigurationLoader.load(bytes: Array(#"{"inferLayers": false}"#.utf8), source: ".archlint.json", over: .builtIn())
        let files = [("Modules/Home/HomeView.swift", "import SwiftUI\nstruct HomeView: View { var body: some View { Text(\"\") } }\n")]
        XCTAssertEqual(layers(files)["Modules/Home/HomeView.swift"], "Presentation")
        XCTAssertEqual(layers(files, configuration: off)["Modules/Home/HomeView.swift"], "none")
        XCTAssertThrowsError(try ConfigurationLoader.load(bytes: Array(#"{"inferLayers": "yes"}"#.utf8), source: ".archlint.json", over: .builtIn()))
    }

    func testAFolderNamedAppIsNoLayerButItsWiringIsTheRoot() {
        let files = [
            ("App/ShopApp.swift", "import SwiftUI\n@main struct ShopApp: App { var body: some Scene { WindowGroup { CartView() } } }\n"),
            ("App/CartView.swift", "import SwiftUI\nstruct CartView: View { var body: some View { Text(\"\") } }\n"),
            ("Data/CartAPI.swift", "final class CartAPI {}\n"),
            ("Domain/LoadCartUseCase.swift", "struct LoadCartUseCase { let api: CartAPIPort }\nprotocol CartAPIPort {}\n"),
            // Named like nothing, no role: it constructs Domain and Data types, and no ring names it.
            ("App/Graph.swift", "enum Graph {\n    static func loadCart() -> LoadCartUseCase { LoadCartUseCase(api: Adapter(api: CartAPI())) }\n}\n"),
            ("Data/Adapter.swift", "struct Adapter: CartAPIPort { let api: CartAPI }\n"),
        ]
        let layers = layers(files)
        XCTAssertEqual(layers["App/ShopApp.swift"], "App")
        XCTAssertEqual(layers["App/CartView.swift"], "Presentation")
        XCTAssertEqual(layers["App/Graph.swift"], "App")
        // The same wiring named by a screen is no root: the screen's use of it would be a finding.
        var named = files
        named[1] = ("App/CartView.swift", "import SwiftUI\nstruct CartView: View {\n    let cart = Graph.loadCart()\n    var body: some View { Text(\"\") }\n}\n")
        XCTAssertNotEqual(self.layers(named)["App/Graph.swift"], "App")
    }

    func testAFindingInAGuessedFileSaysSo() {
        let result = Linter.lint(TestSupport.project([
            ("Models/Song.swift", "import Foundation\nstruct Song: Codable { let title: String }\n"),
        ]))
        let finding = try? XCTUnwrap(result.findings.first { $0.rule == "codable_entity" })
        XCTAssertEqual(finding?.message.hasSuffix("[layer guessed from the code: archlint layers]"), true, "\(result.findings)")
    }
}
