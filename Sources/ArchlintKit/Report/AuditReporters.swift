import ArchlintModel

/// The audit as Markdown (for a wiki or a pull request), JSON (for scripts) and one self-contained
/// HTML page with an SVG drawing of the layers (inline CSS, no script, no font or image from elsewhere).
package enum AuditFormat: String, CaseIterable {
    case html, markdown, json

    package func render(_ audit: Audit) -> String {
        switch self {
        case .html: return AuditHTML.render(audit)
        case .markdown: return AuditMarkdown.render(audit)
        case .json: return AuditJSON.render(audit)
        }
    }
}

enum AuditJSON {
    static func render(_ audit: Audit) -> String {
        JSONValue.object([
            ("version", .int(1)),
            ("project", .string(audit.projectName)),
            ("made", audit.provenance.map { made in
                .object([("date", .string(made.date)), ("commit", made.commit.map(JSONValue.string) ?? .null),
                         ("configuration", made.configuration.map(JSONValue.string) ?? .null), ("version", .string(made.version))])
            } ?? .null),
            ("files", .int(audit.files)),
            ("lines", .int(audit.lines)),
            ("layers", .array(audit.layers.map { layer in
                .object([("name", .string(layer.name)), ("files", .int(layer.files)), ("lines", .int(layer.lines)), ("types", .int(layer.types))])
            })),
            ("unclaimed", .array(audit.unclaimed.map { .object([("path", .string($0.path)), ("lines", .int($0.lines))]) })),
            ("roles", .object(audit.roles.map { ($0.role.rawValue, .int($0.count)) })),
            ("passThroughUseCases", .array(audit.passThroughUseCases.map(JSONValue.string))),
            ("dependencies", .array(audit.graph.layerEdges.map { edge in
                .object([("from", .string(edge.from)), ("to", .string(edge.to)), ("count", .int(edge.count)),
                         ("allowed", .bool(edge.allowed)),
                         ("files", .array(edge.files.map { .object([("path", .string($0.path)), ("count", .int($0.count))]) }))])
            })),
            ("findings", .object([
                ("byRule", .array(audit.findingsByRule.map { tally($0, "rule") })),
                ("byLayer", .array(audit.findingsByLayer.map { tally($0, "layer") })),
                ("byFeature", .array(audit.features.map { tally($0.tally, "feature") })),
                ("topFiles", .array(audit.topFiles.map { .object([("path", .string($0.path)), ("count", .int($0.count))]) })),
            ])),
            ("features", audit.grouping.map { grouping in
                .object([("groupedBy", .string(grouping.rawValue)), ("list", .array(audit.features.map { feature in
                    .object([("name", .string(feature.name)), ("files", .int(feature.files)), ("lines", .int(feature.lines)),
                             ("errors", .int(feature.errors)), ("warnings", .int(feature.warnings)),
                             ("forbiddenUses", .array(feature.forbiddenUses.map {
                                 .object([("from", .string($0.from)), ("to", .string($0.to)), ("count", .int($0.count))])
                             })),
                             ("topRules", .array(feature.topRules.map { .object([("rule", .string($0.rule)), ("count", .int($0.count))]) }))])
                }))])
            } ?? .null),
            ("verdicts", .array(audit.verdicts.map { verdict in
                .object([("question", .string(verdict.question)), ("answer", .string(verdict.answer)),
                         ("evidence", .array(verdict.evidence.map(JSONValue.string)))])
            })),
            ("plan", .array(audit.plan.map { step in
                .object([("title", .string(step.title)), ("advice", .string(step.advice)), ("removes", .int(step.removes)),
                         ("files", .array(step.files.map(JSONValue.string))), ("setting", step.setting.map(JSONValue.string) ?? .null)])
            })),
            ("metrics", MetricsReport.json(audit.metrics)),
            ("history", audit.history.map { history in
                .object([("commits", .array(history.snapshots.map(HistoryJSON.snapshot))), ("introductions", HistoryJSON.introductions(history))])
            } ?? .null),
        ]).rendered()
    }

    /// `{"<key>": name, "errors": …, "warnings": …, "count": both}`.
    private static func tally(_ tally: Audit.Tally, _ key: String) -> JSONValue {
        .object([(key, .string(tally.name)), ("errors", .int(tally.errors)), ("warnings", .int(tally.warnings)), ("count", .int(tally.total))])
    }
}

/// The audit's sections, in order, with the anchors its table of contents links to (the ones
/// GitHub makes of the Markdown headings, which the HTML page uses too).
enum AuditSections {
    struct Section {
        var title: String
        var anchor: String
    }

    static let layers = Section(title: "Layers and dependencies", anchor: "layers-and-dependencies")
    static let roles = Section(title: "Roles", anchor: "roles")
    static let findings = Section(title: "Findings", anchor: "findings")
    static let features = Section(title: "Features", anchor: "features")
    static let modules = Section(title: "Modules", anchor: "modules")
    static let verdicts = Section(title: "Verdicts of the expert rules", anchor: "verdicts-of-the-expert-rules")
    static let plan = Section(title: "Refactoring plan", anchor: "refactoring-plan")
    static let metrics = Section(title: "Metrics", anchor: "metrics")
    static let trend = Section(title: "Trend", anchor: "trend")

    /// The sections an audit has, in order: a section of its own for the features (or modules)
    /// only when the project has them, the trend only with `--history`.
    static func all(_ audit: Audit) -> [Section] {
        [layers, roles, findings, grouped(audit), metrics, audit.history == nil ? nil : trend, verdicts, plan].compactMap { $0 }
    }

    /// The section of the features or of the modules, as the audit groups the files.
    static func grouped(_ audit: Audit) -> Section? {
        audit.grouping.map { $0 == .feature ? features : modules }
    }

    /// What the section of the features or modules counts.
    static func groupedNote(_ grouping: DependencyGraph.Grouping) -> String {
        (grouping == .feature ? "Each feature (a folder under Features/, Scenes/, Screens/, Modules/ or Flows/, or a module named for a feature), and the code outside them" : "Each module (Swift package or Xcode target)")
            + ": its Swift files and lines, its findings, the forbidden uses its files make (of another layer's types and "
            + "modules, or of a framework their layer may not import) and the rules with the most findings in it."
    }

    /// "Presentation → Data 4", "Domain → import RxSwift 2": a feature's forbidden uses, one by
    /// one; "none" for none.
    static func forbiddenUses(_ feature: Audit.Feature) -> [String] {
        feature.forbiddenUses.isEmpty ? ["none"] : feature.forbiddenUses.map { "\($0.from) → \($0.to) \($0.count)" }
    }

    /// The files a list shows (those behind a forbidden edge, those in no layer) before the rest
    /// are folded away (`<details>`).
    static let worstShown = 3

    static func madeLine(_ made: Audit.Provenance) -> String {
        "Made on \(made.date)" + (made.commit.map { " at commit \($0)" } ?? "")
            + " with \(made.configuration.map { "the configuration \($0)" } ?? "the built-in rules") by archlint \(made.version)."
    }
}

enum AuditMarkdown {
    static func render(_ audit: Audit) -> String {
        let e = MarkdownReporter.escape
        var out = "# Architecture audit: \(e(audit.projectName))\n\n"
        out += "\(audit.files) Swift files, \(audit.lines) lines; \(Reporters.plural(audit.result.errorCount, "error")) and "
        out += "\(Reporters.plural(audit.result.warningCount, "warning")).\n\n"
        if let made = audit.provenance { out += e(AuditSections.madeLine(made)) + "\n\n" }
        out += "Contents: " + AuditSections.all(audit).map { "[\($0.title)](#\($0.anchor))" }.joined(separator: " · ") + "\n\n"
        out += "## \(AuditSections.layers.title)\n\n| layer | files | lines | types |\n|---|---:|---:|---:|\n"
        for layer in audit.layers { out += "| \(e(layer.name)) | \(layer.files) | \(layer.lines) | \(layer.types) |\n" }
        if !audit.unclaimed.isEmpty {
            out += "\n\(audit.unclaimed.count) files belong to no layer: "
            out += audit.unclaimed.prefix(20).map { MarkdownReporter.code($0.path) }.joined(separator: ", ")
            out += audit.unclaimed.count > 20 ? ", …\n" : "\n"
        }
        out += "\n### Dependencies between layers\n\n| from | to | uses | allowed | worst files |\n|---|---|---:|---|---|\n"
        for edge in audit.graph.layerEdges {
            let worst = edge.allowed ? "" : edge.files.prefix(AuditSections.worstShown).map { "\(MarkdownReporter.code($0.path)) (\($0.count))" }.joined(separator: ", ")
                + (edge.files.count > AuditSections.worstShown && !edge.allowed ? ", …" : "")
            out += "| \(e(edge.from)) | \(e(edge.to)) | \(edge.count) | \(edge.allowed ? "yes" : "**no**") | \(worst) |\n"
        }
        for edge in audit.graph.forbiddenEdges where edge.files.count > AuditSections.worstShown {
            out += "\n<details><summary>All \(edge.files.count) files behind \(e(edge.from)) → \(e(edge.to))</summary>\n\n"
            out += edge.files.map { "- \(MarkdownReporter.code($0.path)) (\($0.count))\n" }.joined() + "\n</details>\n"
        }
        out += "\n```mermaid\n" + GraphReporter.render(audit.graph, format: .mermaid, level: .layer) + "```\n"
        out += "\n## \(AuditSections.roles.title)\n\n| role | types |\n|---|---:|\n"
        for (role, count) in audit.roles {
            let note = role == .useCase && !audit.passThroughUseCases.isEmpty ? " (\(audit.passThroughUseCases.count) pass-through)" : ""
            out += "| \(role.phrase) | \(count)\(note) |\n"
        }
        out += "\n## \(AuditSections.findings.title)\n\n| rule | errors | warnings |\n|---|---:|---:|\n"
        for entry in audit.findingsByRule { out += "| `\(entry.name)` | \(entry.errors) | \(entry.warnings) |\n" }
        out += "\n| layer | errors | warnings |\n|---|---:|---:|\n"
        for entry in audit.findingsByLayer { out += "| \(e(entry.name)) | \(entry.errors) | \(entry.warnings) |\n" }
        if let grouping = audit.grouping {
            out += "\n| \(grouping.rawValue) | errors | warnings |\n|---|---:|---:|\n"
            for feature in audit.features { out += "| \(e(feature.name)) | \(feature.errors) | \(feature.warnings) |\n" }
        }
        if !audit.topFiles.isEmpty {
            out += "\nTop offenders:\n\n"
            for entry in audit.topFiles { out += "- \(MarkdownReporter.code(entry.path)): \(entry.count)\n" }
        }
        if let section = AuditSections.grouped(audit), let grouping = audit.grouping {
            out += "\n## \(section.title)\n\n\(AuditSections.groupedNote(grouping))\n\n"
            out += "| \(grouping.rawValue) | files | lines | errors | warnings | forbidden uses | top rules |\n|---|---:|---:|---:|---:|---|---|\n"
            for feature in audit.features {
                out += "| \(e(feature.name)) | \(feature.files) | \(feature.lines) | \(feature.errors) | \(feature.warnings) | "
                out += AuditSections.forbiddenUses(feature).map(e).joined(separator: ", ") + " | "
                out += feature.topRules.map { "`\($0.rule)` \($0.count)" }.joined(separator: ", ") + " |\n"
            }
        }
        out += "\n## \(AuditSections.metrics.title)\n"
        for scope in MetricsReport.shownScopes(audit.metrics) {
            out += "\n| \(scope.rawValue) | " + MetricsReport.header.joined(separator: " | ") + " |\n|---|" + String(repeating: "---:|", count: MetricsReport.header.count) + "\n"
            for component in audit.metrics.components[scope] ?? [] {
                out += "| \(e(component.name)) | " + MetricsReport.cells(component).joined(separator: " | ") + " |\n"
            }
            out += "\n" + e(MetricsReport.cycleLine(scope, audit.metrics.cycles[scope] ?? [])) + "\n"
        }
        out += "\n" + e(MetricsReport.legend) + "\n"
        if let history = audit.history {
            out += "\n## \(AuditSections.trend.title)\n\n| commit | date | errors | warnings | forbidden uses |\n|---|---|---:|---:|---:|\n"
            for snapshot in history.snapshots {
                out += "| `\(snapshot.commit.shortID)` | \(snapshot.day) | "
                out += snapshot.failure == nil ? "\(snapshot.errors) | \(snapshot.warnings) | \(snapshot.forbiddenUses) |\n" : "– | – | – |\n"
            }
            for introduction in history.introductions { out += "\n- `\(e(introduction.subject))`: \(e(introduction.sentence))" }
            out += history.introductions.isEmpty ? "" : "\n"
        }
        out += "\n## \(AuditSections.verdicts.title)\n"
        for verdict in audit.verdicts {
            out += "\n**\(e(verdict.question))** \(e(verdict.answer))\n"
            for item in verdict.evidence { out += "- \(e(item))\n" }
        }
        out += "\n## \(AuditSections.plan.title)\n\n"
        if audit.plan.isEmpty { out += "No forbidden dependency: nothing to untangle.\n" }
        for (index, step) in audit.plan.enumerated() {
            out += "\(index + 1). **\(e(step.title))** — removes \(step.removes) use\(step.removes == 1 ? "" : "s") in "
            out += "\(Reporters.plural(step.files.count, "file")). \(e(step.advice))"
            out += step.setting.map { " Setting: \(MarkdownReporter.code($0))" } ?? ""
            out += "\n"
        }
        return out
    }
}

enum AuditHTML {
    /// Text for HTML (and XML): the five special characters escaped, XML-illegal characters made
    /// visible, and C1 controls and bidi overrides (which a browser would act on or hide) written as
    /// the terminal output writes them.
    static func h(_ text: String) -> String {
        XMLReport.text(TerminalText.escaped(text, keepingASCII: true)).replacingScalars(["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"])
    }

    /// The top of a self-contained page, up to its heading: the stylesheet the audit and the
    /// history share (inline; no script, font or image from elsewhere).
    static func pageStart(title: String) -> String {
        """
            <!DOCTYPE html>
            <html lang="en" xmlns="http://www.w3.org/1999/xhtml">
            <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>\(h(title))</title>
            <style>
            body { font: 15px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #1f2933; margin: 2rem auto; max-width: 980px; padding: 0 1rem; }
            h1 { font-size: 1.7rem; margin-bottom: .2rem; } h2 { margin-top: 2.2rem; border-bottom: 1px solid #d9dee7; padding-bottom: .2rem; }
            table { border-collapse: collapse; margin: .6rem 0; } th, td { padding: .25rem .7rem; border-bottom: 1px solid #e4e8ef; text-align: left; vertical-align: top; }
            td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
            .no { color: #d62828; font-weight: 600; } .muted { color: #5c6b7a; } .nowrap { white-space: nowrap; } code { font: 13px Menlo, Consolas, monospace; }
            .verdict { border-left: 4px solid #4a6fa5; padding: .2rem .9rem; margin: 1rem 0; background: #f6f8fb; }
            svg { max-width: 100%; height: auto; display: block; } ol li { margin: .4rem 0; }
            nav { margin: 1rem 0; } nav ol { margin: .3rem 0; } nav li { margin: .1rem 0; } summary { cursor: pointer; color: #4a6fa5; }
            @media print { nav { display: none; } }
            @media print { body { margin: 0; max-width: none; } h2, h3 { break-after: avoid; } .verdict, table, svg { break-inside: avoid; } }
            </style>
            </head>
            <body>
            <h1>\(h(title))</h1>

            """
    }

    static func render(_ audit: Audit) -> String {
        var out = pageStart(title: "Architecture audit: \(audit.projectName)") + """
            <p class="muted">\(audit.files) Swift files, \(audit.lines) lines; \(Reporters.plural(audit.result.errorCount, "error")) and \(Reporters.plural(audit.result.warningCount, "warning")). \(h(audit.provenance.map(AuditSections.madeLine) ?? "Made by archlint \(Version.current)."))</p>

            """
        out += "<nav><strong>Contents</strong><ol>" + AuditSections.all(audit).map { "<li><a href=\"#\($0.anchor)\">\(h($0.title))</a></li>" }.joined() + "</ol></nav>\n"
        out += heading(AuditSections.layers) + AuditDrawings.layers(audit)
        out += "<p class=\"muted\">Arrows point from the layer that depends to the layer it depends on; red arrows break the dependency rule; widths grow with the number of uses."
        out += audit.unclaimed.isEmpty ? "</p>\n" : " The dashed box holds the files in no layer.</p>\n"
        out += "<table><tr><th>layer</th><th class=\"n\">files</th><th class=\"n\">lines</th><th class=\"n\">types</th></tr>\n"
        for layer in audit.layers {
            out += "<tr><td>\(h(layer.name))</td><td class=\"n\">\(layer.files)</td><td class=\"n\">\(layer.lines)</td><td class=\"n\">\(layer.types)</td></tr>\n"
        }
        out += "</table>\n"
        if !audit.unclaimed.isEmpty {
            let file = { (file: (path: String, lines: Int)) in "<code>\(path(file.path))</code>" }
            out += "<div>\(Reporters.plural(audit.unclaimed.count, "file")) belong\(audit.unclaimed.count == 1 ? "s" : "") to no layer: "
            out += audit.unclaimed.prefix(AuditSections.worstShown).map(file).joined(separator: ", ")
            if audit.unclaimed.count > AuditSections.worstShown {
                out += "<details><summary>all \(audit.unclaimed.count) files</summary>" + audit.unclaimed.map(file).joined(separator: "<br />") + "</details>"
            }
            out += "</div>\n"
        }
        out += "<h3>Dependency matrix</h3>\n<table><tr><th>from</th><th>to</th><th class=\"n\">uses</th><th>allowed</th><th>worst files</th></tr>\n"
        for edge in audit.graph.layerEdges {
            let file = { (file: (path: String, count: Int)) in "<code>\(path(file.path))</code> (\(file.count))" }
            var worst = edge.allowed ? "" : edge.files.prefix(AuditSections.worstShown).map(file).joined(separator: "<br />")
            if !edge.allowed, edge.files.count > AuditSections.worstShown {
                worst += "<details><summary>all \(edge.files.count) files</summary>" + edge.files.map(file).joined(separator: "<br />") + "</details>"
            }
            out += "<tr><td>\(h(edge.from))</td><td>\(h(edge.to))</td><td class=\"n\">\(edge.count)</td>"
            out += edge.allowed ? "<td>yes</td>" : "<td class=\"no\">no</td>"
            out += "<td>\(worst)</td></tr>\n"
        }
        out += "</table>\n" + heading(AuditSections.roles) + "<table><tr><th>role</th><th class=\"n\">types</th></tr>\n"
        for (role, count) in audit.roles {
            let note = role == .useCase && !audit.passThroughUseCases.isEmpty ? " <span class=\"muted\">(\(audit.passThroughUseCases.count) pass-through)</span>" : ""
            out += "<tr><td>\(h(role.phrase))\(note)</td><td class=\"n\">\(count)</td></tr>\n"
        }
        out += "</table>\n" + heading(AuditSections.findings)
        if audit.result.findings.isEmpty {
            out += "<p>No finding.</p>\n"
        } else {
            out += "<h3>Per rule</h3>\n" + AuditDrawings.barChart(audit.findingsByRule, of: "rule")
            out += "<h3>Per layer</h3>\n" + AuditDrawings.barChart(audit.findingsByLayer, of: "layer")
            if let grouping = audit.grouping {
                out += "<h3>Per \(grouping.rawValue)</h3>\n" + AuditDrawings.barChart(audit.features.map(\.tally), of: grouping.rawValue)
            }
        }
        if !audit.topFiles.isEmpty {
            out += "<h3>Top offenders</h3>\n<table><tr><th>file</th><th class=\"n\">findings</th></tr>\n"
            for entry in audit.topFiles { out += "<tr><td><code>\(path(entry.path))</code></td><td class=\"n\">\(entry.count)</td></tr>\n" }
            out += "</table>\n"
        }
        if let section = AuditSections.grouped(audit), let grouping = audit.grouping {
            out += heading(section) + "<p class=\"muted\">\(h(AuditSections.groupedNote(grouping)))</p>\n<table><tr><th>\(grouping.rawValue)</th>"
            out += "<th class=\"n\">files</th><th class=\"n\">lines</th><th class=\"n\">errors</th><th class=\"n\">warnings</th><th>forbidden uses</th><th>top rules</th></tr>\n"
            for feature in audit.features {
                let uses = AuditSections.forbiddenUses(feature).map(h).joined(separator: "<br />")
                out += "<tr><td class=\"nowrap\">\(h(feature.name))</td><td class=\"n\">\(feature.files)</td><td class=\"n\">\(feature.lines)</td>"
                out += "<td class=\"n\">\(feature.errors)</td><td class=\"n\">\(feature.warnings)</td><td class=\"nowrap\">\(uses)</td><td class=\"nowrap\">"
                out += feature.topRules.map { "<code>\(h($0.rule))</code> \($0.count)" }.joined(separator: "<br />") + "</td></tr>\n"
            }
            out += "</table>\n"
        }
        out += heading(AuditSections.metrics)
        for scope in MetricsReport.shownScopes(audit.metrics) {
            let components = audit.metrics.components[scope] ?? []
            out += "<h3>Per \(scope.rawValue)</h3>\n" + MetricsReport.scatter(components, title: "The \(scope.rawValue)s on the main sequence")
            out += "<table><tr><th>\(scope.rawValue)</th>" + MetricsReport.header.map { "<th class=\"n\">\($0)</th>" }.joined() + "</tr>\n"
            for component in components {
                out += "<tr><td>\(h(component.name))</td>" + MetricsReport.cells(component).map { "<td class=\"n\">\($0)</td>" }.joined() + "</tr>\n"
            }
            out += "</table>\n<p>\(h(MetricsReport.cycleLine(scope, audit.metrics.cycles[scope] ?? [])))</p>\n"
        }
        out += "<p class=\"muted\">\(h(MetricsReport.legend))</p>\n"
        if let history = audit.history {
            out += heading(AuditSections.trend) + HistoryHTML.trend(history)
        }
        out += heading(AuditSections.verdicts)
        for verdict in audit.verdicts {
            out += "<div class=\"verdict\"><p><strong>\(h(verdict.question))</strong> \(h(verdict.answer))</p>"
            if !verdict.evidence.isEmpty {
                out += "<ul>" + verdict.evidence.map { "<li>\(h($0))</li>" }.joined() + "</ul>"
            }
            out += "</div>\n"
        }
        out += heading(AuditSections.plan)
        if audit.plan.isEmpty {
            out += "<p>No forbidden dependency: nothing to untangle.</p>\n"
        } else {
            out += "<ol>\n"
            for step in audit.plan {
                out += "<li><strong>\(h(step.title))</strong> — removes \(step.removes) use\(step.removes == 1 ? "" : "s") in "
                out += "\(Reporters.plural(step.files.count, "file")) (" + step.files.prefix(4).map { "<code>\(path($0))</code>" }.joined(separator: ", ")
                out += step.files.count > 4 ? ", …" : ""
                out += "). \(h(step.advice))"
                out += step.setting.map { "<br />Setting: <code>\(h($0))</code>" } ?? ""
                out += "</li>\n"
            }
            out += "</ol>\n"
        }
        return out + "</body>\n</html>\n"
    }

    /// A path that may break after each `/` (and nowhere else) where the line is too short for it.
    private static func path(_ path: String) -> String {
        h(path).replacingScalars(["/": "/<wbr />"])
    }

    private static func heading(_ section: AuditSections.Section) -> String {
        "<h2 id=\"\(section.anchor)\">\(h(section.title))</h2>\n"
    }
}
