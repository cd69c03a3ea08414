/// The audit as Markdown (for a wiki or a pull request), JSON (for scripts) and one self-contained
/// HTML page with an SVG drawing of the layers (inline CSS, no script, no font or image from elsewhere).
enum AuditFormat: String, CaseIterable {
    case html, markdown, json

    func render(_ audit: Audit) -> String {
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
                ("byRule", .array(audit.findingsByRule.map {
                    .object([("rule", .string($0.rule)), ("errors", .int($0.errors)), ("warnings", .int($0.warnings))])
                })),
                ("byLayer", .array(audit.findingsByLayer.map { .object([("layer", .string($0.layer)), ("count", .int($0.count))]) })),
                ("topFiles", .array(audit.topFiles.map { .object([("path", .string($0.path)), ("count", .int($0.count))]) })),
            ])),
            ("verdicts", .array(audit.verdicts.map { verdict in
                .object([("question", .string(verdict.question)), ("answer", .string(verdict.answer)),
                         ("evidence", .array(verdict.evidence.map(JSONValue.string)))])
            })),
            ("plan", .array(audit.plan.map { step in
                .object([("title", .string(step.title)), ("advice", .string(step.advice)), ("removes", .int(step.removes)),
                         ("files", .array(step.files.map(JSONValue.string)))])
            })),
            ("metrics", MetricsReport.json(audit.metrics)),
            ("history", audit.history.map { history in
                .object([("commits", .array(history.snapshots.map(HistoryJSON.snapshot))), ("introductions", HistoryJSON.introductions(history))])
            } ?? .null),
        ]).rendered()
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
    static let verdicts = Section(title: "Verdicts of the expert rules", anchor: "verdicts-of-the-expert-rules")
    static let plan = Section(title: "Refactoring plan", anchor: "refactoring-plan")
    static let metrics = Section(title: "Metrics", anchor: "metrics")
    static let trend = Section(title: "Trend", anchor: "trend")

    /// The sections of this audit: the trend only with `--history`.
    static func all(_ audit: Audit) -> [Section] {
        [layers, roles, findings, metrics] + (audit.history == nil ? [] : [trend]) + [verdicts, plan]
    }

    /// The files a forbidden edge shows before the rest are folded away (`<details>`).
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
        for entry in audit.findingsByRule { out += "| `\(entry.rule)` | \(entry.errors) | \(entry.warnings) |\n" }
        out += "\n| layer | findings |\n|---|---:|\n"
        for entry in audit.findingsByLayer { out += "| \(e(entry.layer)) | \(entry.count) |\n" }
        if !audit.topFiles.isEmpty {
            out += "\nTop offenders:\n\n"
            for entry in audit.topFiles { out += "- \(MarkdownReporter.code(entry.path)): \(entry.count)\n" }
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
            out += "\(Reporters.plural(step.files.count, "file")). \(e(step.advice))\n"
        }
        return out
    }
}

enum AuditHTML {
    /// Text for HTML (and XML): the five special characters escaped, XML-illegal characters made visible.
    static func h(_ text: String) -> String {
        XMLReport.text(text).replacingScalars(["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"])
    }

    static func render(_ audit: Audit) -> String {
        var out = """
            <!DOCTYPE html>
            <html lang="en" xmlns="http://www.w3.org/1999/xhtml">
            <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>Architecture audit: \(h(audit.projectName))</title>
            <style>
            body { font: 15px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #1f2933; margin: 2rem auto; max-width: 980px; padding: 0 1rem; }
            h1 { font-size: 1.7rem; margin-bottom: .2rem; } h2 { margin-top: 2.2rem; border-bottom: 1px solid #d9dee7; padding-bottom: .2rem; }
            table { border-collapse: collapse; margin: .6rem 0; } th, td { padding: .25rem .7rem; border-bottom: 1px solid #e4e8ef; text-align: left; vertical-align: top; }
            td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
            .no { color: #d62828; font-weight: 600; } .muted { color: #5c6b7a; } code { font: 13px Menlo, Consolas, monospace; }
            .verdict { border-left: 4px solid #4a6fa5; padding: .2rem .9rem; margin: 1rem 0; background: #f6f8fb; }
            svg { max-width: 100%; height: auto; } ol li { margin: .4rem 0; }
            nav { margin: 1rem 0; } nav ol { margin: .3rem 0; } nav li { margin: .1rem 0; } summary { cursor: pointer; color: #4a6fa5; }
            @media print { nav { display: none; } }
            @media print { body { margin: 0; max-width: none; } h2 { break-after: avoid; } .verdict, table, svg { break-inside: avoid; } }
            </style>
            </head>
            <body>
            <h1>Architecture audit: \(h(audit.projectName))</h1>
            <p class="muted">\(audit.files) Swift files, \(audit.lines) lines; \(Reporters.plural(audit.result.errorCount, "error")) and \(Reporters.plural(audit.result.warningCount, "warning")). \(h(audit.provenance.map(AuditSections.madeLine) ?? "Made by archlint \(Version.current)."))</p>

            """
        out += "<nav><strong>Contents</strong><ol>" + AuditSections.all(audit).map { "<li><a href=\"#\($0.anchor)\">\(h($0.title))</a></li>" }.joined() + "</ol></nav>\n"
        out += "<h2 id=\"\(AuditSections.layers.anchor)\">\(AuditSections.layers.title)</h2>\n" + svg(audit)
        out += "<p class=\"muted\">Arrows point from the layer that depends to the layer it depends on; red arrows break the dependency rule; widths grow with the number of uses.</p>\n"
        out += "<table><tr><th>layer</th><th class=\"n\">files</th><th class=\"n\">lines</th><th class=\"n\">types</th></tr>\n"
        for layer in audit.layers {
            out += "<tr><td>\(h(layer.name))</td><td class=\"n\">\(layer.files)</td><td class=\"n\">\(layer.lines)</td><td class=\"n\">\(layer.types)</td></tr>\n"
        }
        out += "</table>\n"
        if !audit.unclaimed.isEmpty {
            out += "<p>\(audit.unclaimed.count) files belong to no layer: "
                + audit.unclaimed.prefix(30).map { "<code>\(h($0.path))</code>" }.joined(separator: ", ")
                + (audit.unclaimed.count > 30 ? ", …" : "") + "</p>\n"
        }
        out += "<h3>Dependency matrix</h3>\n<table><tr><th>from</th><th>to</th><th class=\"n\">uses</th><th>allowed</th><th>worst files</th></tr>\n"
        for edge in audit.graph.layerEdges {
            let file = { (file: (path: String, count: Int)) in "<code>\(h(file.path))</code> (\(file.count))" }
            var worst = edge.allowed ? "" : edge.files.prefix(AuditSections.worstShown).map(file).joined(separator: "<br />")
            if !edge.allowed, edge.files.count > AuditSections.worstShown {
                worst += "<details><summary>all \(edge.files.count) files</summary>" + edge.files.map(file).joined(separator: "<br />") + "</details>"
            }
            out += "<tr><td>\(h(edge.from))</td><td>\(h(edge.to))</td><td class=\"n\">\(edge.count)</td>"
            out += edge.allowed ? "<td>yes</td>" : "<td class=\"no\">no</td>"
            out += "<td>\(worst)</td></tr>\n"
        }
        out += "</table>\n<h2 id=\"\(AuditSections.roles.anchor)\">\(AuditSections.roles.title)</h2>\n<table><tr><th>role</th><th class=\"n\">types</th></tr>\n"
        for (role, count) in audit.roles {
            let note = role == .useCase && !audit.passThroughUseCases.isEmpty ? " <span class=\"muted\">(\(audit.passThroughUseCases.count) pass-through)</span>" : ""
            out += "<tr><td>\(h(role.phrase))\(note)</td><td class=\"n\">\(count)</td></tr>\n"
        }
        out += "</table>\n<h2 id=\"\(AuditSections.findings.anchor)\">\(AuditSections.findings.title)</h2>\n<table><tr><th>rule</th><th class=\"n\">errors</th><th class=\"n\">warnings</th></tr>\n"
        for entry in audit.findingsByRule {
            out += "<tr><td><code>\(h(entry.rule))</code></td><td class=\"n\">\(entry.errors)</td><td class=\"n\">\(entry.warnings)</td></tr>\n"
        }
        out += "</table>\n<table><tr><th>layer</th><th class=\"n\">findings</th></tr>\n"
        for entry in audit.findingsByLayer { out += "<tr><td>\(h(entry.layer))</td><td class=\"n\">\(entry.count)</td></tr>\n" }
        out += "</table>\n"
        if !audit.topFiles.isEmpty {
            out += "<h3>Top offenders</h3>\n<table><tr><th>file</th><th class=\"n\">findings</th></tr>\n"
            for entry in audit.topFiles { out += "<tr><td><code>\(h(entry.path))</code></td><td class=\"n\">\(entry.count)</td></tr>\n" }
            out += "</table>\n"
        }
        out += "<h2 id=\"\(AuditSections.metrics.anchor)\">\(AuditSections.metrics.title)</h2>\n"
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
            out += "<h2 id=\"\(AuditSections.trend.anchor)\">\(AuditSections.trend.title)</h2>\n" + HistoryHTML.trend(history)
        }
        out += "<h2 id=\"\(AuditSections.verdicts.anchor)\">\(AuditSections.verdicts.title)</h2>\n"
        for verdict in audit.verdicts {
            out += "<div class=\"verdict\"><p><strong>\(h(verdict.question))</strong> \(h(verdict.answer))</p>"
            if !verdict.evidence.isEmpty {
                out += "<ul>" + verdict.evidence.map { "<li>\(h($0))</li>" }.joined() + "</ul>"
            }
            out += "</div>\n"
        }
        out += "<h2 id=\"\(AuditSections.plan.anchor)\">\(AuditSections.plan.title)</h2>\n"
        if audit.plan.isEmpty {
            out += "<p>No forbidden dependency: nothing to untangle.</p>\n"
        } else {
            out += "<ol>\n"
            for step in audit.plan {
                out += "<li><strong>\(h(step.title))</strong> — removes \(step.removes) use\(step.removes == 1 ? "" : "s") in "
                out += "\(Reporters.plural(step.files.count, "file")) (" + step.files.prefix(4).map { "<code>\(h($0))</code>" }.joined(separator: ", ")
                out += step.files.count > 4 ? ", …" : ""
                out += "). \(h(step.advice))</li>\n"
            }
            out += "</ol>\n"
        }
        return out + "</body>\n</html>\n"
    }

    /// Where each kind of layer sits: the Domain in the middle, Presentation and Data either side
    /// (the dependency rule's arrows point at the Domain), the composition root above, Core below.
    private static let positions: [LayerKind: (x: Double, y: Double)] = [
        .compositionRoot: (380, 60), .presentation: (130, 200), .domain: (380, 200), .data: (630, 200), .core: (380, 340),
    ]
    /// The column, in the rows below, of a further layer of a kind (a second data layer under Data).
    private static let columns: [LayerKind: Int] = [.presentation: 0, .domain: 1, .data: 2]

    static func svg(_ audit: Audit) -> String {
        let width = 760.0, boxWidth = 190.0, boxHeight = 64.0
        let configuration = audit.result.project.configuration
        let summaries = Dictionary(uniqueKeysWithValues: audit.layers.map { ($0.name, $0) })
        var centers: [String: (x: Double, y: Double)] = [:]
        var placedKinds = Set<LayerKind>()
        var rows = [0, 0, 0]  // further layers per column
        // The first layer of each kind with files takes the kind's place; an empty layer only a free one.
        let layers = audit.graph.layers.filter { summaries[$0] != nil } + audit.graph.layers.filter { summaries[$0] == nil }
        for layer in layers {
            let kind = configuration.layer(named: layer)?.kind
            if let kind, let position = positions[kind], placedKinds.insert(kind).inserted {
                centers[layer] = position
            } else {
                let column = kind.flatMap { columns[$0] } ?? rows.indices.min { rows[$0] < rows[$1] }!
                centers[layer] = (130 + Double(column) * 250, 470 + Double(rows[column]) * 110)
                rows[column] += 1
            }
        }
        let deepest = rows.max()!
        let height = deepest == 0 ? 420.0 : 470 + Double(deepest - 1) * 110 + 60
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"Layers and the dependencies between them\">\n"
        out += "<defs>"
        for (id, color) in [("ok", "#4a5568"), ("bad", "#d62828")] {
            out += "<marker id=\"arrow-\(id)\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"\(color)\" /></marker>"
        }
        out += "</defs>\n"
        for layer in audit.graph.layers {
            guard let center = centers[layer] else { continue }
            let summary = summaries[layer]
            let fill = summary == nil ? "#f4f5f7" : "#eef3fb"
            out += "<g><rect x=\"\(f(center.x - boxWidth / 2))\" y=\"\(f(center.y - boxHeight / 2))\" width=\"\(f(boxWidth))\" height=\"\(f(boxHeight))\" rx=\"10\" fill=\"\(fill)\" stroke=\"#4a6fa5\" stroke-width=\"1.5\" />"
            out += "<text x=\"\(f(center.x))\" y=\"\(f(center.y - 6))\" text-anchor=\"middle\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"16\" font-weight=\"bold\" fill=\"#1f2933\">\(h(layer))</text>"
            let detail = summary.map { "\(Reporters.plural($0.files, "file")) · \(Reporters.plural($0.lines, "line"))" } ?? "no files"
            out += "<text x=\"\(f(center.x))\" y=\"\(f(center.y + 15))\" text-anchor=\"middle\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\" fill=\"#5c6b7a\">\(h(detail))</text></g>\n"
        }
        let edges = audit.graph.layerEdges
        let pairs = Set(edges.map { "\($0.from)\u{0}\($0.to)" })
        let boxes = centers.values.map { (x: $0.x, y: $0.y) }
        for edge in edges {
            guard let from = centers[edge.from], let to = centers[edge.to] else { continue }
            let dx = to.x - from.x, dy = to.y - from.y
            let length = max(1, (dx * dx + dy * dy).squareRoot())
            // Two edges between the same pair run side by side; an edge that would cross another
            // box (Presentation to Data, through the Domain) bends around it, below when it runs
            // left to right and above when it runs back.
            let paired = pairs.contains("\(edge.to)\u{0}\(edge.from)")
            let blocked = boxes.contains { box in
                (box.x != from.x || box.y != from.y) && (box.x != to.x || box.y != to.y)
                    && (1..<20).contains { step in
                        let t = Double(step) / 20
                        return abs(from.x + dx * t - box.x) < boxWidth / 2 && abs(from.y + dy * t - box.y) < boxHeight / 2
                    }
            }
            let bend = blocked ? 120.0 : (paired ? 9.0 : 0)
            let control = ((from.x + to.x) / 2 - dy / length * bend, (from.y + to.y) / 2 + dx / length * bend)
            let start = clip(from, towards: blocked ? control : (to.x - dy / length * bend, to.y + dx / length * bend),
                             halfWidth: boxWidth / 2, halfHeight: boxHeight / 2)
            let end = clip(to, towards: blocked ? control : (from.x - dy / length * bend, from.y + dx / length * bend),
                           halfWidth: boxWidth / 2 + 2, halfHeight: boxHeight / 2 + 2)
            let color = edge.allowed ? "#4a5568" : "#d62828"
            let path: String
            let label: (x: Double, y: Double)
            if blocked {
                path = "M \(f(start.x)) \(f(start.y)) Q \(f(control.0)) \(f(control.1)) \(f(end.x)) \(f(end.y))"
                label = (0.25 * start.x + 0.5 * control.0 + 0.25 * end.x, 0.25 * start.y + 0.5 * control.1 + 0.25 * end.y - 5)
            } else {
                let nx = -dy / length * bend, ny = dx / length * bend
                path = "M \(f(start.x + nx)) \(f(start.y + ny)) L \(f(end.x + nx)) \(f(end.y + ny))"
                label = ((start.x + end.x) / 2 + nx * 2.2, (start.y + end.y) / 2 + ny * 2.2 + (ny > 0 ? 8 : -4))
            }
            out += "<g><path class=\"edge\" d=\"\(path)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(GraphReporter.width(edge.count))\" marker-end=\"url(#arrow-\(edge.allowed ? "ok" : "bad"))\" />"
            out += "<text x=\"\(f(label.x))\" y=\"\(f(label.y))\" text-anchor=\"middle\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\" font-weight=\"bold\" fill=\"\(color)\">\(edge.count)</text>"
            out += "<title>\(h(edge.from)) → \(h(edge.to)): \(edge.count) uses\(edge.allowed ? "" : ", forbidden")</title></g>\n"
        }
        return out + "</svg>\n"
    }

    /// The point where the segment from `center` towards `other` leaves the box around `center`.
    private static func clip(_ center: (x: Double, y: Double), towards other: (x: Double, y: Double),
                             halfWidth: Double, halfHeight: Double) -> (x: Double, y: Double) {
        let dx = other.x - center.x, dy = other.y - center.y
        guard dx != 0 || dy != 0 else { return center }
        let scale = min(dx == 0 ? .infinity : halfWidth / abs(dx), dy == 0 ? .infinity : halfHeight / abs(dy))
        return (center.x + dx * scale, center.y + dy * scale)
    }

    private static func f(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
