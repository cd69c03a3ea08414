#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ArchlintScan
import ArchlintModel
import ArchlintReport
import ArchlintEngine

/// archlint's subcommands, run from a parsed command line. The executable only hands over its
/// arguments; everything it does is here, where tests call it directly.
public enum CLI {
    /// The `archlint` executable: this process's command line, run.
    /// SIGINT, SIGTERM and SIGHUP remove the temporary files of reports being written, then end
    /// the process by that signal (`PendingTemporaryFiles`): installed here, for the executable,
    /// never by the library, whose user's process keeps its own handlers.
    public static func main() -> Int32 {
        PendingTemporaryFiles.installSignalHandlers()
        return run(PathBytes.commandLineArguments())
    }

    /// Runs a command line and returns the exit status: 0 no error-severity finding, 1 at least
    /// one, 2 usage, configuration or I/O error.
    /// `environment` reads an environment variable (tests give their own).
    static func run(_ arguments: [String], console: Console = Console(),
                           environment: @escaping (String) -> String? = { getenv($0).map { String(cString: $0) } }) -> Int32 {
        let workingDirectory = FileWalker.currentDirectory()
        let invocation: Invocation
        do {
            invocation = try CommandLineParser.parse(arguments) { FileWalker.exists(Paths.absolute($0, workingDirectory)) }
        } catch let error as UsageError {
            return usage(error, console: console)
        } catch {
            console.error("archlint: error: \(error)")
            return 2
        }
        let context = Context(invocation: invocation, console: console, workingDirectory: workingDirectory, environment: environment)
        do {
            let status = try context.run()
            return console.standardOutputFailed ? 2 : status
        } catch let error as UsageError {
            // A combination of options the parser cannot judge alone (`diff --merge-base` with BASE).
            return usage(error, console: console)
        } catch let failure as ArchlintError {
            console.error("archlint: error: \(failure)")
            return 2
        } catch {
            console.error("archlint: error: \(error)")
            return 2
        }
    }

    /// A usage error, with the help that explains the subcommand: status 2.
    private static func usage(_ error: UsageError, console: Console) -> Int32 {
        let help = error.subcommand == CommandTable.help.name ? "archlint help" : "archlint help \(error.subcommand)"
        console.error("archlint: error: \(error.description); see \(help)")
        return 2
    }

    /// One run: the invocation and where its output goes.
    struct Context {
        let invocation: Invocation
        let console: Console
        let workingDirectory: String
        let environment: (String) -> String?
        /// What is walked: the PATHs given (`.` when none), or for a lint their projects
        /// (`ProjectScope`), with the roots the scope found.
        private(set) var options: ProjectLoader.Options
        var paths: [String] { options.paths }

        init(invocation: Invocation, console: Console, workingDirectory: String, environment: @escaping (String) -> String?) {
            self.invocation = invocation
            self.console = console
            self.workingDirectory = workingDirectory
            self.environment = environment
            options = ProjectLoader.Options(paths: invocation.paths, configPath: invocation.value(.config), workingDirectory: workingDirectory)
        }

        /// The same run over the projects of its PATHs.
        func linting(_ scope: ProjectScope) -> Context {
            var context = self
            context.options = ProjectLoader.Options(paths: scope.paths, configPath: invocation.value(.config), workingDirectory: workingDirectory,
                                                    projectFolders: scope.roots)
            return context
        }

        /// The same run over `paths` alone, whatever the command line's arguments are (`archlint
        /// diff`, whose arguments are revisions).
        func over(paths: [String]) -> Context {
            var context = self
            context.options = ProjectLoader.Options(paths: paths, configPath: invocation.value(.config), workingDirectory: workingDirectory)
            return context
        }

        func run() throws -> Int32 {
            if invocation.flag(.version) || invocation.command == CommandTable.version.name {
                console.output("\(Version.current)\n")
                return 0
            }
            if invocation.command == CommandTable.help.name || invocation.flag(.help) {
                let topic = invocation.command == CommandTable.help.name ? invocation.arguments.first : invocation.command
                console.output(Help.text(for: topic.flatMap(CommandTable.subcommand(named:))))
                return 0
            }
            switch invocation.command {
            case CommandTable.completion.name:
                console.output(Completion.script(for: Completion.Shell(rawValue: invocation.arguments[0])!))
                return 0
            case CommandTable.initialize.name:
                return try initialize()
            case CommandTable.rules.name:
                return try rules()
            case CommandTable.explain.name:
                console.output(RuleCatalog.explain(invocation.arguments[0], configuration: try configuration()))
                return 0
            case CommandTable.audit.name, CommandTable.graph.name, CommandTable.layers.name, CommandTable.dump.name:
                return try describeProject()
            case CommandTable.history.name:
                return try history()
            case CommandTable.diff.name:
                return try DiffCommand(context: self).run()
            case CommandTable.why.name:
                return try why()
            default:
                return try LintCommand(context: self).run()
            }
        }

        /// The configuration of this run: the project's file, then `--exclude`, `--only` and `--disable`.
        func configuration() throws -> Configuration {
            var configuration: Configuration
            do {
                configuration = try ConfigurationDiscovery.configuration(options)
                for pattern in invocation.values(.exclude) { configuration.exclude.append(try Glob(pattern)) }
            } catch let error as Glob.Problem {
                throw ArchlintError("--exclude: \(error)")
            } catch {
                throw ArchlintError("configuration error: \(error)")
            }
            // A former id stands for the ids it became that neither option names.
            let named = invocation.values(.only) + invocation.values(.disable)
            var uses = configuration.formerRuleIDUses
            let only = FormerRuleID.resolve(invocation.values(.only), among: named, at: CommandTable.OptionName.only.rawValue, uses: &uses).map(\.id)
            if !only.isEmpty { configuration.enableOnly(only) }
            for (_, id) in FormerRuleID.resolve(invocation.values(.disable), among: named, at: CommandTable.OptionName.disable.rawValue, uses: &uses) {
                configuration.setLevel(.off, of: id)
            }
            noteFormerRuleIDs(uses)
            return configuration
        }

        /// Says on standard error which id to write for each former rule id the run met, once per
        /// id however many places write it: the first place is named.
        func noteFormerRuleIDs(_ uses: [FormerRuleIDUse]) {
            for use in uses {
                console.errorOnce(key: "former rule id \(use.former)") {
                    FormerRuleIDUse.note(uses.filter { $0.former == use.former && $0.place == use.place })
                }
            }
        }

        /// Every PATH given must be there: a wrong path in CI must fail, not lint nothing.
        func checkPathsExist() throws {
            for path in invocation.arguments where !FileWalker.exists(Paths.absolute(path, workingDirectory)) {
                throw ArchlintError(path: path, "no such file or folder")
            }
        }

        /// A folder PATH with no Swift file archlint would lint fails the run, as SwiftLint's "No
        /// lintable files found", unless `--allow-zero-lintable-files`.
        func checkEveryPathHasSwiftFiles(_ project: Project, problems: [ArchlintError]) throws {
            guard !invocation.flag(.allowZeroLintableFiles) else { return }
            let located = project.files.filter { !$0.isGenerated }.map { Paths.absolute($0.source.path, workingDirectory) }
                + problems.map { Paths.absolute($0.path, workingDirectory) }
            // The PATHs given, not the projects a lint widened them to.
            for path in invocation.paths {
                let root = Paths.absolute(path, workingDirectory)
                if !located.contains(where: { $0 == root || ModuleMap.isWithin($0, root) }) {
                    throw ArchlintError("no lintable Swift files found under \(path) (pass --allow-zero-lintable-files if that is expected)")
                }
            }
        }

        /// The project under the PATHs (which `checkPathsExist` has seen), each holding Swift files.
        func project(_ configuration: Configuration, timings: Timings? = nil) throws -> (Project, [ArchlintError]) {
            let (project, problems) = ProjectLoader.project(options, configuration: configuration, timings: timings)
            try checkEveryPathHasSwiftFiles(project, problems: problems)
            warnAboutExcludesThatMatchNothing(configuration)
            warnAboutLayerGlobsThatMatchNothing(project)
            for warning in project.inputWarnings { console.error("archlint: warning: \(warning)") }
            return (project, problems)
        }

        /// A configuration given with `--config` matches its layer globs from its own folder: one
        /// kept elsewhere (a shared file, a CI template) can leave a layer with no file without a
        /// word. Each glob the file wrote that matches no file is named, with that folder.
        func warnAboutLayerGlobsThatMatchNothing(_ project: Project) {
            guard invocation.value(.config) != nil, let origin = project.configuration.origin else { return }
            let folder = Paths.displayPath(Paths.parent(of: origin.path), workingDirectory)
            for layer in project.configuration.layers {
                for glob in layer.configuredPaths where !project.files.contains(where: { glob.matches($0.projectPath) }) {
                    console.error("archlint: warning: layer \(layer.name): paths glob \(glob.pattern) of \(origin.shown) matches no Swift file "
                        + "(globs are matched from the folder of the configuration for the files in it, \(folder), "
                        + "and from the project's root for the others)")
                }
            }
        }

        /// `--exclude UI` that skips nothing is a typo or a misunderstanding of the glob, never
        /// what the user meant: said in a warning. Each glob is tried on the tree alone (a listing
        /// is a tenth of a second on a million lines), and only when `--exclude` is given.
        func warnAboutExcludesThatMatchNothing(_ configuration: Configuration) {
            let patterns = invocation.values(.exclude)
            guard !patterns.isEmpty else { return }
            let given = Array(configuration.exclude.suffix(patterns.count))
            let others = Array(configuration.exclude.dropLast(patterns.count))
            let listed = FileWalker.swiftFiles(under: paths, excluding: others).files.count
            for (pattern, glob) in zip(patterns, given) where FileWalker.swiftFiles(under: paths, excluding: others + [glob]).files.count == listed {
                let name = pattern.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
                let hint = name.contains("/") || name.contains("*") ? "globs match paths from the linted folder"
                    : "it matches a path from the linted folder; **/\(name)/** skips every folder named \(name)"
                console.error("archlint: warning: --exclude \(pattern) skips no Swift file (\(hint))")
            }
        }

        func initialize() throws -> Int32 {
            let root = invocation.paths[0]
            var info = stat()
            guard PathBytes.withSystemPath(root, { stat($0, &info) }) == 0 else {
                throw ArchlintError(path: root, "no such folder; archlint init writes .archlint.json into an existing project folder")
            }
            guard info.st_mode & S_IFMT == S_IFDIR else { throw ArchlintError("\(root) is not a folder") }
            let target = Paths.join(root, ".archlint.json")
            // Whatever is there (a file too large or unreadable to load, a dangling link, a FIFO) is
            // someone's: replaced only with --force, and a folder never.
            if PathBytes.withSystemPath(target, { lstat($0, &info) }) == 0 {
                if info.st_mode & S_IFMT == S_IFDIR { throw ArchlintError("\(target) is a folder; archlint init writes a file there") }
                if !invocation.flag(.force) { throw ArchlintError("\(target) exists; run with --force to replace it") }
            } else if errno != ENOENT {
                throw ArchlintError("cannot write \(target): \(ReportWriter.describe(errno))")
            }
            let checked = try ReportWriter.target(target)
            let preset = invocation.value(.preset) ?? "recommended"
            let summary = Initializer.survey(root: root, workingDirectory: workingDirectory, preset: preset)
            try ReportWriter.write(summary.configuration, to: checked)
            let shownTarget = TerminalText.escaped(target)
            var out = "archlint init: wrote \(shownTarget) (\(Reporters.plural(summary.files, "Swift file")))\n" + summary.layers
            if summary.unlayered == 0 {
                out += "Every file is in a layer.\n"
            } else {
                out += "\(Reporters.plural(summary.unlayered, "file")) in no layer: add their folders to a layer's \"paths\" in \(shownTarget).\n"
            }
            if preset != "recommended" {
                out += "Preset: \(preset) (archlint rules --preset \(preset) lists what it sets).\n"
            } else {
                out += "Preset: recommended. For the by-the-book rules (view models only through use cases, no service locator, "
                    + "warnings as errors), set \"preset\": \"strict\"; archlint rules --preset strict lists them.\n"
            }
            out += "Next: archlint \(root == "." ? "" : TerminalText.escaped(root) + " ")to see the findings; "
                + "archlint --write-baseline archlint-baseline.json to record today's.\n"
            console.output(out)
            return 0
        }

        func rules() throws -> Int32 {
            var configuration = try self.configuration()
            var heading = ""
            if let name = invocation.value(.preset), let preset = Configuration.builtIn().presets.first(where: { $0.name == name }) {
                // What the preset itself sets, whatever this folder's .archlint.json adds.
                configuration = .builtIn()
                configuration.apply(preset)
                heading = "\(name): \(preset.description)\n\n"
            }
            console.output(invocation.flag(.markdown) ? RuleCatalog.markdown(configuration) : heading + RuleCatalog.list(configuration))
            return 0
        }

        /// A whole number from 1 to Int.max given to `option`, if given.
        func count(_ option: CommandTable.OptionName, in command: String) throws -> Int? {
            guard let text = invocation.value(option) else { return nil }
            guard let value = Int(text), value >= 1 else {
                throw UsageError("\(option.rawValue) takes a whole number from 1 to \(Int.max), not \(text)", in: command)
            }
            return value
        }

        /// `archlint history`: the trend over past commits, read from git.
        func history() throws -> Int32 {
            try checkPathsExist()
            let fixed = invocation.value(.config) == nil ? nil : try configuration()
            var options = History.Options(path: Paths.absolute(invocation.paths[0], workingDirectory), since: invocation.value(.since),
                                          configuration: fixed, workingDirectory: workingDirectory)
            if fixed == nil {
                do { options.exclude = try invocation.values(.exclude).map(Glob.init) } catch { throw ArchlintError("--exclude: \(error)") }
            }
            options.commits = try count(.commits, in: CommandTable.history.name) ?? options.commits
            options.every = try count(.every, in: CommandTable.history.name) ?? options.every
            let started = DispatchTime.now().uptimeNanoseconds
            let history = try pastCommits(options)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            let format = HistoryFormat(rawValue: invocation.value(.format) ?? HistoryFormat.text.rawValue)!
            if !invocation.flag(.quiet) {
                console.error("archlint: \(Reporters.plural(history.snapshots.count, "commit")) in \(JSONValue.decimals(seconds)) s "
                              + "(\(JSONValue.decimals(Double(history.snapshots.count) / max(seconds, 0.001))) commits/s); "
                              + "\(Reporters.plural(history.scannedBlobs, "file")) scanned, the rest reused from the commit before")
            }
            let complete = history.missingObjects.isEmpty || acceptsGaps
            guard let output = invocation.value(.output) else {
                console.output(format.render(history))
                return console.standardOutputFailed || !complete ? 2 : 0
            }
            let targets = try ReportTargets.checked([("--output \(output)", output)], standardOutputTaken: nil, protecting: [])
            return deliver(format.render(history), to: targets[0]) && complete ? 0 : 2
        }

        /// `--allow-missing-objects`: a history with files git lacks left out is not a failure.
        var acceptsGaps: Bool { invocation.flag(.allowMissingObjects) }

        /// The history `options` ask for; git's failures are the run's (exit 2). Each file whose blob
        /// git's object store lacks is named once: an error (the run exits 2) unless the gaps are accepted.
        func pastCommits(_ options: History.Options) throws -> History {
            let history: History
            do {
                history = try History.run(options, repository: try GitRepository(containing: options.path))
            } catch let failure as ArchlintError where failure.path.isEmpty {
                // git's own failures name no file: say which command met them.
                throw ArchlintError("history: \(failure.message)")
            }
            let severity = acceptsGaps ? "warning" : "error"
            for missing in history.missingObjects {
                console.error("archlint: \(severity): \(missing.path) is missing from git's object store (blob \(missing.blob.prefix(12)), "
                              + "first at \(missing.commit.shortID)); left out of every commit that has it")
            }
            // As a lint names a file it cannot read; the commits are still linted without it.
            for file in history.leftOutFiles {
                console.error("archlint: warning: \(file.path): \(file.reason) (first at \(file.commit.shortID))")
            }
            if !history.missingObjects.isEmpty, !acceptsGaps {
                console.error("archlint: error: those commits are marked incomplete; --allow-missing-objects accepts the gaps")
            }
            return history
        }

        /// `archlint why FILE:LINE`: the file is linted within its project, as a lint of that file is.
        func why() throws -> Int32 {
            let place = invocation.arguments[0]
            guard let colon = place.lastIndex(of: ":"), let line = Int(place[place.index(after: colon)...]), line >= 1 else {
                throw UsageError("why takes FILE:LINE (Domain/User.swift:12), not \(place)", in: CommandTable.why.name)
            }
            let path = String(place[..<colon])
            let absolute = Paths.absolute(path, workingDirectory)
            guard FileWalker.isRegularFile(absolute) else { throw ArchlintError(path: path, "no such file") }
            let context = over(paths: [absolute]).linting(ProjectScope(paths: [absolute], workingDirectory: workingDirectory))
            let (project, problems) = ProjectLoader.project(context.options, configuration: try context.configuration())
            if let problem = problems.first(where: { Paths.absolute($0.path, workingDirectory) == absolute }) { throw problem }
            guard let file = project.files.firstIndex(where: { Paths.absolute($0.source.path, workingDirectory) == absolute }) else {
                throw ArchlintError(path: path, "is not a Swift file archlint lints (excluded, or not a .swift file)")
            }
            guard line <= project.files[file].source.lineCount else {
                throw ArchlintError(path: path, "has \(project.files[file].source.lineCount) lines, not \(line)")
            }
            let result = Linter.lint(project, problems: problems, reportOnly: [project.files[file].source.path])
            console.output(WhyReport.render(result, file: file, line: line) { Paths.displayPath($0, workingDirectory) })
            return 0
        }

        /// `archlint graph`'s options, checked against each other.
        func graphOptions() throws -> GraphReporter.Options {
            func fail(_ message: String) -> UsageError { UsageError(message, in: CommandTable.graph.name) }
            var options = GraphReporter.Options()
            options.collapse = invocation.value(.collapse).flatMap(DependencyGraph.Grouping.init(rawValue:))
            options.forbiddenOnly = invocation.flag(.forbiddenOnly)
            options.layer = invocation.value(.layer)
            options.focus = invocation.value(.focus)
            let level = invocation.value(.level).flatMap(GraphReporter.Level.init(rawValue:))
            options.level = level ?? (options.focus != nil ? .type : .layer)
            if let depth = invocation.value(.depth) {
                guard let value = Int(depth), value >= 0 else { throw fail("--depth takes a whole number of edges, 0 or more, not \(depth)") }
                guard options.focus != nil else { throw fail("--depth goes with --focus TYPE") }
                options.depth = value
            }
            if options.focus != nil, options.level == .layer || options.collapse != nil {
                throw fail("--focus draws types; it does not go with \(options.collapse != nil ? "--collapse" : "--level layer")")
            }
            if options.collapse != nil, level != nil || options.layer != nil {
                throw fail("--collapse draws features or modules; it does not go with \(level != nil ? "--level" : "--layer")")
            }
            return options
        }

        /// audit, graph, layers and dump: a description of the project rather than a lint.
        func describeProject() throws -> Int32 {
            try checkPathsExist()
            let (project, problems) = try self.project(try configuration())
            var written = true, complete = true
            switch invocation.command {
            case CommandTable.audit.name:
                let format = AuditFormat(rawValue: invocation.value(.format) ?? AuditFormat.markdown.rawValue)!
                let result = Linter.lint(project, problems: problems)
                let paths = invocation.paths
                let name = paths.count == 1 ? projectName(paths[0]) : "\(paths.count) folders"
                var audit = Audit(result, projectName: name)
                audit.provenance = Audit.Provenance(date: try Timestamp.now(environment), commit: GitRepository.headCommit(of: Paths.absolute(paths[0], workingDirectory)),
                                                    configuration: project.configuration.origin?.shown, version: Version.current)
                if let count = try count(.history, in: CommandTable.audit.name) {
                    audit.history = try pastCommits(History.Options(path: Paths.absolute(paths[0], workingDirectory), commits: count,
                                                                    configuration: project.configuration, workingDirectory: workingDirectory))
                    complete = acceptsGaps || audit.history?.missingObjects.isEmpty != false
                }
                written = try writeOutput(format.render(audit), project: project, problems: problems)
            case CommandTable.graph.name:
                let format = GraphReporter.Format(rawValue: invocation.value(.format) ?? GraphReporter.Format.dot.rawValue)!
                let drawn = try GraphReporter.render(DependencyGraph(project), format: format, options: try graphOptions())
                if let warning = drawn.warning { console.error("archlint: warning: \(warning)") }
                written = try writeOutput(drawn.text, project: project, problems: problems)
            case CommandTable.layers.name:
                console.output(LayersReport.render(project) { Paths.displayPath($0, workingDirectory) })
            default:
                let includeReferences = invocation.flag(.references)
                console.output(invocation.flag(.json) ? DumpReporter.report(project, includeReferences: includeReferences)
                    : DumpReporter.text(project, includeReferences: includeReferences))
            }
            for problem in problems { console.error("archlint: error: \(problem)") }
            return problems.isEmpty && written && complete ? 0 : 2
        }

        /// The name of the folder being audited (`.` becomes the working directory's name).
        func projectName(_ path: String) -> String {
            Paths.folderName(Paths.absolute(path, workingDirectory))
        }

        /// audit's or graph's one report: to `--output`, checked as lint's reports are, or standard
        /// output; false when it could not be written.
        func writeOutput(_ text: String, project: Project, problems: [ArchlintError]) throws -> Bool {
            guard let output = invocation.value(.output) else {
                console.output(text)
                return true
            }
            let targets = try ReportTargets.checked([("--output \(output)", output)], standardOutputTaken: nil,
                                                    protecting: ReportTargets.protectedFiles(project, problems: problems, invocation: invocation))
            return deliver(text, to: targets[0])
        }

        /// Writes a report to a checked target: standard output as every other output there,
        /// anything else through `ReportWriter`; false when it could not be written (said on stderr).
        func deliver(_ report: String, to target: ReportWriter.Target) -> Bool {
            if target.destination == .standardOutput {
                console.output(report)
                return !console.standardOutputFailed
            }
            do {
                try ReportWriter.write(report, to: target)
                return true
            } catch {
                console.error("archlint: error: \(error)")
                return false
            }
        }
    }
}

/// The report files of a run, checked before the first is written.
enum ReportTargets {
    /// The files a report must never replace: every Swift file listed (read or skipped), the
    /// manifests read, the configuration and the baseline.
    static func protectedFiles(_ project: Project, problems: [ArchlintError], invocation: Invocation) -> [ReportWriter.ProtectedFile] {
        var files = project.files.map { file in
            file.isGenerated ? ReportWriter.ProtectedFile(path: file.source.path, size: nil, role: "a Core Data model archlint reads")
                : ReportWriter.ProtectedFile(path: file.source.path, size: file.source.byteCount, role: "a scanned source file")
        }
        files += problems.map { ReportWriter.ProtectedFile(path: $0.path, size: nil, role: "a scanned source file") }
        files += project.manifests.map { ReportWriter.ProtectedFile(path: $0.path, size: nil, role: "a package manifest archlint reads") }
        files.append(ReportWriter.ProtectedFile(path: invocation.value(.config) ?? ".archlint.json", size: nil, role: "the configuration file in use"))
        // With --write-baseline the baseline is rewritten from today's findings (and its own
        // entries of files and rules outside the run's scope), so `--baseline b.json --write-baseline b.json` prunes it.
        if let baseline = invocation.value(.baseline), invocation.value(.writeBaseline) == nil {
            files.append(ReportWriter.ProtectedFile(path: baseline, size: nil, role: "the baseline being read"))
        }
        return files
    }

    /// Every report target (`option` is how the command line named it, for messages): a target that
    /// cannot be written, that is one of the run's inputs, that another report also goes to, or a
    /// second report on standard output ends the run with status 2 and nothing written.
    static func checked(_ requested: [(option: String, path: String)], standardOutputTaken: String?,
                        protecting protected: @autoclosure () -> [ReportWriter.ProtectedFile]) throws -> [ReportWriter.Target] {
        var targets: [ReportWriter.Target] = []
        for (option, path) in requested {
            do { targets.append(try ReportWriter.target(path)) } catch { throw ArchlintError("\(option): \(error)") }
        }
        var onStandardOutput = standardOutputTaken.map { [$0] } ?? []
        for (index, target) in targets.enumerated() {
            if target.destination == .standardOutput {
                onStandardOutput.append(requested[index].option)
            } else if case .file = target.destination,
                      let earlier = targets[..<index].firstIndex(where: { $0.destination == target.destination || $0.isSameFile(as: target) }) {
                throw ArchlintError("\(requested[earlier].option) and \(requested[index].option) are the same file; give each report its own")
            }
        }
        if onStandardOutput.count > 1 {
            throw ArchlintError("\(onStandardOutput.joined(separator: " and ")) would all go to standard output; write all but one to files")
        }
        if targets.contains(where: \.replacesAFile) {
            let files = protected()
            for (index, target) in targets.enumerated() {
                if let role = ReportWriter.refusal(for: target, protecting: files) {
                    throw ArchlintError("\(requested[index].option) is \(role); refusing to overwrite it")
                }
            }
        }
        return targets
    }
}
