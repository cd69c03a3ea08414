import Foundation
import XCTest
@testable import ArchlintScan
@testable import ArchlintEngine

/// Every input archlint is given or finds is read in full or refused by name with exit 2: nothing
/// is dropped without a word, and the other files are still checked.
final class InputTests: OneViolationTestCase {
    private var userFinding: String { "Domain/User.swift:1:8: error: Domain must not import UIKit" }

    private func path(_ relative: String) -> String { folder.appendingPathComponent(relative).path }

    /// A file of `size` bytes that takes no disk space: the limits are checked on the size alone.
    private func sparseFile(_ relative: String, size: Int) throws {
        XCTAssertTrue(FileManager.default.createFile(atPath: path(relative), contents: nil))
        XCTAssertEqual(truncate(path(relative), off_t(size)), 0)
    }

    private func lint(_ arguments: [String] = ["."], stdin: String? = nil) throws -> TestSupport.Run {
        try TestSupport.run(arguments, in: folder.path, stdin: stdin)
    }

    // MARK: configuration, manifests, baseline

    func testAnImplicitConfigurationThatCannotBeReadFailsTheRun() throws {
        let cases: [(make: () throws -> Void, message: String)] = [
            ({ try FileManager.default.createDirectory(atPath: self.path(".archlint.json"), withIntermediateDirectories: false) },
             "is a folder, not a file"),
            ({ try FileManager.default.createSymbolicLink(atPath: self.path(".archlint.json"), withDestinationPath: ".archlint.json") },
             "cannot read (Too many levels of symbolic links)"),
            ({ try FileManager.default.createSymbolicLink(atPath: self.path(".archlint.json"), withDestinationPath: "nowhere.json") },
             "cannot read (No such file or directory)"),
            ({ XCTAssertEqual(mkfifo(self.path(".archlint.json"), 0o644), 0) }, "is not a regular file"),
            ({ try self.sparseFile(".archlint.json", size: InputLimit.configuration + 1) },
             "is 4194305 bytes, over the 4194304-byte limit for a configuration file"),
        ]
        for (make, message) in cases {
            try make()
            let run = try lint()
            XCTAssertEqual(run.status, 2, message)
            XCTAssertEqual(run.stderr, "archlint: error: configuration error: .archlint.json: \(message)\n")
            XCTAssertEqual(run.stdout, "", "the built-in rules must not run instead")
            try FileManager.default.removeItem(atPath: path(".archlint.json"))
        }
        // Within the limit, a configuration is read whatever its size.
        let padding = String(repeating: " ", count: InputLimit.configuration - 40)
        try TestSupport.write([(".archlint.json", "{\"description\": \"large\"}" + padding)], into: folder)
        XCTAssertEqual(try lint().status, 1)
    }

    func testAnExplicitConfigurationOverTheLimitIsRefused() throws {
        try sparseFile("big.json", size: InputLimit.configuration + 1)
        let run = try lint(["--config", "big.json", "."])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "archlint: error: configuration error: big.json: is 4194305 bytes, over the 4194304-byte limit for a configuration file\n")
    }

    func testAManifestThatCannotBeReadIsAnErrorByName() throws {
        try sparseFile("Package.swift", size: InputLimit.sourceFile + 1)
        try TestSupport.write([("Feature/Package.swift", "let package = Package(name: \"F\")\n")], into: folder)
        try FileManager.default.createDirectory(atPath: path("Feature/Sub/Package.swift"), withIntermediateDirectories: true)
        let run = try lint()
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("archlint: error: Package.swift: is 16777217 bytes, over the 16777216-byte limit for a build file; skipped"),
                      run.stderr)
        XCTAssertTrue(run.stdout.contains(userFinding), run.stdout)
        // A manifest in a linted folder that is not UTF-8 is refused like a source file.
        try FileManager.default.removeItem(atPath: path("Package.swift"))
        try Data([0x2F, 0x2F, 0xC0, 0xAF, 0x0A]).write(to: folder.appendingPathComponent("Feature/Package.swift"))
        let invalid = try lint()
        XCTAssertEqual(invalid.status, 2)
        XCTAssertTrue(invalid.stderr.contains("archlint: error: Feature/Package.swift: is not valid UTF-8 (overlong encoding at line 1); skipped"),
                      invalid.stderr)
    }

    func testABaselineOverTheLimitOrAFolderIsRefused() throws {
        try sparseFile("baseline.json", size: InputLimit.baseline + 1)
        let large = try lint(["--baseline", "baseline.json", "."])
        XCTAssertEqual(large.status, 2)
        XCTAssertEqual(large.stderr, "archlint: error: baseline baseline.json: is 268435457 bytes, over the 268435456-byte limit for a baseline\n")
        try FileManager.default.createDirectory(atPath: path("folder.json"), withIntermediateDirectories: false)
        let folderBaseline = try lint(["--baseline", "folder.json", "."])
        XCTAssertEqual(folderBaseline.status, 2)
        XCTAssertEqual(folderBaseline.stderr, "archlint: error: baseline folder.json: is a folder, not a file\n")
    }

    // MARK: --files-from

    func testListedSwiftFilesThatAreNotLintedAreNamed() throws {
        try TestSupport.write([("Domain/Other.swift", "import UIKit\nstruct Other {}\n"), ("Tests/UserTests.swift", "")], into: folder)
        let run = try lint(["--files-from", "-", "."], stdin: "Domain/User.swift\r\n  Gone.swift \nTests/UserTests.swift\nREADME.md\n\n")
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.contains("error:") }.count, 1, run.stdout)
        XCTAssertTrue(run.stdout.contains(userFinding), run.stdout)
        XCTAssertTrue(run.stderr.hasPrefix("""
            archlint: warning: --files-from: 2 listed Swift files are not linted:
              Gone.swift: no such file
              Tests/UserTests.swift: excluded

            """), run.stderr)
    }

    func testAListNoneOfWhoseSwiftFilesIsLintedFailsTheRun() throws {
        let run = try lint(["--files-from", "-", "."], stdin: "App/Domain/User.swift\nApp/Data/Gone.swift\nNotes.md\n")
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout, "")
        XCTAssertTrue(run.stderr.hasPrefix("archlint: error: --files-from -: none of the 2 listed Swift files is linted: each is missing "
            + "or outside the paths given (paths are read relative to the working directory "), run.stderr)
        // Files that exist but lie outside the paths given are no better.
        try TestSupport.write([("Data/Repository.swift", "struct Repository {}\n")], into: folder)
        let outside = try lint(["--files-from", "-", "Domain"], stdin: "Data/Repository.swift\n")
        XCTAssertEqual(outside.status, 2)
        XCTAssertTrue(outside.stderr.hasPrefix("archlint: error: --files-from -: the listed Swift file is not linted: each is missing "), outside.stderr)
        // A change to excluded files only (tests) is no mistake: nothing to report, and the run passes.
        try TestSupport.write([("Tests/UserTests.swift", "import UIKit\n")], into: folder)
        let tests = try lint(["--files-from", "-", "."], stdin: "Tests/UserTests.swift\n")
        XCTAssertEqual(tests.status, 0, tests.stderr)
        XCTAssertEqual(tests.stdout, "")
        XCTAssertTrue(tests.stderr.hasPrefix("archlint: warning: --files-from: 1 listed Swift file is not linted:\n  Tests/UserTests.swift: excluded\n"),
                      tests.stderr)
        // A list without Swift files (a change to the README only) reports on nothing, successfully.
        let none = try lint(["--files-from", "-", "."], stdin: "README.md\n")
        XCTAssertEqual(none.status, 0, none.stderr)
        XCTAssertEqual(none.stdout, "")
    }

    /// `git diff --name-only` prints paths from the repository's top folder; archlint often runs
    /// from a package folder below it. git quotes a name with unusual bytes.
    func testRepositoryRelativeAndQuotedEntriesAreResolved() throws {
        try FileManager.default.createDirectory(atPath: path(".git"), withIntermediateDirectories: false)
        try TestSupport.write([("App/Domain/User.swift", "import UIKit\nstruct User {}\n"),
                               ("App/Domain/Caf\u{E9}.swift", "import UIKit\nstruct Cafe {}\n")], into: folder)
        let run = try TestSupport.run(["--files-from", "-", "."], in: path("App"),
                                      stdin: "App/Domain/User.swift\n\"App/Domain/Caf\\303\\251.swift\"\nDomain/User.swift\n")
        XCTAssertEqual(run.status, 1, run.stderr)
        // `.` is read with its repository (whose top folder holds a third file), and only the
        // listed files are checked.
        XCTAssertEqual(run.stderr, "archlint: 2 errors and 0 warnings in 2 files (2 files checked with the built-in rules)\n")
        XCTAssertTrue(run.stdout.contains("Domain/Caf\u{E9}.swift:1:8: error:"), run.stdout)
        XCTAssertTrue(run.stdout.contains(userFinding), run.stdout)
    }

    func testAnEndlessOrBinaryListIsRefused() throws {
        // More than the limit through a pipe, as `--files-from - < /dev/zero` would, but without NUL bytes.
        let process = Process()
        process.executableURL = TestSupport.binary
        process.arguments = ["--files-from", "-", "."]
        process.currentDirectoryURL = folder
        let input = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        // The writer meets a pipe archlint has closed: an error it sees, not a signal that ends the tests.
        signal(SIGPIPE, SIG_IGN)
        let writer = Thread {
            let line = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 16 - 1) + [0x0A]
            var written = 0
            // Ends when archlint closes the pipe, or well past the limit if it kept reading.
            while written <= 2 * InputLimit.fileList {
                let count = line.withUnsafeBytes { write(input.fileHandleForWriting.fileDescriptor, $0.baseAddress!, $0.count) }
                if count <= 0 { break }
                written += count
            }
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // The writer then fails at once, even where this process still holds the pipe's reading end.
        try input.fileHandleForReading.close()
        XCTAssertEqual(process.terminationStatus, 2)
        XCTAssertEqual(message, "archlint: error: --files-from -: over the 67108864-byte limit for a file list\n")

        let binary = try lint(["--files-from", "-", "."], stdin: "Domain/User.swift\nDomain/\0User.swift\n")
        XCTAssertEqual(binary.status, 2)
        XCTAssertEqual(binary.stderr, "archlint: error: --files-from -: contains a NUL byte at line 2; list one path per line\n")
        let list = try lint(["--files-from", "Domain", "."])
        XCTAssertEqual(list.status, 2)
        XCTAssertEqual(list.stderr, "archlint: error: --files-from Domain: is a folder, not a file\n")
    }

    func testAListFromAPipeIsRead() throws {
        // `--files-from <(git diff --name-only)` hands archlint a pipe, not a regular file.
        let fifo = path("list")
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let writer = Thread {
            guard let handle = FileHandle(forWritingAtPath: fifo) else { return }
            handle.write(Data("Domain/User.swift\n".utf8))
            handle.closeFile()
        }
        writer.start()
        let run = try lint(["--files-from", "list", "."])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stdout.contains(userFinding), run.stdout)
    }

    // MARK: names that are not UTF-8

    /// Creates `Data/caf<E9>.swift` and `Domain/<FF>/Legacy.swift` with raw bytes.
    private func makeNonUTF8Names() throws {
        let code = Array("import UIKit\nstruct Legacy {}\n".utf8)
        for (folderBytes, fileBytes) in [(Array("Data".utf8), Array("Data/caf".utf8) + [0xE9] + Array(".swift".utf8)),
                                         (Array("Domain/".utf8) + [0xFF], Array("Domain/".utf8) + [0xFF] + Array("/Legacy.swift".utf8))] {
            let folderPath = Array(folder.path.utf8) + [0x2F] + folderBytes + [0]
            let filePath = Array(folder.path.utf8) + [0x2F] + fileBytes + [0]
            folderPath.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { _ = mkdir($0.baseAddress!, 0o755) } }
            let descriptor = filePath.withUnsafeBufferPointer {
                $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
            }
            XCTAssertGreaterThanOrEqual(descriptor, 0)
            XCTAssertEqual(code.withUnsafeBytes { write(descriptor, $0.baseAddress!, $0.count) }, code.count)
            close(descriptor)
        }
    }

    func testFilesAndFoldersWhoseNamesAreNotUTF8AreLinted() throws {
        try makeNonUTF8Names()
        let run = try lint(["--reporter", "json", "."])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.stderr, "archlint: 3 errors and 0 warnings in 3 files (3 files checked with the built-in rules)\n")
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let files = try XCTUnwrap(report["findings"] as? [[String: Any]]).compactMap { $0["file"] as? String }
        // Each byte that is not UTF-8 is carried as the code point U+10FF00 + byte.
        XCTAssertEqual(files, ["Data/caf\u{10FFE9}.swift", "Domain/User.swift", "Domain/\u{10FFFF}/Legacy.swift"])
    }

    func testAPathThatIsNotUTF8IsTakenFromTheCommandLineAsItsBytes() throws {
        try makeNonUTF8Names()
        // A repository, so that layer folders are seen from its root, above the linted folder.
        try FileManager.default.createDirectory(atPath: path(".git"), withIntermediateDirectories: true)
        // Through the shell, so that the argument reaches archlint as raw bytes.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \"$0\" --reporter json \"$(printf 'Domain/\\377')\"", TestSupport.binary.path]
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 1, report)
        XCTAssertTrue(report.contains("\"file\" : \"Domain/\u{10FFFF}/Legacy.swift\"") || report.contains("\"file\": \"Domain/\u{10FFFF}/Legacy.swift\""),
                      report)
    }

    func testPathBytesRoundTripEveryName() {
        let names: [[UInt8]] = [
            Array("Domain/User.swift".utf8), Array("caf\u{E9}/\u{1F600}.swift".utf8), [0xFF, 0xFE, 0x2F, 0x80], [0xC3], [0xED, 0xA0, 0x80],
            // The encoding of an escape code point itself, taken byte by byte so that it comes back as it was.
            [0xF4, 0x8F, 0xBF, 0xBF], Array("a".utf8) + [0xF4, 0x8F, 0xBE, 0x80, 0xE9],
        ]
        for name in names {
            let string = name.withUnsafeBufferPointer { PathBytes.string($0) }
            XCTAssertEqual(PathBytes.bytes(string), name, string)
            XCTAssertEqual(PathBytes.withSystemPath(string) { Array(UnsafeBufferPointer(start: $0, count: strlen($0))).map { UInt8(bitPattern: $0) } }, name)
        }
        XCTAssertEqual([0x61, 0xE9].withUnsafeBufferPointer { PathBytes.string($0) }, "a\u{10FFE9}")
    }

    // MARK: a folder given twice

    func testAFolderGivenTwiceCountsEachFileOnce() throws {
        try TestSupport.write([("Package.swift", "let package = Package(name: \"App\", targets: [.target(name: \"Domain\", path: \"Domain\")])\n")],
                              into: folder)
        for paths in [[".", "."], ["Domain", "./Domain/"], [".", "Domain"], [folder.path, "."], ["Domain", folder.path + "/Domain/../Domain"],
                      ["Domain/User.swift", "Domain"]] {
            let run = try lint(paths)
            XCTAssertEqual(run.status, 1, "\(paths): \(run.stderr)")
            XCTAssertEqual(run.stdout.components(separatedBy: "Domain must not import UIKit").count, 2, "\(paths): \(run.stdout)")
            XCTAssertEqual(run.stderr, "archlint: 1 error and 0 warnings in 1 file (1 file checked with the built-in rules)\n", "\(paths)")
        }
    }

    // MARK: invalid UTF-8 in sources

    func testEveryFormOfInvalidUTF8IsRefusedWithItsLine() throws {
        let cases: [(bytes: [UInt8], message: String)] = [
            ([0xED, 0xA0, 0x80], "encoded surrogate"),
            ([0xED, 0xBF, 0xBF], "encoded surrogate"),
            ([0xC0, 0xAF], "overlong encoding"),
            ([0xC1, 0xBF], "overlong encoding"),
            ([0xE0, 0x80, 0xAF], "overlong encoding"),
            ([0xE0, 0x9F, 0xBF], "overlong encoding"),
            ([0xF0, 0x80, 0x80, 0xAF], "overlong encoding"),
            ([0xF0, 0x8F, 0xBF, 0xBF], "overlong encoding"),
            ([0xF4, 0x90, 0x80, 0x80], "code point above U+10FFFF"),
            ([0xF5, 0x80, 0x80, 0x80], "code point above U+10FFFF"),
            ([0xF8, 0x88, 0x80, 0x80, 0x80], "byte 0xF8"),
            ([0x80], "byte 0x80"),
            ([0xE2, 0x28, 0xA1], "bad continuation byte"),
        ]
        for (bytes, message) in cases {
            // After more than eight ASCII bytes, on line 3, so that the fast path hands over to the check.
            let source = Array("import Foundation\n\nlet s = \"".utf8) + bytes + Array("\"\n".utf8)
            XCTAssertEqual(TextCheck.problem(in: source), "is not valid UTF-8 (\(message) at line 3)", "\(bytes)")
        }
        XCTAssertEqual(TextCheck.problem(in: Array("import Foundation\n\n//".utf8) + [0xE2, 0x82]), "is not valid UTF-8 (truncated character at line 3)")
        let valid = "let a = \"\u{7FF}\u{800}\u{D7FF}\u{E000}\u{FFFF}\u{10000}\u{10FFFF}\"\n"
        XCTAssertNil(TextCheck.problem(in: Array(valid.utf8)))
        // And through the command line: refused by name, every other file still checked.
        try Data(Array("struct A {}\n".utf8) + [0xED, 0xA0, 0x80, 0x0A]).write(to: folder.appendingPathComponent("Domain/Surrogate.swift"))
        let run = try lint()
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("Domain/Surrogate.swift: is not valid UTF-8 (encoded surrogate at line 2); skipped"), run.stderr)
        XCTAssertTrue(run.stdout.contains(userFinding), run.stdout)
    }
}
