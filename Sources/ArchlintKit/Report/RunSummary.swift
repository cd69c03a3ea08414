import ArchlintModel
import ArchlintRules

/// What archlint prints on stderr after the findings. A clean or small run gets the closing line
/// alone ("archlint: 2 errors and 1 warning in 3 files (12 files checked with …)"); a larger one
/// first gets what a long list of findings hides:
///
///        41 errors    dependency_rule
///        12 warnings  dto_leak
///     forbidden dependencies: Presentation → Data 40, Domain → Data 13
///     StoreModel (layer Data) named 17 times in 4 Presentation files
///     RxSwift imported in 8 Domain files
///     hint: no configuration file: run `archlint init` to map the layers, or `archlint --write-baseline …` …
///     archlint: 41 errors and 12 warnings in 20 files (130 files checked with the built-in rules)
///
/// Every finding keeps its own line in the report (editors mark each one); the summary only counts
/// them. Text from the input (layer and type names, the configuration's path) is escaped
/// (`TerminalText`) before colours are added, so the only escapes written are archlint's own: write
/// `rendered(colored:)` to stderr as it is, without escaping it again.
package struct RunSummary {
    /// From this many findings, the counts per rule, the forbidden dependencies and the names are
    /// shown; below it the findings above the summary say it all.
    static let detailsFrom = 5
    /// Above this many findings, a run without a configuration file suggests `archlint init` and
    /// a baseline.
    static let hintAbove = 10
    /// A name is listed when it is behind at least this many findings.
    static let repeatedNameFrom = 3
    static let rulesShown = 8, edgesShown = 4, namesShown = 3
    /// The rules whose findings are dependencies from a file's layer to another (`Finding.targetLayer`)
    /// and whose subject is the name depended on (a type, or `import Module`).
    static let dependencyRules: Set<String> = [DependencyRule.description.id, DTOLeakRule.description.id]
    static let baselineFile = "archlint-baseline.json"

    let result: LintResult

    package init(_ result: LintResult) {
        self.result = result
    }

    /// The summary's lines, without colours and without line breaks.
    var lines: [String] { lines(style: .plain) }

    /// The text to write to stderr, one line break after each line; `colored` only when stderr is a
    /// terminal (`TerminalColors.enabled(fileDescriptor: 2)`).
    package func rendered(colored: Bool = false) -> String {
        lines(style: TerminalStyle(enabled: colored)).map { $0 + "\n" }.joined()
    }

    func lines(style: TerminalStyle) -> [String] {
        var lines: [String] = []
        let findings = result.findings
        if findings.count >= RunSummary.detailsFrom {
            lines += ruleLines(style: style)
            if let edges = edgeLine() { lines.append(edges) }
            lines += nameLines()
        }
        if result.project.configuration.origin == nil, findings.count > RunSummary.hintAbove {
            lines.append(style.bold("hint:") + " no configuration file: run `archlint init` to map the layers, or "
                         + "`archlint --write-baseline \(RunSummary.baselineFile)` to accept today's findings")
        }
        lines.append(RunSummary.closingLine(result, style: style))
        return lines
    }

    /// "  41 errors    dependency_rule", most findings first; the rules past `rulesShown` in one line.
    func ruleLines(style: TerminalStyle) -> [String] {
        var byRule: [String: (count: Int, severity: Severity)] = [:]
        for finding in result.findings {
            byRule[finding.rule, default: (0, finding.severity)].count += 1
            if finding.severity == .error { byRule[finding.rule]!.severity = .error }
        }
        let order = Dictionary(uniqueKeysWithValues: RuleRegistry.ids.enumerated().map { ($1, $0) })
        let sorted = byRule.sorted { a, b in
            (-a.value.count, order[a.key] ?? Int.max, a.key) < (-b.value.count, order[b.key] ?? Int.max, b.key)
        }
        let shown = sorted.count > RunSummary.rulesShown ? Array(sorted.prefix(RunSummary.rulesShown - 1)) : sorted
        let rest = sorted.dropFirst(shown.count)
        let restCount = rest.reduce(0) { $0 + $1.value.count }
        // The "other rules" line adds several counts up: it can be the widest number.
        let width = String(max(shown.map(\.value.count).max() ?? 0, restCount)).count
        func line(_ count: Int, _ severity: Severity?, _ what: String) -> String {
            let number = String(repeating: " ", count: width - String(count).count) + String(count)
            let word = severity.map { count == 1 ? $0.rawValue : $0.rawValue + "s" } ?? (count == 1 ? "finding" : "findings")
            let gap = String(repeating: " ", count: "warnings".count + 2 - word.count)
            return "  \(number) \(severity.map { style.severity(word, $0) } ?? word)\(gap)\(what)"
        }
        var lines = shown.map { line($0.value.count, $0.value.severity, TerminalText.escaped($0.key)) }
        if !rest.isEmpty {
            let severities = Set(rest.map(\.value.severity))
            lines.append(line(restCount, severities.count == 1 ? severities.first : nil,
                              "in \(rest.count) other rules"))
        }
        return lines
    }

    /// "forbidden dependencies: Presentation → Data 12, Domain → Data 5": the layer edges behind the
    /// findings that are dependencies, most used first.
    func edgeLine() -> String? {
        var edges: [String: Int] = [:]
        for finding in result.findings where RunSummary.dependencyRules.contains(finding.rule) {
            guard let from = finding.layer, let to = finding.targetLayer, from != to else { continue }
            edges["\(TerminalText.escaped(from)) → \(TerminalText.escaped(to))", default: 0] += 1
        }
        guard !edges.isEmpty else { return nil }
        let sorted = edges.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
        var shown = sorted.prefix(RunSummary.edgesShown).map { "\($0.key) \($0.value)" }
        if sorted.count > RunSummary.edgesShown { shown.append("\(sorted.count - RunSummary.edgesShown) more") }
        return "forbidden dependencies: " + shown.joined(separator: ", ")
    }

    /// "StoreModel (layer Data) named 17 times in 4 Presentation files", "RxSwift imported in 8
    /// Domain files": the names behind most dependency findings, when a name is behind several.
    func nameLines() -> [String] {
        struct Name { var count = 0; var files = Set<String>(); var layers = Set<String?>(); var targets = Set<String>() }
        var names: [String: Name] = [:]
        for finding in result.findings where RunSummary.dependencyRules.contains(finding.rule) {
            names[finding.subject, default: Name()].count += 1
            names[finding.subject]!.files.insert(finding.file)
            names[finding.subject]!.layers.insert(finding.layer)
            if let target = finding.targetLayer { names[finding.subject]!.targets.insert(target) }
        }
        let repeated = names.filter { $0.value.count >= RunSummary.repeatedNameFrom }
            .sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }
            .prefix(RunSummary.namesShown)
        return repeated.map { subject, name in
            let layer = name.layers.count == 1 ? name.layers.first!.map { TerminalText.escaped($0) + " " } ?? "" : ""
            let files = Reporters.plural(name.files.count, "\(layer)file")
            if subject.hasPrefix("import ") {
                let module = TerminalText.escaped(String(subject.dropFirst("import ".count)))
                return name.count == name.files.count ? "\(module) imported in \(files)"
                    : "\(module) imported \(name.count) times in \(files)"
            }
            let target = name.targets.count == 1 ? " (layer \(TerminalText.escaped(name.targets.first!)))" : ""
            return "\(TerminalText.escaped(subject))\(target) named \(name.count) times in \(files)"
        }
    }

    /// "archlint: 2 errors and 1 warning in 3 files (12 files checked with .archlint.json)".
    /// "2 errors and 1 warning in 3 files", or "no violations": what the closing line and the
    /// summary reporter say first.
    static func found(_ result: LintResult, style: TerminalStyle = .plain) -> String {
        guard !result.findings.isEmpty else { return "no violations" }
        let files = Set(result.findings.map(\.file)).count
        let errors = Reporters.plural(result.errorCount, "error"), warnings = Reporters.plural(result.warningCount, "warning")
        return "\(result.errorCount > 0 ? style.error(errors) : errors) and \(result.warningCount > 0 ? style.warning(warnings) : warnings) "
            + "in \(Reporters.plural(files, "file"))"
    }

    static func closingLine(_ result: LintResult, style: TerminalStyle) -> String {
        let found = found(result, style: style)
        let configuration = result.project.configuration.origin.map { "with \(TerminalText.escaped($0.shown))" } ?? "with the built-in rules"
        let checked = result.checkedFiles
        let unlayered = checked.filter { $0.layer == nil }.count
        let hint = unlayered == 0 ? "" : "; \(Reporters.plural(unlayered, "file")) in no layer: see archlint layers, or archlint init"
        return "archlint: \(found) (\(Reporters.plural(checked.count, "file")) checked \(configuration)\(hint))"
    }
}
