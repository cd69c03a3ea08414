import Foundation
import XCTest
@testable import ArchlintScan
@testable import ArchlintEngine

/// archlint runs unattended on every commit: whatever the input, it ends with a clear message and
/// the right exit code, in bounded time, and still checks every other file.
final class HostileInputTests: OneViolationTestCase {
    private func write(_ path: String, _ bytes: [UInt8]) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    private func lint(_ arguments: [String] = ["."]) throws -> TestSupport.Run {
        try TestSupport.run(arguments, in: folder.path)
    }

    private func assertStillChecked(_ run: TestSupport.Run, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(run.stdout.contains("Domain/User.swift:1:8: error: Domain must not import UIKit"), run.stdout + run.stderr,
                      file: file, line: line)
    }

    func testEmptyAndBOMOnlyFilesAreFine() throws {
        try write("Domain/Empty.swift", [])
        try write("Domain/BOM.swift", [0xEF, 0xBB, 0xBF])
        try write("Domain/Blank.swift", Array("\n\n   \r\n\t\n".utf8))
        let run = try lint()
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "archlint: 1 error and 0 warnings in 1 file (4 files checked with the built-in rules)\n")
        assertStillChecked(run)
    }

    func testBinaryAndNonUTF8FilesAreRefusedByName() throws {
        try write("Domain/Nul.swift", Array("struct A {}\n".utf8) + [0, 1, 2])
        try write("Domain/Latin1.swift", Array("let café = 1\n".utf8.map { $0 }).replacingUTF8WithLatin1())
        try write("Domain/UTF16.swift", [0xFF, 0xFE, 0x73, 0x00])
        let run = try lint()
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("Domain/Nul.swift: contains a NUL byte at line 2: a binary file, not Swift source; skipped"), run.stderr)
        XCTAssertTrue(run.stderr.contains("Domain/Latin1.swift: is not valid UTF-8 (bad continuation byte at line 1); skipped"), run.stderr)
        XCTAssertTrue(run.stderr.contains("Domain/UTF16.swift: is UTF-16 text, not UTF-8; skipped"), run.stderr)
        assertStillChecked(run)
    }

    func testAHugeSingleLineFileIsRefusedQuickly() throws {
        // 50 MB on one line: over the 16 MiB limit for one file, so refused without being read.
        let handle = try FileHandle(forWritingTo: {
            let url = folder.appendingPathComponent("Domain/Huge.swift")
            _ = FileManager.default.createFile(atPath: url.path, contents: nil)
            return url
        }())
        let chunk = Data(String(repeating: "let a = [1, 2, 3] + ", count: 50_000).utf8)
        while handle.offsetInFile < 50_000_000 { handle.write(chunk) }
        handle.closeFile()
        let run = try lint()
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("Domain/Huge.swift: is 5"), run.stderr)
        XCTAssertTrue(run.stderr.contains("over the 16777216-byte limit for one file; skipped"), run.stderr)
        assertStillChecked(run)
    }

    /// Declarations are the costliest thing a file holds (about 130 bytes each): a file that
    /// declares more than archlint reads in one (`let a,a,a,…: A`, a declaration per two bytes) is
    /// left out by name, as a file over the size limit is, instead of taking gigabytes; one at the
    /// bound is read.
    func testAFileOfMoreDeclarationsThanTheBoundIsLeftOutByName() throws {
        // The bound met at a small size: the same parser stops at whatever bound it is given.
        let bound = 1_000
        func declarations(_ count: Int) -> [UInt8] { Array(("let a" + String(repeating: ",a", count: count - 1) + ": A\n").utf8) }
        let atTheBound = SourceFile(path: "AtTheBound.swift", bytes: declarations(bound), maximumDeclarations: bound)
        XCTAssertFalse(atTheBound.declaresTooMuch)
        XCTAssertEqual(atTheBound.declarations.count, bound)
        let over = SourceFile(path: "Over.swift", bytes: declarations(bound + 1), maximumDeclarations: bound)
        XCTAssertTrue(over.declaresTooMuch)
        XCTAssertEqual(over.declarations.count, 0, "a file left out keeps no declarations")
        guard case let .failure(problem) = ProjectLoader.checked(over, at: "Domain/Over.swift") else { return XCTFail("read") }
        XCTAssertEqual(problem.message, "declares more than 2097152 names, more than archlint reads in one file; skipped")
        guard case .success = ProjectLoader.checked(atTheBound, at: "Domain/AtTheBound.swift") else { return XCTFail("left out at the bound") }
        // The densest declarations with a type, `let a:A` lines, fit the real bound up to the size limit.
        XCTAssertLessThanOrEqual(InputLimit.sourceFile / "let a:A\n".utf8.count, StructuralParser.maximumDeclarations)
        XCTAssertGreaterThan(InputLimit.sourceFile / "let a,b:A\n".utf8.count * 2, StructuralParser.maximumDeclarations)
    }

    func testALargeFileWithinTheLimitIsScanned() throws {
        // 12 MB on one line, within the limit: scanned in one linear pass.
        let line = String(repeating: "let a = Foo(x: [1, \"s\", 2]); ", count: 400_000)
        try write("Data/Generated.swift", Array(line.utf8))
        let run = try lint()
        XCTAssertEqual(run.status, 1, run.stderr)
        assertStillChecked(run)
    }

    func testDeepNestingAndUnterminatedConstructs() throws {
        try write("Domain/Parens.swift", Array((String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000)).utf8))
        try write("Domain/Braces.swift", Array(("struct A " + String(repeating: "{", count: 100_000)).utf8))
        try write("Domain/Comments.swift", Array(String(repeating: "/* ", count: 100_000).utf8))
        try write("Domain/String.swift", Array("let s = \"never closed\nstruct B {}\n".utf8))
        try write("Domain/Raw.swift", Array("let r = ##\"raw \\##(x) never closed".utf8))
        try write("Domain/Interpolation.swift", Array("let s = \"\"\"\n\\(foo(\"\\(bar".utf8))
        try write("Domain/Conflict.swift", Array("<<<<<<< HEAD\nstruct C {}\n=======\nstruct C: Codable {}\n>>>>>>> branch\n".utf8))
        let run = try lint()
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("archlint: warning: Domain/String.swift:1:9: unterminated string literal; the rest of the file may be misread"), run.stderr)
        XCTAssertTrue(run.stderr.contains("Domain/Comments.swift:1:1: unterminated block comment"), run.stderr)
        XCTAssertTrue(run.stderr.contains("Domain/Interpolation.swift:"), run.stderr)
        // Both sides of a merge conflict are read, like every #if branch.
        XCTAssertTrue(run.stdout.contains("Domain/Conflict.swift:4:11: error: C, an entity of layer Domain, conforms to Codable"), run.stdout)
        assertStillChecked(run)
    }

    func testWindowsLineEndings() throws {
        try write("Domain/Windows.swift", Array("import Foundation\r\nimport SwiftUI\r\n\r\nstruct W: Codable {}\r\n".utf8))
        let run = try lint()
        XCTAssertTrue(run.stdout.contains("Domain/Windows.swift:2:8: error: Domain must not import SwiftUI"), run.stdout)
        XCTAssertTrue(run.stdout.contains("Domain/Windows.swift:4:11: error: W, an entity of layer Domain,"), run.stdout)
    }

    func testFoldersNamedSwiftSymlinkLoopsAndLinksOutOfTheTree() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Domain/Folder.swift"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Domain/Loop").path, withDestinationPath: "..")
        let outside = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: outside) }
        try TestSupport.write([("Outside.swift", "import UIKit\nstruct Outside {}\n")], into: outside)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Domain/Escape").path, withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Domain/Dangling.swift").path, withDestinationPath: "nowhere.swift")
        let run = try lint()
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertFalse(run.stdout.contains("Outside"), "links to folders are not followed")
        XCTAssertEqual(run.stderr, "archlint: 1 error and 0 warnings in 1 file (1 file checked with the built-in rules)\n")
        assertStillChecked(run)
    }

    func testAFIFOGivenByNameIsRefusedNotWaitedFor() throws {
        let fifo = folder.appendingPathComponent("Domain/Pipe.swift").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let run = try lint([".", "Domain/Pipe.swift"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("Domain/Pipe.swift: not a regular file"), run.stderr)
        assertStillChecked(run)
    }

    func testAMissingPathAndHostileConfigurations() throws {
        // A wrong path in CI must fail alone, not lint the rest and look like a pass.
        let missing = try lint([".", "Nope/"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "archlint: error: Nope/: no such file or folder\n")
        XCTAssertEqual(missing.stdout, "")
        let cases: [(String, String)] = [
            (String(repeating: "[", count: 10_000), "nested deeper than 256 levels"),
            ("{\"rules\": {\"dto_leak\": {\"severity\": 1e400}}}", "invalid number 1e400"),
            ("{\"layers\": \"Domain\"}", "layers must be an array of layer objects"),
            ("{\"exclude\": [\"**/x\", 7]}", "each entry of exclude must be a string, not a number"),
            ("\u{FEFF}{\"description\": \"BOM\"}", ""),
        ]
        for (text, message) in cases {
            try write(".archlint.json", Array(text.utf8))
            let run = try lint()
            if message.isEmpty {
                XCTAssertEqual(run.status, 1, run.stderr)
            } else {
                XCTAssertEqual(run.status, 2, text)
                XCTAssertTrue(run.stderr.contains(message), run.stderr)
                XCTAssertTrue(run.stderr.hasPrefix("archlint: error: configuration error: .archlint.json:1:"), run.stderr)
            }
        }
    }
}

private extension Array where Element == UInt8 {
    /// "é" in UTF-8 (C3 A9) written as Latin-1 (E9).
    func replacingUTF8WithLatin1() -> [UInt8] {
        var out: [UInt8] = []
        var index = 0
        while index < count {
            if self[index] == 0xC3, index + 1 < count {
                out.append(self[index + 1] + 0x40)
                index += 2
            } else {
                out.append(self[index])
                index += 1
            }
        }
        return out
    }
}
