import ArchlintModel

/// `archlint layers`: every module and folder with its layer and the evidence for it, and the files
/// in no layer, so that a team sees where archlint's picture of their architecture comes from
/// before they read a single finding.
package enum LayersReport {
    /// `display`: a path as the user reads it (relative to the working directory).
    package static func render(_ project: Project, display: (String) -> String) -> String {
        let configuration = project.configuration
        var out = "configuration: " + (configuration.origin.map { TerminalText.escaped($0.shown) } ?? "built-in rules (no .archlint.json)") + "\n"
        let modules = project.modules.filter { $0.module.kind != .test && $0.module.kind != .tool }
        if !modules.isEmpty {
            out += "modules:\n"
            let rows = modules.sorted { ($0.module.name, $0.module.declaredIn) < ($1.module.name, $1.module.declaredIn) }.map { entry -> [String] in
                let layer = entry.layer.map { configuration.layers[$0].name } ?? "no layer"
                let why = entry.evidence == .none && entry.module.kind == .application
                    ? LayerEvidence.applicationTarget(entry.module.name).description(display: display) : entry.evidence.description(display: display)
                return [entry.module.name, entry.module.origin.rawValue, "\(display(entry.module.declaredIn)):\(entry.module.line)", "-> \(layer), \(why)"]
            }
            out += TerminalText.table(rows)
        }
        // Rows: per layer, the files one piece of evidence decided, under the folder they share;
        // a composition root by content is one file; the files of a folder their own code placed
        // are one row, with one of the reasons.
        var groups: [GroupKey: [Int]] = [:]
        var reasons: [GroupKey: String] = [:]
        // Swift files only: a Core Data model's classes are in its folder's layer.
        for (index, file) in project.files.enumerated() where !file.isGenerated {
            let shown = file.source.path
            let folder: String
            switch file.evidence {
            case .compositionRoot:
                folder = shown
            case .content:
                let key = GroupKey(layer: file.layer ?? -1, evidence: "its code", folder: parentFolder(shown))
                groups[key, default: []].append(index)
                if reasons[key] == nil { reasons[key] = file.evidence.description(display: display) }
                continue
            case let .folder(prefix, _):
                // The display path and the project path end alike: cut the display path where the
                // deciding folder ends.
                folder = String(shown.dropLast(max(0, file.projectPath.count - prefix.count))) + "/"
            default:
                folder = ""
            }
            groups[GroupKey(layer: file.layer ?? -1, evidence: file.evidence.description(display: display), folder: folder), default: []].append(index)
        }
        var sections: [Int: [[String]]] = [:]
        for (key, members) in groups where key.layer >= 0 {
            let place = key.folder.isEmpty ? commonFolder(members.map { project.files[$0].source.path }) : key.folder
            let count = members.count == 1 ? "1 file" : "\(members.count) files"
            let evidence = reasons[key].map { members.count == 1 ? $0 : $0 + ", …" } ?? key.evidence
            sections[key.layer, default: []].append([place, count, evidence])
        }
        for (index, layer) in configuration.layers.enumerated() {
            guard let rows = sections[index] else { continue }
            out += "\(TerminalText.escaped(layer.name))\(layer.kind.map { " (\($0.rawValue))" } ?? "")\n" + TerminalText.table(rows.sorted { $0.lexicographicallyPrecedes($1) })
        }
        // Files in no layer, by folder and by why: what would have placed them, and why it did not.
        var byFolder: [[String]: Int] = [:]
        for file in project.files where file.layer == nil && !file.isGenerated {
            let why = file.evidence == .none ? "nothing places it: no layer folder or module, and no type its code declares says a layer"
                : file.evidence.description(display: display)
            byFolder[[parentFolder(file.source.path), why], default: 0] += 1
        }
        if !byFolder.isEmpty {
            out += "in no layer\n" + TerminalText.table(byFolder.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map {
                [$0.key[0], $0.value == 1 ? "1 file" : "\($0.value) files", $0.key[1]]
            })
        }
        return out
    }

    private struct GroupKey: Hashable {
        let layer: Int
        let evidence: String
        let folder: String
    }

    static func parentFolder(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "./" }
        return String(path[...slash])
    }

    /// The deepest folder the paths share, with a trailing slash (`./` for none).
    static func commonFolder(_ paths: [String]) -> String {
        guard var common = paths.first.map(parentFolder) else { return "./" }
        for path in paths.dropFirst() {
            while common != "./", !path.hasPrefix(common) {
                let trimmed = common.dropLast()
                common = trimmed.lastIndex(of: "/").map { String(trimmed[...$0]) } ?? "./"
            }
        }
        return common
    }
}
