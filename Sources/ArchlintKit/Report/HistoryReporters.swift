/// `archlint history` as a table for the terminal, CSV for a spreadsheet, JSON for scripts, and one
/// self-contained HTML page of SVG line charts (no script, nothing fetched).
enum HistoryFormat: String, CaseIterable {
    case text, csv, json, html

    func render(_ history: History) -> String {
        switch self {
        case .text: return HistoryText.render(history)
        case .csv: return HistoryCSV.render(history)
        case .json: return HistoryJSON.render(history)
        case .html: return HistoryHTML.render(history)
        }
    }
}

extension History.Snapshot {
    /// The date without its time: `2024-03-02`.
    var day: String { String(commit.date.prefix(10)) }
    var forbiddenUses: Int { forbidden.values.reduce(0, +) }
    /// The files left out because git lacks their blobs, in a sentence: "A.swift and B.swift are missing…".
    var missingSentence: String {
        "\(missingFiles.joined(separator: ", ")) \(missingFiles.count == 1 ? "is" : "are") missing from git's object store"
    }
}

extension History.Introduction {
    var sentence: String {
        "+\(added) at \(commit.shortID) on \(commit.date.prefix(10)) (\(after) after): "
            + (commit.subject.count > 72 ? commit.subject.prefix(71) + "…" : commit.subject)
    }
}

enum HistoryText {
    static func render(_ history: History) -> String {
        let snapshots = history.snapshots
        var out = "History of \(TerminalText.escaped(history.name)): \(Reporters.plural(snapshots.count, "commit")), \(snapshots.first!.day) to \(snapshots.last!.day)\n\n"
        let header = ["commit", "date", "files", "lines", "errors", "warnings", "forbidden uses", "feature cycles"]
        let rows = snapshots.map { snapshot -> [String] in
            guard snapshot.failure == nil else { return [snapshot.commit.shortID, snapshot.day] + Array(repeating: "–", count: header.count - 2) }
            return [snapshot.commit.shortID, snapshot.day, String(snapshot.files), String(snapshot.lines), String(snapshot.errors),
                    String(snapshot.warnings), String(snapshot.forbiddenUses), String(snapshot.featureCycles.count)]
        }
        out += TerminalText.table([header] + rows, indent: "", numbersRight: true)
        for snapshot in snapshots where snapshot.failure != nil { out += "\(snapshot.commit.shortID) not linted: \(TerminalText.escaped(snapshot.failure!))\n" }
        for snapshot in snapshots where !snapshot.missingFiles.isEmpty {
            out += "\(snapshot.commit.shortID) incomplete: \(TerminalText.escaped(snapshot.missingSentence))\n"
        }
        let introductions = Dictionary(history.introductions.map { ($0.subject, $0) }) { first, _ in first }
        let linted = snapshots.filter { $0.failure == nil }
        for (title, subjects, count) in [("Findings per rule", history.rules, { (s: History.Snapshot, key: String) in s.rules[key] ?? 0 }),
                                         ("Forbidden uses per layer edge", history.edges, { (s: History.Snapshot, key: String) in s.forbidden[key] ?? 0 })]
        where !subjects.isEmpty {
            out += "\n\(title), first → last commit, and the commit that added most:\n"
            out += TerminalText.table(subjects.map { subject in
                [subject, "\(linted.first.map { count($0, subject) } ?? 0) → \(linted.last.map { count($0, subject) } ?? 0)",
                 introductions[subject]?.sentence ?? "none added"]
            }, numbersRight: true)
        }
        if let last = linted.last, !last.layers.isEmpty {
            out += "\nLayers at \(last.commit.shortID):\n"
            out += TerminalText.table([["layer"] + MetricsReport.header] + last.layers.map { [$0.name] + MetricsReport.cells($0) }, numbersRight: true)
        }
        return out
    }
}

enum HistoryCSV {
    static func render(_ history: History) -> String {
        let layers = history.layers
        var header = ["commit", "date", "subject", "linted", "missing_files", "files", "lines", "errors", "warnings", "feature_cycles"]
        header += history.rules + history.edges
        header += layers.flatMap { layer in ["instability", "abstractness", "distance"].map { "\($0) \(layer)" } }
        var out = header.map(field).joined(separator: ",") + "\n"
        for snapshot in history.snapshots {
            let linted = snapshot.failure != nil ? "no" : snapshot.missingFiles.isEmpty ? "yes" : "incomplete"
            var row = [snapshot.commit.id, snapshot.commit.date, snapshot.commit.subject, linted, snapshot.missingFiles.joined(separator: "; ")]
            if snapshot.failure == nil {
                row += [snapshot.files, snapshot.lines, snapshot.errors, snapshot.warnings, snapshot.featureCycles.count].map(String.init)
                row += history.rules.map { String(snapshot.rules[$0] ?? 0) } + history.edges.map { String(snapshot.forbidden[$0] ?? 0) }
                let byName = Dictionary(uniqueKeysWithValues: snapshot.layers.map { ($0.name, $0) })
                row += layers.flatMap { layer -> [String] in
                    let component = byName[layer]
                    return [component?.instability, component?.abstractness, component?.distance].map { $0.map(JSONValue.decimals) ?? "" }
                }
            }
            out += row.map(field).joined(separator: ",") + "\n"
        }
        return out
    }

    /// RFC 4180: quoted when it holds a comma or a quote; quotes doubled. Control characters
    /// (line breaks among them) are escaped as the terminal's output escapes them, so that a
    /// subject or a path cannot break the row or act on whatever shows the file.
    static func field(_ text: String) -> String {
        let text = TerminalText.escaped(text)
        return text.contains(where: { $0 == "," || $0 == "\"" }) ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
    }
}

enum HistoryJSON {
    static func snapshot(_ snapshot: History.Snapshot) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("commit", .string(snapshot.commit.id)), ("shortCommit", .string(snapshot.commit.shortID)),
            ("date", .string(snapshot.commit.date)), ("subject", .string(snapshot.commit.subject)),
            ("failure", snapshot.failure.map(JSONValue.string) ?? .null),
            ("complete", .bool(snapshot.missingFiles.isEmpty)), ("missingFiles", .array(snapshot.missingFiles.map(JSONValue.string))),
        ]
        guard snapshot.failure == nil else { return .object(members) }
        members += [
            ("files", .int(snapshot.files)), ("lines", .int(snapshot.lines)), ("skippedFiles", .int(snapshot.skippedFiles)),
            ("errors", .int(snapshot.errors)), ("warnings", .int(snapshot.warnings)),
            ("rules", .object(snapshot.rules.sorted { $0.key < $1.key }.map { ($0.key, .int($0.value)) })),
            ("forbidden", .object(snapshot.forbidden.sorted { $0.key < $1.key }.map { ($0.key, .int($0.value)) })),
            ("layers", .array(snapshot.layers.map(MetricsReport.json))),
            ("featureCycles", .array(snapshot.featureCycles.map { .array($0.map(JSONValue.string)) })),
        ]
        return .object(members)
    }

    static func introductions(_ history: History) -> JSONValue {
        .array(history.introductions.map { introduction in
            .object([("subject", .string(introduction.subject)), ("commit", .string(introduction.commit.id)),
                     ("date", .string(introduction.commit.date)), ("subject_line", .string(introduction.commit.subject)),
                     ("added", .int(introduction.added)), ("after", .int(introduction.after))])
        })
    }

    static func render(_ history: History) -> String {
        JSONValue.object([
            ("version", .int(1)),
            ("project", .string(history.name)),
            ("commits", .array(history.snapshots.map(snapshot))),
            ("introductions", introductions(history)),
        ]).rendered()
    }
}

enum HistoryHTML {
    static func render(_ history: History) -> String {
        var out = AuditHTML.pageStart(title: "Architecture history: \(history.name)")
        out += "<p class=\"muted\">\(Reporters.plural(history.snapshots.count, "commit")), \(history.snapshots.first!.day) to \(history.snapshots.last!.day), made by archlint \(Version.current).</p>\n"
        out += trend(history)
        return out + "</body>\n</html>\n"
    }

    /// The charts and the commits that added most: the whole page's body, and the audit's trend section.
    static func trend(_ history: History) -> String {
        let h = AuditHTML.h
        let linted = history.snapshots.filter { $0.failure == nil }
        let labels = history.snapshots.map(\.commit.shortID)
        func values(_ value: @escaping (History.Snapshot) -> Double?) -> [Double?] {
            history.snapshots.map { $0.failure == nil ? value($0) : nil }
        }
        var out = "<h3>Findings</h3>\n" + LineChart.svg(labels: labels, series: [
            ("errors", values { Double($0.errors) }), ("warnings", values { Double($0.warnings) }),
            ("forbidden uses between layers", values { Double($0.forbiddenUses) }),
        ], title: "Findings per commit")
        if !history.rules.isEmpty {
            out += "<h3>Findings per rule</h3>\n" + LineChart.svg(labels: labels, series: history.rules.map { rule in
                (rule, values { Double($0.rules[rule] ?? 0) })
            }, title: "Findings per rule and commit")
        }
        if !history.edges.isEmpty {
            out += "<h3>Forbidden uses per layer edge</h3>\n" + LineChart.svg(labels: labels, series: history.edges.map { edge in
                (edge, values { Double($0.forbidden[edge] ?? 0) })
            }, title: "Forbidden uses per layer edge and commit")
        }
        if !history.layers.isEmpty {
            out += "<h3>Distance from the main sequence, per layer</h3>\n" + LineChart.svg(labels: labels, series: history.layers.map { layer in
                (layer, values { snapshot in snapshot.layers.first { $0.name == layer }?.distance })
            }, title: "D per layer and commit", fixedMaximum: 1)
        }
        let introductions = history.introductions
        if !introductions.isEmpty {
            out += "<h3>The commits that added most</h3>\n<table><tr><th>rule or edge</th><th>commit</th><th class=\"n\">added</th><th>subject</th></tr>\n"
            for introduction in introductions {
                out += "<tr><td><code>\(h(introduction.subject))</code></td><td><code>\(h(introduction.commit.shortID))</code> \(h(String(introduction.commit.date.prefix(10))))</td>"
                out += "<td class=\"n\">+\(introduction.added)</td><td>\(h(introduction.commit.subject))</td></tr>\n"
            }
            out += "</table>\n"
        }
        let incomplete = history.snapshots.filter { !$0.missingFiles.isEmpty }
        if !incomplete.isEmpty {
            out += "<h3>Incomplete commits</h3>\n<p>Files git's object store lacks were left out of these commits: their figures are short.</p>\n<ul>\n"
            for snapshot in incomplete { out += "<li><code>\(h(snapshot.commit.shortID))</code> \(h(snapshot.day)): \(h(snapshot.missingSentence))</li>\n" }
            out += "</ul>\n"
        }
        let failed = history.snapshots.count - linted.count
        if failed > 0 { out += "<p class=\"muted\">\(Reporters.plural(failed, "commit")) could not be linted (their configuration could not be read); the lines skip them.</p>\n" }
        return out
    }
}

/// A hand-written SVG line chart: one line per series over the commits, a legend below, the
/// y axis from 0 to the largest value.
enum LineChart {
    static let colors = [AuditDrawings.errorColor, "#4a6fa5", "#2a9d8f", "#e9a03b", "#6d597a", "#264653", "#b5838d", "#588157"]

    static func svg(labels: [String], series: [(name: String, values: [Double?])], title: String, fixedMaximum: Double? = nil) -> String {
        let width = 760.0, left = 48.0, right = 16.0, top = 14.0, plotHeight = 200.0
        let legendRows = (series.count + 2) / 3
        let height = top + plotHeight + 40 + Double(legendRows) * 18
        let largest = series.flatMap { $0.values.compactMap { $0 } }.max() ?? 0
        let maximum = fixedMaximum ?? max(1, niceCeiling(largest))
        let plotWidth = width - left - right
        func x(_ index: Int) -> Double { left + (labels.count < 2 ? plotWidth / 2 : Double(index) * plotWidth / Double(labels.count - 1)) }
        func y(_ value: Double) -> Double { top + plotHeight * (1 - value / maximum) }
        let font = "font-family=\"\(AuditDrawings.font)\" font-size=\"11\" fill=\"#5c6b7a\""
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"\(AuditHTML.h(title))\">\n"
        for step in 0...4 {
            let value = maximum * Double(step) / 4
            out += "<line x1=\"\(f(left))\" y1=\"\(f(y(value)))\" x2=\"\(f(width - right))\" y2=\"\(f(y(value)))\" stroke=\"#e4e8ef\" />"
            out += "<text x=\"\(f(left - 6))\" y=\"\(f(y(value) + 4))\" text-anchor=\"end\" \(font)>\(JSONValue.decimals(value))</text>\n"
        }
        // At most about twelve commit labels under the axis, evenly spaced: the first and last
        // always, ending at the plot's edges, and none over another.
        let every = max(1, (labels.count + 11) / 12)
        func span(_ index: Int) -> (anchor: String, minX: Double, maxX: Double) {
            let width = AuditDrawings.textWidth(labels[index], size: 11)
            if labels.count > 1, index == 0 { return ("start", x(index), x(index) + width) }
            if labels.count > 1, index == labels.count - 1 { return ("end", x(index) - width, x(index)) }
            return ("middle", x(index) - width / 2, x(index) + width / 2)
        }
        let last = span(labels.count - 1)
        var end = -Double.infinity
        for index in labels.indices where index % every == 0 || index == labels.count - 1 {
            let place = span(index)
            guard place.minX > end + 6, index == labels.count - 1 || place.maxX < last.minX - 6 else { continue }
            end = place.maxX
            out += "<text x=\"\(f(x(index)))\" y=\"\(f(top + plotHeight + 16))\" text-anchor=\"\(place.anchor)\" \(font)>\(AuditHTML.h(labels[index]))</text>"
        }
        out += "\n"
        for (number, line) in series.enumerated() {
            let color = colors[number % colors.count]
            var path = "", pen = "M"
            for (index, value) in line.values.enumerated() {
                guard let value else { pen = "M"; continue }
                path += "\(pen) \(f(x(index))) \(f(y(value))) "
                pen = "L"
            }
            out += "<g><path d=\"\(path.trimmingCharacters(in: .whitespaces))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\" />"
            if labels.count == 1, let value = line.values[0] { out += "<circle cx=\"\(f(x(0)))\" cy=\"\(f(y(value)))\" r=\"3\" fill=\"\(color)\" />" }
            out += "<title>\(AuditHTML.h(line.name))</title></g>\n"
            let legendX = left + Double(number % 3) * 236, legendY = top + plotHeight + 36 + Double(number / 3) * 18
            out += "<rect x=\"\(f(legendX))\" y=\"\(f(legendY - 9))\" width=\"14\" height=\"4\" fill=\"\(color)\" />"
            out += "<text x=\"\(f(legendX + 20))\" y=\"\(f(legendY - 4))\" \(font)>\(AuditHTML.h(line.name))</text>\n"
        }
        return out + "</svg>\n"
    }

    /// 1, 2 or 5 times a power of ten, at or above `value`: the top of the y axis.
    static func niceCeiling(_ value: Double) -> Double {
        guard value > 0 else { return 1 }
        var power = 1.0
        while power * 10 <= value { power *= 10 }
        return [1.0, 2, 5, 10].map { $0 * power }.first { $0 >= value }!
    }

    private static func f(_ value: Double) -> String { AuditDrawings.f(value) }
}
