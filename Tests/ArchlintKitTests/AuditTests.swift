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
/// or read off the projects by hand (the dependencies of the acceptance projects).
final class AuditTests: XCTestCase {
    private var acceptance: URL { TestSupport.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/acceptance") }

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

    func testAcceptancePokedexAudit() throws {
        let folder = acceptance.appendingPathComponent("pokedex").path
        guard FileManager.default.fileExists(atPath: folder) else { throw XCTSkip("no ../shared/acceptance") }
        let audit = self.audit(folder)
        let counted = try independentCounts(folder)
        // Core/DI/AppContainer.swift is the composition root: Core keeps one file, App has two.
        XCTAssertEqual(audit.layers.first { $0.name == "Core" }?.files, counted["Core"]!.files - 1)
        XCTAssertEqual(audit.layers.first { $0.name == "App" }?.files, counted["App"]!.files + 1)
        for name in ["Domain", "Data", "Presentation"] {
            XCTAssertEqual(audit.layers.first { $0.name == name }?.files, counted[name]!.files, name)
            XCTAssertEqual(audit.layers.first { $0.name == name }?.lines, counted[name]!.lines, name)
        }
        // Read off the files: Domain names TrainerDTO in TrainerRepository and TrainerMapper, and
        // constructs DefaultTrainerRepository and TrainerAPIDataSource in RegisterTrainerUseCase;
        // TrainerViewModel names TrainerAPIDataSource and TrainerDTO.
        let forbidden = audit.graph.forbiddenEdges.map { "\($0.from)->\($0.to): \($0.count)" }
        XCTAssertEqual(forbidden, ["Domain->Data: 4", "Presentation->Data: 2"])
        XCTAssertEqual(audit.graph.forbiddenEdges[0].files.first?.path, "Domain/UseCases/RegisterTrainerUseCase.swift")
        // expected.json: 4 dependency_rule findings, of which line 21 of RegisterTrainerUseCase names two Data
        // types: one finding that names both (3 in all),
        // 3 dto_leak, 2 codable_entity, 1 pass_through_use_case, 1 mapper_location; the Domain <-> Data
        // cycle runs through those forbidden uses, so layer_cycle does not report it again. Beyond expected.json's
        // rules: no view names TrainerViewModel (unused_view_model).
        XCTAssertEqual(audit.findingsByRule.map { "\($0.name) \($0.errors)/\($0.warnings)" },
                       ["dependency_rule 3/0", "dto_leak 3/0", "codable_entity 2/0", "pass_through_use_case 0/1", "mapper_location 1/0",
                        "unused_view_model 0/1"])
        XCTAssertEqual(audit.passThroughUseCases, ["SaveTrainerUseCase"])
        // Use cases by hand: GetPokedexPage, GetTrainer, RegisterTrainer, RegisterDefaultTrainer, SaveTrainer.
        XCTAssertEqual(audit.roles.first { $0.role == .useCase }?.count, 5)
        XCTAssertEqual(audit.roles.first { $0.role == .repositoryImplementation }?.count, 2)
        XCTAssertEqual(audit.roles.first { $0.role == .dataSource }?.count, 2)
        // One use per file touched in every step; then the most uses first: TrainerDTO is named
        // twice in the Domain.
        XCTAssertEqual(audit.plan.first?.title, "Stop naming TrainerDTO (Data) in Domain")
        XCTAssertEqual(audit.plan.filter { $0.setting == nil }.map(\.removes).reduce(0, +), 6)
        // Domain/Entities/Trainer.swift imports SwiftUI, which the Domain's imports do not allow.
        let decisions = audit.plan.filter { $0.setting != nil }
        XCTAssertEqual(decisions.map(\.title), ["Decide: allow SwiftUI in Domain, or remove it from 1 file"])
        XCTAssertEqual(decisions.first?.files, ["Domain/Entities/Trainer.swift"])
    }

    func testAcceptanceTodoModulesAudit() throws {
        let folder = acceptance.appendingPathComponent("todo-modules").path
        guard FileManager.default.fileExists(atPath: folder) else { throw XCTSkip("no ../shared/acceptance") }
        let audit = self.audit(folder)
        // DeleteTodo imports Data; TodoListViewModel imports Data and names TodoAPIEntity,
        // TodoRepositoryImpl and TodoAPIDataSourceImpl.
        XCTAssertEqual(audit.graph.forbiddenEdges.map { "\($0.from)->\($0.to): \($0.count)" }, ["Domain->Data: 1", "Presentation->Data: 4"])
        XCTAssertEqual(audit.plan.filter { $0.title.hasPrefix("Remove `import Data`") }.map(\.removes), [1, 1])
        XCTAssertEqual(audit.layers.map { "\($0.name) \($0.files)" }, ["Domain 4", "Data 4", "Presentation 2", "Core 1"])
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
        let folder = acceptance.appendingPathComponent("pokedex").path
        guard FileManager.default.fileExists(atPath: folder) else { throw XCTSkip("no ../shared/acceptance") }
        let audit = self.audit(folder)
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
        let folder = acceptance.appendingPathComponent("pokedex").path
        guard FileManager.default.fileExists(atPath: folder) else { throw XCTSkip("no ../shared/acceptance") }
        let graph = DependencyGraph(TestSupport.lint(folder: folder).project)
        let dot = GraphReporter.render(graph, format: .dot, level: .layer)
        XCTAssertTrue(dot.hasPrefix("digraph archlint {"))
        XCTAssertTrue(dot.contains("\"Domain\" -> \"Data\" [label=\"4\", penwidth=2.0, color=\"#d62828\""), dot)
        let mermaid = GraphReporter.render(graph, format: .mermaid, level: .layer)
        XCTAssertTrue(mermaid.contains("n_Presentation -->|2| n_Data"), mermaid)
        let types = GraphReporter.render(graph, format: .dot, level: .type)
        let forbidden = types.split(separator: "\n").first { $0.hasPrefix("  \"RegisterDefaultTrainerUseCase\" -> \"DefaultTrainerRepository\" [") }
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
        let folder = acceptance.appendingPathComponent("pokedex").path
        guard FileManager.default.fileExists(atPath: folder) else { throw XCTSkip("no ../shared/acceptance") }
        let output = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let html = try TestSupport.run(["audit", ".", "--format", "html", "--output", output.appendingPathComponent("audit.html").path], in: folder)
        XCTAssertEqual(html.status, 0, html.stderr)
        XCTAssertTrue(try String(contentsOf: output.appendingPathComponent("audit.html"), encoding: .utf8).contains("<svg"))
        let json = try TestSupport.run(["audit", "--format", "json", "."], in: folder)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["project"] as? String, "pokedex")
        // Five steps for the forbidden uses of Data, one decision on SwiftUI in the Domain.
        XCTAssertEqual((object["plan"] as? [Any])?.count, 6)
        let markdown = try TestSupport.run(["audit", "."], in: folder)
        XCTAssertTrue(markdown.stdout.hasPrefix("# Architecture audit: pokedex"))
        let mermaid = try TestSupport.run(["graph", "--format", "mermaid", "."], in: folder)
        XCTAssertTrue(mermaid.stdout.hasPrefix("flowchart TD"))
        XCTAssertEqual(try TestSupport.run(["graph", "--level", "module", "."], in: folder).status, 2)
        XCTAssertEqual(try TestSupport.run(["audit", "--format", "pdf", "."], in: folder).status, 2)
    }
}
