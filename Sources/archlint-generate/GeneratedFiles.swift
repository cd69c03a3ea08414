import Foundation
import ArchlintKit

/// The files, and the parts of files, that are written from the code rather than by hand, so that
/// each rule's knowledge has one source: the rule list of rules.json (each rule's default level and
/// options) and the DefaultRules.swift that embeds it, the rule ids of the shipped JSON Schema, the
/// rules and command references and the library page under docs/, one test case per rule, and the
/// golden reports. `swift run archlint-generate` writes them; `GeneratedFilesTests` only compares.
enum GeneratedFiles {
    struct File: Equatable {
        var path: String
        var contents: String
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Where the golden reports are, each `<project>.<format>`.
    static let goldenFolder = "Fixtures/Reports"

    /// Every generated file as it must be, from the sources and hand-written files under `root`.
    static func all(root: URL) throws -> [File] {
        let rules = try rulesJSON(read("rules.json", root))
        var files = [
            File(path: "rules.json", contents: rules),
            File(path: defaultRulesPath, contents: defaultRulesSwift(rules)),
            File(path: "archlint.schema.json", contents: try schema(read("archlint.schema.json", root))),
            File(path: "docs/rules.md", contents: try section("rules", of: read("docs/rules.md", root), RuleCatalog.markdown(.builtIn()))),
            File(path: "docs/usage.md", contents: try section("commands", of: read("docs/usage.md", root), commandReference())),
            File(path: "docs/library.md", contents: try libraryPage(root)),
            File(path: registryPath, contents: try ruleRegistry(root)),
            File(path: "Tests/ArchlintKitTests/RuleTests.generated.swift", contents: ruleTests()),
        ]
        files += try Goldens.all(root: root).map { File(path: goldenFolder + "/" + $0.name, contents: $0.contents) }
        return files
    }

    /// The generated files whose text on disk differs from what they must be.
    static func stale(root: URL) throws -> [File] {
        try all(root: root).filter { (try? read($0.path, root)) != $0.contents }
    }

    /// Files of the golden folder that no golden report is written to (a format or project removed).
    static func unclaimedGoldens(root: URL) throws -> [String] {
        let claimed = Set(try Goldens.all(root: root).map(\.name))
        let present = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(goldenFolder).path)
        return present.filter { !claimed.contains($0) && !$0.hasPrefix(".") }.sorted().map { goldenFolder + "/" + $0 }
    }

    static func read(_ path: String, _ root: URL) throws -> String {
        do {
            return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        } catch {
            throw Failure(description: "\(path): cannot be read (run from the repository root)")
        }
    }

    // MARK: - rules.json and what embeds it

    /// rules.json with its `"rules"` object written from the rules: each one's default level (off
    /// for opt-in and preview rules) and its options' built-in values. The rest is written by hand.
    static func rulesJSON(_ current: String) throws -> String {
        let lines = RuleRegistry.descriptions.map { description -> String in
            var entry = "\"severity\": \"\(description.defaultLevel)\""
            if !description.options.isEmpty {
                entry += ", \"options\": { " + description.options.map { option in
                    "\"\(option.name)\": [" + option.builtIn.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
                }.joined(separator: ", ") + " }"
            }
            return "    \"\(description.id)\": { \(entry) }"
        }
        return try JSONText.replacingObject(named: "rules", indent: "  ", in: current, with: lines, closingIndent: "  ")
    }

    static let defaultRulesPath = "Sources/ArchlintKit/Model/DefaultRules.swift"

    static func defaultRulesSwift(_ rulesJSON: String) -> String {
        """
        // Generated from rules.json by `swift run archlint-generate`: do not edit.

        enum DefaultRules {
            static let json = #\"\"\"
        \(rulesJSON)\"\"\"#
        }

        """
    }

    /// The schema's `definitions.rules`: every id a configuration may set, a rule's options where it
    /// has some, and what each former id stands for.
    static func schema(_ current: String) throws -> String {
        let properties = RuleRegistry.acceptedIDs.map { id -> String in
            let options = RuleRegistry.description(of: id)?.options ?? []
            guard !options.isEmpty else { return "      \"\(id)\": { \"$ref\": \"#/definitions/rule\" }" }
            let names = options.map { "\"\($0.name)\": { \"$ref\": \"#/definitions/names\" }" }.joined(separator: ", ")
            return """
                      "\(id)": {
                        "allOf": [
                          { "$ref": "#/definitions/rule" },
                          { "properties": { "options": { "type": "object", "additionalProperties": false,
                            "properties": { \(names) } } } }
                        ]
                      }
                """
        }
        let formerly = FormerRuleID.all.map { former in
            "\(former.id) for \(former.ids.filter { $0 != former.id }.joined(separator: " and ")) as well since \(former.since)"
        }.joined(separator: ", ")
        let body = [
            "    \"type\": \"object\",",
            "    \"description\": \"Each rule's severity and options, by rule id (archlint rules lists them). A former id still stands for "
                + "the ids it became, unless those are set here too: \(formerly).\",",
            "    \"additionalProperties\": false,",
            "    \"properties\": {",
            properties.joined(separator: ",\n"),
            "    }",
        ]
        return try JSONText.replacingObject(named: "rules", indent: "    ", after: "\n  \"definitions\": {", in: current, with: body,
                                            separator: "\n", closingIndent: "    ")
    }

    // MARK: - docs/

    /// docs/usage.md's `archlint help` of every subcommand, from the table the parser reads.
    static func commandReference() -> String {
        CommandTable.subcommands.map { subcommand in
            "### archlint \(subcommand.name)\n\n```text\n\(Help.text(for: subcommand))```\n"
        }.joined(separator: "\n")
    }

    /// docs/library.md: the library test target's file as it is (so the example compiles and runs),
    /// and every public declaration of ArchlintKit read from the sources.
    static func libraryPage(_ root: URL) throws -> String {
        let example = try read("Tests/LibraryUsageTests/ArchitectureTests.swift", root)
        let page = try section("example", of: read("docs/library.md", root), "```swift\n\(example)```\n")
        return try section("api", of: page, "```text\n\(try publicAPI(root))```\n")
    }

    static func publicAPI(_ root: URL) throws -> String {
        let folder = root.appendingPathComponent("Sources/ArchlintKit")
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { throw Failure(description: "no Sources/ArchlintKit") }
        var listing = ""
        for file in walker.compactMap({ $0 as? String }).filter({ $0.hasSuffix(".swift") }).sorted() {
            let lines = try read("Sources/ArchlintKit/" + file, root).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            var declarations: [String] = []
            for (index, line) in lines.enumerated() {
                // A declaration starts with `public`, after attributes and modifiers only: the word
                // inside a string, a comment or an expression (`access < .public`) is not one.
                guard line.range(of: #"^(@\w+(\([^)]*\))? )*((final|static|override|nonisolated|convenience|required) )*public "#,
                                 options: .regularExpression) != nil else { continue }
                // A signature over several lines, joined; then without its body.
                var header = line
                var next = index + 1
                while header.filter({ $0 == "(" }).count > header.filter({ $0 == ")" }).count, next < lines.count {
                    header += " " + lines[next]
                    next += 1
                }
                if let body = header.range(of: " {") { header = String(header[..<body.lowerBound]) }
                declarations.append("    " + header.replacingOccurrences(of: "@exclusivity(unchecked) ", with: ""))
            }
            if !declarations.isEmpty { listing += "\(file)\n" + declarations.joined(separator: "\n") + "\n" }
        }
        return listing
    }

    /// `page` with the text between `<!-- NAME:begin -->` and `<!-- NAME:end -->` replaced by `generated`.
    static func section(_ name: String, of page: String, _ generated: String) throws -> String {
        let begin = "<!-- \(name):begin -->\n", end = "<!-- \(name):end -->"
        guard let start = page.range(of: begin), let stop = page.range(of: end, range: start.upperBound..<page.endIndex) else {
            throw Failure(description: "no \(begin.dropLast()) ... \(end) section")
        }
        return String(page[..<start.upperBound]) + generated + String(page[stop.lowerBound...])
    }

    // MARK: - The rule registry

    static let rulesFolder = "Sources/ArchlintKit/Rules"
    static let registryPath = rulesFolder + "/RuleRegistry.generated.swift"

    /// `RuleRegistry.all` from the rule types declared in the rules folder (a top-level `struct
    /// …: Rule` or `: FileRule`), read as text so that a new rule's file is listed before the
    /// generator has been built with it. The current order is kept; a new rule comes last.
    static func ruleRegistry(_ root: URL) throws -> String {
        let folder = root.appendingPathComponent(rulesFolder).path
        var declared: [String] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder).filter({ $0.hasSuffix(".swift") }).sorted() {
            for line in try read(rulesFolder + "/" + file, root).split(separator: "\n") {
                if let name = ruleType(declaredBy: line) { declared.append(name) }
            }
        }
        let listed = ((try? read(registryPath, root)) ?? "").split(separator: "\n").compactMap { line -> String? in
            let text = line.trimmingCharacters(in: .whitespaces)
            return text.hasSuffix("(),") ? String(text.dropLast(3)) : nil
        }
        let order = listed.filter(declared.contains) + declared.filter { !listed.contains($0) }
        return """
            // Generated by `swift run archlint-generate` from the rule types of this folder: do not edit, but
            // for the order, which it keeps (a new rule is listed last).

            extension RuleRegistry {
                /// Every rule, in the order `archlint rules` lists them.
                package static let all: [Rule] = [

            """ + order.map { "        \($0)(),\n" }.joined() + """
                ]
            }

            """
    }

    /// `DTOLeakRule` for the line `struct DTOLeakRule: FileRule {`; nil for a nested declaration.
    static func ruleType(declaredBy line: Substring) -> String? {
        guard let first = line.first, first != " ", first != "\t" else { return nil }
        var words = line.split(separator: " ")
        while let first = words.first, ["package", "public", "final"].contains(first) { words.removeFirst() }
        guard words.count >= 3, words[0] == "struct", words[1].hasSuffix(":") else { return nil }
        let conformance = words[2].hasSuffix(",") ? words[2].dropLast() : words[2]
        guard conformance == "Rule" || conformance == "FileRule" else { return nil }
        return String(words[1].dropLast())
    }

    // MARK: - Tests

    /// One XCTest case per rule and engine diagnostic, named after its type.
    static func ruleTests() -> String {
        let types = RuleRegistry.all.map { String(describing: type(of: $0)) } + RuleRegistry.diagnostics.map { String(describing: $0) }
        var out = """
            // Generated by `swift run archlint-generate` from the rule registry: do not edit. One test case
            // per rule, so that `swift test --filter DTOLeakRuleTests` runs one rule's examples and fixture.
            import XCTest

            """
        for (typeName, description) in zip(types, RuleRegistry.descriptions) {
            let id = description.id
            out += """

                final class \(typeName)Tests: XCTestCase {
                    func testTriggeringExamples() { RuleVerification.triggeringExamples(of: "\(id)") }
                    func testNonTriggeringExamples() { RuleVerification.nonTriggeringExamples(of: "\(id)") }
                    func testFixture() { RuleVerification.fixture(of: "\(id)") }
                }

                """
        }
        return out
    }
}

/// Replacing one object of a hand-written JSON file, keeping the rest byte for byte.
enum JSONText {
    /// `text` with the object that follows the first `indent"name": {` (after `anchor`, where given)
    /// replaced by `lines`.
    static func replacingObject(named name: String, indent: String, after anchor: String? = nil, in text: String, with lines: [String],
                                separator: String = ",\n", closingIndent: String) throws -> String {
        let bytes = Array(text.utf8)
        let key = Array("\n\(indent)\"\(name)\": {".utf8)
        let from = anchor.map { firstIndex(of: Array($0.utf8), in: bytes, from: 0) ?? bytes.count } ?? 0
        guard let keyStart = firstIndex(of: key, in: bytes, from: from) else {
            throw GeneratedFiles.Failure(description: "no \"\(name)\" object at indentation \(indent.count)")
        }
        let open = keyStart + key.count - 1
        let close = try closingBrace(bytes, from: open)
        let body = "\n" + lines.joined(separator: separator) + "\n" + closingIndent
        return String(decoding: bytes[...open], as: UTF8.self) + body + String(decoding: bytes[close...], as: UTF8.self)
    }

    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard start + needle.count <= bytes.count else { return nil }
        return (start...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    /// The index of the `}` that closes the `{` at `open`, strings skipped.
    private static func closingBrace(_ bytes: [UInt8], from open: Int) throws -> Int {
        var depth = 0, index = open, inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        throw GeneratedFiles.Failure(description: "an object that never closes")
    }
}
