import ArchlintScan
import ArchlintModel
import ArchlintReport
import ArchlintEngine

/// `archlint init`: looks at a project, finds its layer folders and modules (including the usual
/// variants of their names), and writes a starter `.archlint.json` that adds only what the built-in
/// rules do not already know, with a summary of what it classified and what it could not.
enum Initializer {
    /// Folder and module names that, beyond the built-in globs, usually mean a layer: proposed, not
    /// built in, because each also has other uses (`Services`, `Entities`). Only files in no layer
    /// are read this way, so `Data/Entities` stays Data.
    static let variants: [(layer: String, names: [String])] = [
        ("Domain", ["Entities", "Entity", "UseCases", "UseCase", "Usecases", "Business", "DomainLayer"]),
        ("Data", ["Storage", "DataSources", "DataSource", "API", "Remote", "Local", "Services", "Gateways", "Platform", "DataLayer"]),
        ("Presentation", ["Views", "ViewModels", "Flows", "Coordinators", "PresentationLayer"]),
        ("Core", ["Toolbox"]),
        ("App", ["Composition", "Assembly", "Injection"]),
    ]

    struct Summary {
        /// The `.archlint.json` to write.
        var configuration: String = ""
        /// `archlint layers` as it will read once that file is written: what init prints.
        var layers: String = ""
        var files = 0
        var unlayered = 0
    }

    /// Surveys the project at `root` (a path as given on the command line, relative to
    /// `workingDirectory`), where `.archlint.json` goes: its globs are matched from there. Only
    /// files in no layer are looked at, so init never moves a file the built-in rules already
    /// place (a Data framework's `Entities/` stays Data, an app target's folders stay its
    /// composition root), and a glob it writes never covers a file of another layer.
    static func survey(root: String, workingDirectory: String, base: Configuration = .builtIn(), preset: String = "recommended") -> Summary {
        let options = ProjectLoader.Options(paths: [root], workingDirectory: workingDirectory)
        let target = Paths.join(Paths.absolute(root, workingDirectory), ".archlint.json")
        var rooted = base
        rooted.origin = (target, Paths.displayPath(target, workingDirectory))
        let (project, _) = ProjectLoader.project(options, configuration: rooted)
        var additions: [String: (paths: [String], modules: [String], notes: [String])] = [:]
        func add(_ layer: String, path: String? = nil, module: String? = nil, note: String) {
            if let path { additions[layer, default: ([], [], [])].paths.append(glob(path) + "/**") }
            if let module { additions[layer, default: ([], [], [])].modules.append(glob(module)) }
            additions[layer, default: ([], [], [])].notes.append(note)
        }
        // What the code decided (no name did) is written down, so that the team reads it and the
        // map holds still as the code changes: each module, and the outermost folders whose files
        // all have the same layer.
        let layerNames = project.configuration.layers.map(\.name)
        for (module, layer, evidence) in project.modules {
            guard let layer, case let .moduleContent(_, reason, _) = evidence else { continue }
            add(layerNames[layer], module: module.name, note: "module \(module.name) (by its code: \(reason))")
        }
        var layersUnder: [String: Set<Int>] = [:]
        for file in project.files {
            var folder = ""
            for name in file.projectPath.split(separator: "/").dropLast() {
                folder += folder.isEmpty ? String(name) : "/" + name
                layersUnder[folder, default: []].insert(file.layer ?? -1)
            }
        }
        var codeFolders: [String: (layer: Int, files: Int, byName: Bool)] = [:]
        for file in project.files where !file.isGenerated {
            guard let layer = file.layer else { continue }
            let byName: Bool
            switch file.evidence {
            case .content, .neighbours: byName = false
            case .folderWord: byName = true
            default: continue
            }
            let folders = file.projectPath.split(separator: "/").dropLast().map(String.init)
            guard let place = folders.indices.lazy.map({ folders[...$0].joined(separator: "/") }).first(where: { layersUnder[$0] == [layer] }) else { continue }
            codeFolders[place, default: (layer, 0, true)].files += 1
            codeFolders[place]!.byName = codeFolders[place]!.byName && byName
        }
        for (place, found) in codeFolders.sorted(by: { $0.key < $1.key }) {
            let how = found.byName ? "name" : "code"
            add(layerNames[found.layer], path: place, note: "\(place)/ (\(Reporters.plural(found.files, "file")), by \(found.files == 1 ? "its" : "their") \(how))")
        }

        // Every folder that holds a file in a layer: a glob for one of them would take that file away.
        // Every folder that holds a file in a layer: a glob for one of them would take that file away.
        var layeredFolders = Set<String>()
        for file in project.files where file.layer != nil {
            var folder = ""
            for name in file.projectPath.split(separator: "/").dropLast() {
                folder += folder.isEmpty ? String(name) : "/" + name
                layeredFolders.insert(folder)
            }
        }
        // An app target's own folders stay its shell, and left-over code no target compiles and the
        // build's own code are in no layer on purpose: only the other files in no layer are proposed.
        let unlayered = project.files.indices.filter { index in
            if project.files[index].isGenerated { return false }
            switch project.files[index].evidence {
            case .applicationTarget, .notCompiled, .buildTool: return false
            default: return project.files[index].layer == nil
            }
        }
        let unlayeredModules = Set(project.modules.filter { $0.layer == nil && $0.module.kind == .library }.map(\.module.name))

        // Folders named after a layer variant, outermost first, that hold no file of another layer.
        var variantFolders: [String: (layer: String, files: Int)] = [:]
        var grouped: [String: [Int]] = [:]
        for index in unlayered {
            let file = project.files[index]
            if let module = file.module, unlayeredModules.contains(module) { continue }
            let folders = file.projectPath.split(separator: "/").dropLast().map(String.init)
            var placed = false
            for depth in folders.indices {
                let place = folders[...depth].joined(separator: "/")
                guard !layeredFolders.contains(place) else { continue }
                if let layer = variants.first(where: { $0.names.contains { $0.lowercased() == folders[depth].lowercased() } })?.layer {
                    variantFolders[place, default: (layer, 0)].files += 1
                    placed = true
                    break
                }
            }
            // Otherwise its outermost folder that no layer uses, to be judged by what its files import.
            if !placed, let outer = folders.indices.lazy.map({ folders[...$0].joined(separator: "/") }).first(where: { !layeredFolders.contains($0) }) {
                grouped[outer, default: []].append(index)
            }
        }
        for (place, found) in variantFolders.sorted(by: { $0.key < $1.key }) {
            add(found.layer, path: place, note: "\(place)/ (\(Reporters.plural(found.files, "file")), by its name)")
        }
        for (place, indexes) in grouped.sorted(by: { $0.key < $1.key }) {
            guard !variantFolders.keys.contains(where: { place.hasPrefix($0 + "/") }), let (ui, total) = uiShare(indexes, project), ui * 2 > total else { continue }
            add("Presentation", path: place, note: "\(place)/ (\(ui) of \(total) files import SwiftUI or UIKit)")
        }
        // Library modules in no layer: by name variants, else by what their files import.
        var moduleFiles: [String: [Int]] = [:]
        for index in unlayered { if let module = project.files[index].module, unlayeredModules.contains(module) { moduleFiles[module, default: []].append(index) } }
        for (module, indexes) in moduleFiles.sorted(by: { $0.key < $1.key }) {
            if let layer = variants.first(where: { $0.names.contains { $0.lowercased() == module.lowercased() } })?.layer {
                add(layer, module: module, note: "module \(module) (\(Reporters.plural(indexes.count, "file")), by its name)")
            } else if let (ui, total) = uiShare(indexes, project), ui * 2 > total {
                add("Presentation", module: module, note: "module \(module) (\(ui) of \(total) files import SwiftUI or UIKit)")
            }
        }

        var summary = Summary()
        summary.configuration = configurationText(additions, base: base, preset: preset, unlayered: 0)
        var configured: Configuration
        do {
            configured = try ConfigurationLoader.load(bytes: Array(summary.configuration.utf8), source: ".archlint.json", over: base)
        } catch {
            preconditionFailure("archlint init wrote an invalid configuration: \(error)\n\(summary.configuration)")
        }
        configured.origin = rooted.origin
        // What lint will see: the same listing, modules and evidence, with the new configuration.
        let (final, _) = ProjectLoader.project(options, configuration: configured)
        summary.layers = LayersReport.render(final) { Paths.displayPath($0, workingDirectory) }
        let swiftFiles = final.files.filter { !$0.isGenerated }
        summary.files = swiftFiles.count
        summary.unlayered = swiftFiles.filter { $0.layer == nil }.count
        // Said in the file too, which is read long after init's output is gone: a comment, so the
        // configuration it loads is the one measured above.
        if summary.unlayered > 0 {
            summary.configuration = configurationText(additions, base: base, preset: preset, unlayered: summary.unlayered)
        }
        return summary
    }

    private static func uiShare(_ indexes: [Int], _ project: Project) -> (Int, Int)? {
        guard !indexes.isEmpty else { return nil }
        let ui = indexes.filter { project.files[$0].source.imports.contains { Frameworks.ui.contains($0.module) } }.count
        return (ui, indexes.count)
    }

    /// `unlayered`: the files still in no layer with these additions, which the file says rather
    /// than that the layers fit.
    private static func configurationText(_ additions: [String: (paths: [String], modules: [String], notes: [String])], base: Configuration,
                                          preset: String, unlayered: Int) -> String {
        var out = """
            // archlint configuration, written by `archlint init`. It extends the built-in rules
            // (`archlint rules` lists them, docs/configuration.md explains them): only what this project adds is here. Globs are matched
            // from this file's folder; {"add": [...]} adds to a built-in list without restating it.
            // `archlint layers` shows every folder's layer and why.
            {
            """
        out += "\n"
        for known in base.presets {
            let text = RuleCatalog.wrap("\"\(comment(known.name))\": " + comment(known.description), width: 92)
            out += text.split(separator: "\n").map { "  // \($0)\n" }.joined()
        }
        out += "  // `archlint rules --preset NAME` lists what a preset turns on.\n"
        out += "  \"preset\": \(quote(preset)),\n  \"layers\": ["

        var entries: [String] = []
        for layer in base.layers where additions[layer.name] != nil {
            let found = additions[layer.name]!
            let note = RuleCatalog.wrap(comment("\(layer.name): " + found.notes.joined(separator: "; ")) + ".", width: 96)
            var entry = "\n" + note.split(separator: "\n").map { "    // \($0)\n" }.joined() + "    { \"name\": \(quote(layer.name))"
            if !found.paths.isEmpty { entry += ", \"paths\": { \"add\": [" + found.paths.map(quote).joined(separator: ", ") + "] }" }
            if !found.modules.isEmpty { entry += ", \"modules\": { \"add\": [" + found.modules.map(quote).joined(separator: ", ") + "] }" }
            entries.append(entry + " }")
        }
        out += entries.joined(separator: ",")
        if unlayered > 0 {
            out += "\n    // \(Reporters.plural(unlayered, "file")) \(unlayered == 1 ? "is" : "are") still in no layer, and no rule checks them: "
                + "`archlint layers` lists their folders.\n    // Add a folder to a layer with { \"name\": \"Presentation\", \"paths\": { \"add\": [\"Folder/**\"] } }.\n  ],\n"
        } else {
            out += entries.isEmpty ? "\n    // The built-in layer folders fit this project: nothing to add.\n  ],\n" : "\n  ],\n"
        }
        out += """
              "rules": {
                // To adopt archlint on existing code, record today's findings first:
                //   archlint --write-baseline archlint-baseline.json .
                // and then lint with --baseline archlint-baseline.json. To turn a rule down:
                // "pass_through_use_case": { "severity": "off" }
              }
            }

            """
        return out
    }

    private static func quote(_ text: String) -> String {
        var out = ""
        JSONValue.escape(text, into: &out)
        return out
    }

    /// A folder's path or a module's name as a glob that matches it: `[` and `{`, which globs refuse,
    /// and `*` (two would make a `**` inside a name) each become `?`, any one character.
    private static func glob(_ name: String) -> String {
        String(name.map { $0 == "[" || $0 == "{" || $0 == "*" ? "?" : $0 })
    }

    /// Folder and module names inside a `//` comment, which ends at the first line break: written
    /// with JSON's string escapes (a newline in a name becomes `\n`), without the quotes.
    private static func comment(_ text: String) -> String {
        String(quote(text).dropFirst().dropLast())
    }
}
