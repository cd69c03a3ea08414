/// The frameworks archlint knows by module name, written once: the built-in layers deny them
/// (rules.json's `imports.deny`, checked against these sets by a test), and `file_placement`, the
/// audit and `archlint init` recognise a file's job by them.
enum Frameworks {
    /// User interface: what the Data layer must not import.
    static let ui: Set<String> = ["SwiftUI", "UIKit", "AppKit", "WatchKit"]
    /// Local storage.
    static let persistence: Set<String> = ["CoreData", "SwiftData", "RealmSwift", "Realm", "GRDB", "SQLite", "FMDB",
                                                  "FirebaseFirestore", "FirebaseDatabase"]
    /// Remote APIs.
    static let networking: Set<String> = ["Alamofire", "Moya", "Apollo", "FirebaseFunctions"]
    /// Foundation's URL Loading System, the types a file fetches over HTTP with.
    static let urlLoadingTypes: Set<String> = ["URLSession", "URLRequest", "URLSessionConfiguration"]
}
