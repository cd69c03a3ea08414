/// A module as the build compiles it: a SwiftPM target or an Xcode native target, with the files
/// it compiles and the modules it depends on. `Package.swift` manifests and `project.pbxproj`
/// files are both read into these, so that layers, imports and `layer_cycle` treat them alike.
package struct BuildModule: Equatable {
    package enum Origin: String, Equatable {
        case swiftPM = "SwiftPM target"
        case xcode = "Xcode target"
    }

    package enum Kind: String, Equatable {
        /// A library or framework: SwiftPM `.target`, an Xcode framework or static library.
        case library
        /// An app or an executable: SwiftPM `.executableTarget`, an Xcode application or app extension.
        case application
        /// A test bundle: SwiftPM `.testTarget`, an Xcode unit or UI test bundle.
        case test
        /// Build-time code that is not part of the app: SwiftPM `.plugin` and `.macro`.
        case tool
    }

    package struct Dependency: Equatable {
        /// A target or product name (for a product, the modules it exports are found by name).
        package var name: String
        /// Where the dependency is written in the declaring file, for `layer_cycle`'s findings.
        package var line: Int
        package var column: Int

        init(name: String, line: Int, column: Int) {
            self.name = name
            self.line = line
            self.column = column
        }
    }

    package var name: String
    package var origin: Origin
    package var kind: Kind
    /// Folders whose Swift files, at any depth, the module compiles; in the same form as the
    /// declaring file's `path` (absolute in the CLI), cleaned, without a trailing slash.
    package var folders: [String]
    /// Files or folders inside `folders` that it does not compile (SwiftPM `exclude:`, Xcode
    /// membership exceptions of a synchronized folder), in the same form.
    var excluded: [String]
    /// Files it compiles one by one (Xcode file references), in the same form.
    package var files: [String]
    package var dependencies: [Dependency]
    /// The file that declares it (`Package.swift` or `project.pbxproj`), as read (absolute in the CLI).
    package var declaredIn: String
    /// The declaring file as findings name it (relative to the working directory in the CLI).
    package var reportedAs: String
    /// The line of its declaration there.
    package var line: Int
    /// False for a module of a build file outside the linted paths, read only to map files and
    /// imports: findings in that file are not reported.
    package var isLinted = true
    /// An Xcode app extension (`XcodeProject.isAppExtension`): an app shell of its own, whose
    /// files no layer inference places.
    var isAppExtension = false

    /// A library of test support (`RxTestPackage`, `NetworkingMocks`, `TestSupport`): the tests'
    /// code, in no layer, as a test bundle's is.
    var isTestSupport: Bool {
        kind == .library && NameWords.of(name).contains(where: Self.testSupportWords.contains)
    }

    /// Its files are in no layer: the tests', the build's, or test support.
    var holdsNoLayer: Bool { kind == .test || kind == .tool || isTestSupport }

    private static let testSupportWords: Set<String> = ["Test", "Tests", "Testing", "Mock", "Mocks", "Stub", "Stubs", "Fake", "Fakes"]

    init(name: String, origin: Origin, kind: Kind, folders: [String], excluded: [String] = [], files: [String] = [],
                dependencies: [Dependency] = [], declaredIn: String, line: Int) {
        self.name = name
        self.origin = origin
        self.kind = kind
        self.folders = folders
        self.excluded = excluded
        self.files = files
        self.dependencies = dependencies
        self.declaredIn = declaredIn
        reportedAs = declaredIn
        self.line = line
    }
}
