import XCTest
@testable import ArchlintModel
@testable import ArchlintReport
@testable import ArchlintEngine

/// One problem, one finding: the names one rule reports on one line, the conformances of one
/// type, and a file's misplaced work with the import that does it are each said once; and a
/// baseline written when they were several findings still matches the one.
final class OneFindingPerProblemTests: XCTestCase {
    private let dataTypes: (path: String, code: String) = ("Data/UserRepository.swift", "final class UserRepository {}\nfinal class UserAPI {}\n")

    private func lines(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.file):\($0.line):\($0.column): \($0.message) (\($0.rule))" }
    }

    func testTheNamesOfOneLineAreOneFindingThatNamesThemAll() {
        let findings = TestSupport.findings([
            dataTypes,
            ("Data/DTO/UserDTO.swift", "struct UserDTO: Codable { let id: Int }\nstruct PostDTO: Codable { let id: Int }\n"),
            ("Domain/GetUser.swift", "struct GetUser {\n    let sources: Dictionary<UserRepository, UserAPI>\n    let load: (UserDTO, PostDTO) -> UserAPI\n}\n"),
        ])
        XCTAssertEqual(lines(findings), [
            "Domain/GetUser.swift:2:29: Domain must not name UserRepository (layer Data, UserRepository.swift:1) and UserAPI (dependency_rule)",
            "Domain/GetUser.swift:3:16: Domain must not name UserDTO, a DTO (layer Data, UserDTO.swift:1) and PostDTO (dto_leak)",
            "Domain/GetUser.swift:3:37: Domain must not name UserAPI (layer Data, UserRepository.swift:2) (dependency_rule)",
        ])
        XCTAssertEqual(findings[0].subject, "UserRepository")
        XCTAssertEqual(findings[0].folded, [FoldedFinding(rule: "dependency_rule", subject: "UserAPI", line: 2)])
    }

    func testTheUseCasesOfOneConformanceListAreOneFinding() {
        let findings = TestSupport.findings([
            ("Domain/UseCases/PostUseCases.swift", "protocol LikePostUseCase {\n    func like() async throws\n}\nprotocol SharePostUseCase {\n    func share() async throws\n}\n"),
            ("Data/Repositories/PostRepository.swift", "final class PostRepository: LikePostUseCase, SharePostUseCase {\n    func like() async throws {}\n    func share() async throws {}\n}\n"),
        ]).filter { $0.rule == "use_case_location" }
        XCTAssertEqual(lines(findings), ["Data/Repositories/PostRepository.swift:1:29: PostRepository in layer Data implements the use cases "
                                         + "LikePostUseCase and SharePostUseCase; nothing in Domain does (use_case_location)"])
    }

    /// The import of the framework that does the misplaced work says both; the placement goes.
    func testAnImportAndTheMisplacedWorkItDoesAreOneFinding() {
        let findings = TestSupport.findings([("Presentation/Notes/NotesView.swift",
                                              "import SwiftUI\nimport SwiftData\n\nstruct NotesView: View {\n    @Query private var notes: [Note]\n    var body: some View { Text(\"\") }\n}\n")])
        XCTAssertEqual(lines(findings), [
            "Presentation/Notes/NotesView.swift:2:8: Presentation must not import SwiftData: it accesses data (@Query, line 5), "
                + "which belongs in Data (dependency_rule)",
        ])
        XCTAssertEqual(findings[0].severity, .error)
        XCTAssertEqual(findings[0].folded, [FoldedFinding(rule: "file_placement", subject: "file placement Data", line: 5)])
    }

    /// An import of a module the placement does not use is another cause: both are reported.
    func testAnImportOfAnotherFrameworkKeepsItsOwnFinding() {
        let findings = TestSupport.findings([
            ("Package.swift", "let package = Package(name: \"App\", targets: [.target(name: \"NetworkClient\"), .target(name: \"Feed\", dependencies: [\"NetworkClient\"])])\n"),
            ("Sources/NetworkClient/Client.swift", "public final class Client {\n    public let session = URLSession.shared\n}\n"),
            ("Sources/Feed/Presentation/FeedViewModel.swift",
             "import Foundation\nimport NetworkClient\n\nfinal class FeedViewModel {\n    func load() async throws { _ = try await URLSession.shared.data(from: URL(string: \"https://example.org\")!) }\n}\n"),
        ], configuration: try! ConfigurationLoader.load(bytes: Array("""
            {"layers": [{"name": "Data", "kind": "data", "paths": ["Sources/NetworkClient/**"]},
                        {"name": "Presentation", "kind": "presentation", "paths": ["Sources/Feed/**"]}],
             "rules": {"file_placement": {"severity": "warning"}}}
            """.utf8), source: ".archlint.json", over: .builtIn()))
            .filter { $0.file.hasSuffix("FeedViewModel.swift") && ["dependency_rule", "file_placement"].contains($0.rule) }
        XCTAssertEqual(findings.map { "\($0.line) \($0.rule)" }, ["2 dependency_rule", "5 file_placement"], lines(findings).joined(separator: "\n"))
    }

    /// A suppressed import takes nothing in: the placement is reported as before.
    func testASuppressedImportLeavesThePlacement() {
        let findings = TestSupport.findings([("Presentation/Notes/NotesView.swift",
                                              "import SwiftUI\n// archlint:disable:next dependency_rule -- migrating\nimport SwiftData\n\nstruct NotesView: View {\n    @Query private var notes: [Note]\n    var body: some View { Text(\"\") }\n}\n")])
        XCTAssertEqual(findings.map { "\($0.line) \($0.rule)" }, ["6 file_placement"])
    }

    /// A baseline written when the parts were findings of their own still matches the one finding
    /// that says them, whichever part it held, and none of its entries is reported fixed.
    func testABaselineOfThePartsMatchesTheFoldedFinding() {
        let project = TestSupport.project([
            dataTypes,
            ("Domain/GetUser.swift", "struct GetUser {\n    let sources: Dictionary<UserRepository, UserAPI>\n}\n"),
            ("Presentation/Notes/NotesView.swift", "import SwiftUI\nimport SwiftData\n\nstruct NotesView: View {\n    @Query private var notes: [Note]\n    var body: some View { Text(\"\") }\n}\n"),
        ])
        let result = Linter.lint(project)
        XCTAssertEqual(result.findings.count, 2, lines(result.findings).joined(separator: "\n"))
        func entry(_ rule: String, _ file: String, _ subject: String, _ context: String) -> Baseline.Entry {
            Baseline.Entry(rule: rule, file: file, subject: subject, context: context, count: 1)
        }
        let firstName = entry("dependency_rule", "Domain/GetUser.swift", "UserRepository", "GetUser.sources")
        let secondName = entry("dependency_rule", "Domain/GetUser.swift", "UserAPI", "GetUser.sources")
        let importEntry = entry("dependency_rule", "Presentation/Notes/NotesView.swift", "import SwiftData", "")
        let placement = entry("file_placement", "Presentation/Notes/NotesView.swift", "file placement Data", "NotesView.notes")
        // Written before: every part its own entry. Nothing is new, nothing is fixed.
        let before = Baseline(entries: [firstName, secondName, importEntry, placement]).filter(result)
        XCTAssertEqual(before.new, [])
        XCTAssertEqual(before.fixed, [])
        // Any one part suffices.
        XCTAssertEqual(Baseline(entries: [secondName, placement]).filter(result).new, [])
        // Written now: one entry per finding, by its own subject.
        XCTAssertEqual(Baseline(result).entries.map(\.subject), ["UserRepository", "import SwiftData"])
        // The import finding, of which this baseline holds no part, is new.
        XCTAssertEqual(Baseline(entries: [firstName]).filter(result).new.map(\.rule), ["dependency_rule"])
    }
}
