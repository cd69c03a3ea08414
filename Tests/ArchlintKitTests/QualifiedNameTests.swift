import XCTest
@testable import ArchlintScan
@testable import ArchlintModel
@testable import ArchlintRules

/// Module-qualified type names resolve as the compiler resolves them: `Domain.User` is the `User` of
/// module `Domain`, `Foundation.Date` and `Swift.Result` are the system's.
final class QualifiedNameTests: XCTestCase {
    /// Domain, Data and Presentation modules; Data and Domain each declare a `User`, and Data a `Date`.
    private let package = """
        let package = Package(name: "Shop", targets: [
            .target(name: "Domain"),
            .target(name: "Data", dependencies: ["Domain"]),
            .target(name: "Presentation", dependencies: ["Domain"]),
        ])
        """
    private var modules: [(path: String, code: String)] {
        [
            ("Package.swift", package),
            ("Sources/Domain/User.swift", "public struct User { public let name: String }\n"),
            ("Sources/Data/User.swift", "/// The stored row of a user.\npublic struct User { let name: String }\n"),
            ("Sources/Data/UserDTO.swift", "public struct UserDTO: Codable { let display_name: String }\n"),
            ("Sources/Data/RemoteUserRepository.swift", "public final class RemoteUserRepository {}\n"),
            ("Sources/Data/Date.swift", "/// A calendar day of the API.\npublic struct Date { let day: Int }\n"),
        ]
    }

    private func findings(_ files: [(path: String, code: String)], rule: String) -> [String] {
        TestSupport.findings(files).filter { $0.rule == rule }.map { "\($0.file):\($0.line):\($0.column): \($0.message)" }
    }

    /// What the reference named `name` in `path` resolves to, as "file: qualified name" pairs.
    private func resolution(of name: String, in path: String, _ files: [(path: String, code: String)]) -> [String] {
        let project = TestSupport.project(files)
        guard let fileIndex = project.fileIndex[path] else { XCTFail("no file \(path)"); return [] }
        let source = project.files[fileIndex].source
        guard let reference = source.references.first(where: { source.name(of: $0) == name }) else {
            XCTFail("no reference \(name) in \(path)")
            return []
        }
        return project.resolve(reference, in: fileIndex).map { "\(project.files[$0.file].source.path): \(project.declaration($0).qualifiedName)" }
    }

    /// The names that stand for a protocol: the protocols and typealiases built on it, not a type
    /// that adopts it; a type or a typealias of the project's own under the protocol's name
    /// shadows it, a property of that name does not.
    func testTheNamesThatStandForAProtocol() {
        let project = TestSupport.project([
            ("Data/Model.swift", "protocol APIModel: Codable {}\ntypealias Wire = Decodable & Hashable\nprotocol Plain {}\nstruct UserDTO: Codable {}\n"),
            ("Data/Flags.swift", "enum Flags {\n    static let Codable = true\n}\n"),
            ("Core/Own.swift", "protocol Encodable {}\n"),
        ])
        XCTAssertEqual(project.namesStandingFor(["Codable", "Decodable", "Encodable"]), ["Codable", "Decodable", "APIModel", "Wire"])
        let aliased = TestSupport.project([("Core/Own.swift", "protocol OwnDecoding {}\ntypealias Decodable = OwnDecoding\n")])
        XCTAssertEqual(aliased.namesStandingFor(["Codable", "Decodable", "Encodable"]), ["Codable", "Encodable"], "a type alias of the name")
    }

    /// Declaration ids sort by file, then by declaration in the file; an id is not before itself.
    func testDeclarationIDsSortByFileThenDeclaration() {
        let ids = [(1, 0), (0, 2), (0, 1)].map { Project.DeclarationID(file: $0.0, declaration: $0.1) }
        XCTAssertEqual(ids.sorted().map { [$0.file, $0.declaration] }, [[0, 1], [0, 2], [1, 0]])
        XCTAssertFalse(ids[0] < ids[0])
    }

    func testTheScannerRecordsAQualifiedTypeNameAtItsQualifier() {
        let file = SourceFile(path: "Test.swift", source: "let user: Domain.User? = nil\nlet color = UIColor.red\nlet item: Store . Item\n")
        XCTAssertEqual(file.references.map { "\(file.name(of: $0))@\($0.line):\($0.column)" },
                       ["Domain@1:11", "Domain.User@1:11", "UIColor@2:13", "Store@3:11"])
    }

    func testDomainQualifiedUserInPresentationIsTheDomainsUser() {
        let files = modules + [("Sources/Presentation/ProfileView.swift", "import Domain\n\nstruct ProfileView {\n    let user: Domain.User\n}\n")]
        XCTAssertEqual(resolution(of: "Domain.User", in: "Sources/Presentation/ProfileView.swift", files),
                       ["Sources/Domain/User.swift: User"])
        XCTAssertEqual(findings(files, rule: DependencyRule.description.id), [])
    }

    func testDataQualifiedTypesNamedInDomainAreReported() {
        let domain = ("Sources/Domain/LoadUser.swift", """
            import Data

            struct LoadUser {
                let repository: Data.RemoteUserRepository
                func decode() -> Data.UserDTO? { nil }
                func row() -> Data.User? { nil }
            }
            """)
        XCTAssertEqual(findings(modules + [domain], rule: DependencyRule.description.id), [
            "Sources/Domain/LoadUser.swift:1:8: Domain must not import Data (layer Data)",
            "Sources/Domain/LoadUser.swift:4:21: Domain must not name Data.RemoteUserRepository (layer Data, RemoteUserRepository.swift:1)",
            "Sources/Domain/LoadUser.swift:6:19: Domain must not name Data.User (layer Data, User.swift:2)",
        ])
        // The DTO is dto_leak's to report; with that rule off, the dependency rule reports it.
        XCTAssertEqual(findings(modules + [domain], rule: DTOLeakRule.description.id), [
            "Sources/Domain/LoadUser.swift:5:22: Domain must not name Data.UserDTO, a DTO (layer Data, UserDTO.swift:1)",
        ])
        let dtoLeakOff = (".archlint.json", "{\"rules\": {\"dto_leak\": {\"severity\": \"off\"}}}")
        XCTAssertTrue(findings(modules + [domain, dtoLeakOff], rule: DependencyRule.description.id)
            .contains("Sources/Domain/LoadUser.swift:5:22: Domain must not name Data.UserDTO (layer Data, UserDTO.swift:1)"))
    }

    func testFoundationQualifiedDateInDomainNeverResolvesToAProjectDate() {
        let domain = ("Sources/Domain/Event.swift", """
            import Foundation

            struct Event {
                let start: Foundation.Date
                let outcome: Swift.Result<Int, Error>
            }
            """)
        XCTAssertEqual(resolution(of: "Foundation.Date", in: "Sources/Domain/Event.swift", modules + [domain]), [])
        XCTAssertEqual(findings(modules + [domain], rule: DependencyRule.description.id), [])
        // In a single-target app the project's `Date` is visible everywhere: written bare it is that
        // type (reported), written `Foundation.Date` it is Foundation's.
        let folders: [(path: String, code: String)] = [
            ("Data/Date.swift", "struct Date { let day: Int }\n"),
            ("Domain/Event.swift", "import Foundation\n\nstruct Event {\n    let start: Foundation.Date\n    let end: Date\n}\n"),
        ]
        XCTAssertEqual(findings(folders, rule: DependencyRule.description.id),
                       ["Domain/Event.swift:5:14: Domain must not name Date (layer Data, Date.swift:1)"])
    }

    func testAModuleQualifiedNameNeedsTheModuleImportedAndNoTypeOfTheModulesName() {
        // Not imported: the compiler would not see module Data.
        let unimported = ("Sources/Presentation/Row.swift", "struct Row {\n    let user: Data.User\n}\n")
        XCTAssertEqual(resolution(of: "Data.User", in: "Sources/Presentation/Row.swift", modules + [unimported]), [])
        // A type named like the module shadows it: `Domain.User` is then that type's member.
        let shadowing = ("Sources/Presentation/Badge.swift", """
            import Domain

            enum Domain { struct User {} }
            struct Badge { let user: Domain.User }
            """)
        XCTAssertEqual(resolution(of: "Domain.User", in: "Sources/Presentation/Badge.swift", modules + [shadowing]), [])
    }

    /// A name an architecture framework also declares (the Composable Architecture's `Store`) is
    /// the framework's in a file that imports it, unless the project's type is in the file's own
    /// module or one it imports; in a file that does not import it, the project's.
    func testANameAnImportedFrameworkDeclaresIsTheFrameworksOutsideTheFilesModules() {
        let store = ("Sources/Data/Store.swift", "public final class Store {}\n")
        let view = { (imports: String) in ("Sources/Presentation/CartView.swift", imports + "struct CartView {\n    let store: Store\n}\n") }
        XCTAssertEqual(resolution(of: "Store", in: "Sources/Presentation/CartView.swift", modules + [store, view("import Data\n")]),
                       ["Sources/Data/Store.swift: Store"])
        XCTAssertEqual(resolution(of: "Store", in: "Sources/Presentation/CartView.swift", modules + [store, view("import ComposableArchitecture\n")]), [])
        XCTAssertEqual(resolution(of: "Store", in: "Sources/Presentation/CartView.swift", modules + [store, view("import ComposableArchitecture\nimport Data\n")]),
                       ["Sources/Data/Store.swift: Store"])
        let ownStore = ("Sources/Presentation/Store.swift", "final class Store {}\n")
        XCTAssertEqual(resolution(of: "Store", in: "Sources/Presentation/CartView.swift", modules + [ownStore, view("import ComposableArchitecture\n")]),
                       ["Sources/Presentation/Store.swift: Store"])
        // Without modules, a file that imports the framework means the framework's.
        let single = [("Data/Store.swift", "final class Store {}\n"), ("Presentation/CartView.swift", "struct CartView {\n    let store: Store\n}\n")]
        XCTAssertEqual(resolution(of: "Store", in: "Presentation/CartView.swift", single), ["Data/Store.swift: Store"])
        XCTAssertEqual(resolution(of: "Store", in: "Presentation/CartView.swift",
                                  [single[0], ("Presentation/CartView.swift", "import ComposableArchitecture\n" + single[1].1)]), [])
    }

    /// A module's own files name its types qualified without importing it; a nested or private
    /// type named like the module shadows it as a visible one does.
    func testAModuleQualifiedNameInItsOwnModuleAndUnderANestedTypeOfTheModulesName() {
        let own = ("Sources/Domain/Account.swift", "public struct Account {\n    let owner: Domain.User\n}\n")
        XCTAssertEqual(resolution(of: "Domain.User", in: "Sources/Domain/Account.swift", modules + [own]), ["Sources/Domain/User.swift: User"])
        let nested = ("Sources/Presentation/Badge.swift", """
            import Domain

            struct Badge {
                enum Domain { struct User {} }
                let user: Domain.User
            }
            """)
        XCTAssertEqual(resolution(of: "Domain.User", in: "Sources/Presentation/Badge.swift", modules + [nested]), [])
    }

    /// A type name of a declaration's header (what it inherits, what an extension extends): a
    /// module-qualified name is that module's type, `Outer.Inner` the project's `Outer`.
    func testATypeNameOfAHeaderResolvesItsModuleOrItsOutermostType() {
        let files = modules + [("Sources/Presentation/Screen.swift", "import Domain\n\nstruct Screen {\n    struct Row {}\n}\n")]
        let project = TestSupport.project(files)
        let fileIndex = try! XCTUnwrap(project.fileIndex["Sources/Presentation/Screen.swift"])
        let resolved = { (name: String) in project.resolve(typeName: name, in: fileIndex, owner: -1).map { "\(project.files[$0.file].source.path): \(project.declaration($0).qualifiedName)" } }
        XCTAssertEqual(resolved("Domain.User"), ["Sources/Domain/User.swift: User"])
        XCTAssertEqual(resolved("Screen.Row"), ["Sources/Presentation/Screen.swift: Screen"])
    }

    /// A generic parameter shadows a project type of its name, in the file's first declaration too.
    func testAGenericParameterShadowsAProjectType() {
        let files = [("Domain/Item.swift", "struct Item {}\n"), ("Domain/Box.swift", "struct Box<Item> {\n    let item: Item\n}\n")]
        XCTAssertEqual(resolution(of: "Item", in: "Domain/Box.swift", files), [])
        XCTAssertEqual(resolution(of: "Item", in: "Domain/Box.swift", [files[0], ("Domain/Box.swift", "struct Box<Element> {\n    let item: Item\n}\n")]),
                       ["Domain/Item.swift: Item"])
    }

    /// A type or a type alias nested in a type, in any file, shadows a top-level name in the files
    /// that declare or extend that type: there `Item` is `Feed.Item`. A type nested in a file's
    /// own type of the same last name (`Catalog.Feed`), or another module's type alias of that
    /// name, brings in nothing of the top-level `Feed`; an enum's case shadows nothing.
    func testANestedNameShadowsInTheFilesOfItsOuterType() {
        let item = ("Data/Item.swift", "struct Item {}\n")
        let feed = ("Domain/Feed.swift", "struct Feed {\n    let first: Item\n}\n")
        for nested in ["struct Item {}", "typealias Item = String"] {
            let files = [item, feed, ("Domain/Feed+Item.swift", "extension Feed {\n    \(nested)\n}\n")]
            XCTAssertEqual(resolution(of: "Item", in: "Domain/Feed.swift", files), [], nested)
        }
        XCTAssertEqual(resolution(of: "Item", in: "Domain/Feed.swift", [item, feed]), ["Data/Item.swift: Item"])
        let catalog = ("Domain/Catalog.swift", "enum Catalog {\n    struct Feed {}\n    static let first: Item? = nil\n}\n")
        XCTAssertEqual(resolution(of: "Item", in: "Domain/Catalog.swift", [item, ("Domain/Feed.swift", "struct Feed {\n    struct Item {}\n}\n"), catalog]),
                       ["Data/Item.swift: Item"])
        // An enum's case (or any member but a type) is no name in its extensions' files.
        let tab = [("Domain/Settings.swift", "struct Settings {}\n"), ("Domain/Tab.swift", "enum Tab {\n    case Settings\n}\n"),
                   ("Domain/Tab+Screen.swift", "extension Tab {\n    var screen: Settings { Settings() }\n}\n")]
        XCTAssertEqual(resolution(of: "Settings", in: "Domain/Tab+Screen.swift", tab), ["Domain/Settings.swift: Settings"])
        // Another module's type alias of the outer type's name is no type to extend.
        let alias = ("Sources/Presentation/Feed.swift", "typealias Feed = [Row]\n\nstruct Row {\n    let item: Item\n}\n")
        XCTAssertEqual(resolution(of: "Item", in: alias.0, modules + [("Sources/Domain/Feed.swift", "public struct Feed {\n    public struct Item {}\n}\n"),
                                                                        ("Sources/Presentation/Item.swift", "struct Item {}\n"), alias]),
                       ["Sources/Presentation/Item.swift: Item"])
    }

    /// Who implements which project protocol: a type in its declaration or an extension; a
    /// protocol that refines another implements nothing.
    func testProtocolConformancesAreTypesAndTheirExtensions() {
        let project = TestSupport.project([
            ("Domain/Repositories.swift", "protocol Loading {}\nprotocol UserRepository: Loading {}\n"),
            ("Data/DefaultUserRepository.swift", "final class DefaultUserRepository: UserRepository {}\nstruct Cache {}\nextension Cache: Loading {}\n"),
        ])
        XCTAssertEqual(project.protocolConformances(inLayersOf: nil).map { "\(project.declaration($0.type).name): \(project.declaration($0.conformed).name)" },
                       ["DefaultUserRepository: UserRepository", "Cache: Loading"])
    }

    /// What an extension extends: a nested type by its path, and a type alias the project declares.
    func testAnExtensionExtendsANestedTypeOrATypeAlias() {
        let project = TestSupport.project([
            ("Domain/Screen.swift", "struct Screen {\n    struct Row {}\n}\nextension Screen.Row {}\n"),
            ("Domain/Money.swift", "typealias Money = Decimal\nextension Money {}\n"),
        ])
        let extended = { (path: String, index: Int) -> [String] in
            let file = project.fileIndex[path]!
            return project.extendedTypes(of: Project.DeclarationID(file: file, declaration: index)).map {
                "\(project.declaration($0).kind) \(project.declaration($0).qualifiedName)"
            }
        }
        XCTAssertEqual(extended("Domain/Screen.swift", 2), ["struct Screen.Row"])
        XCTAssertEqual(extended("Domain/Money.swift", 1), ["typealias Money"])
    }

    func testAnExtensionOfAModuleQualifiedTypeExtendsThatModulesType() {
        let files = modules + [("Sources/Presentation/User+Display.swift", "import Domain\n\nextension Domain.User {\n    var display: String { name }\n}\n")]
        let project = TestSupport.project(files)
        let fileIndex = try! XCTUnwrap(project.fileIndex["Sources/Presentation/User+Display.swift"])
        let extended = project.extendedTypes(of: Project.DeclarationID(file: fileIndex, declaration: 0))
        XCTAssertEqual(extended.map { project.files[$0.file].source.path }, ["Sources/Domain/User.swift"])
    }
}
