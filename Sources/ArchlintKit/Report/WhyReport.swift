import ArchlintScan
import ArchlintModel
import ArchlintRules

/// `archlint why FILE:LINE`: the chain behind each finding on a line (the file's layer and what
/// decided it, the declarations the finding is about with their layers and roles), or, for a line
/// with no finding, what the rules saw there and why it passed them: the layers of the names it
/// uses and whether its layer may depend on them, the roles of what it declares, the suppressions
/// that hid a finding, the rules that are off.
package enum WhyReport {
    /// `display`: how a path the evidence holds reads to the user (relative to the working directory).
    package static func render(_ result: LintResult, file: Int, line: Int, display: (String) -> String) -> String {
        let project = result.project
        let source = project.files[file].source
        let path = TerminalText.escaped(source.path)
        let layer = project.layer(of: file)
        var out = "\(path):\(line) is in \(layer.map { "layer \(TerminalText.escaped($0.name))" } ?? "no layer"): "
            + TerminalText.escaped(project.files[file].evidence.description(display: display)) + "\n"
        let findings = result.findings.filter { $0.file == source.path && $0.line == line }
        for finding in findings {
            out += "\n\(finding.severity.rawValue) \(finding.rule) at \(line):\(finding.column): \(TerminalText.escaped(finding.message))\n"
            for declaration in finding.evidence?.declarations ?? [] { out += "  " + describe(declaration) + "\n" }
        }
        let suppressed = result.suppressed.filter { $0.finding.file == source.path && $0.finding.line == line }
        for hidden in suppressed {
            out += "\n\(hidden.finding.rule) is suppressed here by \(TerminalText.escaped(hidden.directive)) (line \(hidden.line)): "
                + TerminalText.escaped(hidden.finding.message) + "\n"
        }
        guard findings.isEmpty else { return out }

        out += "\nNo finding on this line. \(Reporters.plural(result.checkedRules.count, "rule")) looked at it: "
            + result.checkedRules.joined(separator: ", ") + ".\n"
        let off = RuleRegistry.ids.filter { !result.checkedRules.contains($0) }
        if !off.isEmpty { out += "Off in this project: \(off.joined(separator: ", ")).\n" }
        var seen = Set<String>()
        let imports = source.imports.filter { $0.line == line }
        let uses = source.references.filter { Int($0.line) == line }.compactMap { reference -> (String, [Project.DeclarationID])? in
            let candidates = project.resolve(reference, in: file)
            let name = source.name(of: reference)
            return seen.insert(name).inserted ? (name, candidates) : nil
        }
        if !imports.isEmpty || !uses.isEmpty {
            out += "\nWhat the line uses:\n"
            for item in imports {
                let moduleLayer = project.layer(ofModule: item.module).map { project.configuration.layers[$0] }
                out += "  import \(TerminalText.escaped(item.module)): "
                    + (moduleLayer.map { "a module of layer \(TerminalText.escaped($0.name))" + allowance(from: layer, to: $0, project: project) }
                        ?? "not a module of the project (a framework or a package); the layer's imports decide") + "\n"
            }
            for (name, candidates) in uses {
                guard let first = candidates.first else {
                    out += "  \(TerminalText.escaped(name)): not a type of the project (the standard library's, a framework's, or a member)\n"
                    continue
                }
                let target = project.layer(of: first.file)
                out += "  \(TerminalText.escaped(name)), \(TerminalText.escaped(project.files[first.file].source.path)):\(project.declaration(first).line): "
                    + (target.map { "layer \(TerminalText.escaped($0.name))" + allowance(from: layer, to: $0, project: project) } ?? "no layer")
                    + roles(of: first, project: project) + (candidates.count > 1 ? " (and \(candidates.count - 1) more of that name)" : "") + "\n"
            }
        }
        let declared = source.declarations.indices.filter { source.declarations[$0].line == line }
        if !declared.isEmpty {
            out += "\nWhat the line declares:\n"
            for index in declared {
                let id = Project.DeclarationID(file: file, declaration: index)
                out += "  \(source.declarations[index].kind.rawValue) \(TerminalText.escaped(source.declarations[index].qualifiedName))"
                    + roles(of: id, project: project) + "\n"
            }
        }
        return out
    }

    /// ": Domain may depend on it" and the like, from the configuration's layer rules.
    private static func allowance(from layer: LayerDefinition?, to target: LayerDefinition, project: Project) -> String {
        guard let layer else { return "" }
        if layer.name == target.name { return ", the same layer" }
        return project.configuration.allows(layer, dependingOn: target)
            ? "; \(TerminalText.escaped(layer.name)) may depend on it" : "; \(TerminalText.escaped(layer.name)) must not depend on it"
    }

    /// "; a dto (its name), a dto (it is serialized (Decodable))", or nothing for a declaration with no role.
    private static func roles(of id: Project.DeclarationID, project: Project) -> String {
        let reasons = project.heldRoleEvidence(of: id)
        return reasons.isEmpty ? "" : "; " + reasons.map { "\($0.role.phrase) (\($0.evidence.description))" }.joined(separator: ", ")
    }

    private static func describe(_ declaration: FindingEvidence.Declaration) -> String {
        TerminalText.escaped("\(declaration.name), \(declaration.file):\(declaration.line): \(declaration.summary)")
    }
}
