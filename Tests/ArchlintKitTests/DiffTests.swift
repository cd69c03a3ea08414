import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import ArchlintModel
@testable import ArchlintReport
@testable import ArchlintEngine

/// `archlint diff` on a throwaway git repository each test makes. On `main`, one commit of a small
/// app that already has a finding (UserView names UserDTO: `dto_leak`, an error, and a forbidden
/// Presentation → Data use); each test changes the work tree, or commits on a branch, and diffs.
final class DiffTests: TemporaryFolderTestCase {
    private static let userView = "struct UserView {\n    let user: User\n    let raw: UserDTO\n}\n"

    override func setUpWithError() throws {
        try super.setUpWithError()
        try TestSupport.git(["init", "-q", "-b", "main"], in: folder.path)
        try TestSupport.write([
            ("Domain/User.swift", "struct User {\n    let name: String\n}\n"),
            ("Domain/UserRepository.swift", "protocol UserRepository {\n    func user() async throws -> User\n}\n"),
            ("Data/UserDTO.swift", "struct UserDTO: Decodable {\n    let name: String\n    func toDomain() -> User { User(name: name) }\n}\n"),
            ("Presentation/UserView.swift", Self.userView),
        ], into: folder)
        try commit("Start")
    }

    private func commit(_ message: String) throws {
        try TestSupport.git(["add", "-A"], in: folder.path)
        try TestSupport.git(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", message], in: folder.path)
    }

    private func diff(_ arguments: [String]) throws -> TestSupport.Run {
        try TestSupport.run(["diff"] + arguments, in: folder.path)
    }

    private func json(_ run: TestSupport.Run) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.stdout + run.stderr)
    }

    private func files(_ findings: Any?) -> [String] {
        (findings as? [[String: Any]] ?? []).map { "\($0["file"] ?? ""):\($0["line"] ?? "") \($0["rule"] ?? "")" }
    }

    func testAFindingWhoseLineMovedIsNotNewAndNeverFails() throws {
        try TestSupport.write([("Presentation/UserView.swift", "import Foundation\n\n// The profile screen.\n" + Self.userView)], into: folder)
        let run = try diff(["main", "--format", "json"])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let report = try json(run)
        XCTAssertEqual(files(report["newFindings"]), [])
        XCTAssertEqual(files(report["fixedFindings"]), [])
        XCTAssertEqual(report["worse"] as? Bool, false)
        XCTAssertEqual((report["head"] as? [String: Any])?["errors"] as? Int, 1, "the finding is still there, on line 6")
        XCTAssertEqual(try diff(["main", "--fail-on", "findings"]).status, 0, "not even a warning is new")
    }

    func testANewViolationFailsAndIsTheOnlyOneReported() throws {
        try TestSupport.write([("Domain/User.swift", "struct User {\n    let name: String\n    let raw: UserDTO\n}\n")], into: folder)
        let before = try TestSupport.git(["status", "--porcelain", "--ignored"], in: folder.path)
        let run = try diff(["main", "--format", "json"])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        let report = try json(run)
        XCTAssertEqual(files(report["newFindings"]), ["Domain/User.swift:3 dto_leak"])
        XCTAssertEqual(report["reasons"] as? [String], ["1 new error", "1 new forbidden layer edge", "1 new cycle"])
        let edges = try XCTUnwrap(report["edges"] as? [[String: Any]])
        XCTAssertEqual(edges.map { "\($0["from"]!) → \($0["to"]!): \($0["before"]!) → \($0["after"]!)" }, ["Domain → Data: 0 → 1"],
                       "Presentation → Data had its use already")
        XCTAssertEqual(try TestSupport.git(["status", "--porcelain", "--ignored"], in: folder.path), before, "nothing written into the work tree")

        // --fail-on chooses what counts: a warning-only rule set, then nothing at all.
        try Data("{\"rules\": {\"dto_leak\": {\"severity\": \"warning\"}}}\n".utf8).write(to: folder.appendingPathComponent("warnings.json"))
        XCTAssertEqual(try diff(["main", "--config", "warnings.json", "--fail-on", "errors"]).status, 0, "the new finding is a warning")
        XCTAssertEqual(try diff(["main", "--config", "warnings.json", "--fail-on", "findings"]).status, 1)
        XCTAssertEqual(try diff(["main", "--config", "warnings.json", "--fail-on", "edges"]).status, 1)
        let never = try diff(["main", "--fail-on", "never"])
        XCTAssertEqual(never.status, 0)
        XCTAssertTrue(never.stdout.contains("Worse: 1 new error, 1 new forbidden layer edge, 1 new cycle."), "the report still judges: \(never.stdout)")
    }

    /// The work tree is what a commit of it would hold: an ignored file (generated code, a
    /// user's workspace) is in no commit, so it is no change either; an untracked one is.
    func testIgnoredFilesAreNotPartOfTheWorkTree() throws {
        try TestSupport.write([
            (".gitignore", "Generated/\n"),
            ("Domain/Generated/Leak.swift", "import UIKit\nstruct Leak {}\n"),
        ], into: folder)
        let ignored = try diff(["main", "--format", "json"])
        XCTAssertEqual(ignored.status, 0, ignored.stdout + ignored.stderr)
        XCTAssertEqual(files(try json(ignored)["newFindings"]), [])
        try TestSupport.write([("Domain/Leak.swift", "import UIKit\nstruct Leak {}\n")], into: folder)
        XCTAssertEqual(files(try json(try diff(["main", "--format", "json"]))["newFindings"]), ["Domain/Leak.swift:1 dependency_rule"])
    }

    func testAFixedFindingAndARemovedEdgeAreReported() throws {
        try TestSupport.write([("Presentation/UserView.swift", "struct UserView {\n    let user: User\n}\n")], into: folder)
        let run = try diff(["main"])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("Not worse: no new error, forbidden layer edge or cycle."), run.stdout)
        XCTAssertTrue(run.stdout.contains("Fixed findings (1):\n  Presentation/UserView.swift:3:14: error: "), run.stdout)
        XCTAssertTrue(run.stdout.contains("  Presentation → Data: 1 → 0 (removed)\n"), run.stdout)
    }

    func testANewCycleFails() throws {
        // Two features that use each other: no layer edge is forbidden, the cycle is new.
        try TestSupport.write([
            ("Presentation/Features/Feed/FeedView.swift", "struct FeedView {\n    let profile: ProfileView?\n}\n"),
            ("Presentation/Features/Profile/ProfileView.swift", "struct ProfileView {\n    let feed: FeedView?\n}\n"),
        ], into: folder)
        let run = try diff(["main", "--format", "json", "--fail-on", "cycles"])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        let report = try json(run)
        let cycles = try XCTUnwrap(report["cycles"] as? [[String: Any]])
        XCTAssertEqual(cycles.map { "\($0["scope"]!): \(($0["members"] as? [String] ?? []).joined(separator: ", "))" }, ["feature: Feed, Profile"])
        XCTAssertEqual(report["reasons"] as? [String], ["1 new cycle"])
        XCTAssertEqual(try diff(["main", "--fail-on", "edges"]).status, 0, "no new forbidden layer edge")
    }

    func testBaseAndHeadCommitsAndTheMergeBase() throws {
        try TestSupport.git(["checkout", "-q", "-b", "change"], in: folder.path)
        try TestSupport.write([("Domain/User.swift", "import UIKit\n\nstruct User {\n    let name: String\n}\n")], into: folder)
        try commit("Import UIKit into Domain")
        try TestSupport.git(["checkout", "-q", "main"], in: folder.path)
        try TestSupport.write([("Data/Cache.swift", "import UIKit\nstruct Cache {}\n")], into: folder)
        try commit("Main moves on")
        try TestSupport.git(["checkout", "-q", "change"], in: folder.path)

        // From main's head, the branch lacks Data/Cache.swift: its finding-free removal is no
        // change; from the merge base, only the branch's own change shows.
        let between = try diff(["main", "change", "--format", "json"])
        XCTAssertEqual(files(try json(between)["newFindings"]), ["Domain/User.swift:1 dependency_rule"])
        let merged = try diff(["--merge-base", "main", "--format", "json"])
        XCTAssertEqual(merged.status, 1)
        let report = try json(merged)
        XCTAssertEqual(files(report["newFindings"]), ["Domain/User.swift:1 dependency_rule"])
        let start = try TestSupport.git(["rev-parse", "main~1"], in: folder.path)
        XCTAssertEqual((report["base"] as? [String: Any])?["commit"] as? String, start, "the merge base, not main's head")
        XCTAssertEqual((report["head"] as? [String: Any])?["name"] as? String, "work tree")
        XCTAssertEqual(try diff(["HEAD"]).status, 0, "the work tree is HEAD")
    }

    func testRevisionsAreNeverReadAsOptionsAndMistakesSayWhy() throws {
        let cases: [(arguments: [String], message: String)] = [
            (["--", "--output=/tmp/x"], "archlint: error: diff: unknown revision --output=/tmp/x"),
            (["--merge-base=--all"], "archlint: error: diff: unknown revision --all"),
            (["nosuch"], "archlint: error: diff: unknown revision nosuch"),
            ([], "archlint: error: diff needs BASE (a branch, a tag or a commit) or --merge-base REF; see archlint help diff"),
            (["main", "HEAD", "x"], "archlint: error: diff takes BASE and HEAD at most, not 3 arguments; see archlint help diff"),
            (["--merge-base", "main", "main", "HEAD"], "with --merge-base, diff takes HEAD at most"),
            (["main", "--fail-on", "never", "--fail-on", "edges"], "--fail-on never does not go with other kinds"),
            (["main", "--path", "Nowhere"], "archlint: error: Nowhere: no such file or folder"),
        ]
        for (arguments, message) in cases {
            let run = try diff(arguments)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertTrue(run.stderr.contains(message), "\(arguments): \(run.stderr)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/tmp/x"))
    }

    /// CI checkouts are shallow by default: a base that is not there says how to fetch it.
    func testAShallowCloneSaysToFetchTheHistory() throws {
        try TestSupport.write([("Domain/User.swift", "struct User {\n    let name: String\n    let age: Int\n}\n")], into: folder)
        try commit("Age")
        let shallow = folder.appendingPathComponent("shallow")
        try TestSupport.git(["clone", "-q", "--depth", "1", "file://\(folder.path)", shallow.path], in: folder.path)
        let run = try TestSupport.run(["diff", "HEAD~1"], in: shallow.path)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("archlint: error: diff: unknown revision HEAD~1 (the clone is shallow: fetch the history"), run.stderr)
        XCTAssertFalse(try diff(["nosuch"]).stderr.contains("shallow"), "a full clone is not told to fetch")
    }

    /// The CI formats hold the new findings only; Markdown is a comment with a drawing of the
    /// edges that changed.
    func testFormats() throws {
        try TestSupport.write([("Domain/User.swift", "import Data\nstruct User {\n    let name: String\n}\n")], into: folder)
        let sarif = try diff(["main", "--format", "sarif"])
        let sarifRun = try XCTUnwrap((try json(sarif)["runs"] as? [[String: Any]])?.first)
        let results = try XCTUnwrap(sarifRun["results"] as? [[String: Any]])
        XCTAssertEqual(results.map { $0["ruleId"] as? String }, ["dependency_rule"], "the new finding only, not the dto_leak already there")

        let junit = try diff(["main", "--format", "junit"])
        let document = try XMLDocument(data: Data(junit.stdout.utf8))
        XCTAssertEqual(try document.nodes(forXPath: "//testcase/failure").count, 1, junit.stdout)

        let markdown = try diff(["main", "--format", "markdown", "--output", "diff.md"])
        XCTAssertEqual(markdown.status, 1)
        XCTAssertTrue(markdown.stderr.contains("1 new finding, 0 fixed. Worse: 1 new error, 1 new forbidden layer edge"), markdown.stderr)
        let comment = try String(contentsOf: folder.appendingPathComponent("diff.md"), encoding: .utf8)
        XCTAssertTrue(comment.hasPrefix("## archlint diff\n\n`main ("), comment)
        XCTAssertTrue(comment.contains("| error | `dependency_rule` | `Domain/User.swift:1:8` | Domain must not import Data (layer Data) |"), comment)
        XCTAssertTrue(comment.contains("```mermaid\nflowchart LR\n  n_Domain[\"Domain\"]\n  n_Data[\"Data\"]\n  n_Domain -->|\"0 → 1\"| n_Data\n"), comment)

        let github = try diff(["main", "--format", "github"])
        XCTAssertEqual(github.stdout.split(separator: "\n").map { String($0.prefix(48)) }, ["::error file=Domain/User.swift,line=1,col=8,titl"])
    }

    /// Many new findings: the comment lists the first ones and says how many more, far below the
    /// size a pull-request comment may have.
    func testALongCommentIsCut() throws {
        let names = (0..<120).map { "    let raw\($0): UserDTO\n" }.joined()
        try TestSupport.write([("Domain/User.swift", "struct User {\n\(names)}\n")], into: folder)
        let run = try diff(["main", "--format", "markdown"])
        XCTAssertEqual(run.stdout.components(separatedBy: "| error | `dto_leak` |").count - 1, DiffMarkdown.listed)
        XCTAssertTrue(run.stdout.contains("…and \(120 - DiffMarkdown.listed) more (`--format text` lists them all)."), run.stdout)
    }
}
