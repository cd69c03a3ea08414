import ArchlintModel

/// Martin's metrics (`ArchitectureMetrics`) as the audit and the history show them: a table, a
/// JSON object per component, and the main-sequence plot in SVG.
enum MetricsReport {
    /// The scopes an audit shows: layers always, modules and features when the project has them.
    static func shownScopes(_ metrics: ArchitectureMetrics) -> [ArchitectureMetrics.Scope] {
        ArchitectureMetrics.Scope.allCases.filter { $0 == .layer || !(metrics.components[$0] ?? []).isEmpty }
    }

    /// A ratio as a table shows it (two decimals), or a dash when it is undefined.
    static func shown(_ value: Double?) -> String {
        guard let value else { return "–" }
        let hundredths = Int((value * 100).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }

    static func json(_ component: ArchitectureMetrics.Component) -> JSONValue {
        .object([
            ("name", .string(component.name)), ("files", .int(component.files)), ("types", .int(component.types)),
            ("protocols", .int(component.protocols)), ("afferent", .int(component.afferent)), ("efferent", .int(component.efferent)),
            ("instability", component.instability.map(JSONValue.ratio) ?? .null),
            ("abstractness", component.abstractness.map(JSONValue.ratio) ?? .null),
            ("distance", component.distance.map(JSONValue.ratio) ?? .null),
        ])
    }

    static func json(_ metrics: ArchitectureMetrics) -> JSONValue {
        .object(ArchitectureMetrics.Scope.allCases.map { scope in
            (scope.rawValue, .object([
                ("components", .array((metrics.components[scope] ?? []).map(json))),
                ("cycles", .array((metrics.cycles[scope] ?? []).map { .array($0.map(JSONValue.string)) })),
            ]))
        })
    }

    static let header = ["types", "Ca", "Ce", "I", "A", "D"]

    static func cells(_ component: ArchitectureMetrics.Component) -> [String] {
        [String(component.types), String(component.afferent), String(component.efferent),
         shown(component.instability), shown(component.abstractness), shown(component.distance)]
    }

    /// What each column means, under the tables.
    static let legend = "Ca: types outside that use the component's; Ce: its types that use types outside; I = Ce / (Ca + Ce), "
        + "0 stable, 1 unstable; A = protocols / types; D = |A + I − 1|, the distance from the main sequence "
        + "(0 on it; near 1 stable and concrete, the zone of pain, or unstable and abstract, the zone of uselessness)."

    static func cycleLine(_ scope: ArchitectureMetrics.Scope, _ cycles: [[String]]) -> String {
        cycles.isEmpty ? "No cycle between \(scope.rawValue)s."
            : "Cycles between \(scope.rawValue)s: " + cycles.map { ($0 + [$0[0]]).joined(separator: " → ") }.joined(separator: "; ") + "."
    }

    /// The main sequence: each component at (I, A), the line A + I = 1, and the two zones.
    static func scatter(_ components: [ArchitectureMetrics.Component], title: String) -> String {
        let plotted = components.filter { $0.distance != nil }
        let size = 300.0, left = 50.0, top = 20.0
        func x(_ value: Double) -> Double { left + value * size }
        func y(_ value: Double) -> Double { top + (1 - value) * size }
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(left + size + 170))\" height=\"\(Int(top + size + 50))\" "
        out += "viewBox=\"0 0 \(Int(left + size + 170)) \(Int(top + size + 50))\" role=\"img\" aria-label=\"\(AuditHTML.h(title))\">\n"
        out += "<rect x=\"\(Int(left))\" y=\"\(Int(top))\" width=\"\(Int(size))\" height=\"\(Int(size))\" fill=\"#fbfcfe\" stroke=\"#c5cdd8\" />\n"
        out += "<path d=\"M \(Int(x(0))) \(Int(y(0))) L \(Int(x(0.3))) \(Int(y(0))) A 90 90 0 0 0 \(Int(x(0))) \(Int(y(0.3))) z\" fill=\"#fde2e2\" />"
        out += "<path d=\"M \(Int(x(1))) \(Int(y(1))) L \(Int(x(0.7))) \(Int(y(1))) A 90 90 0 0 0 \(Int(x(1))) \(Int(y(0.7))) z\" fill=\"#fff1d6\" />\n"
        out += "<line x1=\"\(Int(x(0)))\" y1=\"\(Int(y(1)))\" x2=\"\(Int(x(1)))\" y2=\"\(Int(y(0)))\" stroke=\"#4a6fa5\" stroke-dasharray=\"5 4\" />\n"
        let font = "font-family=\"\(AuditDrawings.font)\" font-size=\"11\" fill=\"#5c6b7a\""
        out += "<text x=\"\(Int(x(0.02)))\" y=\"\(Int(y(0.03)))\" \(font)>zone of pain</text>"
        out += "<text x=\"\(Int(x(0.98)))\" y=\"\(Int(y(0.95)))\" text-anchor=\"end\" \(font)>zone of uselessness</text>\n"
        out += "<text x=\"\(Int(left + size / 2))\" y=\"\(Int(top + size + 32))\" text-anchor=\"middle\" \(font)>instability I (0 stable → 1 unstable)</text>"
        out += "<text x=\"14\" y=\"\(Int(top + size / 2))\" text-anchor=\"middle\" transform=\"rotate(-90 14 \(Int(top + size / 2)))\" \(font)>abstractness A</text>\n"
        for tick in [0.0, 0.5, 1.0] {
            out += "<text x=\"\(Int(x(tick)))\" y=\"\(Int(top + size + 15))\" text-anchor=\"middle\" \(font)>\(shown(tick))</text>"
            out += "<text x=\"\(Int(left - 6))\" y=\"\(Int(y(tick)) + 4)\" text-anchor=\"end\" \(font)>\(shown(tick))</text>"
        }
        out += "\n"
        // Each label beside its dot, on the first side (right, left, above, below) where it covers
        // no other label and no dot; on the right when every side is taken.
        let dots = plotted.map { (x: x($0.instability!), y: y($0.abstractness!)) }
        var taken: [(minX: Double, minY: Double, maxX: Double, maxY: Double)] = dots.map { ($0.x - 5, $0.y - 5, $0.x + 5, $0.y + 5) }
        for (component, dot) in zip(plotted, dots) {
            let width = AuditDrawings.textWidth(component.name, size: 11), height = 11.0
            let sides: [(x: Double, baseline: Double, anchor: String, minX: Double)] = [
                (dot.x + 8, dot.y + 4, "start", dot.x + 8), (dot.x - 8, dot.y + 4, "end", dot.x - 8 - width),
                (dot.x, dot.y - 9, "middle", dot.x - width / 2), (dot.x, dot.y + 17, "middle", dot.x - width / 2),
            ]
            let free = sides.first { side in
                let box = (minX: side.minX, minY: side.baseline - height + 2, maxX: side.minX + width, maxY: side.baseline + 2)
                // Inside the drawing, right of the axis and its numbers.
                guard box.minX > left + 1, box.maxX < left + size + 168, box.minY > 0, box.maxY < top + size + 2 else { return false }
                return !taken.contains { $0.minX < box.maxX && box.minX < $0.maxX && $0.minY < box.maxY && box.minY < $0.maxY }
            } ?? sides[0]
            taken.append((free.minX, free.baseline - height + 2, free.minX + width, free.baseline + 2))
            let color = component.distance! > 0.7 ? "#d62828" : "#4a6fa5"
            out += "<g><circle cx=\"\(Int(dot.x))\" cy=\"\(Int(dot.y))\" r=\"5\" fill=\"\(color)\" />"
            out += "<text x=\"\(Int(free.x))\" y=\"\(Int(free.baseline))\" text-anchor=\"\(free.anchor)\" font-family=\"\(AuditDrawings.font)\" font-size=\"11\" fill=\"#1f2933\">\(AuditHTML.h(component.name))</text>"
            out += "<title>\(AuditHTML.h(component.name)): I \(shown(component.instability)), A \(shown(component.abstractness)), D \(shown(component.distance))</title></g>\n"
        }
        return out + "</svg>\n"
    }
}
