/// The examples of `file_placement` (FilePlacementRule): `archlint explain`, docs/rules.md and `FilePlacementRuleTests` read them.
enum FilePlacementRuleExamples {
    static let triggering: [Example] = [
        Example("a view model that talks HTTP",
                ("Presentation/FeedViewModel.swift", "import Foundation\n\nfinal class FeedViewModel {\n    func load() async throws {\n        let (data, _) = try await ↓URLSession.shared.data(from: URL(string: \"https://example.org\")!)\n        _ = data\n    }\n}\n"),
                message: "FeedViewModel.swift is in layer Presentation but accesses data (URLSession); it belongs in Data"),
        Example("a SwiftUI view that reads Core Data through SwiftUI's property wrapper, with no Core Data import the layers forbid",
                ("Presentation/Notes/NotesView.swift", """
                    import SwiftUI

                    struct NotesView: View {
                        ↓@FetchRequest(sortDescriptors: []) private var notes: FetchedResults<Note>
                        var body: some View { List(notes) { Text($0.title ?? "") } }
                    }
                    """)),
        Example("a view that downloads an image to save it, not to show it",
                ("Presentation/Media/MediaView.swift", """
                    import SwiftUI

                    struct MediaView: View {
                        let url: URL
                        var body: some View { Button("Save") { Task { await save() } } }
                        private func save() async {
                            guard let data = try? await ↓URLSession.shared.data(from: url).0 else { return }
                            try? data.write(to: FileManager.default.temporaryDirectory.appendingPathComponent("image"))
                        }
                    }
                    """)),
    ]

    static let nonTriggering: [Example] = [
        Example("a SwiftUI view in the Domain: the import of SwiftUI the Domain may not have is the one finding, and says the rest (dependency_rule)",
                ("Domain/Badge.swift", "import SwiftUI\n\nstruct BadgeView: View {\n    var body: some View { Text(\"★\") }\n}\n")),
        Example("a Data cache of images: the import of UIKit is the one finding (dependency_rule)",
                ("Data/Cache/IconCache.swift", """
                    import UIKit

                    final class IconCache {
                        private var storage: [String: UIImage] = [:]
                        func icon(named name: String) -> UIImage? { storage[name] ?? UIImage(systemName: name) }
                    }
                    """)),
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
        Example("a web view loads its page into a WKWebView: rendering, not data access",
                ("Presentation/Components/WebView.swift", """
                    import SwiftUI
                    import WebKit

                    struct WebView: UIViewRepresentable {
                        let url: URL
                        func makeUIView(context: Context) -> WKWebView { WKWebView() }
                        func updateUIView(_ webView: WKWebView, context: Context) { webView.load(URLRequest(url: url)) }
                    }
                    """)),
        Example("a view that downloads the image it shows, as AsyncImage does",
                ("Presentation/Components/RemoteImageView.swift", """
                    import SwiftUI

                    struct RemoteImageView: View {
                        let url: URL
                        @State private var image: Image?
                        var body: some View { (image ?? Image(systemName: "photo")).task { await load() } }
                        private func load() async {
                            guard let data = try? await URLSession.shared.data(from: url).0, let decoded = UIImage(data: data) else { return }
                            image = Image(uiImage: decoded)
                        }
                    }
                    """)),
        Example("a Data adapter decodes downloaded bytes into a UIImage, a Core Data model stores a UIColor: payloads, no UI",
                ("Data/Storage/AvatarStorage.swift", """
                    import UIKit

                    final class AvatarStorage {
                        func avatar(from data: Data) -> UIImage? { UIImage(data: data) }
                    }
                    """),
                ("Data/Storage/TaskObject+CoreDataProperties.swift", """
                    import CoreData
                    import UIKit

                    extension TaskObject {
                        @NSManaged var color: UIColor?
                    }
                    """)),
        Example("a preview's ModelContainer is preview wiring",
                ("Presentation/Tags/EditTagView.swift", """
                    import SwiftUI
                    import SwiftData

                    struct EditTagView: View {
                        var body: some View { Text("Edit") }
                    }

                    #Preview {
                        EditTagView().modelContainer(try! ModelContainer(for: Tag.self))
                    }
                    """)),
    ]
}
