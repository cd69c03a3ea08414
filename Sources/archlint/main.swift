import ArchlintKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// archlint's command line: parses arguments and hands over to ArchlintKit.
/// Exit codes: 0 no error-severity finding, 1 at least one, 2 usage, configuration or I/O error.

let usage = """
    USAGE: archlint [lint] [options] [PATH ...]
           archlint dump [--json] [--references] [PATH ...]
           archlint rules [--markdown]
           archlint explain RULE
           archlint --version | --help

    Lints the Swift sources under each PATH (default: the current folder) against the Clean
    Architecture rules: rules.json built in, extended by .archlint.json or --config FILE.

    OPTIONS:
      --config FILE          configuration file (default: .archlint.json in the current folder)
      --reporter NAME        the report on stdout: xcode (default), json, junit, sarif, github,
                             checkstyle or markdown
      --output FILE          write that report to FILE instead of stdout
      --report NAME:FILE     also write a report in format NAME to FILE (repeatable); the
                             Xcode-style lines still go to stdout
      --timestamp            put the run's time into JUnit and SARIF reports (off: same input,
                             same bytes)
      --quiet                no summary line on stderr
      --version              print the version
      -h, --help             print this help

    EXIT STATUS: 0 no error-severity finding, 1 at least one, 2 usage, configuration or I/O error.
    """

func write(_ text: String, to stream: UnsafeMutablePointer<FILE>) {
    fputs(text, stream)
}

func fail(_ message: String) -> Never {
    write("archlint: \(message)\n", to: stderr)
    exit(2)
}

/// Now, as ISO 8601 in UTC (`2026-11-22T01:37:21Z`).
func isoTimestamp() -> String {
    var now = time(nil)
    var parts = tm()
    gmtime_r(&now, &parts)
    var buffer = [CChar](repeating: 0, count: 32)
    strftime(&buffer, buffer.count, "%Y-%m-%dT%H:%M:%SZ", &parts)
    return String(cString: buffer)
}

func workingDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return "." }
    return String(cString: buffer)
}

struct Invocation {
    var command = "lint"
    var paths: [String] = []
    var configPath: String?
    var reporter = "xcode"
    var quiet = false
    var json = false
    var references = false
    var markdown = false
    var output: String?
    var reports: [(format: String, path: String)] = []
    var timestamp = false
}

func parse(_ arguments: [String]) -> Invocation {
    var invocation = Invocation()
    var rest = arguments[...]
    if let first = rest.first, ["lint", "dump", "rules", "explain", "version", "help"].contains(first) {
        invocation.command = first
        rest = rest.dropFirst()
    }
    func value(for option: String) -> String {
        guard let next = rest.first, !next.hasPrefix("--") else { fail("\(option) needs a value\n\n\(usage)") }
        rest = rest.dropFirst()
        return next
    }
    while let argument = rest.first {
        rest = rest.dropFirst()
        switch argument {
        case "--config": invocation.configPath = value(for: argument)
        case "--reporter":
            invocation.reporter = value(for: argument)
            guard Reporters.names.contains(invocation.reporter) else {
                fail("unknown reporter \(invocation.reporter); choose one of: \(Reporters.names.joined(separator: ", "))")
            }
        case "--output": invocation.output = value(for: argument)
        case "--report":
            let spec = value(for: argument)
            guard let colon = spec.firstIndex(of: ":"), Reporters.names.contains(String(spec[..<colon])),
                  spec.index(after: colon) < spec.endIndex else {
                fail("--report takes FORMAT:FILE with FORMAT one of \(Reporters.names.joined(separator: ", ")), not \(spec)")
            }
            invocation.reports.append((String(spec[..<colon]), String(spec[spec.index(after: colon)...])))
        case "--timestamp": invocation.timestamp = true
        case "--quiet": invocation.quiet = true
        case "--json": invocation.json = true
        case "--references": invocation.references = true
        case "--markdown": invocation.markdown = true
        case "--version": invocation.command = "version"
        case "-h", "--help": invocation.command = "help"
        case "--": invocation.paths += rest; rest = []
        default:
            if argument.hasPrefix("-"), argument != "-" {
                fail("unknown option \(argument)\n\n\(usage)")
            }
            invocation.paths.append(argument)
        }
    }
    return invocation
}

func run(_ invocation: Invocation) -> Int32 {
    let options = Linter.Options(paths: invocation.paths.isEmpty ? ["."] : invocation.paths,
                                 configPath: invocation.configPath, workingDirectory: workingDirectory())
    switch invocation.command {
    case "version":
        write("\(Version.current)\n", to: stdout)
        return 0
    case "help":
        write(usage + "\n", to: stdout)
        return 0
    default:
        break
    }
    let configuration: Configuration
    do {
        configuration = try Linter.configuration(options)
    } catch {
        fail("configuration error: \(error)")
    }
    switch invocation.command {
    case "rules":
        write(invocation.markdown ? RuleCatalog.markdown(configuration) : RuleCatalog.list(configuration), to: stdout)
        return 0
    case "explain":
        guard let id = invocation.paths.first else { fail("explain needs a rule id; see archlint rules") }
        guard let rule = RuleRegistry.rule(id) else {
            fail("unknown rule \(id); the rules are: \(RuleRegistry.ids.joined(separator: ", "))")
        }
        write(RuleCatalog.explain(rule, configuration: configuration), to: stdout)
        return 0
    case "dump":
        let (project, problems) = Linter.project(options, configuration: configuration)
        write(DumpReporter.report(project, includeReferences: invocation.references), to: stdout)
        for problem in problems { write("archlint: \(problem)\n", to: stderr) }
        return problems.isEmpty ? 0 : 2
    default:
        let (project, problems) = Linter.project(options, configuration: configuration)
        let result = Linter.lint(project, problems: problems)
        let timestamp = invocation.timestamp ? isoTimestamp() : nil
        var status = result.exitCode
        var outputs = invocation.reports
        if let output = invocation.output { outputs.insert((invocation.reporter, output), at: 0) }
        for (format, path) in outputs {
            do {
                try ReportWriter.write(Reporters.named(format, timestamp: timestamp)!.report(result), to: path)
            } catch {
                write("archlint: error: \(error)\n", to: stderr)
                status = 2
            }
        }
        if invocation.output == nil {
            write(Reporters.named(invocation.reporter, timestamp: timestamp)!.report(result), to: stdout)
        }
        for problem in problems { write("archlint: error: \(problem)\n", to: stderr) }
        if !invocation.quiet { write(Reporters.summary(result) + "\n", to: stderr) }
        return status
    }
}

exit(run(parse(Array(CommandLine.arguments.dropFirst()))))
