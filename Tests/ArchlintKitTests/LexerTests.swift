import XCTest
@testable import ArchlintScan

/// The lexer's hazards: everything that can hide a name from a naive scanner or invent one.
final class LexerTests: XCTestCase {
    private func scan(_ source: String) -> SourceFile { SourceFile(path: "Test.swift", source: source) }

    private func references(_ file: SourceFile) -> [String] { file.references.map { file.name(of: $0) } }

    private func declarations(_ file: SourceFile) -> [String] {
        file.declarations.map { "\($0.kind.rawValue) \($0.qualifiedName)@\($0.line):\($0.column)" }
    }

    private func tokens(_ file: SourceFile, _ kind: Token.Kind) -> [String] {
        file.tokens.filter { $0.kind == kind }.map { file.text($0) }
    }

    private func problems(_ file: SourceFile) -> [String] {
        file.problems.map { "\($0.kind.rawValue)@\($0.line):\($0.column)" }
    }

    // MARK: - Comments

    func testNestedBlockCommentsHideEverythingInside() {
        let file = scan("""
            /* outer /* inner class Fake {} */ still comment struct Fake2: Base {} */
            struct Real {}
            /** doc /* nested */ */ let x = 1 // class Fake3
            """)
        XCTAssertEqual(declarations(file), ["struct Real@2:8", "let x@3:29"])
        XCTAssertEqual(references(file), [])
        XCTAssertEqual(file.comments.count, 3)
        XCTAssertEqual(file.comments.map(\.isBlock), [true, true, false])
        XCTAssertEqual(file.text(of: file.comments[2]), "class Fake3")
        XCTAssertEqual(file.problems, [])
    }

    func testCommentLikeTextInStringsIsNotAComment() {
        let file = scan("""
            let url = "http://example.com/*path"
            struct After: Base {}
            """)
        XCTAssertEqual(file.comments, [])
        XCTAssertEqual(declarations(file), ["let url@1:5", "struct After@2:8"])
        XCTAssertEqual(references(file), ["Base"])
    }

    // MARK: - Strings and interpolation

    func testInterpolationWithNestedStrings() {
        let file = scan(#"let s = "\(f("\(x) Text"))""#)
        XCTAssertEqual(references(file), ["f", "x"])
        XCTAssertEqual(file.problems, [])
        XCTAssertEqual(tokens(file, .identifier), ["let", "s", "f", "x"])
    }

    func testInterpolationWithClosureAndNestedInterpolation() {
        let file = scan(#"let s = "\(items.map { "\($0) \(Model.self) Hidden" }) Tail"; struct After {}"#)
        XCTAssertEqual(references(file), ["items", "Model"])
        XCTAssertEqual(tokens(file, .dollarIdentifier), ["$0"])
        XCTAssertEqual(declarations(file), ["let s@1:5", "struct After@1:70"])
        XCTAssertEqual(file.problems, [])
    }

    func testStringTextIsNotCode() {
        let file = scan(#"let s = "Hidden (Paren) \"Quoted\" class Fake {} \(Shown) more"; struct After {}"#)
        XCTAssertEqual(references(file), ["Shown"])
        XCTAssertEqual(declarations(file), ["let s@1:5", "struct After@1:73"])
    }

    func testMultilineStringWithQuotesAndInterpolation() {
        let file = scan(#"""
            let s = """
              He said "hi" and ""two"" \(Inner.value) "\(f("x"))"
              class NotReal {}
              \"""
              """
            struct After {}
            """#)
        XCTAssertEqual(declarations(file), ["let s@1:5", "struct After@6:8"])
        XCTAssertEqual(references(file), ["Inner", "f"])
        XCTAssertEqual(file.problems, [])
    }

    func testRawStrings() {
        let file = scan(####"""
            let a = #"\(NotInterpolated) "quoted" \n"#
            let b = #"\#(Interpolated1)"#
            let c = ##"a "# b \#(NotInterpolated2) \##(Interpolated2)"##
            let d = ###"x"## "# \###(Interpolated3)"###
            let e = #"""
                "" "# still ""# inside \#(Interpolated4)
                """#
            struct After {}
            """####)
        XCTAssertEqual(references(file), ["Interpolated1", "Interpolated2", "Interpolated3", "Interpolated4"])
        XCTAssertEqual(declarations(file), ["let a@1:5", "let b@2:5", "let c@3:5", "let d@4:5", "let e@5:5",
                                            "struct After@8:8"])
        XCTAssertEqual(file.problems, [])
    }

    func testEscapedBackslashBeforeQuoteAndParen() {
        let file = scan(#"let s = "a\\" + "\\(NotCode)"; let t = Real()"#)
        XCTAssertEqual(references(file), ["Real"])
        XCTAssertEqual(file.problems, [])
    }

    // MARK: - Regex literals

    func testExtendedRegexLiterals() {
        let file = scan("""
            let r1 = #/(?<name>\\w+) Fake/#
            let r2 = #/
              [a-z]+ # class Fake2
              \\d /
              /#
            let r3 = ##/a/# b/##
            struct After {}
            """)
        XCTAssertEqual(tokens(file, .regex).count, 3)
        XCTAssertEqual(declarations(file), ["let r1@1:5", "let r2@2:5", "let r3@6:5", "struct After@7:8"])
        XCTAssertEqual(references(file), [])
        XCTAssertEqual(file.problems, [])
    }

    func testAnEscapeInARegexNeverHidesALineBreak() {
        // A single-line extended regex ends, unterminated, at the line break its last `\` stands
        // before; a multi-line one counts the line. Either way later lines keep their numbers.
        let single = scan("let r = #/a\\\nstruct After {}\n")
        XCTAssertEqual(problems(single), ["unterminated regex literal@1:9"])
        XCTAssertEqual(declarations(single), ["let r@1:5", "struct After@2:8"])
        XCTAssertEqual(single.lineCount, 3)
        let multi = scan("let r = #/\n a\\\n b\n/#\nstruct After {}\n")
        XCTAssertEqual(declarations(multi), ["let r@1:5", "struct After@5:8"])
        XCTAssertEqual(multi.lineCount, 6)
    }

    func testBareRegexWhereAnExpressionStarts() {
        let file = scan("""
            let r = /ab+c/
            foo(/[a-z]+/)
            let m = [/a/, /b c/]
            if case /x(y)/ = s {}
            """)
        XCTAssertEqual(tokens(file, .regex), ["/ab+c/", "/[a-z]+/", "/a/", "/b c/", "/x(y)/"])
        XCTAssertEqual(references(file), ["foo", "s"])
    }

    func testSlashAsDivision() {
        let file = scan("""
            let q = a / b / c
            let d = (x / y) / z
            let e = arr[0] / 2 / Scale.factor
            let f = x! / y / w
            let g = width / 2 + height / 3
            let h = list.map { $0 / 2 }
            let j = 1 /* c */ / 2
            """)
        XCTAssertEqual(tokens(file, .regex), [])
        XCTAssertEqual(references(file), ["a", "b", "c", "x", "y", "z", "arr", "Scale", "x", "y", "w", "width", "height",
                                          "list"])
    }

    // MARK: - Names

    func testBacktickedIdentifiersAreNames() {
        let file = scan("""
            let `class` = 1
            let `default` = Kind.`default`
            func `init`(`for` value: `Type`) {}
            """)
        XCTAssertEqual(declarations(file), ["let class@1:5", "let default@2:5", "func init@3:6"])
        XCTAssertEqual(file.declarations[2].parameters, [Parameter(label: "for", name: "value", type: "Type")])
        XCTAssertEqual(references(file), ["Kind", "Type"])
        // The backticks are not part of the token; the column is the backtick's.
        let classToken = file.tokens[1]
        XCTAssertEqual(file.text(classToken), "class")
        XCTAssertEqual(file.position(of: classToken).column, 5)
    }

    /// A token is eight bytes, with a 16-bit length: a longer literal is cut into tokens that follow
    /// one another, and what comes after it keeps its place.
    func testALiteralLongerThanATokenIsCutIntoTokens() {
        XCTAssertEqual(MemoryLayout<Token>.stride, 8)
        let body = String(repeating: "a", count: 70_000)
        let file = SourceFile(path: "A.swift", source: "let s = \"\(body)\"; let t = 1\n")
        let strings = file.tokens.filter { $0.kind == .string }
        XCTAssertEqual(strings.count, 2)
        XCTAssertEqual(strings.first?.length, Token.maximumLength)
        XCTAssertEqual(strings.first?.end, strings.last?.start)
        XCTAssertEqual(strings.last.map { Int($0.end) }, 8 + 70_002)
        XCTAssertEqual(declarations(file), ["let s@1:5", "let t@1:70017"])
        XCTAssertEqual(file.position(of: strings[1]).column, 9 + Token.maximumLength)
    }

    /// Tokens keep no line or column: both come from the file's line table. Each kind of line
    /// break, a byte-order mark, the marks before a name (`@`, `#`, a backtick) and the segments
    /// of a multi-line string with an interpolation must still land where the compiler puts them.
    func testTokenPositionsComeFromTheLineTable() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("@main\r\nstruct `A` {\r  #if X\n  let s = \"\"\"\n  a\\(b)\n  \"\"\"\n  #endif\n}".utf8)
        let file = SourceFile(path: "A.swift", bytes: bytes)
        let positions = file.tokens.map { token -> String in
            let (line, column) = file.position(of: token)
            return "\(token.kind)@\(line):\(column)"
        }
        XCTAssertEqual(positions, ["attribute@1:1", "identifier@2:1", "identifier@2:8", "punctuation@2:12", "poundIf@3:3",
                                   "identifier@4:3", "identifier@4:7", "punctuation@4:9", "string@4:11", "identifier@5:6",
                                   "string@5:7", "poundEndif@7:3", "punctuation@8:1"])
    }

    func testNumbersAndRanges() {
        let file = scan("let a = 1.5e-3 + 0x1p+4 + 1_000; let r = 1...5; let h = 0..<n")
        XCTAssertEqual(tokens(file, .number), ["1.5e-3", "0x1p+4", "1_000", "1", "5", "0"])
        XCTAssertEqual(tokens(file, .operator).filter { $0.hasPrefix(".") }, ["...", "..<"])
        XCTAssertEqual(references(file), ["n"])
    }

    // MARK: - Conditional compilation

    func testConditionsAreNotReferences() {
        let file = scan("""
            #if canImport(UIKit) && !os(watchOS) // comment
            import UIKit
            #elseif os(macOS) /* c */
            import AppKit
            #else
            import Foundation
            #endif
            """)
        XCTAssertEqual(file.imports.map(\.module), ["UIKit", "AppKit", "Foundation"])
        XCTAssertEqual(references(file), [])
        XCTAssertEqual(file.comments.count, 2)
        XCTAssertEqual(file.tokens.map(\.kind).filter { $0 != .identifier },
                       [.poundIf, .poundElseif, .poundElse, .poundEndif])
    }

    // MARK: - Encodings and line endings

    func testShebangAndByteOrderMark() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("#!/usr/bin/env swift\nimport Foundation\nstruct A {}\n".utf8)
        let file = SourceFile(path: "script.swift", bytes: bytes)
        XCTAssertEqual(file.imports.map { "\($0.module)@\($0.line):\($0.column)" }, ["Foundation@2:8"])
        XCTAssertEqual(declarations(file), ["struct A@3:8"])
        XCTAssertEqual(references(file), [])

        let bomOnly = SourceFile(path: "bom.swift", bytes: [0xEF, 0xBB, 0xBF] + Array("struct B {}".utf8))
        XCTAssertEqual(declarations(bomOnly), ["struct B@1:8"])
    }

    func testCRLFAndLoneCRLineEndings() {
        let source = "import A\r\nstruct B {}\r\n\r\nclass C {}\rclass D {}\r/* x\r\n y */ struct E {}\n\"\"\"\r\nabc\r\n\"\"\" ; struct F {}\n"
        let file = scan(source)
        XCTAssertEqual(file.imports.map(\.line), [1])
        XCTAssertEqual(declarations(file), ["struct B@2:8", "class C@4:7", "class D@5:7", "struct E@7:14",
                                            "struct F@10:14"])
        XCTAssertEqual(file.comments.map(\.line), [6])
        XCTAssertEqual(file.problems, [])
    }

    func testInvalidUTF8AndNULDoNotCrash() {
        var bytes = Array("struct A { let s = \"".utf8)
        bytes += [0xFF, 0xFE, 0x00, 0xC3]
        bytes += Array(" ok\" }\nstruct B".utf8)
        bytes += [0x00]
        bytes += Array(" {}\nstruct C\u{00E9} {}\n".utf8)
        bytes += [0xE9, 0x80]
        let file = SourceFile(path: "bad.swift", bytes: bytes)
        XCTAssertEqual(file.declarations.map(\.name), ["A", "s", "B", "C\u{00E9}"])
        XCTAssertEqual(file.declarations.map(\.line), [1, 1, 2, 3])
        XCTAssertEqual(file.problems, [])

        let noise = SourceFile(path: "noise.swift", bytes: (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) })
        XCTAssertGreaterThan(noise.tokens.count, 0)
    }

    // MARK: - Unterminated constructs

    func testUnterminatedConstructsAreReportedAtEndOfFile() {
        let cases: [(String, [String])] = [
            ("let s = \"abc", ["unterminated string literal@1:9"]),
            ("let s = \"abc\nstruct A {}", ["unterminated string literal@1:9"]),
            ("let s = \"\"\"\nabc", ["unterminated string literal@1:9"]),
            ("let s = #\"abc\"", ["unterminated string literal@1:9"]),
            ("/* never /* closed */", ["unterminated block comment@1:1"]),
            ("let r = #/abc", ["unterminated regex literal@1:9"]),
            ("let r = #/\nabc", ["unterminated regex literal@1:9"]),
            ("let s = \"\\(foo(", ["unterminated string interpolation@1:10"]),
            ("let s = \"\"\"\n\\(foo", ["unterminated string interpolation@2:1"]),
            ("let s = #\"abc\\#(x", ["unterminated string interpolation@1:14"]),
            ("\"\\(", ["unterminated string interpolation@1:2"]),
            ("#\"", ["unterminated string literal@1:1"]),
            ("let x = \"abc\\", ["unterminated string literal@1:9"]),
        ]
        for (source, expected) in cases {
            XCTAssertEqual(problems(scan(source)), expected, source)
        }
        // A broken string inside an interpolation reports both.
        XCTAssertEqual(problems(scan("let s = \"\\(foo(\"bar")),
                       ["unterminated string literal@1:16", "unterminated string interpolation@1:10"])
        // Lone delimiters are not problems.
        for source in ["#", "@", "`", "`abc", "\\", "$"] {
            XCTAssertEqual(problems(scan(source)), [], source)
        }
    }

    func testUnterminatedSingleLineStringRecoversOnTheNextLine() {
        let file = scan("let s = \"abc\nstruct A: Base {}")
        XCTAssertEqual(declarations(file), ["let s@1:5", "struct A@2:8"])
        XCTAssertEqual(references(file), ["Base"])
    }

    // MARK: - Deep nesting

    // Hostile input is scanned completely (no crash, no stack overflow). That the work stays
    // linear is measured in instructions, not wall time: Benchmarks/linearity.py.

    func testDeepNestingScansWithoutRecursion() {
        _ = scan(String(repeating: "(", count: 100_000))
        _ = scan(String(repeating: "[", count: 100_000))
        let braces = scan(String(repeating: "{", count: 100_000) + String(repeating: "}", count: 100_000)
                                        + "\nstruct Z {}")
        XCTAssertEqual(declarations(braces), ["struct Z@2:8"])
        let comments = scan(String(repeating: "/*", count: 100_000))
        XCTAssertEqual(problems(comments), ["unterminated block comment@1:1"])
        let closed = scan(String(repeating: "/*", count: 100_000) + String(repeating: "*/", count: 100_000)
                                        + "struct Y {}")
        XCTAssertEqual(declarations(closed), ["struct Y@1:400008"])
        let interpolations = scan(String(repeating: "\"\\(", count: 50_000))
        XCTAssertEqual(interpolations.problems.count, 50_000)
    }
}
