/// Each protocol lives in the layer that owns the abstraction: a data source's in Data, a use case's
/// in the Domain, which also implements it. (Repository protocols: `repository_protocol_location`.)
struct DataSourceProtocolLocationRule: FileRule {
    init() {}

    static let description = RuleDescription(
        id: "datasource_protocol_location",
        name: "Data source and use case protocol location",
        summary: "A data source protocol declared in Domain or Presentation, a use case protocol declared outside the Domain, or a type outside the Domain implementing a Domain use case protocol that the Domain never implements.",
        rationale: """
            Where a protocol lives says who owns the abstraction. A data source (an API client, a \
            database access object) is how the Data layer's repositories reach one source, in the \
            source's own terms: its protocol belongs in Data, beside its implementations. Declared in \
            the Domain, it teaches business rules about networks and stores; declared in \
            Presentation, it invites screens to fetch on their own. A use case is an application \
            action: its protocol is declared in the Domain, and the Domain implements it, since the \
            implementation is where the business rules are. A Data type that implements a use case \
            protocol nothing in the Domain implements (a repository that conforms to `GetFeedUseCase`) \
            leaves the use case layer empty: screens call storage under a use case's name. Test \
            doubles live in test targets, which archlint does not lint; previews, private stubs and \
            the composition root may implement anything. UIKit-style data sources (`@objc`, \
            `NSObjectProtocol`, `UITableViewDataSource`), and data source protocols whose \
            requirements speak of views, index paths or UIKit types, feed a view and are not judged; \
            nor is a generic networking protocol in Core, the shared toolbox.
            """,
        severity: .warning,
        triggeringExamples: [
            Example("a data source protocol declared in the Domain",
                    ("Domain/DataSources/FeedRemoteDataSource.swift", "protocol ↓FeedRemoteDataSource {\n    func posts() async throws -> [PostDTO]\n}\n")),
            Example("a use case protocol implemented only by a repository in Data",
                    ("Domain/UseCases/GetFeedUseCase.swift", "protocol GetFeedUseCase {\n    func execute() async throws -> [Post]\n}\n"),
                    ("Data/Repositories/FeedRepository.swift", "final class FeedRepository: ↓GetFeedUseCase {\n    func execute() async throws -> [Post] { [] }\n}\n")),
        ],
        nonTriggeringExamples: [
            Example("the data source protocol in Data, the use case protocol and its implementation in the Domain",
                    ("Data/DataSources/FeedRemoteDataSource.swift", "protocol FeedRemoteDataSource {\n    func posts() async throws -> [PostDTO]\n}\n"),
                    ("Domain/UseCases/GetFeedUseCase.swift", """
                        protocol GetFeedUseCase {
                            func execute() async throws -> [Post]
                        }

                        struct DefaultGetFeedUseCase: GetFeedUseCase {
                            let repository: FeedRepository
                            func execute() async throws -> [Post] { try await repository.posts() }
                        }
                        """)),
            Example("a UIKit-style data source feeds a view",
                    ("Presentation/Gallery/GalleryView.swift", """
                        import UIKit

                        protocol GalleryDataSource: AnyObject {
                            func numberOfPhotos(in gallery: GalleryView) -> Int
                            func photo(at indexPath: IndexPath) -> UIImage
                        }

                        final class GalleryView: UIView {
                            weak var dataSource: GalleryDataSource?
                        }
                        """)),
        ])

    func fileCheck(_ project: Project) -> FileCheck {
        let domainLayer = project.adviceName(for: .domain), dataLayer = project.adviceName(for: .data)
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
            guard let layer = project.layer(of: fileIndex), let kind = layer.kind, kind != .compositionRoot else { return }
            let file = project.files[fileIndex]
            let source = file.source
            for (index, declaration) in source.declarations.enumerated() where declaration.kind.isType {
                let id = Project.DeclarationID(file: fileIndex, declaration: index)
                if declaration.kind == .protocol {
                    if kind == .domain || kind == .presentation, project.roles(of: id).contains(.dataSource), !feedsAView(id, project: project) {
                        violations.append(Violation(
                            file: fileIndex, token: source.tokens[Int(declaration.nameToken)], in: source,
                            message: "\(declaration.name) is a data source protocol in layer \(layer.name); it belongs in \(dataLayer)",
                            subject: "declaration \(declaration.qualifiedName)"))
                    } else if kind != .domain, isUseCaseProtocol(declaration) {
                        violations.append(Violation(
                            file: fileIndex, token: source.tokens[Int(declaration.nameToken)], in: source,
                            message: "\(declaration.name) is a use case protocol in layer \(layer.name); it belongs in \(domainLayer)",
                            subject: "declaration \(declaration.qualifiedName)"))
                    }
                    continue
                }
                guard kind != .domain, declaration.kind.isNominal || declaration.kind == .extension,
                      declaration.access > .fileprivate,
                      !file.previews.contains(where: { $0.contains(Int(declaration.nameToken)) }),
                      !declaration.isStandIn else { continue }
                for (inherited, target) in implementedProtocols(of: id, project: project)
                where project.isKind(target.file, .domain) && isUseCaseProtocol(project.declaration(target))
                    && !implementedInDomain.contains(target) && !project.isLayerBreach([target], from: fileIndex) {
                    let implementer = declaration.kind == .extension ? "an extension of \(declaration.name)" : declaration.name
                    violations.append(Violation(
                        file: fileIndex, token: project.inheritedNameToken(inherited, of: id), in: project.files[id.file].source,
                        message: "\(implementer) in layer \(layer.name) implements the use case \(inherited); nothing in "
                            + "\(project.layerName(of: target.file) ?? domainLayer) does",
                        subject: "\(declaration.qualifiedName): \(inherited)"))
                }
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

    /// A data source protocol whose requirements take or return a view, an index path or a UIKit
    /// type feeds a view (a carousel's, a grid's), like `UITableViewDataSource`, whatever its name.
    private func feedsAView(_ id: Project.DeclarationID, project: Project) -> Bool {
        let source = project.files[id.file].source
        return source.tree.references(within: id.declaration).contains { referenceIndex in
            let reference = source.references[Int(referenceIndex)]
            let name = source.name(of: reference)
            if name == "IndexPath" || name.hasPrefix("CG") { return true }
            if name.hasPrefix("UI"), name.dropFirst(2).first?.isUppercase == true { return true }
            return project.resolve(reference, in: id.file).contains { project.roles(of: $0).contains(.view) }
        }
    }
}
