// Torture fixtures for the scanner: Fixtures/Scanner/*.swift, each with `<name>.expected.json` listing
// every import (module path, line) and every declaration the scanner must record (kind, qualifiedName,
// line, inherits), in order. The test fails on any missing, extra or different entry.
//
// How the expected files were checked against the Swift compiler (Swift 6.3.1, Linux):
//  * For each fixture, `swiftc -dump-parse -parse-as-library -enable-bare-slash-regex FILE` was run and its
//    import_decl / class_decl / struct_decl / enum_decl / protocol / extension_decl / typealias /
//    func_decl / constructor_decl / destructor_decl / subscript_decl / var_decl nodes extracted with a small
//    script (kind from the node; actor from `class_decl … actor`; let from `var_decl … let`; the line from
//    `range=`; nesting from the tree's indentation, giving `Outer.Inner` for nominal types and typealiases;
//    var_decls under a brace_stmt, closure or accessor dropped, as they are locals). The scanner's output
//    (`archlint dump --json`) matched that list exactly, as a multiset of (kind, name, line, inherit count).
//  * `-dump-parse` prints no `#if` blocks, so for ConditionalCompilation.swift the directive lines were
//    blanked (line numbers unchanged) and every branch was parsed as plain code — which is what the scanner
//    records. Its `class A: UIView {` / `#else` / `class A: NSView {` / shared body idiom is not valid Swift
//    (swiftc: "expected declaration"), so that idiom lives in ParserTests only.
//  * `-dump-parse` prints inherited types as `<null>`: their number was compared with the script, the
//    names were checked by hand against the source (generic arguments and `@unchecked` dropped).
//  * One intentional difference: LineEndings.swift has a lone CR (old Mac line ending) before
//    `class AfterLoneCR`. swiftc's line table counts only LF, so it puts AfterLoneCR on line 12 and `Last` on
//    13; the scanner counts a lone CR as a line break, as the Swift lexer does for statement separation and
//    as editors display it, so the expected file says 13 and 14.
import Foundation
import XCTest
@testable import ArchlintScan

final class ScannerFixtureTests: XCTestCase {
    private struct Expected: Decodable, Equatable {
        struct ImportEntry: Decodable, Equatable, CustomStringConvertible {
            var module: String
            var line: Int
            var description: String { "import \(module)@\(line)" }
        }
        struct DeclarationEntry: Decodable, Equatable, CustomStringConvertible {
            var kind: String
            var qualifiedName: String
            var line: Int
            var inherits: [String]
            var description: String { "\(kind) \(qualifiedName)@\(line) : \(inherits.joined(separator: ", "))" }
        }
        var imports: [ImportEntry]
        var declarations: [DeclarationEntry]
    }

    private static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Scanner")

    private func fixtureNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path)
            .filter { $0.hasSuffix(".swift") }
            .sorted()
    }

    func testFixturesExist() throws {
        let names = try fixtureNames()
        XCTAssertGreaterThanOrEqual(names.count, 6, "\(names)")
        for name in names {
            let expected = Self.fixtures.appendingPathComponent(String(name.dropLast(6)) + ".expected.json")
            XCTAssertTrue(FileManager.default.fileExists(atPath: expected.path), "missing \(expected.lastPathComponent)")
        }
    }

    func testEveryFixtureMatchesItsExpectedFile() throws {
        for name in try fixtureNames() {
            let base = String(name.dropLast(6))
            let sourceURL = Self.fixtures.appendingPathComponent(name)
            let expectedURL = Self.fixtures.appendingPathComponent(base + ".expected.json")
            guard let expectedData = FileManager.default.contents(atPath: expectedURL.path) else {
                XCTFail("missing \(expectedURL.lastPathComponent)")
                continue
            }
            let expected = try JSONDecoder().decode(Expected.self, from: expectedData)
            let bytes = [UInt8](try Data(contentsOf: sourceURL))
            let file = SourceFile(path: name, bytes: bytes)

            let imports = file.imports.map {
                Expected.ImportEntry(module: $0.path.joined(separator: "."), line: $0.line)
            }
            let declarations = file.declarations.map {
                Expected.DeclarationEntry(kind: $0.kind.rawValue, qualifiedName: $0.qualifiedName, line: $0.line,
                                          inherits: $0.inherits)
            }
            compare(name, "imports", actual: imports, expected: expected.imports)
            compare(name, "declarations", actual: declarations, expected: expected.declarations)
            XCTAssertEqual(file.problems, [], "\(name): scan problems")
        }
    }

    /// Reports each missing and each extra entry by itself, then insists on the exact order.
    private func compare<Entry: Equatable & CustomStringConvertible>(_ name: String, _ what: String,
                                                                     actual: [Entry], expected: [Entry]) {
        var unmatched = actual
        for entry in expected {
            if let index = unmatched.firstIndex(of: entry) {
                unmatched.remove(at: index)
            } else {
                XCTFail("\(name): missing \(what) entry \(entry)")
            }
        }
        for entry in unmatched { XCTFail("\(name): extra \(what) entry \(entry)") }
        if unmatched.isEmpty, actual.count == expected.count {
            XCTAssertEqual(actual.map(\.description), expected.map(\.description), "\(name): \(what) order")
        }
    }
}
