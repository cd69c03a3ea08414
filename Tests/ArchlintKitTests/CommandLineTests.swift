import Foundation
import XCTest
@testable import ArchlintReport
@testable import ArchlintKit

/// The command line as swift-argument-parser and SwiftLint users expect it, read from
/// `CommandTable`: parsing, one-line mistakes with the fix, help and completion from one table.
final class CommandLineTests: XCTestCase {
    /// Every option key names an option some subcommand takes, and no subcommand takes one twice.
    func testEveryOptionKeyIsAnOptionOfTheTable() {
        let declared = CommandTable.subcommands.flatMap { $0.options + CommandTable.common }.map(\.key)
        XCTAssertEqual(Set(declared), Set(CommandTable.OptionName.allCases))
        for subcommand in CommandTable.subcommands {
            let keys = (subcommand.options + CommandTable.common).map(\.key)
            XCTAssertEqual(keys.count, Set(keys).count, subcommand.name)
        }
    }

    private func parse(_ arguments: [String], existing: Set<String> = []) throws -> Invocation {
        try CommandLineParser.parse(arguments) { existing.contains($0) }
    }

    private func mistake(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            let invocation = try parse(arguments)
            XCTFail("\(arguments) parsed as \(invocation)", file: file, line: line)
            return ""
        } catch {
            let message = "\(error)"
            XCTAssertFalse(message.contains("\n"), "a mistake is said in one line: \(message)", file: file, line: line)
            return message
        }
    }

    func testOptionsTakeTheirValueEitherWayAndShortFlags() throws {
        XCTAssertEqual(try parse(["--reporter=json", "Sources"]), try parse(["--reporter", "json", "Sources"]))
        XCTAssertEqual(try parse(["--reporter", "JSON"]).value(.reporter), "json")
        let short = try parse(["-q", "-c", "rules.json", "-o", "out.txt", "Sources"])
        XCTAssertTrue(short.flag(.quiet))
        XCTAssertEqual(short.value(.config), "rules.json")
        XCTAssertEqual(short.value(.output), "out.txt")
        XCTAssertEqual(short.arguments, ["Sources"])
        XCTAssertEqual(try parse(["--files-from", "-"]).value(.filesFrom), "-", "- is standard input, not an option")
        XCTAssertEqual(try parse(["--", "--odd-folder"]).arguments, ["--odd-folder"])
        XCTAssertEqual(try parse(["--only", "DTO_LEAK", "--only=codable_entity"]).values(.only), ["dto_leak", "codable_entity"])
        XCTAssertEqual(try parse(["--report", "JUnit:out.xml"]).values(.report), ["junit:out.xml"])
        XCTAssertEqual(try parse(["explain", "DTO_Leak"]).arguments, ["dto_leak"])
        XCTAssertEqual(try parse(["AUDIT"]).command, "audit")
    }

    func testHelpFlagsAndTheHelpSubcommand() throws {
        XCTAssertEqual(try parse(["--help"]).command, "help")
        XCTAssertEqual(try parse(["-h"]).command, "help")
        let auditHelp = try parse(["audit", "--help"])
        XCTAssertEqual(auditHelp.command, "audit")
        XCTAssertTrue(auditHelp.flag(.help))
        XCTAssertEqual(try parse(["help", "graph"]).arguments, ["graph"])
        XCTAssertTrue(mistake(["help", "grahp"]).contains("did you mean \"graph\"?"))
    }

    func testMistakesSayTheFixInOneLine() throws {
        XCTAssertEqual(mistake(["--reportr", "json"]), "unknown option --reportr (did you mean \"--reporter\"?)")
        XCTAssertTrue(mistake(["-v"]).hasPrefix("unknown option -v; the short options of lint are -c, -o, -q, -h"))
        XCTAssertTrue(mistake(["lnt"]).hasPrefix("unknown subcommand lnt (did you mean \"lint\"?)"))
        XCTAssertEqual(try parse(["lnt"], existing: ["lnt"]).arguments, ["lnt"], "a folder called lnt is a path")
        XCTAssertEqual(mistake(["lint", "--format", "html"]), "lint does not take --format; it is an option of each of audit, history, diff, graph")
        XCTAssertEqual(mistake(["audit", "--reporter", "json"]), "audit does not take --reporter; it is an option of lint")
        XCTAssertEqual(mistake(["graph", "--strict"]), "graph does not take --strict; it is an option of lint")
        XCTAssertEqual(mistake(["rules", "dto_leak"]), "rules takes no argument; to read about dto_leak, run archlint explain dto_leak")
        XCTAssertTrue(mistake(["--reporter", "yaml"]).hasPrefix("unknown reporter yaml; one of: xcode, json"))
        XCTAssertTrue(mistake(["--reporter", "jsno"]).hasPrefix("unknown reporter jsno (did you mean \"json\"?)"))
        XCTAssertTrue(mistake(["--only", "dto_leek"]).hasPrefix("unknown rule dto_leek (did you mean \"dto_leak\"?)"))
        XCTAssertTrue(mistake(["--report", "yaml:x.yml"]).hasPrefix("unknown reporter yaml"))
        XCTAssertTrue(mistake(["--report", "json"]).hasPrefix("--report takes NAME:FILE"))
        XCTAssertTrue(mistake(["--config"]).hasPrefix("--config needs a value"))
        XCTAssertTrue(mistake(["--config", "--strict"]).hasPrefix("--config needs a value"))
        XCTAssertEqual(mistake(["--strict=yes"]), "--strict takes no value")
        XCTAssertTrue(mistake(["explain"]).hasPrefix("explain needs RULE"))
        XCTAssertTrue(mistake(["completion", "tcsh"]).hasSuffix("; one of: bash, zsh, fish"))
        XCTAssertEqual(mistake(["init", "a", "b"]), "init takes one folder, not 2 arguments")
    }

    /// Help, completion and parsing read one table: every option a subcommand takes is in its help
    /// and in each shell's script, and nothing else is.
    func testHelpAndCompletionCoverTheTable() throws {
        let scripts = Completion.Shell.allCases.map { ($0, Completion.script(for: $0)) }
        for subcommand in CommandTable.subcommands {
            let help = Help.text(for: subcommand)
            XCTAssertTrue(Help.text().contains("  \(subcommand.name)"), subcommand.name)
            for option in subcommand.options + CommandTable.common {
                XCTAssertTrue(help.contains(option.name), "\(subcommand.name) help lacks \(option.name)")
                for (shell, script) in scripts {
                    let spelled = shell == .fish ? "-l \(option.name.dropFirst(2))" : option.name
                    XCTAssertTrue(script.contains(spelled), "\(shell) completion lacks \(option.name)")
                }
            }
            for (shell, script) in scripts { XCTAssertTrue(script.contains(subcommand.name), "\(shell) lacks \(subcommand.name)") }
        }
        XCTAssertFalse(Help.text(for: CommandTable.audit).contains("--reporter"))
    }

    /// The bash script, run by bash: what a user gets after pressing Tab.
    func testBashCompletionOffersWhatTheParserTakes() throws {
        guard FileManager.default.isExecutableFile(atPath: "/bin/bash") else { throw XCTSkip("bash is not installed") }
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-completion-\(UUID()).bash")
        try Completion.script(for: .bash).write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        func complete(_ line: [String]) throws -> [String] {
            let words = (["archlint"] + line).map { "'\($0)'" }.joined(separator: " ")
            let program = "source '\(script.path)'; COMP_WORDS=(\(words)); COMP_CWORD=\(line.count); _archlint; printf '%s\\n' \"${COMPREPLY[@]}\""
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-c", program]
            process.currentDirectoryURL = FileManager.default.temporaryDirectory
            let out = Pipe()
            process.standardOutput = out
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0)
            return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).sorted()
        }
        XCTAssertEqual(try complete(["--rep"]), ["--report", "--reporter"])
        XCTAssertEqual(try complete(["--reporter", ""]), Reporters.names.sorted())
        XCTAssertEqual(try complete(["audit", "--format", ""]), ["html", "json", "markdown"])
        XCTAssertEqual(try complete(["graph", "--le"]), ["--level"])
        XCTAssertEqual(try complete(["audit", "--rep"]), [], "audit takes no --reporter")
        XCTAssertEqual(try complete(["explain", "dto_"]), ["dto_leak"])
        XCTAssertEqual(try complete(["completion", ""]), ["bash", "fish", "zsh"])
        XCTAssertTrue(try complete(["comp"]).contains("completion"))
    }

    /// zsh and fish read their scripts without a syntax error, where installed (CI installs both).
    func testZshAndFishScriptsParse() throws {
        var checked = 0
        for (shell, flag) in [(Completion.Shell.zsh, "-n"), (.fish, "--no-execute")] {
            guard let path = ["/usr/bin/\(shell)", "/bin/\(shell)"].first(where: FileManager.default.isExecutableFile(atPath:)) else { continue }
            let script = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-completion-\(UUID())")
            try Completion.script(for: shell).write(to: script, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: script) }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = [flag, script.path]
            let err = Pipe()
            process.standardError = err
            try process.run()
            let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "\(shell): \(message)")
            checked += 1
            if shell == .fish {
                // fish can also say what it would offer: `complete -C` completes a command line.
                let offer = Process()
                offer.executableURL = URL(fileURLWithPath: path)
                offer.arguments = ["-c", "source \(script.path); complete -C'archlint audit --format '; complete -C'archlint --rep'"]
                let out = Pipe()
                offer.standardOutput = out
                try offer.run()
                let offered = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                offer.waitUntilExit()
                let words = offered.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
                XCTAssertEqual(words, ["html", "json", "markdown", "--report", "--reporter"])
            }
        }
        if checked < 2 { throw XCTSkip("zsh or fish is not installed: \(2 - checked) script(s) not checked") }
    }

    /// `CLI.run` itself, with its output captured: what the executable does beyond parsing.
    private func run(_ arguments: [String], environment: [String: String] = [:]) -> (status: Int32, out: String, err: String) {
        var out = "", err = ""
        let console = Console { text, descriptor in
            if descriptor == 1 { out += text } else { err += text }
            return nil
        }
        let status = CLI.run(arguments, console: console) { environment[$0] }
        return (status, out, err)
    }

    func testRunsSubcommandsDirectly() throws {
        let pokedex = TestSupport.repositoryRoot.appendingPathComponent("Fixtures/Pokedex").path
        let clean = run(["--reporter", "JSON", pokedex])
        XCTAssertEqual(clean.status, 0, clean.err)
        XCTAssertTrue(clean.out.hasPrefix("{\n  \"version\": 1"), clean.out)
        XCTAssertTrue(clean.err.hasPrefix("archlint: no violations"), clean.err)

        let typo = run(["--reportr", "json", pokedex])
        XCTAssertEqual(typo.status, 2)
        XCTAssertEqual(typo.out, "")
        XCTAssertEqual(typo.err, "archlint: error: unknown option --reportr (did you mean \"--reporter\"?); see archlint help lint\n")

        XCTAssertEqual(run(["completion", "fish"]).out, Completion.script(for: .fish))
        XCTAssertEqual(run(["help", "audit"]).out, Help.text(for: CommandTable.audit))
        XCTAssertEqual(run(["audit", "-h"]).out, Help.text(for: CommandTable.audit))
        XCTAssertEqual(run(["--version"]).out, Version.current + "\n")

        // The command plugin names the package's files; --target and --files-from both choosing is refused.
        let both = run(["--files-from", "-", pokedex], environment: ["ARCHLINT_PACKAGE_FILES": "/dev/null", "ARCHLINT_PACKAGE_TARGETS_CHOSEN": "1"])
        XCTAssertEqual(both.status, 2)
        XCTAssertTrue(both.err.contains("--target and --files-from both choose the files to report on"), both.err)
    }

    /// Colours on a terminal or when forced, never with NO_COLOR; the summary after the findings.
    func testColoursAndTheSummaryOfARun() throws {
        let fixture = TestSupport.repositoryRoot.appendingPathComponent("Fixtures/Violations/dependency_rule").path
        let forced = run([fixture], environment: ["FORCE_COLOR": "1"])
        XCTAssertEqual(forced.status, 1)
        XCTAssertTrue(forced.out.contains("\u{1B}[31merror:\u{1B}[0m"), forced.out)
        XCTAssertTrue(forced.err.contains("\u{1B}["), forced.err)
        let plain = run([fixture], environment: ["FORCE_COLOR": "1", "NO_COLOR": "1"])
        XCTAssertFalse(plain.out.contains("\u{1B}") || plain.err.contains("\u{1B}"))
        XCTAssertEqual(plain.out.split(separator: "\n").count, forced.out.split(separator: "\n").count, "one line per finding either way")
        let summary = plain.err.split(separator: "\n")
        XCTAssertTrue(summary.contains { $0.hasSuffix(" dependency_rule") }, plain.err)
        XCTAssertTrue(summary.last!.hasPrefix("archlint: "), plain.err)
        XCTAssertEqual(run(["--quiet", fixture], environment: ["NO_COLOR": "1"]).err, "")
    }

    /// `--exclude UI` that skips nothing says so, with the glob that would.
    func testAnExcludeThatSkipsNothingIsSaid() throws {
        let showcase = TestSupport.repositoryRoot.appendingPathComponent("Fixtures/Showcase").path
        let typo = run(["-q", "--exclude", "Presentaton", showcase], environment: ["NO_COLOR": "1"])
        XCTAssertEqual(typo.err, "archlint: warning: --exclude Presentaton skips no Swift file (it matches a path from the linted folder; "
                       + "**/Presentaton/** skips every folder named Presentaton)\n")
        let used = run(["-q", "--exclude", "**/Presentation/**", showcase], environment: ["NO_COLOR": "1"])
        XCTAssertEqual(used.err, "")
        XCTAssertFalse(used.out.contains("Presentation/"), "the folder is skipped")
    }
}
