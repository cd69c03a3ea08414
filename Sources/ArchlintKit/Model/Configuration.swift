import ArchlintScan

/// The rules archlint applies: the built-in rules.json, extended by a project's `.archlint.json`.
package struct Configuration {
    package var layers: [LayerDefinition] {
        didSet { (layerPositions, permissions) = Configuration.indexes(of: layers) }
    }
    /// Each layer's index in `layers` by name: the rules and the dependency graph look layers up
    /// by name, and a scan per lookup made 60,000 layers quadratic.
    private(set) var layerPositions: [String: Int]
    /// Which layer may depend on which, by index in `layers`.
    private(set) var permissions: LayerPermissions
    /// When set, only files matching one of these globs are linted (the rest are still indexed).
    package var include: [Glob] = []
    package var exclude: [Glob]
    package var roles: RoleConventions
    package var rules: [String: RuleSettings]
    /// `suppressions.requireReason`: an `archlint:disable` without ` -- reason` does not count.
    package var requireSuppressionReason = false
    /// `inferLayers`: the files no glob, folder or module name places get a layer from what their
    /// code does (`LayerInference`); false leaves them in no layer.
    var infersLayers = true
    /// The rule sets a project may start from (`"preset": "strict"`), by name, as rules.json defines them.
    package var presets: [Preset] = []
    /// The preset the project chose (nil: the rules as rules.json sets them, the `recommended` preset).
    var preset: String?
    /// The project's configuration file over the built-in rules (absolute, and as shown), or nil.
    package var origin: (path: String, shown: String)?
    /// Where the project's file names a former rule id for the id it became (`FormerRuleID`), for
    /// the note that says which id to write.
    package var formerRuleIDUses: [FormerRuleIDUse] = []

    init(layers: [LayerDefinition], include: [Glob] = [], exclude: [Glob], roles: RoleConventions,
                rules: [String: RuleSettings], requireSuppressionReason: Bool = false) {
        self.layers = layers
        (layerPositions, permissions) = Configuration.indexes(of: layers)
        self.include = include
        self.exclude = exclude
        self.roles = roles
        self.rules = rules
        self.requireSuppressionReason = requireSuppressionReason
    }

    /// Switches every rule off but `ids` (`--only`).
    package mutating func enableOnly(_ ids: [String]) {
        for id in rules.keys where !ids.contains(id) { setLevel(.off, of: id) }
    }

    /// The preset's rules over these; with `warningsAsErrors`, every rule then at warning is raised
    /// to error (a rule the project sets afterwards keeps what it says).
    package mutating func apply(_ preset: Preset) {
        for (id, refinement) in preset.rules {
            rules[id, default: RuleSettings(level: nil, options: [])].refine(with: refinement)
        }
        if preset.warningsAsErrors {
            // rules.json gives every rule its severity, so the rules named here are all of them.
            for (id, settings) in rules where settings.level == .warning { setLevel(.error, of: id) }
        }
        self.preset = preset.name
    }

    package mutating func setLevel(_ level: RuleSettings.Level, of id: String) {
        var settings = rules[id] ?? RuleSettings(level: nil, options: [])
        settings.level = level
        rules[id] = settings
    }

    /// The built-in defaults (rules.json, compiled in).
    package static func builtIn() -> Configuration {
        do {
            return try ConfigurationLoader.load(bytes: Array(DefaultRules.json.utf8), source: "rules.json (built in)")
        } catch {
            preconditionFailure("the built-in rules.json is invalid: \(error)")
        }
    }

    package func layer(named name: String) -> LayerDefinition? {
        layerPositions[name].map { layers[$0] }
    }

    /// The first index of each name (the loader merges layers by name, so names are unique), and
    /// the permissions by those indices.
    private static func indexes(of layers: [LayerDefinition]) -> ([String: Int], LayerPermissions) {
        let positions = Dictionary(layers.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        return (positions, LayerPermissions(layers, positions: positions))
    }

    package func severity(of rule: String, default fallback: Severity) -> Severity? {
        guard let settings = rules[rule] else { return fallback }
        switch settings.level {
        case .off: return nil
        case .error: return .error
        case .warning: return .warning
        case nil: return fallback
        }
    }

    /// May code in `from` depend on code in `to`? Layers are known by name: the rules ask for every
    /// reference that crosses layers, so the configuration's own layers are answered from sets.
    package func allows(_ from: LayerDefinition, dependingOn to: LayerDefinition) -> Bool {
        if let source = layerPositions[from.name], let target = layerPositions[to.name] {
            return permissions.allows(source, dependingOn: target)
        }
        return from.name == to.name || from.mayDependOn.contains("*") || from.mayDependOn.contains(to.name)
    }
}

/// `Configuration.allows` for layers by index, each layer's `mayDependOn` made a set once: a table
/// of every pair took gigabytes for 60,000 layers.
struct LayerPermissions {
    /// The indices each layer may depend on besides itself; nil for `*` (every layer).
    private let targets: [Set<Int>?]

    init(_ layers: [LayerDefinition], positions: [String: Int]) {
        targets = layers.map { layer in
            layer.mayDependOn.contains("*") ? nil : Set(layer.mayDependOn.compactMap { positions[$0] })
        }
    }

    func allows(_ from: Int, dependingOn to: Int) -> Bool {
        from == to || targets[from]?.contains(to) ?? true
    }
}

/// A named set of rule settings applied before the project's own `rules` (rules.json `presets`).
package struct Preset {
    package var name: String
    package var description: String
    /// Every rule that would report a warning reports an error.
    var warningsAsErrors: Bool
    /// What the preset sets for each rule it names.
    package var rules: [(id: String, settings: RuleSettings)]
}

public enum Severity: String, Comparable, CaseIterable {
    case warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
}

package struct RuleSettings: Equatable {
    package enum Level: String { case error, warning, off }
    package var level: Level?
    package var options: [(key: String, value: JSON.Located)]

    package static func == (lhs: RuleSettings, rhs: RuleSettings) -> Bool {
        lhs.level == rhs.level && lhs.options.map(\.key) == rhs.options.map(\.key)
            && zip(lhs.options, rhs.options).allSatisfy { $0.value == $1.value }
    }

    /// These settings with `other`'s over them: its level if it sets one; an option it sets again
    /// replaces the earlier value and moves to the end.
    mutating func refine(with other: RuleSettings) {
        level = other.level ?? level
        let replaced = Set(other.options.map(\.key))
        options = options.filter { !replaced.contains($0.key) } + other.options
    }

    /// A string-array option, or nil when the option is not set.
    package func strings(_ key: String) -> [String]? {
        guard let value = options.first(where: { $0.key == key })?.value.value, case let .array(items) = value else { return nil }
        return items.compactMap { if case let .string(text) = $0.value { return text } else { return nil } }
    }
}

/// What a layer is, whatever the project calls it: the rules ask this, never a layer's name, so
/// that layers called `Business`, `Infrastructure` and `UI` get the rules of Domain, Data and
/// Presentation. Several layers may share a kind (feature modules, `Networking` and `Persistence`).
package enum LayerKind: String, CaseIterable {
    case domain, data, presentation, core, compositionRoot
}

package struct LayerDefinition: Equatable {
    package var name: String
    /// nil: a layer the rules know nothing about beyond its `mayDependOn` and imports.
    package var kind: LayerKind?
    var description: String
    var paths: [Glob]
    var modules: [NamePattern]
    /// Layer names, or `*` for every layer.
    var mayDependOn: [String]

    /// The folder names of its `**/Name/**` globs, lower-cased as `LayerMatcher.folders(of:)` gives a path's.
    var globFolderNames: [String] {
        paths.compactMap { $0.literalFolderAnywhere.map { String(decoding: $0, as: UTF8.self) } }
    }
    /// When set, the only modules (besides those of allowed layers) this layer may import.
    package var allowedImports: [String]?
    package var deniedImports: [String]
    /// Roles of types this layer may not name, wherever they are declared.
    package var forbiddenRoles: [Role]
    /// Names of types whose declaration makes a file part of this layer (`*Container`).
    var typeNames: [NamePattern]
    /// Whether the file holding the `@main` entry point belongs to this layer.
    var mainEntry: Bool
    /// The composition root wires every layer: no dependency rule applies inside it.
    package var isCompositionRoot: Bool { kind == .compositionRoot }
    /// The `paths` whose folders start this layer even inside another layer's folder
    /// (`Features/Login/Domain/`); every other folder of the layer nested in another layer's
    /// folder is a feature folder of that layer (`Domain/UseCases/App/`, `Data/Common/`).
    var nestingPaths: [Glob]
    /// The `paths` and `modules` a project's configuration wrote (not the built-in ones): they
    /// decide a file's layer before any folder or module name does.
    package var configuredPaths: [Glob]
    var configuredModules: [NamePattern]
}

/// The role a type plays, from its name, folder or conformances.
public enum Role: String, CaseIterable, Comparable {
    case entity, dto, mapper, useCase, repositoryProtocol, repositoryImplementation, dataSource, viewModel, view

    /// The position in `allCases`: an index for tables kept per role.
    var ordinal: Int {
        switch self {
        case .entity: return 0
        case .dto: return 1
        case .mapper: return 2
        case .useCase: return 3
        case .repositoryProtocol: return 4
        case .repositoryImplementation: return 5
        case .dataSource: return 6
        case .viewModel: return 7
        case .view: return 8
        }
    }

    public static func < (lhs: Role, rhs: Role) -> Bool { lhs.ordinal < rhs.ordinal }

    /// How the role reads in a message: "data source", "repository implementation".
    package var phrase: String {
        switch self {
        case .entity: return "entity"
        case .dto: return "DTO"
        case .mapper: return "mapper"
        case .useCase: return "use case"
        case .repositoryProtocol: return "repository protocol"
        case .repositoryImplementation: return "repository implementation"
        case .dataSource: return "data source"
        case .viewModel: return "view model"
        case .view: return "view"
        }
    }
}

package struct RoleConvention: Equatable {
    var description: String = ""
    package var names: [NamePattern] = []
    /// Names that give the role only to types declared in the Data layer (`*Response`).
    var namesInData: [NamePattern] = []
    /// Folder names (any depth, case-insensitive) whose types have the role.
    package var folders: [String] = []
    /// Inherited types or conformances that give the role.
    package var inherits: [String] = []
    /// Conformances, or attributes written `@Model`, that give the role only to types of the Data
    /// layer (a Codable type there is serialized: a DTO).
    var inheritsInData: [String] = []
    /// Conformance to a protocol matching one of these gives the role.
    package var protocols: [NamePattern] = []
    /// Function names that make a conversion (mappers).
    package var functions: [String] = []
    /// Names that never have the role (for entities: Domain services such as `*Provider`).
    var notNames: [NamePattern] = []
}

package struct RoleConventions: Equatable {
    var conventions: [Role: RoleConvention]

    package subscript(role: Role) -> RoleConvention {
        conventions[role] ?? RoleConvention()
    }
}
