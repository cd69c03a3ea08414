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
           archlint init [PATH] [--force] [--preset recommended|strict]
           archlint layers [PATH ...]
           archlint audit [PATH ...] [--format html|markdown|json] [--output FILE]
           archlint graph [PATH ...] [--format dot|mermaid] [--level layer|type]
           archlint dump [--json] [--references] [PATH ...]
           archlint rules [--markdown] [--preset recommended|strict]
           archlint explain RULE
           archlint --version | --help

    Lints the Swift sources under each PATH (default: the current folder) against the Clean
    Architecture rules: rules.json built in, extended by .archlint.json or --config FILE.

    OPTIONS:
      --config FILE          configuration file (default: the nearest .archlint.json in the
                             linted folder or above it, else in the current folder)
      --reporter NAME        the report on stdout: xcode (default), json, junit, sarif, github,
                             checkstyle or markdown
      --output FILE          write that report to FILE instead of stdout (- is stdout)
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
      --preset NAME          (init) the preset the new .archlint.json starts from; (rules) list
                             the built-in rules as that preset sets them
      --format NAME          (audit) html, markdown (default) or json; (graph) dot (default) or mermaid
      --level NAME           (graph) layer (default) or type
      --version              print the version
      -h, --help             print this help

    REPORT FILES (--output, --report, --write-baseline): - and /dev/stdout are stdout; a character
    device or a FIFO is written into; a regular file is replaced whole (written beside it, then
    renamed); a symbolic link is followed and its target replaced, the link kept. A scanned source,
    the configuration or the baseline being read is never overwritten: the run stops first (exit 2).

    EXIT STATUS: 0 no error-severity finding, 1 at least one, 2 usage, configuration or I/O error
    (a report or stdout that cannot be written included). When stdout's reader goes away early
    (archlint | head), archlint stops writing there without a message and exits as it would have.
    """

/// Set once the reader of standard output has gone (`EPIPE`, as in `archlint | head -3`): archlint
/// then writes nothing more there, says nothing about it, and ends with the status the run would
/// have had, as other Unix tools do (SIGPIPE is ignored so that the run can decide this itself).
var standardOutputClosed = false
/// Set once standard output could not be written for any other reason (a full disk,
/// `> /dev/full`): the report is lost, so the run ends with status 2.
var standardOutputFailed = false

/// The program's own text on standard output (help, reports), written whole with `write(2)`.
func printOutput(_ text: String) {
    guard !standardOutputClosed, !standardOutputFailed, let error = ReportWriter.writeAll(text, to: 1) else { return }
    if error == EPIPE {
        standardOutputClosed = true
    } else {
        standardOutputFailed = true
        printError("archlint: error: cannot write to standard output: \(ReportWriter.describe(error))")
    }
}

/// One line on standard error. Lines name files, identifiers and configured names, which are the
/// input's text: escaped (`TerminalText`), so that none can act on the terminal or add a line.
func printError(_ line: String) {
    _ = ReportWriter.writeAll(TerminalText.escaped(line) + "\n", to: 2)
}

func fail(_ message: String) -> Never {
    printError("archlint: \(message)")
    exit(2)
}

/// A usage error: the message, then the help.
func failWithUsage(_ message: String) -> Never {
    printError("archlint: \(message)")
    _ = ReportWriter.writeAll("\n" + usage + "\n", to: 2)
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
    return PathBytes.string(cString: buffer)
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
    var preset: String?
    var format: String?
    var level = "layer"
}

func parse(_ arguments: [String]) -> Invocation {
    var invocation = Invocation()
    var rest = arguments[...]
    if let first = rest.first, ["lint", "init", "layers", "audit", "graph", "dump", "rules", "explain", "version", "help"].contains(first) {
        invocation.command = first
        rest = rest.dropFirst()
    }
    func value(for option: String) -> String {
        guard let next = rest.first, !next.hasPrefix("--") else { failWithUsage("\(option) needs a value") }
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
        case "--preset":
            let name = value(for: argument)
            let presets = Configuration.builtIn().presets.map(\.name)
            guard presets.contains(name) else {
                fail("--preset: unknown preset \(name)\(Suggestion.didYouMean(name, among: presets)); the presets are: \(presets.joined(separator: ", "))")
            }
            invocation.preset = name
        case "--format": invocation.format = value(for: argument)
        case "--level":
            invocation.level = value(for: argument)
            guard GraphReporter.Level(rawValue: invocation.level) != nil else { fail("--level takes layer or type, not \(invocation.level)") }
        case "--version": invocation.command = "version"
        case "-h", "--help": invocation.command = "help"
        case "--": invocation.paths += rest; rest = []
        default:
            if argument.hasPrefix("-"), argument != "-" {
                failWithUsage("unknown option \(argument)")
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
    // Whatever is there (a file too large or unreadable to load, a dangling link, a FIFO) is
    // someone's: replaced only with --force, and a folder never.
    var info = stat()
    if PathBytes.withSystemPath(target, { lstat($0, &info) }) == 0 {
        if info.st_mode & S_IFMT == S_IFDIR { fail("\(target) is a folder; archlint init writes a file there") }
        if !invocation.force { fail("\(target) exists; run with --force to replace it") }
    } else if errno != ENOENT {
        fail("cannot write \(target): \(ReportWriter.describe(errno))")
    }
    let checked: ReportWriter.Target
    do { checked = try ReportWriter.target(target) } catch { fail("\(error)") }
    let summary = Initializer.survey(root: root, workingDirectory: cwd, preset: invocation.preset ?? "recommended")
    do {
        try ReportWriter.write(summary.configuration, to: checked)
    } catch {
        fail("\(error)")
    }
    let shownTarget = TerminalText.escaped(target)
    var out = "archlint init: wrote \(shownTarget) (\(Reporters.plural(summary.files, "Swift file")))\n" + summary.layers
    if summary.unlayered == 0 {
        out += "Every file is in a layer.\n"
    } else {
        out += "\(Reporters.plural(summary.unlayered, "file")) in no layer: add their folders to a layer's \"paths\" in \(shownTarget).\n"
    }
    if let preset = invocation.preset, preset != "recommended" {
        out += "Preset: \(preset) (archlint rules --preset \(preset) lists what it sets).\n"
    } else {
        out += "Preset: recommended. For the by-the-book rules (view models only through use cases, no service locator, "
            + "warnings as errors), set \"preset\": \"strict\"; archlint rules --preset strict lists them.\n"
    }
    out += "Next: archlint \(root == "." ? "" : TerminalText.escaped(root) + " ")to see the findings; "
        + "archlint --write-baseline archlint-baseline.json to record today's.\n"
    printOutput(out)
    return 0
}

/// The files a report must never replace: every Swift file listed (read or skipped), the manifests
/// read, the configuration and the baseline.
func protectedFiles(_ project: Project, problems: [InputProblem], invocation: Invocation) -> [ReportWriter.ProtectedFile] {
    var files = project.files.map { ReportWriter.ProtectedFile(path: $0.source.path, size: $0.source.bytes.count, role: "a scanned source file") }
    files += problems.map { ReportWriter.ProtectedFile(path: $0.path, size: nil, role: "a scanned source file") }
    files += project.manifests.map { ReportWriter.ProtectedFile(path: $0.path, size: nil, role: "a package manifest archlint reads") }
    files.append(ReportWriter.ProtectedFile(path: invocation.configPath ?? ".archlint.json", size: nil, role: "the configuration file in use"))
    // With --write-baseline the baseline is not read (the run records every finding), so it may
    // be rewritten in place: `archlint --baseline b.json --write-baseline b.json` prunes it.
    if let baseline = invocation.baseline, invocation.writeBaseline == nil {
        files.append(ReportWriter.ProtectedFile(path: baseline, size: nil, role: "the baseline being read"))
    }
    return files
}

/// Every report target of a run (`option` is how the command line named it, for messages), checked
/// before the first is written: a target that cannot be written, that is one of the run's inputs,
/// that another report also goes to, or a second report on standard output ends the run with
/// status 2 and nothing written.
func checkedTargets(_ requested: [(option: String, path: String)], standardOutputTaken: String?,
                    project: Project, problems: [InputProblem], invocation: Invocation) -> [ReportWriter.Target] {
    var targets: [ReportWriter.Target] = []
    for (option, path) in requested {
        do { targets.append(try ReportWriter.target(path)) } catch { fail("\(option): \(error)") }
    }
    var onStandardOutput = standardOutputTaken.map { [$0] } ?? []
    for (index, target) in targets.enumerated() {
        if target.destination == .standardOutput {
            onStandardOutput.append(requested[index].option)
        } else if case .file = target.destination,
                  let earlier = targets[..<index].firstIndex(where: { $0.destination == target.destination || $0.isSameFile(as: target) }) {
            fail("\(requested[earlier].option) and \(requested[index].option) are the same file; give each report its own")
        }
    }
    if onStandardOutput.count > 1 {
        fail("\(onStandardOutput.joined(separator: " and ")) would all go to standard output; write all but one to files")
    }
    if targets.contains(where: \.replacesAFile) {
        let protected = protectedFiles(project, problems: problems, invocation: invocation)
        for (index, target) in targets.enumerated() {
            if let role = ReportWriter.refusal(for: target, protecting: protected) {
                fail("\(requested[index].option) is \(role); refusing to overwrite it")
            }
        }
    }
    return targets
}

/// Writes a report to a checked target: standard output as every other output there, anything else
/// through `ReportWriter`; false when it could not be written (the message is on stderr).
func deliver(_ report: String, to target: ReportWriter.Target) -> Bool {
    if target.destination == .standardOutput {
        printOutput(report)
        return !standardOutputFailed
    }
    do {
        try ReportWriter.write(report, to: target)
        return true
    } catch {
        printError("archlint: error: \(error)")
        return false
    }
}

func lint(_ invocation: Invocation, options: Linter.Options) -> Int32 {
    let timings = invocation.timings ? Timings() : nil
    let configuration = configuration(for: invocation, options: options)
    timings?.mark("configuration")
    let (project, problems) = Linter.project(options, configuration: configuration, timings: timings)
    var reportOnly: Set<String>?
    if let list = invocation.filesFrom {
        do {
            let selection = try FilesFrom.selection(from: list, project: project, roots: options.paths, workingDirectory: options.workingDirectory)
            for (index, line) in selection.warning.enumerated() { printError(index == 0 ? "archlint: warning: \(line)" : line) }
            reportOnly = selection.files
        } catch {
            fail("\(error)")
        }
    }
    var result = Linter.lint(project, problems: problems, reportOnly: reportOnly, timings: timings)
    // The process ends right after the report: tearing down millions of scanned objects one by
    // one would only delay the exit the operating system does at once (a tenth of a second on
    // a million lines), so the project is never released.
    _ = Unmanaged.passRetained(project)
    var requested = invocation.reports.map { (option: "--report \($0.format):\($0.path)", path: $0.path) }
    if let output = invocation.output { requested.insert(("--output \(output)", output), at: 0) }
    if let path = invocation.writeBaseline { requested = [("--write-baseline \(path)", path)] }
    let defaultReport = invocation.writeBaseline == nil && invocation.output == nil ? "the \(invocation.reporter) report" : nil
    let targets = checkedTargets(requested, standardOutputTaken: defaultReport, project: project, problems: problems, invocation: invocation)
    if let path = invocation.writeBaseline {
        guard deliver(Baseline(result).rendered(), to: targets[0]) else { return 2 }
        timings?.mark("baseline")
        if let timings { _ = ReportWriter.writeAll(timings.report, to: 2) }
        if !invocation.quiet {
            printError("archlint: wrote \(path) with \(Reporters.plural(result.findings.count, "finding")); lint with --baseline \(path) to see only new ones")
        }
        for problem in problems { printError("archlint: error: \(problem)") }
        return problems.isEmpty ? 0 : 2
    }
    var fixed: [Baseline.Entry] = []
    if let path = invocation.baseline {
        let baseline: Baseline
        switch FileWalker.read(path, limit: InputLimit.baseline, for: "a baseline") {
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
    var formats = invocation.reports.map(\.format)
    if invocation.output != nil { formats.insert(invocation.reporter, at: 0) }
    for (format, target) in zip(formats, targets) where !deliver(Reporters.named(format, timestamp: timestamp)!.report(result), to: target) {
        status = 2
    }
    if defaultReport != nil {
        printOutput(Reporters.named(invocation.reporter, timestamp: timestamp)!.report(result))
    }
    timings?.mark("reports")
    if let timings { _ = ReportWriter.writeAll(timings.report, to: 2) }
    for problem in problems { printError("archlint: error: \(problem)") }
    for warning in result.scanWarnings { printError("archlint: warning: \(warning)") }
    if !fixed.isEmpty, !invocation.quiet {
        let count = fixed.reduce(0) { $0 + $1.count }
        printError("archlint: \(count) baseline finding\(count == 1 ? " is" : "s are") fixed (run --write-baseline to prune):")
        for entry in fixed {
            let context = entry.context.isEmpty ? "" : " in \(entry.context)"
            printError("  \(entry.file): \(entry.rule) \(entry.subject)\(context)\(entry.count > 1 ? " (×\(entry.count))" : "")")
        }
    }
    if !invocation.quiet { printError(Reporters.summary(result)) }
    return status
}

func run(_ invocation: Invocation) -> Int32 {
    let cwd = workingDirectory()
    let options = Linter.Options(paths: invocation.paths.isEmpty ? ["."] : invocation.paths,
                                 configPath: invocation.configPath, workingDirectory: cwd)
    switch invocation.command {
    case "version":
        printOutput("\(Version.current)\n")
        return 0
    case "help":
        printOutput(usage + "\n")
        return 0
    case "init":
        return initialize(invocation, cwd: cwd)
    case "rules":
        var configuration = configuration(for: invocation, options: options)
        var heading = ""
        if let name = invocation.preset, let preset = Configuration.builtIn().presets.first(where: { $0.name == name }) {
            // What the preset itself sets, whatever this folder's .archlint.json adds.
            configuration = .builtIn()
            configuration.apply(preset)
            heading = "\(name): \(preset.description)\n\n"
        }
        printOutput(invocation.markdown ? RuleCatalog.markdown(configuration) : heading + RuleCatalog.list(configuration))
        return 0
    case "explain":
        guard let id = invocation.paths.first else { fail("explain needs a rule id; see archlint rules") }
        guard let rule = RuleRegistry.rule(id) else {
            fail("unknown rule \(id)\(Suggestion.didYouMean(id, among: RuleRegistry.ids)); the rules are: \(RuleRegistry.ids.joined(separator: ", "))")
        }
        printOutput(RuleCatalog.explain(rule, configuration: configuration(for: invocation, options: options)))
        return 0
    case "audit":
        let format = invocation.format ?? AuditFormat.markdown.rawValue
        guard let auditFormat = AuditFormat(rawValue: format) else { fail("audit --format takes html, markdown or json, not \(format)") }
        let (project, problems) = Linter.project(options, configuration: configuration(for: invocation, options: options))
        let result = Linter.lint(project, problems: problems)
        let name = options.paths.count == 1 ? projectName(options.paths[0], cwd: cwd) : "\(options.paths.count) folders"
        let written = writeOutput(auditFormat.render(Audit(result, projectName: name)), project: project, problems: problems,
                                  invocation: invocation)
        for problem in problems { printError("archlint: error: \(problem)") }
        return problems.isEmpty && written ? 0 : 2
    case "graph":
        let format = invocation.format ?? GraphReporter.Format.dot.rawValue
        guard let graphFormat = GraphReporter.Format(rawValue: format) else { fail("graph --format takes dot or mermaid, not \(format)") }
        let (project, problems) = Linter.project(options, configuration: configuration(for: invocation, options: options))
        let text = GraphReporter.render(DependencyGraph(project), format: graphFormat, level: GraphReporter.Level(rawValue: invocation.level)!)
        let written = writeOutput(text, project: project, problems: problems, invocation: invocation)
        for problem in problems { printError("archlint: error: \(problem)") }
        return problems.isEmpty && written ? 0 : 2
    case "layers":
        let (project, problems) = Linter.project(options, configuration: configuration(for: invocation, options: options))
        printOutput(LayersReport.render(project) { Linter.displayPath($0, cwd) })
        for problem in problems { printError("archlint: error: \(problem)") }
        return problems.isEmpty ? 0 : 2
    case "dump":
        let (project, problems) = Linter.project(options, configuration: configuration(for: invocation, options: options))
        printOutput(DumpReporter.report(project, includeReferences: invocation.references))
        for problem in problems { printError("archlint: \(problem)") }
        return problems.isEmpty ? 0 : 2
    default:
        return lint(invocation, options: options)
    }
}

/// audit's or graph's one report: to `--output`, checked as lint's reports are, or standard output;
/// false when it could not be written.
func writeOutput(_ text: String, project: Project, problems: [InputProblem], invocation: Invocation) -> Bool {
    guard let output = invocation.output else {
        printOutput(text)
        return true
    }
    let targets = checkedTargets([("--output \(output)", output)], standardOutputTaken: nil, project: project, problems: problems,
                                 invocation: invocation)
    return deliver(text, to: targets[0])
}

/// The name of the folder being audited (`.` becomes the working directory's name).
func projectName(_ path: String, cwd: String) -> String {
    let absolute = Linter.absolute(path, cwd)
    return absolute.split(separator: "/").last.map(String.init) ?? absolute
}

signal(SIGPIPE, SIG_IGN)
let status = run(parse(PathBytes.commandLineArguments()))
exit(standardOutputFailed ? 2 : status)
