import XCTest
@testable import ArchlintScan
@testable import ArchlintModel
@testable import ArchlintRules
@testable import ArchlintReport
@testable import ArchlintEngine

/// How the layer assignment breaks ties: each case where two layers claim a file equally, so
/// that the tie broken the other way fails.
final class LayerGuardTests: XCTestCase {
    /// Two layers (`Alpha` before `Beta`) claiming the same folder, also inside other layers.
    private let twoClaims = """
        {"layers": [
          {"name": "Alpha", "kind": "data", "paths": ["**/Shared/**"], "withinOtherLayers": ["**/Shared/**"], "mayDependOn": ["Domain", "Core"]},
          {"name": "Beta", "kind": "data", "paths": ["**/Shared/**"], "withinOtherLayers": ["**/Shared/**"], "mayDependOn": ["Domain", "Core"]}
        ]}
        """

    /// The earlier layer takes a folder two layers claim at the same depth: at the top, inside
    /// another layer's folder (the deepest nesting match) and inside the toolbox (its Data ring).
    func testTheEarlierLayerWinsAFolderTwoLayersClaim() throws {
        let configuration = try configuration(twoClaims)
        let project = TestSupport.project([("Shared/A.swift", "struct A {}\n"), ("Domain/Shared/B.swift", "struct B {}\n"),
                                           ("Core/Shared/C.swift", "struct C {}\n"), ("Domain/D.swift", "struct D {}\n")],
                                          configuration: configuration)
        XCTAssertEqual(project.files.indices.map { "\(project.files[$0].source.path): \(project.layerName(of: $0) ?? "-")" },
                       ["Shared/A.swift: Alpha", "Domain/Shared/B.swift: Alpha", "Core/Shared/C.swift: Alpha", "Domain/D.swift: Domain"])
    }

    /// The same where the configuration also moves the toolbox and the Domain: inside the toolbox's
    /// folder the first Data layer is its ring, inside the Domain's the first nesting layer decides.
    func testTheEarlierLayerWinsInsideConfiguredToolboxAndDomainFolders() throws {
        let moved = twoClaims.replacingOccurrences(of: "{\"layers\": [", with: """
            {"layers": [
              {"name": "Core", "paths": ["**/Kit/**"]},
              {"name": "Domain", "paths": ["**/Biz/**"]},
            """)
        let configuration = try configuration(moved)
        let project = TestSupport.project([("Kit/Shared/C.swift", "struct C {}\n"), ("Biz/Shared/B.swift", "struct B {}\n"),
                                           ("Kit/K.swift", "struct K {}\n"), ("Biz/D.swift", "struct D {}\n")], configuration: configuration)
        XCTAssertEqual(project.files.indices.map { "\(project.files[$0].source.path): \(project.layerName(of: $0) ?? "-")" },
                       ["Kit/Shared/C.swift: Alpha", "Biz/Shared/B.swift: Alpha", "Kit/K.swift: Core", "Biz/D.swift: Domain"])
    }

    /// Of two targets sharing a folder, the one the manifest declares first compiles its files.
    func testTheFirstOfTwoTargetsSharingAFolderHoldsItsFiles() {
        let project = TestSupport.project([
            ("Package.swift", "let package = Package(name: \"App\", targets: [\n    .target(name: \"Domain\", path: \"Sources/Shared\"),\n    .target(name: \"Data\", path: \"Sources/Shared\"),\n])\n"),
            ("Sources/Shared/A.swift", "struct A {}\n"),
        ])
        XCTAssertEqual(project.files.map { "\($0.source.path): \($0.module ?? "-")" }, ["Sources/Shared/A.swift: Domain"])
    }

    /// Of two project roots that nest (a local package inside an app), a path is seen from the
    /// deeper one that holds it; the configuration's folder comes before both.
    func testTheDeepestProjectRootHoldsAPath() {
        let roots = ProjectRoots(projects: ["/work/app", "/work/app/Packages/Feature"])
        XCTAssertEqual(roots.relative("/work/app/Packages/Feature/Sources/Domain/User.swift"), "Sources/Domain/User.swift")
        XCTAssertEqual(roots.relative("/work/app/Domain/User.swift"), "Domain/User.swift")
        let configured = ProjectRoots(configuration: "/work/app", projects: ["/work/app/Packages/Feature"])
        XCTAssertEqual(configured.relative("/work/app/Packages/Feature/Sources/Domain/User.swift"), "Packages/Feature/Sources/Domain/User.swift")
    }

    /// A layer's words come from its folder globs (`**/Name/**` only: a glob of another shape
    /// names no folder) and module patterns, for the layers after the composition root too; a
    /// wildcard, or a pattern that has one, is no word.
    func testALayersWordsAreItsFolderGlobsAndModulePatterns() throws {
        let configuration = try configuration(#"{"layers": [{"name": "Payments", "kind": "data", "paths": ["**/Billing/**", "Ledger/**", "**/Payments", "**/*Gateway/**", "**/**", "**/Network/**"], "modules": ["*Checkout", "*", "Wallet?"], "mayDependOn": ["Domain"]}]}"#)
        XCTAssertEqual(configuration.layers.last?.name, "Payments", "the new layer comes after the composition root")
        let words = LayerWords(configuration)
        let names = { (name: String) in words.layers(of: name).map { configuration.layers[$0.layer].name } }
        XCTAssertEqual(names("BillingKit"), ["Payments"])
        XCTAssertEqual(names("StoreCheckout"), ["Payments"])
        XCTAssertEqual(Set(names("NetworkKit")), ["Data", "Payments"], "a word of two layers is each one's")
        // What a glob of another shape would leave after cutting `**/` and `/**` is no word, nor
        // is a folder name with a wildcard or a module pattern that is one.
        XCTAssertEqual(names("GerKit"), [])
        XCTAssertEqual(names("PaymeKit"), [])
        XCTAssertEqual(names("PaymentGateway"), [])
        XCTAssertEqual(names("WalletKit"), [])
    }

    /// Inside a library module of no layer, a folder places its files when its glob starts a layer
    /// inside others (`withinOtherLayers`) or names the layer; another layer folder is the module's own.
    func testALibraryModulesFoldersPlaceByNestingGlobsOrTheLayersName() throws {
        let configuration = try configuration(#"{"layers": [{"name": "Data", "withinOtherLayers": ["**/Data/**", "**/Repositories/**"]}]}"#)
        let project = TestSupport.project([
            ("Package.swift", "let package = Package(name: \"App\", targets: [.target(name: \"Kit\")])\n"),
            ("Sources/Kit/Repositories/Payments.swift", "struct Payments {}\n"),
            ("Sources/Kit/Data/Orders.swift", "struct Orders {}\n"),
            ("Sources/Kit/Network/Prices.swift", "struct Prices {}\n"),
            ("Sources/Kit/Core/Format.swift", "enum Format {}\n"),
        ], configuration: configuration)
        let evidence = { (path: String) -> String in
            let index = project.fileIndex[path]!
            return "\(project.layerName(of: index) ?? "-"): \(project.files[index].evidence.description { $0 })"
        }
        XCTAssertEqual(evidence("Sources/Kit/Repositories/Payments.swift"), "Data: folder Repositories/ (**/Repositories/**)")
        XCTAssertEqual(evidence("Sources/Kit/Data/Orders.swift"), "Data: folder Data/ (**/Data/**)")
        XCTAssertEqual(evidence("Sources/Kit/Core/Format.swift"), "Core: folder Core/ (**/Core/**)")
        XCTAssertFalse(evidence("Sources/Kit/Network/Prices.swift").hasPrefix("Data: folder"))
    }

    /// A file that an app target and its test target both list is the app's, whichever is declared first.
    func testAFileAnAppAndItsTestTargetListIsTheApps() {
        func module(_ name: String, _ kind: BuildModule.Kind) -> BuildModule {
            BuildModule(name: name, origin: .xcode, kind: kind, folders: [], files: ["Shop/Money.swift"], declaredIn: "Shop.xcodeproj/project.pbxproj", line: 1)
        }
        for modules in [[module("ShopTests", .test), module("Shop", .application)], [module("Shop", .application), module("ShopTests", .test)]] {
            let map = ModuleMap(modules)
            XCTAssertEqual(map.module(containing: "Shop/Money.swift").map { map.modules[$0].name }, "Shop")
        }
    }

    /// Among folders two layers claim at the same depth the earlier layer wins, a toolbox too: a
    /// Data folder inside the toolbox's wins only from deeper down.
    func testAToolboxFolderADataLayerAlsoClaimsIsTheToolboxs() throws {
        let json = #"""
            {"layers": [{"name": "Core", "paths": ["**/Common/**"]},
                        {"name": "Remote", "kind": "data", "paths": ["**/Common/**", "**/Api/**"], "mayDependOn": ["Domain"]}]}
            """#
        let configuration = try configuration(json)
        let project = TestSupport.project([("Common/Format.swift", "enum Format {}\n"), ("Common/Api/Client.swift", "enum Client {}\n")], configuration: configuration)
        XCTAssertEqual(project.files.indices.map { "\(project.files[$0].source.path): \(project.layerName(of: $0) ?? "-")" },
                       ["Common/Format.swift: Core", "Common/Api/Client.swift: Remote"])
    }

    /// A path's folders: empty segments (a leading slash, a doubled one) are none.
    func testAPathsFoldersSkipEmptySegments() {
        XCTAssertEqual(LayerMatcher.folders(of: "/App//Domain/User.swift"), ["app", "domain"])
        XCTAssertEqual(LayerMatcher.folders(of: "/App//Domain/User.swift", keepingCase: true), ["App", "Domain"])
    }

    /// A layer folder inside a folder of the same layer: the outer one places the file.
    func testTheOuterFolderOfALayerPlacesItsFilesNotAnInnerOneOfTheSameLayer() {
        let project = TestSupport.project([("Domain/Orders/Domain/Order.swift", "struct Order {}\n")])
        XCTAssertEqual(project.files[0].evidence, .folder("Domain", glob: "**/Domain/**"))
    }

    /// A path is within a folder, not within a sibling whose name starts like it; seen from a
    /// folder it loses that folder, and seen from none it is itself.
    func testAPathIsWithinAFolderNotASiblingNamedLikeIt() {
        XCTAssertTrue(ModuleMap.isWithin("Sources/App/Main.swift", "Sources/App"))
        XCTAssertTrue(ModuleMap.isWithin("Sources/App", "Sources/App"))
        XCTAssertFalse(ModuleMap.isWithin("Sources/AppKit/Main.swift", "Sources/App"))
        XCTAssertEqual(Project.Indexer.relative("Sources/App/Main.swift", to: "Sources"), "App/Main.swift")
        XCTAssertEqual(Project.Indexer.relative("Sources", to: "Sources"), ".")
        XCTAssertEqual(Project.Indexer.relative("Tests/AppTests", to: "Sources"), "Tests/AppTests")
        XCTAssertEqual(Project.Indexer.relative("/Sources/App", to: ""), "/Sources/App", "a manifest at the file system's root: its folder is none")
    }

    /// A feature folder's glob is `**/Name/**` of a feature folder's name, nothing else that
    /// holds the name.
    func testAFeatureFolderGlobIsAFolderAnywhere() {
        XCTAssertTrue(LayerInference.isFeatureFolderGlob("**/Scenes/**"))
        XCTAssertFalse(LayerInference.isFeatureFolderGlob("My/Scenes/**"))
        XCTAssertFalse(LayerInference.isFeatureFolderGlob("**/Scenes/ab"))
        XCTAssertFalse(LayerInference.isFeatureFolderGlob("**/**"), "a glob of every folder names none")
        XCTAssertFalse(LayerInference.isFeatureFolderGlob("**/Models/**"))
    }

    /// What a file's code says places it in the first layer of that kind, not a later one.
    func testTheCodePlacesAFileInTheFirstLayerOfItsKind() throws {
        let configuration = try configuration(#"{"layers": [{"name": "Remote", "kind": "data", "paths": ["**/Remote/**"], "mayDependOn": ["Domain"]}]}"#)
        let project = TestSupport.project([("Fetcher.swift", "import Foundation\nfinal class PostsFetcher {\n    let session = URLSession.shared\n}\n")], configuration: configuration)
        XCTAssertEqual(project.layerName(of: 0), "Data")
    }

    /// A use case in a use-case folder inside another ring's folder is the Domain's; inside the
    /// toolbox's it stays there. A Domain type the other rings name stays in its Domain folder, and
    /// a Data client in a toolbox folder of Data's, named by Presentation, stays the Data layer's.
    func testAUseCaseFolderInsideARingIsTheDomains() {
        let useCase = "protocol PriceRepository {\n    func prices() -> [Int]\n}\nstruct GetPricesUseCase {\n    let repository: PriceRepository\n    func execute() -> [Int] { repository.prices() }\n}\n"
        let project = TestSupport.project([("Data/UseCases/GetPricesUseCase.swift", useCase), ("Core/UseCases/GetPricesUseCase.swift", useCase),
                                           ("Domain/User.swift", "struct User {\n    let id: Int\n}\n"),
                                           ("Data/UserDTO.swift", "struct UserDTO: Codable {\n    let id: Int\n    func toDomain() -> User { User(id: id) }\n}\n"),
                                           ("Presentation/UserRow.swift", "struct UserRow {\n    let user: User\n    let client: APIClient\n}\n"),
                                           ("Data/Utils/APIClient.swift", "import Foundation\nfinal class APIClient {\n    let session = URLSession.shared\n}\n")])
        XCTAssertEqual(project.files.indices.map { "\(project.files[$0].source.path): \(project.layerName(of: $0) ?? "-")" },
                       ["Data/UseCases/GetPricesUseCase.swift: Domain", "Core/UseCases/GetPricesUseCase.swift: Core", "Domain/User.swift: Domain",
                        "Data/UserDTO.swift: Data", "Presentation/UserRow.swift: Presentation", "Data/Utils/APIClient.swift: Data"])
    }

    /// A helper of a toolbox folder inside a ring's folder that another ring names is the
    /// toolbox's; one only its own ring names stays, and so does a helper of the toolbox's own
    /// folder and one whose code says another layer strongly; the files after it are still read (a store in the toolbox's folder is Data's).
    func testASharedHelperAndAToolboxStoreAreEachPlaced() {
        let project = TestSupport.project([
            ("Data/Utils/Observable.swift", "final class Observable<Value> {\n    var value: Value\n    init(_ value: Value) { self.value = value }\n}\n"),
            ("Data/Utils/Retry.swift", "final class Retry {\n    let times = 3\n}\n"),
            ("Data/Utils/FormatPriceUseCase.swift", "struct FormatPriceUseCase {\n    func execute(_ cents: Int) -> String { \"\" }\n}\n"),
            ("Data/NotesRepositoryImpl.swift", "final class NotesRepositoryImpl {\n    let retry = Retry()\n}\n"),
            ("Core/Utils/Debounce.swift", "final class Debounce {\n    let delay = 1\n}\n"),
            ("Presentation/Counter.swift", "import SwiftUI\nstruct Counter: View {\n    let count: Observable<Int>\n    let debounce: Debounce\n    let format: FormatPriceUseCase\n    var body: some View { Text(\"\") }\n}\n"),
            ("Core/Storage/NotesStore.swift", "import Foundation\nfinal class NotesStore {\n    let defaults = UserDefaults.standard\n    func notes() -> [String] { defaults.stringArray(forKey: \"notes\") ?? [] }\n}\n"),
        ])
        XCTAssertEqual(placements(project), [
            "Data/Utils/Observable.swift: Core: its code: declares plain type Observable that another layer names, in a toolbox folder, over folder Data/",
            "Data/Utils/Retry.swift: Data: folder Data/ (**/Data/**)",
            "Data/Utils/FormatPriceUseCase.swift: Data: folder Data/ (**/Data/**)",
            "Data/NotesRepositoryImpl.swift: Data: folder Data/ (**/Data/**)",
            "Core/Utils/Debounce.swift: Core: folder Core/ (**/Core/**)",
            "Presentation/Counter.swift: Presentation: folder Presentation/ (**/Presentation/**)",
            "Core/Storage/NotesStore.swift: Data: its code: NotesStore uses UserDefaults, over folder Core/",
        ])
    }

    /// The built-in configuration with a project's `.archlint.json` over it.
    private func configuration(_ json: String) throws -> Configuration {
        try ConfigurationLoader.load(bytes: Array(json.utf8), source: ".archlint.json", over: .builtIn())
    }

    /// The layer and the evidence of each file: "path: Layer: evidence".
    private func placements(_ project: Project) -> [String] {
        project.files.indices.map { "\(project.files[$0].projectPath): \(project.layerName(of: $0) ?? "-"): \(project.files[$0].evidence.description { $0 })" }
    }

    /// A feature's folder gives way to code of another layer that says so strongly (a use case),
    /// not to a plain value; code that agrees with its folder keeps the folder as its evidence.
    func testAFolderGivesWayOnlyToStrongCodeOfAnotherLayer() {
        let project = TestSupport.project([
            ("App/Scenes/Login/LoginForm.swift", "struct LoginForm {\n    var name: String\n}\n"),
            ("App/Scenes/Login/LoginUseCase.swift", "struct LoginUseCase {\n    func execute(name: String) {}\n}\n"),
            ("App/Domain/UseCases/GetPricesUseCase.swift", "struct GetPricesUseCase {\n    func execute() -> [Int] { [] }\n}\n"),
        ])
        XCTAssertEqual(placements(project), [
            "App/Scenes/Login/LoginForm.swift: Presentation: folder Scenes/ (**/Scenes/**)",
            "App/Scenes/Login/LoginUseCase.swift: Domain: its code: declares use case LoginUseCase, over folder App/Scenes/",
            "App/Domain/UseCases/GetPricesUseCase.swift: Domain: folder Domain/ (**/Domain/**)",
        ])
    }

    /// Inside a module named for a layer, a folder named for the Data layer's work moves the files
    /// that say Data strongly where most files that say anything strongly do (half is not most; an error or a
    /// constant says it weakly): not its ports, not a plain value that uses a store, not a store
    /// in a folder named for no Data work (in a module its folder or its name placed), not a
    /// script, and a Data module's own files keep their module as evidence.
    func testAModulesDataWorkFolderMovesItsStoresWhereMostSayData() {
        let sources = [
            ("Sources/Domain/Remote/PriceService.swift", "protocol PriceService {\n    func prices() -> [Int]\n}\n"),
            ("Sources/Domain/Remote/StockService.swift", "protocol StockService {\n    func stock() -> Int\n}\n"),
            ("Sources/Domain/Remote/Endpoint.swift", "import Alamofire\nfinal class Endpoint {}\n"),
            ("Sources/Domain/API/upload.swift", "#!/usr/bin/env swift\nimport Alamofire\nfinal class Uploader {}\n"),
            ("Sources/Domain/Repository/RealmUserStore.swift", "import RealmSwift\nfinal class RealmUserStore {\n    func save() {}\n}\n"),
            ("Sources/Domain/Repository/UserAPIClient.swift", "import Alamofire\nfinal class UserAPIClient {}\n"),
            ("Sources/Domain/Repository/UserRepository.swift", "protocol UserRepository {\n    func user() -> String\n}\n"),
            ("Sources/Domain/Repository/UserSettings.swift", "import Foundation\nstruct UserSettings {\n    let defaults = UserDefaults.standard\n}\n"),
            ("Sources/Domain/Repository/UserError.swift", "enum UserError: Error {\n    case missing\n}\n"),
            ("Sources/Domain/Repository/UserKeys.swift", "enum UserKeys {\n    static let id = \"id\"\n}\n"),
            ("Sources/Domain/Repository/UserSaveError.swift", "enum UserSaveError: Error {\n    case full\n}\n"),
            ("Sources/Domain/Local/RealmNotes.swift", "import RealmSwift\nfinal class RealmNotes {}\n"),
            ("Sources/Domain/Local/NotesPort.swift", "protocol NotesPort {\n    func notes() -> [String]\n}\n"),
            ("Sources/Domain/Stores/RealmCache.swift", "import RealmSwift\nfinal class RealmCache {}\n"),
            ("Modules/CatalogDomain/Stores/RealmCatalogCache.swift", "import RealmSwift\nfinal class RealmCatalogCache {}\n"),
            ("Sources/Data/Repository/UserRepositoryImpl.swift", "final class UserRepositoryImpl: UserRepository {\n    func user() -> String { \"\" }\n}\n"),
        ]
        let modules = ["Sources/Domain", "Sources/Data", "Modules/CatalogDomain"].map { folder in
            BuildModule(name: String(folder.split(separator: "/").last!), origin: .swiftPM, kind: .library, folders: [folder],
                        files: sources.map(\.0).filter { $0.hasPrefix(folder + "/") }, declaredIn: "Package.swift", line: 1)
        }
        XCTAssertEqual(placements(TestSupport.project(sources, modules: modules)), [
            "Sources/Domain/Remote/PriceService.swift: Domain: module Domain: its files are in Sources/Domain",
            "Sources/Domain/Remote/StockService.swift: Domain: module Domain: its files are in Sources/Domain",
            "Sources/Domain/Remote/Endpoint.swift: Domain: module Domain: its files are in Sources/Domain",
            "Sources/Domain/API/upload.swift: -: build manifest, macro plugin or script (imports ProjectDescription, PackageDescription or a compiler plugin, or starts with #!)",
            "Sources/Domain/Repository/RealmUserStore.swift: Data: its code: imports RealmSwift, over module Domain",
            "Sources/Domain/Repository/UserAPIClient.swift: Data: its code: imports Alamofire, over module Domain",
            "Sources/Domain/Repository/UserRepository.swift: Domain: module Domain: its files are in Sources/Domain",
            "Sources/Domain/Repository/UserSettings.swift: Domain: module Domain: its files are in Sources/Domain",
            "Sources/Domain/Repository/UserError.swift: Domain: module Domain: its files are in Sources/Domain",
            "Sources/Domain/Repository/UserKeys.swift: Domain: module Domain: its files are in Sources/Domain",
            "Sources/Domain/Repository/UserSaveError.swift: Domain: module Domain: its files are in Sources/Domain",
            "Sources/Domain/Local/RealmNotes.swift: Domain: module Domain: its files are in Sources/Domain",
            "Sources/Domain/Local/NotesPort.swift: Domain: module Domain: its files are in Sources/Domain",
            "Sources/Domain/Stores/RealmCache.swift: Domain: module Domain: its files are in Sources/Domain",
            "Modules/CatalogDomain/Stores/RealmCatalogCache.swift: Domain: module CatalogDomain: its name has the word Domain",
            "Sources/Data/Repository/UserRepositoryImpl.swift: Data: module Data: its files are in Sources/Data",
        ])
    }

    /// A library no name or folder placed is one layer, by the code of its files (its folders of
    /// the composition root say nothing of it; one whose code says nothing has none; two in three
    /// that say it, one strongly, are sure of it, one in three a guess, four in five that say it
    /// weakly a guess too); a toolbox module that depends on such a library of
    /// the rings is no toolbox (its name or its folder put it there), its code decides, and a
    /// toolbox module that does not, or whose code says the toolbox too, stays.
    func testALibrarysCodeDecidesItsLayerAndAToolboxsThatDependsOnIt() throws {
        let configuration = try configuration(#"{"layers": [{"name": "App", "withinOtherLayers": ["**/DI/**"]}]}"#)
        let manifest = """
            let package = Package(name: "Shop", targets: [
                .target(name: "CoreUtils"),
                .target(name: "Blank"),
                .target(name: "Kit"),
                .target(name: "CoreFormat", dependencies: ["Kit"]),
                .target(name: "CoreKit", dependencies: ["Kit"]),
                .target(name: "Orders"),
                .target(name: "Billing"),
                .target(name: "Shelf"),
                .target(name: "Components", dependencies: ["Kit"], path: "Sources/Core/Components"),
            ])
            """
        let project = TestSupport.project([
            ("Package.swift", manifest),
            ("Sources/CoreUtils/Format.swift", "enum Format {\n    static let width = 2\n}\n"),
            ("Sources/Blank/Version.swift", "let version = 1\n"),
            ("Sources/Kit/DI/KitWiring.swift", "enum KitWiring {}\n"),
            ("Sources/Kit/PriceList.swift", "struct PriceList {\n    let values: [Int]\n}\n"),
            ("Sources/Kit/Order.swift", "struct Order {\n    let id: Int\n}\n"),
            ("Sources/CoreFormat/Formats.swift", "enum Formats {\n    static let width = 2\n}\n"),
            ("Sources/Orders/GetOrdersUseCase.swift", "struct GetOrdersUseCase {\n    func execute() -> [Int] { [] }\n}\n"),
            ("Sources/Orders/CancelOrderUseCase.swift", "struct CancelOrderUseCase {\n    func execute(id: Int) {}\n}\n"),
            ("Sources/Orders/OrdersView.swift", "import SwiftUI\nstruct OrdersView: View {\n    var body: some View { Text(\"\") }\n}\n"),
            ("Sources/Billing/PayUseCase.swift", "struct PayUseCase {\n    func execute(amount: Int) {}\n}\n"),
            ("Sources/Billing/BillingNumbers.swift", "import SwiftUI\nstruct BillingNumbers {\n    let width = 2\n}\n"),
            ("Sources/Billing/BillingSizes.swift", "import SwiftUI\nstruct BillingSizes {\n    let height = 3\n}\n"),
            ("Sources/Shelf/ShelfView.swift", "import SwiftUI\nstruct ShelfView: View {\n    var body: some View { Text(\"\") }\n}\n"),
            ("Sources/Shelf/Book.swift", "struct Book {\n    let title: String\n}\n"),
            ("Sources/Shelf/Author.swift", "struct Author {\n    let name: String\n}\n"),
            ("Sources/Shelf/Shelf.swift", "struct Shelf {\n    let books: [Book]\n}\n"),
            ("Sources/Shelf/Loan.swift", "struct Loan {\n    let days: Int\n}\n"),
            ("Sources/CoreKit/PriceRow.swift", "import SwiftUI\nstruct PriceRow: View {\n    let list: PriceList\n    var body: some View { Text(\"\") }\n}\n"),
            ("Sources/Core/Components/OrderRow.swift", "import SwiftUI\nstruct OrderRow: View {\n    let order: Order\n    var body: some View { Text(\"\") }\n}\n"),
        ], configuration: configuration)
        XCTAssertEqual(placements(project), [
            "Sources/CoreUtils/Format.swift: Core: module CoreUtils: its name has the word Core",
            "Sources/Blank/Version.swift: -: no evidence",
            "Sources/Kit/DI/KitWiring.swift: App: folder DI/ (**/DI/**)",
            "Sources/Kit/PriceList.swift: Domain: module Kit: 2 of 2 files say so by their code, as one that declares plain type PriceList (a guess)",
            "Sources/Kit/Order.swift: Domain: module Kit: 2 of 2 files say so by their code, as one that declares plain type PriceList (a guess)",
            "Sources/CoreFormat/Formats.swift: Core: module CoreFormat: its name has the word Core",
            "Sources/Orders/GetOrdersUseCase.swift: Domain: module Orders: 2 of 3 files say so by their code, as one that declares use case GetOrdersUseCase",
            "Sources/Orders/CancelOrderUseCase.swift: Domain: module Orders: 2 of 3 files say so by their code, as one that declares use case GetOrdersUseCase",
            "Sources/Orders/OrdersView.swift: Domain: module Orders: 2 of 3 files say so by their code, as one that declares use case GetOrdersUseCase",
            "Sources/Billing/PayUseCase.swift: Domain: module Billing: 1 of 3 files say so by their code, as one that declares use case PayUseCase (a guess)",
            "Sources/Billing/BillingNumbers.swift: Domain: module Billing: 1 of 3 files say so by their code, as one that declares use case PayUseCase (a guess)",
            "Sources/Billing/BillingSizes.swift: Domain: module Billing: 1 of 3 files say so by their code, as one that declares use case PayUseCase (a guess)",
            "Sources/Shelf/ShelfView.swift: Domain: module Shelf: 4 of 5 files say so by their code, as one that declares plain type Book (a guess)",
            "Sources/Shelf/Book.swift: Domain: module Shelf: 4 of 5 files say so by their code, as one that declares plain type Book (a guess)",
            "Sources/Shelf/Author.swift: Domain: module Shelf: 4 of 5 files say so by their code, as one that declares plain type Book (a guess)",
            "Sources/Shelf/Shelf.swift: Domain: module Shelf: 4 of 5 files say so by their code, as one that declares plain type Book (a guess)",
            "Sources/Shelf/Loan.swift: Domain: module Shelf: 4 of 5 files say so by their code, as one that declares plain type Book (a guess)",
            "Sources/CoreKit/PriceRow.swift: Presentation: module CoreKit: it depends on Kit, and 1 of 1 files say so by their code, as one that declares view PriceRow",
            "Sources/Core/Components/OrderRow.swift: Presentation: module Components: it depends on Kit, and 1 of 1 files say so by their code, as one that declares view OrderRow",
        ])
    }

    /// An app target whose folder is the toolbox's (a multiplatform app's `Shared/`) holds the
    /// whole app: it takes no layer from that folder, and its files are laid out one by one.
    func testAnAppTargetInAToolboxFolderTakesNoLayerFromIt() {
        let files = [("Shared/NotesView.swift", "import SwiftUI\nstruct NotesView: View {\n    var body: some View { Text(\"\") }\n}\n"),
                     ("Shared/Domain/Note.swift", "struct Note {\n    let text: String\n}\n")]
        let app = BuildModule(name: "Notes", origin: .xcode, kind: .application, folders: ["Shared"], declaredIn: "Notes.xcodeproj/project.pbxproj", line: 1)
        XCTAssertEqual(placements(TestSupport.project(files, modules: [app])), [
            "Shared/NotesView.swift: Presentation: its code: declares view NotesView",
            "Shared/Domain/Note.swift: Domain: folder Domain/ (**/Domain/**)",
        ])
    }

    /// A toolbox module that depends on the rings is decided by the files its own evidence placed:
    /// not one a layer's folder inside it placed, nor another package's module of the same name,
    /// which does not depend on them and keeps its name's layer.
    func testAToolboxModuleDependingOnTheRingsIsDecidedByItsOwnFilesOnly() {
        let project = TestSupport.project([
            ("Package.swift", "let package = Package(name: \"Shop\", targets: [.target(name: \"Kit\"), .target(name: \"CoreKit\", dependencies: [\"Kit\"])])\n"),
            ("Tools/Package.swift", "let package = Package(name: \"Tools\", targets: [.target(name: \"CoreKit\")])\n"),
            ("Sources/Kit/PriceList.swift", "struct PriceList {\n    let values: [Int]\n}\n"),
            ("Sources/CoreKit/PriceRow.swift", "import SwiftUI\nstruct PriceRow: View {\n    let list: PriceList\n    var body: some View { Text(\"\") }\n}\n"),
            ("Tools/Sources/CoreKit/Format.swift", "enum Format {\n    static let width = 2\n}\n"),
            ("Sources/CoreKit/Data/PriceStore.swift", "final class PriceStore {}\n"),
        ])
        XCTAssertEqual(placements(project).filter { $0.contains("CoreKit/") }, [
            "Sources/CoreKit/PriceRow.swift: Presentation: module CoreKit: it depends on Kit, and 1 of 1 files say so by their code, as one that declares view PriceRow",
            "Tools/Sources/CoreKit/Format.swift: Core: module CoreKit: its name has the word Core",
            "Sources/CoreKit/Data/PriceStore.swift: Data: folder Data/ (**/Data/**)",
        ])
    }

    /// An app target whose files share no folder (an Xcode project at the top listing `Domain/`,
    /// `Data/` and `Presentation/`) is laid out by its project's folders, as one whose files do.
    func testAnAppTargetWhoseFilesShareNoFolderIsLaidOutByItsFolders() {
        let files = [("Domain/User.swift", "struct User {}\n"), ("Data/UserStore.swift", "final class UserStore {}\n"),
                     ("Presentation/Home.swift", "struct Home {}\n"), ("Shared/Format.swift", "enum Format {}\n"), ("Version.swift", "let version = 1\n")]
        let module = BuildModule(name: "Shop", origin: .xcode, kind: .application, folders: [], files: files.map(\.0), declaredIn: "Shop.xcodeproj/project.pbxproj", line: 1)
        XCTAssertEqual(placements(TestSupport.project(files, modules: [module])), [
            "Domain/User.swift: Domain: folder Domain/ (**/Domain/**)", "Data/UserStore.swift: Data: folder Data/ (**/Data/**)",
            "Presentation/Home.swift: Presentation: folder Presentation/ (**/Presentation/**)", "Shared/Format.swift: Core: folder Shared/ (**/Shared/**)",
            "Version.swift: -: app target Shop: files outside layer folders",
        ])
    }

    /// In an app target a type of any name that constructs two layers' types wires the app, unless
    /// the rings' code names it (a screen's stack), also where every file lies in a layer's folder;
    /// an app extension's view model that does so is no root (a widget is a shell of its own).
    func testAnAppTargetsWiringIsTheRootUnlessTheRingsNameItOrItIsAnExtensions() {
        let rings = [("Domain/LoadFeedUseCase.swift", "public struct LoadFeedUseCase {\n    let repository: RemoteFeedRepository\n}\n"),
                     ("Data/RemoteFeedRepository.swift", "public final class RemoteFeedRepository {}\n")]
        func module(_ name: String, _ kind: BuildModule.Kind, _ files: [(String, String)], isAppExtension: Bool = false) -> BuildModule {
            var module = BuildModule(name: name, origin: .xcode, kind: kind, folders: [], files: files.map(\.0), declaredIn: "Shop.xcodeproj/project.pbxproj", line: 1)
            module.isAppExtension = isAppExtension
            return module
        }
        func layers(_ files: [(String, String)], _ modules: [BuildModule]) -> [String] {
            let project = TestSupport.project(files, modules: modules)
            return project.files.indices.filter { !project.files[$0].projectPath.hasPrefix("Domain/") && !project.files[$0].projectPath.hasPrefix("Data/") }
                .map { "\(project.files[$0].projectPath): \(project.layerName(of: $0) ?? "-")" }
        }
        let stack = ("Presentation/FeedStack.swift", "final class FeedStack {\n    let load = LoadFeedUseCase(repository: RemoteFeedRepository())\n}\n")
        let view = ("Presentation/FeedView.swift", "struct FeedView {\n    let stack: FeedStack\n}\n")
        XCTAssertEqual(layers(rings + [stack], [module("Shop", .application, rings + [stack])]), ["Presentation/FeedStack.swift: App"])
        XCTAssertEqual(layers(rings + [stack, view], [module("Shop", .application, rings + [stack, view])]),
                       ["Presentation/FeedStack.swift: Presentation", "Presentation/FeedView.swift: Presentation"])
        // The rings in a framework both targets import.
        let entry = "import ShopKit\n\nfinal class EntryViewModel {\n    let load = LoadFeedUseCase(repository: RemoteFeedRepository())\n}\n"
        let widget = ("ShopWidget/EntryViewModel.swift", entry), app = ("Shop/EntryViewModel.swift", entry)
        XCTAssertEqual(layers(rings + [widget], [module("ShopKit", .library, rings), module("ShopWidget", .application, [widget], isAppExtension: true)]),
                       ["ShopWidget/EntryViewModel.swift: -"])
        XCTAssertEqual(layers(rings + [app], [module("ShopKit", .library, rings), module("Shop", .application, [app])]), ["Shop/EntryViewModel.swift: App"])
    }

    /// A module named for wiring (`ShopDI`) is a wiring folder: what in it constructs one layer's
    /// types is the root whatever its name; in a module of another name it is not.
    func testAModuleNamedForWiringIsAWiringPlace() {
        func placement(module name: String) -> String {
            let manifest = "let package = Package(name: \"Shop\", targets: [.target(name: \"\(name)\", dependencies: [\"Data\"]), .target(name: \"Data\")])\n"
            let project = TestSupport.project([
                ("Package.swift", manifest),
                ("Sources/Data/RemoteUserRepository.swift", "public final class RemoteUserRepository {\n    public init() {}\n}\n"),
                ("Sources/\(name)/Injection.swift", "import Data\n\nfinal class Injection {\n    func repository() -> RemoteUserRepository { RemoteUserRepository() }\n}\n"),
            ])
            return placements(project).first { $0.hasPrefix("Sources/\(name)/") } ?? "missing"
        }
        XCTAssertEqual(placement(module: "ShopDI"), "Sources/ShopDI/Injection.swift: App: composition root: Injection constructs types of Data")
        XCTAssertFalse(placement(module: "ShopWiring").contains(": App:"), placement(module: "ShopWiring"))
    }

    /// Files no name placed, one by one: a file whose code says nothing takes the layer of the
    /// files below a folder above it; a file that imports a UI framework beside screens is one of
    /// them by its neighbours, beside a use case one of the screens by its own code; a file of extensions of two layers' types stays in none; the
    /// screens beside the app's entry in a layer's folder keep that folder.
    func testLooseFilesAreDecidedByTheirNeighbours() {
        let project = TestSupport.project([
            ("Sources/Feed/FeedView.swift", "import SwiftUI\nstruct FeedView: View {\n    var body: some View { Text(\"\") }\n}\n"),
            ("Sources/Feed/FeedPalette.swift", "import SwiftUI\nstruct FeedPalette {\n    let tint = Color.red\n}\n"),
            ("Sources/Feed/Sub/Version.swift", "let version = 1\n"),
            ("Sources/Billing/PayUseCase.swift", "struct PayUseCase {\n    func execute(amount: Int) {}\n}\n"),
            ("Sources/Billing/PayPalette.swift", "import SwiftUI\nstruct PayPalette {\n    let tint = Color.red\n}\n"),
            ("Domain/User.swift", "struct User {\n    let id: Int\n}\n"),
            ("Data/UserDTO.swift", "struct UserDTO: Decodable {\n    let id: Int\n}\n"),
            ("Sources/Support/Both.swift", "extension User {\n    static let none = 0\n}\n\nextension UserDTO {\n    static let none = 0\n}\n"),
            ("Presentation/ShopApp.swift", "import SwiftUI\n@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup { FeedView() } }\n}\n"),
            ("Presentation/HomeView.swift", "import SwiftUI\nstruct HomeView: View {\n    var body: some View { Text(\"\") }\n}\n"),
        ])
        XCTAssertEqual(placements(project), [
            "Sources/Feed/FeedView.swift: Presentation: its code: declares view FeedView",
            "Sources/Feed/FeedPalette.swift: Presentation: beside the files of Sources/Feed/: 1 of 1 files placed by their code (a guess)",
            "Sources/Feed/Sub/Version.swift: Presentation: beside the files of Sources/Feed/: 1 of 1 files placed by their code (a guess)",
            "Sources/Billing/PayUseCase.swift: Domain: its code: declares use case PayUseCase",
            "Sources/Billing/PayPalette.swift: Presentation: its code: declares PayPalette and imports a UI framework (a guess)",
            "Domain/User.swift: Domain: folder Domain/ (**/Domain/**)",
            "Data/UserDTO.swift: Data: folder Data/ (**/Data/**)",
            "Sources/Support/Both.swift: -: no evidence",
            "Presentation/ShopApp.swift: App: composition root: @main ShopApp",
            "Presentation/HomeView.swift: Presentation: folder Presentation/ (**/Presentation/**)",
        ])
    }

    /// A feature module is split into layers by the folders of two rings inside it, not by a
    /// toolbox folder: its models go where their code says only then.
    func testAFeatureModuleIsSplitByTwoRingsFolders() throws {
        let configuration = try configuration(#"{"layers": [{"name": "Core", "withinOtherLayers": ["**/Core/**"]}]}"#)
        let manifest = "let package = Package(name: \"Shop\", targets: [.target(name: \"CartFeature\"), .target(name: \"ShopFeature\")])\n"
        let project = TestSupport.project([
            ("Package.swift", manifest),
            ("Sources/CartFeature/Core/CartLog.swift", "enum CartLog {\n    static let name = \"cart\"\n}\n"),
            ("Sources/CartFeature/Data/CartRepositoryImpl.swift", "final class CartRepositoryImpl {\n    func all() -> [Cart] { [] }\n}\n"),
            ("Sources/CartFeature/Domain/GetCartUseCase.swift", "struct GetCartUseCase {\n    func execute() -> [Cart] { [] }\n}\n"),
            ("Sources/CartFeature/Model/Cart.swift", "struct Cart {\n    let id: Int\n}\n"),
            ("Sources/CartFeature/Support/CartKeys.swift", "enum CartKeys {\n    static let id = \"cart\"\n}\n"),
            ("Sources/CartFeature/Support/CartLimits.swift", "enum CartLimits {\n    static let most = 9\n}\n"),
            ("Sources/CartFeature/Support/CartObserving.swift", "protocol CartObserving {\n    func changed()\n}\n"),
            ("Sources/ShopFeature/Core/ShopLog.swift", "enum ShopLog {\n    static let name = \"shop\"\n}\n"),
            ("Sources/ShopFeature/Domain/GetShopUseCase.swift", "struct GetShopUseCase {\n    func execute() -> [Shop] { [] }\n}\n"),
            ("Sources/ShopFeature/Model/Shop.swift", "struct Shop {\n    let id: Int\n}\n"),
        ], configuration: configuration)
        XCTAssertEqual(placements(project).filter { $0.contains("/Model/") }, [
            "Sources/CartFeature/Model/Cart.swift: Domain: its code: declares plain type Cart, in module CartFeature, whose folders name its layers (a guess)",
            "Sources/ShopFeature/Model/Shop.swift: Presentation: module ShopFeature: its name has the word Feature",
        ])
        // Ports beside weak signals of another layer do not hold them back: they say nothing against them.
        XCTAssertEqual(placements(project).filter { $0.contains("/Support/") }, [
            "Sources/CartFeature/Support/CartKeys.swift: Core: its code: declares constants CartKeys, in module CartFeature, whose folders name its layers (a guess)",
            "Sources/CartFeature/Support/CartLimits.swift: Core: its code: declares constants CartLimits, in module CartFeature, whose folders name its layers (a guess)",
            "Sources/CartFeature/Support/CartObserving.swift: Presentation: module CartFeature: its name has the word Feature",
        ])
    }

    /// A script the configuration places keeps that layer; a script any other evidence placed,
    /// after it, or none, is the build's, in no layer.
    func testAScriptIsTheBuildsUnlessConfigured() throws {
        let configuration = try configuration(#"{"layers": [{"name": "Core", "paths": ["Tools/**"]}]}"#)
        let project = TestSupport.project([("Tools/bump.swift", "#!/usr/bin/env swift\nprint(1)\n"),
                                           ("Data/Seed/seed.swift", "#!/usr/bin/env swift\nprint(2)\n"),
                                           ("release.swift", "#!/usr/bin/env swift\nprint(3)\n")], configuration: configuration)
        XCTAssertEqual(placements(project), [
            "Tools/bump.swift: Core: .archlint.json: \"Tools/**\"",
            "Data/Seed/seed.swift: -: build manifest, macro plugin or script (imports ProjectDescription, PackageDescription or a compiler plugin, or starts with #!)",
            "release.swift: -: build manifest, macro plugin or script (imports ProjectDescription, PackageDescription or a compiler plugin, or starts with #!)",
        ])
    }

    /// In the app entry's toolbox folder, a folder named with a layer's word places what lies
    /// below it, and the toolbox folder's own name places nothing; a file of extensions of types
    /// from outside the project is the toolbox's, and says which (three at most, each once).
    func testWordFoldersAndExtensionsOfOutsideTypes() {
        let project = TestSupport.project([
            ("Core/ShopApp.swift", "import SwiftUI\n@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup { Text(\"\") } }\n}\n"),
            ("Core/NotesAPI/NotesPage.swift", "struct NotesPage {\n    let number: Int\n}\n"),
            ("Core/Settings.swift", "struct Settings {\n    let dark: Bool\n}\n"),
            ("Sources/Ext/Strings.swift", "extension String {\n    var isBlank: Bool { isEmpty }\n}\n\nextension String {\n    var trimmed: String { self }\n}\n"),
            ("Sources/Ext/Numbers.swift", "extension Int {}\nextension Double {}\nextension Bool {}\n"),
        ])
        XCTAssertEqual(placements(project), [
            "Core/ShopApp.swift: App: composition root: @main ShopApp",
            "Core/NotesAPI/NotesPage.swift: Data: folder Core/NotesAPI/: its name has the word API",
            "Core/Settings.swift: Domain: its code: declares plain type Settings (a guess)",
            "Sources/Ext/Strings.swift: Core: its code: extends String, types from outside the project",
            "Sources/Ext/Numbers.swift: Core: its code: extends Int, Double, Bool, types from outside the project",
        ])
        // The entry's folder is read by code only when it is the toolbox's; a toolbox file of a
        // screen's state is no toolbox's; a feature's word names no layer.
        let presentation = TestSupport.project([
            ("Presentation/ShopApp.swift", "import SwiftUI\n@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup { Text(\"\") } }\n}\n"),
            ("Presentation/Helpers/RemoteUserRepository.swift", "import Foundation\nfinal class RemoteUserRepository {\n    let session = URLSession.shared\n}\n"),
            ("Shared/SessionStore.swift", "import Combine\nfinal class SessionStore: ObservableObject {\n    @Published var name = \"\"\n}\n"),
            ("Sources/HomeFeature/Cart.swift", "struct Cart {\n    let items: [Int]\n}\n"),
        ])
        XCTAssertEqual(placements(presentation).dropFirst(), [
            "Presentation/Helpers/RemoteUserRepository.swift: Presentation: folder Presentation/ (**/Presentation/**)",
            "Shared/SessionStore.swift: Presentation: its code: declares observable state SessionStore, over folder Shared/",
            "Sources/HomeFeature/Cart.swift: Domain: its code: declares plain type Cart (a guess)",
        ])
    }

    /// Where the Data layer keeps DTOs of their own, a plain value in its models folder is an
    /// entity; not one an extension serializes, a value that imports a UI framework, a plain value
    /// of another layer's models folder, nor a use case filed in Data outside a use-case folder
    /// (in a toolbox folder of it).
    func testAModelsFolderOfDataBesideDTOsHoldsEntities() {
        let project = TestSupport.project([
            ("Data/DTOs/UserDTO.swift", "struct UserDTO: Decodable {\n    let id: Int\n}\n"),
            ("Data/Models/User.swift", "struct User {\n    let id: Int\n}\n"),
            ("Data/Models/Post.swift", "struct Post {\n    let id: Int\n}\n"),
            ("Data/Models/Post+Decodable.swift", "extension Post: Decodable {}\n"),
            ("Data/Models/LoadError.swift", "enum LoadError: Error {\n    case failed\n}\n"),
            ("Data/Models/Palette.swift", "import SwiftUI\nstruct Palette {\n    let tint = Color.red\n}\n"),
            ("Presentation/Models/Row.swift", "struct Row {\n    let title: String\n}\n"),
            ("Data/Utils/FetchPricesUseCase.swift", "struct FetchPricesUseCase {\n    func execute() -> [Int] { [] }\n}\n"),
        ])
        XCTAssertEqual(placements(project), [
            "Data/DTOs/UserDTO.swift: Data: folder Data/ (**/Data/**)",
            "Data/Models/User.swift: Domain: its code: declares plain type User in a models folder, over folder Data/ (a guess)",
            "Data/Models/Post.swift: Data: folder Data/ (**/Data/**)",
            "Data/Models/Post+Decodable.swift: Data: folder Data/ (**/Data/**)",
            "Data/Models/LoadError.swift: Domain: its code: declares error type LoadError in a models folder, over folder Data/ (a guess)",
            "Data/Models/Palette.swift: Data: folder Data/ (**/Data/**)",
            "Presentation/Models/Row.swift: Presentation: folder Presentation/ (**/Presentation/**)",
            "Data/Utils/FetchPricesUseCase.swift: Data: folder Data/ (**/Data/**)",
        ])
    }

    /// A file an Xcode project's targets do not list, beside the files they do, is not compiled;
    /// not one generated from a model, nor one the configuration places, and nothing is called uncompiled in a project whose
    /// targets list less than a quarter of the files beside them (a quarter is enough). A package
    /// target that lists its `sources:` calls nothing uncompiled: such a package is laid out by its folders.
    func testAFileNoTargetListsIsNotCompiled() throws {
        func project(_ unlisted: [String], configuration: Configuration = .builtIn(), origin: BuildModule.Origin = .xcode) -> Project {
            let listed = ["Apps/Shop/App.swift", "Apps/Shop/Home.swift"]
            let module = BuildModule(name: "Shop", origin: origin, kind: .application, folders: [], files: listed,
                                     declaredIn: origin == .xcode ? "Apps/Shop.xcodeproj/project.pbxproj" : "Apps/Package.swift", line: 1)
            let inputs = (listed + unlisted).map { Project.Input(source: SourceFile(path: $0, source: "struct S {}\n"), projectPath: $0) }
                + [Project.Input(source: SourceFile(path: "Apps/Shop/Model/Item+CoreDataClass.swift", source: "final class Item {}\n"),
                                 projectPath: "Apps/Shop/Model/Item+CoreDataClass.swift", isGenerated: true)]
            return Project(files: inputs, modules: [module], configuration: configuration)
        }
        let few = project(["Apps/Shop/Old.swift"])
        XCTAssertEqual(placements(few).filter { !$0.hasPrefix("Apps/Shop/App.swift") && !$0.hasPrefix("Apps/Shop/Home.swift") }, [
            "Apps/Shop/Old.swift: -: no target of Apps/Shop.xcodeproj/project.pbxproj compiles it",
            "Apps/Shop/Model/Item+CoreDataClass.swift: Domain: its code: declares plain type Item (a guess)",
        ])
        XCTAssertEqual(placements(project((1...6).map { "Apps/Shop/Old\($0).swift" })).filter { $0.contains("compiles it") }.count, 6, "three times as many")
        let configured = project(["Apps/Shop/Tools/Gen.swift"], configuration: try configuration(#"{"layers": [{"name": "Core", "paths": ["Apps/Shop/Tools/**"]}]}"#))
        XCTAssertEqual(placements(configured).filter { $0.hasPrefix("Apps/Shop/Tools/") }, ["Apps/Shop/Tools/Gen.swift: Core: .archlint.json: \"Apps/Shop/Tools/**\""],
                       "the configuration places it")
        let many = project((1...7).map { "Apps/Shop/Old\($0).swift" })
        XCTAssertEqual(placements(many).filter { $0.contains("compiles it") }, [])
        // A package target's `sources:` list: the files beside them are laid out as any other.
        XCTAssertEqual(placements(project(["Apps/Shop/Old.swift"], origin: .swiftPM)).filter { $0.contains("compiles it") }, [])
        // A target of synchronized folders lists no file: the files outside them are laid out as any other.
        let synchronized = BuildModule(name: "Shop", origin: .xcode, kind: .application, folders: ["Apps/Shop"], declaredIn: "Apps/Shop.xcodeproj/project.pbxproj", line: 1)
        let tools = Project(files: ["Apps/Shop/App.swift", "Apps/Shop/Home.swift", "Apps/Tools/Gen.swift"].map { Project.Input(source: SourceFile(path: $0, source: "struct S {}\n"), projectPath: $0) },
                            modules: [synchronized], configuration: .builtIn())
        XCTAssertEqual(placements(tools).filter { $0.contains("compiles it") }, [])
        // A project of test bundles only lists the tests' files: it compiles none of the app's.
        let specs = BuildModule(name: "ShopSpecs", origin: .xcode, kind: .test, folders: [], files: ["Specs/ShopSpecs/CartSpec.swift"],
                                declaredIn: "Specs/Specs.xcodeproj/project.pbxproj", line: 1)
        let helper = Project(files: ["Specs/ShopSpecs/CartSpec.swift", "Specs/Support/Cart.swift"].map { Project.Input(source: SourceFile(path: $0, source: "struct S {}\n"), projectPath: $0) },
                             modules: [specs], configuration: .builtIn())
        XCTAssertEqual(placements(helper).filter { $0.contains("compiles it") }, [])
    }

    /// A project that declares its own `Error` means it by the name: a type that conforms to it
    /// (or a type alias of the name) is no error type, and its file is placed as a plain value's; an
    /// `Error` nested in a type or private to its file does not, nor a function of that name.
    func testAProjectsOwnErrorMakesNoErrorType() {
        let project = TestSupport.project([("Core/Error.swift", "protocol Error {}\n"),
                                           ("Sources/Failures/LoadError.swift", "enum LoadError: Error {\n    case failed\n}\n")])
        XCTAssertEqual(placements(project), ["Core/Error.swift: Core: folder Core/ (**/Core/**)",
                                             "Sources/Failures/LoadError.swift: Domain: its code: declares plain type LoadError (a guess)"])
        // A type's own nested `Error` is named as `Feed.Error`, a file-private one is its file's:
        // the plain name stays Swift's. A type alias of the name is the project's own.
        for own in ["enum Feed {\n    struct Error {}\n}\n", "fileprivate struct Error {}\n", "func Error(_ text: String) -> String { text }\n"] {
            let project = TestSupport.project([("Core/Feed.swift", own), ("Sources/Failures/LoadError.swift", "enum LoadError: Error {\n    case failed\n}\n")])
            XCTAssertEqual(placements(project).last, "Sources/Failures/LoadError.swift: Core: its code: declares error type LoadError (a guess)", own)
        }
        let aliased = TestSupport.project([("Core/Error.swift", "protocol AppFailure {}\ntypealias Error = AppFailure\n"),
                                           ("Sources/Failures/LoadError.swift", "enum LoadError: Error {\n    case failed\n}\n")])
        XCTAssertEqual(placements(aliased).last, "Sources/Failures/LoadError.swift: Domain: its code: declares plain type LoadError (a guess)")
    }

    /// A package target's folder is the first of SwiftPM's that the example's files hold
    /// (`Source/`, not a `Sources/` it lacks).
    func testAnExamplesPackageTargetLiesInTheFolderItsFilesHold() {
        let project = TestSupport.project([("Package.swift", "let package = Package(name: \"Shop\", targets: [.target(name: \"Kit\")])\n"),
                                           ("Source/Kit/Domain/User.swift", "struct User {}\n")])
        XCTAssertEqual(project.files.map { $0.module }, ["Kit"])
    }
}

