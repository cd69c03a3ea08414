import ArchlintScan
import ArchlintModel

/// The dependency rule: source code dependencies point inward only.
package struct DependencyRule: FileRule {
    package init() {}

    package static let description = RuleDescription(
        id: "dependency_rule",
        name: "Dependency rule",
        summary: "A layer imports a module, names a type or uses an extension's member, of a layer it may not depend on; or a target depends on such a module in Package.swift or an Xcode project.",
        rationale: """
            Clean Architecture's one rule: source code dependencies point inward. Domain (entities, use \
            cases, repository protocols) knows nothing of the outer layers and imports Foundation only, \
            so business rules can be tested and reused without a UI, a network or a database. Data \
            implements the Domain's protocols; Presentation talks to the Domain through use cases and \
            never reaches a data source, a network client or a repository implementation (a "skipped \
            layer"). Only the composition root (the app entry and its dependency container) knows every \
            concrete type; any layer may name its container (a type named like the root's \
            `typeNames`) and call its factory methods, the minimal DI container small and medium apps \
            are advised to use, and preview code (`#Preview`, `PreviewProvider`, preview-only files) \
            is wiring too. In a single-target app the layers are folders, so the type names a file \
            uses are its dependencies: each is resolved through the project's index. So is a member an \
            extension of another layer adds (`"x".highlighted()` in the Domain, where `extension String \
            { func highlighted() }` is Presentation's), though no type is named: without a type checker \
            it is reported only where the name can mean nothing else (the project declares it in plain \
            extensions of that one layer only, the standard library, Foundation, SwiftUI and UIKit \
            nowhere) and the file reaches the extended type (a project type it names, a standard type, \
            a framework's it imports). A target dependency the layers forbid is reported where \
            Package.swift or the Xcode project declares it, unless the target's code imports the module: then each import is the finding. The \
            types one line names for one cause (`Outer<A, B>`, `(A, B) -> C`) are one finding at the \
            first, naming them all; an import of the framework that does a file's misplaced work \
            (`file_placement`) is one finding with it, saying the work and where it belongs.
            """,
        severity: .error,
        category: .complexity,
        triggeringExamples: DependencyRuleExamples.triggering,
        nonTriggeringExamples: DependencyRuleExamples.nonTriggering)

    package func fileCheck(_ project: Project) -> FileCheck {
        let configuration = project.configuration
        let dtoLeakReported = configuration.severity(of: DTOLeakRule.description.id, default: .error) != nil
        let extensionMembers = project.extensionMembers()
        return { fileIndex, violations in
            guard let layer = project.layer(of: fileIndex), !layer.isCompositionRoot else { return }
            let source = project.files[fileIndex].source
            for item in source.imports {
                if let (message, targetLayer) = importViolation(item.module, in: layer, project: project) {
                    violations.append(Violation(file: fileIndex, line: item.line, column: item.column,
                                                message: message, subject: "import \(item.module)", targetLayer: targetLayer))
                }
            }
            var reported = Set<String>()
            var names: [ReportedName] = []
            for use in project.typeUses(in: fileIndex) {
                let reference = use.reference, candidates = use.candidates, target = candidates[0]
                let name = source.name(of: reference)
                if isOwnPort(candidates, namedIn: reference.owner, of: source, project: project) { continue }
                // The layer depended on, when the layers forbid the dependency (a role the layer may
                // not use is no forbidden layer edge).
                let detail: String, targetLayer: String?, cause: String, named: Project.DeclarationID
                if candidates.allSatisfy({ isForbidden($0, from: layer, project: project) }) {
                    if dtoLeakReported, project.isDTOLeak(candidates, into: layer) { continue }
                    targetLayer = project.layerName(of: target.file)
                    detail = " (\(project.shortDeclarationPlace(of: target)))"
                    cause = "layer \(targetLayer ?? "")"
                    named = target
                } else if let (role, holder) = forbiddenRole(of: candidates, from: layer, project: project) {
                    targetLayer = nil
                    detail = ", a \(role.phrase) (\(project.shortDeclarationPlace(of: holder)))"
                    cause = "role"
                    named = holder
                } else {
                    continue
                }
                guard reported.insert("\(reference.line) \(name)").inserted else { continue }
                names.append(ReportedName(token: source.tokens[Int(reference.token)], name: name, detail: detail,
                                          cause: cause, targetLayer: targetLayer, declaration: named))
            }
            violations += ReportedName.foldedByLine(names, file: fileIndex, in: source) { "\(layer.name) must not name \($0)" }
            let members = memberUses(extensionMembers, in: fileIndex, of: layer, project: project)
            violations += ReportedName.foldedByLine(members, file: fileIndex, in: source) { "\(layer.name) must not use \($0)" }
        }
    }

    /// The members that extensions in a layer `layer` may not depend on add, as the file's code uses
    /// them (`ExtensionMembers`): only where the name can mean nothing else, the form of the use
    /// fits (`Type.name` a static member, `value.name` an instance's) and the file reaches the
    /// extended type (`Project.declaration(of:reachedBy:)`); never in preview code, nor in a file
    /// that only the inference placed (a screen's models file its code took to the Domain): a
    /// finding of a name alone stands only between layers that names gave.
    private func memberUses(_ index: ExtensionMembers, in fileIndex: Int, of layer: LayerDefinition, project: Project) -> [ReportedName] {
        let file = project.files[fileIndex], source = file.source
        guard !file.evidence.isInferred, index.mayBeUsed(in: fileIndex, of: project) else { return [] }
        let uses = index.uses(in: source)
        guard !uses.isEmpty else { return [] }
        let view = project.extensionMemberView(of: fileIndex)
        // Each member's declaration the file reaches, found once per file.
        var reached: [Int: Project.DeclarationID?] = [:]
        var reported = Set<String>()
        var names: [ReportedName] = []
        for use in uses where !file.previews.contains(where: { $0.contains(use.token) }) {
            let member = index.members[use.member]
            let target = project.configuration.layers[member.layer]
            guard target.kind != .compositionRoot, member.admits(use.form), !project.configuration.allows(layer, dependingOn: target) else { continue }
            if reached[use.member] == nil { reached[use.member] = .some(project.declaration(of: member, reachedBy: view)) }
            guard let declaration = reached[use.member] ?? nil else { continue }
            let token = source.tokens[use.token]
            guard reported.insert("\(source.position(of: token).line) \(member.shownName)").inserted else { continue }
            names.append(ReportedName(token: token, name: member.shownName,
                                      detail: ", declared in an extension in layer \(target.name) (\(project.shortLocation(of: declaration)))",
                                      cause: "extension \(target.name)", targetLayer: target.name, declaration: declaration))
        }
        return names
    }

    /// Target dependencies in Package.swift or project.pbxproj that the allowed layer graph
    /// forbids. One the target's code imports is reported at each import instead: one problem,
    /// one place to fix it.
    package func buildFileCheck(_ project: Project, into violations: inout [Violation]) {
        let configuration = project.configuration
        for (module, layer, _) in project.modules where module.isLinted && module.kind != .test && module.kind != .tool {
            guard let fromIndex = layer else { continue }
            let from = configuration.layers[fromIndex]
            let imported = Set(project.files.lazy.filter { $0.module == module.name }.flatMap { $0.source.imports.map(\.module) })
            for dependency in module.dependencies {
                guard !project.isPlacedByItsCode(dependency.name), let toIndex = project.layer(ofDependency: dependency.name),
                      toIndex != fromIndex else { continue }
                let importedModules = [dependency.name] + project.manifests.flatMap { $0.products[dependency.name] ?? [] }
                if importedModules.contains(where: imported.contains) { continue }
                let to = configuration.layers[toIndex]
                guard !configuration.allows(from, dependingOn: to) else { continue }
                violations.append(Violation(
                    file: -1, line: dependency.line, column: dependency.column,
                    message: "target \(module.name) (layer \(from.name)) must not depend on \(dependency.name) (layer \(to.name))",
                    subject: "\(module.name) -> \(dependency.name)", path: module.reportedAs, targetLayer: to.name))
            }
        }
    }

    /// A protocol named after the type that names it (`HomeInteractor` and its
    /// `HomeInteractorOutput`, `RemoteDataManager` and the screen's
    /// `NewsRemoteDataManagerOutputProtocol`) is that type's own port, wherever a module contract
    /// file declares it: depending on it is the dependency inversion VIPER and VIP are built on. A
    /// one-word type name (`Manager`) is inside too many names to say whose port it is.
    private func isOwnPort(_ candidates: [Project.DeclarationID], namedIn owner: Int32, of source: SourceFile, project: Project) -> Bool {
        guard owner >= 0 else { return false }
        var top = Int(owner)
        while let parent = source.declarations[top].parent { top = Int(parent) }
        // An extension that adds the conformance (`extension HomeInteractor: HomeInteractorInput`) speaks for its type.
        let typeName = Project.lastComponent(source.declarations[top].name)
        guard source.declarations[top].kind.isNominal || source.declarations[top].kind == .extension, !typeName.isEmpty else { return false }
        let typeWords = NameWords.of(typeName)
        return candidates.allSatisfy { candidate in
            let declaration = project.declaration(candidate)
            guard declaration.kind == .protocol, declaration.name.count > typeName.count else { return false }
            if declaration.name.hasPrefix(typeName) { return true }
            let words = NameWords.of(declaration.name)
            return typeWords.count >= 2 && words.count > typeWords.count
                && (1...(words.count - typeWords.count)).contains { Array(words[$0..<($0 + typeWords.count)]) == typeWords }
        }
    }

    private func isForbidden(_ candidate: Project.DeclarationID, from layer: LayerDefinition, project: Project) -> Bool {
        guard let target = project.layer(of: candidate.file) else { return false }
        return !project.configuration.allows(layer, dependingOn: target)
    }

    /// A type whose role the layer may not use, declared outside a Domain layer and the layer itself
    /// (a network client in Core is still a network client to a view model), with the first candidate.
    private func forbiddenRole(of candidates: [Project.DeclarationID], from layer: LayerDefinition,
                               project: Project) -> (Role, Project.DeclarationID)? {
        guard !layer.forbiddenRoles.isEmpty else { return nil }
        var found: (Role, Project.DeclarationID)?
        for candidate in candidates {
            if project.layerName(of: candidate.file) == layer.name || project.isKind(candidate.file, .domain)
                || project.isCompositionRoot(candidate.file) {
                return nil
            }
            guard let role = project.roles(of: candidate).intersection(layer.forbiddenRoles).min() else { return nil }
            if found == nil { found = (role, candidate) }
        }
        return found
    }

    /// "Domain must not import Pricing (layer Presentation)": the imported module and what it is
    /// (a module of a layer, a project module in no layer, a framework), with the layer it points
    /// to. A project module in no layer is judged only by a deny list that names it: archlint does
    /// not know what it is, and `archlint layers` lists it for the team to place.
    private func importViolation(_ module: String, in layer: LayerDefinition, project: Project) -> (String, String?)? {
        // A module only its code placed often holds more than one layer (entities beside their
        // repository): its types are judged one by one where they are named, not its import.
        if project.isPlacedByItsCode(module) { return nil }
        if let moduleLayer = project.layer(ofModule: module) {
            let target = project.configuration.layers[moduleLayer]
            if project.configuration.allows(layer, dependingOn: target) { return nil }
            return ("\(layer.name) must not import \(module) (layer \(target.name))", target.name)
        }
        let isProjectModule = project.moduleLayers[module] != nil
        if let allowed = layer.allowedImports, !allowed.contains(module), !isProjectModule, !Frameworks.standardLibrary.contains(module) {
            return ("\(layer.name) must not import \(module) (allowed: \(allowed.isEmpty ? "none" : allowed.joined(separator: ", ")))", nil)
        }
        if layer.deniedImports.contains(module) {
            return ("\(layer.name) must not import \(module) (denied for \(layer.name)\(isProjectModule ? "; a module in no layer" : ""))", nil)
        }
        return nil
    }
}
