import ArchlintModel

/// `archlint history` as a table for the terminal, CSV for a spreadsheet, JSON for scripts, and one
/// self-contained HTML page of SVG line charts (no script, nothing fetched).
package enum HistoryFormat: String, CaseIterable {
    case text, csv, json, html

    package func render(_ history: History) -> String {
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
        func values(_ value: @escaping (History.Snapshot) -> Double?) -> [Double?] {
            history.snapshots.map { $0.failure == nil ? value($0) : nil }
        }
        var out = "<h3>Findings</h3>\n" + LineChart.svg(history, series: [
            ("errors", values { Double($0.errors) }), ("warnings", values { Double($0.warnings) }),
            ("forbidden uses between layers", values { Double($0.forbiddenUses) }),
        ], title: "Findings per commit")
        if !history.rules.isEmpty {
            out += "<h3>Findings per rule</h3>\n" + LineChart.svg(history, series: history.rules.map { rule in
                (rule, values { Double($0.rules[rule] ?? 0) })
            }, title: "Findings per rule and commit", labelsJumps: true)
        }
        if !history.edges.isEmpty {
            out += "<h3>Forbidden uses per layer edge</h3>\n" + LineChart.svg(history, series: history.edges.map { edge in
                (edge, values { Double($0.forbidden[edge] ?? 0) })
            }, title: "Forbidden uses per layer edge and commit", labelsJumps: true)
        }
        if !history.layers.isEmpty {
            out += "<h3>Distance from the main sequence, per layer</h3>\n" + LineChart.svg(history, series: history.layers.map { layer in
                (layer, values { snapshot in snapshot.layers.first { $0.name == layer }?.distance })
            }, title: "D per layer and commit", scale: .unit)
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

/// A hand-written SVG line chart: one line per series over the commits, each point named on hover
/// (its commit, date and subject), the commit under the axis with its date, the commit that added
/// most to a series labelled at its jump, a legend below. It takes the page's width (its viewBox
/// scales), so that a long history is not squeezed into a fixed box.
enum LineChart {
    /// A qualitative palette: the audit's error red and warning amber first, so that the findings
    /// chart reads as the audit's bars do, then hues apart in lightness as well as hue. Past it, the
    /// same colours again with dashes.
    static let colors = [AuditDrawings.errorColor, AuditDrawings.warningColor, "#3b6fb6", "#2a9d8f", "#8e5ea2", "#7f5539", "#e377c2", "#17becf"]
    static let dashes = ["", "8 4", "2 3", "10 3 2 3"]

    enum Scale {
        /// Whole numbers from 0: the ticks are whole numbers too.
        case counts
        /// From 0 to 1 (the distance from the main sequence).
        case unit
    }

    /// The colour and dash pattern of the `number`-th series: no two alike in the first 32.
    static func stroke(_ number: Int) -> (color: String, dash: String) {
        (colors[number % colors.count], dashes[(number / colors.count) % dashes.count])
    }

    static func svg(_ history: History, series: [(name: String, values: [Double?])], title: String, scale: Scale = .counts,
                    labelsJumps: Bool = false) -> String {
        let h = AuditHTML.h
        let snapshots = history.snapshots
        let width = 940.0, left = 48.0, right = 16.0, top = 18.0, plotHeight = 220.0, size = 11.0
        let legendRows = (series.count + 2) / 3
        let height = top + plotHeight + 52 + Double(legendRows) * 18
        let ticks = scale == .unit ? (0...4).map { Double($0) / 4 } : countTicks(series.flatMap { $0.values.compactMap { $0 } }.max() ?? 0)
        let maximum = ticks.last!
        let plotWidth = width - left - right
        func x(_ index: Int) -> Double { left + (snapshots.count < 2 ? plotWidth / 2 : Double(index) * plotWidth / Double(snapshots.count - 1)) }
        func y(_ value: Double) -> Double { top + plotHeight * (1 - value / maximum) }
        let font = "font-family=\"\(AuditDrawings.font)\" font-size=\"\(f(size))\" fill=\"#5c6b7a\""
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100%\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"\(h(title))\">\n"
        for value in ticks {
            out += "<line x1=\"\(f(left))\" y1=\"\(f(y(value)))\" x2=\"\(f(width - right))\" y2=\"\(f(y(value)))\" stroke=\"#e4e8ef\" />"
            out += "<text x=\"\(f(left - 6))\" y=\"\(f(y(value) + 4))\" text-anchor=\"end\" \(font)>\(JSONValue.decimals(value))</text>\n"
        }
        // Commits under the axis, each over its date, evenly spaced and none over another: the
        // first and last always, ending at the plot's edges.
        let every = max(1, (snapshots.count + 11) / 12)
        func span(_ index: Int) -> (anchor: String, minX: Double, maxX: Double) {
            let width = AuditDrawings.textWidth(snapshots[index].day, size: size)
            if snapshots.count > 1, index == 0 { return ("start", x(index), x(index) + width) }
            if snapshots.count > 1, index == snapshots.count - 1 { return ("end", x(index) - width, x(index)) }
            return ("middle", x(index) - width / 2, x(index) + width / 2)
        }
        let last = span(snapshots.count - 1)
        var end = -Double.infinity
        for index in snapshots.indices where index % every == 0 || index == snapshots.count - 1 {
            let place = span(index)
            guard place.minX > end + 8, index == snapshots.count - 1 || place.maxX < last.minX - 8 else { continue }
            end = place.maxX
            let commit = snapshots[index].commit
            out += "<text x=\"\(f(x(index)))\" y=\"\(f(top + plotHeight + 16))\" text-anchor=\"\(place.anchor)\" \(font)>\(h(commit.shortID))"
            out += "<tspan x=\"\(f(x(index)))\" dy=\"13\">\(h(snapshots[index].day))</tspan></text>"
        }
        out += "\n"
        var labels: [AuditDrawings.Rect] = []
        for (number, line) in series.enumerated() {
            let (color, dash) = stroke(number)
            let pattern = dash.isEmpty ? "" : " stroke-dasharray=\"\(dash)\""
            var path = "", pen = "M"
            for (index, value) in line.values.enumerated() {
                guard let value else { pen = "M"; continue }
                path += "\(pen) \(f(x(index))) \(f(y(value))) "
                pen = "L"
            }
            out += "<g><path d=\"\(path.trimmingCharacters(in: .whitespaces))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"\(pattern) /><title>\(h(line.name))</title></g>\n"
            // A dot per point, to hover: drawn where the points are few enough to tell apart, a
            // target only where they are not.
            let dot = snapshots.count <= 60 ? "fill=\"\(color)\"" : "fill=\"\(color)\" fill-opacity=\"0\""
            for (index, value) in line.values.enumerated() {
                guard let value else { continue }
                let snapshot = snapshots[index]
                let gap = snapshot.missingFiles.isEmpty ? "" : " (incomplete: \(snapshot.missingSentence))"
                out += "<circle cx=\"\(f(x(index)))\" cy=\"\(f(y(value)))\" r=\"3\" \(dot)><title>\(h(line.name)): \(JSONValue.decimals(value)) at "
                out += "\(h(snapshot.commit.shortID)) on \(h(snapshot.day))\(h(gap)): \(h(snapshot.commit.subject))</title></circle>\n"
            }
            if labelsJumps, let jump = history.introductions.first(where: { $0.subject == line.name }), let value = line.values[jump.shownAt] {
                // At the point that first shows the jump: the commit that made it, which --every may have skipped.
                let text = "+\(jump.added) \(jump.commit.shortID)", textWidth = AuditDrawings.textWidth(text, size: size)
                let point = AuditDrawings.Point(x: x(jump.shownAt), y: y(value))
                let leftward = point.x > left + plotWidth / 2
                var box = AuditDrawings.Rect(minX: leftward ? point.x - 6 - textWidth : point.x + 6, minY: point.y - 8 - size,
                                             maxX: leftward ? point.x - 6 : point.x + 6 + textWidth, maxY: point.y - 8)
                while box.minY > top - size, labels.contains(where: { $0.expanded(by: 2).intersects(box) }) {
                    box = AuditDrawings.Rect(minX: box.minX, minY: box.minY - size - 2, maxX: box.maxX, maxY: box.maxY - size - 2)
                }
                labels.append(box)
                // A label pushed up past others is tied to its point, or it reads as theirs.
                if box.maxY < point.y - 8 - size {
                    out += "<line x1=\"\(f(point.x))\" y1=\"\(f(point.y - 4.5))\" x2=\"\(f(leftward ? box.maxX : box.minX))\" y2=\"\(f(box.maxY - 3))\" "
                    out += "stroke=\"\(color)\" stroke-width=\"1\" />"
                }
                out += "<circle cx=\"\(f(point.x))\" cy=\"\(f(point.y))\" r=\"4.5\" fill=\"#fff\" stroke=\"\(color)\" stroke-width=\"2\" />"
                out += "<text x=\"\(f(box.minX))\" y=\"\(f(box.maxY - 2))\" font-family=\"\(AuditDrawings.font)\" font-size=\"\(f(size))\" "
                out += "font-weight=\"600\" fill=\"\(color)\" stroke=\"#fff\" stroke-width=\"3\" paint-order=\"stroke\">\(h(text))<title>\(h(line.name)): \(h(jump.sentence))</title></text>\n"
            }
            let legendX = left + Double(number % 3) * plotWidth / 3, legendY = top + plotHeight + 52 + Double(number / 3) * 18
            out += "<line x1=\"\(f(legendX))\" y1=\"\(f(legendY - 4))\" x2=\"\(f(legendX + 24))\" y2=\"\(f(legendY - 4))\" stroke=\"\(color)\" stroke-width=\"2.5\"\(pattern) />"
            // With its latest value: lines that end on one value lie on each other, and the legend
            // still says which is where.
            let latest = line.values.last { $0 != nil }.flatMap { $0 }.map { JSONValue.decimals($0) } ?? "–"
            let name = AuditDrawings.fitted(line.name, size: size, width: plotWidth / 3 - 46 - AuditDrawings.textWidth(latest, size: size))
            out += "<text x=\"\(f(legendX + 30))\" y=\"\(f(legendY))\" \(font)>\(h(name)) <tspan font-weight=\"600\">\(h(latest))</tspan></text>\n"
        }
        return out + "</svg>\n"
    }

    /// Whole-number ticks from 0, 1, 2 or 5 times a power of ten apart, at most five steps, the
    /// last at or above `largest`: a count is never read off a line at 12.5.
    static func countTicks(_ largest: Double) -> [Double] {
        var power = 1.0
        while true {
            for step in [power, 2 * power, 5 * power] where (largest / step).rounded(.up) <= 5 {
                return (0...max(1, Int((largest / step).rounded(.up)))).map { Double($0) * step }
            }
            power *= 10
        }
    }

    private static func f(_ value: Double) -> String { AuditDrawings.f(value) }
}
