import ArchlintScan
import ArchlintReport
import ArchlintEngine

/// `archlint [lint]`: lints, applies the baseline, writes the reports.
struct LintCommand {
    let context: CLI.Context
    var invocation: Invocation { context.invocation }
    var console: Console { context.console }

    /// The environment variables the SwiftPM command plugin sets: the Swift files of the package's
    /// targets (a file listing one path per line), and whether the user chose targets with
    /// `--target`. The plugin passes the user's arguments through unchanged and lets archlint
    /// decide what they mean.
    static let packageFilesVariable = "ARCHLINT_PACKAGE_FILES"
    static let packageTargetsChosenVariable = "ARCHLINT_PACKAGE_TARGETS_CHOSEN"

    func run() throws -> Int32 {
        let timings = invocation.flag(.timings) ? Timings() : nil
        try context.checkPathsExist()
        let scope = ProjectScope(paths: invocation.paths, workingDirectory: context.workingDirectory)
        let context = self.context.linting(scope)
        let configuration = try context.configuration()
        timings?.mark("configuration")
        let (project, problems) = try context.project(configuration, timings: timings)
        var reportOnly = scope.reportOnly(in: project)
        if let list = try filesFromList() {
            let selection = try FilesFrom.selection(from: list, project: project, roots: invocation.paths, workingDirectory: context.workingDirectory)
            for (index, line) in selection.warning.enumerated() { console.error(index == 0 ? "archlint: warning: \(line)" : line) }
            reportOnly = reportOnly.map { $0.intersection(selection.files) } ?? selection.files
        }
        var result = Linter.lint(project, problems: problems, reportOnly: reportOnly, timings: timings)
        context.noteFormerRuleIDs(result.formerRuleIDUses)
        // The process ends right after the report: tearing down millions of scanned objects one by
        // one would only delay the exit the operating system does at once (a tenth of a second on
        // a million lines), so the project is never released.
        _ = Unmanaged.passRetained(project)
        let reports = invocation.values(.report).map { spec -> (format: String, path: String) in
            let colon = spec.firstIndex(of: ":")!  // checked by the parser
            return (String(spec[..<colon]), String(spec[spec.index(after: colon)...]))
        }
        let output = invocation.value(.output)
        let writeBaseline = invocation.value(.writeBaseline)
        var requested = reports.map { (option: "--report \($0.format):\($0.path)", path: $0.path) }
        if let output { requested.insert(("--output \(output)", output), at: 0) }
        if let writeBaseline { requested = [("--write-baseline \(writeBaseline)", writeBaseline)] }
        let reporter = invocation.value(.reporter) ?? XcodeReporter.name
        let defaultReport = writeBaseline == nil && output == nil ? "the \(reporter) report" : nil
        let targets = try ReportTargets.checked(requested, standardOutputTaken: defaultReport,
                                                protecting: ReportTargets.protectedFiles(project, problems: problems, invocation: invocation))
        if let path = writeBaseline {
            let recorded = try baselineToWrite(result, at: path, replacing: targets[0].replacesAFile, scope: Baseline.Scope(of: result))
            guard context.deliver(recorded.baseline.rendered(), to: targets[0]) else { return 2 }
            timings?.mark("baseline")
            if let timings { console.errorText(timings.report) }
            if !invocation.flag(.quiet) {
                let entries = "\(recorded.kept) entr\(recorded.kept == 1 ? "y" : "ies")"
                let kept = recorded.kept == 0 ? "" : "; kept \(entries) of files or rules outside this run's scope"
                console.error("archlint: wrote \(path) with \(Reporters.plural(result.findings.count, "finding"))\(kept); "
                              + "lint with --baseline \(path) to see only new ones")
            }
            for problem in problems { console.error("archlint: error: \(problem)") }
            return problems.isEmpty ? 0 : 2
        }
        var baselineNote: [String] = []
        if let path = invocation.value(.baseline) {
            let filtered = try readBaseline(path).filter(result, scope: Baseline.Scope(of: result))
            baselineNote = BaselineNote.lines(hidden: result.findings.count - filtered.new.count, fixed: filtered.fixed, path: path)
            result.findings = filtered.new
        }
        let timestamp = invocation.flag(.timestamp) ? try Timestamp.now(context.environment) : nil
        var status = result.exitCode(strict: invocation.flag(.strict))
        var formats = reports.map(\.format)
        if output != nil { formats.insert(reporter, at: 0) }
        for (format, target) in zip(formats, targets) where !context.deliver(Reporters.named(format, timestamp: timestamp)!.report(result), to: target) {
            status = 2
        }
        if defaultReport != nil {
            let colored = TerminalColors.enabled(fileDescriptor: 1, variable: context.environment)
            console.output(Reporters.named(reporter, timestamp: timestamp, colored: colored)!.report(result))
        }
        timings?.mark("reports")
        if let timings { console.errorText(timings.report) }
        for problem in problems { console.error("archlint: error: \(problem)") }
        for warning in result.scanWarnings { console.error("archlint: warning: \(warning)") }
        if !invocation.flag(.quiet) {
            for line in baselineNote { console.error(line) }
            // Escaped by RunSummary itself, which adds its own colours after.
            console.errorText(RunSummary(result).rendered(colored: TerminalColors.enabled(fileDescriptor: 2, variable: context.environment)))
        }
        return status
    }

    /// `--files-from`, or the package files the command plugin names when the user named no
    /// PATH, or chose targets.
    func filesFromList() throws -> String? {
        let packageFiles = context.environment(Self.packageFilesVariable)
        let targetsChosen = context.environment(Self.packageTargetsChosenVariable) == "1"
        if let list = invocation.value(.filesFrom) {
            if targetsChosen { throw ArchlintError("--target and --files-from both choose the files to report on; use one of them") }
            return list
        }
        guard let packageFiles, invocation.arguments.isEmpty || targetsChosen else { return nil }
        return packageFiles
    }

    func readBaseline(_ path: String) throws -> Baseline {
        switch FileWalker.read(path, limit: InputLimit.baseline, for: "a baseline") {
        case let .success(bytes):
            do { return try Baseline.parse(bytes, source: path) } catch { throw ArchlintError("baseline error: \(error)") }
        case let .failure(problem):
            throw ArchlintError("baseline \(path): \(problem.message)")
        }
    }

    /// Today's findings, and the entries the baseline at `path` already has outside the run's
    /// scope (other files than `--files-from` or a PATH names, rules that did not run), so that a
    /// baseline written from a pull request's files, or with a rule switched off, never loses the
    /// rest of the project's.
    /// `replacing`: a regular file is there now (not standard output, a FIFO or nothing), whose
    /// entries outside the run's scope are kept.
    func baselineToWrite(_ result: LintResult, at path: String, replacing: Bool, scope: Baseline.Scope) throws -> (baseline: Baseline, kept: Int) {
        let today = Baseline(result)
        guard replacing else { return (today, 0) }
        let kept = try readBaseline(path).entries.filter { !scope.contains($0) }
        return (Baseline(entries: kept + today.entries), kept.count)
    }
}

/// What the baseline did, said on stderr before the closing line.
enum BaselineNote {
    static func lines(hidden: Int, fixed: [Baseline.Entry], path: String) -> [String] {
        var lines: [String] = []
        let fixedCount = fixed.reduce(0) { $0 + $1.count }
        if hidden > 0 || fixedCount == 0 {
            lines.append("archlint: the baseline \(path) hid \(Reporters.plural(hidden, "finding"))")
        }
        guard fixedCount > 0 else { return lines }
        lines.append("archlint: \(fixedCount) baseline finding\(fixedCount == 1 ? " is" : "s are") fixed (run --write-baseline to prune):")
        for entry in fixed {
            let context = entry.context.isEmpty ? "" : " in \(entry.context)"
            lines.append("  \(entry.file): \(entry.rule) \(entry.subject)\(context)\(entry.count > 1 ? " (×\(entry.count))" : "")")
        }
        return lines
    }
}
