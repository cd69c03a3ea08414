#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import XCTest
@testable import ArchlintModel
@testable import ArchlintRules
@testable import ArchlintReport
@testable import ArchlintEngine

/// What a run prints on stderr after its findings (`RunSummary`), the colours of a terminal
/// (`TerminalColors`, the xcode reporter's `colored`), and the length of the findings' messages.
final class RunSummaryTests: XCTestCase {
    private let escape = "\u{1B}"

    /// A Data type named 17 times from 4 Presentation files, and RxSwift imported by 3 Domain files:
    /// the shape of a first run on a real app.
    private func repeatedNames() -> [(path: String, code: String)] {
        var files: [(path: String, code: String)] = [("Data/StoreModel.swift", "final class StoreModel {}\n")]
        for (screen, uses) in [("Cart", 5), ("Checkout", 4), ("Orders", 4), ("Profile", 4)] {
            let lines = (1...uses).map { "func \(screen.lowercased())\($0)(_ model: StoreModel) {}" }
            files.append(("Presentation/\(screen)/\(screen)Screen.swift", lines.joined(separator: "\n") + "\n"))
        }
        for name in ["GetCart", "PlaceOrder", "LoadProfile"] {
            files.append(("Domain/UseCases/\(name).swift", "import Foundation\nimport RxSwift\n\nstruct \(name)Values { let id: Int }\n"))
        }
        return files
    }

    private func result(_ files: [(path: String, code: String)], configuration: Configuration = .builtIn()) -> LintResult {
        Linter.lint(TestSupport.project(files, configuration: configuration))
    }

    private func configured() -> Configuration {
        var configuration = Configuration.builtIn()
        configuration.origin = ("/app/.archlint.json", ".archlint.json")
        return configuration
    }

    // MARK: - Content

    func testALargeRunCountsRulesDependenciesAndTheNamesBehindThem() {
        let result = result(repeatedNames())
        XCTAssertEqual(result.findings.count, 20, result.findings.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(RunSummary(result).lines, [
            "  20 errors    dependency_rule",
            "forbidden dependencies: Presentation → Data 17",
            "StoreModel (layer Data) named 17 times in 4 Presentation files",
            "RxSwift imported in 3 Domain files",
            "hint: no configuration file: run `archlint init` to map the layers, or "
                + "`archlint --write-baseline archlint-baseline.json` to accept today's findings",
            "archlint: 20 errors and 0 warnings in 7 files (8 files checked with the built-in rules)",
        ])
        // Each finding keeps its own line in the report: the summary only counts them.
        XCTAssertEqual(XcodeReporter().report(result).split(separator: "\n").count, 20)
    }

    func testTheInitHintOnlyWithoutAConfigurationFile() {
        let hint = "hint: no configuration file"
        XCTAssertTrue(RunSummary(result(repeatedNames())).lines.contains { $0.hasPrefix(hint) })
        let configured = RunSummary(result(repeatedNames(), configuration: configured())).lines
        XCTAssertFalse(configured.contains { $0.hasPrefix(hint) }, configured.joined(separator: "\n"))
        XCTAssertEqual(configured.last, "archlint: 20 errors and 0 warnings in 7 files (8 files checked with .archlint.json)")
        // Without a configuration but with few findings: no hint.
        let few = RunSummary(result(Array(repeatedNames().prefix(3)))).lines
        XCTAssertFalse(few.contains { $0.hasPrefix(hint) }, few.joined(separator: "\n"))
    }

    func testACleanOrSmallRunPrintsTheClosingLineOnly() {
        let clean = result([("Domain/User.swift", "struct User { let id: Int }\n")])
        XCTAssertEqual(RunSummary(clean).lines, ["archlint: no violations (1 file checked with the built-in rules)"])
        XCTAssertEqual(RunSummary(clean).rendered(), "archlint: no violations (1 file checked with the built-in rules)\n")
        XCTAssertEqual(RunSummary(clean).lines, [Reporters.summary(clean)])
        // Four findings of two rules: the findings above say it all.
        let small = result([
            ("Domain/User.swift", "import SwiftUI\nimport UIKit\nimport RxSwift\n\nstruct User: Codable { let id: Int }\n"),
        ])
        XCTAssertEqual(small.findings.count, 4, small.findings.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(Set(small.findings.map(\.rule)).count, 2)
        XCTAssertEqual(RunSummary(small).lines, [Reporters.summary(small)])
    }

    func testFromFiveFindingsTheRulesAreCountedAndOnlyRepeatedNamesListed() {
        let result = result([
            ("Domain/User.swift", "import SwiftUI\nimport UIKit\nimport RxSwift\nimport Combine\n\nstruct User: Codable { let id: Int }\n"),
        ])
        XCTAssertEqual(result.findings.count, 5)
        XCTAssertEqual(RunSummary(result).lines, [
            "  4 errors    dependency_rule",
            "  1 error     codable_entity",
            "archlint: 5 errors and 0 warnings in 1 file (1 file checked with the built-in rules)",
        ])
    }

    func testRulesPastTheFirstSevenShareALine() {
        let project = TestSupport.project([("Domain/User.swift", "struct User {}\n")])
        let rules = Array(RuleRegistry.ids.prefix(10))
        let findings = rules.enumerated().flatMap { index, rule in
            (0...index).map { line in
                Finding(rule: rule, severity: .warning, file: "Domain/User.swift", line: line + 1, column: 1,
                        message: "m", layer: "Domain", subject: "s\(index)")
            }
        }
        let lines = RunSummary(LintResult(findings: findings, problems: [], project: project, checkedRules: rules)).lines
        // Seven rules, the other three in one line, the hint (55 findings, no configuration), the closing line.
        XCTAssertEqual(lines.count, 10, lines.joined(separator: "\n"))
        XCTAssertEqual(lines[0], "  10 warnings  \(rules[9])")
        XCTAssertEqual(lines[6], "   4 warnings  \(rules[3])")
        XCTAssertEqual(lines[7], "   6 warnings  in 3 other rules")
    }

    /// Nine rules of 9 findings, 8 to 9 of them past the seventh: the shared line's 18 is the widest
    /// number, and every count is padded to it (archlint crashed here at d7d48bc).
    func testTheSharedLineCanHoldTheWidestCount() {
        let project = TestSupport.project([("Domain/User.swift", "struct User {}\n")])
        let rules = Array(RuleRegistry.ids.prefix(9))
        let findings = rules.enumerated().flatMap { index, rule in
            (1...9).map { line in
                Finding(rule: rule, severity: .error, file: "Domain/User.swift", line: line, column: index + 1,
                        message: "m", layer: "Domain", subject: "s\(index)")
            }
        }
        let lines = RunSummary(LintResult(findings: findings, problems: [], project: project, checkedRules: rules)).lines
        XCTAssertEqual(lines[0], "   9 errors    \(rules[0])")
        XCTAssertEqual(lines[7], "  18 errors    in 2 other rules")
    }

    func testForbiddenDependenciesComeFromTheLayersOnly() {
        let result = result([
            ("Data/UserDTO.swift", "struct UserDTO: Codable { let id: Int }\n"),
            ("Data/UserAPIDataSource.swift", "final class UserAPIDataSource {}\n"),
            ("Domain/User.swift", "import Foundation\n\nstruct User { let dto: UserDTO }\n"),
            ("Domain/LoadUser.swift", "struct LoadUser { let api: UserAPIDataSource }\n"),
            ("Presentation/UserViewModel.swift", "final class UserViewModel {\n    let api: UserAPIDataSource\n    init(api: UserAPIDataSource) { self.api = api }\n}\n"),
            // A data source in Core: a role Presentation may not use, in a layer it may depend on.
            ("Core/Transport/HTTPDataSource.swift", "final class HTTPDataSource {}\n"),
            ("Presentation/FeedViewModel.swift", "final class FeedViewModel {\n    let http: HTTPDataSource\n    init(http: HTTPDataSource) { self.http = http }\n}\n"),
        ])
        let byRule = Dictionary(grouping: result.findings, by: \.rule)
        XCTAssertEqual(byRule["dto_leak"]?.map(\.targetLayer), ["Data"])
        XCTAssertEqual(byRule["dependency_rule"]?.map(\.targetLayer), ["Data", nil, nil, "Data", "Data"],
                       byRule["dependency_rule"]?.map(\.message).joined(separator: "\n") ?? "")
        XCTAssertEqual(RunSummary(result).edgeLine(), "forbidden dependencies: Domain → Data 2, Presentation → Data 2")
    }

    // MARK: - Colours

    func testColoursAreDecidedByTheTerminalAndTheEnvironment() throws {
        var pipe: [Int32] = [0, 0]
        XCTAssertEqual(makePipe(&pipe), 0)
        defer { close(pipe[0]); close(pipe[1]) }
        XCTAssertFalse(TerminalColors.enabled(fileDescriptor: pipe[1], environment: [:]))
        XCTAssertTrue(TerminalColors.enabled(fileDescriptor: pipe[1], environment: ["FORCE_COLOR": "1"]))
        XCTAssertTrue(TerminalColors.enabled(fileDescriptor: pipe[1], environment: ["CLICOLOR_FORCE": "1"]))
        XCTAssertFalse(TerminalColors.enabled(fileDescriptor: pipe[1], environment: ["FORCE_COLOR": "0"]))
        XCTAssertFalse(TerminalColors.enabled(fileDescriptor: pipe[1], environment: ["NO_COLOR": "1", "FORCE_COLOR": "1"]))
        // An empty NO_COLOR is not set (no-color.org).
        XCTAssertTrue(TerminalColors.enabled(fileDescriptor: pipe[1], environment: ["NO_COLOR": "", "FORCE_COLOR": "1"]))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-colors-\(getpid())").path
        let descriptor = open(file, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        defer { close(descriptor); unlink(file) }
        XCTAssertFalse(TerminalColors.enabled(fileDescriptor: descriptor, environment: [:]))

        // A terminal: a pseudo-terminal's secondary side.
        guard let (primary, terminal) = pseudoTerminal() else { throw XCTSkip("no pseudo-terminal here") }
        defer { close(terminal); close(primary) }
        XCTAssertTrue(TerminalColors.enabled(fileDescriptor: terminal, environment: [:]))
        XCTAssertTrue(TerminalColors.enabled(fileDescriptor: terminal, environment: ["TERM": "xterm-256color", "NO_COLOR": ""]))
        XCTAssertFalse(TerminalColors.enabled(fileDescriptor: terminal, environment: ["NO_COLOR": "1"]))
        XCTAssertFalse(TerminalColors.enabled(fileDescriptor: terminal, environment: ["TERM": "dumb"]))
        XCTAssertFalse(TerminalColors.enabled(fileDescriptor: terminal, environment: ["CLICOLOR": "0"]))
    }

    /// The escapes are archlint's own: text from the input is escaped first, and removing the
    /// colours gives the plain text back.
    func testColouredOutputHasEscapesOnlyWhenAsked() {
        let project = TestSupport.project([("Domain/User.swift", "struct User {}\n")])
        let hostile = "Evil\u{1B}]0;owned\u{07}Layer"
        var findings = (1...12).map { line in
            Finding(rule: "dependency_rule", severity: .error, file: "Domain/\u{1B}[2JUser.swift", line: line, column: 1,
                    message: "Domain must not name Store\u{1B}[31m", layer: hostile, subject: "Store\u{1B}[1m",
                    targetLayer: hostile + "2")
        }
        findings.append(Finding(rule: "dto_leak", severity: .warning, file: "Domain/User.swift", line: 20, column: 1,
                                message: "m", layer: "Domain", subject: "UserDTO", targetLayer: "Data"))
        let result = LintResult(findings: findings, problems: [], project: project, checkedRules: ["dependency_rule", "dto_leak"])

        let plainSummary = RunSummary(result).rendered(colored: false)
        XCTAssertFalse(plainSummary.contains(escape), plainSummary)
        let coloredSummary = RunSummary(result).rendered(colored: true)
        XCTAssertTrue(coloredSummary.contains("\u{1B}[31m12 errors\u{1B}[0m"), coloredSummary)
        XCTAssertTrue(coloredSummary.contains("\u{1B}[33m1 warning\u{1B}[0m"), coloredSummary)
        XCTAssertEqual(stripped(coloredSummary), plainSummary)
        XCTAssertTrue(plainSummary.contains("Evil\\u{1B}]0;owned\\u{7}Layer → Evil\\u{1B}]0;owned\\u{7}Layer2 12"), plainSummary)

        let plainReport = XcodeReporter().report(result)
        XCTAssertFalse(plainReport.contains(escape), plainReport)
        XCTAssertEqual(Reporters.named("xcode")!.report(result), plainReport)
        let coloredReport = XcodeReporter(colored: true).report(result)
        XCTAssertEqual(stripped(coloredReport), plainReport)
        XCTAssertEqual(coloredReport.split(separator: "\n").first.map(String.init),
                       "\u{1B}[1mDomain/\\u{1B}[2JUser.swift:1:1:\u{1B}[0m \u{1B}[31merror:\u{1B}[0m "
                        + "Domain must not name Store\\u{1B}[31m \u{1B}[2m(dependency_rule)\u{1B}[0m")
        XCTAssertTrue(coloredReport.contains("\u{1B}[33mwarning:\u{1B}[0m"))
        XCTAssertEqual(Reporters.named("xcode", colored: true)!.report(result), coloredReport)
        // Only the terminal format colours.
        for name in Reporters.names where name != XcodeReporter.name {
            XCTAssertEqual(Reporters.named(name, colored: true)!.report(result), Reporters.named(name)!.report(result), name)
        }
    }

    /// The text without archlint's SGR sequences (`ESC [ digits m`).
    private func stripped(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }

    // MARK: - Messages

    /// Messages say what and where, and leave the why to `archlint explain`: a rationale creeping
    /// back into a message fails here.
    func testMessagesStayShort() {
        let findings = TestSupport.lint(folder: TestSupport.fixture("Violations")).findings
        XCTAssertGreaterThan(findings.count, 100)
        let maximum = 120, averageBound = 80
        for finding in findings where finding.message.count > maximum {
            XCTFail("\(finding.rule) message of \(finding.message.count) characters (at most \(maximum)): \(finding.message)")
        }
        let average = findings.reduce(0) { $0 + $1.message.count } / findings.count
        XCTAssertLessThanOrEqual(average, averageBound)
        for finding in findings {
            XCTAssertFalse(finding.message.contains("\n"), finding.message)
            XCTAssertFalse(finding.message.hasSuffix("."), finding.message)
        }
    }
}

/// `pipe(2)` into an array.
private func makePipe(_ descriptors: inout [Int32]) -> Int32 {
    descriptors.withUnsafeMutableBufferPointer { pipe($0.baseAddress!) }
}

/// A pseudo-terminal's two ends, or nil where none can be opened. Its functions are looked up at run
/// time: Glibc's module map hides them (they need `_XOPEN_SOURCE`).
private func pseudoTerminal() -> (primary: Int32, secondary: Int32)? {
    typealias Open = @convention(c) (Int32) -> Int32
    typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
    let library = dlopen(nil, RTLD_NOW)
    guard let openpt = dlsym(library, "posix_openpt"), let grant = dlsym(library, "grantpt"),
          let unlock = dlsym(library, "unlockpt"), let name = dlsym(library, "ptsname") else { return nil }
    let primary = unsafeBitCast(openpt, to: Open.self)(O_RDWR | O_NOCTTY)
    guard primary >= 0 else { return nil }
    guard unsafeBitCast(grant, to: Open.self)(primary) == 0, unsafeBitCast(unlock, to: Open.self)(primary) == 0,
          let path = unsafeBitCast(name, to: Name.self)(primary) else {
        close(primary)
        return nil
    }
    let secondary = open(path, O_RDWR | O_NOCTTY)
    guard secondary >= 0 else {
        close(primary)
        return nil
    }
    return (primary, secondary)
}
