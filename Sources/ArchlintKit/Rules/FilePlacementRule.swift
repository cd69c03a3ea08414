/// A file's content says which layer it belongs to.
struct FilePlacementRule: FileRule {
    init() {}

    static let description = RuleDescription(
        id: "file_placement",
        name: "File placement",
        summary: "A file whose content says it belongs in another layer: UI code in Domain or Data, network or storage code in Domain or Presentation.",
        rationale: """
            Folders are how a team finds things and how archlint tells layers apart, so a file in the \
            wrong folder misleads both. A file in Domain or Data that builds views or uses colors and \
            images is presentation code; a file in Domain or Presentation that opens a URLSession or a \
            Core Data, SwiftData, Realm or GRDB context is data access. The finding names the layer \
            the file should move to (or split into). Reported once per file, at the first evidence.
            """,
        severity: .warning,
        triggeringExamples: [
            Example("a view model that talks HTTP",
                    ("Presentation/FeedViewModel.swift", "import Foundation\n\nfinal class FeedViewModel {\n    func load() async throws {\n        let (data, _) = try await ↓URLSession.shared.data(from: URL(string: \"https://example.org\")!)\n        _ = data\n    }\n}\n")),
            Example("a SwiftUI view in the Domain",
                    ("Domain/Badge.swift", "import SwiftUI\n\nstruct BadgeView: ↓View {\n    var body: some View { Text(\"★\") }\n}\n")),
            Example("a SwiftUI view that queries SwiftData itself",
                    ("Presentation/Notes/NotesView.swift", """
                        import SwiftUI
                        import SwiftData

                        struct NotesView: View {
                            ↓@Query(sort: \\Note.createdAt) private var notes: [Note]
                            var body: some View { List(notes) { Text($0.title) } }
                        }
                        """)),
        ],
        nonTriggeringExamples: [
            Example("network code in Data, views in Presentation",
                    ("Data/FeedAPI.swift", "import Foundation\n\nstruct FeedAPI {\n    let session: URLSession\n}\n"),
                    ("Presentation/FeedView.swift", "import SwiftUI\n\nstruct FeedView: View {\n    var body: some View { Text(\"Feed\") }\n}\n")),
            Example("`Session` is the project's own Domain type here, not Alamofire's",
                    ("Domain/Session.swift", "struct Session { let token: String }\n"),
                    ("Presentation/LoginViewModel.swift", "final class LoginViewModel {\n    var session: Session?\n}\n")),
            Example("`Realm` is the project's own entity here (an identity provider's realm), not the Realm database",
                    ("Domain/Realm.swift", "struct Realm { let id: String; let displayName: String }\n"),
                    ("Presentation/RealmsViewModel.swift", "final class RealmsViewModel {\n    var realms: [Realm] = []\n}\n")),
            Example("an auth SDK's `Session`, with Alamofire not imported, is no HTTP session",
                    ("Presentation/SignInViewModel.swift", "import Supabase\n\nfinal class SignInViewModel {\n    var session: Session?\n}\n")),
            Example("Realm's `List` in a Data object is no SwiftUI list",
                    ("Data/Persistence/FavoriteObject.swift", "import RealmSwift\n\nfinal class FavoriteObject: Object {\n    @Persisted var id = \"\"\n    @Persisted var tags = List<String>()\n}\n")),
        ])

    static let uiTypes: Set<String> = ["View", "UIViewController", "UIView", "NSView", "NSViewController", "Color", "UIColor", "NSColor",
                                       "Image", "UIImage", "NSImage", "Font", "UIFont", "Text", "VStack", "HStack", "ZStack", "List",
                                       "UITableView", "UICollectionView", "UILabel", "UIButton", "NavigationStack", "UIHostingController"]
    static let dataTypes: Set<String> = ["URLSession", "URLRequest", "URLSessionConfiguration", "NSManagedObjectContext", "NSPersistentContainer",
                                         "NSFetchRequest", "NSManagedObject", "ModelContext", "ModelContainer", "FetchDescriptor", "Query",
                                         "FetchRequest", "Realm", "DatabaseQueue", "DatabasePool", "Alamofire", "AF", "Session"]

    /// Per name length, a bit for each first letter (its low six bits) that a UI or data type of that
    /// length starts with: a file's own names, nearly all of them, are ruled out before any hashing.
    private static let framework: [UInt64] = {
        var masks = [UInt64](repeating: 0, count: 33)
        for name in uiTypes.union(dataTypes) { masks[name.utf8.count] |= 1 << (name.utf8.first! & 63) }
        return masks
    }()

    private static func mayBeFrameworkType(_ name: String) -> Bool {
        let length = name.utf8.count
        guard length < framework.count, let first = name.utf8.first else { return false }
        return framework[length] & (1 << (first & 63)) != 0
    }

    func fileCheck(_ project: Project) -> FileCheck {
        let presentationLayer = project.adviceName(for: .presentation), dataLayer = project.adviceName(for: .data)
        return { fileIndex, violations in
            guard let kind = project.kind(of: fileIndex), let layer = project.layerName(of: fileIndex) else { return }
            let source = project.files[fileIndex].source
            let imports = Set(source.imports.map(\.module))
            let usesUI = kind == .domain || kind == .data
            let usesData = kind == .domain || kind == .presentation
            guard usesUI || usesData else { return }
            let importsUI = !imports.isDisjoint(with: Frameworks.ui)
            // What each distinct name is, looked up once per file: a file names the same types again
            // and again, and most files name no framework type at all.
            enum Evidence { case none, ui, data }
            let evidenceByName = source.names.map { name -> Evidence in
                guard FilePlacementRule.mayBeFrameworkType(name) else { return .none }
                let evidence: Evidence = usesUI && importsUI && FilePlacementRule.uiTypes.contains(name) ? .ui
                    : usesData && FilePlacementRule.dataTypes.contains(name) && (name != "Session" || imports.contains("Alamofire")) ? .data
                    : .none
                // A project type of that name is not the framework's (asked last: few names are a framework's).
                return evidence == .none || project.typesByName[name] != nil ? .none : evidence
            }
            guard evidenceByName.contains(where: { $0 != .none }) else { return }
            for reference in source.references where evidenceByName[Int(reference.name)] != .none {
                let name = source.name(of: reference)
                let target: String
                let evidence: String
                switch evidenceByName[Int(reference.name)] {
                case .ui:
                    target = presentationLayer
                    evidence = "builds UI (\(name))"
                case .data where name != "Query" && name != "FetchRequest" || source.tokens[Int(reference.token)].kind == .attribute:
                    target = dataLayer
                    evidence = "accesses data (\(source.tokens[Int(reference.token)].kind == .attribute ? "@" : "")\(name))"
                default:
                    continue
                }
                violations.append(Violation(
                    file: fileIndex, token: source.tokens[Int(reference.token)], in: source,
                    message: "\(source.path.lastPart(separatedBy: ASCII.slash).map(String.init) ?? source.path) is in layer \(layer) but "
                        + "\(evidence); it belongs in \(target)",
                    subject: "file placement \(target)"))
                break
            }
        }
    }
}
