import Foundation
import XCTest
@testable import ArchlintScan
@testable import ArchlintRules
@testable import ArchlintReport
@testable import ArchlintEngine

/// A file read from disk lets its text go once indexed and has it again, lexed anew, when a rule
/// looks at it (`SourceFile.withText`): what the rules see must be what the scan saw, and a file
/// that changed in between is a problem, never findings over the wrong tokens.
final class ReleasedTextTests: TemporaryFolderTestCase {
    /// BOM, CRLF and a lone CR, an attribute, `#if`, a backticked name, a raw multi-line string with
    /// interpolation, comments of both kinds and a directive: every kind of token and position.
    private let code = "\u{FEFF}import Foundation\r\n// archlint:disable:next dto_leak -- legacy\r\n@MainActor final class `Feed` {\r"
        + "    #if DEBUG\n    let text = #\"\"\"\n    a \\#(value) b\n    \"\"\"#\n    #endif\n"
        + "    /* block\n comment */ func load() -> Int? { Int(\"1\") ?? 0 }\n}\n"

    private func scanned(_ name: String, code: String? = nil) throws -> (path: String, source: SourceFile) {
        let path = folder.appendingPathComponent(name).path
        try Data((code ?? self.code).utf8).write(to: URL(fileURLWithPath: path))
        var laps = Timings.Laps()
        return (path, try ProjectLoader.scan(path, limit: InputLimit.sourceFile, reportAs: name, laps: &laps).get())
    }

    /// What the rules read of a text: each token's kind, keyword, range and position (the parser's
    /// own mark, `declaresName`, aside), the comments and where the lines start.
    private func snapshot(_ source: SourceFile) -> [String] {
        source.tokens.map { token in
            let (line, column) = source.position(of: token)
            return "\(token.kind) \(token.keyword.map { "\($0)" } ?? "-") \(source.text(token)) \(line):\(column) "
                + "\(token.flags.subtracting(.declaresName).rawValue)"
        } + source.comments.map { "comment \(source.text(of: $0)) \($0.line):\($0.column) \($0.isBlock)" }
            + source.lines.starts.map { "line \($0)" }
    }

    func testTheTextReadAgainIsTheTextScanned() throws {
        for keepsBytes in [false, true] {
            let (path, source) = try scanned("Feed\(keepsBytes).swift")
            let before = snapshot(source)
            XCTAssertTrue(before.contains { $0.hasPrefix("identifier - Feed 3:24 ") }, "\(before)")
            if keepsBytes { source.releaseTokens() } else { source.releaseText(readingAgainFrom: path) }
            let after = try source.withText { snapshot(source) }.get()
            XCTAssertEqual(after, before, keepsBytes ? "lexed again from the bytes kept" : "read and lexed again")
            // Let go again after, and read again on the next look.
            XCTAssertEqual(try source.withText { source.tokens.count }.get(), before.filter { !$0.hasPrefix("comment") && !$0.hasPrefix("line") }.count)
        }
    }

    func testWhatTheIndexKeepsOutlivesTheText() throws {
        let (path, source) = try scanned("Feed.swift")
        let declarations = source.declarations.map { "\($0.kind) \($0.name) \($0.line):\($0.column)" }
        source.releaseText(readingAgainFrom: path)
        XCTAssertEqual(source.declarations.map { "\($0.kind) \($0.name) \($0.line):\($0.column)" }, declarations)
        XCTAssertEqual(source.directiveComments, [SourceFile.DirectiveComment(text: "archlint:disable:next dto_leak -- legacy", line: 2, column: 1)])
        XCTAssertEqual(source.byteCount, code.utf8.count)
        XCTAssertEqual(source.lineCount, 12)
    }

    func testAFileChangedOrGoneSinceTheScanIsAProblemWithoutTokens() throws {
        let (path, source) = try scanned("Feed.swift")
        let tokenCount = source.tokens.count
        source.releaseText(readingAgainFrom: path)
        // One byte changed, the size kept: the digest tells.
        try Data(code.replacingOccurrences(of: "load", with: "lose").utf8).write(to: URL(fileURLWithPath: path))
        var seen: [Token] = []
        XCTAssertEqual(outcome(source.withText { seen = source.tokens }), "Feed.swift: changed while archlint was reading it; run archlint again")
        // As many tokens as the scan saw, none of them anything a rule looks for.
        XCTAssertEqual(seen.count, tokenCount)
        XCTAssertTrue(seen.allSatisfy { $0 == .placeholder })
        try FileManager.default.removeItem(atPath: path)
        XCTAssertEqual(outcome(source.withText { source.tokens.count }), "Feed.swift: cannot read (No such file or directory)")
        // A look that reads no token reads nothing.
        XCTAssertEqual(outcome(source.withText { source.declarations.count }), "\(source.declarations.count)")
    }

    private func outcome<T>(_ result: Result<T, ArchlintError>) -> String {
        switch result {
        case let .success(value): return "\(value)"
        case let .failure(problem): return "\(problem.path): \(problem.message)"
        }
    }

    /// Through the whole pipeline: the mapper in no layer has its bytes read again for
    /// `mapper_silent_default`, and once changed it is named as a problem rather than judged.
    func testTheLintNamesAFileThatChangedBeforeTheRulesReadIt() throws {
        let mapper = "enum PriceMapper {\n    static func map(_ dto: PriceDTO) -> Price {\n        Price(currency: Currency(rawValue: dto.currency) ?? .usd)\n    }\n}\n"
        try TestSupport.write([("Tools/PriceMapper.swift", mapper)], into: folder)
        let options = ProjectLoader.Options(paths: [folder.path], workingDirectory: folder.path)
        let rules = [MapperSilentDefaultRule.description.id]
        let configuration = try ConfigurationDiscovery.configuration(options).turningOn(rules[0])
        func lint() -> LintResult {
            let (project, problems) = ProjectLoader.project(options, configuration: configuration)
            // What another program might do between the scan and the rules.
            try? Data((mapper + "// edited\n").utf8).write(to: folder.appendingPathComponent("Tools/PriceMapper.swift"))
            return Linter.lint(project, problems: problems)
        }
        let clean = Linter.lint(ProjectLoader.project(options, configuration: configuration).0)
        XCTAssertEqual(clean.findings.filter { rules.contains($0.rule) }.map { "\($0.file):\($0.line):\($0.column)" }, ["Tools/PriceMapper.swift:3:58"])
        let changed = lint()
        XCTAssertEqual(changed.findings.filter { rules.contains($0.rule) }, [])
        XCTAssertEqual(changed.problems.map { "\($0.path): \($0.message)" }, ["Tools/PriceMapper.swift: changed while archlint was reading it; run archlint again"])
    }
}
