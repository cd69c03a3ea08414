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
           archlint init [PATH] [--force]
           archlint audit [PATH ...] [--format html|markdown|json] [--output FILE]
           archlint graph [PATH ...] [--format dot|mermaid] [--level layer|type]
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
      --baseline FILE        report only findings that FILE does not record
      --write-baseline FILE  record today's findings in FILE (and exit 0)
      --strict               warnings fail the run too (exit 1)
      --only RULE            run only this rule (repeatable)
      --disable RULE         do not run this rule (repeatable)
      --exclude GLOB         skip files matching GLOB (repeatable)
      --files-from FILE|-    report only on the files listed in FILE (or stdin), one per line;
                             the whole tree is still read, so references resolve
      --quiet                no summary line on stderr
      --timings              (lint) print on stderr how long each step took (listing, reading
                             and scanning, the index, the rules, the reports)
      --force                (init) overwrite an existing .archlint.json
      --format NAME          (audit) html, markdown (default) or json; (graph) dot (default) or mermaid
      --level NAME           (graph) layer (default) or type
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

/// The whole of a file, or of standard input for `-`.
func readAll(_ path: String) -> String {
    if path == "-" {
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(0, &buffer, buffer.count)
            if count <= 0 { break }
            data += buffer[0..<count]
        }
        return String(decoding: data, as: UTF8.self)
    }
    switch FileWalker.read(path, limit: 64 << 20) {
    case let .success(bytes): return String(decoding: bytes, as: UTF8.self)
    case let .failure(problem): fail("\(problem.path): \(problem.message)")
    }
}

struct Invocation {
    var command = "lint"
    var paths: [String] = []
    var configPath: String?
    var reporter = "xcode"
    var quiet = false
    var timings = false
    var json = false
    var references = false
    var markdown = false
    var output: String?
    var reports: [(format: String, path: String)] = []
    var timestamp = false
    var baseline: String?
    var writeBaseline: String?
    var strict = false
    var only: [String] = []
    var disabled: [String] = []
    var exclude: [String] = []
    var filesFrom: String?
    var force = false
    var format: String?
    var level = "layer"
}

func parse(_ arguments: [String]) -> Invocation {
    var invocation = Invocation()
    var rest = arguments[...]
    if let first = rest.first, ["lint", "init", "audit", "graph", "dump", "rules", "explain", "version", "help"].contains(first) {
        invocation.command = first
        rest = rest.dropFirst()
    }
    func value(for option: String) -> String {
        guard let next = rest.first, !next.hasPrefix("--") else { fail("\(option) needs a value\n\n\(usage)") }
        rest = rest.dropFirst()
        return next
    }
    func rule(for option: String) -> String {
        let id = value(for: option)
        guard RuleRegistry.ids.contains(id) else {
            fail("\(option): unknown rule \(id)\(Suggestion.didYouMean(id, among: RuleRegistry.ids)); the rules are: \(RuleRegistry.ids.joined(separator: ", "))")
        }
        return id
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
        case "--baseline": invocation.baseline = value(for: argument)
        case "--write-baseline": invocation.writeBaseline = value(for: argument)
        case "--strict": invocation.strict = true
        case "--only": invocation.only.append(rule(for: argument))
        case "--disable": invocation.disabled.append(rule(for: argument))
        case "--exclude": invocation.exclude.append(value(for: argument))
        case "--files-from":
            guard let next = rest.first else { fail("--files-from needs a file, or - for standard input") }
            rest = rest.dropFirst()
            invocation.filesFrom = next
        case "--quiet": invocation.quiet = true
        case "--timings": invocation.timings = true
        case "--json": invocation.json = true
        case "--references": invocation.references = true
        case "--markdown": invocation.markdown = true
        case "--force": invocation.force = true
        case "--format": invocation.format = value(for: argument)
        case "--level":
            invocation.level = value(for: argument)
            guard GraphReporter.Level(rawValue: invocation.level) != nil else { fail("--level takes layer or type, not \(invocation.level)") }
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

func configuration(for invocation: Invocation, options: Linter.Options) -> Configuration {
    var configuration: Configuration
    do {
        configuration = try Linter.configuration(options)
        for pattern in invocation.exclude { configuration.exclude.append(try Glob(pattern)) }
    } catch let error as Glob.Problem {
        fail("--exclude: \(error)")
    } catch {
        fail("configuration error: \(error)")
    }
    if !invocation.only.isEmpty { configuration.enableOnly(invocation.only) }
    for id in invocation.disabled { configuration.setLevel(.off, of: id) }
    return configuration
}

func initialize(_ invocation: Invocation, cwd: String) -> Int32 {
    let root = invocation.paths.first ?? "."
    let target = FileWalker.join(root, ".archlint.json")
    if !invocation.force, case .success = FileWalker.read(target, limit: 1 << 20) {
        fail("\(target) exists; run with --force to replace it")
    }
    let summary = Initializer.survey(root: root, workingDirectory: cwd)
    do {
        try ReportWriter.write(summary.configuration, to: target)
    } catch {
        fail("\(error)")
    }
    var out = "archlint init: wrote \(target) (\(summary.files) Swift files)\n"
    let width = (summary.classified.map(\.layer.count).max() ?? 0) + 2
    for entry in summary.classified {
        let padding = String(repeating: " ", count: width - entry.layer.count)
        out += "  \(entry.layer)\(padding)\(entry.place) (\(Reporters.plural(entry.files, "file")))\n"
    }
    if summary.unclassified.isEmpty {
        out += "Every file is in a layer.\n"
    } else {
        out += "Not in any layer (add their folders or modules to a layer in \(target)):\n"
        for entry in summary.unclassified { out += "  \(entry.place) (\(Reporters.plural(entry.files, "file")))\n" }
    }
    out += "Next: archlint \(root == "." ? "" : root + " ")to see the findings; "
        + "archlint --write-baseline archlint-baseline.json to record today's.\n"
    write(out, to: stdout)
    return 0
}

func lint(_ invocation: Invocation, options: Linter.Options) -> Int32 {
    let timings = invocation.timings ? Timings() : nil
    let configuration = configuration(for: invocation, options: options)
    timings?.mark("configuration")
    let (project, problems) = Linter.project(options, configuration: configuration, timings: timings)
    var reportOnly: Set<String>?
    if let list = invocation.filesFrom {
        reportOnly = Set(readAll(list).split(whereSeparator: \.isNewline).map { line in
            Linter.displayPath(Linter.absolute(String(line).trimmingSpaces(), options.workingDirectory), options.workingDirectory)
        })
    }
    var result = Linter.lint(project, problems: problems, reportOnly: reportOnly, timings: timings)
    // The process ends right after the report: tearing down millions of scanned objects one by
    // one would only delay the exit the operating system does at once (a tenth of a second on
    // a million lines), so the project is never released.
    _ = Unmanaged.passRetained(project)
    if let path = invocation.writeBaseline {
        let baseline = Baseline(result)
        do {
            try ReportWriter.write(baseline.rendered(), to: path)
        } catch {
            fail("\(error)")
        }
        timings?.mark("baseline")
        if let timings { write(timings.report, to: stderr) }
        if !invocation.quiet {
            write("archlint: wrote \(path) with \(result.findings.count) findings; lint with --baseline \(path) to see only new ones\n",
                  to: stderr)
        }
        for problem in problems { write("archlint: error: \(problem)\n", to: stderr) }
        return problems.isEmpty ? 0 : 2
    }
    var fixed: [Baseline.Entry] = []
    if let path = invocation.baseline {
        let baseline: Baseline
        switch FileWalker.read(path, limit: 256 << 20) {
        case let .success(bytes):
            do {
                baseline = try Baseline.parse(bytes, source: path)
            } catch {
                fail("baseline error: \(error)")
            }
        case let .failure(problem):
            fail("baseline \(path): \(problem.message)")
        }
        let filtered = baseline.filter(result)
        result.findings = filtered.new
        fixed = filtered.fixed
    }
    let timestamp = invocation.timestamp ? isoTimestamp() : nil
    var status = result.exitCode(strict: invocation.strict)
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
    timings?.mark("reports")
    if let timings { write(timings.report, to: stderr) }
    for problem in problems { write("archlint: error: \(problem)\n", to: stderr) }
    for warning in result.scanWarnings { write("archlint: warning: \(warning)\n", to: stderr) }
    if !fixed.isEmpty, !invocation.quiet {
        let count = fixed.reduce(0) { $0 + $1.count }
        write("archlint: \(count) baseline finding\(count == 1 ? " is" : "s are") fixed (run --write-baseline to prune):\n", to: stderr)
        for entry in fixed {
            let context = entry.context.isEmpty ? "" : " in \(entry.context)"
            write("  \(entry.file): \(entry.rule) \(entry.subject)\(context)\(entry.count > 1 ? " (×\(entry.count))" : "")\n", to: stderr)
        }
    }
    if !invocation.quiet { write(Reporters.summary(result) + "\n", to: stderr) }
    return status
}

func run(_ invocation: Invocation) -> Int32 {
    let cwd = workingDirectory()
    let options = Linter.Options(paths: invocation.paths.isEmpty ? ["."] : invocation.paths,
                                 configPath: invocation.configPath, workingDirectory: cwd)
    switch invocation.command {
    case "version":
        write("\(Version.current)\n", to: stdout)
        return 0
    case "help":
        write(usage + "\n", to: stdout)
        return 0
    case "init":
        return initialize(invocation, cwd: cwd)
    case "rules":
        let configuration = configuration(for: invocation, options: options)
        write(invocation.markdown ? RuleCatalog.markdown(configuration) : RuleCatalog.list(configuration), to: stdout)
        return 0
    case "explain":
        guard let id = invocation.paths.first else { fail("explain needs a rule id; see archlint rules") }
        guard let rule = RuleRegistry.rule(id) else {
            fail("unknown rule \(id)\(Suggestion.didYouMean(id, among: RuleRegistry.ids)); the rules are: \(RuleRegistry.ids.joined(separator: ", "))")
        }
        write(RuleCatalog.explain(rule, configuration: configuration(for: invocation, options: options)), to: stdout)
        return 0
    case "audit":
        let format = invocation.format ?? AuditFormat.markdown.rawValue
        guard let auditFormat = AuditFormat(rawValue: format) else { fail("audit --format takes html, markdown or json, not \(format)") }
        let (project, problems) = Linter.project(options, configuration: configuration(for: invocation, options: options))
        let result = Linter.lint(project, problems: problems)
        let name = options.paths.count == 1 ? projectName(options.paths[0], cwd: cwd) : "\(options.paths.count) folders"
        let report = auditFormat.render(Audit(result, projectName: name))
        if let output = invocation.output {
            do { try ReportWriter.write(report, to: output) } catch { fail("\(error)") }
        } else {
            write(report, to: stdout)
        }
        for problem in problems { write("archlint: error: \(problem)\n", to: stderr) }
        return problems.isEmpty ? 0 : 2
    case "graph":
        let format = invocation.format ?? GraphReporter.Format.dot.rawValue
        guard let graphFormat = GraphReporter.Format(rawValue: format) else { fail("graph --format takes dot or mermaid, not \(format)") }
        let (project, problems) = Linter.project(options, configuration: configuration(for: invocation, options: options))
        let text = GraphReporter.render(DependencyGraph(project), format: graphFormat, level: GraphReporter.Level(rawValue: invocation.level)!)
        if let output = invocation.output {
            do { try ReportWriter.write(text, to: output) } catch { fail("\(error)") }
        } else {
            write(text, to: stdout)
        }
        for problem in problems { write("archlint: error: \(problem)\n", to: stderr) }
        return problems.isEmpty ? 0 : 2
    case "dump":
        let (project, problems) = Linter.project(options, configuration: configuration(for: invocation, options: options))
        write(DumpReporter.report(project, includeReferences: invocation.references), to: stdout)
        for problem in problems { write("archlint: \(problem)\n", to: stderr) }
        return problems.isEmpty ? 0 : 2
    default:
        return lint(invocation, options: options)
    }
}

/// The name of the folder being audited (`.` becomes the working directory's name).
func projectName(_ path: String, cwd: String) -> String {
    let absolute = Linter.absolute(path, cwd)
    return absolute.split(separator: "/").last.map(String.init) ?? absolute
}

extension String {
    func trimmingSpaces() -> String {
        String(drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" }).reversed().drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" }).reversed())
    }
}

exit(run(parse(Array(CommandLine.arguments.dropFirst()))))
