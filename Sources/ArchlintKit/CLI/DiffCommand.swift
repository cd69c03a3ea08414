import ArchlintScan
import ArchlintModel
import ArchlintReport
import ArchlintEngine

/// `archlint diff [BASE] [HEAD]`: lints both sides, reports the delta, fails only on what made
/// the architecture worse.
struct DiffCommand {
    let context: CLI.Context
    var invocation: Invocation { context.invocation }
    var console: Console { context.console }
    static let name = CommandTable.diff.name

    func run() throws -> Int32 {
        let (failOn, fails) = try worsenings()
        let (base, head) = try revisions()
        let shownPath = invocation.value(.path) ?? "."
        let path = Paths.absolute(shownPath, context.workingDirectory)
        guard FileWalker.exists(path) else { throw ArchlintError(path: shownPath, "no such file or folder") }
        let workTree = context.over(paths: [path])
        let fixed = invocation.value(.config) == nil ? nil : try workTree.configuration()
        var options = History.Options(path: path, configuration: fixed, workingDirectory: context.workingDirectory)
        if fixed == nil {
            do { options.exclude = try invocation.values(.exclude).map(Glob.init) } catch { throw ArchlintError("--exclude: \(error)") }
        }
        let repository = try GitRepository(containing: path)
        let (diff, gaps): (ArchitectureDiff, ArchitectureDiff.Gaps)
        do {
            (diff, gaps) = try ArchitectureDiff.run(options, base: base, head: head, repository: repository) {
                let (project, problems) = ProjectLoader.project(workTree.options, configuration: try fixed ?? workTree.configuration(),
                                                                committable: try repository.committableFiles())
                for warning in project.inputWarnings { console.error("archlint: warning: \(warning)") }
                for problem in problems { console.error("archlint: warning: \(problem) (left out of the work tree's lint)") }
                return Linter.lint(project, problems: problems)
            }
        } catch let failure as ArchlintError where failure.path.isEmpty {
            throw ArchlintError("diff: \(failure.message)")
        }
        let acceptsGaps = invocation.flag(.allowMissingObjects)
        for missing in gaps.missingObjects {
            console.error("archlint: \(acceptsGaps ? "warning" : "error"): \(missing.path) is missing from git's object store "
                          + "(blob \(missing.blob.prefix(12)), at \(missing.commit.shortID)); left out")
        }
        for file in gaps.leftOutFiles { console.error("archlint: warning: \(file.path): \(file.reason) (at \(file.commit.shortID))") }
        let format = invocation.value(.format) ?? "text"
        let timestamp = invocation.flag(.timestamp) ? try Timestamp.now(context.environment) : nil
        let report = DiffFormat.render(diff, format: format, failOn: failOn, timestamp: timestamp)
        var written = true
        if let output = invocation.value(.output) {
            let targets = try ReportTargets.checked([("--output \(output)", output)], standardOutputTaken: nil,
                                                    protecting: ReportTargets.protectedFiles(diff.headResult.project, problems: diff.headResult.problems,
                                                                                            invocation: invocation))
            written = context.deliver(report, to: targets[0])
        } else {
            console.output(report)
        }
        if !invocation.flag(.quiet), format != "text" || invocation.value(.output) != nil {
            console.error("archlint diff: \(diff.base.name) → \(diff.head.name): \(Reporters.plural(diff.newFindings.count, "new finding")), "
                          + "\(diff.fixedFindings.count) fixed. \(diff.verdict(failOn))")
        }
        if !written || console.standardOutputFailed || (!gaps.missingObjects.isEmpty && !acceptsGaps) { return 2 }
        return fails && !diff.worsenings(failOn).isEmpty ? 1 : 0
    }

    /// `--fail-on`: what makes the head worse, and whether that fails the run. `never` alone:
    /// the reports still judge by the default kinds (a pull-request comment says what got worse),
    /// and the run exits 0.
    func worsenings() throws -> (Set<ArchitectureDiff.Worsening>, fails: Bool) {
        let given = invocation.values(.failOn)
        guard !given.isEmpty else { return (ArchitectureDiff.Worsening.defaults, true) }
        if given.contains("never") {
            guard given.allSatisfy({ $0 == "never" }) else { throw UsageError("--fail-on never does not go with other kinds", in: Self.name) }
            return (ArchitectureDiff.Worsening.defaults, false)
        }
        return (Set(given.compactMap(ArchitectureDiff.Worsening.init(rawValue:))), true)
    }

    /// BASE and HEAD as given: BASE first, unless `--merge-base` names it.
    func revisions() throws -> (ArchitectureDiff.Base, head: String?) {
        let given = invocation.arguments
        if let reference = invocation.value(.mergeBase) {
            guard given.count <= 1 else {
                throw UsageError("with --merge-base, diff takes HEAD at most (the base is the merge base), not \(given.count) arguments", in: Self.name)
            }
            return (.mergeBase(with: reference), given.first)
        }
        guard let base = given.first else {
            throw UsageError("diff needs BASE (a branch, a tag or a commit) or --merge-base REF", in: Self.name)
        }
        return (.revision(base), given.count > 1 ? given[1] : nil)
    }
}
