import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import ArchlintModel
@testable import ArchlintReport

/// What archlint writes never destroys anything, and what it prints never acts on a terminal:
/// report targets are checked before the first write (the run's own inputs refused, FIFOs written
/// into, links kept), standard output errors are reported, names are escaped. Every destructive
/// case runs on files the test creates in a temporary folder.
final class OutputSafetyTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try TestSupport.temporaryFolder()
        try TestSupport.write([("Domain/User.swift", user)], into: folder)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// One error (dependency_rule): Domain imports UIKit.
    private let user = "import UIKit\nstruct User {}\n"

    private func path(_ relative: String) -> String { folder.appendingPathComponent(relative).path }

    private func contents(_ relative: String) throws -> String {
        try String(contentsOfFile: path(relative), encoding: .utf8)
    }

    private func fileType(_ relative: String) -> mode_t {
        var info = stat()
        return lstat(path(relative), &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    // MARK: - Report targets

    func testAReportOntoAScannedSourceIsRefusedBeforeAnythingIsWritten() throws {
        let run = try TestSupport.run(["--reporter", "json", "--output", "Domain/User.swift", "--report", "junit:out/junit.xml", "."],
                                      in: folder.path)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "archlint: error: --output Domain/User.swift is a scanned source file; refusing to overwrite it\n")
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(try contents("Domain/User.swift"), user)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("out/junit.xml")), "no report is written when one target is refused")
        // Through a link to the source too: files are compared by device and inode.
        try FileManager.default.createSymbolicLink(atPath: path("report.json"), withDestinationPath: "Domain/User.swift")
        let linked = try TestSupport.run(["--report", "json:report.json", "."], in: folder.path)
        XCTAssertEqual(linked.status, 2)
        XCTAssertEqual(linked.stderr, "archlint: error: --report json:report.json is a scanned source file; refusing to overwrite it\n")
        XCTAssertEqual(try contents("Domain/User.swift"), user)
    }

    func testABaselineIsNeverWrittenOverASourceTheConfigurationOrTheBaselineBeingRead() throws {
        let configuration = "{ \"rules\": {} }\n"
        try TestSupport.write([(".archlint.json", configuration)], into: folder)
        let source = try TestSupport.run(["--write-baseline", "Domain/User.swift", "."], in: folder.path)
        XCTAssertEqual(source.status, 2)
        XCTAssertEqual(source.stderr, "archlint: error: --write-baseline Domain/User.swift is a scanned source file; refusing to overwrite it\n")
        XCTAssertEqual(try contents("Domain/User.swift"), user)

        let config = try TestSupport.run(["--write-baseline", ".archlint.json", "."], in: folder.path)
        XCTAssertEqual(config.status, 2)
        XCTAssertEqual(config.stderr, "archlint: error: --write-baseline .archlint.json is the configuration file in use; refusing to overwrite it\n")
        XCTAssertEqual(try contents(".archlint.json"), configuration)

        XCTAssertEqual(try TestSupport.run(["--write-baseline", "baseline.json", "."], in: folder.path).status, 0)
        let recorded = try contents("baseline.json")
        let run = try TestSupport.run(["--baseline", "baseline.json", "--reporter", "json", "--output", "baseline.json", "."], in: folder.path)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "archlint: error: --output baseline.json is the baseline being read; refusing to overwrite it\n")
        XCTAssertEqual(try contents("baseline.json"), recorded)
        // Rewriting the baseline in place is how it is pruned: with --write-baseline it is not read.
        try TestSupport.write([("Domain/Account.swift", "import UIKit\nstruct Account {}\n")], into: folder)
        let pruned = try TestSupport.run(["--baseline", "baseline.json", "--write-baseline", "baseline.json", "."], in: folder.path)
        XCTAssertEqual(pruned.status, 0, pruned.stderr)
        XCTAssertTrue(try contents("baseline.json").contains("Domain/Account.swift"))
    }

    func testAFIFOIsWrittenIntoNotReplaced() throws {
        XCTAssertEqual(mkfifo(path("report.fifo"), 0o600), 0)
        // The reader blocks until archlint opens the FIFO for writing, as a shell's reader would.
        let received = Reader(path("report.fifo"))
        let run = try TestSupport.run(["--quiet", "--reporter", "json", "--output", "report.fifo", "."], in: folder.path)
        received.unblock()
        XCTAssertEqual(run.status, 1, run.stderr)
        let report = try XCTUnwrap(received.wait())
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: report) as? [String: Any])
        XCTAssertEqual((object["findings"] as? [Any])?.count, 1)
        XCTAssertEqual(fileType("report.fifo"), S_IFIFO, "the FIFO is still a FIFO")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".archlint-report") }, [])
    }

    /// A CI time-out sends SIGTERM, a user Ctrl-C (SIGINT): a report half written then must leave
    /// no temporary file of tens of megabytes beside its target, and the run must end as killed by
    /// that signal. The signal is sent the moment the temporary file appears.
    func testASignalWhileAReportIsWrittenLeavesNoTemporaryFile() throws {
        // 20,000 findings: four reports of some 5 to 15 MB each, written one after the other.
        try TestSupport.write([("Data/Repo.swift", "struct Repo {}\n"), ("Domain/Many.swift", (0..<20_000).map { "let r\($0): Repo\n" }.joined())],
                              into: folder)
        let reports = path("reports")
        try FileManager.default.createDirectory(atPath: reports, withIntermediateDirectories: true)
        func temporaryFiles() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: reports)) ?? []).filter { $0.hasPrefix(".archlint-report") }
        }
        var caught: [Int32: Int] = [:]
        for trial in 0..<8 {
            let signal = trial % 2 == 0 ? SIGTERM : SIGINT
            let process = Process()
            process.executableURL = TestSupport.binary
            process.arguments = ["--quiet", "--reporter", "json", "--output", "reports/report.json", "--report", "sarif:reports/report.sarif",
                                 "--report", "checkstyle:reports/report.xml", "--report", "gitlab:reports/gitlab.json", "."]
            process.currentDirectoryURL = folder
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            var sent = false
            while process.isRunning {
                if !temporaryFiles().isEmpty {
                    kill(process.processIdentifier, signal)
                    sent = true
                    break
                }
                usleep(200)
            }
            process.waitUntilExit()
            XCTAssertEqual(temporaryFiles(), [], "trial \(trial): the temporary file is left behind")
            guard sent else { continue }
            // Sent while the file was there, the signal ends the run: killed by it, or (had the
            // rename just won the race) done, with the report whole.
            if process.terminationReason == .uncaughtSignal {
                XCTAssertEqual(process.terminationStatus, signal, "trial \(trial)")
                caught[signal, default: 0] += 1
            }
        }
        XCTAssertGreaterThan(caught[SIGTERM] ?? 0, 0, "no SIGTERM arrived while the report was being written")
        XCTAssertGreaterThan(caught[SIGINT] ?? 0, 0, "no SIGINT arrived while the report was being written")
    }

    func testALinkIsFollowedAndKept() throws {
        try FileManager.default.createDirectory(atPath: path("reports"), withIntermediateDirectories: true)
        try "old report\n".write(toFile: path("reports/archlint.json"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: path("latest.json"), withDestinationPath: "reports/archlint.json")
        // A link to where nothing is yet: the file is made where it points.
        try FileManager.default.createSymbolicLink(atPath: path("dangling.xml"), withDestinationPath: "reports/junit.xml")
        let run = try TestSupport.run(["--quiet", "--reporter", "json", "--output", "latest.json", "--report", "junit:dangling.xml", "."],
                                      in: folder.path)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(fileType("latest.json"), S_IFLNK)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: path("latest.json")), "reports/archlint.json")
        XCTAssertTrue(try contents("reports/archlint.json").contains("\"dependency_rule\""))
        XCTAssertEqual(fileType("dangling.xml"), S_IFLNK)
        XCTAssertTrue(try contents("reports/junit.xml").contains("<testsuites"))
    }

    func testDashAndDevStdoutAreStandardOutput() throws {
        for target in ["-", "/dev/stdout"] {
            let report = try TestSupport.run(["--quiet", "--reporter", "json", "--output", target, "."], in: folder.path)
            XCTAssertEqual(report.status, 1, report.stderr)
            XCTAssertTrue(report.stdout.hasPrefix("{\n  \"version\": 1,"), report.stdout)
            let baseline = try TestSupport.run(["--quiet", "--write-baseline", target, "."], in: folder.path)
            XCTAssertEqual(baseline.status, 0, baseline.stderr)
            XCTAssertTrue(baseline.stdout.contains("\"dependency_rule\""), baseline.stdout)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("-")))
        // Two reports cannot share standard output, nor two a file: refused before writing either.
        let twice = try TestSupport.run(["--report", "json:-", "."], in: folder.path)
        XCTAssertEqual(twice.status, 2)
        XCTAssertEqual(twice.stderr,
                       "archlint: error: the xcode report and --report json:- would all go to standard output; write all but one to files\n")
        XCTAssertEqual(twice.stdout, "")
        let same = try TestSupport.run(["--output", "a.json", "--report", "json:./a.json", "."], in: folder.path)
        XCTAssertEqual(same.status, 2)
        XCTAssertEqual(same.stderr, "archlint: error: --output a.json and --report json:./a.json are the same file; give each report its own\n")
    }

    // MARK: - Standard output

    /// `archlint . > /dev/full`: the report is lost, so the run fails and says why.
    func testAFullStandardOutputIsAnError() throws {
        let full = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"), "this system has no /dev/full")
        let run = try runBinary(["."], standardOutput: full)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "archlint: error: cannot write to standard output: \(String(cString: strerror(ENOSPC)))\n"
            + "archlint: 1 error and 0 warnings in 1 file (1 file checked with the built-in rules)\n")
    }

    /// `archlint . | head -1`: the reader has gone; archlint stops writing there without a word and
    /// exits with the lint's own status, not killed by SIGPIPE (its default disposition restored first
    /// where `env` can, so the test does not depend on what the test runner ignores).
    func testAClosedPipeEndsQuietlyWithTheLintStatus() throws {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        close(ends[0])
        let writer = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
        var prefix: [String] = []
        #if os(Linux)
        prefix = ["/usr/bin/env", "--default-signal=PIPE"]
        #endif
        let run = try runBinary(["--quiet", "."], standardOutput: writer, prefix: prefix)
        XCTAssertEqual(run.reason, .exit, "ended by a signal")
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "")
    }

    // MARK: - Terminal text

    func testNamesAreEscapedOnTheTerminal() throws {
        // ESC and BEL (a window title), a line break and a forged finding, a C1 CSI, a bidi override.
        let hostile = "Domain/a\u{1B}]0;owned\u{7}\nDomain/Fake.swift:1:1: error: forged (x)\u{9B}2J\u{202E}b.swift"
        try TestSupport.write([(hostile, "import UIKit\nlet s = \"unterminated\n")], into: folder)
        // A name that is not UTF-8 (byte FF).
        let raw = Array(path("Domain/raw").utf8) + [0xFF] + Array(".swift".utf8)
        let descriptor = (raw + [0]).withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) } }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        XCTAssertEqual(Array(user.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress!, $0.count) }, user.utf8.count)
        close(descriptor)
        // A layer name with a NUL and an ESC, which the dependency rule's message names.
        try TestSupport.write([("Feature/Screen.swift", "import UIKit\n"),
                               (".archlint.json", #"{ "layers": [{ "name": "L\u0000x\u001b[2J", "paths": ["Feature/**"], "imports": { "deny": ["UIKit"] } }] }"#)],
                              into: folder)

        let run = try TestSupport.run(["."], in: folder.path)
        XCTAssertEqual(run.status, 1, run.stderr)
        let escapedName = #"Domain/a\u{1B}]0;owned\u{7}\u{A}Domain/Fake.swift:1:1: error: forged (x)\u{9B}2J\u{202E}b.swift"#
        XCTAssertEqual(run.stdout.split(separator: "\n").map(String.init), [
            #"Domain/raw\xFF.swift:1:8: error: Domain must not import UIKit (allowed: Foundation) (dependency_rule)"#,
            #"Domain/User.swift:1:8: error: Domain must not import UIKit (allowed: Foundation) (dependency_rule)"#,
            escapedName + #":1:8: error: Domain must not import UIKit (allowed: Foundation) (dependency_rule)"#,
            #"Feature/Screen.swift:1:8: error: L\u{0}x\u{1B}[2J must not import UIKit (denied for L\u{0}x\u{1B}[2J) (dependency_rule)"#,
        ].sorted())
        XCTAssertEqual(run.stderr.split(separator: "\n").map(String.init), [
            "archlint: warning: " + escapedName + ":2:9: unterminated string literal; the rest of the file may be misread",
            "archlint: 4 errors and 0 warnings in 4 files (4 files checked with .archlint.json)",
        ])
        for output in [run.stdout, run.stderr] {
            XCTAssertFalse(output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" })
        }

        let github = try TestSupport.run(["--reporter", "github", "."], in: folder.path)
        let lines = github.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 5, "four commands, then the final newline")
        XCTAssertTrue(lines.contains { $0.hasPrefix(#"::error file=Feature/Screen.swift,line=1,col=8,title=archlint dependency_rule::L\u{0}x\u{1B}[2J must not import UIKit (denied for L\u{0}x\u{1B}[2J)"#) },
                      github.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix(#"::error file=Domain/a\u{1B}]0;owned\u{7}%0ADomain/Fake.swift%3A1%3A1%3A error%3A forged (x)\u{9B}2J\u{202E}b.swift,"#) },
                      github.stdout)
        XCTAssertFalse(github.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    func testTheEscaperShowsControlsBidiAndRawBytesAndKeepsTheRest() {
        XCTAssertEqual(TerminalText.escaped("Caf\u{E9}/\u{65E5}\u{672C}/\u{1F600}.swift"), "Caf\u{E9}/\u{65E5}\u{672C}/\u{1F600}.swift")
        XCTAssertEqual(TerminalText.escaped("a\u{0}\t\r\n\u{7F}\u{80}\u{9F}\u{A0}b"), #"a\u{0}\u{9}\u{D}\u{A}\u{7F}\u{80}\u{9F}"# + "\u{A0}b")
        XCTAssertEqual(TerminalText.escaped("\u{202A}\u{202E}\u{2066}\u{2069}\u{2028}\u{200F}\u{2030}"),
                       #"\u{202A}\u{202E}\u{2066}\u{2069}\u{2028}\u{200F}"# + "\u{2030}")
        XCTAssertEqual(TerminalText.escaped("x\u{10FF80}\u{10FFFF}\u{10FF7F}"), #"x\x80\xFF"# + "\u{10FF7F}")
    }

    // MARK: - init

    func testInitWritesValidJSONWhateverTheFolderNames() throws {
        let hostile = "Ser\"vi\\ces\nnext\u{1B}[1m[old]/Entities"
        // Neither file's code says what it is (a typealias, a constant): the Entities folder's
        // name places the first, and the second stays in no layer.
        try TestSupport.write([(hostile + "/Client.swift", "typealias ClientID = String\n"), ("Odd\nFolder/Sub/B.swift", "let b = 1\n")], into: folder)
        let run = try TestSupport.run(["init"], in: folder.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains(#"  Ser"vi\ces\u{A}next\u{1B}[1m[old]/Entities/  1 file  .archlint.json: "#), run.stdout)
        XCTAssertTrue(run.stdout.contains(#"in no layer\#n  Odd\u{A}Folder/Sub/  1 file"#), run.stdout)
        XCTAssertFalse(run.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        let written = try Data(contentsOf: URL(fileURLWithPath: path(".archlint.json")))
        let configuration = try ConfigurationLoader.load(bytes: Array(written), source: ".archlint.json", over: .builtIn())
        let domain = try XCTUnwrap(configuration.layers.first { $0.name == "Domain" })
        XCTAssertTrue(domain.paths.contains { $0.matches(hostile + "/Client.swift") }, "\(domain.paths)")
        // Comments aside, what init writes is JSON.
        let withoutComments = String(decoding: written, as: UTF8.self).split(separator: "\n")
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(withoutComments.utf8)))
        XCTAssertNotEqual(try TestSupport.run(["."], in: folder.path).status, 2)
    }

    func testInitReplacesNothingWithoutForceAndNeverAFolder() throws {
        let target = path(".archlint.json")
        // Too large to load, unreadable, a dangling link: each is someone's file.
        try String(repeating: " ", count: (1 << 20) + 1).write(toFile: target, atomically: true, encoding: .utf8)
        let large = try TestSupport.run(["init"], in: folder.path)
        XCTAssertEqual(large.status, 2)
        XCTAssertEqual(large.stderr, "archlint: error: .archlint.json exists; run with --force to replace it\n")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: target)).count, (1 << 20) + 1)
        XCTAssertEqual(chmod(target, 0), 0)
        XCTAssertEqual(try TestSupport.run(["init"], in: folder.path).status, 2)
        try FileManager.default.removeItem(atPath: target)
        try FileManager.default.createSymbolicLink(atPath: target, withDestinationPath: "elsewhere.json")
        XCTAssertEqual(try TestSupport.run(["init"], in: folder.path).status, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("elsewhere.json")))
        // With --force the link is followed and kept.
        XCTAssertEqual(try TestSupport.run(["init", "--force"], in: folder.path).status, 0)
        XCTAssertEqual(fileType(".archlint.json"), S_IFLNK)
        XCTAssertTrue(try contents("elsewhere.json").contains("\"layers\""))

        try FileManager.default.removeItem(atPath: target)
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        for arguments in [["init"], ["init", "--force"]] {
            let run = try TestSupport.run(arguments, in: folder.path)
            XCTAssertEqual(run.status, 2)
            XCTAssertEqual(run.stderr, "archlint: error: .archlint.json is a folder; archlint init writes a file there\n")
        }
        XCTAssertEqual(fileType(".archlint.json"), S_IFDIR)
    }

    // MARK: - Helpers

    /// Runs the binary with standard output on `standardOutput`; standard error is collected.
    private func runBinary(_ arguments: [String], standardOutput: FileHandle,
                           prefix: [String] = []) throws -> (status: Int32, reason: Process.TerminationReason, stderr: String) {
        let process = Process()
        let command = prefix + [TestSupport.binary.path] + arguments
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { _, new in new }
        let err = Pipe()
        process.standardOutput = standardOutput
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        try standardOutput.close()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason, String(decoding: errData, as: UTF8.self))
    }

    /// Reads a FIFO to its end on a thread of its own.
    private final class Reader {
        private let path: String
        private let done = DispatchSemaphore(value: 0)
        private var data: Data?

        init(_ path: String) {
            self.path = path
            Thread.detachNewThread { [self] in
                data = FileHandle(forReadingAtPath: path)?.readDataToEndOfFile()
                done.signal()
            }
        }

        /// If archlint never opened the FIFO, opens and closes its writing end, so the reader sees an end.
        func unblock() {
            let descriptor = open(path, O_WRONLY | O_NONBLOCK)
            if descriptor >= 0 { close(descriptor) }
        }

        func wait() -> Data? {
            _ = done.wait(timeout: .now() + 30)
            return data
        }
    }
}
