import XCTest
@testable import ArchlintScan
@testable import ArchlintModel
@testable import ArchlintRules
@testable import ArchlintEngine

/// `Archlint.lint`, the library's entry point (docs/library.md): the command line's lint, with a
/// project's own rules beside the built-in ones.
final class LibraryTests: XCTestCase {
    /// Reports every class named `*Manager`: a stand-in for a team's own rule.
    private struct ManagerRule: Rule {
        static let description = RuleDescription(id: "no_manager", name: "No manager", summary: "A class is called a manager.",
                                                 rationale: "Say what it does.", severity: .warning)

        func check(_ project: Project, into violations: inout [Violation]) {
            for (fileIndex, file) in project.files.enumerated() {
                for declaration in file.source.declarations where declaration.kind == .class && declaration.name.hasSuffix("Manager") {
                    violations.append(Violation(file: fileIndex, line: declaration.line, column: declaration.column,
                                                message: "\(declaration.name) is a manager", subject: declaration.name))
                }
            }
        }
    }

    /// A rule whose id a built-in rule has.
    private struct ImpostorRule: Rule {
        static let description = RuleDescription(id: "dto_leak", name: "Impostor", summary: "", rationale: "", severity: .error)
        func check(_ project: Project, into violations: inout [Violation]) {}
    }

    func testFolderLintIsTheCommandLinesLint() throws {
        let folder = TestSupport.fixture("Violations/dto_leak")
        let library = try Archlint.lint([folder], workingDirectory: folder)
        let commandLine = TestSupport.lint(folder: folder)
        XCTAssertFalse(library.findings.isEmpty)
        XCTAssertEqual(library.findings, commandLine.findings)
    }

    func testOwnRuleRunsAtItsSeverityAndIsSuppressedAsAnyOther() throws {
        let result = try Archlint.lint(files: [
            ("Core/SessionManager.swift", "final class SessionManager {}\n"),
            ("Core/CacheManager.swift", "// archlint:disable:next no_manager\nfinal class CacheManager {}\n"),
        ], adding: [ManagerRule()])
        XCTAssertEqual(result.findings.map { "\($0.file):\($0.line): \($0.severity.rawValue): \($0.rule)" },
                       ["Core/SessionManager.swift:1: warning: no_manager"])
        XCTAssertEqual(result.report(as: "xcode"),
                       "Core/SessionManager.swift:1:13: warning: SessionManager is a manager (no_manager)\n")
    }

    func testAnUnusedSuppressionOfAnOwnRuleIsSuperfluousNotUnknown() throws {
        let result = try Archlint.lint(files: [("Core/Cache.swift", "// archlint:disable:next no_manager\nfinal class Cache {}\n")],
                                       adding: [ManagerRule()])
        XCTAssertEqual(result.findings.map(\.rule), ["superfluous_suppression"])
        XCTAssertTrue(result.findings[0].message.contains("suppresses nothing"), result.findings[0].message)
    }

    func testATakenIdIsRefused() {
        XCTAssertThrowsError(try Archlint.lint(files: [], adding: [ImpostorRule()])) { error in
            XCTAssertTrue("\(error)".contains("two rules have the id dto_leak"), "\(error)")
        }
    }

    func testABrokenConfigurationThrowsWithItsPosition() {
        XCTAssertThrowsError(try Archlint.lint(files: [], configuration: "{\n  \"layers\": 3\n}")) { error in
            let problem = error as? ArchlintError
            XCTAssertEqual(problem?.path, ".archlint.json")
            XCTAssertEqual(problem?.line, 2)
        }
    }

    /// Among the files, a configuration would skip the checks `configuration:` makes (an
    /// example's broken one stops the test run): it is refused with what to do instead.
    func testAnErrorSaysWhereAsACompilerDoes() {
        XCTAssertEqual("\(ArchlintError(path: ".archlint.json", line: 3, column: 7, "unknown key"))", ".archlint.json:3:7: unknown key")
        XCTAssertEqual("\(ArchlintError(path: "Sources/A.swift", "cannot read"))", "Sources/A.swift: cannot read")
        XCTAssertEqual("\(ArchlintError("unknown revision v9"))", "unknown revision v9")
    }

    func testAConfigurationAmongTheFilesIsRefused() {
        XCTAssertThrowsError(try Archlint.lint(files: [(".archlint.json", "{ not json")])) { error in
            XCTAssertTrue("\(error)".contains("as the configuration argument"), "\(error)")
        }
    }

    func testConfigurationTextDecidesLayers() throws {
        let configuration = #"{ "layers": [ { "name": "Domain", "kind": "domain", "paths": ["Business/**"] } ] }"#
        let result = try Archlint.lint(files: [("Business/User.swift", "import UIKit\nstruct User {}\n")], configuration: configuration)
        XCTAssertEqual(result.findings.map(\.rule), ["dependency_rule"])
        XCTAssertEqual(result.findings.first?.layer, "Domain")
    }
}
