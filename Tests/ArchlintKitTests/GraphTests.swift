import Foundation
import XCTest
@testable import ArchlintModel

/// `archlint graph` narrowed to what a reader asks about. The project, drawn by hand (types in their
/// layers, `×` a forbidden edge):
///
///     Features/Login                          Features/Profile
///     Domain:  User <-- UserRepository        Domain:  Profile --×--> UserDTO
///                ^           ^                           |
///     Data:      +-- RemoteUserRepository --> UserDTO    v
///     Presentation:                           Presentation: ProfileView --> Profile, User
///
/// plus `extension View` in ProfileView.swift, which names ProfileView, Profile, UserDTO and User:
/// `View` is SwiftUI's, so those uses are Presentation's between layers but no type's edges.
final class GraphTests: XCTestCase {
    private let files: [(path: String, code: String)] = [
        ("Features/Login/Domain/User.swift", "struct User {}\nprotocol UserRepository { func user() -> User }\n"),
        ("Features/Login/Data/RemoteUserRepository.swift",
         "final class RemoteUserRepository: UserRepository {\n    func user() -> User { User() }\n    func raw() -> UserDTO { UserDTO() }\n}\n"),
        ("Features/Login/Data/UserDTO.swift", "struct UserDTO {}\n"),
        ("Features/Profile/Domain/Profile.swift", "struct Profile {\n    let source: UserDTO\n}\n"),
        ("Features/Profile/Presentation/ProfileView.swift", """
            import SwiftUI
            struct ProfileView: View {
                let profile: Profile
                let user: User
                var body: some View { Text("") }
            }
            extension View {
                func profileCard() -> some View { ProfileView(profile: Profile(source: UserDTO()), user: User()) }
            }
            """),
    ]

    private lazy var graph = DependencyGraph(TestSupport.project(files))

    private func drawing(_ options: GraphReporter.Options) throws -> (nodes: [String], edges: [String]) {
        let (nodes, edges) = try GraphReporter.drawing(graph, options: options)
        return (nodes.map { node in node.files.map { "\(node.name) (\($0))" } ?? "\(node.name) [\(node.layer ?? "-")]" },
                edges.map { "\($0.from) -> \($0.to) \($0.count)\($0.allowed ? "" : " forbidden")" })
    }

    func testATypeFromOutsideTheProjectIsNoNodeAndForbiddenEdgesComeLast() throws {
        let (nodes, edges) = try drawing(.init(level: .type))
        XCTAssertEqual(nodes, ["Profile [Domain]", "ProfileView [Presentation]", "RemoteUserRepository [Data]", "User [Domain]",
                               "UserDTO [Data]", "UserRepository [Domain]"])
        XCTAssertEqual(edges, ["ProfileView -> Profile 1", "ProfileView -> User 1", "RemoteUserRepository -> User 2",
                               "RemoteUserRepository -> UserDTO 2", "RemoteUserRepository -> UserRepository 1", "UserRepository -> User 1",
                               "Profile -> UserDTO 1 forbidden"])
        let dot = GraphReporter.render(graph, format: .dot, level: .type)
        XCTAssertFalse(dot.contains("\"View\""), dot)
        let edgeLines = dot.split(separator: "\n").filter { $0.contains(" -> ") }
        XCTAssertEqual(edgeLines.last, "  \"Profile\" -> \"UserDTO\" [label=\"1\", penwidth=1.0, color=\"#d62828\", fontcolor=\"#d62828\"];")
        XCTAssertTrue(dot.contains("legend [shape=plain") && dot.contains("forbidden by the layer rules"), dot)
    }

    func testTheLayersCarryTheirFileCountsAndTheLegendNamesWhatIsLeftOut() throws {
        let (nodes, edges) = try drawing(.init(level: .layer))
        XCTAssertEqual(nodes, ["Domain (2)", "Data (2)", "Presentation (1)", "Core (0)", "App (0)"])
        // The extension's uses count for its layer: it is Presentation's code, only not a type's.
        XCTAssertEqual(edges, ["Data -> Domain 3", "Presentation -> Domain 4", "Domain -> Data 1 forbidden", "Presentation -> Data 1 forbidden"])
        let dot = GraphReporter.render(graph, format: .dot, level: .layer)
        XCTAssertTrue(dot.contains("  \"Domain\" [label=\"Domain\\n2 files\"];"), dot)
        let unlayered = DependencyGraph(TestSupport.project(files + [("Tools/Script.swift", "let version = 1\n")]))
        XCTAssertTrue(GraphReporter.render(unlayered, format: .dot, level: .layer).contains("not drawn: 1 file in no layer"))
        XCTAssertTrue(GraphReporter.render(unlayered, format: .mermaid, level: .layer).contains("%% not drawn: 1 file in no layer"))
    }

    func testForbiddenOnlyLayerAndFocusNarrowTheTypes() throws {
        XCTAssertEqual(try drawing(.init(level: .type, forbiddenOnly: true)).edges, ["Profile -> UserDTO 1 forbidden"])
        XCTAssertEqual(try drawing(.init(level: .type, forbiddenOnly: true)).nodes, ["Profile [Domain]", "UserDTO [Data]"])
        XCTAssertEqual(try drawing(.init(level: .type, layer: "Presentation")).edges, ["ProfileView -> Profile 1", "ProfileView -> User 1"])
        XCTAssertEqual(try drawing(.init(level: .layer, layer: "Presentation")).nodes, ["Domain (2)", "Data (2)", "Presentation (1)"])
        // User's neighbours, then theirs: the edges among what is reached, and no other.
        XCTAssertEqual(try drawing(.init(level: .type, focus: "User", depth: 1)).nodes,
                       ["ProfileView [Presentation]", "RemoteUserRepository [Data]", "User [Domain]", "UserRepository [Domain]"])
        XCTAssertEqual(try drawing(.init(level: .type, focus: "User", depth: 1)).edges,
                       ["ProfileView -> User 1", "RemoteUserRepository -> User 2", "RemoteUserRepository -> UserRepository 1", "UserRepository -> User 1"])
        XCTAssertEqual(try drawing(.init(level: .type, focus: "User", depth: 0)).nodes, ["User [Domain]"])
        XCTAssertEqual(try drawing(.init(level: .type, focus: "User", depth: 2)).nodes.count, 6)
        XCTAssertThrowsError(try drawing(.init(level: .type, focus: "View")))
        XCTAssertThrowsError(try drawing(.init(level: .type, layer: "UI")))
    }

    func testCollapsedFeaturesAndModulesCountTheirUses() throws {
        let (nodes, edges) = try drawing(.init(collapse: .feature))
        XCTAssertEqual(nodes, ["Login (3)", "Profile (2)"])
        // Profile's uses of Login: Profile -> UserDTO (forbidden), ProfileView -> User, and the
        // extension's User() and UserDTO(): one forbidden use makes the edge forbidden.
        XCTAssertEqual(edges, ["Profile -> Login 4 forbidden"])
        XCTAssertEqual(try drawing(.init(collapse: .module)).nodes, ["(no module) (5)"])
        XCTAssertEqual(try drawing(.init(collapse: .feature)).nodes.count, graph.groups[.feature]!.files.count)
    }

    func testAMermaidGraphPastGitHubsLimitsIsSaidToBe() throws {
        let small = try GraphReporter.render(graph, format: .mermaid, options: .init(level: .type))
        XCTAssertNil(small.warning)
        XCTAssertTrue(small.text.hasSuffix("  linkStyle 6 stroke:#d62828,stroke-width:2px\n"), small.text)
        let count = GraphReporter.mermaidLimits.edges + 1
        let types = (0..<count).map { ("Domain/T\($0).swift", "struct T\($0) {}\n") }
        let user = ("Domain/Hub.swift", "struct Hub {\n" + (0..<count).map { "    let t\($0): T\($0)\n" }.joined() + "}\n")
        let large = try GraphReporter.render(DependencyGraph(TestSupport.project(types + [user])), format: .mermaid, options: .init(level: .type))
        XCTAssertEqual(large.warning?.hasPrefix("the Mermaid graph has \(count) edges"), true, large.warning ?? "no warning")
        XCTAssertNil(try GraphReporter.render(DependencyGraph(TestSupport.project(types + [user])), format: .dot, options: .init(level: .type)).warning)
    }

    func testTheCommandLineChecksTheOptionsAgainstEachOther() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestSupport.write(files, into: folder)
        let forbidden = try TestSupport.run(["graph", "--forbidden-only", "--level", "type", "--format", "mermaid", "."], in: folder.path)
        XCTAssertEqual(forbidden.status, 0, forbidden.stderr)
        XCTAssertTrue(forbidden.stdout.contains("n_Profile -->|1| n_UserDTO"), forbidden.stdout)
        let focus = try TestSupport.run(["graph", "--focus", "User", "--depth", "0", "."], in: folder.path)
        XCTAssertEqual(focus.status, 0, focus.stderr)
        XCTAssertFalse(focus.stdout.contains(" -> "), focus.stdout)
        for (arguments, message) in [
            (["--focus", "User", "--level", "layer"], "--focus draws types; it does not go with --level layer"),
            (["--collapse", "feature", "--layer", "Domain"], "--collapse draws features or modules; it does not go with --layer"),
            (["--depth", "2"], "--depth goes with --focus TYPE"),
            (["--focus", "User", "--depth", "two"], "--depth takes a whole number of edges, 0 or more, not two"),
            (["--layer", "UI"], "no layer named UI; the layers are Domain, Data, Presentation, Core, App"),
        ] {
            let run = try TestSupport.run(["graph"] + arguments + ["."], in: folder.path)
            XCTAssertEqual(run.status, 2, arguments.joined(separator: " "))
            XCTAssertTrue(run.stderr.contains(message), run.stderr)
        }
    }
}
