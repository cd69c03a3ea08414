import ArchlintScan
import ArchlintModel

/// A use case is the Domain's: its protocol is declared there, and the Domain implements it.
struct UseCaseLocationRule: FileRule {
    init() {}

    static let description = RuleDescription(
        id: "use_case_location",
        name: "Use case location",
        summary: "A use case protocol declared outside the Domain, or a type outside the Domain implementing a Domain use case protocol that the Domain never implements.",
        rationale: """
            A use case is an application action: its protocol is declared in the Domain, and the \
            Domain implements it, since the implementation is where the business rules are. \
            Declared in Data or Presentation, the protocol makes the Domain's own actions depend on \
            an outer layer. A Data type that implements a use case protocol nothing in the Domain \
            implements (a repository that conforms to `GetFeedUseCase`) leaves the use case layer \
            empty: screens call storage under a use case's name. Test doubles live in test targets, \
            which archlint does not lint; previews, private types, stand-ins named as such \
            (`PreviewGetFeedUseCase`) and the composition root may implement anything. A generic \
            base protocol named `UseCase` alone is no use case, wherever it is declared; a layer \
            that may not depend on the Domain at all is `dependency_rule`'s finding. A use case filed \
            in another layer's folder (`Data/UseCases/LoginUseCase.swift`) is the Domain's by its \
            code, and reported where it is filed; a feature's folder (a VIPER scene) holds every \
            layer's parts and files nothing.
            """,
        severity: .warning,
        category: .clarity,
        triggeringExamples: UseCaseLocationRuleExamples.triggering,
        nonTriggeringExamples: UseCaseLocationRuleExamples.nonTriggering)

    func fileCheck(_ project: Project) -> FileCheck {
        let domainLayer = project.adviceName(for: .domain)
        let useCaseProtocols = project.configuration.roles[.useCase].protocols
        // `UseCase` itself, as `*UseCase` reads with nothing before it: a generic base protocol.
        let bareNames = Set(useCaseProtocols.map { $0.pattern.replacingOccurrences(of: "*", with: "") })
        func isUseCaseProtocol(_ declaration: Declaration) -> Bool {
            declaration.kind == .protocol && useCaseProtocols.matchesAny(declaration.name) && !bareNames.contains(declaration.name)
        }
        // The Domain's use case protocols that a type of the Domain implements.
        var implementedInDomain = Set<Project.DeclarationID>()
        for fileIndex in project.files.indices where project.isKind(fileIndex, .domain) {
            for (index, declaration) in project.files[fileIndex].source.declarations.enumerated()
            where declaration.kind != .protocol && (declaration.kind.isNominal || declaration.kind == .extension) {
                for candidate in implementedProtocols(of: Project.DeclarationID(file: fileIndex, declaration: index), project: project)
                where isUseCaseProtocol(project.declaration(candidate.protocol)) {
                    implementedInDomain.insert(candidate.protocol)
                }
            }
        }
        return { fileIndex, violations in
            // A use case its code made the Domain's, filed in another layer's folder (`Data/UseCases/`).
            if let filed = project.filedUnder[fileIndex], project.isKind(fileIndex, .domain),
               let filedKind = project.configuration.layers[filed.layer].kind, filedKind != .domain, filedKind != .core {
                let source = project.files[fileIndex].source
                let path = project.files[fileIndex].projectPath
                let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? filed.folder
                for (index, declaration) in source.declarations.enumerated()
                where declaration.parent == nil && declaration.kind.isType && declaration.kind != .extension
                    && (isUseCaseProtocol(declaration) || project.roles(of: Project.DeclarationID(file: fileIndex, declaration: index)).contains(.useCase)) {
                    violations.append(Violation(
                        file: fileIndex, token: source.tokens[Int(declaration.nameToken)], in: source,
                        message: "\(declaration.name) is a use case filed in \(folder)/, a folder of layer "
                            + "\(project.configuration.layers[filed.layer].name); it belongs in \(domainLayer)",
                        subject: "declaration \(declaration.qualifiedName)"))
                }
                return
            }
            guard let layer = project.layer(of: fileIndex), let kind = layer.kind, kind != .domain, kind != .compositionRoot else { return }
            let file = project.files[fileIndex]
            let source = file.source
            for (index, declaration) in source.declarations.enumerated() where declaration.kind.isType {
                if isUseCaseProtocol(declaration) {
                    violations.append(Violation(
                        file: fileIndex, token: source.tokens[Int(declaration.nameToken)], in: source,
                        message: "\(declaration.name) is a use case protocol in layer \(layer.name); it belongs in \(domainLayer)",
                        subject: "declaration \(declaration.qualifiedName)"))
                    continue
                }
                guard declaration.kind != .protocol, declaration.kind.isNominal || declaration.kind == .extension,
                      declaration.access > .fileprivate,
                      !file.previews.contains(where: { $0.contains(Int(declaration.nameToken)) }),
                      !declaration.isStandIn else { continue }
                let id = Project.DeclarationID(file: fileIndex, declaration: index)
                let implemented = implementedProtocols(of: id, project: project).filter { implemented in
                    let target = implemented.protocol
                    return project.isKind(target.file, .domain) && isUseCaseProtocol(project.declaration(target))
                        && !implementedInDomain.contains(target) && !project.isLayerBreach([target], from: fileIndex)
                }
                guard let first = implemented.first else { continue }
                // The use cases of one conformance list are one problem, said once at the first.
                let implementer = declaration.kind == .extension ? "an extension of \(declaration.name)" : declaration.name
                let useCases = implemented.count == 1 ? "the use case \(first.name)" : "the use cases \(ReportedName.listed(implemented.map(\.name)))"
                var violation = Violation(
                    file: fileIndex, token: project.inheritedNameToken(first.name, of: id), in: project.files[id.file].source,
                    message: "\(implementer) in layer \(layer.name) implements \(useCases); nothing in "
                        + "\(project.layerName(of: first.protocol.file) ?? domainLayer) does",
                    subject: "\(declaration.qualifiedName): \(first.name)")
                violation.foldedSubjects = implemented.dropFirst().map { "\(declaration.qualifiedName): \($0.name)" }
                violations.append(violation)
            }
        }
    }

    /// The project protocols a type (or an extension) conforms to in its header, each with the name
    /// it is written under, when every declaration that name resolves to is that one protocol.
    private func implementedProtocols(of id: Project.DeclarationID, project: Project) -> [(name: String, protocol: Project.DeclarationID)] {
        project.declaration(id).inherits.compactMap { inherited in
            let candidates = project.resolve(inherited, in: id.file, owner: -1)
            guard candidates.count == 1, project.declaration(candidates[0]).kind == .protocol else { return nil }
            return (inherited, candidates[0])
        }
    }
}
