/// `archlint init`: looks at a project, finds its layer folders and modules (including the usual
/// variants of their names), and writes a starter `.archlint.json` that adds only what the built-in
/// rules do not already know, with a summary of what it classified and what it could not.
public enum Initializer {
    /// Folder and module names that, beyond the built-in globs, usually mean a layer.
    /// Only folders outside every built-in layer folder are read this way, so `Data/Entities` stays Data.
    static let variants: [(layer: String, names: [String])] = [
        ("Domain", ["Entities", "Entity", "UseCases", "UseCase", "Usecases", "Interactors", "Business", "DomainLayer"]),
        ("Data", ["Networking", "Network", "Persistence", "Storage", "Repositories", "DataSources", "DataSource", "API", "Remote",
                  "Local", "Services", "DataLayer"]),
        ("Presentation", ["Views", "ViewModels", "Screens", "Flows", "Coordinators", "PresentationLayer"]),
        ("Core", ["Extensions", "Helpers", "Toolbox"]),
        ("App", ["Composition", "Assembly", "Injection"]),
    ]

    public struct Summary {
        /// Per layer: folders or modules and how many files each holds.
        public var classified: [(layer: String, place: String, files: Int, how: String)] = []
        /// Folders whose files no layer claims.
        public var unclassified: [(place: String, files: Int)] = []
        public var configuration: String = ""
        public var files = 0
    }

    /// Surveys the project at `root` (a path as given on the command line, relative to
    /// `workingDirectory`); the globs it writes are relative to `root`, where `.archlint.json` goes.
    public static func survey(root: String, workingDirectory: String, base: Configuration = .builtIn()) -> Summary {
        let options = Linter.Options(paths: [root], workingDirectory: workingDirectory)
        let (scanned, _) = Linter.project(options, configuration: base)
        let rootLocation = Linter.absolute(root, workingDirectory)
        let inputs = scanned.files.map { file -> Project.Input in
            let location = Linter.absolute(file.source.path, workingDirectory)
            let relative = location.hasPrefix(rootLocation + "/") ? String(location.dropFirst(rootLocation.count + 1)) : file.projectPath
            return Project.Input(source: file.source, projectPath: relative, location: location)
        }
        let project = Project(files: inputs, manifests: scanned.manifests, configuration: base)
        var additions: [String: (paths: [String], modules: [String], notes: [String])] = [:]

        // Folders named after a layer variant, outside every folder the built-in globs already place.
        var variantFolders: [String: (layer: String, files: Int)] = [:]
        for (index, file) in project.files.enumerated() where file.module == nil && project.layer(of: index) == nil {
            let folders = file.projectPath.split(separator: "/").dropLast()
            for (depth, folder) in folders.enumerated() {
                guard let layer = variants.first(where: { $0.names.contains { $0.lowercased() == folder.lowercased() } })?.layer else { continue }
                let place = folders[...depth].joined(separator: "/")
                variantFolders[place, default: (layer, 0)].files += 1
                break
            }
        }
        for (place, found) in variantFolders.sorted(by: { $0.key < $1.key }) {
            additions[found.layer, default: ([], [], [])].paths.append(glob(place) + "/**")
            additions[found.layer]!.notes.append("\(place)/ (\(Reporters.plural(found.files, "file")), by its name)")
        }

        // Other folders in no layer whose files are mostly views: Presentation, by what they import.
        var uiFolders: [String: [Int]] = [:]
        for (index, file) in project.files.enumerated() where file.module == nil && project.layer(of: index) == nil {
            let folders = file.projectPath.split(separator: "/").dropLast()
            guard !folders.isEmpty, !variantFolders.keys.contains(where: { file.projectPath.hasPrefix($0 + "/") }) else { continue }
            uiFolders[folders.prefix(2).joined(separator: "/"), default: []].append(index)
        }
        for (place, indexes) in uiFolders.sorted(by: { $0.key < $1.key }) {
            guard let (ui, total) = uiShare(indexes, project), ui * 2 > total else { continue }
            additions["Presentation", default: ([], [], [])].paths.append(glob(place) + "/**")
            additions["Presentation"]!.notes.append("\(place)/ (\(ui) of \(total) files import SwiftUI or UIKit)")
        }

        // SwiftPM targets in no layer: by name variants, else by what their files import.
        var targetFiles: [String: [Int]] = [:]
        for (index, file) in project.files.enumerated() where file.module != nil && project.layer(of: index) == nil {
            targetFiles[file.module!, default: []].append(index)
        }
        for (module, indexes) in targetFiles.sorted(by: { $0.key < $1.key }) {
            if let layer = variants.first(where: { $0.names.contains { $0.lowercased() == module.lowercased() } })?.layer {
                additions[layer, default: ([], [], [])].modules.append(glob(module))
                additions[layer]!.notes.append("module \(module) (\(Reporters.plural(indexes.count, "file")), by its name)")
            } else if let (ui, total) = uiShare(indexes, project), ui * 2 > total {
                additions["Presentation", default: ([], [], [])].modules.append(glob(module))
                additions["Presentation"]!.notes.append("module \(module) (\(ui) of \(total) files import SwiftUI or UIKit)")
            }
        }

        let draft = configurationText(additions, unclassified: [], base: base)
        let configured: Configuration
        do {
            configured = try ConfigurationLoader.load(bytes: Array(draft.utf8), source: ".archlint.json", over: base)
        } catch {
            preconditionFailure("archlint init wrote an invalid configuration: \(error)\n\(draft)")
        }
        let final = Project(files: inputs, manifests: project.manifests, configuration: configured)
        var summary = Summary()
        summary.files = final.files.count
        var places: [String: (layer: String?, files: Int)] = [:]
        for (index, file) in final.files.enumerated() {
            let layer = final.layerName(of: index)
            let place = file.module.map { "module \($0)" } ?? topFolders(file.projectPath, layer: layer, configuration: configured)
            places[place, default: (layer, 0)].files += 1
        }
        for (place, found) in places.sorted(by: { $0.key < $1.key }) {
            if let layer = found.layer {
                summary.classified.append((layer, place, found.files, ""))
            } else {
                summary.unclassified.append((place, found.files))
            }
        }
        summary.classified.sort { ($0.layer, $0.place) < ($1.layer, $1.place) }
        summary.configuration = configurationText(additions, unclassified: summary.unclassified, base: base)
        return summary
    }

    /// The folders of a path down to the one that decided its layer (or the first two, for none).
    private static func topFolders(_ path: String, layer: String?, configuration: Configuration) -> String {
        let folders = path.split(separator: "/").dropLast().map(String.init)
        guard !folders.isEmpty else { return "." }
        if let layer {
            for depth in folders.indices {
                let prefix = folders[...depth].joined(separator: "/")
                if let found = Project.layer(forPath: prefix + "/x.swift", configuration: configuration),
                   configuration.layers[found].name == layer {
                    return prefix + "/"
                }
            }
        }
        return folders.prefix(2).joined(separator: "/") + "/"
    }

    private static func uiShare(_ indexes: [Int], _ project: Project) -> (Int, Int)? {
        guard !indexes.isEmpty else { return nil }
        let ui = indexes.filter { project.files[$0].source.imports.contains { ["SwiftUI", "UIKit", "AppKit"].contains($0.module) } }.count
        return (ui, indexes.count)
    }

    private static func configurationText(_ additions: [String: (paths: [String], modules: [String], notes: [String])],
                                          unclassified: [(place: String, files: Int)], base: Configuration) -> String {
        var out = """
            // archlint configuration, written by `archlint init`. It extends the built-in rules
            // (rules.json; see the README): only what this project adds is here. Layers merge by name,
            // so "paths" and "modules" below list the built-in entries too.
            {
              "layers": [
            """
        var entries: [String] = []
        for layer in base.layers where additions[layer.name] != nil {
            let found = additions[layer.name]!
            var entry = "\n    // " + comment("\(layer.name): " + found.notes.joined(separator: "; ")) + ".\n    { \"name\": \(quote(layer.name))"
            if !found.paths.isEmpty {
                entry += ", \"paths\": [" + (layer.paths.map(\.pattern) + found.paths).map(quote).joined(separator: ", ") + "]"
            }
            if !found.modules.isEmpty {
                entry += ", \"modules\": [" + (layer.modules.map(\.pattern) + found.modules).map(quote).joined(separator: ", ") + "]"
            }
            entries.append(entry + " }")
        }
        out += entries.joined(separator: ",")
        out += entries.isEmpty ? "\n    // The built-in layer folders fit this project: nothing to add.\n  ],\n" : "\n  ],\n"
        if !unclassified.isEmpty {
            out += "  // Not in any layer yet (indexed, but not judged): "
                + comment(unclassified.map { "\($0.place) (\(Reporters.plural($0.files, "file")))" }.joined(separator: ", ")) + ".\n"
            out += "  // Add their folders to a layer's \"paths\" or their modules to its \"modules\".\n"
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
