import Foundation
import XCTest
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import ArchlintModel
@testable import ArchlintRules
@testable import ArchlintReport
@testable import ArchlintEngine

/// `archlint audit` and `archlint graph`. The numbers are checked against counts made here
/// without archlint's scanner (folder names, line breaks, a plain pattern for type declarations)
/// or read off the fixtures by hand (their dependencies, findings, roles and plan steps).
final class AuditTests: XCTestCase {
    private func audit(_ folder: String) -> Audit {
        Audit(TestSupport.lint(folder: folder), projectName: URL(fileURLWithPath: folder).lastPathComponent)
    }

    /// Files, lines and declared types per top folder, counted from the files themselves.
    private func independentCounts(_ folder: String) throws -> [String: (files: Int, lines: Int, types: Int)] {
        var counts: [String: (files: Int, lines: Int, types: Int)] = [:]
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: folder))
        let declaration = try NSRegularExpression(pattern: #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|open|final|indirect)\s+)*(?:class|struct|enum|protocol|actor)\s+[A-Za-z_]"#,
                                                  options: [.anchorsMatchLines])
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let text = try String(contentsOfFile: folder + "/" + path, encoding: .utf8)
            let layer = String(path.split(separator: "/")[0])
            var entry = counts[layer] ?? (0, 0, 0)
            entry.files += 1
            entry.lines += text.filter { $0 == "\n" }.count + 1
            entry.types += declaration.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text))
            counts[layer] = entry
        }
        return counts
    }

    /// Each layer as `name files/lines/types`, in the order the audit lists them.
    private func sizes(_ layers: [Audit.LayerSummary]) -> [String] {
        layers.map { "\($0.name) \($0.files)/\($0.lines)/\($0.types)" }
    }

    /// `sizes` of the counts made by `independentCounts`, under the layer names given.
    private func expectedSizes(_ counted: [(layer: String, count: (files: Int, lines: Int, types: Int)?)]) throws -> [String] {
        try counted.map { name, count in
            let count = try XCTUnwrap(count, "nothing counted for \(name)")
            return "\(name) \(count.files)/\(count.lines)/\(count.types)"
        }
    }

    func testLayerMapOfTheReferenceApp() throws {
        let folder = TestSupport.fixture("Pokedex")
        let audit = self.audit(folder)
        var expected = try independentCounts(folder)
        // App/ holds the composition root; so does nothing else in the Pokedex.
        XCTAssertEqual(audit.layers.map(\.name).sorted(), expected.keys.sorted())
        for layer in audit.layers {
            let counted = try XCTUnwrap(expected.removeValue(forKey: layer.name))
            XCTAssertEqual(layer.files, counted.files, layer.name)
            XCTAssertEqual(layer.lines, counted.lines, layer.name)
            XCTAssertEqual(layer.types, counted.types, layer.name)
        }
        XCTAssertEqual(audit.unclaimed.count, 0)
        XCTAssertEqual(audit.files, audit.layers.reduce(0) { $0 + $1.files })
        XCTAssertTrue(audit.graph.forbiddenEdges.isEmpty)
        XCTAssertTrue(audit.plan.isEmpty)
        XCTAssertEqual(audit.passThroughUseCases, [])
        XCTAssertEqual(audit.verdicts[2].evidence, [], "the reference repositories hold no business rule")
    }

    /// The README's first run, audited: every figure read off Fixtures/Showcase.
    func testShowcaseAudit() throws {
        let folder = TestSupport.fixture("Showcase")
        let audit = self.audit(folder)
        let counted = try independentCounts(folder)
        // Every top folder is its layer: App/ holds the composition root, RecipesApp, alone.
        XCTAssertEqual(sizes(audit.layers), try expectedSizes(["Domain", "Data", "Presentation", "App"].map { ($0, counted[$0]) }))
        XCTAssertEqual(audit.unclaimed.count, 0)
        // Read off the files: RecipeMapper (Domain) names RecipeDTO once; RecipeListViewModel
        // (Presentation) names RecipeAPIClient once. Its other names (Recipe, the use cases,
        // RecipeMapper) are Domain's, which Presentation may use.
        XCTAssertEqual(audit.graph.forbiddenEdges.map { "\($0.from)->\($0.to): \($0.count)" }, ["Domain->Data: 1", "Presentation->Data: 1"])
        XCTAssertEqual(audit.graph.forbiddenEdges.map { $0.files.map(\.path) },
                       [["Domain/Mappers/RecipeMapper.swift"], ["Presentation/Recipes/RecipeListViewModel.swift"]])
        // The markers: one finding of each of six rules, in the order the rules run;
        // pass_through_use_case and swallowed_data_error are warnings, the others errors. The
        // Domain <-> Data cycle runs through the forbidden use of RecipeDTO, so layer_cycle does not
        // report it again.
        XCTAssertEqual(audit.findingsByRule.map { "\($0.name) \($0.errors)/\($0.warnings)" },
                       ["dependency_rule 1/0", "dto_leak 1/0", "codable_entity 1/0", "pass_through_use_case 0/1", "mapper_location 1/0",
                        "swallowed_data_error 0/1"])
        XCTAssertEqual(audit.passThroughUseCases, ["FetchRecipesUseCase"])
        // Roles by hand: the entity Recipe (RecipeError is an error, no entity), RecipeDTO,
        // RecipeMapper, the use cases FetchRecipes and QuickRecipes, the port RecipeRepository,
        // DefaultRecipeRepository, the data source RecipeAPIClient, RecipeListViewModel, RecipeListView.
        XCTAssertEqual(audit.roles.map { "\($0.role) \($0.count)" },
                       ["entity 1", "dto 1", "mapper 1", "useCase 2", "repositoryProtocol 1", "repositoryImplementation 1", "dataSource 1",
                        "viewModel 1", "view 1"])
        // One step per forbidden use, one use in one file each: the tie goes by title. No layer
        // imports a framework it may not, so nothing is left to decide.
        XCTAssertEqual(audit.plan.map { "\($0.title): \($0.removes) in \($0.files.joined(separator: ", "))" },
                       ["Stop naming RecipeAPIClient (Data) in Presentation: 1 in Presentation/Recipes/RecipeListViewModel.swift",
                        "Stop naming RecipeDTO (Data) in Domain: 1 in Domain/Mappers/RecipeMapper.swift"])
        XCTAssertEqual(audit.plan.filter { $0.setting != nil }.count, 0)
    }

    /// A composition root outside the App folder counts in App, not in the folder it sits in; a
    /// framework a layer may not import is a decision of the plan, with the setting that allows it.
    func testCompositionRootInCoreAndTheDecisionOnAFramework() throws {
        let folder = TestSupport.fixture("Layouts/SwiftUISingleTarget")
        let audit = self.audit(folder)
        let target = try independentCounts(folder + "/WeatherSwiftUI")
        let core = try independentCounts(folder + "/WeatherSwiftUI/Core")
        // WeatherSwiftUI/Core/DIContainer.swift builds the Data, Domain and Presentation types: it
        // is the composition root with WeatherSwiftUIApp.swift, and Core keeps Loadable.swift.
        // Interactors/ is Domain, Repositories/ Data, UI/ Presentation.
        let container = try XCTUnwrap(core["DIContainer.swift"]), app = try XCTUnwrap(target["WeatherSwiftUIApp.swift"])
        let coreFolder = try XCTUnwrap(target["Core"])
        XCTAssertEqual(coreFolder.files, 2)
        XCTAssertEqual(sizes(audit.layers), try expectedSizes([
            ("Domain", target["Interactors"]), ("Data", target["Repositories"]), ("Presentation", target["UI"]),
            ("Core", (coreFolder.files - 1, coreFolder.lines - container.lines, coreFolder.types - container.types)),
            ("App", (app.files + 1, app.lines + container.lines, app.types + container.types)),
        ]))
        XCTAssertEqual(audit.unclaimed.count, 0)
        // Every type it names is one its layer may use; ForecastInteractor.swift imports SwiftUI,
        // which the Domain's imports (Foundation only) do not allow.
        XCTAssertEqual(audit.graph.forbiddenEdges.count, 0)
        XCTAssertEqual(audit.plan.map(\.title), ["Decide: allow SwiftUI in Domain, or remove it from 1 file"])
        XCTAssertEqual(audit.plan.first?.files, ["WeatherSwiftUI/Interactors/ForecastInteractor.swift"])
        XCTAssertEqual(audit.plan.first?.setting, #"{"layers": [{"name": "Domain", "imports": {"allow": {"add": ["SwiftUI"]}}}]}"#)
    }

    /// The plan on Fixtures/Violations/dependency_rule (its layer folders and its `Modules/`
    /// package): the steps that remove the most uses per file touched first, then the most uses,
    /// then by title; ten at most.
    func testDependencyRuleFixtureAuditOrdersThePlan() throws {
        let audit = self.audit(TestSupport.fixture("Violations/dependency_rule"))
        // Read off the files, every use of a type of another layer (the preview at the end of
        // UserListView included, which the rule lets pass):
        // - Domain->Data: FetchUsersUseCase builds DefaultUserRepository and UserAPIDataSource (2);
        //   Modules' AccountSync imports Data and names Data.AccountStore, Data.Account and Data.AccountDTO (4).
        // - Presentation->Data: UserListViewModel names DefaultUserRepository twice, UserAPIDataSource and
        //   UserAPIError (4); UserListView's preview DefaultUserRepository and UserAPIDataSource (2).
        // - Presentation->App: UserBadgeViewModel names AppContainer three times and UsersApp once.
        // - Core->Domain: DisplayName names User.
        XCTAssertEqual(audit.graph.forbiddenEdges.map { "\($0.from)->\($0.to): \($0.count)" },
                       ["Domain->Data: 6", "Presentation->Data: 6", "Presentation->App: 4", "Core->Domain: 1"])
        XCTAssertEqual(audit.graph.forbiddenEdges[0].files.map { "\($0.path) \($0.count)" },
                       ["Modules/Sources/Domain/AccountSync.swift 4", "Domain/UseCases/FetchUsersUseCase.swift 2"])
        // The markers: 16 dependency_rule (two of them uses of Presentation's extension members, in
        // Greeting and UserListRefresh, which name no type: findings, not edges of the type graph), and
        // 2 dto_leak (Data.Account and Data.AccountDTO are serialized).
        XCTAssertEqual(audit.findingsByRule.map { "\($0.name) \($0.errors)/\($0.warnings)" }, ["dependency_rule 16/0", "dto_leak 2/0"])
        // 17 steps: AppContainer 3 uses in 1 file; DefaultUserRepository in Presentation 3 in 2;
        // UserAPIDataSource in Presentation 2 in 2; then 1 use in 1 file each, by title: five
        // frameworks to decide on (SwiftUI and Combine in Domain, UIKit in Data, CoreData and
        // Alamofire in Presentation), `import Data` and Account, AccountDTO, AccountStore,
        // DefaultUserRepository, UserAPIDataSource in Domain, User in Core, UserAPIError and UsersApp
        // in Presentation. The first ten are kept.
        XCTAssertEqual(audit.plan.map { "\($0.removes) \($0.title)" }, [
            "3 Stop naming AppContainer (App) in Presentation",
            "3 Stop naming DefaultUserRepository (Data) in Presentation",
            "2 Stop naming UserAPIDataSource (Data) in Presentation",
            "1 Decide: allow Alamofire in Presentation, or remove it from 1 file",
            "1 Decide: allow Combine in Domain, or remove it from 1 file",
            "1 Decide: allow CoreData in Presentation, or remove it from 1 file",
            "1 Decide: allow SwiftUI in Domain, or remove it from 1 file",
            "1 Decide: allow UIKit in Data, or remove it from 1 file",
            "1 Remove `import Data` from Domain",
            "1 Stop naming Account (Data) in Domain",
        ])
        XCTAssertEqual(audit.plan[1].files, ["Presentation/UserList/UserListView.swift", "Presentation/UserList/UserListViewModel.swift"])
        XCTAssertEqual(audit.plan.filter { $0.setting != nil }.map { $0.files.joined(separator: ", ") },
                       ["Presentation/UserList/UserListViewModel.swift", "Domain/Repositories/UserRepository.swift",
                        "Presentation/UserList/UserListView.swift", "Domain/Entities/User.swift", "Data/Repositories/DefaultUserRepository.swift"])
    }

    /// A package with a target per layer: a layer's module imported is a use of that layer.
    func testModulesPackageAudit() throws {
        let folder = TestSupport.fixture("Violations/dependency_rule/Modules")
        let audit = self.audit(folder)
        // The targets are the folders under Sources/, named after their layers.
        let counted = try independentCounts(folder + "/Sources")
        XCTAssertEqual(sizes(audit.layers), try expectedSizes(["Domain", "Data", "Presentation"].map { ($0, counted[$0]) }))
        // AccountSync (Domain) imports Data and names Data.AccountStore, Data.Account and
        // Data.AccountDTO; AccountViewModel (Presentation) imports Domain and names Domain.Account twice.
        XCTAssertEqual(audit.graph.layerEdges.map { "\($0.from)->\($0.to): \($0.count)\($0.allowed ? "" : " forbidden")" },
                       ["Domain->Data: 4 forbidden", "Presentation->Domain: 3"])
        XCTAssertEqual(audit.plan.filter { $0.title.hasPrefix("Remove `import Data`") }.map(\.removes), [1])
        XCTAssertEqual(audit.plan.map { "\($0.title): \($0.removes) in \($0.files.joined(separator: ", "))" }, [
            "Remove `import Data` from Domain: 1 in Sources/Domain/AccountSync.swift",
            "Stop naming Account (Data) in Domain: 1 in Sources/Domain/AccountSync.swift",
            "Stop naming AccountDTO (Data) in Domain: 1 in Sources/Domain/AccountSync.swift",
            "Stop naming AccountStore (Data) in Domain: 1 in Sources/Domain/AccountSync.swift",
        ])
    }

    func testRepositoryLogicAndDataSourceVerdicts() {
        let project = TestSupport.project([
            ("Data/DefaultUserRepository.swift", """
                final class DefaultUserRepository: UserRepository {
                    let api: UserAPIDataSource
                    let cache: UserCacheDataSource
                    func save(_ user: User) async throws {
                        guard user.email.contains("@") else { throw UserError.invalidEmail }
                        if user.name.isEmpty {
                            throw UserError.emptyName
                        }
                        try await api.save(user)
                    }
                }
                """),
            ("Data/UserAPIDataSource.swift", "import Foundation\nfinal class UserAPIDataSource { let session = URLSession.shared }\n"),
            ("Data/UserCacheDataSource.swift", "import CoreData\nfinal class UserCacheDataSource {}\n"),
            ("Domain/User.swift", "struct User { let name: String; let email: String }\n"),
        ])
        let audit = Audit(Linter.lint(project), projectName: "Users")
        XCTAssertEqual(audit.verdicts[0].evidence, ["remote: UserAPIDataSource (Data/UserAPIDataSource.swift)",
                                                    "local: UserCacheDataSource (Data/UserCacheDataSource.swift)"])
        XCTAssertTrue(audit.verdicts[0].answer.hasPrefix("2 data sources (1 remote, 1 local, 0 other): full layering"))
        XCTAssertEqual(audit.verdicts[2].evidence, ["DefaultUserRepository (Data/DefaultUserRepository.swift): 2 business checks that throw, line 5, 6"])
    }

    /// The audit counts the data sources `datasource_returns_entity` judges: Data types of any
    /// name that reach a store or an API, the protocol of Data they implement not among them (a
    /// port, no source of its own); a service that only formats and a Domain port's adapter are none.
    func testDataSourceVerdictCountsDataSourcesByWhatTheyDo() {
        let project = TestSupport.project([
            ("Domain/Order.swift", "struct Order { let id: Int }\n"),
            ("Domain/TokenStore.swift", "protocol TokenStore { func token() -> String? }\n"),
            ("Data/OrderStore.swift", "import Foundation\nprotocol OrderStore { func orders() -> [Order] }\n"
                + "struct FileOrderStore: OrderStore {\n    func orders() -> [Order] { FileManager.default.contents(atPath: \"o\") == nil ? [] : [] }\n}\n"),
            ("Data/CatalogClient.swift", "import Foundation\nfinal class CatalogClient {\n    let session: URLSession\n    init(session: URLSession) { self.session = session }\n}\n"),
            ("Data/PriceService.swift", "struct PriceService {\n    func label(_ cents: Int) -> String { String(cents) }\n}\n"),
            ("Data/DefaultsTokenStore.swift", "import Foundation\nstruct DefaultsTokenStore: TokenStore {\n    func token() -> String? { UserDefaults.standard.string(forKey: \"t\") }\n}\n"),
        ])
        let roles = { (name: String) in project.roles(ofName: name, in: 0, owner: -1) }
        XCTAssertEqual(roles("OrderStore"), [.dataSource])
        XCTAssertEqual(roles("FileOrderStore"), [.dataSource])
        XCTAssertEqual(roles("CatalogClient"), [.dataSource])
        XCTAssertEqual(roles("PriceService"), [])
        XCTAssertEqual(roles("DefaultsTokenStore"), [])
        let audit = Audit(Linter.lint(project), projectName: "Orders")
        XCTAssertEqual(audit.verdicts[0].evidence, ["remote: CatalogClient (Data/CatalogClient.swift)",
                                                    "local: FileOrderStore (Data/OrderStore.swift)"])
        XCTAssertTrue(audit.verdicts[0].answer.hasPrefix("2 data sources (1 remote, 1 local, 0 other)"), audit.verdicts[0].answer)
    }

    /// The audit's verdict on repositories and the rule of that name agree, check for check, on
    /// the rule's own fixture, where the rule's exceptions (transport errors, unwrapping) matter.
    func testRepositoryVerdictAgreesWithTheRule() {
        let result = TestSupport.lint(folder: TestSupport.fixture("Violations/repository_business_logic"))
        let reported = result.findings.filter { $0.rule == RepositoryBusinessLogicRule.description.id }
        XCTAssertFalse(reported.isEmpty)
        let verdict = Audit(result, projectName: "fixture").verdicts[2]
        let lines = verdict.evidence.flatMap { line in
            line.components(separatedBy: ", line ").last!.components(separatedBy: ", ").map { Int($0)! }
        }
        XCTAssertEqual(lines.sorted(), reported.map(\.line).sorted(), verdict.evidence.joined(separator: "\n"))
    }

    func testHTMLIsOneWellFormedSelfContainedPage() throws {
        let audit = self.audit(TestSupport.fixture("Violations/dependency_rule"))
        // Ten edges of 1 to 11 uses, four of them forbidden (testDependencyRuleFixtureAuditOrdersThePlan).
        XCTAssertEqual(audit.graph.forbiddenEdges.count, 4)
        let html = AuditFormat.html.render(audit)
        // Well formed: it parses as XML (XHTML syntax), doctype and all.
        let document = try XMLDocument(xmlString: html, options: [])
        let root = try XCTUnwrap(document.rootElement())
        XCTAssertEqual(root.name, "html")
        XCTAssertFalse(html.contains("<script"))
        XCTAssertFalse(html.contains("http://") && !html.contains("http://www.w3.org/"), "nothing loaded from elsewhere")
        XCTAssertFalse(html.contains("https://"))
        let svg = try XCTUnwrap(descendants(of: root, named: "svg").first)
        let boxes = descendants(of: svg, named: "rect")
        XCTAssertEqual(boxes.count, audit.graph.layers.count)
        let lines = descendants(of: svg, named: "path").filter { $0.attributes?.contains { $0.name == "class" && $0.stringValue == "edge" } == true }
        XCTAssertEqual(lines.count, audit.graph.layerEdges.count)
        func attribute(_ element: XMLElement, _ name: String) -> String? {
            element.attributes?.first { $0.name == name || $0.localName == name }?.stringValue
        }
        XCTAssertEqual(lines.filter { attribute($0, "stroke") == "#d62828" }.count, audit.graph.forbiddenEdges.count)
        // Wider arrows for more uses.
        let widths = lines.compactMap { Double(attribute($0, "stroke-width") ?? "") }
        XCTAssertEqual(widths.count, lines.count)
        XCTAssertGreaterThan(widths.max()!, widths.min()!)
    }

    private func descendants(of element: XMLElement, named name: String) -> [XMLElement] {
        var found: [XMLElement] = []
        var pending = [element]
        while let next = pending.popLast() {
            for child in next.children ?? [] {
                guard let child = child as? XMLElement else { continue }
                if child.localName == name || child.name == name { found.append(child) }
                pending.append(child)
            }
        }
        return found
    }

    /// SOURCE_DATE_EPOCH (reproducible-builds.org) stands for now in every date a report prints:
    /// two runs on the same commit write the same bytes; a malformed value is an error, not now.
    func testSourceDateEpochMakesTheReportsReproducible() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestSupport.write([("Domain/User.swift", "import UIKit\nstruct User {}\n")], into: folder)
        let epoch = ["SOURCE_DATE_EPOCH": "1700000000"]
        for arguments in [["audit", "--format", "html", "."], ["audit", "--format", "json", "."], ["--timestamp", "--reporter", "junit", "."],
                          ["--timestamp", "--reporter", "sarif", "."]] {
            let first = try TestSupport.run(arguments, in: folder.path, environment: epoch)
            XCTAssertTrue(first.stdout.contains("2023-11-14T22:13:20Z"), "\(arguments): \(first.stdout.prefix(2000))")
            sleep(1)
            XCTAssertEqual(try TestSupport.run(arguments, in: folder.path, environment: epoch).stdout, first.stdout, "\(arguments)")
        }
        for malformed in ["1700000000.5", "-1", "yesterday", String(repeating: "9", count: 40)] {
            let run = try TestSupport.run(["audit", "."], in: folder.path, environment: ["SOURCE_DATE_EPOCH": malformed])
            XCTAssertEqual(run.status, 2, malformed)
            XCTAssertTrue(run.stderr.contains("SOURCE_DATE_EPOCH must be a whole number of seconds"), run.stderr)
        }
    }

    func testHostileNamesStayEscapedInHTMLAndGraphs() throws {
        let project = TestSupport.project([
            ("Domain/A.swift", "struct Evil {}\n"),
            ("Data/B.swift", "struct Repo { let e: Evil }\n"),
        ])
        let html = AuditFormat.html.render(Audit(Linter.lint(project), projectName: "<script>alert(\"x\")</script> & \u{1}"))
        XCTAssertNoThrow(try XMLDocument(xmlString: html, options: []))
        XCTAssertFalse(html.contains("<script>"))
        XCTAssertEqual(GraphReporter.dotString("a\"b\\c\nd"), "\"a\\\"b\\\\c d\"")
    }

    /// A C1 control (CSI, U+009B) or a bidi override in a file name acts on a terminal that shows the
    /// page's source and reorders the page's text: both are written as the terminal output writes them.
    func testC1ControlsAndBidiOverridesInNamesAreEscapedInThePages() throws {
        let project = TestSupport.project([
            ("Domain/A\u{9B}2J\u{202E}.swift", "import UIKit\nstruct Evil {}\n"),
            ("Data/B.swift", "struct Repo { let e: Evil }\n"),
        ])
        let audit = Audit(Linter.lint(project), projectName: "App\u{85}")
        for format in [AuditFormat.html, .markdown] {
            let page = format.render(audit)
            XCTAssertFalse(page.unicodeScalars.contains { (0x80...0x9F).contains($0.value) || $0 == "\u{202E}" }, "\(format)")
            XCTAssertTrue(page.contains("u{9B}2J"), "\(format): the name is still shown")
        }
        XCTAssertEqual(GraphReporter.mermaidText("a\"<b>"), "a#quot;#lt;b#gt;")
    }

    func testGraphFormats() throws {
        let graph = DependencyGraph(TestSupport.lint(folder: TestSupport.fixture("Violations/dependency_rule")).project)
        // The uses read off the files in testDependencyRuleFixtureAuditOrdersThePlan: 6 from Domain
        // to Data (width 2.0: 1 + 0.5 per halving of 6 down to 1), 6 from Presentation to Data.
        let dot = GraphReporter.render(graph, format: .dot, level: .layer)
        XCTAssertTrue(dot.hasPrefix("digraph archlint {"))
        XCTAssertTrue(dot.contains("\"Domain\" -> \"Data\" [label=\"6\", penwidth=2.0, color=\"#d62828\""), dot)
        let mermaid = GraphReporter.render(graph, format: .mermaid, level: .layer)
        XCTAssertTrue(mermaid.contains("n_Presentation -->|6| n_Data"), mermaid)
        let types = GraphReporter.render(graph, format: .dot, level: .type)
        let forbidden = types.split(separator: "\n").first { $0.hasPrefix("  \"FetchUsersUseCase\" -> \"DefaultUserRepository\" [") }
        XCTAssertEqual(forbidden?.hasSuffix("color=\"#d62828\", fontcolor=\"#d62828\"];"), true, types)
        // Graphviz accepts what archlint writes (CI installs it; the test is skipped where it is absent).
        let dotTool = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/dot" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let dotTool else { throw XCTSkip("Graphviz (dot) is not installed: the graphs were not drawn") }
        for text in [dot, types] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: dotTool)
            process.arguments = ["-Tsvg"]
            let input = Pipe(), output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = output
            try process.run()
            input.fileHandleForWriting.write(Data(text.utf8))
            input.fileHandleForWriting.closeFile()
            let svg = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, String(decoding: svg, as: UTF8.self))
            XCTAssertTrue(String(decoding: svg, as: UTF8.self).contains("<svg"))
        }
    }

    /// The page a lead shows: what made it, a table of contents whose every link lands on its
    /// section (in HTML and in the anchors GitHub makes of the Markdown headings), and every file
    /// behind a forbidden edge, the first three in view and the rest folded.
    func testTheAuditSaysWhatMadeItLinksItsSectionsAndListsEveryWorstFile() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let leaks = (1...5).map { ("Presentation/Screen\($0).swift", "struct Screen\($0) { let dto: UserDTO }\n") }
        try TestSupport.write([("Data/UserDTO.swift", "struct UserDTO {}\n"), ("Domain/User.swift", "struct User {}\n")] + leaks, into: folder)
        func audit(_ format: String) throws -> String {
            let run = try TestSupport.run(["audit", "--format", format, "."], in: folder.path)
            XCTAssertEqual(run.status, 0, run.stderr)
            return run.stdout
        }
        // Outside a git work tree: no commit; the built-in rules.
        let markdown = try audit("markdown")
        XCTAssertTrue(markdown.contains(" with the built-in rules by archlint \(Version.current).\n"), markdown)
        XCTAssertFalse(markdown.contains("at commit"), markdown)
        let headings = Set(markdown.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { line in
            // GitHub's anchor of a heading: lower case, spaces as hyphens, other punctuation dropped.
            String(line.dropFirst(3).lowercased().map { $0 == " " ? "-" : $0 }.filter { $0.isLetter || $0.isNumber || $0 == "-" })
        })
        let contents = try XCTUnwrap(markdown.split(separator: "\n").first { $0.hasPrefix("Contents: ") })
        let markdownLinks = contents.components(separatedBy: "](#").dropFirst().map { String($0.prefix { $0 != ")" }) }
        XCTAssertEqual(markdownLinks, AuditSections.all(Audit(TestSupport.lint(folder: folder.path), projectName: "x")).map(\.anchor))
        XCTAssertTrue(markdown.contains("Contents: [Layers and dependencies](#layers-and-dependencies) · "), markdown)
        XCTAssertEqual(Set(markdownLinks).subtracting(headings), [], "links without a heading")
        XCTAssertTrue(markdown.contains("<details><summary>All 5 files behind Presentation → Data</summary>"), markdown)
        XCTAssertEqual(markdown.components(separatedBy: "(1)\n").count - 1, 5, "each of the five files listed: \(markdown)")
        let html = try audit("html")
        let ids = Set(html.components(separatedBy: " id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) })
        let links = html.components(separatedBy: "href=\"#").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        XCTAssertEqual(links, markdownLinks)
        XCTAssertEqual(Set(links).subtracting(ids), [], "links without a target")
        XCTAssertTrue(html.contains("<details><summary>all 5 files</summary>"), html)
        // A path may break after each slash (`<wbr />`) where its cell is too narrow.
        let matrix = try XCTUnwrap(html.components(separatedBy: "<h3>Dependency matrix</h3>").last?.components(separatedBy: "</table>").first)
            .replacingOccurrences(of: "<wbr />", with: "")
        XCTAssertEqual(matrix.components(separatedBy: "<code>Presentation/Screen").count - 1, 3 + 5, "three in view, five folded: \(matrix)")
        // In a git work tree, with a configuration file: both named.
        try Data("{}\n".utf8).write(to: folder.appendingPathComponent(".archlint.json"))
        for arguments in [["init", "-q"], ["add", "."], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "a"]] {
            let git = Process()
            git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            git.arguments = ["git", "-C", folder.path] + arguments
            try git.run()
            git.waitUntilExit()
            guard git.terminationStatus == 0 else { throw XCTSkip("git is not usable here") }
        }
        let head = Process(), output = Pipe()
        head.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        head.arguments = ["git", "-C", folder.path, "rev-parse", "--short", "HEAD"]
        head.standardOutput = output
        try head.run()
        let commit = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        head.waitUntilExit()
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try audit("json").utf8)) as? [String: Any])
        let made = try XCTUnwrap(json["made"] as? [String: Any])
        XCTAssertEqual(made["commit"] as? String, commit)
        XCTAssertEqual(made["configuration"] as? String, ".archlint.json")
        XCTAssertEqual(made["version"] as? String, Version.current)
        XCTAssertNotNil((made["date"] as? String).flatMap(ISO8601DateFormatter().date(from:)), "\(made)")
        XCTAssertTrue(try audit("html").contains("at commit \(commit) with the configuration .archlint.json by archlint"))
    }

    func testAuditAndGraphCommands() throws {
        let folder = TestSupport.fixture("Showcase")
        let output = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let html = try TestSupport.run(["audit", ".", "--format", "html", "--output", output.appendingPathComponent("audit.html").path], in: folder)
        XCTAssertEqual(html.status, 0, html.stderr)
        XCTAssertTrue(try String(contentsOf: output.appendingPathComponent("audit.html"), encoding: .utf8).contains("<svg"))
        let json = try TestSupport.run(["audit", "--format", "json", "."], in: folder)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["project"] as? String, "Showcase")
        // Two steps, one per forbidden use of Data (testShowcaseAudit); no decision.
        XCTAssertEqual((object["plan"] as? [Any])?.count, 2)
        let markdown = try TestSupport.run(["audit", "."], in: folder)
        XCTAssertTrue(markdown.stdout.hasPrefix("# Architecture audit: Showcase"))
        let mermaid = try TestSupport.run(["graph", "--format", "mermaid", "."], in: folder)
        XCTAssertTrue(mermaid.stdout.hasPrefix("flowchart TD"))
        XCTAssertEqual(try TestSupport.run(["graph", "--level", "module", "."], in: folder).status, 2)
        XCTAssertEqual(try TestSupport.run(["audit", "--format", "pdf", "."], in: folder).status, 2)
    }
}
