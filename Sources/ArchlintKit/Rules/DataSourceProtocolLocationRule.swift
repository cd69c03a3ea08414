import ArchlintModel

/// A data source protocol lives in Data, beside its implementations. (Repository protocols:
/// `repository_protocol_location`; use case protocols: `use_case_location`.)
struct DataSourceProtocolLocationRule: FileRule {
    init() {}

    static let description = RuleDescription(
        id: "datasource_protocol_location",
        name: "Data source protocol location",
        summary: "A data source protocol declared in Domain or Presentation.",
        rationale: """
            Where a protocol lives says who owns the abstraction. A data source (an API client, a \
            database access object) is how the Data layer's repositories reach one source, in the \
            source's own terms: its protocol belongs in Data, beside its implementations. Declared in \
            the Domain, it teaches business rules about networks and stores; declared in \
            Presentation, it invites screens to fetch on their own. UIKit-style data sources \
            (`@objc`, `NSObjectProtocol`, `UITableViewDataSource`), and data source protocols whose \
            requirements speak of views, index paths or UIKit types, feed a view and are not judged; \
            nor is a generic networking protocol in Core, the shared toolbox.
            """,
        severity: .warning,
        category: .clarity,
        triggeringExamples: [
            Example("a data source protocol declared in the Domain",
                    ("Domain/DataSources/FeedRemoteDataSource.swift", "protocol ↓FeedRemoteDataSource {\n    func posts() async throws -> [PostDTO]\n}\n"),
                    message: "FeedRemoteDataSource is a data source protocol in layer Domain; it belongs in Data"),
            Example("a data source protocol declared in Presentation (a network client for the screens)",
                    ("Presentation/Feed/FeedAPIClient.swift", "protocol ↓FeedAPIClient {\n    func posts() async throws -> Data\n}\n")),
        ],
        nonTriggeringExamples: [
            Example("the data source protocol in Data, beside its implementation",
                    ("Data/DataSources/FeedRemoteDataSource.swift", """
                        protocol FeedRemoteDataSource {
                            func posts() async throws -> [PostDTO]
                        }

                        struct URLSessionFeedDataSource: FeedRemoteDataSource {
                            func posts() async throws -> [PostDTO] { [] }
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
            Example("an @objc data source feeds a view as UIKit's do",
                    ("Presentation/Carousel/CarouselView.swift", """
                        import UIKit

                        @objc protocol CarouselDataSource: NSObjectProtocol {
                            func numberOfItems() -> Int
                        }
                        """)),
            Example("a generic networking protocol in Core, the shared toolbox",
                    ("Core/HTTP/HTTPClient.swift", "protocol HTTPClient {\n    func get(_ url: URL) async throws -> Data\n}\n")),
        ])

    func fileCheck(_ project: Project) -> FileCheck {
        let dataLayer = project.adviceName(for: .data)
        return { fileIndex, violations in
            guard let layer = project.layer(of: fileIndex), layer.kind == .domain || layer.kind == .presentation else { return }
            let source = project.files[fileIndex].source
            for (index, declaration) in source.declarations.enumerated() where declaration.kind == .protocol {
                let id = Project.DeclarationID(file: fileIndex, declaration: index)
                guard project.roles(of: id).contains(.dataSource), !feedsAView(id, project: project) else { continue }
                violations.append(Violation(
                    file: fileIndex, token: source.tokens[Int(declaration.nameToken)], in: source,
                    message: "\(declaration.name) is a data source protocol in layer \(layer.name); it belongs in \(dataLayer)",
                    subject: "declaration \(declaration.qualifiedName)"))
            }
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
