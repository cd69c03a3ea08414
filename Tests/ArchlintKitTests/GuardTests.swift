import XCTest
@testable import ArchlintScan
@testable import ArchlintModel
@testable import ArchlintRules
@testable import ArchlintReport
@testable import ArchlintEngine

/// The guards and exemptions of the rules, each stated by a pair of cases: one the guard lets
/// through (a finding) and the near one it keeps quiet. Each pins a condition that, dropped or
/// inverted, changed no other test's outcome (`Tests/Mutation/run` shows which).
final class GuardTests: TemporaryFolderTestCase {
    /// `rule`'s findings as `file:line: message`, the rule turned on.
    private func findings(_ rule: String, _ files: [(path: String, code: String)], configuration json: String? = nil,
                          file: StaticString = #filePath, line: UInt = #line) -> [String] {
        var configuration = Configuration.builtIn()
        if let json {
            do {
                configuration = try ConfigurationLoader.load(bytes: Array(json.utf8), source: ".archlint.json", over: .builtIn())
            } catch {
                XCTFail("\(error)", file: file, line: line)
            }
        }
        return TestSupport.findings(files, configuration: configuration.turningOn(rule)).filter { $0.rule == rule }
            .map { "\($0.file):\($0.line): \($0.message)" }
    }

    /// `rule`'s findings in a folder of the temporary folder, linted from there as the CLI does.
    private func findings(_ rule: String, linting relative: String) -> [String] {
        TestSupport.lint(folder: folder.appendingPathComponent(relative).path).findings.filter { $0.rule == rule }
            .map { "\($0.file):\($0.line): \($0.message)" }
    }

    // MARK: dependency_rule

    /// The composition root is never judged, even where the configuration narrows what its layer
    /// may depend on: the same line in Presentation is a finding.
    func testDependencyRuleLeavesTheCompositionRootAlone() {
        let narrowed = #"{"layers": [{"name": "App", "mayDependOn": ["Domain", "Core"]}]}"#
        let api = ("Data/ProductAPI.swift", "final class ProductAPI {}\n")
        XCTAssertEqual(findings("dependency_rule", [api, ("App/ShopApp.swift", "@main\nstruct ShopApp {\n    let api = ProductAPI()\n}\n")],
                                configuration: narrowed), [])
        XCTAssertEqual(findings("dependency_rule", [api, ("Presentation/ShopView.swift", "struct ShopView {\n    let api = ProductAPI()\n}\n")],
                                configuration: narrowed),
                       ["Presentation/ShopView.swift:2: Presentation must not name ProductAPI (layer Data, ProductAPI.swift:1)"])
    }

    /// A name written twice on a line is named once in its finding, and the lines after it are
    /// still read.
    func testDependencyRuleNamesATypeOncePerLine() {
        XCTAssertEqual(findings("dependency_rule", [
            ("Data/UserAPI.swift", "final class UserAPI {}\nfinal class UserStore {}\n"),
            ("Domain/GetUser.swift", "struct GetUser {\n    let pair: (UserAPI, UserAPI)\n    let store: UserStore\n}\n"),
        ]), ["Domain/GetUser.swift:2: Domain must not name UserAPI (layer Data, UserAPI.swift:1)",
             "Domain/GetUser.swift:3: Domain must not name UserStore (layer Data, UserAPI.swift:2)"])
    }

    /// A target dependency on a module that only its code placed (it may hold more than one layer)
    /// is judged where its types are named, not in the manifest; the dependencies after it and after
    /// an allowed one, on a module placed by its name, still are.
    func testDependencyRuleJudgesNoManifestDependencyOnAModulePlacedByItsCode() {
        XCTAssertEqual(findings("dependency_rule", [
            ("Package.swift", """
                let package = Package(name: "App", targets: [
                    .target(name: "Backend"),
                    .target(name: "Core"),
                    .target(name: "Data"),
                    .target(name: "Domain", dependencies: ["Backend", "Core", "Data"]),
                ])

                """),
            ("Sources/Domain/User.swift", "public struct User { public let name: String }\n"),
            ("Sources/Backend/UserDTO.swift", "import Foundation\n\npublic struct UserDTO: Codable { let name: String }\n"),
            ("Sources/Core/Log.swift", "public func log(_ text: String) {}\n"),
            ("Sources/Data/UserRecord.swift", "public struct UserRecord { let name: String }\n"),
        ]), ["Package.swift:5: target Domain (layer Domain) must not depend on Data (layer Data)"])
    }

    /// A package read only because a linted one depends on it is not judged: its manifest's
    /// forbidden dependency is reported when that package is linted too.
    func testDependencyRuleJudgesTheManifestsOfLintedPackagesOnly() throws {
        try TestSupport.write([
            ("Feature/Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Feature", dependencies: [.package(path: "../Kit")], targets: [
                    .target(name: "FeatureUI", dependencies: [.product(name: "KitDomain", package: "Kit")]),
                ])

                """),
            ("Kit/Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Kit", products: [.library(name: "KitDomain", targets: ["KitDomain"])], targets: [
                    .target(name: "KitData"),
                    .target(name: "KitDomain", dependencies: ["KitData"]),
                ])

                """),
            ("Feature/Sources/FeatureUI/UserView.swift", "import KitDomain\n\nstruct UserView { let user: User }\n"),
            ("Kit/Sources/KitDomain/User.swift", "public struct User { public let name: String }\n"),
            ("Kit/Sources/KitData/UserRecord.swift", "public struct UserRecord { public let name: String }\n"),
        ], into: folder)
        XCTAssertEqual(findings("dependency_rule", linting: "Feature"), [])
        XCTAssertEqual(findings("dependency_rule", linting: "."),
                       ["Kit/Package.swift:5: target KitDomain (layer Domain) must not depend on KitData (layer Data)"])
    }

    /// A linted package's target is judged by its manifest even when none of its files is linted
    /// and no code uses it; what it depends on in a package that is not linted is read for its
    /// layer though no linted file imports it, and so is what that depends on (`archlint layers`
    /// lists them).
    func testDependencyRuleJudgesALintedTargetOfNoFilesOnAnUnlintedPackagesProduct() throws {
        try TestSupport.write([
            ("App/Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "App", dependencies: [.package(path: "../Kit")], targets: [
                    .target(name: "Presentation"),
                    .target(name: "Domain", dependencies: [.product(name: "KitStore", package: "Kit")]),
                ])

                """),
            ("Kit/Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Kit", products: [.library(name: "KitStore", targets: ["KitData"])], targets: [
                    .target(name: "KitData", dependencies: ["KitCore"]),
                    .target(name: "KitCore"),
                    .target(name: "KitUnused"),
                ])

                """),
            ("App/Sources/Presentation/UserView.swift", "struct UserView {}\n"),
            ("Kit/Sources/KitData/UserRecord.swift", "public struct UserRecord { public let name: String }\n"),
            ("Kit/Sources/KitCore/Log.swift", "public func log(_ text: String) {}\n"),
            ("Kit/Sources/KitUnused/Unused.swift", "public struct Unused {}\n"),
        ], into: folder)
        XCTAssertEqual(findings("dependency_rule", linting: "App"),
                       ["Package.swift:5: target Domain (layer Domain) must not depend on KitStore (layer Data)"])
        XCTAssertEqual(TestSupport.lint(folder: folder.appendingPathComponent("App").path).project.modules.map(\.module.name),
                       ["Presentation", "Domain", "KitData", "KitCore"])
    }

    /// Of two modules of one name (two packages of a monorepo) the first declared is the one an
    /// import names; a test bundle is no module of the project, so importing one is judged as a
    /// framework's import.
    func testDependencyRuleReadsTheFirstModuleOfANameAndNoTestBundle() {
        XCTAssertEqual(findings("dependency_rule", [
            ("Package.swift", "let package = Package(name: \"Shop\", targets: [.target(name: \"Store\", path: \"Sources/Data/Store\"), .target(name: \"Domain\"), .testTarget(name: \"DomainTests\")])\n"),
            ("Tools/Package.swift", "let package = Package(name: \"Tools\", targets: [.target(name: \"Store\", path: \"Sources/Presentation/Store\")])\n"),
            ("Sources/Data/Store/Cache.swift", "public final class Cache {}\n"),
            ("Tools/Sources/Presentation/Store/Screen.swift", "public struct Screen {}\n"),
            ("Sources/Domain/User.swift", "import Store\nimport DomainTests\n\npublic struct User {}\n"),
        ]), ["Sources/Domain/User.swift:1: Domain must not import Store (layer Data)",
             "Sources/Domain/User.swift:2: Domain must not import DomainTests (allowed: Foundation)"])
    }

    /// A product of a local package is in the layer its targets share; one of targets in two
    /// layers is in none, and a dependency on it is judged where its types are named.
    func testDependencyRuleReadsTheLayerOfAProduct() throws {
        try TestSupport.write([
            ("Feature/Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Feature", dependencies: [.package(path: "../Kit")], targets: [
                    .target(name: "FeatureUI", dependencies: [.product(name: "KitStore", package: "Kit"), .product(name: "KitAll", package: "Kit")]),
                ])

                """),
            ("Kit/Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Kit", products: [.library(name: "KitStore", targets: ["KitData"]),
                                                              .library(name: "KitAll", targets: ["KitData", "KitDomain"])], targets: [
                    .target(name: "KitData"),
                    .target(name: "KitDomain"),
                ])

                """),
            ("Feature/Sources/FeatureUI/UserView.swift", "struct UserView {}\n"),
            ("Kit/Sources/KitDomain/User.swift", "public struct User { public let name: String }\n"),
            ("Kit/Sources/KitData/UserRecord.swift", "public struct UserRecord { public let name: String }\n"),
        ], into: folder)
        XCTAssertEqual(findings("dependency_rule", linting: "."),
                       ["Feature/Package.swift:4: target FeatureUI (layer Presentation) must not depend on KitStore (layer Data)"])
    }

    /// A protocol named after the type that names it is that type's own port; a type alias or a
    /// function of that name is no type with ports, and a protocol is not its own port.
    func testDependencyRuleSeesOwnPortsOfTypesOnly() {
        let contract = ("Presentation/News/NewsContract.swift", "protocol NewsOutput: AnyObject { func fetched() }\n")
        XCTAssertEqual(findings("dependency_rule", [contract, ("Data/News/News.swift", "final class News {\n    weak var output: NewsOutput?\n}\n")]), [])
        // A name of two words inside the protocol's name, after the screen's.
        XCTAssertEqual(findings("dependency_rule", [("Presentation/News/NewsContract.swift", "protocol NewsDataManagerOutput: AnyObject {}\n"),
                                                    ("Data/News/DataManager.swift", "final class DataManager {\n    weak var output: NewsDataManagerOutput?\n}\n")]), [])
        XCTAssertEqual(findings("dependency_rule", [contract, ("Data/News/Aliases.swift", "typealias News = NewsOutput\n")]),
                       ["Data/News/Aliases.swift:1: Data must not name NewsOutput (layer Presentation, NewsContract.swift:1)"])
        // Nor is the protocol its own port: extending it in Data names it.
        XCTAssertEqual(findings("dependency_rule", [contract, ("Data/News/NewsOutput+Forward.swift",
                                                               "extension NewsOutput {\n    func forward(to other: NewsOutput) {}\n}\n")]),
                       ["Data/News/NewsOutput+Forward.swift:1: Data must not name NewsOutput (layer Presentation, NewsContract.swift:1)",
                        "Data/News/NewsOutput+Forward.swift:2: Data must not name NewsOutput (layer Presentation, NewsContract.swift:1)"])
    }

    /// A role a layer may not use is forbidden wherever it is declared outside the Domain: a data
    /// source in Core is still a data source to a view model. The Domain forbids no role, and a role
    /// declared in the layer itself is no dependency.
    func testDependencyRuleJudgesTheRolesALayerMayNotUse() {
        let dataSource = ("Core/UserAPIDataSource.swift", "import Foundation\n\nfinal class UserAPIDataSource {\n"
                          + "    func fetch() async throws -> Data { try await URLSession.shared.data(from: URL(string: \"https://x\")!).0 }\n}\n")
        XCTAssertEqual(findings("dependency_rule", [dataSource, ("Presentation/UserViewModel.swift", "final class UserViewModel {\n    let api: UserAPIDataSource\n}\n")]),
                       ["Presentation/UserViewModel.swift:2: Presentation must not name UserAPIDataSource, a data source (layer Core, UserAPIDataSource.swift:3)"])
        XCTAssertEqual(findings("dependency_rule", [dataSource, ("Domain/GetUser.swift", "struct GetUser {\n    let api: UserAPIDataSource\n}\n")]), [])
        // A name the composition root declares too may be the root's: the root's business.
        XCTAssertEqual(findings("dependency_rule", [dataSource, ("App/ShopApp.swift", "@main\nstruct ShopApp {}\n\n" + dataSource.1),
                                                    ("Presentation/UserViewModel.swift", "final class UserViewModel {\n    let api: UserAPIDataSource\n}\n")]), [])
        // One declared in the layer itself is file_placement's to report.
        XCTAssertEqual(findings("dependency_rule", [(dataSource.0.replacingOccurrences(of: "Core/", with: "Presentation/"), dataSource.1),
                                                    ("Presentation/UserViewModel.swift", "final class UserViewModel {\n    let api: UserAPIDataSource\n}\n")]), [])
    }

    /// A project module in no layer is judged by a deny list only, never by the layer's allow
    /// list: the framework beside it is.
    func testDependencyRuleJudgesAProjectModuleInNoLayerByItsDenyListOnly() {
        XCTAssertEqual(findings("dependency_rule", [
            ("Package.swift", "let package = Package(name: \"App\", targets: [.target(name: \"Money\"), .target(name: \"Domain\", dependencies: [\"Money\"])])\n"),
            ("Sources/Money/Currency.swift", "public struct Currency { public let code: String }\n"),
            ("Sources/Domain/Price.swift", "import Foundation\nimport Money\nimport Charts\n\nstruct Price {\n    let currency: Currency\n}\n"),
        ], configuration: #"{"inferLayers": false}"#), ["Sources/Domain/Price.swift:3: Domain must not import Charts (allowed: Foundation)"])
    }

    // MARK: layer_cycle

    /// The edge a cycle is cut at: the one of fewest uses, then the first by the names of its ends.
    func testLayerCycleCutsTheEdgeOfFewestUsesThenTheFirstByName() {
        let alpha = { (code: String) in ("Features/Alpha/A.swift", code) }
        let beta = { (code: String) in ("Features/Beta/B.swift", code) }
        XCTAssertEqual(findings("layer_cycle", [alpha("struct A {\n    let b: B\n    let b2: B\n}\n"), beta("struct B {\n    let a: A\n}\n")]),
                       ["Features/Beta/B.swift:2: features Beta → Alpha → Beta form a cycle; cut Beta → Alpha here (1 use)"])
        XCTAssertEqual(findings("layer_cycle", [alpha("struct A {\n    let b: B\n}\n"), beta("struct B {\n    let a: A\n}\n")]),
                       ["Features/Alpha/A.swift:2: features Alpha → Beta → Alpha form a cycle; cut Alpha → Beta here (1 use)"])
        XCTAssertEqual(findings("layer_cycle", [alpha("struct A {\n    let b: B\n    let g: G\n}\n"), beta("struct B {\n    let a: A\n}\n"),
                                                ("Features/Gamma/G.swift", "struct G {\n    let a: A\n}\n")]),
                       ["Features/Alpha/A.swift:2: features Alpha → Beta → Alpha form a cycle; cut Alpha → Beta here (1 use)"])
    }

    /// A name two features declare counts for neither, and does not end the file's uses; a use
    /// inside a feature is no edge of the cycle.
    func testLayerCycleCountsUsesBetweenFeaturesOnly() {
        let alpha = { (code: String) in ("Features/Alpha/A.swift", code) }
        let beta = { (code: String) in ("Features/Beta/B.swift", code) }
        XCTAssertEqual(findings("layer_cycle", [alpha("struct A {\n    let item: Item\n    let b: B\n}\n"),
                                                beta("struct B {\n    let a: A\n}\nstruct Item {}\n"),
                                                ("Features/Gamma/Item.swift", "struct Item {}\n")]),
                       ["Features/Alpha/A.swift:3: features Alpha → Beta → Alpha form a cycle; cut Alpha → Beta here (1 use)"])
        XCTAssertEqual(findings("layer_cycle", [alpha("struct A {\n    let b: B\n}\nstruct A2 {\n    let a: A\n}\n"), beta("struct B {\n    let a: A\n}\n")]),
                       ["Features/Alpha/A.swift:2: features Alpha → Beta → Alpha form a cycle; cut Alpha → Beta here (1 use)"])
    }

    /// The path a cycle is told by is the shortest, and of two as short the first by name: a node
    /// reached twice keeps the way it was first reached by.
    func testLayerCycleTellsTheFirstShortestPath() {
        XCTAssertEqual(findings("layer_cycle", [
            ("Features/Cart/C.swift", "struct C {\n    let h: H\n}\n"),
            ("Features/Home/H.swift", "struct H {\n    let l: L\n    let l2: L\n    let m: M\n    let m2: M\n}\n"),
            ("Features/List/L.swift", "struct L {\n    let c: C\n    let c2: C\n}\n"),
            ("Features/Menu/M.swift", "struct M {\n    let c: C\n    let c2: C\n}\n"),
        ]), ["Features/Cart/C.swift:2: features Cart → Home → List → Cart form a cycle; cut Cart → Home here (1 use)"])
    }

    /// A name two layers declare is an edge to neither, even within one feature.
    func testLayerCycleCountsNoEdgeForANameOfTwoLayers() {
        let code = [
            ("Presentation/TokenView.swift", "struct TokenView {\n    let token: Token\n}\n"),
            ("Data/Token.swift", "struct Token {}\n"),
            ("Domain/Token.swift", "struct Token {}\n"),
            ("Data/Cache.swift", "final class Cache {\n    let view: TokenView\n}\n"),
            ("Domain/Badge.swift", "struct Badge {\n    let view: TokenView\n}\n"),
        ]
        XCTAssertEqual(findings("layer_cycle", code, configuration: noImportFindings), [])
        XCTAssertEqual(findings("layer_cycle", code + [("Domain/Seal.swift", "struct Seal {\n    let token: TokenView\n}\n"),
                                                       ("Presentation/Stamp.swift", "struct Stamp {\n    let seal: Seal\n}\n")],
                                configuration: noImportFindings),
                       ["Domain/Badge.swift:2: layers Domain → Presentation → Domain form a cycle; cut Domain → Presentation here (2 uses)"])
    }

    // MARK: dto_leak

    /// A DTO written twice on a line is named once in its finding.
    func testDTOLeakNamesADTOOncePerLine() {
        XCTAssertEqual(findings("dto_leak", [
            ("Data/DTO/OrderDTO.swift", "struct OrderDTO: Codable { let id: Int }\n"),
            ("Domain/GetOrder.swift", "struct GetOrder {\n    let pair: (OrderDTO, OrderDTO)\n}\n"),
        ]), ["Domain/GetOrder.swift:2: Domain must not name OrderDTO, a DTO (layer Data, OrderDTO.swift:1)"])
    }

    /// A DTO declared in the Domain is a finding; one declared in Presentation is left to the rules
    /// that judge where a file belongs.
    func testDTOLeakJudgesTheDTOsDeclaredInTheDomainOnly() {
        let dto = "struct UserDTO: Codable {\n    let id: Int\n}\n"
        XCTAssertEqual(findings("dto_leak", [("Domain/UserDTO.swift", dto)]),
                       ["Domain/UserDTO.swift:1: UserDTO is a DTO declared in layer Domain; it belongs in Data"])
        XCTAssertEqual(findings("dto_leak", [("Presentation/UserDTO.swift", dto)]), [])
    }

    /// A DTO nested in another DTO is part of it: one finding; nested in a namespace, it is one.
    func testDTOLeakReportsANestedDTOUnlessItsParentIsOne() {
        XCTAssertEqual(findings("dto_leak", [("Domain/OrderDTO.swift",
            "struct OrderDTO: Codable {\n    struct ItemDTO: Codable { let id: Int }\n    let items: [ItemDTO]\n}\n\nstruct UserDTO: Codable { let id: Int }\n")]),
                       ["Domain/OrderDTO.swift:1: OrderDTO is a DTO declared in layer Domain; it belongs in Data",
                        "Domain/OrderDTO.swift:6: UserDTO is a DTO declared in layer Domain; it belongs in Data"])
        XCTAssertEqual(findings("dto_leak", [("Domain/Orders.swift", "enum Orders {\n    struct OrderDTO: Codable { let id: Int }\n}\n")]),
                       ["Domain/Orders.swift:2: OrderDTO is a DTO declared in layer Domain; it belongs in Data"])
    }

    /// A DTO only by its framework base class (NSManagedObject) is entity_framework_type's to
    /// report; one also named or filed as a DTO is dto_leak's.
    func testDTOLeakLeavesADTOByItsBaseClassOnlyToEntityFrameworkType() {
        let managed = { (path: String, name: String) in (path, "import CoreData\n\nfinal class \(name): NSManagedObject {}\n") }
        XCTAssertEqual(findings("dto_leak", [managed("Domain/Entities/UserRecord.swift", "UserRecord")]), [])
        XCTAssertEqual(findings("dto_leak", [managed("Domain/Entities/UserDTO.swift", "UserDTO"), managed("Domain/DTO/OrderRecord.swift", "OrderRecord")]),
                       ["Domain/DTO/OrderRecord.swift:3: OrderRecord is a DTO declared in layer Domain; it belongs in Data",
                        "Domain/Entities/UserDTO.swift:3: UserDTO is a DTO declared in layer Domain; it belongs in Data"])
    }

    // MARK: repository_business_logic

    private let userRepositoryPort = ("Domain/UserRepository.swift", "protocol UserRepository {\n    func register(_ user: User) async throws\n}\n")

    /// A branch throws when a `throw` stands in it among other statements, not in a block nested
    /// in it (that throw depends on another condition); every check of a body is read.
    func testRepositoryBusinessLogicReadsTheThrowOfTheBranchItself() {
        let repository = { (check: String) in ("Data/DefaultUserRepository.swift", """
            final class DefaultUserRepository: UserRepository {
                func register(_ user: User) throws {
                    \(check)
                }
            }

            """) }
        XCTAssertEqual(findings("repository_business_logic", [userRepositoryPort, repository("if user.name.isEmpty { log(user); throw UserError.emptyName }")]),
                       ["Data/DefaultUserRepository.swift:3: DefaultUserRepository.register checks user.name and throws UserError.emptyName"])
        XCTAssertEqual(findings("repository_business_logic", [userRepositoryPort, repository("if user.isDraft { if strict { throw UserError.draft } }")]), [])
        // A check of no field does not end the reading; a throw cut short by the end of the file is read to there.
        XCTAssertEqual(findings("repository_business_logic", [userRepositoryPort, repository("guard isReady else { throw UserError.notReady }\n        if user.name.isEmpty { throw UserError.emptyName }")]),
                       ["Data/DefaultUserRepository.swift:4: DefaultUserRepository.register checks user.name and throws UserError.emptyName"])
        XCTAssertEqual(findings("repository_business_logic", [userRepositoryPort, ("Data/DefaultUserRepository.swift", """
            final class DefaultUserRepository: UserRepository {
                func register(_ user: User) throws {
                    if user.name.isEmpty { throw UserError
            """)]), ["Data/DefaultUserRepository.swift:3: DefaultUserRepository.register checks user.name and throws UserError"])
    }

    /// A check of a parameter's field that throws a domain error, by `guard` or `if`, in the type
    /// or an extension of it; conditions that only bind (`let`, `var`, whatever brackets and commas
    /// their values hold), transport errors, a field named in the branch only, a parameter compared
    /// or cast whole, a tuple's element and an `if let` before more conditions stay quiet.
    func testRepositoryBusinessLogicFindsChecksThatThrowDomainErrors() {
        XCTAssertEqual(findings("repository_business_logic", [userRepositoryPort, ("Data/DefaultUserRepository.swift", """
            final class DefaultUserRepository: UserRepository {
                func register(_ user: User) async throws {
                    if user.name.isEmpty { throw UserError.emptyName }
                    guard let email = user.lookup(kind, fallback) else { throw UserError.noEmail }
                    guard var draft = user.drafts[0, default: nil] else { throw UserError.noDraft }
                    guard let address = user.lookup(kind), address.contains("@") else { throw UserError.invalidEmail }
                    guard let tag = user.tags[0], tag.isEmpty == false else { throw UserError.badTag }
                    guard user.id > 0 else { throw NetworkError.badRequest }
                    guard isReady else { throw UserError.notReady(user.id) }
                    guard user == current else { throw UserError.notCurrent }
                    guard user is AdminUser else { throw UserError.notAdmin }
                }

                func rate(_ pair: (String, Int)) throws {
                    guard pair.1 > 0 else { throw RatingError.notRated }
                }

                func check(_ user: User) throws {
                    if let email = user.email { throw UserError.taken(email) }
                    guard ready, user.isActive else { return }
                    guard case .admin = user.role else { throw UserError.notAdmin }
                }
            }

            extension DefaultUserRepository {
                func rename(_ user: User) throws {
                    guard user.name.count > 2 else { throw UserError.shortName }
                }
            }

            """)]), ["Data/DefaultUserRepository.swift:3: DefaultUserRepository.register checks user.name and throws UserError.emptyName",
                     "Data/DefaultUserRepository.swift:6: DefaultUserRepository.register checks user.lookup and throws UserError.invalidEmail",
                     "Data/DefaultUserRepository.swift:7: DefaultUserRepository.register checks user.tags and throws UserError.badTag",
                     "Data/DefaultUserRepository.swift:21: DefaultUserRepository.check checks user.role and throws UserError.notAdmin",
                     "Data/DefaultUserRepository.swift:27: DefaultUserRepository.rename checks user.name and throws UserError.shortName"])
    }

    /// A closure inside a binding's value does not end the condition: the check after it still counts.
    func testRepositoryBusinessLogicReadsAConditionPastAClosureInABinding() {
        XCTAssertEqual(findings("repository_business_logic", [userRepositoryPort, ("Data/DefaultUserRepository.swift", """
            final class DefaultUserRepository: UserRepository {
                func register(_ user: User) async throws {
                    guard let email = user.lookup(kind, where: { $0.isPrimary }), email.contains("@") else { throw UserError.invalidEmail }
                }
            }

            """)]), ["Data/DefaultUserRepository.swift:3: DefaultUserRepository.register checks user.lookup and throws UserError.invalidEmail"])
    }

    /// Only a repository in Data is judged: the same check in a data source, or in a repository
    /// filed in Presentation (file_placement's), is quiet.
    func testRepositoryBusinessLogicJudgesDataRepositoriesOnly() {
        let check = "    func register(_ user: User) async throws {\n        guard user.email.contains(\"@\") else { throw UserError.invalidEmail }\n    }\n}\n"
        XCTAssertEqual(findings("repository_business_logic", [userRepositoryPort, ("Data/UserAPIDataSource.swift", "final class UserAPIDataSource {\n" + check)]), [])
        XCTAssertEqual(findings("repository_business_logic", [userRepositoryPort,
                                                              ("Presentation/DefaultUserRepository.swift", "final class DefaultUserRepository: UserRepository {\n" + check)]), [])
        XCTAssertEqual(findings("repository_business_logic", [userRepositoryPort,
                                                              ("Data/DefaultUserRepository.swift", "final class DefaultUserRepository: UserRepository {\n" + check)]),
                       ["Data/DefaultUserRepository.swift:3: DefaultUserRepository.register checks user.email and throws UserError.invalidEmail"])
    }

    // MARK: mapper_location

    /// A DTO of Data and the entity it maps to, which the mapper cases convert between.
    private let userDTOAndEntity = [("Data/UserDTO.swift", "struct UserDTO: Codable { let name: String }\n"), ("Domain/User.swift", "struct User { let name: String }\n")]

    /// An extension of conversions is one finding, at its first; the composition root may convert.
    func testMapperLocationReportsAnExtensionOnceAndLeavesTheRootAlone() {
        let types = userDTOAndEntity
        XCTAssertEqual(findings("mapper_location", types + [("Domain/UserDTO+Mapping.swift",
            "extension UserDTO {\n    func toDomain() -> User { User(name: name) }\n    func toEntity() -> User { User(name: name) }\n}\n")]),
                       ["Domain/UserDTO+Mapping.swift:2: toDomain() converts UserDTO (layer Data) in layer Domain; it belongs in Data"])
        let convert = "    func toDomain(_ dto: UserDTO) -> User { User(name: dto.name) }\n}\n"
        XCTAssertEqual(findings("mapper_location", types + [("App/ShopApp.swift", "@main\nstruct ShopApp {\n" + convert)]), [])
        XCTAssertEqual(findings("mapper_location", types + [("Presentation/UserRowMapper.swift", "struct UserRowMapper {\n" + convert)]),
                       ["Presentation/UserRowMapper.swift:1: UserRowMapper is a mapper of UserDTO (layer Data) in layer Presentation; it belongs in Data"])
    }

    /// A conversion is read from its ends, whose names may hold digits and underscores (`UserV2DTO`, `User_DTO`).
    func testMapperLocationReadsTypeNamesWithDigits() {
        for dto in ["UserV2DTO", "User_DTO"] {
            XCTAssertEqual(findings("mapper_location", [("Data/\(dto).swift", "struct \(dto): Codable { let name: String }\n"),
                                                        ("Domain/User.swift", "struct User { let name: String }\n"),
                                                        ("Presentation/UserFormatting.swift", "struct UserFormatting {\n    func user(from dto: \(dto)) -> User { User(name: dto.name) }\n}\n")]),
                           ["Presentation/UserFormatting.swift:2: user() converts \(dto) (layer Data) in layer Presentation; it belongs in Data"], dto)
        }
    }

    /// A mapper that knows no Data type but a serialized model of its own is the Domain's mistake
    /// only: a screen's mapper of its own Codable state is Presentation's business.
    func testMapperLocationReportsAMapperOfItsOwnSerializedModelInTheDomainOnly() {
        func files(_ layer: String) -> [(path: String, code: String)] {
            [("\(layer)/ProfileDTO.swift", "struct ProfileDTO: Codable { let name: String }\n"),
             ("\(layer)/ProfileMapper.swift", "struct ProfileMapper {\n    func map(_ dto: ProfileDTO) -> String { dto.name }\n}\n")]
        }
        XCTAssertEqual(findings("mapper_location", files("Domain")),
                       ["Domain/ProfileMapper.swift:1: ProfileMapper is a mapper in layer Domain; it belongs in Data"])
        XCTAssertEqual(findings("mapper_location", files("Presentation")), [])
    }

    /// A conversion named as one (`toDTO()`) counts when it names a DTO, wherever that is declared:
    /// a serialized model declared in the Domain is one too.
    func testMapperLocationReportsANamedConversionToADTODeclaredOutsideData() {
        let files = [("Domain/User.swift", "struct User { let name: String }\n"),
                     ("Domain/SignUpDTO.swift", "struct SignUpDTO: Codable { let name: String }\n"),
                     ("Domain/User+SignUp.swift", "extension User {\n    func toDTO() -> SignUpDTO { SignUpDTO(name: name) }\n}\n")]
        XCTAssertEqual(findings("mapper_location", files), ["Domain/User+SignUp.swift:2: toDTO() is a conversion in layer Domain; it belongs in Data"])
        XCTAssertEqual(findings("mapper_location", [files[0], ("Domain/User+Label.swift", "extension User {\n    func toDTO() -> String { name }\n}\n")]), [])
    }

    /// A function of any name converts when it starts from a Data type and makes an entity: one
    /// that only names a Data type on its way to an entity it makes from other input does not.
    func testMapperLocationNeedsADataInputForAnEntityOutput() {
        let types = userDTOAndEntity
        let converts = ("Presentation/UserLoader.swift", "struct UserLoader {\n    func make(_ dto: UserDTO) -> User { User(name: dto.name) }\n}\n")
        XCTAssertEqual(findings("mapper_location", types + [converts]),
                       ["Presentation/UserLoader.swift:2: make() converts UserDTO (layer Data) in layer Presentation; it belongs in Data"])
        let names = ("Presentation/UserLoader.swift",
                     "struct UserLoader {\n    func make(_ name: String) -> User {\n        _ = UserDTO(name: name)\n        return User(name: name)\n    }\n}\n")
        XCTAssertEqual(findings("mapper_location", types + [names]), [])
    }

    /// And back: it starts from an entity and makes a Data type; one that makes a Data type from
    /// other input builds a request, it converts nothing.
    func testMapperLocationNeedsAnEntityInputForADataOutput() {
        let types = userDTOAndEntity
        XCTAssertEqual(findings("mapper_location", types + [("Presentation/UserForm.swift",
            "struct UserForm {\n    func make(_ user: User) -> UserDTO { UserDTO(name: user.name) }\n}\n")]),
                       ["Presentation/UserForm.swift:2: make() converts UserDTO (layer Data) in layer Presentation; it belongs in Data"])
        XCTAssertEqual(findings("mapper_location", types + [("Presentation/UserForm.swift",
            "struct UserForm {\n    func make(_ name: String) -> UserDTO { UserDTO(name: name) }\n}\n")]), [])
    }

    /// A generic Domain mapper over wire models says so in its header or an associated type's
    /// constraints; `Codable` elsewhere in its body does not make it one.
    func testMapperLocationReadsSerializationFromAnAssociatedTypeOnly() {
        XCTAssertEqual(findings("mapper_location", [("Domain/DomainMapper.swift",
            "protocol DomainMapper {\n    associatedtype Model: Codable\n    func map(_ model: Model) -> String\n}\n")]),
                       ["Domain/DomainMapper.swift:1: DomainMapper is a mapper in layer Domain; it belongs in Data"])
        XCTAssertEqual(findings("mapper_location", [("Domain/DomainMapper.swift",
            "protocol DomainMapper {\n    var kinds: [any Codable.Type] { get }\n    func map(_ name: String) -> String\n}\n")]), [])
    }

    /// What a conversion starts from is a Data model: a DTO or a plain struct of no other role (what
    /// a store saves); a repository of Data is what a function calls, even as a struct.
    func testMapperLocationCountsDataModelsNotDataServices() {
        let types = [("Domain/User.swift", "struct User { let name: String }\n"),
                     ("Domain/UserRepository.swift", "protocol UserRepository { func user() -> User }\n"),
                     ("Data/UserRecord.swift", "struct UserRecord { let name: String }\n"),
                     ("Data/DefaultUserRepository.swift", "struct DefaultUserRepository: UserRepository {\n    func user() -> User { User(name: \"\") }\n}\n")]
        XCTAssertEqual(findings("mapper_location", types + [("Presentation/UserLoader.swift",
            "struct UserLoader {\n    func make(_ record: UserRecord) -> User { User(name: record.name) }\n}\n")]),
                       ["Presentation/UserLoader.swift:2: make() converts UserRecord (layer Data) in layer Presentation; it belongs in Data"])
        XCTAssertEqual(findings("mapper_location", types + [("Presentation/UserLoader.swift",
            "struct UserLoader {\n    func make(_ repository: DefaultUserRepository) -> User { repository.user() }\n}\n")]), [])
    }

    /// An `async` in a parameter's function type does not make the conversion a call to a server;
    /// a plain Data class of no role is no Data model; an associated type's constraints end with its line.
    func testMapperLocationReadsAsyncFromTheHeaderAndModelsFromStructs() {
        let types = userDTOAndEntity + [("Data/UserContext.swift", "final class UserContext {\n    var name = \"\"\n}\n")]
        XCTAssertEqual(findings("mapper_location", types + [("Presentation/UserLoader.swift",
            "struct UserLoader {\n    func make(_ dto: UserDTO, log: (String) async -> Void) -> User { User(name: dto.name) }\n}\n")]),
                       ["Presentation/UserLoader.swift:2: make() converts UserDTO (layer Data) in layer Presentation; it belongs in Data"])
        XCTAssertEqual(findings("mapper_location", types + [("Presentation/UserLoader.swift",
            "struct UserLoader {\n    func make(_ context: UserContext) -> User { User(name: context.name) }\n}\n")]), [])
        XCTAssertEqual(findings("mapper_location", [("Domain/DomainMapper.swift",
            "protocol DomainMapper {\n    associatedtype Model\n    var kinds: [any Codable.Type] { get }\n}\n")]), [])
        XCTAssertEqual(findings("mapper_location", [("Domain/DomainMapper.swift",
            "protocol DomainMapper { associatedtype Model }; struct Payload: Codable { let id: Int }\n")]), [])
    }

    /// An extension's conversions are one finding, and only an extension's: a mapper nested in one
    /// leaves its siblings to be judged, and a type's conversions are each a finding.
    func testMapperLocationFoldsTheConversionsOfAnExtensionOnly() {
        let types = userDTOAndEntity
        let nested = ("Presentation/UserDTO+Rows.swift", """
            extension UserDTO {
                struct RowMapper {
                    func map(_ dto: UserDTO) -> String { dto.name }
                }
                func toDomain() -> User { User(name: name) }
            }

            """)
        XCTAssertEqual(findings("mapper_location", types + [nested]), [
            "Presentation/UserDTO+Rows.swift:2: RowMapper is a mapper of UserDTO (layer Data) in layer Presentation; it belongs in Data",
            "Presentation/UserDTO+Rows.swift:5: toDomain() converts UserDTO (layer Data) in layer Presentation; it belongs in Data",
        ])
        let type = ("Presentation/UserConversions.swift", """
            struct UserConversions {
                func toDomain(_ dto: UserDTO) -> User { User(name: dto.name) }
                func toEntity(_ dto: UserDTO) -> User { User(name: dto.name) }
            }

            """)
        XCTAssertEqual(findings("mapper_location", types + [type]), [
            "Presentation/UserConversions.swift:2: toDomain() converts UserDTO (layer Data) in layer Presentation; it belongs in Data",
            "Presentation/UserConversions.swift:3: toEntity() converts UserDTO (layer Data) in layer Presentation; it belongs in Data",
        ])
    }

    // MARK: dependency_rule, extension members

    /// A member declared in an extension in the composition root is the wiring's own, named from
    /// anywhere without a finding; the same extension in Presentation is a dependency on it.
    func testDependencyRuleLeavesExtensionMembersOfTheCompositionRootAlone() {
        let use = ("Domain/Checkout.swift", "struct Checkout {\n    func run(_ cart: Cart) -> Int { cart.itemCount }\n}\nstruct Cart {}\n")
        let member = "extension Cart {\n    var itemCount: Int { 0 }\n}\n"
        XCTAssertEqual(findings("dependency_rule", [use, ("DI/Cart+Wiring.swift", member)]), [])
        XCTAssertEqual(findings("dependency_rule", [use, ("Presentation/Cart+Rows.swift", member)]),
                       ["Domain/Checkout.swift:2: Domain must not use itemCount, declared in an extension in layer Presentation (Cart+Rows.swift:2)"])
    }

    /// Each use of an extension member is judged on its own: one the rule passes over (an allowed
    /// layer's member, a member of a type the file never names) does not end the file's check, and
    /// a member used twice on a line is one finding.
    func testDependencyRuleJudgesEveryExtensionMemberUseOfAFile() {
        let types = ("Domain/Cart.swift", "struct Cart {}\nstruct Order {}\nextension Cart {\n    var total: Int { 0 }\n}\n")
        let members = ("Presentation/Badges.swift", """
            extension Cart {
                var itemCount: Int { 0 }
            }
            extension Order {
                var badgeText: String { "" }
            }

            """)
        let checkout = ("Domain/Checkout.swift", """
            struct Checkout {
                func run(_ cart: Cart) -> Int {
                    let sum = cart.total + 1
                    let twice = cart.itemCount + cart.itemCount
                    return cart.itemCount + twice + sum
                }
            }

            """)
        let labels = ("Domain/Labels.swift", """
            struct Labels {
                func label(_ order: Order, _ counts: [Int]) -> String {
                    _ = counts.itemCount
                    return order.badgeText
                }
            }

            """)
        XCTAssertEqual(findings("dependency_rule", [types, members, checkout, labels]), [
            "Domain/Checkout.swift:4: Domain must not use itemCount, declared in an extension in layer Presentation (Badges.swift:2)",
            "Domain/Checkout.swift:5: Domain must not use itemCount, declared in an extension in layer Presentation (Badges.swift:2)",
            "Domain/Labels.swift:4: Domain must not use badgeText, declared in an extension in layer Presentation (Badges.swift:5)",
        ])
    }

    // MARK: preview code

    /// `#Preview` code is left out, with a trailing closure or with its body as an argument; a type
    /// named Preview and the block of another `#` word (`#available`) are code like any other.
    func testPreviewCodeIsOnlyWhatAPreviewMacroHolds() {
        let api = ("Data/ProductAPI.swift", "final class ProductAPI {}\n")
        XCTAssertEqual(findings("dependency_rule", [api, ("Presentation/ProductRow.swift", """
            struct ProductRow {
                func load() {
                    if #available(iOS 15, *) { _ = ProductAPI() }
                }
            }
            struct Preview {
                let api = ProductAPI()
            }
            #Preview("Row", body: { ProductAPI() })
            #Preview { ProductAPI() }
            let shared = ProductAPI()

            """)]), ["Presentation/ProductRow.swift:3: Presentation must not name ProductAPI (layer Data, ProductAPI.swift:1)",
                     "Presentation/ProductRow.swift:7: Presentation must not name ProductAPI (layer Data, ProductAPI.swift:1)",
                     "Presentation/ProductRow.swift:11: Presentation must not name ProductAPI (layer Data, ProductAPI.swift:1)"])
    }

    /// A support file (in `Preview Content/` or `Previews/`, or named for previews or doubles) is
    /// preview code all through; another file of the same code is not.
    func testASupportFileIsPreviewCodeAllThrough() {
        let api = ("Data/ProductAPI.swift", "final class ProductAPI {}\n"), code = "let sample = ProductAPI()\n"
        for path in ["Presentation/Preview Content/Samples.swift", "Presentation/Previews/Samples.swift", "Presentation/ProductMocks.swift",
                     "Presentation/PreviewData.swift"] {
            XCTAssertEqual(findings("dependency_rule", [api, (path, code)]), [], path)
        }
        XCTAssertEqual(findings("dependency_rule", [api, ("Presentation/Samples.swift", code)]),
                       ["Presentation/Samples.swift:1: Presentation must not name ProductAPI (layer Data, ProductAPI.swift:1)"])
    }

    // MARK: composition root

    private let wiredTypes = [("Data/UserRepositoryImpl.swift", "final class UserRepositoryImpl {}\n"),
                              ("Presentation/LoginViewModel.swift", "final class LoginViewModel {}\n")]

    /// `Presentation/AppContainer.swift`: `AppContainer.make()` constructs `types`, after `prefix`.
    private func appContainer(constructing types: String..., after prefix: String = "") -> (String, String) {
        ("Presentation/AppContainer.swift",
         prefix + "final class AppContainer {\n    func make() {\n" + types.map { "        _ = \($0)()\n" }.joined() + "    }\n}\n")
    }

    /// A name a layer of no kind (or the toolbox) declares too is still the type of a layer a
    /// container wires: the look at its other declarations goes on, and the container is the root.
    func testTheRootCountsANameAlsoDeclaredInALayerOfNoKind() throws {
        let aux = #"{"layers": [{"name": "Aux", "paths": ["Aux/**"]}]}"#
        let configuration = try ConfigurationLoader.load(bytes: Array(aux.utf8), source: ".archlint.json", over: .builtIn())
        let project = TestSupport.project([("Aux/UserRepositoryImpl.swift", "final class UserRepositoryImpl {}\n")] + wiredTypes
                                          + [appContainer(constructing: "UserRepositoryImpl", "LoginViewModel")], configuration: configuration)
        XCTAssertEqual(project.files.indices.map { "\(project.files[$0].source.path): \(project.layerName(of: $0) ?? "-")" },
                       ["Aux/UserRepositoryImpl.swift: Aux", "Data/UserRepositoryImpl.swift: Data",
                        "Presentation/LoginViewModel.swift: Presentation", "Presentation/AppContainer.swift: App"])
        // The same after a name the toolbox declares too: a layer the root does not wire.
        let toolbox = TestSupport.project([("Core/UserRepositoryImpl.swift", "final class UserRepositoryImpl {}\n")] + wiredTypes
                                          + [appContainer(constructing: "UserRepositoryImpl", "LoginViewModel")])
        XCTAssertEqual(toolbox.layerName(of: 3), "App")
        // And after a name an entity has too: building an entity wires nothing, the Data type of that name does.
        let entity = TestSupport.project([("Domain/Session.swift", "struct Session {}\n"), ("Data/Session.swift", "final class Session {}\n"), wiredTypes[1],
                                          appContainer(constructing: "Session", "LoginViewModel")])
        XCTAssertEqual(entity.layerName(of: 3), "App")
    }

    /// In a layer's folder, a type named like a container that constructs the types of two layers
    /// makes its file the root; with no container names configured, no such type does.
    func testTheRootInALayersFolderNeedsContainerNames() {
        let wiring = appContainer(constructing: "UserRepositoryImpl", "LoginViewModel")
        let noNames = #"{"layers": [{"name": "App", "typeNames": []}]}"#
        XCTAssertEqual(findings("dependency_rule", wiredTypes + [wiring]), [])
        XCTAssertEqual(findings("dependency_rule", wiredTypes + [wiring], configuration: noNames),
                       ["Presentation/AppContainer.swift:3: Presentation must not name UserRepositoryImpl (layer Data, UserRepositoryImpl.swift:1)"])
        // What the file's top-level code constructs does not end the look at its types.
        XCTAssertEqual(findings("dependency_rule", wiredTypes + [appContainer(constructing: "UserRepositoryImpl", "LoginViewModel",
                                                                              after: "_ = LoginViewModel()\n")]), [])
        // A type alias counts as no type of its own file's layer: here one layer is wired, not two.
        XCTAssertEqual(findings("dependency_rule", wiredTypes + [("Data/Aliases.swift", "typealias LoginScreenModel = LoginViewModel\n"),
                                                                 appContainer(constructing: "LoginScreenModel", "LoginViewModel")])
                        .filter { $0.hasPrefix("Presentation/") },
                       ["Presentation/AppContainer.swift:3: Presentation must not name LoginScreenModel (layer Data, Aliases.swift:1)"])
        // Nor is the app's shell one: a container that starts the app wires only Data here.
        XCTAssertEqual(findings("dependency_rule", wiredTypes + [("App/ShopApp.swift", "@main\nstruct ShopApp {}\n"),
                                                                 appContainer(constructing: "UserRepositoryImpl", "ShopApp")]),
                       ["Presentation/AppContainer.swift:3: Presentation must not name UserRepositoryImpl (layer Data, UserRepositoryImpl.swift:1)",
                        "Presentation/AppContainer.swift:4: Presentation must not name ShopApp (layer App, ShopApp.swift:2)"])
        // The toolbox is no layer a container wires: one layer and Core make no root.
        XCTAssertEqual(findings("dependency_rule", wiredTypes + [("Core/Logger.swift", "final class Logger {}\n"),
                                                                 appContainer(constructing: "UserRepositoryImpl", "Logger")]),
                       ["Presentation/AppContainer.swift:3: Presentation must not name UserRepositoryImpl (layer Data, UserRepositoryImpl.swift:1)"])
        // Nor does what a wiring folder holds, whatever its name.
        let injection = ("Presentation/DI/Injection.swift", "final class Injection {\n    func make() { _ = UserRepositoryImpl() }\n}\n")
        XCTAssertEqual(findings("dependency_rule", wiredTypes + [injection]), [])
        XCTAssertEqual(findings("dependency_rule", wiredTypes + [injection], configuration: noNames),
                       ["Presentation/DI/Injection.swift:2: Presentation must not name UserRepositoryImpl (layer Data, UserRepositoryImpl.swift:1)"])
    }

    /// What makes a type the root, by what it builds. An extension wires the layers whose types
    /// it builds: outside an app target, in a file no name placed, only in its static members (an
    /// instance method maps one type to another); in an app target's file, in any member. Then
    /// the extended type's layer, what the container itself is, views, entities and DTOs.
    func testWhatMakesATypeTheRootByWhatItBuilds() {
        let wiring = { (member: String) in "struct Services {}\nextension Services {\n    \(member) make() {\n        _ = UserRepositoryImpl()\n        _ = LoginViewModel()\n    }\n}\n" }
        let layer = { (files: [(String, String)], modules: [BuildModule]) -> String in
            let project = TestSupport.project(files, modules: modules)
            return project.layerName(of: project.fileIndex[files.last!.0]!) ?? "none"
        }
        XCTAssertEqual(layer(wiredTypes + [("Wiring.swift", wiring("static func"))], []), "App")
        XCTAssertEqual(layer(wiredTypes + [("Core/Registry.swift", "enum Registry {\n    static let services = Services()\n}\n"), ("Wiring.swift", wiring("static func"))], []),
                       "App", "the toolbox that names it is no ring")
        XCTAssertNotEqual(layer(wiredTypes + [("Wiring.swift", wiring("func"))], []), "App")
        let app = [("Shop/Data/UserRepositoryImpl.swift", wiredTypes[0].1), ("Shop/Presentation/LoginViewModel.swift", wiredTypes[1].1),
                   ("Shop/Wiring.swift", wiring("func"))]
        let target = BuildModule(name: "Shop", origin: .xcode, kind: .application, folders: ["Shop"], files: app.map(\.0),
                                 declaredIn: "Shop.xcodeproj/project.pbxproj", line: 1)
        XCTAssertEqual(layer(app, [target]), "App")
        XCTAssertEqual(layer(app.dropLast() + [("Shop/Presentation/Services.swift", wiring("func"))], [target]), "App",
                       "in an app target, a file its folder placed too")
        // An extension of a type with a role of its own is that type's: the look goes on to the next declaration.
        XCTAssertEqual(layer(wiredTypes + [("Wiring.swift", wiring("static func").replacingOccurrences(of: "struct Services {}\nextension Services", with: "extension LoginViewModel")
                                                + "enum Factory {\n    static func make() {\n        _ = UserRepositoryImpl()\n        _ = LoginViewModel()\n    }\n}\n")], []), "App")
        // In an app target the extended type's layer counts as wired (a Domain key given a Data
        // value), not the toolbox's; elsewhere it does not.
        let key = ("Shop/Domain/UserKey.swift", "enum UserKey {}\n"), formatting = ("Shop/Core/Formatting.swift", "enum Formatting {}\n")
        let live = { (type: String) in ("Shop/Live.swift", "extension \(type) {\n    static let live = UserRepositoryImpl()\n}\n") }
        let inApp = { (files: [(String, String)]) in
            layer(files, [BuildModule(name: "Shop", origin: .xcode, kind: .application, folders: ["Shop"], files: files.map(\.0),
                                      declaredIn: "Shop.xcodeproj/project.pbxproj", line: 1)])
        }
        XCTAssertEqual(inApp([app[0], key, live("UserKey")]), "App")
        XCTAssertNotEqual(inApp([app[0], formatting, live("Formatting")]), "App")
        XCTAssertNotEqual(layer([("Data/UserRepositoryImpl.swift", wiredTypes[0].1), ("Domain/UserKey.swift", key.1), ("Live.swift", live("UserKey").1)], []), "App")
        // A view model of an app target that builds the container and one layer's type stays a view model.
        XCTAssertEqual(inApp([app[0], ("Shop/DI/AppContainer.swift", "final class AppContainer {\n    func make() {\n        _ = UserRepositoryImpl()\n        _ = LoginViewModel()\n    }\n}\n"),
                              app[1], ("Shop/Presentation/ProfileViewModel.swift", "final class ProfileViewModel {\n    let repository = UserRepositoryImpl()\n    let container = AppContainer()\n}\n")]),
                       "Presentation")
        // A view that builds two layers' types is no root, by its role or by the view it inherits
        // (whatever its name says); outside an app target, neither is a type of another role.
        let builds = "{\n    let repository = UserRepositoryImpl()\n    let viewModel = LoginViewModel()\n}\n"
        XCTAssertEqual(inApp([app[0], app[1], ("Shop/Root.swift", "struct Root " + builds)]), "App")
        XCTAssertEqual(inApp([app[0], app[1], ("Shop/SessionMapper.swift", "final class SessionMapper " + builds)]), "App", "in an app target, a type of any role but a view")
        XCTAssertNotEqual(inApp([app[0], app[1], ("Shop/Root.swift", "struct RootView " + builds)]), "App")
        XCTAssertNotEqual(inApp([app[0], app[1], ("Shop/Root.swift", "struct FeedDataSource: View " + builds)]), "App")
        XCTAssertEqual(inApp([app[0], app[1], ("Shop/Root.swift", "struct RootView " + builds + "struct Root " + builds)]), "App", "the look goes on past a view")
        // Building an entity or a DTO wires nothing; `Type.init()` builds as `Type()` does.
        XCTAssertEqual(layer([("Domain/Session.swift", "struct Session {}\n"), wiredTypes[1], appContainer(constructing: "Session", "LoginViewModel")], []), "Presentation")
        XCTAssertEqual(layer([("Data/UserDTO.swift", "struct UserDTO: Codable {}\n"), wiredTypes[1], appContainer(constructing: "UserDTO", "LoginViewModel")], []), "Presentation")
        XCTAssertEqual(layer(wiredTypes + [appContainer(constructing: "UserRepositoryImpl.init", "LoginViewModel")], []), "App")
        XCTAssertEqual(layer(wiredTypes + [("Presentation/AppContainer.swift", "final class AppContainer {\n    let repository: UserRepositoryImpl?\n    init() {\n        _ = LoginViewModel()\n    }\n}\n")], []),
                       "Presentation", "a type named before an initializer is not built")
        XCTAssertEqual(layer(wiredTypes + [appContainer(constructing: "UserRepositoryImpl.make", "LoginViewModel")], []), "Presentation", "only Type() and Type.init() count as building")
        // A type of no role that builds the container and a layer's type is the root's (a screen factory).
        XCTAssertEqual(layer([("DI/AppContainer.swift", "final class AppContainer {}\n"), wiredTypes[1],
                              ("HomeFlow.swift", "import SwiftUI\nfinal class HomeFlow {\n    func start() {\n        _ = AppContainer()\n        _ = LoginViewModel()\n    }\n}\n")], []), "App")
        // An extension is not named like a container by the type it extends: one with a role of its
        // own (a mapper, by its folder) that builds the container is no root.
        XCTAssertNotEqual(layer([("DI/AppContainer.swift", "final class AppContainer {}\n"), wiredTypes[1], ("ServiceContainer.swift", "import SwiftUI\nfinal class ServiceContainer {}\n"),
                                 ("Mappers/ServiceContainer+Make.swift", "import SwiftUI\nextension ServiceContainer {\n    static func make() {\n        _ = AppContainer()\n        _ = LoginViewModel()\n    }\n}\n")], []), "App")
        // What such an extension builds of two layers still wires, whatever role its folder gives it.
        XCTAssertEqual(layer(wiredTypes + [("ServiceContainer.swift", "import SwiftUI\nfinal class ServiceContainer {}\n"),
                                           ("Mappers/ServiceContainer+Make.swift", "import SwiftUI\n" + wiring("static func").replacingOccurrences(of: "struct Services {}\nextension Services", with: "extension ServiceContainer"))], []),
                       "App")
        // In a wiring folder a type of any role that builds the container is the root's.
        XCTAssertEqual(layer([("DI/AppContainer.swift", "final class AppContainer {}\n"),
                              ("Presentation/DI/SessionMapper.swift", "enum SessionMapper {\n    static func make() { _ = AppContainer() }\n}\n")], []), "App")
        // In a wiring folder inside a layer's, an extension's static member that builds one layer's type wires.
        XCTAssertEqual(layer(wiredTypes + [("Presentation/Services.swift", "final class Services {}\n"),
                                           ("Presentation/DI/Services+Live.swift", "extension Services {\n    static let repository = UserRepositoryImpl()\n}\n")], []), "App")
        // In a library module's file its code placed, an extension wires nothing (only an app's, or one no module compiles, may).
        let package = ("Package.swift", "let package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n")
        let library = [package, ("Sources/Kit/Data/UserRepositoryImpl.swift", wiredTypes[0].1), ("Sources/Kit/Presentation/LoginViewModel.swift", wiredTypes[1].1),
                       ("Sources/Kit/Wiring.swift", "import SwiftUI\n" + wiring("static func"))]
        let libraryProject = TestSupport.project(library)
        XCTAssertNotEqual(libraryProject.layerName(of: libraryProject.fileIndex["Sources/Kit/Wiring.swift"]!), "App")
        XCTAssertEqual(layer(wiredTypes + [("Root.swift", "import SwiftUI\nfinal class Root " + builds)], []), "App")
        // What the root is made of is types and their extensions: a top-level function that builds is not read.
        XCTAssertNotEqual(layer(wiredTypes + [("Root.swift", "import SwiftUI\nfunc makeRoot() {\n    _ = UserRepositoryImpl()\n    _ = LoginViewModel()\n}\n")], []), "App")
        XCTAssertNotEqual(layer(wiredTypes + [("Presentation/Screen.swift", "struct Screen {\n    let root: Root\n}\n"), ("Root.swift", "import SwiftUI\nfinal class Root " + builds)], []),
                          "App", "a type the layers' code names is theirs, unless named like a container")
        XCTAssertEqual(layer(wiredTypes + [("Presentation/Screens.swift", "final class ScreenFactory {}\nfinal class Flow " + builds)], []),
                       "Presentation", "in a file a name placed, only a type named like a container wires")
        XCTAssertNotEqual(layer(wiredTypes + [("Root.swift", "import SwiftUI\nfinal class HomeViewModel " + builds)], []), "App")
    }

    /// The app's entry point is a top-level type: `@main`, `@UIApplicationMain`, `@NSApplicationMain`
    /// (named so, before the delegate it also is), or an app delegate; a nested delegate or an
    /// extension that adopts one is not.
    func testTheEntryPointIsATopLevelMainOrDelegate() {
        let project = TestSupport.project([("Presentation/AppDelegate.swift", "@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n"),
                                           ("Presentation/Screen.swift", "struct Screen {\n    final class Hooks: NSObject, UIApplicationDelegate {}\n}\n"),
                                           ("Mac/AppDelegate.swift", "@NSApplicationMain\nclass AppDelegate: NSObject, NSApplicationDelegate {}\n"),
                                           ("Presentation/Notifications.swift", "extension Screen: UIApplicationDelegate {}\n")])
        XCTAssertEqual(project.files[0].evidence, .compositionRoot("@UIApplicationMain AppDelegate"))
        XCTAssertEqual(project.files[2].evidence, .compositionRoot("@NSApplicationMain AppDelegate"))
        XCTAssertEqual([1, 3].map { project.layerName(of: $0) }, ["Presentation", "Presentation"], "a nested delegate, an extension adopting one")
    }

    /// The entry point goes to the composition root layer that takes the main entry, else to the
    /// first composition root layer; another layer's main entry does not take it.
    func testTheEntryPointGoesToTheRootLayerOfTheMainEntry() throws {
        let entry = [("Sources/ShopApp.swift", "import SwiftUI\n@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup { Text(\"\") } }\n}\n")]
        for (json, layer) in [(#"{"layers": [{"name": "App", "mainEntry": false}, {"name": "Main", "kind": "compositionRoot", "mainEntry": true}]}"#, "Main"),
                              (#"{"layers": [{"name": "App", "mainEntry": false}]}"#, "App"),
                              (#"{"layers": [{"name": "Presentation", "mainEntry": true}]}"#, "App")] {
            let configuration = try ConfigurationLoader.load(bytes: Array(json.utf8), source: ".archlint.json", over: .builtIn())
            XCTAssertEqual(TestSupport.project(entry, configuration: configuration).layerName(of: 0), layer, json)
        }
    }

    /// A container named as the root's (`*Container`) that wires nothing yet is no screen's
    /// observable state, whatever it conforms to: its own code says nothing of its layer.
    func testAnObservableContainerIsNoScreensState() {
        let project = TestSupport.project([("Sources/Wiring/AppContainer.swift", "import Combine\nfinal class AppContainer: ObservableObject {}\n"),
                                           ("Sources/Session/SessionState.swift", "import Combine\nfinal class SessionState: ObservableObject {}\n")])
        XCTAssertEqual(project.files.indices.map { "\(project.layerName(of: $0) ?? "-"): \(project.files[$0].evidence.description { $0 })" },
                       ["Presentation: beside the files of Sources/: 1 of 1 files placed by their code (a guess)",
                        "Presentation: its code: declares observable state SessionState"])
    }

    /// A macro's compiler plugin is the build's code, in no layer wherever its folder lies: a file
    /// that imports it depends on no layer; a library in that folder is the folder's layer.
    func testAMacrosPluginIsInNoLayer() {
        let manifest = """
            let package = Package(name: "Shop", targets: [
                .target(name: "Domain"),
                .macro(name: "StoreMacros", path: "Sources/Data/StoreMacros"),
                .target(name: "StoreKitData", path: "Sources/Data/StoreKitData"),
            ])
            """
        let files = [("Package.swift", manifest),
                     ("Sources/Domain/User.swift", "import StoreMacros\nimport StoreKitData\nstruct User {}\n"),
                     ("Sources/Data/StoreMacros/Plugin.swift", "import SwiftCompilerPlugin\nstruct Plugin {}\n"),
                     ("Sources/Data/StoreKitData/Store.swift", "struct Store {}\n")]
        XCTAssertEqual(findings("dependency_rule", files), ["Sources/Domain/User.swift:2: Domain must not import StoreKitData (layer Data)"])
    }

    /// A type no other file can see (`private`, `fileprivate`, nested) is no dependency of a file
    /// that names a type of the same name; a type of the module is.
    func testATypeOnlyItsFileSeesIsNoDependency() {
        let domain = ("Domain/User.swift", "struct User {\n    let cache: Cache\n}\n")
        for access in ["private", "fileprivate"] {
            XCTAssertEqual(findings("dependency_rule", [domain, ("Data/Store.swift", "\(access) final class Cache {}\n")]), [], access)
        }
        XCTAssertEqual(findings("dependency_rule", [domain, ("Data/Store.swift", "enum Store {\n    public final class Cache {}\n}\n")]), [], "nested")
        XCTAssertEqual(findings("dependency_rule", [domain, ("Data/Store.swift", "final class Cache {}\n")]),
                       ["Domain/User.swift:2: Domain must not name Cache (layer Data, Store.swift:1)"])
    }

    /// A wiring module with no Swift files of its own is still the composition root's: the Domain
    /// that depends on it in the manifest breaks the dependency rule.
    func testAnEmptyWiringModuleIsStillTheRoots() {
        let manifest = """
            let package = Package(name: "Shop", targets: [
                .target(name: "Domain", dependencies: ["Wiring"]),
                .target(name: "Wiring", path: "Sources/DI/Wiring"),
            ])
            """
        XCTAssertEqual(findings("dependency_rule", [("Package.swift", manifest), ("Sources/Domain/User.swift", "struct User {}\n")]),
                       ["Package.swift:2: target Domain (layer Domain) must not depend on Wiring (layer App)"])
    }

    /// Every layer may name the root's container, not a type of the root that has a role of a
    /// ring (a mapper declared beside the container).
    func testTheRootsContainerIsNoTypeWithARole() {
        let root = appContainer(constructing: "UserRepositoryImpl", "LoginViewModel", after: "enum SessionMapper {\n    static func map() {}\n}\n")
        XCTAssertEqual(findings("dependency_rule", wiredTypes + [root, ("Domain/Session.swift", "struct Session {\n    func load() { _ = AppContainer() }\n}\n")]), [])
        XCTAssertEqual(findings("dependency_rule", wiredTypes + [root, ("Domain/Session.swift", "struct Session {\n    func load() { SessionMapper.map() }\n}\n")]),
                       ["Domain/Session.swift:2: Domain must not name SessionMapper (layer App, AppContainer.swift:1)"])
    }

    // MARK: rule support

    /// A declaration of the model of Core Data is named by its model; a file written by hand is
    /// named by its own name, wherever it lies.
    func testAMessageNamesAHandWrittenFileByItsName() {
        XCTAssertEqual(findings("dependency_rule", [("Data/Store.xcdatamodeld/UserRecord.swift", "final class UserRecord {}\n"),
                                                    ("Domain/User.swift", "struct User {\n    let record: UserRecord\n}\n")]),
                       ["Domain/User.swift:2: Domain must not name UserRecord (layer Data, UserRecord.swift:1)"])
    }

    /// The questions rules ask of a list of candidates are about some: none answers no.
    func testNoCandidateIsNoLeakNorBreach() throws {
        let project = TestSupport.project([("Domain/User.swift", "struct User {\n    let id: UserID\n}\n"),
                                           ("Data/UserDTO.swift", "struct UserDTO: Codable {}\n")])
        let domain = try XCTUnwrap(project.configuration.layers.first { $0.kind == .domain })
        let dto = try XCTUnwrap(project.files.firstIndex { $0.source.path == "Data/UserDTO.swift" })
        XCTAssertTrue(project.isDTOLeak([Project.DeclarationID(file: dto, declaration: 0)], into: domain))
        XCTAssertFalse(project.isDTOLeak([], into: domain))
        let user = try XCTUnwrap(project.files.firstIndex { $0.source.path == "Domain/User.swift" })
        XCTAssertTrue(project.isLayerBreach([Project.DeclarationID(file: dto, declaration: 0)], from: user))
        XCTAssertFalse(project.isLayerBreach([], from: user))
        // `UserID` names no declaration of the project: no role of any.
        let unresolved = try XCTUnwrap(project.files[user].source.references.first { project.files[user].source.name(of: $0) == "UserID" })
        XCTAssertNil(project.resolvesToRole(unresolved, .entity, in: user))
    }

    /// `??` is two `?` with nothing between (in a type too: the helper reads expressions), not
    /// the second of them, even when a third follows, nor two apart; a `?` before it, apart, is
    /// another token's.
    func testNilCoalescingIsTwoQuestionMarksTogether() throws {
        let source = TestSupport.project([("Data/A.swift", "let a = b ?? c\nlet d: String?? = e ? ? f\nlet g: Int??? = nil\nlet h = i? ?? j\n")]).files[0].source
        let marks = source.tokens.indices.filter { source.token($0, is: "?") }
        XCTAssertEqual(marks.count, 12)
        XCTAssertEqual(marks.map { source.isNilCoalescing(at: $0) }, [true, false, true, false, false, false, true, false, false, false, true, false])
    }

    /// A rule is turned on at its own severity when it is off, and left at the level the
    /// configuration gave it when it is on.
    func testTurningOnKeepsAConfiguredLevel() throws {
        let configuration = try ConfigurationLoader.load(bytes: Array(#"{"rules": {"dto_leak": {"severity": "warning"}, "dependency_rule": {"severity": "off"}, "swallowed_data_error": {"severity": "off"}}}"#.utf8),
                                                         source: ".archlint.json", over: .builtIn())
        XCTAssertEqual(configuration.turningOn("dto_leak").severity(of: "dto_leak", default: .warning), .warning)
        XCTAssertEqual(configuration.turningOn("dependency_rule").severity(of: "dependency_rule", default: .warning), .error)
        XCTAssertEqual(configuration.turningOn("swallowed_data_error").severity(of: "swallowed_data_error", default: .error), .warning)
    }

    // MARK: view_business_access

    /// A protocol named like a use case's (`…UseCaseType`) is one; an enum of that name is a
    /// value of the Domain, which a view may hold.
    func testViewBusinessAccessCountsProtocolsNamedLikeUseCases() {
        let view = ("Presentation/FeedView.swift", "import SwiftUI\n\nstruct FeedView: View {\n    let loading: LoadFeedUseCaseType\n    var body: some View { Text(\"Feed\") }\n}\n")
        XCTAssertEqual(findings("view_business_access", [view, ("Domain/LoadFeedUseCaseType.swift", "protocol LoadFeedUseCaseType {}\n")]),
                       ["Presentation/FeedView.swift:4: FeedView uses LoadFeedUseCaseType, a use case of layer Domain, directly"])
        XCTAssertEqual(findings("view_business_access", [view, ("Domain/LoadFeedUseCaseType.swift", "enum LoadFeedUseCaseType {\n    case fresh, cached\n}\n")]), [])
    }

    private let loadFeed = ("Domain/LoadFeedUseCase.swift", "struct LoadFeedUseCase {\n    let repository: FeedRepository\n}\n")

    /// The views judged: every view of a file, after declarations that are none; a subclass of any
    /// framework's view or cell; not a protocol, even one only views adopt.
    func testViewBusinessAccessJudgesEveryViewOfAFile() {
        XCTAssertEqual(findings("view_business_access", [loadFeed, ("Presentation/FeedView.swift", """
            import SwiftUI
            struct FeedStyle {}
            struct FeedView: View {
                let load: LoadFeedUseCase
                var body: some View { Text("") }
            }

            """)]), ["Presentation/FeedView.swift:4: FeedView uses LoadFeedUseCase, a use case of layer Domain, directly"])
        XCTAssertEqual(findings("view_business_access", [loadFeed, ("Presentation/PinView.swift", """
            import MapKit
            final class MapPin: MKAnnotationView {
                var load: LoadFeedUseCase?
            }
            final class Player: AVPlayerViewController {
                var load: LoadFeedUseCase?
            }
            final class FeedRow: SwipeTableViewCell {
                var load: LoadFeedUseCase?
            }
            protocol FeedCell: UITableViewCell {
                var load: LoadFeedUseCase { get }
            }

            """)]), ["Presentation/PinView.swift:3: MapPin uses LoadFeedUseCase, a use case of layer Domain, directly",
                     "Presentation/PinView.swift:6: Player uses LoadFeedUseCase, a use case of layer Domain, directly",
                     "Presentation/PinView.swift:9: FeedRow uses LoadFeedUseCase, a use case of layer Domain, directly"])
    }

    /// A name the view hands to its view model is the view model's: in a call after a closure
    /// argument too, or a subscript's; a name inside a closure is the closure's own, and a
    /// presenter whose generics, call or subscript end before the name holds none of it.
    func testViewBusinessAccessReadsWhatAViewGivesItsViewModel() {
        let view = { (member: String) in ("Presentation/FeedView.swift", """
            import SwiftUI
            struct FeedView: View {
                \(member)
                var body: some View { Text("") }
            }

            """) }
        for member in ["@StateObject var model = FeedViewModel(onTap: { _ in }, load: LoadFeedUseCase())", "let presenter: FeedPresenter<LoadFeedUseCase>",
                       "let presenter = FeedPresenter[LoadFeedUseCase()]"] {
            XCTAssertEqual(findings("view_business_access", [loadFeed, view(member)]), [], member)
        }
        for member in ["@StateObject var model = FeedViewModel(onAppear: { _ = LoadFeedUseCase() })",
                       "let pair: Pair<FeedPresenter<Int>, LoadFeedUseCase>", "let pair = Pair(FeedPresenter(style: 1), LoadFeedUseCase())",
                       "let pair = Pair(FeedPresenter[0], LoadFeedUseCase())"] {
            XCTAssertEqual(findings("view_business_access", [loadFeed, view(member)]),
                           ["Presentation/FeedView.swift:3: FeedView uses LoadFeedUseCase, a use case of layer Domain, directly"], member)
        }
    }

    /// A port of the Domain that Data implements is reported once per name, each name; not one
    /// given to a view model, nor a protocol of another layer.
    func testViewBusinessAccessFindsPortsTheDataLayerImplements() {
        let ports = [("Domain/PhotosManager.swift", "protocol PhotosManager {}\nprotocol VideosManager {}\n"),
                     ("Data/Managers.swift", "final class Photos: PhotosManager {}\nfinal class Videos: VideosManager {}\nfinal class Images: ImageLoading {}\n"),
                     ("Core/ImageLoading.swift", "protocol ImageLoading {}\n")]
        let view = { (members: String) in ("Presentation/PosterView.swift", "import UIKit\nfinal class PosterView: UIView {\n    \(members)\n}\n") }
        XCTAssertEqual(findings("view_business_access", ports + [view("let photos: PhotosManager\n    let more: PhotosManager\n    let videos: VideosManager")]),
                       ["Presentation/PosterView.swift:3: PosterView uses PhotosManager, a port of layer Domain that Data implements, directly",
                        "Presentation/PosterView.swift:5: PosterView uses VideosManager, a port of layer Domain that Data implements, directly"])
        for members in ["let model: PosterViewModel<PhotosManager>", "let images: ImageLoading"] {
            XCTAssertEqual(findings("view_business_access", ports + [view(members)]), [], members)
        }
    }

    /// A data source that feeds a view (takes or hands out a UIKit view, or a view of the project)
    /// is the view's helper, not data access.
    func testViewBusinessAccessLeavesDataSourcesThatFeedViews() {
        let view = ("Presentation/CarouselView.swift", "import UIKit\nfinal class CarouselView: UIView {\n    var source: CarouselDataSource?\n}\n")
        for requirement in ["func view(at index: Int) -> UIView", "func view(at index: Int) -> NSView", "func item(at index: Int) -> CarouselItemView"] {
            XCTAssertEqual(findings("view_business_access", [view, ("Presentation/CarouselItemView.swift", "import UIKit\nfinal class CarouselItemView: UIView {}\n"),
                                                             ("Domain/CarouselDataSource.swift", "protocol CarouselDataSource {\n    \(requirement)\n}\n")]), [], requirement)
        }
        XCTAssertEqual(findings("view_business_access", [view, ("Domain/CarouselDataSource.swift", "protocol CarouselDataSource {\n    func count() -> Int\n}\n")]),
                       ["Presentation/CarouselView.swift:3: CarouselView uses CarouselDataSource, a data source of layer Domain, directly"])
        // A use case that hands out a view is still business logic the view calls.
        XCTAssertEqual(findings("view_business_access", [("Presentation/CarouselView.swift", "import UIKit\nfinal class CarouselView: UIView {\n    var render: RenderUseCase?\n}\n"),
                                                         ("Domain/RenderUseCase.swift", "protocol RenderUseCase {\n    func render() -> UIView\n}\n")]),
                       ["Presentation/CarouselView.swift:3: CarouselView uses RenderUseCase, a use case of layer Domain, directly"])
    }

    /// What a view takes from the container: the business object its method or stored closure
    /// returns (optional too, among overloads), from the composition root's container only; a
    /// chain cut short at the end of a file is read without a crash.
    func testViewBusinessAccessFindsPullsFromTheContainer() {
        let containerOf = { (maker: String) in ("App/DI/DependencyContainer.swift", """
            final class DependencyContainer {
                static let shared = DependencyContainer()
                func makeLoadFeed(_ page: Int) {}
                \(maker)
            }

            """) }
        let container = containerOf("func makeLoadFeed() -> LoadFeedUseCase? { nil }")
        let view = { (call: String) in ("Presentation/FeedView.swift", "import SwiftUI\n\nstruct FeedView: View {\n    var body: some View { Text(\"Feed\") }\n    func open() { \(call) }\n}\n") }
        for maker in ["func makeLoadFeed() -> LoadFeedUseCase? { nil }", "func makeLoadFeed() -> LoadFeedUseCase! { nil }",
                      "let makeLoadFeed: () -> LoadFeedUseCase = { fatalError() }"] {
            XCTAssertEqual(findings("view_business_access", [loadFeed, containerOf(maker), view("_ = DependencyContainer.shared.makeLoadFeed()")]),
                           ["Presentation/FeedView.swift:5: FeedView takes LoadFeedUseCase, a use case of layer Domain, from DependencyContainer itself"], maker)
        }
        XCTAssertEqual(findings("view_business_access", [loadFeed, ("Presentation/Factory.swift", "final class Factory {\n    static let shared = Factory()\n    func makeLoadFeed() -> LoadFeedUseCase? { nil }\n}\n"),
                                                         view("_ = Factory.shared.makeLoadFeed()")]), [])
        XCTAssertEqual(findings("view_business_access", [loadFeed, container, ("Presentation/FeedView.swift", "struct FeedView {\n    func open() { DependencyContainer.")]), [])
    }

    // MARK: rule status

    /// A rule is stable when it was never wrong, or right at least 90 times in 100 (which a rule
    /// wrong once reaches with ten judged findings); its precision is said with two decimals.
    func testARulesStatusComesFromItsPrecision() {
        typealias Count = CorpusMeasurement.Count
        XCTAssertEqual(RuleStatus(nil), .stable, "never reported")
        XCTAssertEqual(RuleStatus(Count(trueFindings: 0, falseFindings: 0)), .stable, "no finding judged")
        XCTAssertEqual(RuleStatus(Count(trueFindings: 3, falseFindings: 0)), .stable, "never wrong")
        XCTAssertEqual(RuleStatus(Count(trueFindings: 9, falseFindings: 1)), .stable)
        XCTAssertEqual(RuleStatus(Count(trueFindings: 8, falseFindings: 1)), .preview, "too few findings to judge")
        XCTAssertEqual(RuleStatus(Count(trueFindings: 18, falseFindings: 2)), .stable)
        XCTAssertEqual(RuleStatus(Count(trueFindings: 17, falseFindings: 2)), .preview)
        XCTAssertEqual(RuleStatus(Count(trueFindings: 80, falseFindings: 20)), .preview)
        XCTAssertEqual([0.10, 0.05, 0.9, 1, 0.974].map(RuleDescription.twoDecimals), ["0.10", "0.05", "0.90", "1.00", "0.97"])
    }

    // MARK: viewmodel_data_access

    /// A view model's type is judged, not a protocol named like one: its requirement names what
    /// a conforming type must offer, not what a view model uses.
    func testViewModelDataAccessJudgesConcreteViewModels() {
        let repository = ("Domain/UserRepository.swift", "protocol UserRepository {}\n")
        XCTAssertEqual(findings("viewmodel_data_access", [repository, ("Presentation/ProfileViewModel.swift", """
            final class ProfileViewModel {
                let repository: UserRepository
            }

            """)]), ["Presentation/ProfileViewModel.swift:2: ProfileViewModel uses UserRepository, a repository protocol of layer Domain, directly"])
        XCTAssertEqual(findings("viewmodel_data_access", [repository, ("Presentation/ProfileViewModel.swift", """
            protocol ProfileViewModel {
                var repository: UserRepository { get }
            }

            """)]), [])
    }

    // MARK: entity_external_dependency

    /// A type nested in an entity, and an extension of one, is judged on its own; a type that
    /// constructs use cases is their factory, not an entity, though it names a repository.
    func testEntityExternalDependencyJudgesNestedTypesAndLeavesUseCaseFactories() {
        let ports = ("Domain/UserRepository.swift", """
            protocol UserRepository {}
            final class FetchUserUseCase {
                init(repository: UserRepository) {}
            }

            """)
        XCTAssertEqual(findings("entity_external_dependency", [ports, ("Domain/Order.swift", """
            struct Order {
                let id: Int
                struct Line {
                    let count: Int
                    var rate: Double { TaxService.shared.rate }
                }
            }
            final class TaxService {
                static let shared = TaxService()
                let rate = 0.2
            }
            extension Order {
                var tax: Double { TaxService.shared.rate }
            }

            """)]), ["Domain/Order.swift:5: Line, an entity, reaches TaxService.shared",
                     "Domain/Order.swift:13: Order, an entity, reaches TaxService.shared"])
        XCTAssertEqual(findings("entity_external_dependency", [ports, ("Domain/UseCases.swift", """
            struct Catalog {
                let name: String
                func fetch(_ repository: UserRepository) -> FetchUserUseCase { FetchUserUseCase(repository: repository) }
            }
            struct Profile {
                let name: String
                func fetch(_ repository: UserRepository) -> FetchUserUseCase? { nil }
            }

            """)]), ["Domain/UseCases.swift:7: Profile, an entity, depends on UserRepository, a repository protocol",
                     "Domain/UseCases.swift:7: Profile, an entity, depends on FetchUserUseCase, a use case"])
    }

    /// What `Owner.member` reaches: another type's singleton or a service's static member; not the
    /// entity's own (`Account.current`, `Self.shared`), a variable's member, a service's nested type,
    /// nor a memo of formatters. A type with a service's role is one finding, where it is named. A
    /// nested type without a body does not end the skipping of the nested bodies after it.
    func testEntityExternalDependencyReadsWhatAMemberReaches() {
        let services = ("Domain/Services.swift", """
            final class OrderStore {
                enum Kind { case open }
                static var count = 0
            }
            final class Formatters {
                static let shared = Formatters()
                let date: DateFormatter = DateFormatter()
            }
            final class Caches {
                static let shared = Caches()
                let date: DateFormatter = DateFormatter()
                var hits = 0
            }
            final class Clock {
                static let shared = Clock()
                var now = 0
            }
            final class Ledger {
                static var count = 0
            }
            final class FetchUserUseCase {
                static let shared = FetchUserUseCase()
                static func run() {}
            }
            final class ImageService {}
            extension ImageService {
                static func purge() {}
            }

            """)
        let theme = ("Core/Theme.swift", "struct Theme {\n    static let standard = Theme()\n}\n")
        XCTAssertEqual(findings("entity_external_dependency", [services, theme, ("Domain/Account.swift", """
            final class Account {
                let id: Int
                static let current = Account(id: 0)
                static let shared = Account(id: 1)
                init(id: Int) { self.id = id }
                func me() -> [Account] { [Account.current, Self.shared] }
                func today(calendar: Calendar) -> Calendar { calendar.current }
                var kind: OrderStore.Kind { .open }
                var label: String { Formatters.shared.date.string(from: Date()) }
                var orders: Int { OrderStore.count + Ledger.count }
                func reset() { ImageService.purge(); _ = Theme.standard; _ = Caches.shared.hits }
                func load() { FetchUserUseCase.run(); _ = FetchUserUseCase.shared }
                typealias ID = Int
                struct Entry {
                    let at: Int
                    var time: Int { Clock.shared.now }
                }
            }

            """)]), ["Domain/Account.swift:10: Account, an entity, reaches OrderStore.count",
                     "Domain/Account.swift:11: Account, an entity, reaches ImageService.purge",
                     "Domain/Account.swift:11: Account, an entity, reaches Theme.standard",
                     "Domain/Account.swift:11: Account, an entity, reaches Caches.shared",
                     "Domain/Account.swift:12: Account, an entity, depends on FetchUserUseCase, a use case",
                     "Domain/Account.swift:16: Entry, an entity, reaches Clock.shared"])
    }

    /// An enum without cases (a namespace) holds no data, whatever `case` its switches have; an
    /// enum with a case does.
    func testEntityExternalDependencyKnowsAnEnumsDataByItsCases() {
        let service = ("Domain/TaxService.swift", "final class TaxService {\n    static let shared = TaxService()\n    let rate = 0.2\n}\n")
        XCTAssertEqual(findings("entity_external_dependency", [service, ("Domain/Tax.swift", """
            enum Tax {
                static func rate(_ code: Int) -> Double {
                    switch code {
                    case 0: return TaxService.shared.rate
                    default: return 0
                    }
                }
            }
            enum Band {
                case low
                var rate: Double { TaxService.shared.rate }
            }

            """)]), ["Domain/Tax.swift:11: Band, an entity, reaches TaxService.shared"])
    }

    // MARK: entity_framework_type

    /// `Object` is Realm's base only in a file that imports Realm (either module); a type of
    /// another role does not end the file's check.
    func testEntityFrameworkTypeReadsObjectByTheImport() {
        func entity(_ imports: String) -> [String] {
            findings("entity_framework_type", [("Domain/Item.swift", imports + """
                final class FetchItemsUseCase {}
                final class Item: Object, Identifiable {
                    let id = 0
                }

                """)])
        }
        XCTAssertEqual(entity("import Foundation\n"), [])
        XCTAssertEqual(entity("import RealmSwift\n"), ["Domain/Item.swift:3: Item, an entity of layer Domain, is an Object"])
        XCTAssertEqual(entity("import Realm\n"), ["Domain/Item.swift:3: Item, an entity of layer Domain, is an Object"])
    }

    /// A framework base or attribute is found on an entity's own declaration and on an extension of
    /// one, never on a protocol or an extension of another type, at the attribute it names.
    func testEntityFrameworkTypeFindsTheBaseWhereverTheEntityTakesIt() {
        let found = TestSupport.findings([("Domain/Item.swift", """
            struct Item {
                let id: Int
            }
            extension Item: ObservableObject {}
            protocol Store: ObservableObject {}
            extension Date: ObservableObject {}
            @MainActor @objc(Observable) @Observable final class Basket {
                var items: [Item] = []
            }

            """)], configuration: Configuration.builtIn().turningOn("entity_framework_type")).filter { $0.rule == "entity_framework_type" }
        XCTAssertEqual(found.map { "\($0.line):\($0.column) \($0.message)" },
                       ["4:17 Item, an entity of layer Domain, is an ObservableObject",
                        "7:30 Basket, an entity of layer Domain, is marked @Observable"])
    }

    // MARK: file_placement

    /// UI work in the Domain is a placement finding of its own where the import is no finding (the
    /// dependency rule off); a name longer than every framework type's is none.
    func testFilePlacementFindsUIWorkInTheDomain() {
        let badge = ("Domain/Badge.swift", "import SwiftUI\nstruct Badge {\n    let color: Color\n    let id: ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefg\n}\n")
        XCTAssertEqual(findings("file_placement", [badge], configuration: #"{"rules": {"dependency_rule": {"severity": "off"}}}"#),
                       ["Domain/Badge.swift:3: Badge.swift is in layer Domain but builds UI (Color); it belongs in Presentation"])
    }

    private let noImportFindings = #"{"rules": {"dependency_rule": {"severity": "off"}}}"#

    /// Only a UI framework's type is UI work: a type of the same length and first letter (`Task`
    /// beside `Text`) is not.
    func testFilePlacementKnowsUITypesByName() {
        XCTAssertEqual(findings("file_placement", [("Domain/Job.swift", "import SwiftUI\nstruct Job {\n    let work: Task<Void, Never>\n    let color: Color\n}\n")],
                                configuration: noImportFindings),
                       ["Domain/Job.swift:4: Job.swift is in layer Domain but builds UI (Color); it belongs in Presentation"])
    }

    /// An image is a payload in Data (decoded from bytes, in a signature, a persisted attribute of
    /// Core Data or Realm), never in the Domain.
    func testFilePlacementKnowsAPayloadInDataOnly() {
        XCTAssertEqual(findings("file_placement", [("Domain/Photo.swift", """
            import UIKit
            struct Photo {
                let bytes: Data
                func image() -> Any? { UIImage(data: bytes) }
            }

            """)], configuration: noImportFindings), ["Domain/Photo.swift:4: Photo.swift is in layer Domain but builds UI (UIImage); it belongs in Presentation"])
        XCTAssertEqual(findings("file_placement", [("Data/PhotoStore.swift", """
            import UIKit
            import RealmSwift
            final class PhotoStore {
                func decode(_ bytes: Data) -> UIImage? { nil }
                func image(_ bytes: Data) { _ = UIImage(data: bytes) }
            }
            final class TintObject: Object {
                @Persisted var tint: UIColor?
            }
            final class PhotoEntity: NSManagedObject {
                @NSManaged var thumbnail: UIImage?
            }

            """)], configuration: noImportFindings), [])
        // An image made from a name, or at the top level of a file, is UI work in Data.
        XCTAssertEqual(findings("file_placement", [("Data/Logo.swift", "import UIKit\nlet placeholder = UIImage()\n")], configuration: noImportFindings),
                       ["Data/Logo.swift:2: Logo.swift is in layer Data but builds UI (UIImage); it belongs in Presentation"])
        XCTAssertEqual(findings("file_placement", [("Data/main.swift", "import UIKit\n_ = UIImage()\n")], configuration: noImportFindings),
                       ["Data/main.swift:2: main.swift is in layer Data but builds UI (UIImage); it belongs in Presentation"])
        XCTAssertEqual(findings("file_placement", [("Data/Logo.swift", "import UIKit\nstruct Logo {\n    func make() { _ = UIImage(named: \"logo\") }\n}\n")],
                                configuration: noImportFindings),
                       ["Data/Logo.swift:3: Logo.swift is in layer Data but builds UI (UIImage); it belongs in Presentation"])
        // A name held in a value called `data` is still a name: only the `data:` label decodes.
        XCTAssertEqual(findings("file_placement", [("Data/Logo.swift", "import SwiftUI\nstruct Logo {\n    func make(data: Row) { _ = Image(data.icon) }\n}\n")],
                                configuration: noImportFindings),
                       ["Data/Logo.swift:3: Logo.swift is in layer Data but builds UI (Image); it belongs in Presentation"])
        // A top-level function's signature is a payload as a method's is.
        XCTAssertEqual(findings("file_placement", [("Data/Decoding.swift", "import UIKit\nfunc decodeImage(_ bytes: Data) -> UIImage? { nil }\n")],
                                configuration: noImportFindings), [])
        // A view in a signature is UI work in Data (only an image or a color is a payload), and
        // so is a color its code makes.
        XCTAssertEqual(findings("file_placement", [("Data/ThemeStore.swift", "import UIKit\nfinal class ThemeStore {\n    func render() -> UIView? { nil }\n    func save() { _ = UIColor.red }\n}\n")],
                                configuration: noImportFindings),
                       ["Data/ThemeStore.swift:3: ThemeStore.swift is in layer Data but builds UI (UIView); it belongs in Presentation"])
        XCTAssertEqual(findings("file_placement", [("Data/ThemeStore.swift",
                                                    "import UIKit\nfinal class ThemeStore {\n    func load(_ b: Data) -> UIImage? { nil }\n    func save() { _ = UIColor.red }\n}\n")],
                                configuration: noImportFindings),
                       ["Data/ThemeStore.swift:4: ThemeStore.swift is in layer Data but builds UI (UIColor); it belongs in Presentation"])
        // An image beside a label `data:` is not one decoded from bytes.
        XCTAssertEqual(findings("file_placement", [("Data/Cached.swift", "import UIKit\nstruct Cached {\n    let entry: (UIImage, data: Data)\n}\n")],
                                configuration: noImportFindings),
                       ["Data/Cached.swift:3: Cached.swift is in layer Data but builds UI (UIImage); it belongs in Presentation"])
    }

    /// A view that shows what it fetched (it assigns an image) loads it by URL as rendering; its
    /// other data access, and a view that only reads an image, are still findings. `Query` is
    /// SwiftData's only as `@Query`.
    func testFilePlacementReadsWhatAViewFetches() {
        XCTAssertEqual(findings("file_placement", [("Presentation/AvatarView.swift", """
            import UIKit
            final class AvatarView: UIView {
                let imageView = UIImageView()
                func load(_ url: URL) {
                    URLSession.shared.dataTask(with: url) { data, _, _ in self.imageView.image = UIImage(data: data!) }.resume()
                    _ = NSPersistentContainer(name: "Seen")
                }
            }

            """)], configuration: noImportFindings),
                       ["Presentation/AvatarView.swift:6: AvatarView.swift is in layer Presentation but accesses data (NSPersistentContainer); it belongs in Data"])
        XCTAssertEqual(findings("file_placement", [("Presentation/BadgeView.swift", """
            import UIKit
            final class BadgeView: UIView {
                var image: UIImage?
                var count = 0
                func load(_ url: URL) {
                    _ = image
                    count = 1
                    let image = UIImage()
                    URLSession.shared.dataTask(with: url).resume()
                }
                func reset() {
                    var image = UIImage()
                    _ = image
                }
            }

            """)]), ["Presentation/BadgeView.swift:9: BadgeView.swift is in layer Presentation but accesses data (URLSession); it belongs in Data"])
        // A type that is no view loads its image as data access.
        XCTAssertEqual(findings("file_placement", [("Presentation/ImageLoader.swift", """
            import UIKit
            final class ImageLoader {
                var image: UIImage?
                func load(_ url: URL) {
                    URLSession.shared.dataTask(with: url) { data, _, _ in self.image = UIImage(data: data!) }.resume()
                }
            }

            """)]), ["Presentation/ImageLoader.swift:5: ImageLoader.swift is in layer Presentation but accesses data (URLSession); it belongs in Data"])
        XCTAssertEqual(findings("file_placement", [("Presentation/ItemList.swift", """
            import SwiftUI
            import SwiftData
            struct ItemList: View {
                var query: Query<Item, [Item]>
                var request: FetchRequest<Item>
                @Query var items: [Item]
                var body: some View { Text("") }
            }

            #Preview {
                ItemList(query: Query(), request: FetchRequest(), container: NSPersistentContainer(name: "Preview"))
            }

            """)], configuration: noImportFindings),
                       ["Presentation/ItemList.swift:6: ItemList.swift is in layer Presentation but accesses data (@Query); it belongs in Data"])
        // Preview code is left alone.
        XCTAssertEqual(findings("file_placement", [("Presentation/RowPreview.swift", """
            import SwiftUI
            import CoreData
            struct Row: View {
                var body: some View { Text("") }
            }
            #Preview { Row().environment(\\.managedObjectContext, NSPersistentContainer(name: "P").viewContext) }

            """)], configuration: noImportFindings), [])
        // `Session` is Alamofire's only where Alamofire is imported.
        let loader = "final class Loader {\n    let session = Session.default\n}\n"
        XCTAssertEqual(findings("file_placement", [("Presentation/Loader.swift", "import Alamofire\n" + loader)], configuration: noImportFindings),
                       ["Presentation/Loader.swift:3: Loader.swift is in layer Presentation but accesses data (Session); it belongs in Data"])
        XCTAssertEqual(findings("file_placement", [("Presentation/Loader.swift", "import Foundation\n" + loader)], configuration: noImportFindings), [])
    }

    // MARK: codable_entity

    /// A declaration the rule passes over (an error type, an extension of a Data type) does not end
    /// the file's check: the entity after it is still judged.
    func testCodableEntityReadsOnAfterADeclarationItPassesOver() {
        let dto = ("Data/UserDTO.swift", "struct UserDTO {\n    let id: Int\n}\n")
        XCTAssertEqual(findings("codable_entity", [dto, ("Domain/User.swift", """
            struct LoginFailure: Error, Codable {
                let code: Int
            }
            extension UserDTO: Codable {}
            struct User: Codable {
                let id: Int
            }

            """)]), ["Domain/User.swift:5: User, an entity of layer Domain, conforms to Codable"])
    }

    // MARK: datasource_protocol_location

    /// A protocol that is no data source does not end the file's check.
    func testDataSourceProtocolLocationReadsOnAfterAnotherProtocol() {
        XCTAssertEqual(findings("datasource_protocol_location", [("Domain/UserSources.swift", """
            protocol Cancellable {
                func cancel()
            }
            protocol UserRemoteDataSource {
                func fetchUser(id: Int) async throws -> String
            }

            """)]), ["Domain/UserSources.swift:4: UserRemoteDataSource is a data source protocol in layer Domain; it belongs in Data"])
    }

    /// A data source protocol that takes an index path, a Core Graphics or a UIKit type feeds a view;
    /// a `UInt` or an `OKResult` is no UIKit type.
    func testDataSourceProtocolLocationKnowsAViewsDataSourceByWhatItTakes() {
        func protocolTaking(_ type: String) -> [String] {
            findings("datasource_protocol_location", [("Presentation/GalleryDataSource.swift", """
                protocol GalleryDataSource {
                    func item(at position: \(type)) -> String
                }

                """)])
        }
        for type in ["IndexPath", "CGPoint", "UIImage"] { XCTAssertEqual(protocolTaking(type), [], type) }
        for type in ["UInt", "OKResult"] {
            XCTAssertEqual(protocolTaking(type), ["Presentation/GalleryDataSource.swift:1: GalleryDataSource is a data source protocol in layer Presentation; it belongs in Data"], type)
        }
    }

    // MARK: datasource_returns_entity

    private let user = ("Domain/User.swift", "struct User {\n    let id: Int\n}\n")

    /// A type that is no data source does not end the file's check.
    func testDataSourceReturnsEntityReadsOnAfterATypeThatIsNoDataSource() {
        XCTAssertEqual(findings("datasource_returns_entity", [user, ("Data/UserRemoteDataSource.swift", """
            struct Endpoint {
                let path: String
            }
            final class UserRemoteDataSource {
                func fetchUser() -> User { User(id: 1) }
            }

            """)]), ["Data/UserRemoteDataSource.swift:5: UserRemoteDataSource.fetchUser returns User, an entity of layer Domain"])
    }

    /// A `fileprivate` helper that maps to an entity is part of the method that hands it out, as a
    /// `private` one is: only the method is reported.
    func testDataSourceReturnsEntityCountsAFileprivateHelperAsAHelper() {
        XCTAssertEqual(findings("datasource_returns_entity", [user, ("Data/UserRemoteDataSource.swift", """
            final class UserRemoteDataSource {
                func fetchUser() -> User { map(1) }
                fileprivate func map(_ id: Int) -> User { User(id: id) }
            }

            """)]), ["Data/UserRemoteDataSource.swift:2: UserRemoteDataSource.fetchUser returns User, an entity of layer Domain"])
    }

    /// What a data source hands out is its return type, up to a `where` clause, and its callbacks'
    /// arguments, a generic function's too: not what a closure it takes returns, nor a Domain type that is no entity (an
    /// error), nor a type a `where` clause constrains.
    func testDataSourceReturnsEntityReadsWhatAFunctionHandsOut() {
        let dataSource = { (function: String) in ("Data/UserRemoteDataSource.swift", """
            final class UserRemoteDataSource {
                \(function)
            }

            """) }
        let domain = [user, ("Domain/UsersError.swift", "enum UsersError: Error {\n    case offline\n}\n")]
        for function in ["func fetch(completion: (Result<User, UsersError>) -> Void) {}",
                         "func fetch<T: Decodable, Cache: Collection<T>>(completion: (Result<User, UsersError>) -> Void) {}",
                         "func fetch(completion: (Result<User, UsersError>) async -> Void) {}",
                         "func fetch(completion: (Result<User, UsersError>) throws -> Void) {}"] {
            XCTAssertEqual(findings("datasource_returns_entity", domain + [dataSource(function)]),
                           ["Data/UserRemoteDataSource.swift:2: UserRemoteDataSource.fetch hands its callback User, an entity of layer Domain"], function)
        }
        for function in ["func map(_ transform: (UserDTO) -> User) -> Int { 0 }",
                         "func fetch(completion: (Result<UserDTO, UsersError>) -> Void) {}",
                         "func count<T>(of type: T.Type) -> Int where T: User { 0 }"] {
            XCTAssertEqual(findings("datasource_returns_entity", domain + [dataSource(function)]), [], function)
        }
    }

    /// A half-typed requirement (generic parameters or a parameter list left open) hands out
    /// nothing: its reading stops at the end of the file or before the next requirement.
    func testDataSourceReturnsEntityReadsHalfTypedRequirements() {
        for (code, expected) in [("protocol UserRemoteDataSource {\n    func fetch<T: Decodable", [String]()),
                                 ("protocol UserRemoteDataSource {\n    func fetch<T>\n    func other(completion: (User) -> Void)\n}\n",
                                  ["Data/UserRemoteDataSource.swift:3: UserRemoteDataSource.other hands its callback User, an entity of layer Domain"]),
                                 ("final class UserRemoteDataSource {\n    func fetch(completion: (Int) -> Void {\n        log(User.self)\n    }\n    func other() -> Int { (0) }\n}\n",
                                  [String]())] {
            XCTAssertEqual(findings("datasource_returns_entity", [user, ("Data/UserRemoteDataSource.swift", code)]), expected, code)
        }
    }

    /// Entities held in a constant are cached as those in a variable: handed back as given.
    func testDataSourceReturnsEntityReadsACacheInAConstant() {
        func dataSource(_ keyword: String) -> [String] {
            findings("datasource_returns_entity", [user, ("Data/UserLocalDataSource.swift", """
                final class UserLocalDataSource {
                    \(keyword) users: [Int: User] = [:]
                    func user(id: Int) -> User? { users[id] }
                }

                """)])
        }
        XCTAssertEqual(dataSource("let"), [])
        XCTAssertEqual(dataSource("var"), [])
        XCTAssertEqual(dataSource("static let"), ["Data/UserLocalDataSource.swift:3: UserLocalDataSource.user returns User, an entity of layer Domain"])
    }

    /// A declaration mapper_location passes over (a Domain mapper of its own values, a `toDto()`
    /// that builds a use case's input) does not end the file's check; an associated type after a
    /// requirement still says what a generic mapper maps.
    func testMapperLocationReadsOnPastWhatItPassesOver() {
        let types = userDTOAndEntity
        XCTAssertEqual(findings("mapper_location", types + [("Domain/UserMapping.swift", """
            struct UserRowMapper {
                func map(_ user: User) -> String { user.name }
            }
            struct Draft {
                func toDto() -> String { "" }
            }
            extension UserDTO {
                func toDomain() -> User { User(name: name) }
            }

            """)]), ["Domain/UserMapping.swift:8: toDomain() converts UserDTO (layer Data) in layer Domain; it belongs in Data"])
        XCTAssertEqual(findings("mapper_location", types + [("Domain/UserMapper.swift", """
            protocol UserMapper {
                func map(_ model: Model) -> User
                associatedtype Model: Codable
            }

            """)]), ["Domain/UserMapper.swift:1: UserMapper is a mapper in layer Domain; it belongs in Data"])
    }

    /// The default after `??` stands for the operand before it only: a failable conversion of an
    /// earlier element of the list, or outside the closure the default is in, is another value's,
    /// and a label is no `rawValue:` nor a type named without a call a conversion.
    func testMapperSilentDefaultReadsTheOperandBeforeTheDefaultOnly() {
        XCTAssertEqual(findings("mapper_silent_default", [("Data/Mappers/PriceMapper.swift", """
            enum PriceMapper {
                static func map(_ dto: PriceDTO) -> [Int] {
                    [Int(dto.amount) ?? 1,
                     dto.cents ?? 0]
                }
                static func counts(_ dto: PriceDTO) -> [Int] {
                    [Int(dto.amount)].map { $0 ?? 0 }
                }
                static func tag(_ dto: PriceDTO) -> Tag {
                    Tag(name: dto.tag) ?? .none
                }
                static func values(_ dto: PriceDTO) -> [Int] {
                    (dto.values as [Int]?) ?? []
                }
                static func rates(_ dto: PriceDTO) -> [Int] {
                    var rates: [Int: Int] = [:]
                    rates[Int(dto.key)!] = dto.cents ?? 0
                    return [Int(dto.count ?? 0)!, Int(dto.a)! + dto.b ?? 0, (try dto.value()) ?? 0]
                }
                static func parsed(_ dto: PriceDTO) -> [Int] {
                    [make(from: dto.raw) ?? 0, dto.date.from ?? 0, formatter.number(of: dto.raw) ?? 0]
                }
            }

            """)]), ["Data/Mappers/PriceMapper.swift:3: PriceMapper.map replaces a failed Int(…) with a default"])
    }

    /// What a failed conversion is: `try?`, `Int(…)` as the body's first token, a conversion
    /// behind a subscript, `date(from:)`, `number(from:)`; and a DTO's own method maps it.
    func testMapperSilentDefaultKnowsAFailedConversion() {
        XCTAssertEqual(findings("mapper_silent_default", [
            ("Data/DTO/PriceDTO.swift", """
            struct PriceDTO: Decodable {
                let code: String
                func price() -> Price {
                    Price(cents: Int(code) ?? 0)
                }
            }

            """),
            ("Domain/Price.swift", "struct Price {\n    let cents: Int\n}\n"),
            ("Data/Mappers/PriceMapper.swift", """
            enum PriceMapper {
                static func count(_ dto: PriceDTO) -> Int {
                    Int(dto.count) ?? 0
                }
                static func value(_ dto: PriceDTO) -> Int {
                    (try? dto.value()) ?? 0
                }
                static func host(_ dto: PriceDTO) -> String {
                    URL(string: dto.link)?.pathComponents[0] ?? ""
                }
                static func dates(_ dto: PriceDTO) -> [Date] {
                    [formatter.date(from: dto.day) ?? Date()]
                }
                static func numbers(_ dto: PriceDTO) -> [Int] {
                    [formatter.number(from: dto.count) ?? 0]
                }
            }

            """)]), ["Data/DTO/PriceDTO.swift:4: PriceDTO.price replaces a failed Int(…) with a default",
                     "Data/Mappers/PriceMapper.swift:3: PriceMapper.count replaces a failed Int(…) with a default",
                     "Data/Mappers/PriceMapper.swift:6: PriceMapper.value replaces a failed try? with a default",
                     "Data/Mappers/PriceMapper.swift:9: PriceMapper.host replaces a failed URL(…) with a default",
                     "Data/Mappers/PriceMapper.swift:12: PriceMapper.dates replaces a failed date(from:) with a default",
                     "Data/Mappers/PriceMapper.swift:15: PriceMapper.numbers replaces a failed number(from:) with a default"])
    }

    // MARK: pass_through_use_case

    /// A struct of closures is judged by its stored closures: a static value of it (the stub of
    /// swift-dependencies' `testValue`) is none of them, nor a factory.
    func testPassThroughUseCaseReadsAClosureStructByItsInstanceProperties() {
        XCTAssertEqual(findings("pass_through_use_case", [("Domain/UseCases/FetchStories.swift", """
            struct FetchStories {
                let execute: (StoriesQuery) async -> [Story]
                static let noop: FetchStories = .init { _ in [] }
            }
            extension FetchStories {
                static func live(repository: StoriesRepository) -> Self {
                    .init { query in
                        await repository.fetch(query)
                    }
                }
            }

            """)]), ["Domain/UseCases/FetchStories.swift:1: FetchStories only forwards: live(repository:) → repository.fetch"])
        XCTAssertEqual(findings("pass_through_use_case", [("Domain/UseCases/FetchStories.swift", """
            struct FetchStories {
                let execute: (StoriesQuery) async -> [Story]
                static func live(repository: StoriesRepository) -> Self {
                    Self { query in
                        await repository.fetch(query)
                    }
                }
            }

            """)]), ["Domain/UseCases/FetchStories.swift:1: FetchStories only forwards: live(repository:) → repository.fetch"])
        // A computed property or a type alias is no stored value; nor does a struct need a use
        // case's name in the Domain.
        XCTAssertEqual(findings("pass_through_use_case", [("Domain/StoriesLoader.swift", """
            struct StoriesLoader {
                typealias Input = StoriesQuery
                let load: (Input) async -> [Story]
                var name: String { "stories" }
                static func live(repository: StoriesRepository) -> Self {
                    .init { query in
                        await repository.fetch(query)
                    }
                }
            }

            """)]), ["Domain/StoriesLoader.swift:1: StoriesLoader only forwards: live(repository:) → repository.fetch"])
        // A use case that stores its repository is judged by its actions, whatever its factory.
        XCTAssertEqual(findings("pass_through_use_case", [("Domain/UseCases/FetchStoriesUseCase.swift", """
            struct FetchStoriesUseCase {
                let repository: StoriesRepository
                func execute(_ query: StoriesQuery) async -> [Story] {
                    await repository.fetch(query)
                }
                static func live(repository: StoriesRepository) -> Self {
                    .init(repository: repository)
                }
            }

            """)]), ["Domain/UseCases/FetchStoriesUseCase.swift:1: FetchStoriesUseCase only forwards: execute(_:) → repository.fetch"])
        // Trailing closures after the first are labelled; a closure that returns what it was given
        // forwards nothing.
        XCTAssertEqual(findings("pass_through_use_case", [("Domain/UseCases/Stories.swift", """
            struct Stories {
                let fetch: (StoriesQuery) async -> [Story]
                let save: (Story) async -> Void
                static func live(repository: StoriesRepository) -> Self {
                    .init { query in
                        await repository.fetch(query)
                    } save: { story in
                        await repository.save(story)
                    }
                }
            }

            """)]), ["Domain/UseCases/Stories.swift:1: Stories only forwards: live(repository:) → repository.fetch, live(repository:) → repository.save"])
        XCTAssertEqual(findings("pass_through_use_case", [("Domain/UseCases/StoryPages.swift", """
            struct StoryPages {
                let page: (String, Int) async -> [Story]
                static func live(repository: StoriesRepository) -> Self {
                    .init { id, number in
                        await repository.page(id, number: number)
                    };
                }
            }

            """)]), ["Domain/UseCases/StoryPages.swift:1: StoryPages only forwards: live(repository:) → repository.page"])
        // Other static functions, of the struct or of a type of another module, are no factories
        // and end no search, nor is a method that wraps the struct; an array of closures is no closure.
        XCTAssertEqual(findings("pass_through_use_case", [("Domain/UseCases/FetchStories.swift", """
            extension Date {
                static func parse(_ text: String) -> Date? { nil }
            }
            struct FetchStories {
                let execute: (StoriesQuery) async -> [Story]
                static func sample(count: Int) -> [Story] { [] }
                static func live(repository: StoriesRepository) -> Self {
                    .init { query in await repository.fetch(query) }
                }
                func traced(by log: Logger) -> Self {
                    .init { query in log.record(query); return await execute(query) }
                }
            }

            """)]), ["Domain/UseCases/FetchStories.swift:4: FetchStories only forwards: live(repository:) → repository.fetch"])
        XCTAssertEqual(findings("pass_through_use_case", [("Domain/UseCases/FetchStories.swift", """
            struct FetchStories {
                let execute: (StoriesQuery) async -> [Story]
                var observers: [([Story]) -> Void] = []
                static func live(repository: StoriesRepository) -> Self {
                    .init { query in await repository.fetch(query) }
                }
            }

            """)]), [])
        // A factory that calls a helper, not the struct's initializer, is judged by the helper; a
        // factory that builds no closure forwards nothing.
        for call in ["make", ".make", "Self.make"] {
            XCTAssertEqual(findings("pass_through_use_case", [("Domain/UseCases/StoryPages.swift", """
                struct StoryPages {
                    let page: (String, Int) async -> [Story]
                    static func live(repository: StoriesRepository) -> Self {
                        \(call) { id, number in
                            await repository.page(id, number: number)
                        }
                    }
                }

                """)]), [], call)
        }
        // Only closures written in the call are read: a closure passed on, or a method in
        // parentheses, is not (their bodies are elsewhere).
        for arguments in ["(all, { query in await repository.fetch(query) })", "(all: { await repository.all() }, fetch: (repository.fetch))"] {
            XCTAssertEqual(findings("pass_through_use_case", [("Domain/UseCases/Stories.swift", """
                struct Stories {
                    let all: () async -> [Story]
                    let fetch: (StoriesQuery) async -> [Story]
                    static func live(repository: StoriesRepository, all: @escaping () async -> [Story]) -> Self {
                        .init\(arguments)
                    }
                }

                """)]), [], arguments)
        }
        XCTAssertEqual(findings("pass_through_use_case", [("Domain/UseCases/StoryPages.swift", """
            struct StoryPages {
                var page: (String, Int) async -> [Story] = { _, _ in [] }
                static func live(repository: StoriesRepository) -> Self {
                    .init { id, number in
                        await repository.page(id, number: number)
                    }
                }
                static func empty(log: Logger) -> Self {
                    .init()
                }
            }

            """)]), [])
        XCTAssertEqual(findings("pass_through_use_case", [("Domain/Clock.swift", """
            struct Clock {
                let now: () -> Date
                static func fixed(date: Date) -> Self {
                    .init { date }
                }
            }

            """)]), [])
        // A stored value beside the closures makes it a type with state, no struct of closures.
        XCTAssertEqual(findings("pass_through_use_case", [("Domain/UseCases/FetchStories.swift", """
            struct FetchStories {
                let execute: (StoriesQuery) async -> [Story]
                var label = ""
            }
            extension FetchStories {
                static func live(repository: StoriesRepository) -> Self {
                    .init { query in
                        await repository.fetch(query)
                    }
                }
            }

            """)]), [])
        // Outside the Domain, a struct of closures is a use case by its name only: a client of the
        // toolbox that relays to what it is given is none.
        let core = { (name: String) in ("Core/\(name).swift", """
            struct \(name) {
                let now: () -> Date
            }
            extension \(name) {
                static func live(source: TimeSource) -> Self {
                    .init { source.now() }
                }
            }

            """) }
        XCTAssertEqual(findings("pass_through_use_case", [core("FetchTimeUseCase")]),
                       ["Core/FetchTimeUseCase.swift:1: FetchTimeUseCase only forwards: live(source:) → source.now"])
        XCTAssertEqual(findings("pass_through_use_case", [core("Clock")]), [])
        // A static function that builds another type is no factory of the struct; a tuple is no closure.
        XCTAssertEqual(findings("pass_through_use_case", [("Domain/FetchStories.swift", """
            struct FetchStories {
                let execute: (StoriesQuery) async -> [Story]
                static func mock(repository: StoriesRepository) -> MockStories {
                    .init { query in
                        await repository.fetch(query)
                    }
                }
            }

            """)]), [])
        XCTAssertEqual(findings("pass_through_use_case", [("Domain/FetchStories.swift", """
            struct FetchStories {
                let execute: (StoriesQuery) async -> [Story]
                var range: (Int, Int) = (0, 10)
                static func live(repository: StoriesRepository) -> Self {
                    .init { query in
                        await repository.fetch(query)
                    }
                }
            }

            """)]), [])
    }

    /// A protocol extension holds a use case's actions when a use case conforms to the protocol,
    /// or the protocol is named like a use case's, wherever the extension is; not when only
    /// another type conforms.
    func testPassThroughUseCaseFindsAProtocolExtensionByItsProtocol() {
        let orders = { (conformer: String, members: String) in ("Domain/Orders.swift", """
            protocol GettingOrderList {
                var orderGateway: OrderGateway { get }
            }

            extension GettingOrderList {
                func getOrderList(query: OrderQuery) -> [Order] {
                    orderGateway.getOrderList(query: query)
                }
            }

            \(conformer): GettingOrderList {
                \(members)
            }

            """) }
        let stored = "let orderGateway: OrderGateway"
        let forwards = ["Domain/Orders.swift:5: GettingOrderList only forwards: getOrderList(query:) → orderGateway.getOrderList"]
        XCTAssertEqual(findings("pass_through_use_case", [orders("final class GetOrderListUseCase", stored)]), forwards)
        XCTAssertEqual(findings("pass_through_use_case", [orders("final class OrderListCache", stored)]), [])
        XCTAssertEqual(findings("pass_through_use_case", [orders("enum GetOrderListUseCase", "var orderGateway: OrderGateway { .live }")]), forwards)
        XCTAssertEqual(findings("pass_through_use_case", [
            ("Domain/GetOrderListUseCaseProtocol.swift", "protocol GetOrderListUseCaseProtocol {\n    var orderGateway: OrderGateway { get }\n}\n"),
            ("Domain/Extensions/GetOrderList+Default.swift", """
            extension GetOrderListUseCaseProtocol {
                func getOrderList(query: OrderQuery) -> [Order] {
                    orderGateway.getOrderList(query: query)
                }
            }

            """),
        ]), ["Domain/Extensions/GetOrderList+Default.swift:1: GetOrderListUseCaseProtocol only forwards: getOrderList(query:) → orderGateway.getOrderList"])
        // A type of no role before the use case in a file does not end the look for conformers.
        XCTAssertEqual(findings("pass_through_use_case", [orders("struct OrderRow: Identifiable {}\nfinal class GetOrderListUseCase", stored)]), forwards)
        // A repository protocol's default implementations are no use case, even among use cases.
        let defaults = ("Domain/UseCases/UserRepository+Defaults.swift", "extension UserRepository {\n    func user(id: String) -> User {\n        api.user(id)\n    }\n}\n")
        XCTAssertEqual(findings("pass_through_use_case", [("Domain/UserRepository.swift", "protocol UserRepository {\n    var api: UserAPI { get }\n}\n"), defaults]), [])
        XCTAssertEqual(findings("pass_through_use_case", [("Domain/UserRepository.swift", "protocol UserSource {\n    var api: UserAPI { get }\n}\n"),
                                                          (defaults.0, defaults.1.replacingOccurrences(of: "UserRepository", with: "UserSource"))]),
                       ["Domain/UseCases/UserRepository+Defaults.swift:1: UserSource only forwards: user(id:) → api.user"])
        // An extension of a use case type is not judged on its own: here the type has logic.
        XCTAssertEqual(findings("pass_through_use_case", [("Domain/UseCases/GetUserUseCase.swift", """
            final class GetUserUseCase {
                let repository: UserRepository
                init(repository: UserRepository) { self.repository = repository }
                func execute(id: String) throws -> User {
                    guard !id.isEmpty else { throw UserError.missingID }
                    return try repository.user(id)
                }
            }
            extension GetUserUseCase {
                func refresh() {
                    repository.refresh()
                }
            }

            """)]), [])
        // A class the protocol requires its conformers to subclass lends its properties.
        XCTAssertEqual(findings("pass_through_use_case", [("Domain/UseCases/LoadingOrders.swift", """
            class OrderScreen {
                let gateway: OrderGateway
                init(gateway: OrderGateway) { self.gateway = gateway }
            }
            protocol LoadingOrders: OrderScreen {}

            extension LoadingOrders {
                func load() -> [Order] {
                    gateway.orders()
                }
            }

            """)]), ["Domain/UseCases/LoadingOrders.swift:7: LoadingOrders only forwards: load() → gateway.orders"])
        // A static call through a type the protocol names reaches no stored dependency.
        XCTAssertEqual(findings("pass_through_use_case", [("Domain/UseCases/LoadingOrders.swift", """
            protocol LoadingOrders {
                typealias Store = OrderStore
                var gateway: OrderGateway { get }
            }

            extension LoadingOrders {
                func load() -> [Order] {
                    Store.cached()
                }
            }

            """)]), [])
    }

    /// A parameter's property passed on is the parameter passed on; a `.` before something other
    /// than a name (`user.0`) is not. A `var` is a dependency as a `let` is; a `fileprivate`
    /// method is no action.
    func testPassThroughUseCaseForwardsAParametersProperty() {
        let useCase = { (argument: String) in ("Domain/UseCases/DeleteUserUseCase.swift", """
            final class DeleteUserUseCase {
                private var repository: UserRepository
                private let limit = 10
                init(repository: UserRepository) { self.repository = repository }
                func execute(_ user: User) async throws {
                    try await repository.delete(\(argument))
                }
                fileprivate func isCurrent(_ user: User) -> Bool { user.id == "me" }
            }

            """) }
        XCTAssertEqual(findings("pass_through_use_case", [useCase("user.profile.id")]),
                       ["Domain/UseCases/DeleteUserUseCase.swift:1: DeleteUserUseCase only forwards: execute(_:) → repository.delete"])
        XCTAssertEqual(findings("pass_through_use_case", [useCase("user.0")]), [])
        // Each argument is a parameter: not a literal or a macro that spells one, not a stored
        // value, nor a parameter called on the spot.
        for argument in ["\"user\"", "#user", "user, limit", "user.id, limit", "user { result in user(result) }"] {
            XCTAssertEqual(findings("pass_through_use_case", [useCase(argument)]), [], argument)
        }
    }

    /// Use cases are judged where they may be declared, not in Data or Presentation (their place is
    /// use_case_location's to judge); a call to a type nested in one is its own logic.
    func testPassThroughUseCaseJudgesTheCallsOfDependenciesWhereUseCasesMayBe() {
        let useCase = { (folder: String, call: String) in ("\(folder)/FetchUserUseCase.swift", """
            final class FetchUserUseCase {
                private let repository: UserRepository
                init(repository: UserRepository) { self.repository = repository }
                enum Cache {
                    static func user(_ id: String) -> User? { nil }
                }
                func execute(_ id: String) -> User? {
                    \(call)
                }
            }

            """) }
        XCTAssertEqual(findings("pass_through_use_case", [useCase("Domain", "repository.user(id)")]),
                       ["Domain/FetchUserUseCase.swift:1: FetchUserUseCase only forwards: execute(_:) → repository.user"])
        XCTAssertEqual(findings("pass_through_use_case", [useCase("Presentation", "repository.user(id)")]), [])
        XCTAssertEqual(findings("pass_through_use_case", [useCase("Domain", "Cache.user(id)")]), [])
    }

    /// A forwarded call starts with a dependency's name, whatever the word (`package`), and goes
    /// on with a `.`: a string or a macro that spells the name, a choice between two dependencies,
    /// or arithmetic on one, is none.
    func testPassThroughUseCaseStartsAForwardAtADependencysName() {
        let useCase = { (body: String) in ("Domain/UseCases/TrackPackageUseCase.swift", """
            final class TrackPackageUseCase {
                private let package: PackageRepository
                private let fallback: PackageRepository
                init(package: PackageRepository, fallback: PackageRepository) {
                    self.package = package
                    self.fallback = fallback
                }
                func execute() -> Any {
                    \(body)
                }
            }

            """) }
        XCTAssertEqual(findings("pass_through_use_case", [useCase("package.status")]),
                       ["Domain/UseCases/TrackPackageUseCase.swift:1: TrackPackageUseCase only forwards: execute() → package.status"])
        for body in ["\"package\".uppercased()", "#package.uppercased()", "package ?? fallback", "package + fallback"] {
            XCTAssertEqual(findings("pass_through_use_case", [useCase(body)]), [], body)
        }
        XCTAssertEqual(findings("pass_through_use_case", [useCase("package.$status.eraseToAnyPublisher()")]),
                       ["Domain/UseCases/TrackPackageUseCase.swift:1: TrackPackageUseCase only forwards: execute() → package.$status"])
    }

    /// A result is named only to be returned by a declaration: one kept in a property first
    /// (`try movies = …`) is state the use case holds, not a forward.
    func testPassThroughUseCaseReadsANamedResultFromADeclarationOnly() {
        let useCase = { (line: String) in ("Domain/UseCases/TopRatedUseCase.swift", """
            final class TopRatedUseCase {
                private let repository: MoviesRepository
                private var movies: [Movie] = []
                init(repository: MoviesRepository) { self.repository = repository }
                func execute() async throws -> [Movie] {
                    \(line)
                    return movies
                }
            }

            """) }
        XCTAssertEqual(findings("pass_through_use_case", [useCase("let movies = try await repository.topRated()")]),
                       ["Domain/UseCases/TopRatedUseCase.swift:1: TopRatedUseCase only forwards: execute() → repository.topRated"])
        XCTAssertEqual(findings("pass_through_use_case", [useCase("var movies = try await repository.topRated()")]),
                       ["Domain/UseCases/TopRatedUseCase.swift:1: TopRatedUseCase only forwards: execute() → repository.topRated"])
        XCTAssertEqual(findings("pass_through_use_case", [useCase("try movies = await repository.topRated()")]), [])
        // Only a `return` hands the local back: a name left as a statement, or thrown, is not.
        XCTAssertEqual(findings("pass_through_use_case", [("Domain/UseCases/RefreshUseCase.swift", """
            final class RefreshUseCase {
                private let repository: MoviesRepository
                init(repository: MoviesRepository) { self.repository = repository }
                func execute() async throws {
                    let movies = try await repository.refresh(); movies
                }
            }

            """)]), [])
        XCTAssertEqual(findings("pass_through_use_case", [("Domain/UseCases/RetryUseCase.swift", """
            final class RetryUseCase {
                private let repository: MoviesRepository
                init(repository: MoviesRepository) { self.repository = repository }
                func execute() throws {
                    let error = repository.lastError()
                    throw error
                }
            }

            """)]), [])
        // The local returned is the one named: another value returned makes no forward.
        XCTAssertEqual(findings("pass_through_use_case", [useCase("let fresh = try await repository.topRated()")]), [])
    }

    /// A completion's `Result` is relayed case by case unless the project declares a `Result` of
    /// its own: at its top level and visible, not one nested in a type or private to its file, nor
    /// an alias of Swift's.
    func testPassThroughUseCaseRelaysResultsUnlessTheProjectDeclaresItsOwn() throws {
        // The rule's own example: a completion handed on, the Result re-wrapped case by case.
        let example = try XCTUnwrap(PassThroughUseCaseRuleExamples.triggering.first { $0.note.hasPrefix("a completion handler handed on") })
        let useCase = example.stripped().files[0]
        let forwards = ["Domain/UseCases/FetchPostsUseCase.swift:1: FetchPostsUseCase only forwards: execute(page:completion:) → repository.posts, "
                        + "refresh(completion:) → repository.refresh"]
        XCTAssertEqual(findings("pass_through_use_case", [useCase]), forwards)
        XCTAssertEqual(findings("pass_through_use_case", [useCase, ("Data/API.swift", "enum API {\n    enum Result {\n        case ok\n    }\n}\n")]), forwards)
        XCTAssertEqual(findings("pass_through_use_case", [useCase, ("Data/Outcome.swift", "private enum Result {\n    case ok\n}\n")]), forwards)
        XCTAssertEqual(findings("pass_through_use_case", [useCase, ("Data/Outcome.swift", "fileprivate enum Result {\n    case ok\n}\n")]), forwards)
        // A closure relays its one value, whole or case by case, to the completion as it came.
        let relay = "{ result in\n            switch result {\n            case .success(let posts): completion(.success(posts))\n"
            + "            case let .failure(error): completion(.failure(error))\n            }\n        }"
        XCTAssertTrue(useCase.code.contains(relay), useCase.code)
        let relaying = { (closure: String) in (useCase.path, useCase.code.replacingOccurrences(of: relay, with: closure)) }
        XCTAssertEqual(findings("pass_through_use_case", [relaying("{ result in completion(result) }")]), forwards)
        XCTAssertEqual(findings("pass_through_use_case", [relaying("""
            { result in
                switch result {
                case var .success(posts): completion(.success(posts))
                case .failure(var error): completion(.failure(error))
                }
            }
            """)]), forwards)
        for closure in ["{ posts, error in completion(posts) }", "{ result in log(result) }", "{ result in completion(cached) }",
                        "{ result in\n    switch cached {\n    case .success(let posts): completion(.success(posts))\n    case let .failure(error): completion(.failure(error))\n    }\n}",
                        "{ result in\n    switch result {\n    case .success(let posts): completion(.success(posts))\n    case let .failure(error): completion(.failure(error))\n    }\n    log(result)\n}",
                        "{ result in\n    switch result {\n    case .success(let posts): completion(.failure(posts))\n    case let .failure(error): completion(.failure(error))\n    }\n}",
                        // A case that wraps something else than it was given, or hands on another value, is logic.
                        "{ result in\n    switch result {\n    case .success(let posts): completion(.success(posts))\n    case let .failure(error): completion(.failure(PostsError.offline))\n    }\n}",
                        "{ result in\n    switch result {\n    case .success(let posts): completion(.success(posts))\n    case let .failure(error): completion(.success([]))\n    }\n}"] {
            XCTAssertEqual(findings("pass_through_use_case", [relaying(closure)]), [], closure)
        }
        XCTAssertEqual(findings("pass_through_use_case", [useCase, ("Core/Result.swift", "typealias Result = Swift.Result\n")]), forwards)
        XCTAssertEqual(findings("pass_through_use_case", [useCase, ("Core/Result.swift", "typealias Result = Outcome\n")]), [])
        XCTAssertEqual(findings("pass_through_use_case", [useCase, ("Core/Result.swift", "func Result(_ code: Int) -> String { \"\\(code)\" }\n")]), forwards)
        XCTAssertEqual(findings("pass_through_use_case", [useCase, ("Core/Result.swift", "enum Result<Value> {\n    case success(Value)\n    case failure(String)\n}\n")]), [])
    }

    // MARK: viewmodel_concrete_dependency

    /// What a view model constructs or stores: every use of a file read past a nested type's name;
    /// `= .init()` constructs, `= .shared` does not, nor does a type check; a protocol named like a
    /// use case's or `…Protocol` counts; the composition root's view models wire what they like.
    func testViewModelConcreteDependencyReadsConstructionsAndStores() {
        let domain = ("Domain/UseCases.swift", """
            protocol GetUserUseCaseProtocol {}
            struct GetUserUseCase: GetUserUseCaseProtocol {
                struct RequestValue {}
            }
            struct LoadFeedUseCase {}
            protocol SaveUserUseCase {}
            struct DefaultSaveUserUseCase: SaveUserUseCase {}
            protocol UserFetchingProtocol {}
            struct FetchUserUseCase: UserFetchingProtocol {}
            protocol RemoteDataSourceType {}
            protocol UserRemoteDataSource: RemoteDataSourceType {}
            protocol UserLoadingType {}
            struct LoadUserUseCase: UserLoadingType {}

            """)
        let viewModel = { (members: String) in ("Presentation/ProfileViewModel.swift", "final class ProfileViewModel {\n\(members)}\n") }
        let cases: [(String, [String])] = [
            ("    let request: GetUserUseCase.RequestValue? = nil\n    private let getUser = GetUserUseCase()\n",
             ["Presentation/ProfileViewModel.swift:3: ProfileViewModel constructs GetUserUseCase of layer Domain itself"]),
            ("    private let getUser: GetUserUseCase = .init()\n",
             ["Presentation/ProfileViewModel.swift:2: ProfileViewModel constructs GetUserUseCase of layer Domain itself"]),
            ("    private let load: LoadFeedUseCase = .shared\n", []),
            ("    func isUseCase(_ value: Any) -> Bool { value is GetUserUseCase }\n", []),
            ("    private let remote: UserRemoteDataSource\n", []),
            ("    private let useCases: [GetUserUseCase]\n",
             ["Presentation/ProfileViewModel.swift:2: ProfileViewModel depends on the concrete GetUserUseCase of layer Domain, not on GetUserUseCaseProtocol"]),
            ("    private let onLoad: (GetUserUseCase) -> Void\n",
             ["Presentation/ProfileViewModel.swift:2: ProfileViewModel depends on the concrete GetUserUseCase of layer Domain, not on GetUserUseCaseProtocol"]),
            ("    private let load: LoadUserUseCase\n",
             ["Presentation/ProfileViewModel.swift:2: ProfileViewModel depends on the concrete LoadUserUseCase of layer Domain, not on UserLoadingType"]),
            ("    private let fetch: FetchUserUseCase\n",
             ["Presentation/ProfileViewModel.swift:2: ProfileViewModel depends on the concrete FetchUserUseCase of layer Domain, not on UserFetchingProtocol"]),
            ("    private let save: DefaultSaveUserUseCase\n    init(save: DefaultSaveUserUseCase) { self.save = save }\n",
             ["Presentation/ProfileViewModel.swift:2: ProfileViewModel depends on the concrete DefaultSaveUserUseCase of layer Domain, not on SaveUserUseCase",
              "Presentation/ProfileViewModel.swift:3: ProfileViewModel depends on the concrete DefaultSaveUserUseCase of layer Domain, not on SaveUserUseCase"]),
        ]
        for (members, expected) in cases {
            XCTAssertEqual(findings("viewmodel_concrete_dependency", [domain, viewModel(members)]), expected, members)
        }
        XCTAssertEqual(findings("viewmodel_concrete_dependency", [domain, ("DI/RootViewModel.swift", "final class RootViewModel {\n    private let getUser = GetUserUseCase()\n}\n")]), [])
    }

    // MARK: repository_protocol_location

    /// Every declaration of a file is read after a repository protocol in the wrong layer; a
    /// protocol that refines the Domain's repository implements nothing.
    func testRepositoryProtocolLocationReadsEveryDeclaration() {
        let port = ("Domain/UserRepository.swift", "protocol UserRepository {\n    func user() -> User\n}\n")
        XCTAssertEqual(findings("repository_protocol_location", [port, ("Presentation/Orders.swift", """
            protocol OrderRepository {}
            protocol Listing {}
            final class InMemoryUserRepository: NSObject, UserRepository {
                func user() -> User { User() }
            }
            final class InMemoryStore {}
            extension InMemoryStore: UserRepository {}

            """)]), ["Presentation/Orders.swift:1: OrderRepository is a repository protocol in layer Presentation; it belongs in Domain",
                     "Presentation/Orders.swift:3: InMemoryUserRepository in layer Presentation implements the repository UserRepository; it belongs in Data",
                     "Presentation/Orders.swift:7: an extension of InMemoryStore in layer Presentation implements the repository UserRepository; it belongs in Data"])
        XCTAssertEqual(findings("repository_protocol_location", [port, ("Presentation/UserListing.swift", "protocol UserListing: UserRepository {}\n")]), [])
        // A repository protocol of another layer than the Domain is reported where it is declared, not at its implementations.
        XCTAssertEqual(findings("repository_protocol_location", [("Core/CacheRepository.swift", "protocol CacheRepository {}\n"),
                                                                 ("Presentation/MemoryCache.swift", "final class MemoryCache: CacheRepository {}\n")]),
                       ["Core/CacheRepository.swift:1: CacheRepository is a repository protocol in layer Core; it belongs in Domain"])
    }

    /// A Data repository protocol that only Data names is the Data layer's own; one that is the
    /// type of a swift-dependencies value (in an extension of `DependencyValues`, the file's first
    /// declaration too) is handed to other layers, not one in another type of that name or in
    /// another extension.
    func testRepositoryProtocolLocationReadsDependencyValues() {
        let protocolFile = ("Data/ItemsRepository.swift", "protocol ItemsRepository {}\n")
        XCTAssertEqual(findings("repository_protocol_location", [protocolFile, ("Data/Dependencies.swift", "extension DependencyValues {\n    var items: any ItemsRepository { get { fatalError() } }\n}\n")]),
                       ["Data/ItemsRepository.swift:1: ItemsRepository is a repository protocol in layer Data; it belongs in Domain"])
        for code in ["struct DependencyValues {\n    var items: any ItemsRepository\n}\n", "extension ItemsStore {\n    var repository: any ItemsRepository { fatalError() }\n}\n"] {
            XCTAssertEqual(findings("repository_protocol_location", [protocolFile, ("Data/Dependencies.swift", code)]), [], code)
        }
    }

    // MARK: service_locator

    /// A lookup is a `resolve(` on a receiver named like a container, not another method of it.
    func testServiceLocatorFindsResolveCallsOnly() {
        let viewModel = { (call: String) in ("Presentation/ProfileViewModel.swift", "import Factory\nfinal class ProfileViewModel {\n    func load() { _ = \(call) }\n}\n") }
        XCTAssertEqual(findings("service_locator", [viewModel("factory.resolve(UserRepository.self)")]),
                       ["Presentation/ProfileViewModel.swift:3: ProfileViewModel, a view model, pulls its dependencies from factory.resolve(...)"])
        XCTAssertEqual(findings("service_locator", [viewModel("$container.resolve(UserRepository.self)")]),
                       ["Presentation/ProfileViewModel.swift:3: ProfileViewModel, a view model, pulls its dependencies from $container.resolve(...)"])
        for call in ["cellFactory.make(1)", "container.resolve"] {
            XCTAssertEqual(findings("service_locator", [viewModel(call)]), [], call)
        }
        // Without a DI framework, `resolve(` is some other object's (a promise's).
        XCTAssertEqual(findings("service_locator", [("Presentation/ProfileViewModel.swift", "final class ProfileViewModel {\n    func load() { container.resolve(42) }\n}\n")]), [])
    }

    /// The types judged: views, view models and use cases, once each (a type nested in one, in its
    /// body or a method, is judged with it; one in a free function on its own), an extension of
    /// one, every one of a file, by its own name; a protocol or a type alias is not judged.
    func testServiceLocatorJudgesEachTypeOnce() {
        let root = appContainer(constructing: "UserRepositoryImpl", "LoginViewModel")
        XCTAssertEqual(findings("service_locator", wiredTypes + [root, ("Presentation/Feed.swift", """
            import SwiftUI
            struct FeedView: View {
                var body: some View { Text("") }
                func rows() {
                    struct RowView: View {
                        let container: AppContainer
                        var body: some View { Text("") }
                    }
                }
            }
            enum Settings {
                final class SettingsViewModel {
                    let container = AppContainer()
                }
            }
            protocol ProfileViewModel {
                func container() -> AppContainer
            }
            func makeBanner() {
                struct BannerView: View {
                    let container: AppContainer
                    var body: some View { Text("") }
                }
            }
            typealias SharedViewModel = AppContainer
            extension LoginViewModel {
                func load() { _ = AppContainer() }
            }

            """)]), ["Presentation/Feed.swift:6: FeedView, a view, pulls its dependencies from the container AppContainer",
                     "Presentation/Feed.swift:13: SettingsViewModel, a view model, pulls its dependencies from the container AppContainer",
                     "Presentation/Feed.swift:21: BannerView, a view, pulls its dependencies from the container AppContainer",
                     "Presentation/Feed.swift:27: LoginViewModel, a view model, pulls its dependencies from the container AppContainer"])
    }

    // MARK: unused_view_model

    /// `Presentation/Profile/ProfileView.swift`, holding a `ProfileViewModel`, whose preview builds `viewModel`.
    private func profileView(previewing viewModel: String) -> (String, String) {
        ("Presentation/Profile/ProfileView.swift", """
            import SwiftUI
            struct ProfileView: View {
                let viewModel: ProfileViewModel
                var body: some View { Text("") }
            }
            #Preview {
                ProfileView(viewModel: \(viewModel)())
            }

            """)
    }

    /// A view model of a preview's support file is sample wiring, not judged; a subclass of a
    /// view model stands in for it, used when a preview uses it.
    func testUnusedViewModelLeavesPreviewWiring() {
        let profile = ("Presentation/Profile/ProfileViewModel.swift", "class ProfileViewModel {}\n")
        let view = profileView(previewing: "SampleProfileViewModel")
        XCTAssertEqual(findings("unused_view_model", [profile, view, ("Presentation/Profile/SampleProfileViewModel.swift", "final class SampleProfileViewModel: ProfileViewModel {}\n")]), [])
        XCTAssertEqual(findings("unused_view_model", [profile, view, ("Presentation/Preview Content/SampleProfileViewModel.swift", "final class SampleProfileViewModel {}\n")]), [])
        // The only view model of its protocol stands in for none: a preview's use is no use.
        XCTAssertEqual(findings("unused_view_model", [("Presentation/Settings/SettingsViewModel.swift", "protocol SettingsModeling {}\nfinal class SettingsViewModel: SettingsModeling {}\n"),
                                                      ("Presentation/Settings/SettingsView.swift", "import SwiftUI\nstruct SettingsView: View {\n    var body: some View { Text(\"\") }\n}\n#Preview {\n    SettingsView().environmentObject(SettingsViewModel())\n}\n")]),
                       ["Presentation/Settings/SettingsViewModel.swift:2: SettingsViewModel is a view model that nothing uses (previews and tests aside)"])
    }

    /// A use is counted wherever it stands in a file, after a name that resolves to another type
    /// (a public one of the same name in another module); a name that stands for two view
    /// models, each naming itself, counts for the other.
    func testUnusedViewModelCountsEveryUse() {
        let profile = ("Presentation/Profile/ProfileViewModel.swift", "final class ProfileViewModel {}\n")
        XCTAssertEqual(findings("unused_view_model", [
            ("Package.swift", "let package = Package(name: \"App\", targets: [.target(name: \"Feature\", path: \"Presentation/Feature\"), .target(name: \"Legacy\", path: \"Presentation/Legacy\")])\n"),
            ("Presentation/Legacy/ProfileViewModel.swift", "final class ProfileViewModel {}\nlet profile = ProfileViewModel()\n"),
            ("Presentation/Feature/ProfileViewModel.swift", "public final class ProfileViewModel {}\n"),
            ("Presentation/Feature/SettingsViewModel.swift", "final class SettingsViewModel {}\n"),
            ("Presentation/Feature/Sample.swift", "let sample = ProfileViewModel()\nlet settings = SettingsViewModel()\n"),
        ]), [])
        let twin = "final class ProfileViewModel {\n    static let shared = ProfileViewModel()\n}\n"
        XCTAssertEqual(findings("unused_view_model", [("Presentation/A/ProfileViewModel.swift", twin), ("Presentation/B/ProfileViewModel.swift", twin)]), [])
        let extended = "final class ProfileViewModel {}\nextension ProfileViewModel {\n    static let shared = ProfileViewModel()\n}\n"
        // An extension of that name extends both: what it names is neither's use.
        XCTAssertEqual(findings("unused_view_model", [("Presentation/A/ProfileViewModel.swift", extended), ("Presentation/B/ProfileViewModel.swift", extended)]),
                       ["Presentation/A/ProfileViewModel.swift:1: ProfileViewModel is a view model that nothing uses (previews and tests aside)",
                        "Presentation/B/ProfileViewModel.swift:1: ProfileViewModel is a view model that nothing uses (previews and tests aside)"])
        // An extension of another type names it in use; a file-private view model is not judged.
        XCTAssertEqual(findings("unused_view_model", [profile, ("Presentation/Profile/ProfileView.swift",
                                                                "struct ProfileView {}\nextension ProfileView {\n    func make() -> ProfileViewModel { ProfileViewModel() }\n}\n")]), [])
        XCTAssertEqual(findings("unused_view_model", [("Presentation/Profile/ProfileViewModel.swift", "fileprivate final class ProfileViewModel {}\n")]), [])
    }

    /// A preview's name that stands for two view models, one a stand-in and one not, is the
    /// stand-in's use whichever of the two the name finds first.
    func testUnusedViewModelReadsEveryViewModelAPreviewNames() {
        let profile = ("Presentation/Profile/ProfileViewModel.swift", "protocol ProfileModeling {}\nfinal class ProfileViewModel: ProfileModeling {}\n")
        let view = profileView(previewing: "SampleViewModel")
        let standIn = "final class SampleViewModel: ProfileModeling {}\n", plain = "final class SampleViewModel {}\n"
        XCTAssertEqual(findings("unused_view_model", [profile, view, ("Presentation/A/SampleViewModel.swift", plain), ("Presentation/B/SampleViewModel.swift", standIn)]),
                       ["Presentation/A/SampleViewModel.swift:1: SampleViewModel is a view model that nothing uses (previews and tests aside)"])
        XCTAssertEqual(findings("unused_view_model", [profile, view, ("Presentation/A/SampleViewModel.swift", standIn), ("Presentation/B/SampleViewModel.swift", plain)]),
                       ["Presentation/B/SampleViewModel.swift:1: SampleViewModel is a view model that nothing uses (previews and tests aside)"])
    }

    // MARK: use_case_location

    /// A use case filed in another layer's folder is reported once, at its type (not again at its
    /// extension or a type nested in it), and no other type of its file is.
    func testUseCaseLocationReportsAFiledUseCaseOnce() {
        let useCase = "final class LoginUseCase {\n    func start(username: String) {}\n    final class StepUseCase {}\n}\nextension LoginUseCase {\n    func stop() {}\n}\nenum LoginError: Error {\n    case failed\n}\n"
        XCTAssertEqual(findings("use_case_location", [("Data/UseCases/LoginUseCase.swift", useCase)]),
                       ["Data/UseCases/LoginUseCase.swift:1: LoginUseCase is a use case filed in Data/UseCases/, a folder of layer Data; it belongs in Domain"])
    }

    /// Outside the Domain every use case protocol is reported, and every type that implements one
    /// nothing in the Domain implements; a protocol that refines one is neither.
    func testUseCaseLocationReadsEveryDeclarationOfAFile() {
        let port = ("Domain/SignUpUseCase.swift", "protocol SignUpUseCase {\n    func signUp()\n}\n")
        XCTAssertEqual(findings("use_case_location", [port, ("Presentation/Login.swift", "protocol LoginUseCase {}\nfinal class SignUpService: SignUpUseCase {\n    func signUp() {}\n}\n")]),
                       ["Presentation/Login.swift:1: LoginUseCase is a use case protocol in layer Presentation; it belongs in Domain",
                        "Presentation/Login.swift:2: SignUpService in layer Presentation implements the use case SignUpUseCase; nothing in Domain does"])
        XCTAssertEqual(findings("use_case_location", [port, ("Presentation/SignUpInput.swift", "protocol SignUpInput: SignUpUseCase {}\n")]), [])
        // Read past a stand-in and a type that implements nothing; an extension implements too; a
        // file-private type is no one else's; a use case protocol of the toolbox is not the Domain's.
        XCTAssertEqual(findings("use_case_location", [port, ("Core/ResetUseCase.swift", "protocol ResetUseCase {}\n"), ("Presentation/SignUp.swift", """
            final class MockSignUp: SignUpUseCase {
                func signUp() {}
            }
            final class Helper {}
            final class SignUpService: SignUpUseCase {
                func signUp() {}
            }
            final class Store {}
            extension Store: SignUpUseCase {}
            fileprivate final class LocalSignUp: SignUpUseCase {}
            final class Resetter: ResetUseCase {}

            """)]), ["Core/ResetUseCase.swift:1: ResetUseCase is a use case protocol in layer Core; it belongs in Domain",
                     "Presentation/SignUp.swift:5: SignUpService in layer Presentation implements the use case SignUpUseCase; nothing in Domain does",
                     "Presentation/SignUp.swift:9: an extension of Store in layer Presentation implements the use case SignUpUseCase; nothing in Domain does"])
        // A Domain protocol that refines the use case implements nothing.
        XCTAssertEqual(findings("use_case_location", [port, ("Domain/FastSignUp.swift", "protocol FastSignUp: SignUpUseCase {}\n"),
                                                      ("Presentation/SignUpService.swift", "final class SignUpService: SignUpUseCase {}\n")]),
                       ["Presentation/SignUpService.swift:1: SignUpService in layer Presentation implements the use case SignUpUseCase; nothing in Domain does"])
    }

    // MARK: use_case_single_action

    /// The actions are the methods others may call: not those of a file-private extension or
    /// protocol; a method that only calls a private overload of its name is its action, one that
    /// calls more, or hands a trailing closure, is an action of its own, and a method of an
    /// extension in another file is read in its own file.
    func testUseCaseSingleActionCountsTheMethodsOthersCall() {
        let useCase = { (members: String) in ("Domain/SyncUseCase.swift", "final class SyncUseCase {\n    func save(_ id: Int) {}\n\(members)}\n") }
        for members in ["    func load(_ id: Int) {}\n",
                        "    func load(_ id: String) { self.load(id, force: false) }\n    private func load(_ id: String, force: Bool) {}\n",
                        "    func load(_ id: Int) { if(id > 0) {} }\n",
                        "    func load(_ id: Int) { save(id); log(id) }\n",
                        "    func load(_ id: Int) { save { id } }\n"] {
            XCTAssertEqual(findings("use_case_single_action", [useCase(members)]), ["Domain/SyncUseCase.swift:1: SyncUseCase has 2 actions: load, save"], members)
        }
        // A method that only calls another is that action under a second name, whatever its word.
        XCTAssertEqual(findings("use_case_single_action", [useCase("    func open(_ id: Int) {}\n    func load(_ id: Int) { open(id) }\n")]),
                       ["Domain/SyncUseCase.swift:1: SyncUseCase has 2 actions: open, save"])
        XCTAssertEqual(findings("use_case_single_action", [useCase("}\nfileprivate extension SyncUseCase {\n    func load(_ id: Int) {}\n")]), [])
        XCTAssertEqual(findings("use_case_single_action", [("Domain/SyncUseCase.swift", "fileprivate protocol SyncUseCase {\n    func load()\n    func save()\n}\n")]), [])
        // Behind a protocol, a method another one calls is its helper; a local of its name is no call.
        let behind = { (execute: String) in ("Domain/SyncUseCase.swift", """
            protocol Syncing {
                func execute(_ id: Int)
            }
            final class SyncUseCase: Syncing {
                func execute(_ id: Int) { \(execute) }
                func load(_ id: Int) {}
            }

            """) }
        XCTAssertEqual(findings("use_case_single_action", [behind("load(id)")]), [])
        XCTAssertEqual(findings("use_case_single_action", [behind("let load = id; print(load)")]),
                       ["Domain/SyncUseCase.swift:4: SyncUseCase has 2 actions: execute, load"])
        // A body cut short at the end of the file, after its `return`, calls nothing.
        XCTAssertEqual(findings("use_case_single_action", [("Domain/SyncUseCase.swift", "final class SyncUseCase {\n    func save(_ id: Int) {}\n    func reload(_ id: Int) { return")]),
                       ["Domain/SyncUseCase.swift:1: SyncUseCase has 2 actions: reload, save"])
        XCTAssertEqual(findings("use_case_single_action", [
            ("Domain/SyncUseCase.swift", "final class SyncUseCase {\n    func execute(_ id: Int) { start(id) }\n    func start(_ id: Int) {}\n}\n"),
            ("Domain/SyncUseCase+Reload.swift", "public extension SyncUseCase {\n    func reload(_ id: Int) { log(id) }\n}\n"),
        ]), ["Domain/SyncUseCase.swift:1: SyncUseCase has 2 actions: reload, start"])
    }

    /// A message lists four actions whole, and the first four of more; a paginated action's pages
    /// are that action, and a method named only `Page` is its own.
    func testUseCaseSingleActionNamesItsActions() {
        let useCase = { (names: [String]) in ("Domain/SyncUseCase.swift", "final class SyncUseCase {\n" + names.map { "    func \($0)() {}\n" }.joined() + "}\n") }
        XCTAssertEqual(findings("use_case_single_action", [useCase(["a", "b", "c", "d"])]), ["Domain/SyncUseCase.swift:1: SyncUseCase has 4 actions: a, b, c, d"])
        XCTAssertEqual(findings("use_case_single_action", [useCase(["a", "b", "c", "d", "e"])]), ["Domain/SyncUseCase.swift:1: SyncUseCase has 5 actions: a, b, c, d and 1 more"])
        XCTAssertEqual(UseCaseSingleActionRule.action(named: "fetchNextPage"), "fetch")
        XCTAssertEqual(UseCaseSingleActionRule.action(named: "Page"), "Page")
    }

    // MARK: swallowed_data_error

    /// Judged: the Data layer's repositories, data sources by role and network clients of no other
    /// role. Not judged: the same code in another layer, a UIKit table data source (named like a
    /// data source, no role), a DTO of a file that imports a networking framework, an extension
    /// of a framework's type.
    func testSwallowedDataErrorJudgesTheDataLayersAccessOnly() {
        let swallowing = """
            func movies() -> [Movie] {
                    do {
                        return try store.load()
                    } catch {
                        return []
                    }
                }
            """
        let repository = "final class MovieRepositoryImpl: MovieRepository {\n    \(swallowing)\n}\n"
        XCTAssertEqual(findings("swallowed_data_error", [("Data/MovieRepositoryImpl.swift", repository)]),
                       ["Data/MovieRepositoryImpl.swift:5: MovieRepositoryImpl.movies catches an error and returns []"])
        XCTAssertEqual(findings("swallowed_data_error", [("Presentation/MovieRepositoryImpl.swift", repository)]), [])
        XCTAssertEqual(findings("swallowed_data_error", [("Data/MoviesTableDataSource.swift", """
            import UIKit
            final class MoviesTableDataSource: NSObject, UITableViewDataSource {
                \(swallowing)
            }

            """)], configuration: noImportFindings), [])
        // Its extension is named like a data source too, and is no more of one than the type.
        XCTAssertEqual(findings("swallowed_data_error", [("Data/MoviesTableDataSource.swift", """
            import UIKit
            final class MoviesTableDataSource: NSObject, UITableViewDataSource {}
            extension MoviesTableDataSource {
                \(swallowing)
            }

            """)], configuration: noImportFindings), [])
        XCTAssertEqual(findings("swallowed_data_error", [("Data/URLSession+Movies.swift", """
            extension URLSession {
                func movies() -> [Movie] {
                    do { return try load() } catch { return [] }
                }
            }

            """)]), [])
        XCTAssertEqual(findings("swallowed_data_error", [("Data/MovieDTO.swift", """
            import Alamofire
            struct MovieDTO: Decodable {
                let id: Int
                static func decode(_ data: Data) -> [MovieDTO] {
                    do {
                        return try JSONDecoder().decode([MovieDTO].self, from: data)
                    } catch {
                        return []
                    }
                }
            }

            """)]), [])
    }

    /// A fallback the function does not return is not its result: one returned from a closure
    /// inside, one handed to another call, a fallback on a name assigned rather than declared here
    /// (`found = try? …`, `cache[id] = try? …`), the else of another guard, of a closure in the
    /// guard's condition, a `??` on a line after the return or on another name (a macro's too), a
    /// `??` in a later statement than the return, a catch that hands the error to a continuation or
    /// throws it too, an empty value a catch only assigns, a `??` on a later line than the `try?`,
    /// one inside a literal the body returns, one handed to a call over several lines, and one in a
    /// guard's else block (the else of a later statement is not its guard's) are left alone.
    func testSwallowedDataErrorFollowsOnlyTheFunctionsOwnResult() {
        let repository = { (body: String) in ("Data/MovieRepositoryImpl.swift", """
            final class MovieRepositoryImpl: MovieRepository {
                \(body)
            }

            """) }
        for body in ["""
            func observe() {
                    cancellable = api.movies().map { data -> [Movie] in
                        do { return try decode(data) } catch { return [] }
                    }
                }
            """, """
            func movies() -> [Movie] {
                    log((try? cache.load()) ?? [])
                    return remote
                }
            """, """
            func isCached(_ id: String) -> Bool {
                    var found: Bool?
                    found = try? cache.contains(id)
                    return found ?? false
                }
            """, """
            func isCached(_ id: String) -> Bool {
                    cache[id] = try? store.load(id)
                    return cache[id] ?? false
                }
            """, """
            func contains(_ id: String) -> Bool {
                    let list = try? load()
                    guard !id.isEmpty else { return false }
                    return list?.contains(id) == true
                }
            """, """
            func contains(_ id: String) -> Bool {
                    guard let list = try? load(where: { if $0.isActive { return true } else { return false } }) else { return cached }
                    return list.contains(id)
                }
            """, """
            func count() -> Int {
                    let list = try? load()
                    if !ready { return -1 }
                    log(list?.count ?? 0)
                    return list!.count
                }
            """, """
            func isCached() -> Bool {
                    let list = try? load()
                    return flags["list"] ?? false
                }
            """, """
            func movies() async throws -> [Movie] {
                    do { return try await api.movies() } catch {
                        continuation.resume(throwing: error)
                        return []
                    }
                }
            """, """
            func movies() -> [Movie] {
                    do { return try api.movies() } catch {
                        cache = []
                        return cached
                    }
                }
            """, """
            func movies() throws -> [Movie] {
                    do { return try api.movies() } catch {
                        if (error as? URLError)?.code == .cancelled { return [] }
                        throw error
                    }
                }
            """, """
            func movies() -> [Movie] {
                    queue.sync { [weak self] in
                        return self?.cache ?? []
                    }
                }
            """, """
            func count(_ transform: (Data) throws -> Movie) rethrows -> Int {
                    let lists = (try? load()) ?? []
                    return lists.count
                }
            """, """
            func count() -> Int {
                    let movies = try? store.load { $0.isActive }
                    let shown = movies ?? []
                    return shown.count
                }
            """, """
            func count(_ id: String) -> Int {
                    let page = try? store.pages[id]
                    let items = page ?? []
                    return items.count
                }
            """, """
            func count() -> Int {
                    let line = try? reader.next()
                    return counts[#line] ?? 0
                }
            """, """
            func movies() -> [Movie] {
                    let cached = try? store.load()
                    if isOnline { return remote }
                    let shown = cached ?? []
                    return shown
                }
            """, """
            func pages() -> [[Movie]] {
                    [
                        (try? load()) ?? []
                    ]
                }
            """, """
            func movies() -> [Movie] {
                    log(
                        items: (try? load()) ?? []
                    )
                    return remote
                }
            """, """
            func movies() -> [Movie] {
                    guard isReady else { log((try? store.load()) ?? []); return cached }
                    if isOnline { return remote } else { return [] }
                }
            """, """
            func movies() -> [Movie] {
                    guard isReady else { cache = try? store.load(); return cached }
                    if isOnline { return remote } else { return [] }
                }
            """] {
            XCTAssertEqual(findings("swallowed_data_error", [repository(body)]), [], body)
        }
    }

    /// A file that ends in the middle of a `do`/`catch` is read to its end, and no further.
    func testSwallowedDataErrorReadsAHalfTypedCatch() {
        XCTAssertEqual(findings("swallowed_data_error", [("Data/MovieRepositoryImpl.swift", """
            final class MovieRepositoryImpl: MovieRepository {
                func movies() -> [Movie] {
                    do { return try store.load() } catch
            """)]), [])
    }

    /// A `case .failure` branch is read to its end, the next case or `default`: an empty value
    /// another case returns (an empty success) is no swallowed failure.
    func testSwallowedDataErrorReadsTheFailureCaseOnly() {
        XCTAssertEqual(findings("swallowed_data_error", [("Data/MovieRepositoryImpl.swift", """
            final class MovieRepositoryImpl: MovieRepository {
                func movies(from result: Result<[Movie], Error>) -> [Movie] {
                    switch result {
                    case .failure(let error):
                        log(error)
                        return cached
                    default:
                        return []
                    }
                }
            }

            """)]), [])
        for failure in ["throw error", "log(error)\n        return cached"] {
            XCTAssertEqual(findings("swallowed_data_error", [("Data/MovieRepositoryImpl.swift", """
                final class MovieRepositoryImpl: MovieRepository {
                    func movies(from result: Result<[Movie], Error>) throws -> [Movie] {
                        switch result {
                        case .failure(let error):
                            \(failure)
                        case .success(let movies) where movies.isEmpty: return []
                        case .success(let movies): return movies
                        }
                    }
                }

                """)]), [], failure)
        }
    }

    /// What is swallowed is found through nested blocks and switches of a failure case, calls whose
    /// arguments run over lines, a `??` on the next line, a guard anywhere in the body, on the
    /// body's first line too, whether it binds the `try?` (of an array literal's `map` too) or falls
    /// back in its condition, and a fallback that ends a block on its line.
    func testSwallowedDataErrorFindsFallbacksAcrossLinesAndBlocks() {
        let repository = { (body: String) in ("Data/MovieRepositoryImpl.swift", """
            final class MovieRepositoryImpl: MovieRepository {
                \(body)
            }

            """) }
        let cases: [(String, String)] = [("""
            func movies(from result: Result<[Movie], Error>) -> [Movie] {
                    switch result {
                    case .failure(let error):
                        if verbose { log(error) }
                        return []
                    case .success(let movies): return movies
                    }
                }
            """, "Data/MovieRepositoryImpl.swift:4: MovieRepositoryImpl.movies turns a failure into []"), ("""
            func movies(from result: Result<[Movie], Error>) -> [Movie] {
                    switch result {
                    case .failure(let error):
                        switch error {
                        case URLError.notConnectedToInternet: return []
                        default: return cached
                        }
                    case .success(let movies): return movies
                    }
                }
            """, "Data/MovieRepositoryImpl.swift:4: MovieRepositoryImpl.movies turns a failure into []"), ("""
            func movies(_ id: String) async -> [Movie] {
                    return (try? await api.load(
                        id)) ?? []
                }
            """, "Data/MovieRepositoryImpl.swift:3: MovieRepositoryImpl.movies turns a failure into []"), ("""
            func movies(_ id: String) async -> [Movie] {
                    return (try? await api.load(id))
                        ?? []
                }
            """, "Data/MovieRepositoryImpl.swift:3: MovieRepositoryImpl.movies turns a failure into []"), ("""
            func contains(_ id: String) -> Bool { guard let list = try? load() else { return false }; return list.contains(id) }
            """, "Data/MovieRepositoryImpl.swift:2: MovieRepositoryImpl.contains turns a failure into false"), ("""
            func contains(_ id: String) -> Bool {
                    log("checking")
                    guard let list = try? load() else { return false }
                    return list.contains(id)
                }
            """, "Data/MovieRepositoryImpl.swift:4: MovieRepositoryImpl.contains turns a failure into false"), ("""
            func contains(_ id: String) -> Bool {
                    guard let list = try? load(where: { $0.isActive }) else { return false }
                    return list.contains(id)
                }
            """, "Data/MovieRepositoryImpl.swift:3: MovieRepositoryImpl.contains turns a failure into false"), ("""
            func movies() -> [Movie] {
                    return (try? load()) ??
                        []
                }
            """, "Data/MovieRepositoryImpl.swift:3: MovieRepositoryImpl.movies turns a failure into []"), ("""
            func movies() throws -> [Movie] {
                    log("loading")
                    return (try? load()) ?? []
                }
            """, "Data/MovieRepositoryImpl.swift:4: MovieRepositoryImpl.movies turns a failure into []"), ("""
            func movies() -> [Movie] {
                    return try? store.load { $0.isActive } ?? []
                }
            """, "Data/MovieRepositoryImpl.swift:3: MovieRepositoryImpl.movies turns a failure into []"), ("""
            func contains(_ id: String) -> Bool {
                    var list = try? load()
                    return list?.contains(id) ?? false
                }
            """, "Data/MovieRepositoryImpl.swift:3: MovieRepositoryImpl.contains turns a failure into false"), ("""
            func contains(_ id: String) -> Bool {
                    guard let list = try? store.pages[id] else { return false }
                    return list.contains(id)
                }
            """, "Data/MovieRepositoryImpl.swift:3: MovieRepositoryImpl.contains turns a failure into false"), ("""
            func contains(_ id: String) -> Bool {
                    guard let list = try? [store, backup].map({ try $0.load() }) else { return false }
                    return list.contains(id)
                }
            """, "Data/MovieRepositoryImpl.swift:3: MovieRepositoryImpl.contains turns a failure into false"), ("""
            func pending() -> [Movie] {
                    guard (try? store.isReady()) ?? false else { return [] }
                    return store.pending
                }
            """, "Data/MovieRepositoryImpl.swift:3: MovieRepositoryImpl.pending turns a failure into []"), ("""
            func pending(_ id: String) -> [Movie] {
                    guard !id.isEmpty, ((try? store.isReady()) ?? false) else { return [] }
                    return store.pending
                }
            """, "Data/MovieRepositoryImpl.swift:3: MovieRepositoryImpl.pending turns a failure into []"), ("""
            func movies() -> [Movie] {
                    if isReady { return (try? store.load()) ?? [] }
                    return cached
                }
            """, "Data/MovieRepositoryImpl.swift:3: MovieRepositoryImpl.movies turns a failure into []")]
        for (body, finding) in cases {
            XCTAssertEqual(findings("swallowed_data_error", [repository(body)]), [finding], body)
        }
        // A value built of empty values, the type's own too; an element of a collection, a value
        // built of another construction, or a macro's expansion, is none.
        for (fallback, finding) in [("Self(movies: [])", ["Data/MovieRepositoryImpl.swift:3: MovieRepositoryImpl.reset catches an error and returns Self(movies: [])"]),
                                    ("Self(cache: [:])", ["Data/MovieRepositoryImpl.swift:3: MovieRepositoryImpl.reset catches an error and returns Self(cache: [:])"]),
                                    ("defaults[0]", []), ("Self(meta: Meta(), movies: [])", []), ("#stub(movies: [])", [])] {
            XCTAssertEqual(findings("swallowed_data_error", [repository("""
                func reset() -> Self {
                        do { return try clone() } catch { return \(fallback) }
                    }
                """)]), finding, fallback)
        }
        XCTAssertEqual(findings("swallowed_data_error", [repository("""
            func page() -> Page {
                    do { return try store.page() } catch { return Page(items: [], next: nil) }
                }
            """)]), ["Data/MovieRepositoryImpl.swift:3: MovieRepositoryImpl.page catches an error and returns Page(items: [], next: nil)"])
        // A network client of any name is judged (it names URLSession); a subscript may stand in
        // the try.
        XCTAssertEqual(findings("swallowed_data_error", [("Data/MovieLoader.swift", """
            final class MovieLoader {
                let session: URLSession
                func movies(_ id: String) -> [Movie] {
                    return (try? store.pages[id]) ?? []
                }
            }

            """)]), ["Data/MovieLoader.swift:4: MovieLoader.movies turns a failure into []"])
        // An empty value is read to the end of its line, but no further than three tokens.
        XCTAssertEqual(findings("swallowed_data_error", [repository("""
            func counts() -> [String: Int] {
                    do { return try store.counts() } catch { return [:] as [String: Int] }
                }
            """)]), ["Data/MovieRepositoryImpl.swift:3: MovieRepositoryImpl.counts catches an error and returns [:]"])
        XCTAssertEqual(findings("swallowed_data_error", [repository("""
            func count() -> Int {
                    let lists = (try? load()) ?? []
                    return lists.count
                }
            """)]), ["Data/MovieRepositoryImpl.swift:3: MovieRepositoryImpl.count turns a failure into []"])
        // The empty value fits the declared type: an opaque collection, an optional dictionary.
        for (type, value) in [("some Collection", "[]"), ("Optional<[String: Int]>", "[:]"), ("Dictionary<String, Int>", "[:]"), ("Array<Movie>", "[]"), ("Set<Movie>", "[]"),
                              ("Movie!", "nil"), ("Optional<Movie>", "nil")] {
            XCTAssertEqual(findings("swallowed_data_error", [repository("""
                func counts() -> \(type) {
                        do { return try store.counts() } catch { return \(value) }
                    }
                """)]), ["Data/MovieRepositoryImpl.swift:3: MovieRepositoryImpl.counts catches an error and returns \(value)"], type)
        }
    }

    // MARK: view_model_naming

    /// A view of Presentation is judged, after any declaration before it in its file; not a view
    /// of another layer, nor a type that is no view, nor a view model of the app as a whole, nor
    /// one named after the view's module.
    func testViewModelNamingJudgesPresentationsViews() {
        let profile = ("Presentation/Profile/ProfileViewModel.swift", "final class ProfileViewModel: ObservableObject {\n    @Published var title = \"\"\n}\n")
        let view = { (path: String, name: String, viewModel: String) in (path, """
            import SwiftUI

            struct BadgeView: View {
                var body: some View { Text("") }
            }

            struct \(name): View {
                @StateObject private var viewModel = \(viewModel)()
                var body: some View { Text(viewModel.title) }
            }

            """) }
        XCTAssertEqual(findings("view_model_naming", [view("Presentation/Settings/SettingsView.swift", "SettingsView", "ProfileViewModel"), profile]),
                       ["Presentation/Settings/SettingsView.swift:8: SettingsView owns ProfileViewModel (its viewModel), named after no view; expected SettingsViewModel"])
        XCTAssertEqual(findings("view_model_naming", [view("Core/Settings/SettingsView.swift", "SettingsView", "ProfileViewModel"), profile],
                                configuration: #"{"inferLayers": false}"#), [])
        XCTAssertEqual(findings("view_model_naming", [view("Presentation/Home/HomeView.swift", "HomeView", "MainViewModel"),
                                                      ("Presentation/MainViewModel.swift", "final class MainViewModel: ObservableObject {}\n")]), [])
        XCTAssertEqual(findings("view_model_naming", [("Presentation/Settings/SettingsCoordinator.swift", """
            final class SettingsCoordinator {
                let viewModel = ProfileViewModel()
            }

            """), profile]), [])
        XCTAssertEqual(findings("view_model_naming", [
            ("Package.swift", "let package = Package(name: \"App\", targets: [.target(name: \"Settings\", path: \"Presentation/Settings\")])\n"),
            ("Presentation/Settings/Screens.swift", """
            import SwiftUI

            struct GeneralView: View {
                @StateObject private var viewModel = SettingsViewModel()
                var body: some View { Text("") }
            }

            struct AboutView: View {
                @StateObject private var viewModel = ProfileViewModel()
                var body: some View { Text("") }
            }

            """),
            ("Presentation/Settings/SettingsViewModel.swift", "final class SettingsViewModel: ObservableObject {}\n"), profile,
        ]), ["Presentation/Settings/Screens.swift:9: AboutView owns ProfileViewModel (its viewModel), named after no view; expected AboutViewModel"])
    }

    /// The names compared: a view model called just `ViewModel` names no screen; a view called
    /// just `Page` is the Page screen, and a view model of a module called `Scene` is named after
    /// it (a view word alone is a name, not a word to strip).
    func testViewModelNamingReadsNamesThatAreOneViewWord() {
        let screen = { (name: String, viewModel: String) in ("Presentation/Scene/\(name).swift", """
            import SwiftUI

            struct \(name): View {
                @StateObject private var viewModel = \(viewModel)()
                var body: some View { Text("") }
            }

            """) }
        let module = ("Package.swift", "let package = Package(name: \"App\", targets: [.target(name: \"Scene\", path: \"Presentation/Scene\")])\n")
        XCTAssertEqual(findings("view_model_naming", [screen("HomeView", "ViewModel"), ("Presentation/ViewModel.swift", "class ViewModel: ObservableObject {}\n")]), [])
        XCTAssertEqual(findings("view_model_naming", [screen("Page", "ProfileViewModel"), ("Presentation/ProfileViewModel.swift", "final class ProfileViewModel: ObservableObject {}\n")]),
                       ["Presentation/Scene/Page.swift:4: Page owns ProfileViewModel (its viewModel), named after no view; expected PageViewModel"])
        XCTAssertEqual(findings("view_model_naming", [module, screen("HomeView", "SceneViewModel"),
                                                      ("Presentation/Scene/SceneViewModel.swift", "final class SceneViewModel: ObservableObject {}\n")]), [])
    }

    /// A screen is any view the project declares, a UIKit class or a SwiftUI enum; a view
    /// controller (by its name, `…Vc`, `…Controller`, whatever it inherits) owns the view model its
    /// initializer is given.
    func testViewModelNamingKnowsScreensAndControllers() {
        let profile = ("Presentation/Profile/ProfileViewModel.swift", "final class ProfileViewModel: ObservableObject {}\n")
        let settings = ("Presentation/Settings/SettingsView.swift", """
            import SwiftUI

            struct SettingsView: View {
                @StateObject private var viewModel = ProfileViewModel()
                var body: some View { Text("") }
            }

            """)
        for screen in ["import UIKit\nfinal class ProfileViewController: UIViewController {}\n",
                       "import SwiftUI\nenum ProfileView: View {\n    case empty\n    var body: some View { Text(\"\") }\n}\n"] {
            XCTAssertEqual(findings("view_model_naming", [settings, profile, ("Presentation/Profile/ProfileScreen.swift", screen)]), [], screen)
        }
        XCTAssertEqual(findings("view_model_naming", [profile, ("Presentation/Base.swift", "import UIKit\nclass BaseVC: UIViewController {}\nclass BaseScreen: UIViewController {}\n"),
                                                      ("Presentation/Settings/Screens.swift", """
            import UIKit
            final class SettingsVc: BaseVC {
                private let viewModel: ProfileViewModel
                init(viewModel: ProfileViewModel) { self.viewModel = viewModel }
            }
            final class AboutController: BaseScreen {
                private let viewModel: ProfileViewModel
                init(viewModel: ProfileViewModel) { self.viewModel = viewModel }
            }

            """)]), ["Presentation/Settings/Screens.swift:3: SettingsVc owns ProfileViewModel (its viewModel), named after no view; expected SettingsViewModel",
                     "Presentation/Settings/Screens.swift:7: AboutController owns ProfileViewModel (its viewModel), named after no view; expected AboutViewModel"])
    }

    /// What a view holds without owning: a view model in the environment, one held weakly; the
    /// properties before the one it owns are read past.
    func testViewModelNamingReadsWhatAViewHolds() {
        let profile = ("Presentation/Profile/ProfileViewModel.swift", "final class ProfileViewModel: ObservableObject {}\n")
        let settingsViewModel = ("Presentation/Settings/SettingsViewModel.swift", "final class SettingsViewModel: ObservableObject {}\n")
        XCTAssertEqual(findings("view_model_naming", [profile, settingsViewModel, ("Presentation/Settings/SettingsView.swift", """
            import SwiftUI

            struct SettingsView: View {
                let title = "Settings"
                @EnvironmentObject var settings: SettingsViewModel
                @StateObject private var viewModel = ProfileViewModel()
                var body: some View { Text(title) }
            }

            """)]), ["Presentation/Settings/SettingsView.swift:6: SettingsView owns ProfileViewModel (its viewModel), named after no view; expected SettingsViewModel"])
        XCTAssertEqual(findings("view_model_naming", [profile, ("Presentation/Settings/SettingsVc.swift", """
            import UIKit
            final class SettingsVc: UIViewController {
                weak var viewModel: ProfileViewModel?
                init(viewModel: ProfileViewModel) { self.viewModel = viewModel }
            }

            """)]), [])
        // Owned: one set up with observers; not owned: one injected later, or handed to the
        // environment (the state of a flow).
        XCTAssertEqual(findings("view_model_naming", [profile, ("Presentation/Settings/SettingsViewController.swift", """
            import UIKit
            final class SettingsViewController: UIViewController {
                private var viewModel = ProfileViewModel() {
                    didSet { render() }
                }
            }

            """)]), ["Presentation/Settings/SettingsViewController.swift:3: SettingsViewController owns ProfileViewModel (its viewModel), named after no view; expected SettingsViewModel"])
        XCTAssertEqual(findings("view_model_naming", [profile, ("Presentation/Settings/SettingsViewController.swift", """
            import UIKit
            final class SettingsViewController: UIViewController {
                private let viewModel: ProfileViewModel = ProfileViewModel()
            }

            """)]), ["Presentation/Settings/SettingsViewController.swift:3: SettingsViewController owns ProfileViewModel (its viewModel), named after no view; expected SettingsViewModel"])
        XCTAssertEqual(findings("view_model_naming", [profile, ("Presentation/Settings/SettingsViewController.swift", """
            import UIKit
            final class SettingsViewController: UIViewController {
                var viewModel: ProfileViewModel!
            }

            """)]), [])
        XCTAssertEqual(findings("view_model_naming", [profile, ("Presentation/Settings/SettingsView.swift", """
            import SwiftUI

            struct SettingsView: View {
                @StateObject private var viewModel = ProfileViewModel()
                var body: some View { Text("").environmentObject(viewModel) }
            }

            """)]), [])
        // A view model of the project's, its initializer on the next line; a type of no
        // declaration here is none.
        XCTAssertEqual(findings("view_model_naming", [profile, ("Presentation/Settings/SettingsView.swift", """
            import SwiftUI

            struct SettingsView: View {
                @StateObject private var viewModel
                    = ProfileViewModel()
                @StateObject private var store = ThirdPartyViewModel()
                var body: some View { Text("") }
            }

            """)]), ["Presentation/Settings/SettingsView.swift:5: SettingsView owns ProfileViewModel (its viewModel), named after no view; expected SettingsViewModel"])
    }

    /// What makes a view model a view's own: a construction with arguments, or through a factory
    /// the view reaches from itself (`Self.makeViewModel()`) or through any name, a contextual
    /// keyword's too (`package.makeViewModel()`); not one a plain view's static factory
    /// assigns (a preview's), nor a type only named like one. A
    /// view model handed to the environment is the view's own one, not another object's.
    func testViewModelNamingReadsOwnershipAndTypes() {
        let profile = ("Presentation/Profile/ProfileViewModel.swift", "final class ProfileViewModel: ObservableObject {}\n")
        let settings = { (members: String) in ("Presentation/Settings/SettingsView.swift", """
            import SwiftUI

            struct SettingsView: View {
                \(members)
                var body: some View { Text("") }
            }

            """) }
        let owned = ["Presentation/Settings/SettingsView.swift:4: SettingsView owns ProfileViewModel (its viewModel), named after no view; expected SettingsViewModel"]
        for members in ["@StateObject private var viewModel = ProfileViewModel(store: Store())",
                        "@StateObject private var viewModel = ProfileViewModel.init()",
                        "@StateObject private var viewModel: ProfileViewModel = .init()",
                        "let viewModel: ProfileViewModel = .make()",
                        "let viewModel: ProfileViewModel\n    init() { viewModel = Self.makeViewModel() }",
                        "lazy var viewModel: ProfileViewModel = self.factory.makeViewModel()",
                        "lazy var viewModel: ProfileViewModel = package.makeViewModel()",
                        "let viewModel: ProfileViewModel\n    init() { viewModel = try! ProfileViewModel(store: .main) }",
                        "let viewModel: ProfileViewModel?\n    init() { viewModel = try? ProfileViewModel(store: .main) }",
                        "@State private var viewModel: ProfileViewModel\n    init() { _viewModel = State(initialValue: ProfileViewModel()) }",
                        "let viewModel: ProfileViewModel\n    init() async { viewModel = await ProfileViewModel.load() }",
                        "let viewModel: ProfileViewModel\n    init() async throws { viewModel = try await .load() }",
                        "@StateObject private var viewModel = ProfileViewModel()\n    var other: some View { Text(\"\").environmentObject(store) }",
                        "@StateObject private var viewModel = ProfileViewModel()\n    var other: some View { Text(\"\").environmentObject(viewModel.child) }",
                        "@StateObject private var viewModel = ProfileViewModel()\n    var other: some View { ChildView(environment: viewModel) }"] {
            XCTAssertEqual(findings("view_model_naming", [profile, settings(members)]), owned, members)
        }
        // A value it is handed (a shared one, a tuple's element, one named before an initializer)
        // is not its own; nor one it hands to the environment, whatever comes before;
        // nor the view model of a view it builds, nor a literal's member, nor another binding's,
        // property's, observer's or default argument's construction.
        for members in ["let viewModel: ProfileViewModel = .shared",
                        "let viewModel: ProfileViewModel = Self(Store()).viewModel",
                        "let viewModel: ProfileViewModel = \"profile\".makeViewModel()",
                        "var viewModel: ProfileViewModel, models: [Model] = Model.all()",
                        "@ObservedObject var viewModel: ProfileViewModel\n    private let formatter = DateFormatter()",
                        "@ObservedObject var viewModel: ProfileViewModel; private let formatter = DateFormatter()",
                        "@ObservedObject var viewModel: ProfileViewModel { didSet { title = Title(viewModel.name) } }",
                        "@ObservedObject var viewModel: ProfileViewModel\n    init(viewModel: ProfileViewModel = ProfileViewModel()) { self.viewModel = viewModel }",
                        "let viewModel: ProfileViewModel\n    init(pair: (ProfileViewModel, Int)) { viewModel = pair.0 }",
                        "let viewModel: ProfileViewModel = shared\n    private init() {}",
                        "let viewModel: ProfileViewModel = shared\n    init() {}",
                        "@State private var viewModel = ProfileViewModel()\n    var other: some View { Text(\"\").environment(viewModel) }",
                        "@StateObject private var viewModel = ProfileViewModel()\n    var other: some View { ChildView(environment: .dark).environmentObject(viewModel) }"] {
            XCTAssertEqual(findings("view_model_naming", [profile, settings(members)]), [], members)
        }
        XCTAssertEqual(findings("view_model_naming", [profile, settings("""
            var viewModel: ProfileViewModel
                static func preview() -> SettingsView {
                    var view = SettingsView(viewModel: .preview)
                    view.viewModel = ProfileViewModel()
                    return view
                }
            """)]), [])
        XCTAssertEqual(findings("view_model_naming", [profile, settings("""
            @StateObject private var viewModel = ProfileViewModel()
                var other: some View { Text("").environmentObject(router.viewModel) }
            """)]), owned)
        // A half-typed view, its file ending in the middle of a call or after a `.`, is read without a crash.
        XCTAssertEqual(findings("view_model_naming", [profile, ("Presentation/Settings/SettingsView.swift", """
            import SwiftUI

            struct SettingsView: View {
                @StateObject private var viewModel = ProfileViewModel()
                var body: some View { Text("").environment(
            """)]), owned)
        XCTAssertEqual(findings("view_model_naming", [profile, ("Presentation/Settings/SettingsView.swift", """
            import SwiftUI

            struct SettingsView: View {
                @StateObject private var viewModel = ProfileViewModel.
            """)]), [])
        // A view controller's only value of a type named like a view model is none.
        let controller = { (property: String) in ("Presentation/Settings/SettingsViewController.swift", """
            import UIKit
            enum ProfileViewModelType {
                case compact, full
            }
            final class SettingsViewController: UIViewController {
                private let viewModel: \(property)
                init(viewModel: \(property)) { self.viewModel = viewModel }
            }

            """) }
        XCTAssertEqual(findings("view_model_naming", [profile, controller("ProfileViewModel")]),
                       ["Presentation/Settings/SettingsViewController.swift:6: SettingsViewController owns ProfileViewModel (its viewModel), named after no view; expected SettingsViewModel"])
        XCTAssertEqual(findings("view_model_naming", [profile, controller("ProfileViewModelType")]), [])
    }

    /// A view controller's view model is its own when its initializer assigns it, in any way (after a
    /// comparison, without spaces, in a closure, after a local), or another of its members does (a
    /// static factory, a function or a computed property, a `bind(to:)`), or a factory of its
    /// superclass makes it (a static view model is not one it holds), and not when the initializer
    /// only compares it or declares a local of its name. A view controller is one by its name or its
    /// superclass.
    func testViewModelNamingReadsAControllersAssignments() {
        let profile = ("Presentation/Profile/ProfileViewModel.swift", "final class ProfileViewModel: ObservableObject {}\n")
        let controller = { (initializer: String) in ("Presentation/Settings/SettingsViewController.swift", """
            import UIKit
            final class SettingsViewController: UIViewController {
                private var viewModel: ProfileViewModel?
                \(initializer)
            }

            """) }
        let owned = ["Presentation/Settings/SettingsViewController.swift:3: SettingsViewController owns ProfileViewModel (its viewModel), named after no view; expected SettingsViewModel"]
        for initializer in ["init(viewModel: ProfileViewModel) {\n        super.init(nibName: nil, bundle: nil)\n        if self.viewModel == nil { self.viewModel = viewModel }\n    }",
                            "init(viewModel: ProfileViewModel) { self.viewModel=viewModel }",
                            "init(loader: Loader) {\n        super.init(nibName: nil, bundle: nil)\n        loader.onReady = { [self] model in viewModel = model }\n    }",
                            "init(viewModel: ProfileViewModel) {\n        let model = viewModel\n        self.viewModel = model\n    }",
                            "static func make() -> SettingsViewController {\n        let controller = SettingsViewController()\n        controller.viewModel = ProfileViewModel()\n        return controller\n    }",
                            "static var instance: SettingsViewController {\n        let controller = SettingsViewController()\n        controller.viewModel = ProfileViewModel()\n        return controller\n    }",
                            "func bind(to viewModel: ProfileViewModel) { self.viewModel = viewModel }",
                            "static let preview = ProfileViewModel()\n    init(viewModel: ProfileViewModel) { self.viewModel = viewModel }"] {
            XCTAssertEqual(findings("view_model_naming", [profile, controller(initializer)]), owned, initializer)
        }
        for initializer in ["init() {\n        super.init(nibName: nil, bundle: nil)\n        if viewModel == nil { load() }\n    }",
                            "init() {\n        let viewModel = ProfileViewModel()\n        viewModel.start()\n        super.init(nibName: nil, bundle: nil)\n    }",
                            "init() {\n        var viewModel = ProfileViewModel()\n        viewModel.start()\n        super.init(nibName: nil, bundle: nil)\n    }"] {
            XCTAssertEqual(findings("view_model_naming", [profile, controller(initializer)]), [], initializer)
        }
        // One a factory of its superclass makes is its own too.
        XCTAssertEqual(findings("view_model_naming", [profile, ("Presentation/Settings/SettingsViewController.swift", """
            import UIKit
            final class SettingsViewController: BaseViewController {
                lazy var viewModel: ProfileViewModel = super.makeViewModel()
            }

            """)]), owned)
        // A view controller by its superclass is one whatever its name; an implicitly unwrapped
        // view model is held like an optional one.
        XCTAssertEqual(findings("view_model_naming", [profile, ("Presentation/Settings/SettingsScreen.swift", """
            import UIKit
            final class SettingsScreen: UIViewController {
                private var viewModel: ProfileViewModel!
                init(viewModel: ProfileViewModel) { self.viewModel = viewModel }
            }

            """)]), ["Presentation/Settings/SettingsScreen.swift:3: SettingsScreen owns ProfileViewModel (its viewModel), named after no view; expected SettingsViewModel"])
    }

    /// A protocol is a view model's when a view model of Presentation implements it, in its
    /// declaration or an extension; not when only another type does, nor when a view model
    /// protocol refines it.
    func testViewModelNamingKnowsViewModelProtocols() {
        let controller = ("Presentation/Settings/SettingsViewController.swift", """
            import UIKit
            protocol ProfileViewModelProtocol: AnyObject {}
            final class SettingsViewController: UIViewController {
                private let viewModel: ProfileViewModelProtocol
                init(viewModel: ProfileViewModelProtocol) { self.viewModel = viewModel }
            }

            """)
        let owned = ["Presentation/Settings/SettingsViewController.swift:4: SettingsViewController owns ProfileViewModelProtocol (its viewModel), named after no view; expected SettingsViewModel"]
        for implementation in ["final class ProfileViewModel: ProfileViewModelProtocol {}\n",
                               "final class ProfileViewModel {}\nextension ProfileViewModel: ProfileViewModelProtocol {}\n"] {
            XCTAssertEqual(findings("view_model_naming", [controller, ("Presentation/Profile/ProfileViewModel.swift", implementation)]), owned, implementation)
        }
        for implementation in ["final class ProfileStore: ProfileViewModelProtocol {}\n",
                               "protocol ProfileViewModel: ProfileViewModelProtocol {}\n"] {
            XCTAssertEqual(findings("view_model_naming", [controller, ("Presentation/Profile/ProfileViewModel.swift", implementation)]), [], implementation)
        }
    }

    /// A type that is a view and a view model by the configuration's names is neither judged nor
    /// a screen another view model may be named after.
    func testViewModelNamingLeavesTypesThatAreViewAndViewModel() {
        let configuration = #"{"roles": {"viewModel": {"names": ["*ViewModel", "*Screen"]}}}"#
        let profile = ("Presentation/Profile/ProfileViewModel.swift", "final class ProfileViewModel: ObservableObject {}\n")
        let view = { (name: String) in ("Presentation/Settings/\(name).swift", """
            import SwiftUI

            struct \(name): View {
                @StateObject private var viewModel = ProfileViewModel()
                var body: some View { Text("") }
            }

            """) }
        XCTAssertEqual(findings("view_model_naming", [profile, view("SettingsScreen")], configuration: configuration), [])
        XCTAssertEqual(findings("view_model_naming", [profile, view("SettingsView"), ("Presentation/Profile/ProfileScreen.swift", """
            import SwiftUI
            final class ProfileScreen: ObservableObject {}

            """)], configuration: configuration),
                       ["Presentation/Settings/SettingsView.swift:4: SettingsView owns ProfileViewModel (its viewModel), named after no view; expected SettingsViewModel"])
    }
}
