import ArchlintScan
import ArchlintModel

/// Views show state and forward intents; their view model talks to the business.
struct ViewBusinessAccessRule: FileRule {
    init() {}

    static let description = RuleDescription(
        id: "view_business_access",
        name: "View business access",
        summary: "A view or view controller that uses a use case, a repository or a data source directly instead of going through its view model.",
        rationale: """
            In MVVM the view renders the view model's state and sends it the user's intents. A view \
            that calls a use case or a repository itself mixes presentation logic into layout code, \
            cannot be tested without rendering, and leaves the view model with half the story. \
            Hand the dependency to the view model; the view keeps a reference to the view model only. \
            (A view that reaches the Data layer is the dependency rule's to report.) A view's \
            extensions are the view, and a cell or any other UIKit or AppKit view subclass is a view. \
            A protocol of the Domain that the Data layer implements is a port to data whatever its \
            name (`PhotosManager`), and counts as a repository. \
            A view that asks the composition root's container for a use case \
            (`DependencyContainer.shared.getSettingsUseCase()`) takes it itself, at each call (left \
            to service_locator while that rule is on). A \
            view does not use what it only spells as a generic argument of its view model's or \
            presenter's type (`HomePresenter<GetCategoriesRepository>`) or only hands to the view \
            model it builds (`FeedViewModel(loadFeed: LoadFeedUseCase())`): the view model does. A \
            data source whose requirements take or hand out views (`viewForItemAt … -> UIView`, \
            `numberOfItems(in carousel: Carousel)`) feeds a view, as UIKit's do: none of the Data layer.
            """,
        severity: .warning,
        category: .complexity,
        triggeringExamples: ViewBusinessAccessRuleExamples.triggering,
        nonTriggeringExamples: ViewBusinessAccessRuleExamples.nonTriggering)

    static let businessRoles: Set<Role> = [.useCase, .repositoryProtocol, .repositoryImplementation, .dataSource]

    func fileCheck(_ project: Project) -> FileCheck {
        let viewModelNames = project.configuration.roles[.viewModel].names
        let dataPorts = ViewBusinessAccessRule.dataPorts(in: project)
        // A pull from the container is service_locator's to report while that rule is on: one finding.
        let pullsReported = project.configuration.severity(of: ServiceLocatorRule.description.id, default: .warning) != nil
        return { fileIndex, violations in
            guard !project.isCompositionRoot(fileIndex) else { return }
            let source = project.files[fileIndex].source
            // A view's extensions are the view too (`private extension FeedView { func handleTap() … }`).
            for (index, declaration) in source.declarations.enumerated() where declaration.kind.isNominal || declaration.kind == .extension {
                let roles = project.rolesOfTypeOrExtended(Project.DeclarationID(file: fileIndex, declaration: index))
                guard declaration.kind != .protocol, roles.contains(.view) || declaration.inherits.contains(where: ViewBusinessAccessRule.isViewClass),
                      !roles.contains(.viewModel) else { continue }
                let uses = project.namedTypes(within: index, in: fileIndex, roles: ViewBusinessAccessRule.businessRoles) { reference, role, target in
                    !(role == .dataSource && ViewBusinessAccessRule.feedsAView(target, in: project))
                        && !ViewBusinessAccessRule.isGivenToViewModel(reference, in: source, viewModelNames: viewModelNames)
                }
                for (reference, name, role, target) in uses {
                    violations.append(Violation(
                        file: fileIndex, token: source.tokens[Int(reference.token)], in: source,
                        message: "\(declaration.name) uses \(name), a \(role.phrase) \(project.layerOfDeclaration(in: target.file)), directly",
                        subject: "\(declaration.qualifiedName) \(name)"))
                }
                var portsNamed = Set<String>()
                for use in project.typeUses(in: fileIndex, within: index) where use.candidates.allSatisfy(dataPorts.contains) {
                    let name = source.name(of: use.reference)
                    guard !ViewBusinessAccessRule.isGivenToViewModel(use.reference, in: source, viewModelNames: viewModelNames),
                          portsNamed.insert(name).inserted else { continue }
                    violations.append(Violation(
                        file: fileIndex, token: source.tokens[Int(use.reference.token)], in: source,
                        message: "\(declaration.name) uses \(name), a port \(project.layerOfDeclaration(in: use.candidates[0].file)) that Data implements, directly",
                        subject: "\(declaration.qualifiedName) \(name)"))
                }
                // Each pull from the container is a place where the view fetches its own business object.
                for pull in pullsReported ? [] : ViewBusinessAccessRule.containerPulls(within: index, in: fileIndex, project: project) {
                    violations.append(Violation(
                        file: fileIndex, token: source.tokens[pull.method], in: source,
                        message: "\(declaration.name) takes \(pull.name), a \(pull.role.phrase) \(project.layerOfDeclaration(in: pull.target.file)), "
                            + "from \(pull.container) itself",
                        subject: "\(declaration.qualifiedName) \(pull.name) from \(pull.container)"))
                }
            }
        }
    }

    /// The business objects a declaration asks the composition root's container for
    /// (`DependencyContainer.shared.getSettingsUseCase()`): the call's method token, what the
    /// container's method returns, its role and declaration, and the container's name.
    static func containerPulls(within declaration: Int, in file: Int, project: Project)
        -> [(method: Int, name: String, role: Role, target: Project.DeclarationID, container: String)] {
        let source = project.files[file].source
        return project.typeUses(in: file, within: declaration, includingContainer: true).compactMap { use in
            guard use.candidates.allSatisfy(project.isContainer) else { return nil }
            // `Container.shared.make…(`: the first member of the chain that is called.
            var cursor = Int(use.reference.token) + 1
            while source.token(cursor, is: "."), source.tokens.indices.contains(cursor + 1), source.tokens[cursor + 1].kind == .identifier,
                  !source.token(cursor + 2, is: "(") {
                cursor += 2
            }
            guard source.token(cursor, is: "."), source.token(cursor + 2, is: "(") else { return nil }
            let method = source.text(ofToken: cursor + 1)
            for container in use.candidates {
                let parts = [container] + (project.extensionsByName[project.declaration(container).name] ?? [])
                    .filter { project.extendedTypes(of: $0).contains(container) }
                for part in parts {
                    // A method, or a closure the container keeps (`let makeLoadFeed: () -> LoadFeedUseCase`):
                    // what it returns ends its type.
                    for member in project.members(of: part.declaration, in: part.file) where member.declaration.name == method {
                        guard let returned = member.declaration.type else { continue }
                        let name = returned.split(separator: " ").last.map { String($0.filter { $0 != "?" && $0 != "!" }) } ?? returned
                        for target in project.resolve(typeName: name, in: part.file, owner: -1) {
                            if let role = project.businessRoles(of: target).intersection(businessRoles).min() {
                                return (cursor + 1, name, role, target, project.declaration(container).name)
                            }
                        }
                    }
                }
            }
            return nil
        }
    }

    /// The Domain's protocols of no business role that a type of a Data layer implements: ports to
    /// data by another name (`PhotosManager`, implemented by the Data layer's image fetcher).
    static func dataPorts(in project: Project) -> Set<Project.DeclarationID> {
        Set(project.protocolConformances(inLayersOf: .data).map(\.conformed).filter { candidate in
            project.isKind(candidate.file, .domain) && project.businessRoles(of: candidate).isEmpty
        })
    }

    /// A view class a type may subclass, of UIKit or AppKit (`UITableViewCell`, `NSView`), of
    /// another framework (`MKAnnotationView`, `WKWebView`, `AVPlayerViewController`) or a library
    /// (`SwipeTableViewCell`): a type of that name shows what it is given as a view does.
    static func isViewClass(_ name: String) -> Bool {
        name.hasSuffix("View") || name.hasSuffix("Cell") || name.hasSuffix("ViewController")
    }

    /// Does a data source's requirements take or hand out views: a UIKit or AppKit view, or a
    /// project type with the view role (the carousel it feeds)?
    static func feedsAView(_ id: Project.DeclarationID, in project: Project) -> Bool {
        let source = project.files[id.file].source
        return project.members(of: id.declaration, in: id.file).contains { member in
            let signature = member.declaration.parameters.map(\.type) + [member.declaration.type].compactMap { $0 }
            return signature.contains { $0.contains("UIView") || $0.contains("NSView") }
                || source.tree.references(within: member.index).contains { reference in
                    project.resolve(source.references[Int(reference)], in: id.file).contains { project.roles(of: $0).contains(.view) }
                }
        }
    }

    /// Does the name stand among the generic arguments or the call arguments of a view model or
    /// presenter type (`GetListPresenter<Any, Interactor<GetCategoriesRepository>>`,
    /// `FeedViewModel(loadFeed: LoadFeedUseCase())`), however deep? Then the view model uses it.
    static func isGivenToViewModel(_ reference: Reference, in source: SourceFile, viewModelNames: [NamePattern]) -> Bool {
        var depth = 0
        var index = Int(reference.token) - 1
        while index > 0 {
            // A closure passed before the name (`FeedViewModel(onTap: { … }, load: LoadFeedUseCase())`) is a group passed over.
            let opensArguments = source.token(index, is: "<") || source.token(index, is: "(") || source.token(index, is: "[")
            if source.token(index, is: ">") || source.token(index, is: ")") || source.token(index, is: "]") || source.token(index, is: "}") {
                depth += 1
            } else if depth > 0, opensArguments || source.token(index, is: "{") {
                depth -= 1
            } else if opensArguments {
                if source.tokens[index - 1].kind == .identifier {
                    let outer = source.text(ofToken: index - 1)
                    if viewModelNames.matchesAny(outer) || outer.hasSuffix("Presenter") { return true }
                }
            } else if source.token(index, is: "{") || source.token(index, is: ";") || [.let, .var, .func].contains(source.keyword(at: index)) {
                // The statement or declaration the name stands in begins here: nothing further out holds it.
                return false
            }
            index -= 1
        }
        return false
    }
}
