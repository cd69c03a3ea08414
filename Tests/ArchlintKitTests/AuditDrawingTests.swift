import Foundation
import XCTest
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import ArchlintModel
@testable import ArchlintReport
@testable import ArchlintEngine

/// The audit page's drawing of the layers, read back from the SVG it writes: boxes as their
/// rectangles, edges as their paths sampled into polylines (the arrow head as a wider last stretch),
/// a label as the extent of its text estimated from its font size and number of characters (and
/// its background, when it has one). No label may cover another label, a box, or an edge it does
/// not belong to; one on its own edge must have a background to read over it.
extension AuditTests {
    private struct Box {
        var minX, minY, maxX, maxY: Double

        func intersects(_ other: Box) -> Bool {
            minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
        }

        func union(_ other: Box) -> Box {
            Box(minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
        }

        /// The distance from a point to the rectangle (0 inside it).
        func distance(to point: (x: Double, y: Double)) -> Double {
            let dx = max(minX - point.x, 0, point.x - maxX), dy = max(minY - point.y, 0, point.y - maxY)
            return (dx * dx + dy * dy).squareRoot()
        }
    }

    private struct Edge {
        var name: String
        /// The path sampled every pixel or so, from start to end.
        var points: [(x: Double, y: Double)]
        var width: Double
        var label: Box
        var labelText: String
        var labelHasBackground: Bool

        /// Whether the stroke (with its arrow head: 7 stroke widths long and as wide, the marker's
        /// size) comes within the rectangle.
        func covers(_ box: Box) -> Bool {
            var fromEnd = 0.0
            for index in points.indices.reversed() {
                if index < points.count - 1 {
                    let a = points[index], b = points[index + 1]
                    fromEnd += ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
                }
                let halfWidth = fromEnd <= 7 * width ? 3.5 * width : width / 2
                if box.distance(to: points[index]) < halfWidth { return true }
            }
            return false
        }
    }

    private struct UnreadablePath: Error {
        var d: String
    }

    private struct Drawing {
        /// Each box with its first line (the layer's name) and all its text.
        var boxes: [(box: Box, name: String, text: String)] = []
        var edges: [Edge] = []
    }

    private func attribute(_ element: XMLElement, _ name: String) -> String? {
        element.attributes?.first { $0.name == name || $0.localName == name }?.stringValue
    }

    private func number(_ element: XMLElement, _ name: String) -> Double {
        Double(attribute(element, name) ?? "") ?? .nan
    }

    private func children(of element: XMLElement, named name: String) -> [XMLElement] {
        (element.children ?? []).compactMap { $0 as? XMLElement }.filter { $0.localName == name || $0.name == name }
    }

    /// The extent of a `<text>`: its characters at 0.6 of the font size each (wider than the
    /// digits and most letters of Helvetica), from 0.8 of the size above the baseline to 0.2 below.
    private func textExtent(_ text: XMLElement) -> Box {
        let size = number(text, "font-size"), x = number(text, "x"), y = number(text, "y")
        let width = Double((text.stringValue ?? "").count) * 0.6 * size
        let left: Double
        switch attribute(text, "text-anchor") {
        case "middle": left = x - width / 2
        case "end": left = x - width
        default: left = x
        }
        return Box(minX: left, minY: y - 0.8 * size, maxX: left + width, maxY: y + 0.2 * size)
    }

    /// `M x y L x y` or `M x y Q cx cy x y`, sampled.
    private func polyline(_ d: String) throws -> [(x: Double, y: Double)] {
        let parts = d.split(separator: " ")
        let numbers = parts.compactMap { Double($0) }
        switch parts.filter({ Double($0) == nil }) {
        case ["M", "L"]:
            let (x0, y0, x1, y1) = (numbers[0], numbers[1], numbers[2], numbers[3])
            let steps = max(1, Int(((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0)).squareRoot()))
            return (0...steps).map { let t = Double($0) / Double(steps); return (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t) }
        case ["M", "Q"]:
            let (x0, y0, cx, cy, x1, y1) = (numbers[0], numbers[1], numbers[2], numbers[3], numbers[4], numbers[5])
            return (0...400).map { step in
                let t = Double(step) / 400, u = 1 - t
                return (u * u * x0 + 2 * u * t * cx + t * t * x1, u * u * y0 + 2 * u * t * cy + t * t * y1)
            }
        default:
            throw UnreadablePath(d: d)
        }
    }

    private func drawing(of audit: Audit) throws -> Drawing {
        let svg = AuditDrawings.layers(audit)
        let root = try XCTUnwrap(try XMLDocument(xmlString: svg, options: []).rootElement())
        var drawing = Drawing()
        for group in children(of: root, named: "g") {
            if let path = children(of: group, named: "path").first {
                let text = try XCTUnwrap(children(of: group, named: "text").first, "an edge without a label")
                var label = textExtent(text)
                let backgrounds = children(of: group, named: "rect")
                for background in backgrounds {
                    label = label.union(Box(minX: number(background, "x"), minY: number(background, "y"),
                                            maxX: number(background, "x") + number(background, "width"),
                                            maxY: number(background, "y") + number(background, "height")))
                }
                let name = children(of: group, named: "title").first?.stringValue ?? "?"
                drawing.edges.append(Edge(name: name, points: try polyline(try XCTUnwrap(attribute(path, "d"))),
                                          width: number(path, "stroke-width"), label: label, labelText: text.stringValue ?? "",
                                          labelHasBackground: !backgrounds.isEmpty))
            } else {
                for rect in children(of: group, named: "rect") {
                    let box = Box(minX: number(rect, "x"), minY: number(rect, "y"),
                                  maxX: number(rect, "x") + number(rect, "width"), maxY: number(rect, "y") + number(rect, "height"))
                    let texts = children(of: group, named: "text").compactMap(\.stringValue)
                    drawing.boxes.append((box, texts.first ?? "", texts.joined(separator: " ")))
                }
            }
        }
        return drawing
    }

    /// Every overlap of a label with another label, a box, or an edge (its own, unless the label
    /// has a background), and every edge through a box it does not join, as sentences.
    private func overlaps(in drawing: Drawing) -> [String] {
        var found: [String] = []
        for (index, edge) in drawing.edges.enumerated() {
            let ends = edge.name.components(separatedBy: ":")[0].components(separatedBy: " → ")
            for (box, name, _) in drawing.boxes where !ends.contains(name) && edge.covers(box) {
                found.append("edge \(edge.name) runs through box \(name)")
            }
            let label = "label \(edge.labelText) of \(edge.name)"
            for other in drawing.edges[(index + 1)...] where edge.label.intersects(other.label) {
                found.append("\(label) covers label \(other.labelText) of \(other.name)")
            }
            for (box, _, text) in drawing.boxes where edge.label.intersects(box) { found.append("\(label) covers box \(text)") }
            for other in drawing.edges.indices where other != index || !edge.labelHasBackground {
                if drawing.edges[other].covers(edge.label) {
                    found.append("\(label) lies on \(other == index ? "its own edge, without a background" : "edge \(drawing.edges[other].name)")")
                }
            }
        }
        return found
    }

    /// A type `<Layer>Thing` in each layer's folder (named as the layer), naming the types of the
    /// layers `uses` lists as often as it says: edges of different widths.
    private func layeredProject(_ layers: [String], uses: [(from: String, to: String, count: Int)],
                                extra: [(path: String, code: String)] = [], configuration: String = "{}") throws -> Audit {
        var files = extra
        for layer in layers {
            let folder = layer
            let fields = uses.filter { $0.from == layer }.flatMap { use in
                (0..<use.count).map { "    let \(use.to.lowercased())\($0): \(use.to)Thing" }
            }
            files.append(("\(folder)/\(layer)Thing.swift", "struct \(layer)Thing {\n\(fields.joined(separator: "\n"))\n}\n"))
        }
        // The drawing is under test, not the layer map: each folder is its layer, and a file in
        // no folder of a layer stays in none.
        let placed = #"{"layers": [{"name": "App", "paths": ["App/**"]}], "inferLayers": false}"#
        let base = try ConfigurationLoader.load(bytes: Array(placed.utf8), source: "placed.json", over: .builtIn())
        let loaded = try ConfigurationLoader.load(bytes: Array(configuration.utf8), source: ".archlint.json", over: base)
        return Audit(Linter.lint(TestSupport.project(files, configuration: loaded)), projectName: "Drawing")
    }

    private static let builtIn = ["Domain", "Data", "Presentation", "Core", "App"]

    /// Every layer uses every other, with counts from 1 to past 60: arrows both ways between each
    /// pair, side by side or bent around a box, 1 to 4.5 pixels wide.
    private static func everyPairBothWays(_ layers: [String]) -> [(from: String, to: String, count: Int)] {
        var uses: [(from: String, to: String, count: Int)] = []
        for (i, from) in layers.enumerated() {
            for (j, to) in layers.enumerated() where from != to { uses.append((from, to, 1 + (i * 7 + j * 13) % 64)) }
        }
        return uses
    }

    func testEdgeLabelsCoverNoLabelBoxOrOtherEdgeWhenEveryLayerUsesEveryOther() throws {
        let audit = try layeredProject(Self.builtIn, uses: Self.everyPairBothWays(Self.builtIn))
        let drawing = try drawing(of: audit)
        XCTAssertEqual(drawing.edges.count, 20, "every ordered pair of the five layers")
        XCTAssertEqual(drawing.boxes.count, 5)
        XCTAssertEqual(overlaps(in: drawing), [])
    }

    func testEdgeLabelsCoverNothingWithASecondDataAndASecondPresentationLayer() throws {
        let configuration = """
            {"layers": [{"name": "Networking", "kind": "data", "paths": ["Networking/**"], "mayDependOn": ["Domain", "Core"]},
                        {"name": "Widgets", "kind": "presentation", "paths": ["Widgets/**"], "mayDependOn": ["Domain", "Core"]}]}
            """
        let layers = Self.builtIn + ["Networking", "Widgets"]
        let audit = try layeredProject(layers, uses: Self.everyPairBothWays(layers), configuration: configuration)
        let drawing = try drawing(of: audit)
        XCTAssertEqual(drawing.edges.count, 42, "every ordered pair of the seven layers")
        XCTAssertEqual(overlaps(in: drawing), [])
    }

    /// Files in no layer are a box of their own, with their count, clear of the other boxes and labels.
    func testFilesInNoLayerAreABoxOfTheirOwn() throws {
        let scripts = (1...3).map { ("Tools/Script\($0).swift", "struct Script\($0) {}\n") }
        let audit = try layeredProject(Self.builtIn, uses: Self.everyPairBothWays(Self.builtIn), extra: scripts)
        let drawing = try drawing(of: audit)
        XCTAssertEqual(drawing.boxes.count, 6)
        let unlayered = drawing.boxes.filter { $0.text.contains("no layer") }
        let lines = audit.unclaimed.reduce(0) { $0 + $1.lines }
        XCTAssertEqual(unlayered.map(\.text), ["(no layer) 3 files · \(lines) lines"])
        for (index, box) in drawing.boxes.enumerated() {
            for other in drawing.boxes[(index + 1)...] { XCTAssertFalse(box.box.intersects(other.box), "\(box.text) and \(other.text) overlap") }
        }
        XCTAssertEqual(overlaps(in: drawing), [])
        // Without such files, no such box.
        let layered = try layeredProject(Self.builtIn, uses: [("Data", "Domain", 1)])
        XCTAssertEqual(try self.drawing(of: layered).boxes.filter { $0.text.contains("no layer") }.count, 0)
    }
}
