import ArchlintModel
import ArchlintRules
import ArchlintReport

/// archlint's pipeline, read top-down: the configuration, the files scanned into the project's
/// index, then the rules and the suppressions, whose findings the reporters format. The library
/// (`Archlint.lint`), the tests and the generator run exactly these steps; the command line runs
/// the same ones with its options between them (`LintCommand`).
package enum Pipeline {
    /// `reportOnly` narrows the findings to the paths it gives for the project (a file or a folder
    /// inside a project is judged with the whole project, reported on alone).
    package static func run(_ options: ProjectLoader.Options, rules: [Rule] = RuleRegistry.all,
                            reportOnly: (Project) -> Set<String>? = { _ in nil }) throws -> LintResult {
        // Model: the built-in rules.json, extended by the project's .archlint.json.
        let configuration = try ConfigurationDiscovery.configuration(options)
        // Scan, then Model: the files listed, read and scanned; layers, modules and roles indexed.
        let (project, problems) = ProjectLoader.project(options, configuration: configuration)
        // Rules, then the inline suppressions and the engine's diagnostics.
        return Linter.lint(project, rules: rules, problems: problems, reportOnly: reportOnly(project))
    }
}
