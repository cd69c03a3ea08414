import ArchlintScan
import ArchlintModel
import ArchlintRules
import ArchlintReport

/// ArchlintKit as a library, for a team's own test target (as Konsist or Harmonize are used): the
/// lint `archlint PATH…` runs, with the project's own rules beside the built-in ones. The rest of
/// ArchlintKit is internal, so that the command line can change without breaking a test target.
public enum Archlint {
    /// Lints `paths` as `archlint PATH…` run in `workingDirectory` does: each within its project
    /// (a file or a folder inside a project is reported on alone, judged with the whole project),
    /// the nearest `.archlint.json` (or `configuration`, a path), its excludes, modules and inline
    /// suppressions; `workingDirectory` is the process's unless given. A file that cannot be read
    /// is in `LintResult.problems`, and the rest is linted.
    /// - Parameter rules: rules of the project's own, run after the built-in ones, at the severity
    ///   their description gives; `// archlint:disable:next ID` suppresses them as any other.
    /// - Throws: `ArchlintError` for a configuration that cannot be read, or a rule whose id
    ///   is already taken.
    public static func lint(_ paths: [String], configuration: String? = nil,
                            workingDirectory: String? = nil,
                            adding rules: [Rule] = []) throws -> LintResult {
        let workingDirectory = workingDirectory ?? FileWalker.currentDirectory()
        let scope = ProjectScope(paths: paths, workingDirectory: workingDirectory)
        let options = ProjectLoader.Options(paths: scope.paths, configPath: configuration, workingDirectory: workingDirectory, projectFolders: scope.roots)
        return try Pipeline.run(options, rules: try builtInRules(adding: rules), reportOnly: scope.reportOnly(in:))
    }

    /// Lints files given as text, by path, as a rule's examples are linted: a rule of the
    /// project's own can be tested on a few lines without a folder on disk.
    /// - Parameter configuration: the text of an `.archlint.json`; the built-in rules without one.
    public static func lint(files: [(path: String, code: String)], configuration: String? = nil,
                            adding rules: [Rule] = []) throws -> LintResult {
        // The configuration comes as `configuration`, where its errors are thrown, never as a file.
        if files.contains(where: { $0.path == ".archlint.json" }) {
            throw ArchlintError(path: ".archlint.json", "give the configuration's text as the configuration argument, not as a file")
        }
        var loaded = Configuration.builtIn()
        if let configuration {
            loaded = try ConfigurationLoader.load(bytes: Array(configuration.utf8), source: ".archlint.json", over: loaded)
            try RuleOptions.check(loaded, source: ".archlint.json")
        }
        return Linter.lint(Project.inMemory(files, configuration: loaded), rules: try builtInRules(adding: rules))
    }

    private static func builtInRules(adding rules: [Rule]) throws -> [Rule] {
        // A former id is taken too: configurations and suppressions read it as the ids it became.
        var ids = Set(RuleRegistry.acceptedIDs)
        for rule in rules where !ids.insert(type(of: rule).description.id).inserted {
            throw ArchlintError("two rules have the id \(type(of: rule).description.id); give the project's rule an id of its own")
        }
        return RuleRegistry.all + rules
    }
}
