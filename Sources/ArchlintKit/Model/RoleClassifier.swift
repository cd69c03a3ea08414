import ArchlintScan

/// The role conventions, looked up once: `RoleConventions` hands out a copy of a whole convention
/// (eight arrays) per lookup, and every type of the project asks a dozen of them.
struct RoleClassifier {
    /// By `Role.ordinal`.
    let conventions: [RoleConvention]
    /// Each role's name patterns, by `Role.ordinal`, compiled.
    let names: [CompiledNamePatterns]
    let dtoNamesInData: CompiledNamePatterns
    /// The DTO role's `inheritsInData`, attributes with their `@`.
    let dtoInheritsInData: Set<String>
    let useCaseProtocols: CompiledNamePatterns
    let entityNotNames: CompiledNamePatterns
    /// Role ordinals by folder name, lower-cased as `LayerMatcher.folders(of:)` lower-cases a path.
    let rolesByFolder: [String: [Int]]
    let layerKinds: [LayerKind?]
    /// What makes a type an error type (`Declaration.isErrorType`): known once every file is
    /// indexed, when a project turns out to declare its own `Error` (`Project.errorProtocols`).
    var errorProtocols = Frameworks.errorProtocols

    init(_ configuration: Configuration) {
        conventions = Role.allCases.map { configuration.roles[$0] }
        names = conventions.map { CompiledNamePatterns($0.names) }
        dtoNamesInData = CompiledNamePatterns(conventions[Role.dto.ordinal].namesInData)
        dtoInheritsInData = Set(conventions[Role.dto.ordinal].inheritsInData)
        useCaseProtocols = CompiledNamePatterns(conventions[Role.useCase.ordinal].protocols)
        entityNotNames = CompiledNamePatterns(conventions[Role.entity.ordinal].notNames)
        var rolesByFolder: [String: [Int]] = [:]
        for (ordinal, convention) in conventions.enumerated() {
            for folder in convention.folders { rolesByFolder[LayerMatcher.lowercased(folder), default: []].append(ordinal) }
        }
        self.rolesByFolder = rolesByFolder
        layerKinds = configuration.layers.map(\.kind)
    }

    /// Whether a file lies in one of each role's folders, by `Role.ordinal`: one lookup per folder
    /// of its path (`LayerMatcher.folders(of:)`).
    func roleFolders(_ folders: [String]) -> [Bool] {
        var found = [Bool](repeating: false, count: conventions.count)
        for folder in folders {
            for ordinal in rolesByFolder[folder] ?? [] { found[ordinal] = true }
        }
        return found
    }

    /// The last words of a wire format's envelope.
    static let envelopeWords: Set<String> = ["Response", "Request", "Payload", "Envelope"]

    /// The roles a type declaration's name, folder, layer and conformances give it.
    /// A UIKit/AppKit-style data source (`@objc protocol CarouselDataSource: NSObjectProtocol`, a
    /// `UITableViewDataSource` or `NSOutlineViewDataSource`, a diffable data source) feeds a view,
    /// not the Data layer: it is no data source in the Clean Architecture sense.
    static func isUIDataSource(_ declaration: Declaration) -> Bool {
        declaration.attributes.contains("objc") || declaration.inherits.contains { inherited in
            inherited == "NSObjectProtocol" || ((inherited.hasPrefix("UI") || inherited.hasPrefix("NS")) && inherited.contains("DataSource"))
        }
    }

    /// The roles a type declaration's name, folder, layer and conformances give it: for a type
    /// (not an extension), only those of the strongest evidence, so that no type is two things
    /// at once (a `SignInViewModel` in a `UseCases/` folder is a view model).
    func roles(of declaration: Declaration, inLayer layer: Int?, inRoleFolder: [Bool], rolesSoFar: [Set<Role>]) -> Set<Role> {
        var found = Set<Role>()
        var strongest = RoleEvidence.Strength.default
        classify(declaration, inLayer: layer, inRoleFolder: inRoleFolder, rolesSoFar: rolesSoFar) { role, evidence in
            let strength = evidence.strength
            if declaration.kind == .extension || strength == strongest {
                found.insert(role)
            } else if strength > strongest {
                found = [role]
                strongest = strength
            }
        }
        return found
    }

    /// Every role the conventions give a declaration, each with its evidence, before the
    /// strongest is chosen (`archlint dump` shows them).
    func evidence(for declaration: Declaration, inLayer layer: Int?, inRoleFolder: [Bool], rolesSoFar: [Set<Role>]) -> [(Role, RoleEvidence)] {
        var all: [(Role, RoleEvidence)] = []
        classify(declaration, inLayer: layer, inRoleFolder: inRoleFolder, rolesSoFar: rolesSoFar) { all.append(($0, $1)) }
        return all
    }

    private func classify(_ declaration: Declaration, inLayer layer: Int?, inRoleFolder: [Bool], rolesSoFar: [Set<Role>],
                          note: (Role, RoleEvidence) -> Void) {
        var name = declaration.name
        name.withUTF8 { classify(declaration, named: $0, inLayer: layer, inRoleFolder: inRoleFolder, rolesSoFar: rolesSoFar, note: note) }
    }

    /// `name`: the declaration's name as UTF-8, got once for the dozen patterns it is matched against.
    private func classify(_ declaration: Declaration, named name: UnsafeBufferPointer<UInt8>, inLayer layer: Int?, inRoleFolder: [Bool],
                          rolesSoFar: [Set<Role>], note: (Role, RoleEvidence) -> Void) {
        let kind = layer.flatMap { layerKinds[$0] }
        let inData = kind == .data
        let inDomain = kind == .domain
        let isProtocol = declaration.kind == .protocol
        // An error type in a Mappers or UseCases folder is not a mapper or a use case.
        let isError = declaration.isErrorType(errorProtocols)
        func inFolder(_ role: Role) -> Bool {
            !isError && inRoleFolder[role.ordinal]
        }
        func inherited(_ role: Role) -> String? {
            declaration.inherits.first { conventions[role.ordinal].inherits.contains($0) }
        }
        func named(_ role: Role) -> Bool { names[role.ordinal].matchesAny(name) }
        var given = false
        func give(_ role: Role, _ evidence: RoleEvidence) {
            given = true
            note(role, evidence)
        }
        let serialization = declaration.inherits.first(where: dtoInheritsInData.contains)
            ?? declaration.attributes.first { dtoInheritsInData.contains("@" + $0) }.map { "@" + $0 }
        // `SignInDto` of the Domain, not serialized: the input of a use case, with no role.
        if inDomain, named(.dto), serialization == nil, inherited(.dto) == nil, !isProtocol { return }
        // A name or a folder says which DTO a stored type is; alone it makes none (an endpoint
        // enum, a request builder, a use case's output struct). Conformances in other files are
        // `Project.findDTOsByWhatTheyDo`'s to add.
        let isStored = serialization != nil || inherited(.dto) != nil
        if isStored, named(.dto) { give(.dto, .name) }
        if isStored, inData, dtoNamesInData.matchesAny(name) { give(.dto, .nameInData) }
        if isStored, inFolder(.dto) { give(.dto, .folder) }
        if let base = inherited(.dto) { give(.dto, .inherits(base)) }
        if inData, !isProtocol, !isError, let serialization { give(.dto, .serialized(serialization)) }
        // A serialized envelope declared in the Domain (`SearchResponse<T>: Decodable`) is a wire
        // format in the wrong place, not an entity that happens to be Codable.
        if inDomain, !isProtocol, let serialization, RoleClassifier.envelopeWords.contains(NameWords.of(declaration.name).last ?? "") {
            give(.dto, .serialized(serialization))
        }
        if let parent = declaration.parent, rolesSoFar[Int(parent)].contains(.dto) {
            give(.dto, .nestedInDTO)  // PokemonDTO.TypeSlot is part of the DTO
        }
        if named(.mapper) { give(.mapper, .name) }
        if inFolder(.mapper) { give(.mapper, .folder) }
        if !isProtocol {
            if named(.useCase) { give(.useCase, .name) }
            if inFolder(.useCase) { give(.useCase, .folder) }
            if let base = declaration.inherits.first(where: useCaseProtocols.matchesAny) { give(.useCase, .inherits(base)) }
        }
        let repositoryNames = names[Role.repositoryProtocol.ordinal]
        if isProtocol, repositoryNames.matchesAny(name) { give(.repositoryProtocol, .name) }
        if !isProtocol, declaration.kind != .extension {
            if named(.repositoryImplementation) || (inData && repositoryNames.matchesAny(name)) {
                give(.repositoryImplementation, .name)
            } else if inData, let base = declaration.inherits.first(where: repositoryNames.matchesAny) {
                give(.repositoryImplementation, .inherits(base))
            }
        }
        if named(.dataSource), !RoleClassifier.isUIDataSource(declaration) { give(.dataSource, .name) }
        if named(.viewModel) { give(.viewModel, .name) }
        if !isProtocol {
            if named(.view) { give(.view, .name) }
            if let base = inherited(.view) { give(.view, .inherits(base)) }
        }
        if inDomain, !given, declaration.kind.isNominal, !isProtocol, !isError, !entityNotNames.matchesAny(name) {
            give(.entity, .domainType)
        }
    }
}

/// Why a type has a role: what `archlint dump` shows, and how strong it is when a type's
/// evidence points at two roles.
package enum RoleEvidence: Equatable {
    case name, nameInData, folder, inherits(String), serialized(String), nestedInDTO, domainType

    enum Strength: Int, Comparable {
        case `default`, folder, declaration, name
        static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// A name says what its author meant; a conformance what the type does; a folder only where
    /// it was put.
    var strength: Strength {
        switch self {
        case .name, .nameInData: return .name
        case .inherits, .serialized, .nestedInDTO: return .declaration
        case .folder: return .folder
        case .domainType: return .default
        }
    }

    package var description: String {
        switch self {
        case .name: return "its name"
        case .nameInData: return "its name, in the Data layer"
        case .folder: return "its folder"
        case let .inherits(base): return "it inherits \(base)"
        case let .serialized(base): return "it is serialized (\(base))"
        case .nestedInDTO: return "it is nested in a DTO"
        case .domainType: return "a Domain type with no other role"
        }
    }
}