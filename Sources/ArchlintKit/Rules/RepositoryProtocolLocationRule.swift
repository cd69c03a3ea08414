/// Repository protocols are the Domain's ports; their implementations are the Data layer's adapters.
struct RepositoryProtocolLocationRule: FileRule {
    init() {}

    static let description = RuleDescription(
        id: "repository_protocol_location",
        name: "Repository protocol location",
        summary: "A repository protocol declared outside the Domain, or a type implementing a Domain repository protocol declared outside Data.",
        rationale: """
            The repository protocol is how the Domain says what data it needs, in its own words; it \
            belongs to the Domain so that use cases depend on nothing outward. Declared in Data, it \
            forces the Domain to import the Data layer to name it. The implementation is an adapter \
            to a network or a store and belongs in Data: one in Presentation or Core means screens or \
            helpers talk to storage on their own. Test doubles live in test targets, which archlint \
            does not lint; the composition root may declare anything.
            """,
        severity: .error,
        triggeringExamples: [
            Example("the protocol sits in Data",
                    ("Data/Repositories/OrderRepository.swift", "protocol ↓OrderRepository {\n    func orders() async throws -> [Order]\n}\n")),
            Example("an implementation in Presentation",
                    ("Domain/OrderRepository.swift", "protocol OrderRepository { func orders() async throws -> [Order] }\n"),
                    ("Presentation/InMemoryOrders.swift", "final class InMemoryOrders: ↓OrderRepository {\n    func orders() async throws -> [Order] { [] }\n}\n")),
        ],
        nonTriggeringExamples: [
            Example("protocol in Domain, implementation in Data",
                    ("Domain/OrderRepository.swift", "protocol OrderRepository { func orders() async throws -> [Order] }\n"),
                    ("Data/DefaultOrderRepository.swift", "final class DefaultOrderRepository: OrderRepository {\n    func orders() async throws -> [Order] { [] }\n}\n")),
            Example("the composition root may implement it too (an in-memory store for a demo build)",
                    ("Domain/OrderRepository.swift", "protocol OrderRepository { func orders() async throws -> [Order] }\n"),
                    ("DI/InMemoryOrderRepository.swift", "final class InMemoryOrderRepository: OrderRepository {\n    func orders() async throws -> [Order] { [] }\n}\n")),
            Example("a stand-in for previews (Preview, Mock, Stub, Fake, Dummy, Spy) may live beside the views",
                    ("Domain/OrderRepository.swift", "protocol OrderRepository { func orders() async throws -> [Order] }\n"),
                    ("Presentation/Previews/PreviewOrderRepository.swift",
                     "final class PreviewOrderRepository: OrderRepository {\n    func orders() async throws -> [Order] { [] }\n}\n")),
        ])

    func fileCheck(_ project: Project) -> FileCheck {
        let domainLayer = project.adviceName(for: .domain), dataLayer = project.adviceName(for: .data)
        return { fileIndex, violations in
            guard let layer = project.layer(of: fileIndex), !layer.isCompositionRoot else { return }
            let source = project.files[fileIndex].source
            for (index, declaration) in source.declarations.enumerated() where declaration.kind.isType {
                let id = Project.DeclarationID(file: fileIndex, declaration: index)
                if declaration.kind == .protocol, layer.kind != .domain,
                   project.roles(of: id).contains(.repositoryProtocol) {
                    violations.append(Violation(
                        file: fileIndex, token: source.tokens[Int(declaration.nameToken)], in: source,
                        message: "\(declaration.name) is a repository protocol in layer \(layer.name); it belongs in \(domainLayer)",
                        subject: "declaration \(declaration.qualifiedName)"))
                    continue
                }
                guard declaration.kind != .protocol, layer.kind != .data, !declaration.isStandIn else { continue }
                for inherited in declaration.inherits {
                    let candidates = project.resolve(typeName: inherited, in: fileIndex, owner: -1)
                    guard !candidates.isEmpty, candidates.allSatisfy({ candidate in
                        project.roles(of: candidate).contains(.repositoryProtocol)
                            && project.isKind(candidate.file, .domain)
                    }) else { continue }
                    let implementer = declaration.kind == .extension ? "an extension of \(declaration.name)" : declaration.name
                    violations.append(Violation(
                        file: fileIndex, token: project.inheritedNameToken(inherited, of: id), in: project.files[id.file].source,
                        message: "\(implementer) in layer \(layer.name) implements the repository \(inherited); it belongs in \(dataLayer)",
                        subject: "\(declaration.qualifiedName): \(inherited)"))
                }
            }
        }
    }
}
