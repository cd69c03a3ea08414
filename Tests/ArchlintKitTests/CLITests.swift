import Foundation
import XCTest
@testable import ArchlintRules

/// The command line as users meet it: exit codes, output formats, errors. Each test runs the
/// real binary on a project written into a temporary folder.
final class CLITests: TemporaryFolderTestCase {
    private let violating: [(path: String, code: String)] = [
        ("Domain/User.swift", "import Foundation\nimport UIKit\n\nstruct User: Codable { let name: String }\n"),
        ("Domain/UseCases/SaveUserUseCase.swift", "struct SaveUserUseCase {\n    let repository: UserRepository\n    func execute(_ user: User) async throws { try await repository.save(user) }\n}\n"),
        ("Domain/UserRepository.swift", "protocol UserRepository { func save(_ user: User) async throws }\n"),
    ]

    func testVersionAndHelp() throws {
        let version = try TestSupport.run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertNotNil(version.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression))
        let help = try TestSupport.run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("USAGE: archlint"))
    }

    func testUsageErrorsExitTwo() throws {
        let unknown = try TestSupport.run(["--frobnicate"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("unknown option --frobnicate"))
        let reporter = try TestSupport.run(["--reporter", "yaml", "."])
        XCTAssertEqual(reporter.status, 2)
        XCTAssertTrue(reporter.stderr.contains("unknown reporter yaml"))
        let missing = try TestSupport.run(["--config"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("--config needs a value"))
    }

    func testXcodeOutputAndExitOne() throws {
        try TestSupport.write(violating, into: folder)
        let run = try TestSupport.run(["."], in: folder.path)
        XCTAssertEqual(run.status, 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines, [
            "Domain/UseCases/SaveUserUseCase.swift:1:8: warning: SaveUserUseCase only forwards: execute(_:) → repository.save (pass_through_use_case)",
            "Domain/User.swift:2:8: error: Domain must not import UIKit (allowed: Foundation) (dependency_rule)",
            "Domain/User.swift:4:14: error: User, an entity of layer Domain, conforms to Codable (codable_entity)",
        ])
        XCTAssertEqual(run.stderr, "archlint: 2 errors and 1 warning in 2 files (3 files checked with the built-in rules)\n")
        let quiet = try TestSupport.run(["--quiet", "."], in: folder.path)
        XCTAssertEqual(quiet.stderr, "")
        XCTAssertEqual(quiet.stdout, run.stdout)
    }

    /// `--timings` names each step with its milliseconds on stderr, the parts of the parallel
    /// step indented under it, then the CPU time and the peak memory, and changes nothing else.
    func testTimingsGoToStderrStepByStep() throws {
        try TestSupport.write(violating, into: folder)
        let plain = try TestSupport.run(["--quiet", "."], in: folder.path)
        let timed = try TestSupport.run(["--quiet", "--timings", "."], in: folder.path)
        XCTAssertEqual(timed.status, plain.status)
        XCTAssertEqual(timed.stdout, plain.stdout)
        let lines = timed.stderr.split(separator: "\n")
        let steps = lines.map { line -> String in
            XCTAssertTrue(line.hasPrefix("archlint: timing: ") && (line.hasSuffix(" ms") || line.hasSuffix(" MB")), String(line))
            return line.dropFirst("archlint: timing: ".count).split(separator: " ").dropLast(2).joined(separator: " ")
        }
        XCTAssertEqual(steps, ["configuration", "list files", "build files", "read, scan and index files",
                               "read and check UTF-8 (all threads)", "lex (all threads)", "parse (all threads)", "index each file (all threads)",
                               "place files by their code", "merge the files' indexes", "resolve names and extensions", "find the composition root",
                               "prepare the rules", "rules", "suppressions and sorting", "reports", "total", "cpu, user", "cpu, system", "peak memory"])
        XCTAssertTrue(lines[4].hasPrefix("archlint: timing:   read and check UTF-8"), "a part is indented under its step: \(lines[4])")
        // Writing a baseline ends the run there: its timings end there too.
        let baseline = try TestSupport.run(["--quiet", "--timings", "--write-baseline", "b.json", "."], in: folder.path)
        XCTAssertEqual(baseline.status, 0)
        XCTAssertTrue(baseline.stderr.contains("archlint: timing: baseline ") && baseline.stderr.hasSuffix(" MB\n"), baseline.stderr)
        XCTAssertFalse(baseline.stderr.contains("timing: reports"), baseline.stderr)
    }

    func testWarningsAloneExitZero() throws {
        try TestSupport.write(Array(violating.dropFirst()) + [("Domain/User.swift", "struct User { let name: String }\n")], into: folder)
        let run = try TestSupport.run(["."], in: folder.path)
        XCTAssertEqual(run.status, 0, run.stdout)
        XCTAssertTrue(run.stdout.contains("warning:"))
    }

    func testJSONReport() throws {
        try TestSupport.write(violating, into: folder)
        let run = try TestSupport.run(["--reporter", "json", "--quiet", "."], in: folder.path)
        XCTAssertEqual(run.status, 1)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["version"] as? Int, 1)
        let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.count, 3)
        XCTAssertEqual(findings.map { $0["rule"] as? String }, ["pass_through_use_case", "dependency_rule", "codable_entity"])
        XCTAssertEqual(findings[1]["file"] as? String, "Domain/User.swift")
        XCTAssertEqual(findings[1]["line"] as? Int, 2)
        XCTAssertEqual(findings[1]["column"] as? Int, 8)
        XCTAssertEqual(findings[1]["severity"] as? String, "error")
        XCTAssertEqual(findings[1]["layer"] as? String, "Domain")
        let summary = try XCTUnwrap(object["summary"] as? [String: Int])
        XCTAssertEqual(summary, ["files": 3, "errors": 2, "warnings": 1])
        // Deterministic: the same input gives the same bytes.
        XCTAssertEqual(try TestSupport.run(["--reporter", "json", "--quiet", "."], in: folder.path).stdout, run.stdout)
    }

    func testProjectConfigurationIsReadFromTheWorkingDirectory() throws {
        try TestSupport.write(violating + [(".archlint.json", "{ \"rules\": { \"codable_entity\": { \"severity\": \"off\" }, \"pass_through_use_case\": { \"severity\": \"error\" } } }\n")], into: folder)
        let run = try TestSupport.run(["--quiet", "."], in: folder.path)
        XCTAssertEqual(run.status, 1)
        XCTAssertFalse(run.stdout.contains("codable_entity"))
        XCTAssertTrue(run.stdout.contains("error: SaveUserUseCase only forwards"))
    }

    func testConfigurationErrorsExitTwoAndSayWhere() throws {
        try TestSupport.write(violating + [("bad.json", "{\n  \"rules\": {\n    \"dto_leek\": {}\n  }\n}\n")], into: folder)
        let run = try TestSupport.run(["--config", "bad.json", "."], in: folder.path)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, "archlint: error: configuration error: bad.json:3:17: unknown rule \"dto_leek\" (did you mean \"dto_leak\"?)\n")
        let absent = try TestSupport.run(["--config", "nowhere.json", "."], in: folder.path)
        XCTAssertEqual(absent.status, 2)
        XCTAssertTrue(absent.stderr.contains("nowhere.json"))
    }

    func testMissingPathExitsTwo() throws {
        let run = try TestSupport.run(["does-not-exist"], in: folder.path)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("does-not-exist: no such file or folder"))
    }

    func testUnreadableInputIsReportedAndTheRestStillChecked() throws {
        try TestSupport.write(violating, into: folder)
        try Data([0x73, 0x74, 0x72, 0x75, 0x63, 0x74, 0x20, 0xC3, 0x28, 0x0A]).write(to: folder.appendingPathComponent("Domain/Latin1.swift"))
        try Data([0x00, 0x01, 0x02]).write(to: folder.appendingPathComponent("Domain/Binary.swift"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Domain/Folder.swift"), withIntermediateDirectories: true)
        let run = try TestSupport.run(["."], in: folder.path)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("Domain/Latin1.swift: is not valid UTF-8 (bad continuation byte at line 1); skipped"), run.stderr)
        XCTAssertTrue(run.stderr.contains("Domain/Binary.swift: contains a NUL byte at line 1"), run.stderr)
        XCTAssertTrue(run.stdout.contains("(codable_entity)"), "the other files are still linted")
    }

    func testRulesAndExplain() throws {
        let rules = try TestSupport.run(["rules"])
        XCTAssertEqual(rules.status, 0)
        XCTAssertEqual(rules.stdout.split(separator: "\n").count, RuleRegistry.descriptions.count)
        let explain = try TestSupport.run(["explain", "dto_leak"])
        XCTAssertEqual(explain.status, 0)
        XCTAssertTrue(explain.stdout.contains("↓UserDTO"))
        let unknown = try TestSupport.run(["explain", "no_such_rule"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("unknown rule no_such_rule"))
        // An opt-in rule is off, and the strict preset lists it on (every warning an error).
        let line = { (listing: String, id: String) in listing.split(separator: "\n").first { $0.hasPrefix(id + " ") }.map(String.init) ?? "" }
        XCTAssertTrue(line(rules.stdout, "service_locator").contains(" off "), rules.stdout)
        let strict = try TestSupport.run(["rules", "--preset", "strict"])
        XCTAssertEqual(strict.status, 0)
        XCTAssertTrue(strict.stdout.hasPrefix("strict: "), strict.stdout)
        XCTAssertTrue(line(strict.stdout, "service_locator").contains(" error "), strict.stdout)
        XCTAssertTrue(line(strict.stdout, "pass_through_use_case").contains(" error "), strict.stdout)
        let misspelt = try TestSupport.run(["rules", "--preset", "strickt"])
        XCTAssertEqual(misspelt.status, 2)
        XCTAssertTrue(misspelt.stderr.contains("unknown preset strickt (did you mean \"strict\"?)"), misspelt.stderr)
    }

    func testDumpShowsWhatTheScannerSaw() throws {
        try TestSupport.write([("Data/DTO/UserDTO.swift", """
            @testable import Foundation
            struct UserDTO: Codable, Equatable {
                struct Address: Decodable { let city: String }
                let address: Address
            }
            extension UserDTO { func toDomain() -> String { "" } }
            """)], into: folder)
        let run = try TestSupport.run(["dump", "--json", "."], in: folder.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let file = try XCTUnwrap((object["files"] as? [[String: Any]])?.first)
        XCTAssertEqual(file["path"] as? String, "Data/DTO/UserDTO.swift")
        XCTAssertEqual(file["layer"] as? String, "Data")
        let imports = try XCTUnwrap(file["imports"] as? [[String: Any]])
        XCTAssertEqual(imports.first?["module"] as? String, "Foundation")
        XCTAssertEqual(imports.first?["attributes"] as? [String], ["testable"])
        let declarations = try XCTUnwrap(file["declarations"] as? [[String: Any]])
        let types = declarations.filter { ["struct", "extension"].contains($0["kind"] as? String) }
        XCTAssertEqual(types.map { $0["name"] as? String }, ["UserDTO", "UserDTO.Address", "UserDTO"])
        XCTAssertEqual(types.map { $0["line"] as? Int }, [2, 3, 6])
        XCTAssertEqual(types[0]["inherits"] as? [String], ["Codable", "Equatable"])
        XCTAssertEqual(types[0]["roles"] as? [String], ["dto"])

        // Without --json, the same to read.
        let text = try TestSupport.run(["dump", "."], in: folder.path)
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertEqual(text.stdout, """
            Data/DTO/UserDTO.swift: layer Data, 6 lines
              import Foundation (1)
              2:8 struct UserDTO: Codable, Equatable  [DTO: its name; DTO: its folder; DTO: it is serialized (Codable)]
              3:12 struct UserDTO.Address: Decodable  [DTO: its folder; DTO: it is serialized (Decodable); DTO: it is nested in a DTO]
              3:37 let city: String
              4:9 let address: Address
              6:11 extension UserDTO
              6:26 func toDomain -> String

            """)
    }

    func testSeveralReportsAtOnceWhileStdoutKeepsXcodeLines() throws {
        try TestSupport.write(violating, into: folder)
        let plain = try TestSupport.run(["--quiet", "."], in: folder.path)
        let run = try TestSupport.run(["--quiet", "--report", "junit:build/reports/archlint.xml", "--report", "sarif:build/archlint.sarif",
                                       "--report", "markdown:summary.md", "."], in: folder.path)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, plain.stdout)
        for path in ["build/reports/archlint.xml", "build/archlint.sarif", "summary.md"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path), path)
        }
        let sarif = try String(contentsOf: folder.appendingPathComponent("build/archlint.sarif"), encoding: .utf8)
        XCTAssertTrue(sarif.contains("\"ruleId\": \"codable_entity\""))
        // Written atomically: no temporary file is left beside the reports.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("build").path)
        XCTAssertEqual(leftovers.sorted(), ["archlint.sarif", "reports"])
        // Deterministic: a second run writes the same bytes.
        let first = try Data(contentsOf: folder.appendingPathComponent("build/reports/archlint.xml"))
        _ = try TestSupport.run(["--quiet", "--report", "junit:build/reports/archlint.xml", "."], in: folder.path)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("build/reports/archlint.xml")), first)
        XCTAssertFalse(String(decoding: first, as: UTF8.self).contains("timestamp="))
    }

    func testOutputWritesTheReportInsteadOfStdout() throws {
        try TestSupport.write(violating, into: folder)
        let run = try TestSupport.run(["--quiet", "--reporter", "checkstyle", "--output", "out/checkstyle.xml", "."], in: folder.path)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "")
        let report = try String(contentsOf: folder.appendingPathComponent("out/checkstyle.xml"), encoding: .utf8)
        XCTAssertTrue(report.contains("<checkstyle version=\"4.3\">"))
    }

    func testTimestampOnlyWhenAsked() throws {
        try TestSupport.write(violating, into: folder)
        let run = try TestSupport.run(["--quiet", "--timestamp", "--reporter", "junit", "."], in: folder.path)
        XCTAssertNotNil(run.stdout.range(of: #"timestamp="\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ""#, options: .regularExpression))
    }

    func testAReportThatCannotBeWrittenIsAnIOError() throws {
        try TestSupport.write(violating + [("blocker", "a file where a folder should be\n")], into: folder)
        let run = try TestSupport.run(["--quiet", "--report", "junit:blocker/archlint.xml", "."], in: folder.path)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("cannot write report blocker/archlint.xml"), run.stderr)
        XCTAssertEqual(run.stdout, "", "every target is checked before any report is written")
        let bad = try TestSupport.run(["--report", "yaml:x.yml", "."], in: folder.path)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("unknown reporter yaml"), bad.stderr)
    }
}
