import XCTest
@testable import ArchlintModel
@testable import ArchlintRules
@testable import ArchlintReport

/// Near misses derived from every rule's triggering examples, as SwiftLint's `verifyRule` derives
/// them: the same code commented out, inside a string literal, or under a suppression must stay
/// quiet; behind a multi-byte prefix on the marked line it must fire with each column moved by the
/// prefix's UTF-8 length. A variant that does not apply to an example is listed in `skipped` with
/// the reason; an entry that no longer matches a skipped case fails, so the list stays true.
final class RuleNearMissTests: XCTestCase {
    enum Variant: String, CaseIterable {
        /// Every line of every Swift file turned into a `//` comment.
        case commented
        /// Every Swift file inside one `/* … */` (Swift's block comments nest).
        case blockComment = "block comment"
        /// One marked file's text as a raw multi-line string literal, the other files unchanged.
        case inString = "in a string"
        /// `// archlint:disable:next <rule> -- reason` before each marked line.
        case disabled
        /// `// archlint:disable all -- reason` at the top of each marked file.
        case disabledAll = "disabled all"
        /// `/* é😀 */ ` at the start of each marked line.
        case multiBytePrefix = "multi-byte prefix"
    }

    /// Cases that cannot be built, keyed "rule_id | variant | example note", each with why.
    static let skipped: [String: String] = [
        // The finding is on a target dependency in Package.swift, a manifest and no linted
        // source: commenting out or quoting the Swift files leaves the manifest as it is.
        "dependency_rule | commented | a target dependency the layers forbid, before any code uses it":
            "the finding is in Package.swift, which the variant leaves unchanged",
        "dependency_rule | block comment | a target dependency the layers forbid, before any code uses it":
            "the finding is in Package.swift, which the variant leaves unchanged",
        "dependency_rule | in a string | a target dependency the layers forbid, before any code uses it":
            "the finding is in Package.swift; the manifest as a string would declare no target at all",
        // With the `import Data` gone, the manifest's forbidden target dependency (Domain on Data)
        // is no longer shown by the code, so the rule reports it on the Package.swift line instead:
        // the finding of the example "a target dependency the layers forbid".
        "dependency_rule | commented | a module-qualified name is the type of that module":
            "the manifest's forbidden target dependency is then reported in Package.swift",
        "dependency_rule | block comment | a module-qualified name is the type of that module":
            "the manifest's forbidden target dependency is then reported in Package.swift",
        "dependency_rule | in a string | a module-qualified name is the type of that module":
            "the manifest's forbidden target dependency is then reported in Package.swift",
        // With the inheriting port quoted away, WebRepository is the base of no protocol: then a
        // repository protocol of Data like any other, rightly reported.
        "repository_protocol_location | in a string | the port that inherits Data's HTTP base protocol is reported, the base is not":
            "the base protocol left behind is then inherited by no protocol, reported on its declaration",
        // known: a directive in Package.swift is not read; findings on a manifest line cannot
        // be suppressed inline (only by the configuration or the baseline).
        "dependency_rule | disabled | a target dependency the layers forbid, before any code uses it":
            "known: directives in Package.swift are not read",
        "dependency_rule | disabled all | a target dependency the layers forbid, before any code uses it":
            "known: directives in Package.swift are not read",
        // The findings about directives are made after the directives are applied, so no
        // directive can suppress them (by design: a directive excusing itself would never be
        // superfluous).
        "superfluous_suppression | disabled | the next line has no dto_leak finding":
            "superfluous_suppression findings are made after suppressions are applied",
        "superfluous_suppression | disabled | a misspelt rule id":
            "superfluous_suppression findings are made after suppressions are applied",
        "superfluous_suppression | disabled all | the next line has no dto_leak finding":
            "superfluous_suppression findings are made after suppressions are applied",
        "superfluous_suppression | disabled all | a misspelt rule id":
            "superfluous_suppression findings are made after suppressions are applied",
        "superfluous_suppression | disabled | all rules disabled for a line with no finding, while an opt-in rule is off":
            "superfluous_suppression findings are made after suppressions are applied",
        "superfluous_suppression | disabled all | all rules disabled for a line with no finding, while an opt-in rule is off":
            "superfluous_suppression findings are made after suppressions are applied",
        "superfluous_suppression | disabled | an `enable all` ends the disable before the code it was meant for":
            "superfluous_suppression findings are made after suppressions are applied",
        "superfluous_suppression | disabled all | an `enable all` ends the disable before the code it was meant for":
            "superfluous_suppression findings are made after suppressions are applied",
        "suppression_reason | disabled | no reason, where the configuration requires one":
            "suppression_reason findings are made after suppressions are applied",
        "suppression_reason | disabled all | no reason, where the configuration requires one":
            "suppression_reason findings are made after suppressions are applied",
    ]

    static let prefix = "/* é😀 */ "
    static let superfluous = SuperfluousSuppression.description.id

    /// A Swift source the variants may rewrite: not a manifest, not a configuration file.
    static func isSource(_ path: String) -> Bool {
        path.hasSuffix(".swift") && !(path == "Package.swift" || path.hasSuffix("/Package.swift"))
    }

    static func lines(_ code: String) -> [String] { code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    /// Each line as a `//` comment (the empty string after the last newline stays empty).
    static func commentedOut(_ code: String) -> String {
        let lines = lines(code)
        return lines.enumerated().map { index, line in index == lines.count - 1 && line.isEmpty ? "" : "// " + line }
            .joined(separator: "\n")
    }

    /// The code inside one block comment; Swift's block comments nest, so a balanced `/* */` in
    /// the code stays inside.
    static func blockCommented(_ code: String) -> String { "/*\n\(code)\(code.hasSuffix("\n") ? "" : "\n")*/\n" }

    /// `/*` and `*/` pair up in the code (a lone `*/`, in a string say, would end the comment).
    static func commentsBalance(_ code: String) -> Bool {
        code.components(separatedBy: "/*").count == code.components(separatedBy: "*/").count
    }

    /// The code as the content of a raw multi-line string, with more `#` than any run in the code,
    /// so neither `"""` nor `\(` in it ends the string or interpolates.
    static func quoted(_ code: String) -> String {
        var longest = 0, run = 0
        for character in code { run = character == "#" ? run + 1 : 0; longest = max(longest, run) }
        let hashes = String(repeating: "#", count: longest + 1)
        return "let text = \(hashes)\"\"\"\n\(code)\(code.hasSuffix("\n") ? "" : "\n")\"\"\"\(hashes)\n"
    }

    /// `insert` before (or, with `atLineStart`, at the start of) each of `marked` lines (1-based).
    static func edit(_ code: String, lines marked: Set<Int>, insert: String, atLineStart: Bool) -> String {
        lines(code).enumerated().map { index, line in
            guard marked.contains(index + 1) else { return line }
            return atLineStart ? insert + line : insert + "\n" + line
        }.joined(separator: "\n")
    }

    private var used = Set<String>()

    func testTriggeringExamplesNearMisses() {
        var cases = 0
        for description in RuleRegistry.descriptions {
            let id = description.id
            for example in description.triggeringExamples {
                let (files, markers) = example.stripped()
                func key(_ variant: Variant) -> String { "\(id) | \(variant.rawValue) | \(example.note)" }
                func skip(_ variant: Variant) -> Bool {
                    guard Self.skipped[key(variant)] != nil else { return false }
                    used.insert(key(variant))
                    return true
                }
                func found(_ files: [(path: String, code: String)], also: [String] = []) -> [Finding] {
                    var configuration = Configuration.builtIn().turningOn(id)
                    for other in also { configuration = configuration.turningOn(other) }
                    return TestSupport.findings(files, configuration: configuration)
                }
                func show(_ findings: [Finding]) -> [String] { findings.map { "\($0.file):\($0.line):\($0.column) \($0.rule)" } }
                let markedPaths = markers.map(\.path).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                let markedInSourcesOnly = markedPaths.allSatisfy(Self.isSource)

                // 1. Everything commented out.
                if !skip(.commented) {
                    XCTAssertTrue(markedInSourcesOnly, "\(key(.commented)): a marker outside the Swift sources needs an entry in `skipped`")
                    let commented = files.map { (path: $0.path, code: Self.isSource($0.path) ? Self.commentedOut($0.code) : $0.code) }
                    XCTAssertEqual(show(found(commented).filter { $0.rule == id }), [], key(.commented))
                    cases += 1
                }

                // 1b. Each Swift file inside one block comment.
                if !skip(.blockComment) {
                    XCTAssertTrue(markedInSourcesOnly, "\(key(.blockComment)): a marker outside the Swift sources needs an entry in `skipped`")
                    XCTAssertTrue(files.allSatisfy { Self.commentsBalance($0.code) }, "\(key(.blockComment)): an unbalanced /* */")
                    let commented = files.map { (path: $0.path, code: Self.isSource($0.path) ? Self.blockCommented($0.code) : $0.code) }
                    XCTAssertEqual(show(found(commented).filter { $0.rule == id }), [], key(.blockComment))
                    cases += 1
                }

                // 2. Each marked file as a string literal: no finding left in it, none new elsewhere.
                if !skip(.inString) {
                    XCTAssertTrue(markedInSourcesOnly, "\(key(.inString)): a marker outside the Swift sources needs an entry in `skipped`")
                    for path in markedPaths where Self.isSource(path) {
                        let quoted = files.map { (path: $0.path, code: $0.path == path ? Self.quoted($0.code) : $0.code) }
                        let others = Set(markers.filter { $0.path != path }.map { "\($0.path):\($0.line):\($0.column) \(id)" })
                        let unexpected = show(found(quoted).filter { $0.rule == id }).filter { !others.contains($0) }
                        XCTAssertEqual(unexpected, [], "\(key(.inString)): \(path)")
                        cases += 1
                    }
                }

                // 3. A used suppression before each marked line: neither the rule nor
                //    superfluous_suppression reports.
                if !skip(.disabled) {
                    XCTAssertTrue(markedInSourcesOnly, "\(key(.disabled)): a marker outside the Swift sources needs an entry in `skipped`")
                    let directive = "// archlint:disable:next \(id) -- a near miss of the rule's example"
                    let disabled = files.map { file -> (path: String, code: String) in
                        let lines = Set(markers.filter { $0.path == file.path }.map(\.line))
                        guard !lines.isEmpty, Self.isSource(file.path) else { return file }
                        return (file.path, Self.edit(file.code, lines: lines, insert: directive, atLineStart: false))
                    }
                    let reported = found(disabled, also: [Self.superfluous]).filter { $0.rule == id || $0.rule == Self.superfluous }
                    XCTAssertEqual(show(reported), [], key(.disabled))
                    cases += 1
                }

                // 3b. A file-wide `disable all` at the top of each marked file.
                if !skip(.disabledAll) {
                    XCTAssertTrue(markedInSourcesOnly, "\(key(.disabledAll)): a marker outside the Swift sources needs an entry in `skipped`")
                    let directive = "// archlint:disable all -- a near miss of the rule's example\n"
                    let disabled = files.map { file -> (path: String, code: String) in
                        markedPaths.contains(file.path) && Self.isSource(file.path) ? (file.path, directive + file.code) : file
                    }
                    let reported = found(disabled, also: [Self.superfluous]).filter { $0.rule == id || $0.rule == Self.superfluous }
                    XCTAssertEqual(show(reported), [], key(.disabledAll))
                    cases += 1
                }

                // 4. A multi-byte prefix on each marked line: the same findings, each column moved
                //    by the prefix's length in UTF-8 bytes.
                if !skip(.multiBytePrefix) {
                    let shifted = files.map { file -> (path: String, code: String) in
                        let lines = Set(markers.filter { $0.path == file.path }.map(\.line))
                        guard !lines.isEmpty else { return file }
                        return (file.path, Self.edit(file.code, lines: lines, insert: Self.prefix, atLineStart: true))
                    }
                    let expected = markers.map { "\($0.path):\($0.line):\($0.column + Self.prefix.utf8.count) \(id)" }
                    XCTAssertEqual(show(found(shifted).filter { $0.rule == id }).sorted(), expected.sorted(), key(.multiBytePrefix))
                    cases += 1
                }
            }
        }
        let stale = Set(Self.skipped.keys).subtracting(used).sorted()
        XCTAssertEqual(stale, [], "entries of `skipped` that match no example")
        // Six variants of 40-odd examples: a count far below says examples or variants were lost.
        XCTAssertGreaterThan(cases, 250)
        print("RuleNearMissTests: \(cases) generated cases")
    }

    func testVariantsAreBuiltAsIntended() {
        XCTAssertEqual(Self.prefix.utf8.count, 13)
        XCTAssertEqual(Self.commentedOut("a\nb\n"), "// a\n// b\n")
        XCTAssertEqual(Self.blockCommented("a\nb"), "/*\na\nb\n*/\n")
        XCTAssertEqual(Self.quoted("let s = #\"x\"#\n"), "let text = ##\"\"\"\nlet s = #\"x\"#\n\"\"\"##\n")
        XCTAssertEqual(Self.edit("a\nb\n", lines: [2], insert: "// x", atLineStart: false), "a\n// x\nb\n")
        XCTAssertEqual(Self.edit("a\nb\n", lines: [1], insert: "/* */ ", atLineStart: true), "/* */ a\nb\n")
    }
}
