import Foundation
import XCTest
@testable import ArchlintModel
@testable import ArchlintReport
@testable import ArchlintEngine

/// `archlint history` on a throwaway git repository each test makes: five commits of a small app,
///
///     1 "Start"          Domain/User.swift, Data/UserDTO.swift, Presentation/UserView.swift: clean;
///                        Domain/Latin1.swift, not UTF-8
///     2 "Leak the DTO"   UserView names UserDTO: dto_leak and a forbidden Presentation → Data use
///     3 "Rename"         Presentation/UserView.swift moves to Presentation/Profile/UserView.swift
///     4 "Configure"      an .archlint.json that turns dto_leak off
///     5 "Break config"   the .archlint.json is no longer JSON
final class HistoryTests: TemporaryFolderTestCase {
    private var commits: [String] = []

    private func commit(_ message: String, writing files: [(path: String, code: String)] = [], moving move: (String, String)? = nil) throws {
        try TestSupport.write(files, into: folder)
        if let (from, to) = move { try TestSupport.git(["mv", from, to], in: folder.path) }
        try TestSupport.git(["add", "-A"], in: folder.path)
        try TestSupport.git(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", message], in: folder.path)
        commits.append(try TestSupport.git(["rev-parse", "--short", "HEAD"], in: folder.path))
    }

    override func setUpWithError() throws {
        try super.setUpWithError()
        try TestSupport.git(["init", "-q"], in: folder.path)
        // Latin-1, not UTF-8: left out of every commit and counted, as a lint of a checkout names it.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Domain"), withIntermediateDirectories: true)
        try Data([0x2F, 0x2F, 0x20, 0xE9, 0x0A]).write(to: folder.appendingPathComponent("Domain/Latin1.swift"))
        try commit("Start", writing: [
            ("Domain/User.swift", "struct User {\n    let name: String\n}\n"),
            ("Data/UserDTO.swift", "struct UserDTO: Decodable {\n    let name: String\n    func toDomain() -> User { User(name: name) }\n}\n"),
            ("Presentation/UserView.swift", "struct UserView {\n    let user: User\n}\n"),
        ])
        try commit("Leak the DTO", writing: [("Presentation/UserView.swift", "struct UserView {\n    let user: User\n    let raw: UserDTO\n}\n")])
        try TestSupport.write([("Presentation/Profile/.keep", "")], into: folder)
        try commit("Rename", moving: ("Presentation/UserView.swift", "Presentation/Profile/UserView.swift"))
        try commit("Configure", writing: [(".archlint.json", "{\"rules\": {\"dto_leak\": {\"severity\": \"off\"}}}\n")])
        try commit("Break config", writing: [(".archlint.json", "{\"rules\": \n")])
    }

    private func history(_ options: (inout History.Options) -> Void = { _ in }) throws -> History {
        var settings = History.Options(path: folder.path, workingDirectory: folder.path)
        options(&settings)
        return try History.run(settings, repository: try GitRepository(containing: folder.path))
    }

    func testEachCommitIsLintedWithItsOwnConfigurationFromTheObjectStore() throws {
        let before = try TestSupport.git(["status", "--porcelain", "--ignored"], in: folder.path)
        let history = try history()
        XCTAssertEqual(history.snapshots.map(\.commit.shortID), commits, "oldest first")
        XCTAssertEqual(history.snapshots.map(\.commit.subject), ["Start", "Leak the DTO", "Rename", "Configure", "Break config"])
        let linted = history.snapshots.prefix(4)
        XCTAssertEqual(linted.map(\.files), [3, 3, 3, 3])
        XCTAssertEqual(linted.map { $0.rules["dto_leak"] ?? 0 }, [0, 1, 1, 0], "the fourth commit's own configuration turns it off")
        XCTAssertEqual(linted.map { $0.forbidden[History.edgeName("Presentation", "Data")] ?? 0 }, [0, 1, 1, 1])
        XCTAssertEqual(linted.map(\.lines), [4 + 5 + 4, 4 + 5 + 5, 14, 14], "a last line break starts a line")
        XCTAssertNil(linted.last!.failure)
        let broken = try XCTUnwrap(history.snapshots.last?.failure)
        XCTAssertTrue(broken.contains(".archlint.json at \(commits[4])"), broken)
        // Four files read at the first commit, then only the changed one: a rename keeps its
        // blob but changes its path, which the findings carry.
        XCTAssertEqual(history.scannedBlobs, 4 + 1 + 1)
        XCTAssertEqual(linted.map(\.skippedFiles), [1, 1, 1, 1])
        let leak = try XCTUnwrap(history.introductions.first { $0.subject == "dto_leak" })
        XCTAssertEqual([leak.commit.shortID, String(leak.added), String(leak.after)], [commits[1], "1", "1"])
        XCTAssertEqual(history.introductions.first { $0.subject == History.edgeName("Presentation", "Data") }?.commit.shortID, commits[1])
        XCTAssertEqual(try TestSupport.git(["status", "--porcelain", "--ignored"], in: folder.path), before, "nothing written into the work tree")
    }

    func testSinceEveryAndCommitsChooseTheCommits() throws {
        XCTAssertEqual(try history { $0.since = commits[2] }.snapshots.map(\.commit.shortID), Array(commits[2...]), "from the commit given, included")
        XCTAssertEqual(try history { $0.every = 2 }.snapshots.map(\.commit.shortID), [commits[0], commits[2], commits[4]])
        XCTAssertEqual(try history { $0.commits = 2 }.snapshots.map(\.commit.shortID), Array(commits[3...]), "the newest")
        XCTAssertEqual(try history { $0.since = "2000-01-01" }.snapshots.count, 5, "a date")
        XCTAssertThrowsError(try history { $0.since = "2099-01-01" }) { XCTAssertEqual("\($0)", "no commit since 2099-01-01") }
        // A fixed configuration for every commit: the broken one is not read.
        let fixed = try history { $0.configuration = .builtIn() }
        XCTAssertEqual(fixed.snapshots.map { $0.rules["dto_leak"] ?? 0 }, [0, 1, 1, 1, 1])
    }

    func testTheReportsCarryEveryCommit() throws {
        let history = try history()
        let csv = HistoryFormat.csv.render(history).split(separator: "\n").map(String.init)
        XCTAssertEqual(csv.count, 1 + 5)
        XCTAssertTrue(csv[0].hasPrefix("commit,date,subject,linted,missing_files,files,lines,errors,warnings,feature_cycles,dependency_rule,dto_leak,"), csv[0])
        XCTAssertTrue(csv[0].contains("Presentation → Data") && csv[0].contains("distance Domain"), csv[0])
        XCTAssertTrue(csv[2].contains(",Leak the DTO,yes,,3,14,1,0,0,0,1,1,"), csv[2])
        XCTAssertTrue(csv[5].hasSuffix(",Break config,no,"), csv[5])

        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(HistoryFormat.json.render(history).utf8)) as? [String: Any])
        let entries = try XCTUnwrap(json["commits"] as? [[String: Any]])
        XCTAssertEqual(entries.compactMap { $0["shortCommit"] as? String }, commits)
        XCTAssertEqual((entries[1]["rules"] as? [String: Int])?["dto_leak"], 1)
        let domain = try XCTUnwrap((entries[0]["layers"] as? [[String: Any]])?.first { $0["name"] as? String == "Domain" })
        XCTAssertEqual(domain["afferent"] as? Int, 2, "UserDTO and UserView use User")
        XCTAssertEqual(domain["instability"] as? Double, 0)

        let text = HistoryFormat.text.render(history)
        let leak = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("  dto_leak ") }, text)
        XCTAssertTrue(leak.contains("0 → 0") && leak.contains("+1 at \(commits[1])") && leak.hasSuffix("(1 after): Leak the DTO"), String(leak))
        XCTAssertTrue(text.contains("not linted: "), text)

        let html = HistoryFormat.html.render(history)
        XCTAssertEqual(html.components(separatedBy: "<svg ").count - 1, 4, "findings, per rule, per edge, distance")
        XCTAssertFalse(html.contains("<script"))
        // Five commits: the lines have five points, and none for the commit that was not linted.
        let errors = try XCTUnwrap(html.components(separatedBy: "<path d=\"").dropFirst().first?.components(separatedBy: "\"").first)
        XCTAssertEqual(errors.split(separator: " ").filter { $0 == "M" || $0 == "L" }.count, 4, errors)
    }

    func testTheCommandLine() throws {
        let run = try TestSupport.run(["history", "--format", "csv", "--commits", "3"], in: folder.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").count, 1 + 3)
        XCTAssertTrue(run.stderr.contains("3 commits in "), run.stderr)
        XCTAssertEqual(try TestSupport.run(["history", "--commits", "0"], in: folder.path).status, 2)
        let outside = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: outside) }
        let notGit = try TestSupport.run(["history"], in: outside.path)
        XCTAssertEqual(notGit.status, 2)
        XCTAssertTrue(notGit.stderr.contains("history: fatal: not a git repository"), notGit.stderr)
        // The head's configuration is broken: the audit is made with another, and so is its history.
        try Data("{}\n".utf8).write(to: outside.appendingPathComponent("fixed.json"))
        let audit = try TestSupport.run(["audit", "--format", "json", "--history", "2", "--config", outside.appendingPathComponent("fixed.json").path],
                                        in: folder.path)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(audit.stdout.utf8)) as? [String: Any], audit.stderr)
        XCTAssertEqual(((json["history"] as? [String: Any])?["commits"] as? [Any])?.count, 2)
    }

    /// A commit read from git's objects is the project a checkout of it is: the same files, modules
    /// (manifests and Xcode projects read from the commit), layers and findings, on fixtures of
    /// each kind of build file.
    func testTheLastCommitIsLintedAsItsCheckoutIs() throws {
        // Away from this test's repository, whose last .archlint.json is broken.
        let copies = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: copies) }
        for fixture in ["Violations/dependency_rule", "Layouts/XcodeFrameworks", "Layouts/Workspace", "Todo"] {
            let copy = copies.appendingPathComponent(fixture.replacingOccurrences(of: "/", with: "-"))
            try FileManager.default.copyItem(at: URL(fileURLWithPath: TestSupport.fixture(fixture)), to: copy)
            try TestSupport.git(["init", "-q"], in: copy.path)
            try TestSupport.git(["add", "-A"], in: copy.path)
            try TestSupport.git(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "Copy"], in: copy.path)
            let checkout = TestSupport.lint(folder: copy.path)
            let snapshot = try XCTUnwrap(try History.run(History.Options(path: copy.path, commits: 1, workingDirectory: copy.path),
                                                         repository: GitRepository(containing: copy.path)).snapshots.first)
            XCTAssertNil(snapshot.failure, fixture)
            XCTAssertEqual(snapshot.files, checkout.project.files.count, fixture)
            XCTAssertEqual(snapshot.rules, Dictionary(grouping: checkout.findings, by: \.rule).mapValues(\.count), fixture)
            XCTAssertEqual(snapshot.layers, ArchitectureMetrics(checkout.project).components[.layer], fixture)
            XCTAssertEqual(snapshot.forbidden, Dictionary(uniqueKeysWithValues: DependencyGraph(checkout.project).forbiddenEdges.map {
                (History.edgeName($0.from, $0.to), $0.count)
            }), fixture)
            XCTAssertFalse(checkout.project.files.isEmpty || snapshot.rules.isEmpty && fixture.hasPrefix("Violations"), fixture)
        }
    }
}

/// The bugs users met with `archlint history` and git: options smuggled into git, `--since` values
/// git reads as anything, missing objects, subjects with control characters, overflowing counts,
/// the commit credited for a change, the checkout's path in the report, the charts.
final class HistoryGitTests: TemporaryFolderTestCase {
    /// A git command in the test's repository, as a user with a name and an address.
    private func git(_ arguments: [String]) throws {
        try TestSupport.git(["-c", "user.name=t", "-c", "user.email=t@t"] + arguments, in: folder.path)
    }

    @discardableResult
    private func commit(_ message: String, writing files: [(path: String, code: String)]) throws -> String {
        try TestSupport.write(files, into: folder)
        try git(["add", "-A"])
        try git(["commit", "-q", "--allow-empty", "-m", message])
        return try TestSupport.git(["rev-parse", "--short", "HEAD"], in: folder.path)
    }

    /// Four commits: clean, a DTO leak added, a file added, a file added.
    private var commits: [String] = []

    override func setUpWithError() throws {
        try super.setUpWithError()
        try TestSupport.git(["init", "-q"], in: folder.path)
        commits.append(try commit("Start", writing: [
            ("Domain/User.swift", "struct User {\n    let name: String\n}\n"),
            ("Data/UserDTO.swift", "struct UserDTO: Decodable {\n    let name: String\n}\n"),
            ("Presentation/UserView.swift", "struct UserView {\n    let user: User\n}\n"),
        ]))
        commits.append(try commit("Leak the DTO", writing: [("Presentation/UserView.swift", "struct UserView {\n    let user: User\n    let raw: UserDTO\n}\n")]))
        commits.append(try commit("Add a type", writing: [("Domain/Order.swift", "struct Order {}\n")]))
        commits.append(try commit("Add another", writing: [("Domain/Item.swift", "struct Item {}\n")]))
    }

    private func history(_ options: (inout History.Options) -> Void = { _ in }) throws -> History {
        var settings = History.Options(path: folder.path, workingDirectory: folder.path)
        options(&settings)
        return try History.run(settings, repository: try GitRepository(containing: folder.path))
    }

    private func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    func testAValueThatLooksLikeAnOptionNeverReachesGit() throws {
        let before = try files()
        for arguments in [["history", "--since=--output=x", "."], ["history", "--since=-ox", "."]] {
            let run = try TestSupport.run(arguments, in: folder.path)
            XCTAssertEqual(run.status, 2, run.stderr)
            XCTAssertTrue(run.stderr.contains("--since"), run.stderr)
        }
        XCTAssertThrowsError(try history { $0.since = "--output=y" })
        XCTAssertEqual(try files(), before, "git wrote no file: x^{commit}, y^{commit}")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("x^{commit}").path))
    }

    func testSinceIsACommitOrADateArchlintReads() throws {
        for (since, message) in [("HEAD~99", "unknown revision HEAD~99"), ("v9.9", "unknown revision v9.9")] {
            XCTAssertThrowsError(try history { $0.since = since }, since) { XCTAssertTrue("\($0)".contains(message), "\($0)") }
        }
        XCTAssertThrowsError(try history { $0.since = "banana 1999" }) { error in
            for form in ["2024-01-31", "2024-01-31T10:00:00Z", "6 months ago"] { XCTAssertTrue("\(error)".contains(form), "\(error)") }
        }
        let run = try TestSupport.run(["history", "--since", "banana 1999"], in: folder.path)
        XCTAssertEqual(run.status, 2, run.stdout)
        XCTAssertEqual(try history { $0.since = "HEAD~2" }.snapshots.map(\.commit.shortID), Array(commits[1...]))
        XCTAssertEqual(try history { $0.since = "1 day ago" }.snapshots.count, 4, "the commits were all made just now")
        XCTAssertEqual(try history { $0.since = "2000-01-01" }.snapshots.count, 4)

        // The forms archlint reads, against a fixed now: 2024-03-31T12:00:00Z.
        let now = Date(timeIntervalSince1970: 1_711_886_400)
        for (text, seconds) in [("2024-01-31", 1_706_659_200), ("2024-01-31T10:00:00Z", 1_706_695_200), ("2024-01-31T10:00Z", 1_706_695_200),
                                ("2024-01-31T10:00:00+02:00", 1_706_688_000), ("2024-01-31T10:00:00", 1_706_695_200),
                                ("1 day ago", 1_711_800_000), ("3 days ago", 1_711_627_200), ("2 weeks ago", 1_710_676_800),
                                ("1 month ago", 1_709_208_000), ("2 months ago", 1_706_702_400), ("1 year ago", 1_680_264_000)] {
            XCTAssertEqual(try History.Since(text, now: now), .date(seconds), text)
        }
        XCTAssertEqual(try History.Since("v1.2", now: now), .revision("v1.2"))
        for text in ["2024-02-30", "2024-13-01", "2024-1-31", "3 fortnights ago", "-1 days ago", "99999999999999999999 years ago", "9223372036854775807 days ago", ""] {
            XCTAssertThrowsError(try History.Since(text, now: now), text)
        }
    }

    func testAMissingBlobIsNamedOnceMarkedInEveryFormatAndFailsTheRun() throws {
        // The leaking view's blob, at one path in commits 1 to 3: its loose object file removed,
        // as a partial clone or a broken mirror would lack it.
        let blob = try TestSupport.git(["rev-parse", "HEAD:Presentation/UserView.swift"], in: folder.path)
        try FileManager.default.removeItem(atPath: folder.appendingPathComponent(".git/objects/\(blob.prefix(2))/\(blob.dropFirst(2))").path)

        let history = try history()
        XCTAssertEqual(history.snapshots.map(\.missingFiles), [[], ["Presentation/UserView.swift"], ["Presentation/UserView.swift"], ["Presentation/UserView.swift"]])
        XCTAssertEqual(history.missingObjects.map(\.path), ["Presentation/UserView.swift"], "once, for the three commits")

        let run = try TestSupport.run(["history", "--format", "json"], in: folder.path)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertEqual(run.stderr.components(separatedBy: "Presentation/UserView.swift").count - 1, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains(String(blob.prefix(12))) && run.stderr.contains("--allow-missing-objects"), run.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.stdout)
        let entries = try XCTUnwrap(json["commits"] as? [[String: Any]])
        XCTAssertEqual(entries.map { $0["complete"] as? Bool }, [true, false, false, false])
        XCTAssertEqual(entries[1]["missingFiles"] as? [String], ["Presentation/UserView.swift"])

        let accepted = try TestSupport.run(["history", "--allow-missing-objects", "--format", "csv"], in: folder.path)
        XCTAssertEqual(accepted.status, 0, accepted.stderr)
        XCTAssertTrue(accepted.stderr.contains("Presentation/UserView.swift"), "still named: \(accepted.stderr)")
        let csv = accepted.stdout.split(separator: "\n")
        XCTAssertTrue(csv[0].hasPrefix("commit,date,subject,linted,missing_files,"), String(csv[0]))
        XCTAssertTrue(csv[1].contains(",Start,yes,,"), String(csv[1]))
        XCTAssertTrue(csv[2].contains(",Leak the DTO,incomplete,Presentation/UserView.swift,"), String(csv[2]))

        let text = HistoryFormat.text.render(history)
        XCTAssertTrue(text.contains("\(commits[1]) incomplete: Presentation/UserView.swift is missing from git's object store"), text)
        let html = HistoryFormat.html.render(history)
        XCTAssertTrue(html.contains("<h3>Incomplete commits</h3>") && html.contains("<li><code>\(commits[1])</code>"), html)
    }

    /// A binary file named `.swift` is named on standard error as skipped, once for all the
    /// commits that have it, as a lint of the checkout names it; the commits are still linted.
    func testAFileThatIsNotSwiftIsNamedOnceAsSkipped() throws {
        let bytes: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 0, 0, 0x01]
        try Data(bytes).write(to: folder.appendingPathComponent("Domain/Blob.swift"))
        commits.append(try commit("Add a binary", writing: []))
        commits.append(try commit("Add one more", writing: [("Domain/More.swift", "struct More {}\n")]))
        let history = try history()
        XCTAssertEqual(history.leftOutFiles.map(\.path), ["Domain/Blob.swift"], "once, for the two commits")
        XCTAssertEqual(history.leftOutFiles.first?.commit.shortID, commits[4])
        XCTAssertEqual(history.snapshots.suffix(2).map(\.skippedFiles), [1, 1])
        let run = try TestSupport.run(["history"], in: folder.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        let named = run.stderr.split(separator: "\n").filter { $0.contains("Domain/Blob.swift") }
        XCTAssertEqual(named, ["archlint: warning: Domain/Blob.swift: contains a NUL byte at line 1: a binary file, not Swift source; skipped "
                               + "(first at \(commits[4]))"], run.stderr)
    }

    func testAnySubjectSurvivesAndIsEscaped() throws {
        let subjects = ["Unit\u{1F}separated", "Record\u{1E}separated", "Bell\u{07}rung"]
        for subject in subjects { try commit(subject, writing: []) }
        let history = try history()
        XCTAssertEqual(history.snapshots.map(\.commit.subject), ["Start", "Leak the DTO", "Add a type", "Add another"] + subjects)
        for format in HistoryFormat.allCases {
            let report = format.render(history)
            XCTAssertFalse(report.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(format): \(report.debugDescription)")
        }
        let csv = HistoryFormat.csv.render(history).split(separator: "\n")
        XCTAssertEqual(csv.count, 1 + 7)
        XCTAssertTrue(csv[7].contains(",Bell\\u{7}rung,"), String(csv[7]))
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(HistoryFormat.json.render(history).utf8)) as? [String: Any])
        XCTAssertEqual((json["commits"] as? [[String: Any]])?.suffix(3).compactMap { $0["subject"] as? String }, subjects)
    }

    func testCountsTooLargeToMultiplyDoNotCrash() throws {
        let run = try TestSupport.run(["history", "--commits", "9223372036854775807", "--every", "2", "--format", "csv"], in: folder.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").count, 1 + 2, "commits 2 and 4 of 4")
        let tooLarge = try TestSupport.run(["history", "--every", "9223372036854775808"], in: folder.path)
        XCTAssertEqual(tooLarge.status, 2)
        XCTAssertTrue(tooLarge.stderr.contains("9223372036854775807"), tooLarge.stderr)
    }

    func testTheCommitThatMadeAChangeIsCreditedWhenEveryStepsOverIt() throws {
        // Every third commit from HEAD: the first and the fourth; the leak came with the second, skipped.
        let everyThird = try history { $0.every = 3 }
        XCTAssertEqual(everyThird.snapshots.map(\.commit.shortID), [commits[0], commits[3]])
        let leak = try XCTUnwrap(everyThird.introductions.first { $0.subject == "dto_leak" })
        XCTAssertEqual([leak.commit.shortID, String(leak.added), String(leak.after)], [commits[1], "1", "1"])
        XCTAssertEqual(everyThird.introductions.first { $0.subject == History.edgeName("Presentation", "Data") }?.commit.shortID, commits[1])
        XCTAssertTrue(HistoryFormat.text.render(everyThird).contains("+1 at \(commits[1])"))

        // Three commits on, one leak more, then three at once: of the skipped step's two rises,
        // the larger is credited, with its own count.
        try commit("One more leak", writing: [("Presentation/A.swift", "struct A {\n    let raw: UserDTO\n}\n")])
        try commit("Nothing", writing: [])
        let three = try commit("Three more", writing: [("Presentation/B.swift", "struct B {\n    let raw: UserDTO\n}\n"),
                                                       ("Presentation/C.swift", "struct C {\n    let raw: UserDTO\n}\n"),
                                                       ("Presentation/D.swift", "struct D {\n    let raw: UserDTO\n}\n")])
        let later = try history { $0.every = 3 }
        XCTAssertEqual(later.snapshots.map(\.commit.shortID), [commits[0], commits[3], three])
        XCTAssertEqual(later.snapshots.map { $0.rules["dto_leak"] ?? 0 }, [0, 1, 5])
        let credited = try XCTUnwrap(later.introductions.first { $0.subject == "dto_leak" })
        XCTAssertEqual([credited.commit.shortID, String(credited.added), String(credited.after), String(credited.shownAt)], [three, "3", "5", "2"])
    }

    func testTheReportNamesTheFolderNotWhereItIs() throws {
        let outside = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: outside) }
        let name = folder.lastPathComponent
        for (directory, arguments) in [(folder.path, ["history"]), (outside.path, ["history", folder.path])] {
            for format in ["text", "html"] {
                let run = try TestSupport.run(arguments + ["--format", format], in: directory)
                XCTAssertEqual(run.status, 0, run.stderr)
                XCTAssertFalse(run.stdout.contains(folder.path), run.stdout)
                XCTAssertTrue(run.stdout.contains(format == "text" ? "History of \(name):" : "<title>Architecture history: \(name)</title>"), run.stdout)
            }
        }
    }

    func testTheChartsReadAsATeamReadsThem() throws {
        let history = try history()
        let html = HistoryFormat.html.render(history)
        let charts = html.components(separatedBy: "<svg ").dropFirst().map { $0.components(separatedBy: "</svg>")[0] }
        XCTAssertEqual(charts.count, 4, "findings, per rule, per edge, distance")
        func texts(_ svg: String, anchored anchor: String) -> [String] {
            svg.components(separatedBy: "<text ").dropFirst().filter { $0.hasPrefix("x=\"42\"") && $0.contains("text-anchor=\"\(anchor)\"") }
                .map { String($0[$0.index(after: $0.firstIndex(of: ">")!)...].prefix { $0 != "<" }) }
        }
        for (number, chart) in charts.enumerated() {
            XCTAssertTrue(chart.hasPrefix("xmlns=\"http://www.w3.org/2000/svg\" width=\"100%\" viewBox=\"0 0 "), "the page's width: \(chart.prefix(120))")
            let ticks = texts(chart, anchored: "end")
            XCTAssertGreaterThan(ticks.count, 1)
            // Counts tick at whole numbers; the distance, from 0 to 1, in quarters.
            XCTAssertEqual(ticks.filter { Int($0) == nil }.isEmpty, number < 3, ticks.joined(separator: " "))
            // A hover title per point: the series, the value, the commit, its date and subject.
            let points = chart.components(separatedBy: "<circle ").dropFirst().filter { !$0.prefix { $0 != ">" }.hasSuffix("/") }
            let vertices = chart.components(separatedBy: "<path d=\"").dropFirst().flatMap { $0.prefix { $0 != "\"" }.split(separator: " ") }
            XCTAssertEqual(points.count, vertices.filter { $0 == "M" || $0 == "L" }.count, "one per point of a line")
            XCTAssertTrue(points.allSatisfy { $0.contains("<title>") }, chart)
            XCTAssertTrue(points.contains { $0.contains(" at \(commits[1]) on \(history.snapshots[1].day): Leak the DTO</title>") }, chart)
            // The first and last commits under the axis, over their dates.
            XCTAssertTrue(chart.contains(">\(commits[0])<tspan ") && chart.contains(">\(history.snapshots[0].day)</tspan>"), chart)
        }
        // The jump of each rule, labelled with the commit that made it.
        XCTAssertTrue(charts[1].contains(">+1 \(commits[1])<title>dto_leak: +1 at \(commits[1])"), charts[1])
        XCTAssertTrue(charts[2].contains(">+1 \(commits[1])<title>"), charts[2])
        XCTAssertFalse(charts[0].contains(">+1 "), "the totals are not labelled")
        // The legend gives each series' latest value: lines that end on one value overlap.
        XCTAssertTrue(charts[1].contains(">dto_leak <tspan font-weight=\"600\">1</tspan></text>"), charts[1])
        XCTAssertTrue(charts[0].contains(">errors <tspan font-weight=\"600\">\(history.snapshots.last!.errors)</tspan></text>"), charts[0])

        // Lines told apart: a colour each, and past the palette a dash pattern too.
        let strokes = (0..<(3 * LineChart.colors.count)).map { LineChart.stroke($0) }
        XCTAssertEqual(Set(strokes.map { "\($0.color) \($0.dash)" }).count, strokes.count)
        XCTAssertEqual(Set(LineChart.colors).count, LineChart.colors.count)
        let paths = charts[0].components(separatedBy: "<path d=").dropFirst().map { $0.components(separatedBy: "stroke=\"")[1].prefix { $0 != "\"" } }
        XCTAssertEqual(paths.count, 3, "errors, warnings, forbidden uses")
        XCTAssertEqual(Set(paths).count, paths.count)
    }
}
