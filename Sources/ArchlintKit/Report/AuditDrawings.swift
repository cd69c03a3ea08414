import ArchlintModel

/// The audit page's drawings, SVG written by hand (no script, no font from elsewhere): the layers
/// with the dependencies between them, and bar charts of the findings. Without a browser there
/// are no font metrics, so text is measured by estimate: 0.6 of the font size per character, wider
/// than Helvetica's digits and most of its letters, so that what is placed clear of a text by that
/// estimate stays clear on the rendered page.
enum AuditDrawings {
    static let font = "Helvetica, Arial, sans-serif"
    static let errorColor = "#d62828", warningColor = "#e9a23b", allowedColor = "#4a5568"

    static func textWidth(_ text: String, size: Double) -> Double { Double(text.count) * 0.6 * size }

    // MARK: - Geometry

    struct Point {
        var x: Double
        var y: Double

        static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
        static func * (lhs: Point, factor: Double) -> Point { Point(x: lhs.x * factor, y: lhs.y * factor) }
    }

    struct Rect {
        var minX: Double
        var minY: Double
        var maxX: Double
        var maxY: Double

        init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
            (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
        }

        init(center: Point, width: Double, height: Double) {
            self.init(minX: center.x - width / 2, minY: center.y - height / 2, maxX: center.x + width / 2, maxY: center.y + height / 2)
        }

        var center: Point { Point(x: (minX + maxX) / 2, y: (minY + maxY) / 2) }
        var width: Double { maxX - minX }
        var height: Double { maxY - minY }

        func expanded(by margin: Double) -> Rect { Rect(minX: minX - margin, minY: minY - margin, maxX: maxX + margin, maxY: maxY + margin) }

        func intersects(_ other: Rect) -> Bool { minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY }

        func union(_ other: Rect) -> Rect {
            Rect(minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
        }

        /// How far a point is from the rectangle (0 inside it).
        func distance(to point: Point) -> Double {
            let dx = max(minX - point.x, 0, point.x - maxX), dy = max(minY - point.y, 0, point.y - maxY)
            return (dx * dx + dy * dy).squareRoot()
        }

        /// Where the segment from `inside` (a point in the rectangle) towards `target` leaves it.
        func exit(from inside: Point, towards target: Point) -> Point {
            let dx = target.x - inside.x, dy = target.y - inside.y
            var t = 1.0
            if dx > 0 { t = min(t, (maxX - inside.x) / dx) } else if dx < 0 { t = min(t, (minX - inside.x) / dx) }
            if dy > 0 { t = min(t, (maxY - inside.y) / dy) } else if dy < 0 { t = min(t, (minY - inside.y) / dy) }
            return Point(x: inside.x + dx * t, y: inside.y + dy * t)
        }
    }

    /// An edge's line: its SVG path, and the same sampled every few pixels from start to end.
    struct Stroke {
        var path: String
        var points: [Point]
        var width: Double

        static func line(_ start: Point, _ end: Point, width: Double) -> Stroke {
            let length = ((end.x - start.x) * (end.x - start.x) + (end.y - start.y) * (end.y - start.y)).squareRoot()
            let steps = max(1, Int(length / 2))
            let points = (0...steps).map { step -> Point in
                let t = Double(step) / Double(steps)
                return Point(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
            }
            return Stroke(path: "M \(f(start.x)) \(f(start.y)) L \(f(end.x)) \(f(end.y))", points: points, width: width)
        }

        static func curve(_ start: Point, _ control: Point, _ end: Point, width: Double) -> Stroke {
            let points = (0...240).map { step -> Point in
                let t = Double(step) / 240, u = 1 - t
                return start * (u * u) + control * (2 * u * t) + end * (t * t)
            }
            return Stroke(path: "M \(f(start.x)) \(f(start.y)) Q \(f(control.x)) \(f(control.y)) \(f(end.x)) \(f(end.y))", points: points, width: width)
        }

        /// Whether the line, or its arrow head (the marker: 7 line widths long and as wide), comes within `rect`.
        func covers(_ rect: Rect) -> Bool {
            var fromEnd = 0.0
            for index in points.indices.reversed() {
                if index < points.count - 1 {
                    let a = points[index], b = points[index + 1]
                    fromEnd += ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
                }
                if rect.distance(to: points[index]) < (fromEnd <= 7 * width ? 3.5 * width : width / 2) { return true }
            }
            return false
        }

        /// How far the line's edge is from `rect`.
        func distance(to rect: Rect) -> Double {
            points.map(rect.distance(to:)).min()! - width / 2
        }

        /// Whether the line runs through one of `boxes`, or within `margin` of it.
        func crosses(_ boxes: [Rect], margin: Double) -> Bool {
            boxes.contains { covers($0.expanded(by: margin)) }
        }

        /// The point `fraction` of the way along the samples, and the unit normal there.
        func point(at fraction: Double) -> (point: Point, normal: Point) {
            let index = min(points.count - 1, max(0, Int((Double(points.count - 1) * fraction).rounded())))
            let before = points[max(0, index - 1)], after = points[min(points.count - 1, index + 1)]
            let dx = after.x - before.x, dy = after.y - before.y
            let length = max(1e-9, (dx * dx + dy * dy).squareRoot())
            return (points[index], Point(x: -dy / length, y: dx / length))
        }
    }

    // MARK: - The layers

    private static let boxWidth = 190.0, boxHeight = 64.0, labelSize = 12.0
    /// Where each kind of layer sits: the Domain in the middle, Presentation and Data either side
    /// (the dependency rule's arrows point at the Domain), the composition root above, Core below.
    private static let positions: [LayerKind: Point] = [
        .compositionRoot: Point(x: 380, y: 60), .presentation: Point(x: 130, y: 200), .domain: Point(x: 380, y: 200),
        .data: Point(x: 630, y: 200), .core: Point(x: 380, y: 340),
    ]
    /// The column, in the rows below, of a further layer of a kind (a second data layer under Data).
    private static let columns: [LayerKind: Int] = [.presentation: 0, .domain: 1, .data: 2]
    /// The places the box of the files in no layer may take, first free first: the corners beside
    /// the composition root and Core, which no layer takes.
    private static let corners = [Point(x: 630, y: 340), Point(x: 130, y: 340), Point(x: 630, y: 60), Point(x: 130, y: 60)]
    /// The smallest drawing: the five built-in places.
    private static let canvas = Rect(minX: 0, minY: 0, maxX: 760, maxY: 400)

    /// A label's text, where it goes, and whether it needs a background to read over a line.
    private struct Label {
        var text: String
        var rect: Rect
        var background: Bool
    }

    /// The box of each layer: the first layer of each kind with files takes the kind's place; a
    /// further one (or an empty one) a row below, in its kind's column.
    private static func layerBoxes(_ audit: Audit) -> [String: Rect] {
        let configuration = audit.result.project.configuration
        let withFiles = Set(audit.layers.map(\.name))
        var centers: [String: Point] = [:]
        var placedKinds = Set<LayerKind>()
        var rows = [0, 0, 0]  // further layers per column
        for layer in audit.graph.layers.filter(withFiles.contains) + audit.graph.layers.filter({ !withFiles.contains($0) }) {
            let kind = configuration.layer(named: layer)?.kind
            if let kind, let position = positions[kind], placedKinds.insert(kind).inserted {
                centers[layer] = position
            } else {
                let column = kind.flatMap { columns[$0] } ?? rows.indices.min { rows[$0] < rows[$1] }!
                centers[layer] = Point(x: 130 + Double(column) * 250, y: 470 + Double(rows[column]) * 110)
                rows[column] += 1
            }
        }
        return centers.mapValues { Rect(center: $0, width: boxWidth, height: boxHeight) }
    }

    static func layers(_ audit: Audit) -> String {
        let summaries = Dictionary(uniqueKeysWithValues: audit.layers.map { ($0.name, $0) })
        let boxes = layerBoxes(audit)
        let edges = audit.graph.layerEdges.filter { boxes[$0.from] != nil && boxes[$0.to] != nil }
        let pairs = Set(edges.map { "\($0.from)\u{0}\($0.to)" })
        let strokes = edges.map { edge in
            route(from: boxes[edge.from]!, to: boxes[edge.to]!, paired: pairs.contains("\(edge.to)\u{0}\(edge.from)"),
                  around: boxes.filter { $0.key != edge.from && $0.key != edge.to }.map(\.value),
                  width: Double(GraphReporter.width(edge.count)) ?? 1)
        }

        var obstacles = Array(boxes.values)
        var unlayered: Rect?
        if !audit.unclaimed.isEmpty {
            // A free corner no line runs through, else a row of its own below everything.
            let free = corners.map { Rect(center: $0, width: boxWidth, height: boxHeight) }.first { corner in
                !obstacles.contains { $0.intersects(corner.expanded(by: 12)) } && !strokes.contains { $0.covers(corner.expanded(by: 12)) }
            }
            let bottom = (obstacles.map(\.maxY) + strokes.flatMap(\.points).map(\.y)).max() ?? canvas.maxY
            let box = free ?? Rect(center: Point(x: 630, y: bottom + 30 + boxHeight / 2), width: boxWidth, height: boxHeight)
            unlayered = box
            obstacles.append(box)
        }

        var labels: [Label] = []
        for (index, edge) in edges.enumerated() {
            labels.append(label("\(edge.count)", of: index, clearOf: obstacles + labels.map(\.rect), strokes: strokes))
        }

        let bounds = (obstacles + labels.map(\.rect) + strokes.flatMap { stroke in
            stroke.points.map { Rect(center: $0, width: 7 * stroke.width, height: 7 * stroke.width) }
        }).reduce(canvas) { $0.union($1) }.expanded(by: 8)
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f(bounds.width))\" height=\"\(f(bounds.height))\" "
        out += "viewBox=\"\(f(bounds.minX)) \(f(bounds.minY)) \(f(bounds.width)) \(f(bounds.height))\" role=\"img\" aria-label=\"Layers and the dependencies between them\">\n<defs>"
        for (id, color) in [("ok", allowedColor), ("bad", errorColor)] {
            out += "<marker id=\"arrow-\(id)\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"\(color)\" /></marker>"
        }
        out += "</defs>\n"
        for layer in audit.graph.layers {
            guard let box = boxes[layer] else { continue }
            let detail = summaries[layer].map { "\(Reporters.plural($0.files, "file")) · \(Reporters.plural($0.lines, "line"))" } ?? "no files"
            out += layerBox(box, name: layer, detail: detail, style: summaries[layer] == nil ? "fill=\"#f4f5f7\" stroke=\"#4a6fa5\"" : "fill=\"#eef3fb\" stroke=\"#4a6fa5\"")
        }
        if let unlayered {
            let lines = audit.unclaimed.reduce(0) { $0 + $1.lines }
            out += layerBox(unlayered, name: "(no layer)", detail: "\(Reporters.plural(audit.unclaimed.count, "file")) · \(Reporters.plural(lines, "line"))",
                            style: "fill=\"#ffffff\" stroke=\"#8a96a3\" stroke-dasharray=\"6 4\"")
        }
        // Forbidden edges last, over the allowed ones.
        for index in edges.indices.filter({ edges[$0].allowed }) + edges.indices.filter({ !edges[$0].allowed }) {
            let edge = edges[index], label = labels[index]
            let color = edge.allowed ? allowedColor : errorColor
            out += "<g><path class=\"edge\" d=\"\(strokes[index].path)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(GraphReporter.width(edge.count))\" marker-end=\"url(#arrow-\(edge.allowed ? "ok" : "bad"))\" />"
            if label.background {
                out += "<rect x=\"\(f(label.rect.minX))\" y=\"\(f(label.rect.minY))\" width=\"\(f(label.rect.width))\" height=\"\(f(label.rect.height))\" fill=\"#ffffff\" fill-opacity=\"0.9\" />"
            }
            out += text(label.text, at: Point(x: label.rect.center.x, y: label.rect.center.y + 0.3 * labelSize), size: labelSize,
                        anchor: "middle", attributes: "font-weight=\"bold\" fill=\"\(color)\"")
            out += "<title>\(AuditHTML.h(edge.from)) → \(AuditHTML.h(edge.to)): \(edge.count) uses\(edge.allowed ? "" : ", forbidden")</title></g>\n"
        }
        return out + "</svg>\n"
    }

    private static func layerBox(_ box: Rect, name: String, detail: String, style: String) -> String {
        "<g><rect x=\"\(f(box.minX))\" y=\"\(f(box.minY))\" width=\"\(f(box.width))\" height=\"\(f(box.height))\" rx=\"10\" \(style) stroke-width=\"1.5\" />"
            + text(name, at: Point(x: box.center.x, y: box.center.y - 6), size: 16, anchor: "middle", attributes: "font-weight=\"bold\" fill=\"#1f2933\"")
            + text(detail, at: Point(x: box.center.x, y: box.center.y + 15), size: 12, anchor: "middle", attributes: "fill=\"#5c6b7a\"")
            + "</g>\n"
    }

    /// The line of one edge: straight between the boxes (two edges between the same pair side by
    /// side), or, when that would run through another box, bent around it, as little as clears it:
    /// to the left of the edge's direction if that can clear it, so that the two edges of a pair
    /// bend apart, else to the right.
    private static func route(from source: Rect, to target: Rect, paired: Bool, around others: [Rect], width: Double) -> Stroke {
        let from = source.center, to = target.center
        let dx = to.x - from.x, dy = to.y - from.y
        let length = max(1, (dx * dx + dy * dy).squareRoot())
        let normal = Point(x: -dy / length, y: dx / length)
        // The arrow's tip stops short of the box it points at.
        let arrival = target.expanded(by: 2)
        let offset = normal * (paired ? 9 : 0)
        let start = from + offset, end = to + offset
        let straight = Stroke.line(source.exit(from: start, towards: end), arrival.exit(from: end, towards: start), width: width)
        guard straight.crosses(others, margin: 6) else { return straight }
        let middle = Point(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2)
        var curve = straight
        for side in [1.0, -1] {
            for bend in stride(from: 60.0, through: 460, by: 40) {
                let control = middle + normal * (side * bend)
                curve = Stroke.curve(source.exit(from: from, towards: control), control, arrival.exit(from: to, towards: control), width: width)
                if !curve.crosses(others, margin: 6) { return curve }
            }
        }
        return curve
    }

    /// An edge's count, beside its line where it covers no box, label or line: the first free of
    /// places along the line from its middle outwards, either side, near and then further off;
    /// first among the places with no other line near (where it cannot be read as another's),
    /// then among all. When none is free, on its own line, over a white background.
    private static func label(_ text: String, of index: Int, clearOf taken: [Rect], strokes: [Stroke]) -> Label {
        let stroke = strokes[index]
        let width = textWidth(text, size: labelSize) + 4, height = labelSize + 4
        var places: [Rect] = []
        for fraction in [0.5] + stride(from: 0.04, through: 0.4, by: 0.04).flatMap({ [0.5 - $0, 0.5 + $0] }) {
            let (point, normal) = stroke.point(at: fraction)
            // How far the label reaches along the normal from its centre.
            let reach = abs(normal.x) * width / 2 + abs(normal.y) * height / 2
            for gap in [3.0, 10, 20, 34, 50] {
                for side in [1.0, -1] {
                    places.append(Rect(center: point + normal * (side * (stroke.width / 2 + gap + reach)), width: width, height: height))
                }
            }
        }
        let free = places.filter { place in !taken.contains(where: place.intersects) && !strokes.contains { $0.covers(place) } }
        let unambiguous = free.first { place in
            let own = stroke.distance(to: place)
            return strokes.indices.allSatisfy { $0 == index || strokes[$0].distance(to: place) > max(14, own + 10) }
        }
        if let place = unambiguous ?? free.first { return Label(text: text, rect: place, background: false) }
        return Label(text: text, rect: Rect(center: stroke.point(at: 0.5).point, width: width, height: height), background: true)
    }

    // MARK: - Bar charts

    /// At most this many bars; the rest are counted below them.
    static let maxBars = 25

    /// Findings per rule, layer or feature (`noun`): one bar each, most first, errors red and
    /// warnings amber side by side, named on the left and counted on the right. Nothing for no
    /// finding.
    static func barChart(_ tallies: [Audit.Tally], of noun: String) -> String {
        let all = Audit.mostFirst(tallies.filter { $0.total > 0 })
        guard let most = all.first?.total else { return "" }
        let bars = all.prefix(maxBars)
        let nameSize = 13.0, countSize = 12.0, rowHeight = 26.0, barHeight = 16.0, width = 760.0
        let names = bars.map { fitted($0.name, size: nameSize, width: 260) }
        let counts = bars.map { tally in
            tally.errors > 0 && tally.warnings > 0
                ? "\(tally.total) (\(Reporters.plural(tally.errors, "error")), \(Reporters.plural(tally.warnings, "warning")))"
                : tally.errors > 0 ? Reporters.plural(tally.errors, "error") : Reporters.plural(tally.warnings, "warning")
        }
        let barX = names.map { textWidth($0, size: nameSize) }.max()! + 12
        let barSpace = width - barX - counts.map { textWidth($0, size: countSize) }.max()! - 8
        let more = all.count - bars.count
        let height = rowHeight * Double(bars.count + (more > 0 ? 1 : 0)) + 4
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f(width))\" height=\"\(f(height))\" viewBox=\"0 0 \(f(width)) \(f(height))\" "
        out += "role=\"img\" aria-label=\"Findings per \(AuditHTML.h(noun))\">\n"
        for (index, tally) in bars.enumerated() {
            let top = 4 + rowHeight * Double(index), middle = top + barHeight / 2
            // A count too small to see at the scale still shows: two pixels at least.
            let errors = tally.errors > 0 ? max(2, Double(tally.errors) / Double(most) * barSpace) : 0
            let warnings = tally.warnings > 0 ? max(2, Double(tally.warnings) / Double(most) * barSpace) : 0
            out += "<g><title>\(AuditHTML.h(tally.name)): \(counts[index])</title>"
            out += text(names[index], at: Point(x: barX - 8, y: middle + 0.35 * nameSize), size: nameSize, anchor: "end", attributes: "fill=\"#1f2933\"")
            if errors > 0 { out += bar(x: barX, y: top, width: errors, height: barHeight, color: errorColor) }
            if warnings > 0 { out += bar(x: barX + errors, y: top, width: warnings, height: barHeight, color: warningColor) }
            out += text(counts[index], at: Point(x: barX + errors + warnings + 6, y: middle + 0.35 * countSize), size: countSize,
                        anchor: "start", attributes: "fill=\"#5c6b7a\"")
            out += "</g>\n"
        }
        if more > 0 {
            out += text("and \(more) more \(noun)\(more == 1 ? "" : "s") with fewer findings", at: Point(x: barX, y: 4 + rowHeight * Double(bars.count) + 12),
                        size: countSize, anchor: "start", attributes: "fill=\"#5c6b7a\"")
        }
        return out + "</svg>\n"
    }

    private static func bar(x: Double, y: Double, width: Double, height: Double, color: String) -> String {
        "<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(width))\" height=\"\(f(height))\" fill=\"\(color)\" />"
    }

    /// The text cut to `width` at the estimate, with an ellipsis (the bar's title keeps it whole).
    static func fitted(_ text: String, size: Double, width: Double) -> String {
        guard textWidth(text, size: size) > width else { return text }
        return String(text.prefix(max(1, Int(width / (0.6 * size)) - 1))) + "…"
    }

    // MARK: - SVG text

    private static func text(_ content: String, at point: Point, size: Double, anchor: String, attributes: String) -> String {
        "<text x=\"\(f(point.x))\" y=\"\(f(point.y))\" text-anchor=\"\(anchor)\" font-family=\"\(font)\" font-size=\"\(f(size))\" \(attributes)>\(AuditHTML.h(content))</text>"
    }

    /// A coordinate with one decimal at most.
    static func f(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
