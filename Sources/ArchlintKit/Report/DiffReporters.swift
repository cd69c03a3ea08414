import ArchlintModel

/// The formats of `archlint diff`: the delta in words (text), as a pull-request comment (markdown),
/// as data (json); or, through a lint reporter, the new findings alone, for the CI annotation
/// formats (github, gitlab, sarif, junit, checkstyle, xcode).
package enum DiffFormat {
    package static let deltaNames = ["text", "markdown", "json"]
    /// The lint formats that report the new findings; `json` and `markdown` are the delta's own.
    package static var lintNames: [String] { Reporters.names.filter { !deltaNames.contains($0) && $0 != SummaryReporter.name } }
    package static var names: [String] { deltaNames + lintNames }

    /// The report in format `name` (one of `names`).
    package static func render(_ diff: ArchitectureDiff, format name: String, failOn: Set<ArchitectureDiff.Worsening>,
                               timestamp: String? = nil) -> String {
        switch name {
        case "text": return DiffText.render(diff, failOn: failOn)
        case "markdown": return DiffMarkdown.render(diff, failOn: failOn)
        case "json": return DiffJSON.render(diff, failOn: failOn)
        default: return Reporters.named(name, timestamp: timestamp)!.report(diff.newFindingsResult)
        }
    }
}

extension ArchitectureDiff {
    /// The verdict in one sentence: what made it worse, or that nothing `failOn` counts did.
    package func verdict(_ failOn: Set<Worsening>) -> String {
        let reasons = worsenings(failOn)
        if !reasons.isEmpty { return "Worse: " + reasons.joined(separator: ", ") + "." }
        let checked = Worsening.allCases.filter(failOn.contains).filter { !($0 == .errors && failOn.contains(.findings)) }.map { kind -> String in
            switch kind {
            case .errors: return "error"
            case .findings: return "finding"
            case .edges: return "forbidden layer edge"
            case .cycles: return "cycle"
            }
        }
        return "Not worse: no new " + Self.list(checked, joinedBy: "or") + "."
    }

    /// "a", "a or b", "a, b or c".
    static func list(_ items: [String], joinedBy word: String) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " \(word) " + items.last!
    }

    /// Forbidden uses on one side, over every layer edge.
    static func forbiddenUses(_ result: LintResult) -> Int {
        DependencyGraph(result.project).forbiddenEdges.reduce(0) { $0 + $1.count }
    }

    static func cycleCount(_ result: LintResult) -> Int {
        ArchitectureMetrics(result.project).cycles.values.reduce(0) { $0 + $1.count }
    }
}

extension ArchitectureDiff.EdgeChange {
    /// `0 → 2 (new)`, `3 → 1`, `2 → 0 (removed)`.
    var counts: String { "\(before) → \(after)\(before == 0 ? " (new)" : after == 0 ? " (removed)" : "")" }
}

extension ArchitectureDiff.MetricChange {
    /// Each of I, A and D, `0.20 → 0.35` where it moved, once where it did not.
    var values: [String] {
        let paths: [KeyPath<ArchitectureMetrics.Component, Double?>] = [\.instability, \.abstractness, \.distance]
        return paths.map { path in
            let old = before.map { ArchitectureDiff.metric($0[keyPath: path]) } ?? "-"
            let new = after.map { ArchitectureDiff.metric($0[keyPath: path]) } ?? "-"
            return old == new ? new : "\(old) → \(new)"
        }
    }
}

enum DiffText {
    static func render(_ diff: ArchitectureDiff, failOn: Set<ArchitectureDiff.Worsening>) -> String {
        // The findings as a lint prints them, indented under their heading.
        func lines(_ findings: [Finding]) -> String {
            var result = diff.headResult
            result.findings = findings
            return XcodeReporter().report(result).split(separator: "\n").map { "  \($0)\n" }.joined()
        }
        var out = "archlint diff: \(TerminalText.escaped(diff.base.name)) → \(TerminalText.escaped(diff.head.name))\n"
        out += diff.verdict(failOn) + "\n"
        out += "Findings: \(diff.baseResult.errorCount) → \(diff.headResult.errorCount) errors, "
            + "\(diff.baseResult.warningCount) → \(diff.headResult.warningCount) warnings; "
            + "forbidden uses: \(ArchitectureDiff.forbiddenUses(diff.baseResult)) → \(ArchitectureDiff.forbiddenUses(diff.headResult))\n"
        if !diff.newFindings.isEmpty {
            out += "\nNew findings (\(diff.newFindings.count)):\n" + lines(diff.newFindings)
        }
        if !diff.fixedFindings.isEmpty {
            out += "\nFixed findings (\(diff.fixedFindings.count)):\n" + lines(diff.fixedFindings)
        }
        if !diff.edges.isEmpty {
            out += "\nForbidden layer edges (uses):\n"
            for edge in diff.edges { out += "  \(TerminalText.escaped(History.edgeName(edge.from, edge.to))): \(edge.counts)\n" }
        }
        if !diff.cycles.isEmpty {
            out += "\nCycles:\n"
            for cycle in diff.cycles { out += "  \(cycle.created ? "created" : "broken"): \(cycle.scope.rawValue)s \(TerminalText.escaped(cycle.ring))\n" }
        }
        if !diff.metrics.isEmpty {
            out += "\nLayer metrics (I instability, A abstractness, D distance):\n"
            for change in diff.metrics {
                let values = change.values
                out += "  \(TerminalText.escaped(change.layer)): I \(values[0]), A \(values[1]), D \(values[2])\n"
            }
        }
        return out
    }
}

/// A pull-request comment: the verdict, a table of the totals, the new and fixed findings, the
/// forbidden edges that changed with a Mermaid drawing of them, the cycles and metrics that moved.
/// Text from the code is escaped (`MarkdownReporter.escape`); long lists stop at `listed` rows, so
/// the comment stays far below GitHub's 65,536 characters.
enum DiffMarkdown {
    static let listed = 50

    static func render(_ diff: ArchitectureDiff, failOn: Set<ArchitectureDiff.Worsening>) -> String {
        var out = "## archlint diff\n\n"
        out += "\(MarkdownReporter.code(diff.base.name)) → \(MarkdownReporter.code(diff.head.name)): "
        out += (diff.worsenings(failOn).isEmpty ? "" : "**") + diff.verdict(failOn) + (diff.worsenings(failOn).isEmpty ? "" : "**") + "\n\n"
        out += "| | base | head |\n|---|---:|---:|\n"
        out += "| errors | \(diff.baseResult.errorCount) | \(diff.headResult.errorCount) |\n"
        out += "| warnings | \(diff.baseResult.warningCount) | \(diff.headResult.warningCount) |\n"
        out += "| forbidden layer uses | \(ArchitectureDiff.forbiddenUses(diff.baseResult)) | \(ArchitectureDiff.forbiddenUses(diff.headResult)) |\n"
        out += "| cycles | \(ArchitectureDiff.cycleCount(diff.baseResult)) | \(ArchitectureDiff.cycleCount(diff.headResult)) |\n"
        out += findings("New findings", diff.newFindings)
        out += findings("Fixed findings", diff.fixedFindings)
        if !diff.edges.isEmpty {
            out += "\n### Forbidden layer edges\n\n| edge | base | head |\n|---|---:|---:|\n"
            for edge in diff.edges {
                let note = edge.before == 0 ? " (new)" : edge.after == 0 ? " (removed)" : ""
                out += "| \(MarkdownReporter.escape(History.edgeName(edge.from, edge.to))) | \(edge.before) | \(edge.after)\(note) |\n"
            }
            out += "\n```mermaid\n" + mermaid(diff.edges) + "```\n"
        }
        if !diff.cycles.isEmpty {
            out += "\n### Cycles\n\n"
            for cycle in diff.cycles {
                out += "- \(cycle.created ? "**created**" : "broken"): \(cycle.scope.rawValue)s \(MarkdownReporter.escape(cycle.ring))\n"
            }
        }
        if !diff.metrics.isEmpty {
            out += "\n### Layer metrics\n\n| layer | I (instability) | A (abstractness) | D (distance) |\n|---|---|---|---|\n"
            for change in diff.metrics {
                out += "| \(MarkdownReporter.escape(change.layer)) | " + change.values.joined(separator: " | ") + " |\n"
            }
        }
        return out
    }

    private static func findings(_ title: String, _ findings: [Finding]) -> String {
        guard !findings.isEmpty else { return "" }
        var out = "\n### \(title) (\(findings.count))\n\n| | rule | where | message |\n|---|---|---|---|\n"
        for finding in findings.prefix(listed) {
            out += "| \(finding.severity.rawValue) | `\(finding.rule)` | \(MarkdownReporter.code("\(finding.file):\(finding.line):\(finding.column)")) "
                + "| \(MarkdownReporter.escape(finding.message)) |\n"
        }
        if findings.count > listed { out += "\n…and \(findings.count - listed) more (`--format text` lists them all).\n" }
        return out
    }

    /// The edges that changed: more uses in a solid red line, fewer in a dotted green one.
    static func mermaid(_ edges: [ArchitectureDiff.EdgeChange]) -> String {
        var out = "flowchart LR\n"
        var declared = Set<String>()
        for layer in edges.flatMap({ [$0.from, $0.to] }) where declared.insert(layer).inserted {
            out += "  \(GraphReporter.mermaidID(layer))[\"\(GraphReporter.mermaidText(layer))\"]\n"
        }
        for edge in edges {
            let label = "\"\(edge.before) → \(edge.after)\""
            let arrow = edge.after > edge.before ? "-->|\(label)|" : "-.->|\(label)|"
            out += "  \(GraphReporter.mermaidID(edge.from)) \(arrow) \(GraphReporter.mermaidID(edge.to))\n"
        }
        for (index, edge) in edges.enumerated() {
            out += "  linkStyle \(index) stroke:\(edge.after > edge.before ? "#d73a49,stroke-width:2px" : "#28a745")\n"
        }
        return out
    }
}

enum DiffJSON {
    static let schemaVersion = 1

    static func render(_ diff: ArchitectureDiff, failOn: Set<ArchitectureDiff.Worsening>) -> String {
        func side(_ side: ArchitectureDiff.Side, _ result: LintResult) -> JSONValue {
            .object([
                ("name", .string(side.name)),
                ("commit", side.commit.map { .string($0.id) } ?? .null),
                ("errors", .int(result.errorCount)),
                ("warnings", .int(result.warningCount)),
                ("forbiddenUses", .int(ArchitectureDiff.forbiddenUses(result))),
            ])
        }
        func findings(_ findings: [Finding]) -> JSONValue {
            .array(zip(findings, Fingerprint.of(findings)).map { JSONReporter.object($0, extra: [("fingerprint", .string($1))]) })
        }
        func component(_ component: ArchitectureMetrics.Component?) -> JSONValue {
            guard let component else { return .null }
            func number(_ value: Double?) -> JSONValue { value.map(JSONValue.ratio) ?? .null }
            return .object([("instability", number(component.instability)), ("abstractness", number(component.abstractness)),
                            ("distance", number(component.distance))])
        }
        let reasons = diff.worsenings(failOn)
        return JSONValue.object([
            ("version", .int(schemaVersion)),
            ("base", side(diff.base, diff.baseResult)),
            ("head", side(diff.head, diff.headResult)),
            ("worse", .bool(!reasons.isEmpty)),
            ("reasons", .array(reasons.map(JSONValue.string))),
            ("failOn", .array(ArchitectureDiff.Worsening.allCases.filter(failOn.contains).map { .string($0.rawValue) })),
            ("newFindings", findings(diff.newFindings)),
            ("fixedFindings", findings(diff.fixedFindings)),
            ("edges", .array(diff.edges.map { edge in
                .object([("from", .string(edge.from)), ("to", .string(edge.to)), ("before", .int(edge.before)), ("after", .int(edge.after))])
            })),
            ("cycles", .array(diff.cycles.map { cycle in
                .object([("scope", .string(cycle.scope.rawValue)), ("members", .array(cycle.members.map(JSONValue.string))),
                         ("created", .bool(cycle.created))])
            })),
            ("metrics", .array(diff.metrics.map { change in
                .object([("layer", .string(change.layer)), ("before", component(change.before)), ("after", component(change.after))])
            })),
        ]).rendered()
    }
}
