/// The frameworks archlint knows by module name, written once: the built-in layers deny them
/// (rules.json's `imports.deny`, checked against these sets by a test), and `file_placement`, the
/// audit and `archlint init` recognise a file's job by them.
package enum Frameworks {
    /// User interface: what the Data layer must not import.
    package static let ui: Set<String> = ["SwiftUI", "UIKit", "AppKit", "WatchKit"]
    /// The modules of Swift's standard library, part of the language wherever it runs: an
    /// allow list of imports (the Domain's Foundation) never needs to name them.
    package static let standardLibrary: Set<String> = ["Swift", "RegexBuilder", "_Concurrency", "_StringProcessing", "Synchronization"]
    /// Local storage.
    package static let persistence: Set<String> = ["CoreData", "SwiftData", "RealmSwift", "Realm", "GRDB", "SQLite", "FMDB",
                                                  "FirebaseFirestore", "FirebaseDatabase"]
    /// Remote APIs.
    package static let networking: Set<String> = ["Alamofire", "Moya", "Apollo", "FirebaseFunctions"]
    /// Foundation's URL Loading System, the types a file fetches over HTTP with.
    /// The names a type conforms to Swift's errors under (the scanner keeps `Swift.Error` as
    /// written). A project that declares its own `Error` or `LocalizedError`
    /// (`Project.errorProtocols`) means that one by the plain name.
    static let errorProtocols: Set<String> = ["Error", "LocalizedError", "Swift.Error", "Foundation.LocalizedError"]
    package static let urlLoadingTypes: Set<String> = ["URLSession", "URLRequest", "URLSessionConfiguration"]
    /// The types code reads and writes local storage through: a Data type that names one is a
    /// local data source whatever its name (`Project.findDataSourcesByWhatTheyDo`, the audit).
    package static let storageTypes: Set<String> = ["UserDefaults", "FileManager", "NSManagedObjectContext", "NSPersistentContainer",
                                            "NSPersistentCloudKitContainer", "Realm", "ModelContext", "ModelContainer",
                                            "DatabaseQueue", "DatabasePool", "Firestore", "NSUbiquitousKeyValueStore", "CKDatabase",
                                            "SecItemAdd", "SecItemCopyMatching", "SecItemUpdate", "SecItemDelete", "KeychainWrapper"]
    /// The types code calls a remote API through: a Data type that names one is a remote data
    /// source whatever its name. A `URLRequest` only builds a call: an endpoint is no source.
    package static let remoteTypes: Set<String> = ["URLSession", "AF", "MoyaProvider", "ApolloClient"]
    /// The types of architecture frameworks whose names apps also use for their own (a `Store`
    /// of cached data beside the Composable Architecture's `Store` of a screen): in a file that
    /// imports the framework, the name is the framework's unless the project's type is in the
    /// file's own module or one it imports.
    static let declaredTypes: [String: Set<String>] = [
        "ComposableArchitecture": ["Store", "StoreOf", "Reducer", "ReducerOf", "Reduce", "Effect", "ViewStore", "Scope"],
    ]
    /// Every name of `declaredTypes`, to pass the other names by at once.
    static let declaredTypeNames: Set<String> = Set(declaredTypes.values.joined())
}
