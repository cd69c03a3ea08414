import Foundation
import XCTest
@testable import ArchlintRules
@testable import ArchlintEngine
@testable import ArchlintKit

/// The README and the pages under docs/: the README's commands are the ones CI runs, its first run
/// shows what archlint prints, and links stay inside the repository. The generated parts of docs/
/// (the rules and command references, the library page) are compared by `GeneratedFilesTests`.
final class ReadmeTests: XCTestCase {
    private let root = TestSupport.repositoryRoot

    private func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The README and every Markdown page under docs/.
    private func pages() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        return ["README.md", "CHANGELOG.md"] + docs
    }

    func testEveryRuleShowsARealFinding() {
        let generated = RuleCatalog.markdown(.builtIn())
        for id in RuleRegistry.ids {
            XCTAssertTrue(generated.contains("(\(id))\n```"), "no finding shown for \(id)")
        }
    }

    /// Each command of the README's Development block, but the one-class `--filter` run, is a
    /// command that `.ci/run` runs (a line that starts with it, not a comment or an `echo`).
    func testSetUpCommandsAreTheOnesCIRuns() throws {
        let readme = try text("README.md")
        let ci = try text(".ci/run")
        let section = try XCTUnwrap(readme.range(of: "## Development\n\n```sh\n"), "the README has a Development block")
        let end = try XCTUnwrap(readme.range(of: "```\n", range: section.upperBound..<readme.endIndex))
        let commands = readme[section.upperBound..<end.lowerBound].split(separator: "\n")
            .map { String($0.split(separator: "#", maxSplits: 1).first ?? "").trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.contains("--filter") }
        XCTAssertEqual(commands, ["swift build", "swift test", "swift run archlint-generate", "Tests/Integration/run-all.sh"])
        let ciLines = ci.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasPrefix("#") }
        for command in commands {
            XCTAssertTrue(ciLines.contains { $0 == command || $0.hasPrefix(command + " ") }, "\(command) is not run by .ci/run")
        }
    }

    /// The README's first run is exactly what archlint prints for it: the findings on standard
    /// output, then the summary on standard error.
    func testFirstRunShowsWhatArchlintPrints() throws {
        let readme = try text("README.md")
        let start = try XCTUnwrap(readme.range(of: "```text\nFixtures/Showcase/"), "the README shows the first run's findings")
        let end = try XCTUnwrap(readme.range(of: "```\n", range: start.upperBound..<readme.endIndex))
        let shown = String(readme[readme.index(start.lowerBound, offsetBy: "```text\n".count)..<end.lowerBound])
        let run = try TestSupport.run(["Fixtures/Showcase"], in: root.path)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(shown, run.stdout + run.stderr)
    }

    /// A newcomer reads the README in five minutes; the reference lives in docs/.
    func testReadmeStaysShort() throws {
        let lines = try text("README.md").split(separator: "\n", omittingEmptySubsequences: false).count
        XCTAssertLessThanOrEqual(lines, 300, "README.md has \(lines) lines: move reference material to docs/")
    }

    /// Relative links of the README and docs/ lead to files of the repository, and none points into
    /// a folder beside it (`../shared` exists on the development machine only).
    func testLinksLeadToFilesOfTheRepository() throws {
        let link = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        for page in try pages() {
            let content = try text(page)
            XCTAssertFalse(content.contains("shared/"), "\(page) mentions ../shared")
            let folder = root.appendingPathComponent(page).deletingLastPathComponent()
            for match in link.matches(in: content, range: NSRange(content.startIndex..., in: content)) {
                let target = String(content[Range(match.range(at: 1), in: content)!])
                if target.hasPrefix("#") || target.contains("://") || target.hasPrefix("mailto:") { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let resolved = folder.appendingPathComponent(parts[0]).standardizedFileURL.path
                XCTAssertTrue(resolved.hasPrefix(root.standardizedFileURL.path + "/"), "\(page): \(target) leaves the repository")
                XCTAssertTrue(FileManager.default.fileExists(atPath: resolved), "\(page): \(target) does not exist")
                if parts.count == 2, resolved.hasSuffix(".md"), let linked = try? String(contentsOfFile: resolved, encoding: .utf8) {
                    XCTAssertTrue(Self.anchors(linked).contains(parts[1]), "\(page): \(target): no such heading")
                }
            }
        }
    }

    /// The anchors GitHub makes of a page's headings: lower case, punctuation dropped, spaces as hyphens.
    private static func anchors(_ page: String) -> Set<String> {
        Set(page.split(separator: "\n").filter { $0.hasPrefix("#") }.map { line in
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            return String(title.filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
                .map { $0 == " " ? "-" : $0 })
        })
    }
}
