/// Counts only, for a job's log: a table of errors and warnings per rule that found something, in
/// the order the rules ran (registry order), a total row, and one closing line.
///
///     rule             errors  warnings
///     dependency_rule       2         0
///     dto_leak              0         1
///     total                 2         1
///
///     2 errors and 1 warning in 2 files (14 files checked against 21 rules)
struct SummaryReporter: Reporter {
    static let name = "summary"
    init() {}

    func report(_ result: LintResult) -> String {
        var counts: [String: (errors: Int, warnings: Int)] = [:]
        for finding in result.findings {
            let count = counts[finding.rule, default: (0, 0)]
            counts[finding.rule] = finding.severity == .error ? (count.errors + 1, count.warnings) : (count.errors, count.warnings + 1)
        }
        let ran = Set(result.checkedRules)
        let rules = result.checkedRules + counts.keys.filter { !ran.contains($0) }.sorted()
        var rows = rules.compactMap { rule in counts[rule].map { (rule, $0.errors, $0.warnings) } }
        rows.append(("total", result.errorCount, result.warningCount))

        let ruleWidth = rows.map(\.0.count).max() ?? 0
        let errorWidth = max("errors".count, String(result.errorCount).count)
        let warningWidth = max("warnings".count, String(result.warningCount).count)
        func line(_ rule: String, _ errors: String, _ warnings: String) -> String {
            SummaryReporter.padded(rule, ruleWidth, left: true) + "  " + SummaryReporter.padded(errors, errorWidth)
                + "  " + SummaryReporter.padded(warnings, warningWidth) + "\n"
        }
        var out = line("rule", "errors", "warnings")
        for (rule, errors, warnings) in rows { out += line(rule, String(errors), String(warnings)) }
        let checked = "\(Reporters.plural(result.checkedFiles.count, "file")) checked against \(Reporters.plural(result.checkedRules.count, "rule"))"
        return out + "\n\(RunSummary.found(result)) (\(checked))\n"
    }

    /// Padded with spaces to `width` characters: on the right of left-aligned text, else on the left.
    static func padded(_ text: String, _ width: Int, left: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return left ? text + padding : padding + text
    }
}
