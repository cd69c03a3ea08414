import ArchlintScan

/// What a file's own code says about its layer: the evidence for the files no configuration,
/// folder or module name places (docs/how-archlint-sees-a-project.md, "3. Layers"). Screens,
/// view models, interactors and API clients sit in folders named for their feature (`Modules/`,
/// `Timeline/`) far more often than in folders named for their layer.
struct ContentSignal: Equatable {
    enum Strength: Comparable {
        /// The file declares only plain types or free functions: a hint its folder may overrule.
        case weak
        /// The file declares what only one layer holds: a view, a use case, an API client.
        case strong
    }

    let kind: LayerKind
    let strength: Strength
    /// What in the file says so: "declares SwiftUI view ProfileView".
    let reason: String
    /// The file imports a framework only the Data layer uses (RealmSwift, Alamofire), or its
    /// service talks to a store or a session (`UserDefaults`, `URLSession`): storage code, which
    /// overrules even a toolbox folder's name.
    var storage = false
    /// The file declares a piece of one screen's flow (a view model, a presenter, a coordinator),
    /// which no toolbox holds, unlike a reusable view.
    var feature = false
    /// The file declares ports (protocols and the plain values they speak of, no implementation),
    /// whose folder's name says less than they do, and which say nothing of a module's layer.
    var ports = false
    /// The file declares a view or a view controller (by its role or a UI base type).
    var view = false

    /// The names of project types the file's top-level extensions extend, when it declares nothing
    /// else: such a file goes where the extended type is (`Project.init`), or to the toolbox when
    /// it extends only types from outside the project.
    static func extendedNames(in source: SourceFile) -> [String]? {
        let topLevel = topLevelTypes(in: source)
        guard !topLevel.isEmpty, topLevel.allSatisfy({ $0.kind == .extension }) else { return nil }
        return topLevel.map { Project.lastComponent($0.name) }
    }

    /// A declaration whose braces hold nothing (`protocol RequestModel {}`).
    private static func isEmptyBody(_ declaration: Declaration) -> Bool {
        guard let open = declaration.bodyOpen, let close = declaration.bodyClose else { return false }
        return close == open + 1
    }

    /// The top-level type declarations and extensions of a file.
    private static func topLevelTypes(in source: SourceFile) -> [Declaration] {
        source.declarations.filter { $0.parent == nil && $0.kind.isType }
    }

    /// A file that only conforms keys to swift-dependencies' `DependencyKey` (an `enum …Key:
    /// DependencyKey` or an extension) and adds them to `DependencyValues`: it plugs the live
    /// implementations into the app's dependencies, the composition root's work.
    /// Every file is asked, on the indexing cores: one that declares no key is done without a copy.
    static func registersLiveDependencies(_ source: SourceFile) -> Bool {
        let topLevel = source.declarations.lazy.filter { $0.parent == nil && $0.kind.isType }
        return topLevel.contains { $0.inherits.contains("DependencyKey") } && topLevel.allSatisfy {
            $0.inherits.contains("DependencyKey") || ($0.kind == .extension && $0.name == "DependencyValues")
        }
    }

    /// A build manifest (Tuist's `Project.swift` and helpers), a macro's compiler plugin or a
    /// script (`#!/usr/bin/env swift`): code of the build or of the team's tools, in no layer.
    static func isTool(_ source: SourceFile) -> Bool {
        source.isScript || source.imports.contains { toolModules.contains($0.module) }
    }

    private static let toolModules: Set<String> = ["ProjectDescription", "ProjectDescriptionHelpers", "PackageDescription",
                                                   "SwiftCompilerPlugin", "SwiftSyntaxMacros"]

    /// The signal of a file from its imports, its top-level types' names and conformances and the
    /// roles the conventions gave them (`roles`, by declaration, found without a layer); nil when
    /// the code says nothing (a file of constants, an empty file).
    /// `containerNames`: the composition root's type names (`*Container`, `*Configurator`): such a
    /// type that wires nothing is no plain type of the Domain. `errorProtocols`: what makes a type
    /// an error type (`Declaration.isErrorType`).
    static func of(_ source: SourceFile, roles: [Set<Role>], containerNames: [NamePattern], errorProtocols: Set<String>) -> ContentSignal? {
        let imports = Set(source.imports.map(\.module))
        let importsUI = !imports.isDisjoint(with: Frameworks.ui) || !imports.isDisjoint(with: systemSurfaces)
        let dataFramework = imports.first { Frameworks.persistence.contains($0) || Frameworks.networking.contains($0) || keychains.contains($0) }
        let talksToStore = source.names.first(where: storageNames.contains)
        var presentation: String?
        var presentationByWord = false
        var declaresView = false
        var feature = false
        var data: String?
        /// Data said only by a type's name word (`ActivityDetailsDTO` beside the interactor that makes it).
        var dataByWord = false
        var declaresUseCase = false
        var dataTalksToStore = false
        var domain: String?
        var plainTypes: [String] = []
        /// Types with static members only (`enum Constants { static let … }`): the toolbox's.
        var constants: [String] = []
        // An error type is shared code whatever its name (`NetworkError` is thrown across layers),
        // unless the files beside it say which layer throws it.
        var errors: [String] = []
        for (index, declaration) in source.declarations.enumerated() where declaration.parent == nil && declaration.kind.isNominal {
            if declaration.isErrorType(errorProtocols) {
                errors.append(declaration.name)
                continue
            }
            let words = NameWords.of(declaration.name)
            let typeRoles = roles[index]
            let isProtocol = declaration.kind == .protocol
            if presentation == nil {
                if typeRoles.contains(.view) || typeRoles.contains(.viewModel) {
                    presentation = "declares \(typeRoles.contains(.view) ? "view" : "view model") \(declaration.name)"
                    feature = typeRoles.contains(.viewModel)
                    declaresView = typeRoles.contains(.view)
                } else if !isProtocol, !containerNames.matchesAny(declaration.name),
                          declaration.inherits.contains("ObservableObject") || declaration.attributes.contains("Observable") {
                    presentation = "declares observable state \(declaration.name)"
                    feature = true
                } else if let base = declaration.inherits.first(where: isUIType) {
                    presentation = "\(declaration.name) inherits \(base)"
                    declaresView = true
                } else if let word = words.last(where: presentationWords.contains) ?? (importsUI ? words.last(where: uiOnlyWords.contains) : nil),
                          !words.contains(where: dataWords.contains) {
                    presentation = "declares \(word.lowercased()) \(declaration.name)"
                    feature = featureWords.contains(word)
                    presentationByWord = true
                } else if isProtocol, words.contains(where: { $0 == "View" || $0 == "Presenter" }) {
                    presentation = "declares \(declaration.name), a contract of a screen"
                }
            }
            if data == nil {
                if typeRoles.contains(.repositoryImplementation) || typeRoles.contains(.dataSource) || typeRoles.contains(.dto) {
                    data = "declares \(typeRoles.contains(.dto) ? "DTO" : typeRoles.contains(.dataSource) ? "data source" : "repository implementation") \(declaration.name)"
                } else if !isProtocol, words.last == "Repository" || words.last == "Repositories" {
                    data = "declares \(declaration.name), a concrete repository"
                } else if let word = words.first(where: dataWords.contains), !words.contains("UseCase") {
                    // (`LoginUseCaseResponseDelegate` is a use case's port, whatever its Response says.)
                    data = "declares \(declaration.name) (\(word))"
                    dataByWord = true
                } else if let base = declaration.inherits.first(where: { NameWords.of($0).contains(where: dataWords.contains) }) {
                    data = "\(declaration.name) conforms to \(base)"
                } else if let talksToStore, !importsUI, words.contains(where: serviceWords.contains) {
                    data = "\(declaration.name) uses \(talksToStore)"
                    dataTalksToStore = true
                }
            }
            if domain == nil {
                if typeRoles.contains(.useCase) {
                    domain = "declares use case \(declaration.name)"
                    declaresUseCase = true
                } else if typeRoles.contains(.repositoryProtocol) {
                    domain = "declares repository protocol \(declaration.name)"
                } else if words.last == "Entity" || words.last == "Entities" {
                    domain = "declares entity \(declaration.name)"
                }
            }
            if !isProtocol, typeRoles.isEmpty, !containerNames.matchesAny(declaration.name) {
                if isNamespace(index, in: source) { constants.append(declaration.name) } else { plainTypes.append(declaration.name) }
            }
        }
        // A dependency client declared with its live implementation (`struct SpeechClient` and
        // `extension SpeechClient: DependencyKey { static let liveValue = … }`) is the adapter to
        // the outside world: Data.
        let topLevelTypes = topLevelTypes(in: source)
        // Marker protocols only (`protocol RequestModel {}`, `protocol Repository {}`): scaffolding
        // every layer adopts, the toolbox's whatever their names say.
        let markers = topLevelTypes.filter { $0.kind == .protocol && $0.inherits.isEmpty && isEmptyBody($0) }
        if !markers.isEmpty, markers.count == topLevelTypes.count {
            return ContentSignal(kind: .core, strength: .weak, reason: "declares marker protocol\(markers.count == 1 ? "" : "s") \(markers.prefix(2).map(\.name).joined(separator: ", "))")
        }
        if let client = topLevelTypes.first(where: { $0.kind.isNominal && $0.kind != .protocol }),
           topLevelTypes.contains(where: { $0.inherits.contains("DependencyKey") && $0.name == client.name }), presentation == nil || presentationByWord {
            return ContentSignal(kind: .data, strength: .strong, reason: "declares dependency client \(client.name) with its live implementation")
        }
        // A file named for models (`Models.swift`, `UserEntity.swift`) says what its plain types
        // are, more than a type's name word (a `Theme` beside them).
        if !plainTypes.isEmpty, presentation == nil || presentationByWord, data == nil, dataFramework == nil,
           let name = source.path.lastPart(separatedBy: ASCII.slash), let last = NameWords.of(String(name.dropLast(6))).last,
           ["Model", "Models", "Entity", "Entities"].contains(last) {
            return ContentSignal(kind: .domain, strength: .strong, reason: "declares \(plainTypes[0]) in a file named for models")
        }
        // A screen that talks to a store is still a screen (the dependency rule says the rest);
        // a framework import is the next strongest word.
        if let presentation, importsUI || feature || presentation.hasPrefix("declares view") {
            return ContentSignal(kind: .presentation, strength: .strong, reason: presentation, feature: feature, view: declaresView)
        }
        // A store that imports UIKit for the UIColor or UIImage it saves declares no screen and no
        // use case: its storage framework says more than its UI import.
        if let dataFramework, !importsUI || (presentation == nil && domain == nil) {
            return ContentSignal(kind: .data, strength: .strong, reason: "imports \(dataFramework)", storage: true)
        }
        // A use case is what its file is for; a value named like a DTO beside it is its output.
        if let data, !(dataByWord && declaresUseCase) { return ContentSignal(kind: .data, strength: .strong, reason: data, storage: dataTalksToStore) }
        if let domain, !importsUI { return ContentSignal(kind: .domain, strength: .strong, reason: domain) }
        // Protocols and the plain values they speak of (a result enum, an error), no
        // implementation and no framework: the ports the app's services implement.
        if let port = topLevelTypes.first(where: { $0.kind == .protocol }), !topLevelTypes.contains(where: { $0.kind == .class || $0.kind == .actor }),
           !importsUI, dataFramework == nil, presentation == nil, data == nil {
            return ContentSignal(kind: .domain, strength: .strong, reason: "declares ports (\(port.name)) and no implementation", ports: true)
        }
        if let presentation { return ContentSignal(kind: .presentation, strength: .strong, reason: presentation, feature: feature, view: declaresView) }
        if let talksToStore, !importsUI { return ContentSignal(kind: .data, strength: .weak, reason: "uses \(talksToStore)") }
        if !plainTypes.isEmpty {
            if importsUI { return ContentSignal(kind: .presentation, strength: .weak, reason: "declares \(plainTypes[0]) and imports a UI framework") }
            return ContentSignal(kind: .domain, strength: .weak, reason: "declares plain type\(plainTypes.count == 1 ? "" : "s") \(plainTypes.prefix(2).joined(separator: ", "))")
        }
        if !constants.isEmpty { return ContentSignal(kind: .core, strength: .weak, reason: "declares constants \(constants.prefix(2).joined(separator: ", "))") }
        if !errors.isEmpty { return ContentSignal(kind: .core, strength: .weak, reason: "declares error type\(errors.count == 1 ? "" : "s") \(errors.prefix(2).joined(separator: ", "))") }
        return nil
    }

    /// An enum or struct whose members are all static and that has no cases: a namespace of
    /// constants or helpers (`enum Constants { static let spacing = 8 }`), or an empty enum its
    /// extensions fill. Nested types do not count: `enum Login { struct Request … }` groups a
    /// scene's models.
    private static func isNamespace(_ index: Int, in source: SourceFile) -> Bool {
        let declaration = source.declarations[index]
        guard declaration.kind == .enum || declaration.kind == .struct, let open = declaration.bodyOpen, let close = declaration.bodyClose else { return false }
        var members = 0, nestedTypes = 0
        for member in source.declarations[(index + 1)...] {
            guard let parent = member.parent, Int(parent) >= index else { break }
            guard Int(parent) == index else { continue }
            guard member.isStatic || member.kind.isType else { return false }
            if member.kind.isType { nestedTypes += 1 } else { members += 1 }
        }
        if nestedTypes > 0 && members == 0 { return false }
        // An empty enum is a namespace its extensions fill (`enum App {}`, `extension App { enum Key … }`).
        guard declaration.kind == .enum else { return members > 0 }
        // An enum's cases are no declarations of their own: a `case` at the body's own depth.
        var depth = 0
        for token in Int(open) + 1..<Int(close) {
            if source.token(token, is: "{") { depth += 1 } else if source.token(token, is: "}") { depth -= 1 } else if depth == 0, source.token(token, is: "case") { return false }
        }
        return true
    }

    /// The keychain's frameworks: storage, as a database is.
    private static let keychains: Set<String> = ["Security", "KeychainAccess", "KeychainSwift"]

    /// Frameworks through which an app shows itself outside its screens (AppKit's umbrella,
    /// widgets, Shortcuts): their types are the app's surface, not its business.
    private static let systemSurfaces: Set<String> = ["Cocoa", "WidgetKit", "AppIntents", "ActivityKit"]

    /// Cocoa and UIKit types a screen's class inherits (`UIViewController`, `UITableViewCell`,
    /// `NSView`), not the app's delegates, which are the composition root's.
    private static func isUIType(_ name: String) -> Bool {
        (name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("WK")) && uiTypeEndings.contains { name.hasSuffix($0) }
    }

    private static let uiTypeEndings = ["View", "ViewController", "Controller", "Cell", "Button", "Label", "Window", "CollectionReusableView"]
    /// Words that name a piece of a screen wherever they stand last in a type's name.
    private static let presentationWords: Set<String> = ["Presenter", "ViewController", "Cell", "Screen", "Wireframe", "Coordinator", "ViewState",
                                                         "Reducer", "Middleware"]
    /// The presentation words of one screen's flow rather than of a reusable part.
    private static let featureWords: Set<String> = ["Presenter", "Wireframe", "Coordinator", "Reducer"]
    /// Words that name a piece of a screen only in a file that imports a UI framework (an
    /// `APIRouter` of Alamofire routes requests, a `FetchedResultsController` reads a store).
    private static let uiOnlyWords: Set<String> = ["Router", "Controller", "Component", "Style", "Modifier", "Theme", "State", "Action", "Store"]
    /// Words that name the Data layer's types: `MovieAPI`, `TMDBEndpoint`, `UserDTO`, `CardsResponse`.
    private static let dataWords: Set<String> = ["API", "Api", "Endpoint", "Endpoints", "DTO", "Dto", "DTOs", "Response", "Request",
                                                 "Network", "Networking", "HTTP", "Http", "DataSource", "DAO", "Dao", "Persistence", "Worker"]
    /// Words of a type that may do a Data layer's job; it does when the file names a store or a session.
    private static let serviceWords: Set<String> = ["Service", "Client", "Manager", "Provider", "Store", "Storage", "Cache", "Loader", "Fetcher"]
    /// Foundation and Apple types only storage and networking code names.
    /// (A bundle, a file manager or a JSON decoder are the toolbox's as often.)
    private static let storageNames: Set<String> = ["URLSession", "URLRequest", "NSManagedObjectContext", "NSPersistentContainer", "NSFetchRequest",
                                       "UserDefaults", "SecItemAdd", "SecItemCopyMatching"]
}

/// A type's, module's or folder's name as words: `MovieAPIClient` is Movie, API, Client; `Review` has no word View, and
/// `ViewController` is one word (the UIKit suffix), `DataSource` another.
package enum NameWords {
    package static func of(_ name: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        let bytes = Array(name.utf8)
        func flush() {
            if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
            current.removeAll(keepingCapacity: true)
        }
        for (index, byte) in bytes.enumerated() {
            // Anything but a letter or a digit separates words: `Dependencies+App`, `Miramax Fillms`.
            if !(ASCII.isDigit(byte) || (byte | 0x20) &- 0x61 < 26 || byte >= 0x80) {
                flush()
                continue
            }
            let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            if isUpper, let last = current.last {
                let lastIsUpper = last >= UInt8(ascii: "A") && last <= UInt8(ascii: "Z")
                let nextIsLower = index + 1 < bytes.count && bytes[index + 1] >= UInt8(ascii: "a") && bytes[index + 1] <= UInt8(ascii: "z")
                // `APIClient`: the word API ends where a capital starts a lower-case word.
                if !lastIsUpper || nextIsLower { flush() }
            }
            current.append(byte)
        }
        flush()
        return joinCompounds(words)
    }

    /// The compound words the conventions treat as one: `ViewController`, `DataSource`, `ViewModel`,
    /// `ViewState`, `UseCase`, and the frameworks named like layers (`SwiftUI`, `CoreData`).
    private static func joinCompounds(_ words: [String]) -> [String] {
        var joined: [String] = []
        for word in words {
            if let last = joined.last, compounds.contains(last + word) {
                joined[joined.count - 1] = last + word
            } else {
                joined.append(word)
            }
        }
        return joined
    }

    private static let compounds: Set<String> = ["ViewController", "DataSource", "ViewModel", "ViewState", "UseCase", "SwiftUI", "UIKit", "CoreData", "SwiftData"]
}
