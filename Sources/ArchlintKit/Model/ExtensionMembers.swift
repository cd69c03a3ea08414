import ArchlintScan

/// The members that extensions add to a type (methods, properties, initializers, static ones
/// too), with the layer of their file, and where code uses them: `"x".highlighted()` in the Domain,
/// where `extension String { func highlighted() }` is Presentation's, depends on Presentation as
/// surely as naming a Presentation type does, though it names none.
///
/// archlint has no type checker, so a use is known by its name alone, and only names that can mean
/// nothing else are indexed (`dependency_rule` reports their uses, and a wrong finding costs far
/// more than a missed one). A name is left out when the project declares it anywhere but in plain
/// extensions of one layer: as a member of a type (a protocol's requirement, a struct's property,
/// an enum's case), in an extension that adds a conformance (its members implement a protocol,
/// often a framework's: `tableView(_:cellForRowAt:)`, `encode(to:)`), as an `override`, privately,
/// in a file of no layer or of a layer that no folder, module folder or configuration gave (a
/// file of extensions that only a module's name placed is as likely the toolbox's), or in
/// extensions of two layers. So is every name that the standard library or Foundation declare on
/// any type (`StandardLibraryNames`, read from the toolchain: every member of every public type,
/// not a list of favourites), or UIKit, SwiftUI and Combine (`FrameworkMemberNames`, by hand):
/// `value.map`, `view.frame` and `.padding()` may be the framework's whatever the project adds,
/// since archlint cannot tell a receiver's type. Subscripts (a use names nothing) and operators are
/// not indexed. Whether the using code reaches the extended type at all is asked where a use is
/// judged (`Project.declaration(of:reachedBy:)`).
package struct ExtensionMembers {
    enum Kind { case function, property, initializer }

    package struct Member {
        /// As a message says it: `highlighted()`, `displayName`, `Color(hex:)`.
        package let shownName: String
        let kind: Kind
        /// Index into `Configuration.layers`: every declaration of the name is in a file of it.
        package let layer: Int
        /// The extension members of that name, in file order.
        let declarations: [Project.DeclarationID]
        /// For each of them, what a file must reach to use it.
        let reaches: [Reach]
        /// Some of them are static (`static let brand`), some are not.
        let hasStatic: Bool
        let hasInstance: Bool
        /// The project also declares the name as a property that a wrapper fills
        /// (`@Dependency(\.itemsRepository) var itemsRepository`): only a key path handed to a
        /// wrapper (`@Dependency(\.itemsRepository)`) is certainly the extension's member, since
        /// the wrapped property is never the root of the key path that fills it.
        let onlyInWrapperKeyPaths: Bool

        /// Can a use of this form name the member?
        package func admits(_ form: Form) -> Bool {
            switch form {
            case .instance: return hasInstance && !onlyInWrapperKeyPaths
            case .type: return hasStatic && !onlyInWrapperKeyPaths
            case .either: return !onlyInWrapperKeyPaths
            case .wrapperKeyPath: return hasInstance
            case .initializer: return kind == .initializer
            }
        }
    }

    /// What a file must see to use a declaration of a member: its module, and the type extended.
    struct Reach {
        /// The module of the extension's file: a file of another module must import it.
        let module: String?
        let type: ExtendedType
    }

    enum ExtendedType {
        /// `extension User`: the project types, of which the file must name one (in a layer it may
        /// depend on: naming it is the finding otherwise).
        case project([Project.DeclarationID])
        /// `extension String`: a type of the standard library or Foundation, which every file reaches.
        case standard
        /// `extension UIColor`: a framework's type; the file must import one of the frameworks the
        /// extension's file imports (other than the standard library and Foundation).
        case framework(Set<String>)
    }

    /// What a file's tokens say for the index, read while the indexer has them: the rules would
    /// have to lex a released file again to see it.
    struct FileFacts {
        /// The names of its enums' cases (the parser keeps no declaration for a case).
        let enumCases: [String]
        /// The hashes (`NameTable.hash`) of the names written after a dot, sorted, each once: a
        /// file none of whose hashes is an indexed member's is not read again for its uses.
        let memberNameHashes: [UInt32]

        init(_ source: SourceFile) {
            enumCases = ExtensionMembers.enumCaseNames(in: source)
            var hashes: [UInt32] = []
            source.tokens.withUnsafeBufferPointer { tokens in
                source.bytes.withUnsafeBufferPointer { bytes in
                    for index in tokens.indices.dropFirst() where tokens[index].kind == .identifier {
                        let dot = tokens[index - 1]
                        guard dot.kind == .punctuation, dot.end == tokens[index].start, bytes[Int(dot.start)] == ASCII.dot else { continue }
                        hashes.append(NameTable.hash(bytes, Int(tokens[index].start), Int(tokens[index].end)))
                    }
                }
            }
            hashes.sort()
            var unique: [UInt32] = []
            unique.reserveCapacity(hashes.count)
            for hash in hashes where unique.last != hash { unique.append(hash) }
            memberNameHashes = unique
        }
    }

    /// What a file sees, gathered once for a file that uses an indexed member.
    package struct View {
        let module: String?
        let layer: Int?
        let imported: Set<String>
        /// The project types its names resolve to.
        let named: Set<Project.DeclarationID>
    }

    /// How the code reaches a member, by what stands before the dot.
    package enum Form {
        /// `value.name`, `load().name`, `$0.name`, `"text".name`, `\.name`: an instance member.
        case instance
        /// `Type.name`, `Self.name`, and `.name` where a type is inferred (`color: .brand`,
        /// `case .loggedIn`, `return .empty`): a static member.
        case type
        /// `self.name`, `super.name`: either, as the context is.
        case either
        /// `@Dependency(\.name)`, `@Environment(\.name)`: an instance member of the values a
        /// property wrapper reads from (`DependencyValues`, a container).
        case wrapperKeyPath
        /// `Type(label: …)`, `Type.init(label: …)`: an initializer.
        case initializer
    }

    /// A use of an indexed member: the token of its name (of the type's, for an initializer).
    package struct Use {
        package let token: Int
        package let member: Int
        package let form: Form
    }

    package let members: [Member]
    /// Functions and properties by name: index into `members`.
    private let names: ByteNames
    /// The hashes of their names (`FileFacts.memberNameHashes`).
    private let nameHashes: Set<UInt32>
    /// The types of the initializers, by name: a file that names none uses none.
    private let initializerTypeNames: Set<String>
    /// Initializers by the extended type's name: index into `initializerGroups`, each the first
    /// labels with their index into `members`.
    private let initializerTypes: ByteNames
    private let initializerGroups: [[(label: String, member: Int)]]

    static let empty = ExtensionMembers(members: [], names: [], nameMembers: [], initializerTypes: [], initializerGroups: [])

    /// One declaration of a name, as the index is built.
    private struct Found {
        /// The name (`highlighted`), or for an initializer the type and first label (`Color(hex:`).
        let key: String
        let kind: Kind
        let declaration: Project.DeclarationID
        let isStatic: Bool
        /// Its file's layer, when it is a plain extension's member a use may name; nil when it only
        /// makes the name ambiguous.
        let layer: Int?
    }

    /// The index of a project: two passes over the files on every core, the second only when the
    /// first found a member worth indexing.
    init(_ project: Project) {
        let files = project.files
        // Every extension's members, each either a candidate or a reason to leave its name out.
        let perFile = files.indices.parallelMap { ExtensionMembers.extensionMembers(in: $0, of: files[$0]) }
        var found: [String: [Found]] = [:]
        for list in perFile { for member in list { found[member.key, default: []].append(member) } }
        found = found.filter { _, list in
            guard let layer = list[0].layer else { return false }
            return list.allSatisfy { $0.layer == layer }
        }
        guard !found.isEmpty else {
            self = .empty
            return
        }
        // Then what else declares those names: a type's members, the memberwise initializers, enum cases.
        let candidates = Set(found.keys)
        let initialized = Set(found.values.lazy.filter { $0[0].kind == .initializer }.map { ExtensionMembers.typeName(ofInitializerKey: $0[0].key) })
        let others = files.indices.parallelMap {
            ExtensionMembers.otherDeclarations(of: candidates, initializing: initialized, in: files[$0], enumCases: project.memberFacts[$0].enumCases)
        }
        var wrapped = Set<String>()
        for keys in others {
            for (key, isWrapped) in keys {
                if isWrapped { wrapped.insert(key) } else { found[key] = nil }
            }
        }

        // What each file's extensions need a using file to import, found once per file.
        var frameworks: [Int: Set<String>] = [:]
        func reach(_ id: Project.DeclarationID) -> Reach {
            let file = files[id.file]
            let extensionID = Project.DeclarationID(file: id.file, declaration: Int(project.declaration(id).parent ?? 0))
            let extended = project.extendedTypes(of: extensionID)
            if !extended.isEmpty { return Reach(module: file.module, type: .project(extended)) }
            let name = project.declaration(extensionID).name
            var outer = name.firstOffset(of: ASCII.dot).map { String(name[..<name.utf8Index($0)]) } ?? name
            while outer.hasSuffix("?") || outer.hasSuffix("!") { outer.removeLast() }
            if StandardLibraryNames.types.contains(outer) { return Reach(module: file.module, type: .standard) }
            if frameworks[id.file] == nil {
                frameworks[id.file] = Set(file.source.imports.lazy.map(\.module).filter { !$0.hasPrefix("Foundation") && !Frameworks.standardLibrary.contains($0) })
            }
            return Reach(module: file.module, type: .framework(frameworks[id.file] ?? []))
        }

        var members: [Member] = []
        var names: [String] = [], nameMembers: [Int] = []
        var initializerTypes: [String] = [], groups: [[(label: String, member: Int)]] = []
        for key in found.keys.sorted() {
            guard let list = found[key], let layer = list[0].layer else { continue }
            let declarations = list.map(\.declaration)
            if list[0].kind == .initializer {
                let type = ExtensionMembers.typeName(ofInitializerKey: key)
                let label = String(key.dropFirst(type.count + 1).dropLast())
                if let group = initializerTypes.firstIndex(of: type) {
                    groups[group].append((label, members.count))
                } else {
                    initializerTypes.append(type)
                    groups.append([(label, members.count)])
                }
                members.append(Member(shownName: key + ")", kind: .initializer, layer: layer, declarations: declarations,
                                      reaches: declarations.map(reach), hasStatic: true, hasInstance: false, onlyInWrapperKeyPaths: false))
            } else {
                let isFunction = list.contains { $0.kind == .function }
                names.append(key)
                nameMembers.append(members.count)
                members.append(Member(shownName: isFunction ? key + "()" : key, kind: isFunction ? .function : .property, layer: layer,
                                      declarations: declarations, reaches: declarations.map(reach), hasStatic: list.contains { $0.isStatic },
                                      hasInstance: list.contains { !$0.isStatic }, onlyInWrapperKeyPaths: wrapped.contains(key)))
            }
        }
        self.init(members: members, names: names, nameMembers: nameMembers, initializerTypes: initializerTypes, initializerGroups: groups)
    }

    private init(members: [Member], names: [String], nameMembers: [Int], initializerTypes: [String], initializerGroups: [[(label: String, member: Int)]]) {
        self.members = members
        self.names = ByteNames(names, values: nameMembers)
        nameHashes = Set(names.map { name in Array(name.utf8).withUnsafeBufferPointer { NameTable.hash($0, 0, $0.count) } })
        initializerTypeNames = Set(initializerTypes)
        self.initializerTypes = ByteNames(initializerTypes)
        self.initializerGroups = initializerGroups
    }

    /// The members of a file's extensions (local functions in their bodies aside).
    private static func extensionMembers(in fileIndex: Int, of file: Project.File) -> [Found] {
        let source = file.source
        var found: [Found] = []
        for (index, declaration) in source.declarations.enumerated() where declaration.kind == .extension {
            // A plain extension of a file a name placed in its layer: one that adds a conformance
            // implements its requirements, and a file of extensions that only a module's name
            // (`AppFeature`) or the inference placed is as likely the toolbox's.
            let isPlain = declaration.inherits.isEmpty && file.layer != nil && !file.isGenerated && isPlacedByName(file.evidence)
            let typeName = Project.lastComponent(declaration.name)
            var bodiesEnd: Int32 = -1
            for memberIndex in source.tree.members(of: index).map(Int.init) {
                let member = source.declarations[memberIndex]
                // A function declared inside a member's body is that body's, not the extension's.
                if member.firstToken < bodiesEnd { continue }
                if let close = member.bodyClose { bodiesEnd = max(bodiesEnd, close) }
                let isCandidate = isPlain && member.access > .fileprivate && !member.modifiers.contains("override")
                let id = Project.DeclarationID(file: fileIndex, declaration: memberIndex)
                switch member.kind {
                case .func, .var, .let:
                    guard isIdentifier(member.name) else { continue }
                    let named = isCandidate && !StandardLibraryNames.members.contains(member.name)
                        && !FrameworkMemberNames.members.contains(member.name)
                    found.append(Found(key: member.name, kind: member.kind == .func ? .function : .property, declaration: id,
                                       isStatic: member.isStatic, layer: named ? file.layer : nil))
                case .`init`:
                    guard let label = member.parameters.first?.label, isIdentifier(label) else { continue }
                    let named = isCandidate && !StandardLibraryNames.initializerLabels.contains(label)
                        && !FrameworkMemberNames.initializerLabels.contains(label)
                    found.append(Found(key: initializerKey(typeName, label), kind: .initializer, declaration: id, isStatic: true,
                                       layer: named ? file.layer : nil))
                default:
                    continue
                }
            }
        }
        return found
    }

    /// A folder, a module's folder or the configuration placed the file.
    private static func isPlacedByName(_ evidence: LayerEvidence) -> Bool {
        switch evidence {
        case .folder, .configuredPath, .configuredModule, .moduleLocation: return true
        default: return false
        }
    }

    /// `Color(hex:`: what an initializer of `Color` whose first label is `hex` is indexed by.
    private static func initializerKey(_ type: String, _ label: String) -> String { type + "(" + label + ":" }

    /// `Color` of `Color(hex:`.
    private static func typeName(ofInitializerKey key: String) -> String {
        key.firstOffset(of: UInt8(ascii: "(")).map { String(key[..<key.utf8Index($0)]) } ?? key
    }

    /// The keys of `candidates` that a file declares otherwise than as an extension's member: as
    /// a member of a type (a protocol's requirement, a local function in a method too), an
    /// initializer of the type (`init(hex:)` in `struct Color`'s own body), a stored property of a
    /// struct (its memberwise initializer's label), an enum's case. `wrapped`: a property a
    /// wrapper fills (`Member.onlyInWrapperKeyPaths`). `initialized`: the types of the candidate
    /// initializers, the only ones whose keys are made.
    private static func otherDeclarations(of candidates: Set<String>, initializing initialized: Set<String>, in file: Project.File,
                                          enumCases: [String]) -> [(key: String, wrapped: Bool)] {
        let declarations = file.source.declarations
        var keys: [(key: String, wrapped: Bool)] = []
        for declaration in declarations {
            guard let parent = declaration.parent.map({ declarations[Int($0)] }), parent.kind.isNominal else { continue }
            switch declaration.kind {
            case .func, .var, .let:
                if candidates.contains(declaration.name) {
                    keys.append((declaration.name, declaration.kind == .var && !declaration.isStatic && isWrapped(declaration)))
                }
                if parent.kind == .struct, declaration.kind != .func, !declaration.isStatic, initialized.contains(parent.name) {
                    let key = initializerKey(parent.name, declaration.name)
                    if candidates.contains(key) { keys.append((key, false)) }
                }
            case .`init`:
                guard initialized.contains(parent.name), let label = declaration.parameters.first?.label else { continue }
                let key = initializerKey(parent.name, label)
                if candidates.contains(key) { keys.append((key, false)) }
            default:
                continue
            }
        }
        for name in enumCases where candidates.contains(name) { keys.append((name, false)) }
        return keys
    }

    /// A property wrapper's attribute: a custom attribute is capitalised (`@Dependency`,
    /// `@Environment`, `@Injected`), the compiler's are not, but for these.
    private static func isWrapped(_ declaration: Declaration) -> Bool {
        declaration.attributes.contains { attribute in
            guard let first = attribute.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return false }
            return !notWrappers.contains(attribute)
        }
    }

    private static let notWrappers: Set<String> = ["MainActor", "NSManaged", "IBOutlet", "IBInspectable", "GKInspectable", "NSCopying",
                                                   "Sendable", "IBAction", "IBSegueAction", "UIApplicationMain", "NSApplicationMain"]

    /// A name of two or more characters that starts with a letter or `_`: no operator.
    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, name.utf8.count > 1 else { return false }
        return first == ASCII.underscore || (first | 0x20 >= UInt8(ascii: "a") && first | 0x20 <= UInt8(ascii: "z"))
    }

    /// The names of the cases a file's enums declare (`case a, b(x: Int)`), read from its tokens
    /// while the indexer has them: the parser keeps no declaration for a case.
    static func enumCaseNames(in source: SourceFile) -> [String] {
        var names: [String] = []
        let tokens = source.tokens
        for (enumIndex, declaration) in source.declarations.enumerated() where declaration.kind == .enum {
            guard let body = declaration.bodyTokens else { continue }
            // The members' bodies are stepped over (a nested enum's are read on its own turn), so
            // that a token is read once however deep the enums nest.
            let bodies = source.tree.members(of: enumIndex).compactMap { member -> (open: Int, close: Int)? in
                let declaration = source.declarations[Int(member)]
                guard let open = declaration.bodyOpen, let close = declaration.bodyClose else { return nil }
                return (Int(open), Int(close))
            }
            var next = 0, depth = 0, inCase = false, expectName = false
            var index = body.lowerBound
            while index < body.upperBound {
                while next < bodies.count, bodies[next].open < index { next += 1 }
                if next < bodies.count, bodies[next].open == index {
                    index = bodies[next].close + 1
                    inCase = false
                    expectName = false
                    continue
                }
                let token = tokens[index]
                index += 1
                if token.kind == .punctuation {
                    switch source.bytes[Int(token.start)] {
                    case ASCII.openParen, ASCII.openBracket, ASCII.openBrace: depth += 1
                    case ASCII.closeParen, ASCII.closeBracket, ASCII.closeBrace: depth -= 1
                    case ASCII.comma where depth == 0: expectName = inCase
                    default: if depth == 0 { expectName = false }
                    }
                    continue
                }
                guard depth == 0 else { continue }
                if token.keyword == .case {
                    inCase = true
                    expectName = true
                } else if token.kind == .identifier, expectName, token.keyword.map({ !$0.isReserved }) ?? true {
                    names.append(source.text(token))
                    expectName = false
                } else if token.flags.contains(.newlineBefore), !expectName {
                    inCase = false
                    expectName = false
                } else if token.kind != .attribute {
                    expectName = false
                }
            }
        }
        return names
    }
}

extension ExtensionMembers {
    /// Whether the file may use an indexed member, by what its index kept (the names after its
    /// dots, the types it names): a file that may not is not read again.
    package func mayBeUsed(in file: Int, of project: Project) -> Bool {
        guard !members.isEmpty else { return false }
        if project.memberFacts[file].memberNameHashes.contains(where: nameHashes.contains) { return true }
        return !initializerTypeNames.isEmpty && project.files[file].source.names.contains(where: initializerTypeNames.contains)
    }

    /// The uses of indexed members in a file's code, in file order: one pass over its tokens, and
    /// a look-up (on the name's bytes, no `String` made) only of a name after a dot and of a type
    /// name before `(`. Needs the file's text (`SourceFile.withText`).
    package func uses(in source: SourceFile) -> [Use] {
        guard !members.isEmpty else { return [] }
        var uses: [Use] = []
        let hasInitializers = !initializerGroups.isEmpty
        source.tokens.withUnsafeBufferPointer { tokens in
            source.bytes.withUnsafeBufferPointer { bytes in
                func isPunctuation(_ index: Int, _ character: UInt8) -> Bool {
                    index < tokens.count && tokens[index].kind == .punctuation && bytes[Int(tokens[index].start)] == character
                }
                var index = 1
                while index < tokens.count {
                    let token = tokens[index], previous = tokens[index - 1]
                    index += 1
                    guard token.kind == .identifier else { continue }
                    if previous.kind == .punctuation, previous.end == token.start, bytes[Int(previous.start)] == ASCII.dot {
                        if let member = names.find(bytes, Int(token.start), Int(token.end)) {
                            uses.append(Use(token: index - 1, member: member, form: form(ofMemberAfterDot: index - 2, tokens, bytes)))
                        }
                        continue
                    }
                    // `Color(hex: …)`, `Color.init(hex: …)`: the first label tells the initializer.
                    guard hasInitializers, token.keyword == nil else { continue }
                    var open = index
                    if isPunctuation(open, ASCII.dot), open + 1 < tokens.count, tokens[open + 1].keyword == .`init` { open += 2 }
                    guard isPunctuation(open, ASCII.openParen), !tokens[open].flags.contains(.spaceBefore), isPunctuation(open + 2, ASCII.colon),
                          tokens[open + 1].kind == .identifier, let group = initializerTypes.find(bytes, Int(token.start), Int(token.end)) else { continue }
                    let label = tokens[open + 1]
                    for (name, member) in initializerGroups[group] where name.utf8.count == label.length
                        && name.utf8.elementsEqual(bytes[Int(label.start)..<Int(label.end)]) {
                        uses.append(Use(token: index - 1, member: member, form: .initializer))
                    }
                }
            }
        }
        return uses
    }

    /// What the token before the dot at `dot` says of the member after it.
    private func form(ofMemberAfterDot dot: Int, _ tokens: UnsafeBufferPointer<Token>, _ bytes: UnsafeBufferPointer<UInt8>) -> Form {
        guard dot > 0 else { return .type }
        let before = tokens[dot - 1]
        switch before.kind {
        case .identifier:
            switch before.keyword {
            case .self?, .super?: return .either
            case .Self?: return .type
            // After a statement's keyword (`return .empty`, `case .loggedIn`), a type is inferred.
            case let word? where word.isReserved: return .type
            default:
                // `Color.brand`: a capitalised name is a type's; `color.brand`, a value's.
                let initial = bytes[Int(before.start)]
                return initial >= UInt8(ascii: "A") && initial <= UInt8(ascii: "Z") ? .type : .instance
            }
        case .dollarIdentifier, .number, .string:
            return .instance
        case .punctuation:
            switch bytes[Int(before.start)] {
            case ASCII.closeParen, ASCII.closeBracket, ASCII.closeBrace, ASCII.question, ASCII.exclamation:
                return .instance
            case ASCII.greater:
                return .type  // `Array<Movie>.empty`
            case ASCII.backslash:
                // `@Dependency(\.name)`: the key path is a wrapper's first argument.
                let isWrapperArgument = dot >= 3 && tokens[dot - 3].kind == .attribute && tokens[dot - 2].kind == .punctuation
                    && bytes[Int(tokens[dot - 2].start)] == ASCII.openParen
                return isWrapperArgument ? .wrapperKeyPath : .instance
            default:
                return .type
            }
        default:
            return .type
        }
    }
}

/// Names by their UTF-8 bytes, each with a value: a table with open addressing, looked up on a
/// span of a file's bytes without making a `String` of it.
struct ByteNames {
    private let keys: [[UInt8]]
    private let values: [Int]
    private let slots: [Int32]
    private let mask: Int

    /// `values[i]` for `names[i]`; by default the names' own indices.
    init(_ names: [String], values: [Int]? = nil) {
        keys = names.map { Array($0.utf8) }
        self.values = values ?? Array(names.indices)
        var capacity = 16
        while capacity < 2 * names.count { capacity *= 2 }
        var slots = [Int32](repeating: -1, count: capacity)
        for (index, key) in keys.enumerated() {
            var slot = key.withUnsafeBufferPointer { Int(NameTable.hash($0, 0, key.count)) } & (capacity - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = Int32(index)
        }
        self.slots = slots
        mask = capacity - 1
    }

    func find(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        guard !keys.isEmpty else { return nil }
        var slot = Int(NameTable.hash(bytes, start, end)) & mask
        while true {
            let index = slots[slot]
            if index < 0 { return nil }
            let key = keys[Int(index)]
            if key.count == end - start, key.elementsEqual(bytes[start..<end]) { return values[Int(index)] }
            slot = (slot + 1) & mask
        }
    }
}

extension Project {
    /// The project's extension members worth indexing: built once per run, by the rule that judges their uses.
    package func extensionMembers() -> ExtensionMembers { ExtensionMembers(self) }

    /// What `file` sees of the project (`ExtensionMembers.View`).
    package func extensionMemberView(of file: Int) -> ExtensionMembers.View {
        var named = Set<DeclarationID>()
        for candidates in resolvedNames[file] { named.formUnion(candidates) }
        return ExtensionMembers.View(module: files[file].module, layer: files[file].layer,
                                     imported: Set(files[file].source.imports.lazy.map(\.module)), named: named)
    }

    /// The declaration of `member` that a file seeing `view` certainly reaches, if any: one in the
    /// file's own module or a module it imports, in an extension of a type the file names (a
    /// project type of a layer it may depend on, `extension User`), or of a type every file
    /// reaches (`extension String`), or of a framework's type whose framework the file imports as
    /// the extension's file does (`extension UIColor` beside `import UIKit`).
    package func declaration(of member: ExtensionMembers.Member, reachedBy view: ExtensionMembers.View) -> DeclarationID? {
        zip(member.declarations, member.reaches).first { _, reach in
            if let module = reach.module, let own = view.module, module != own, !view.imported.contains(module) { return false }
            switch reach.type {
            case let .project(types):
                guard let layer = view.layer else { return false }
                return types.contains { view.named.contains($0) && (files[$0.file].layer.map { allows(layer: layer, dependingOn: $0) } ?? true) }
            case .standard:
                return true
            case let .framework(frameworks):
                return frameworks.count < view.imported.count ? frameworks.contains(where: view.imported.contains) : view.imported.contains(where: frameworks.contains)
            }
        }?.0
    }
}

/// Names written in sorted order (by their bytes), separated by spaces and line breaks, in a
/// static string: looked up by a binary search over its bytes, with nothing built first. The
/// lists of the frameworks' names hold thousands, and a set of them took a small project's run a
/// tenth longer to make.
struct SortedNames {
    let text: StaticString

    init(_ text: StaticString) { self.text = text }

    func contains(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { key in text.withUTF8Buffer { SortedNames.search(key, in: $0) } }
    }

    /// Every name, in order: for the tests.
    var all: [String] { text.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init) }

    private static func search(_ key: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func isSeparator(_ byte: UInt8) -> Bool { byte == ASCII.space || byte == ASCII.newline }
        // Invariant: the names wholly inside `low..<high` are those still in question.
        var low = 0, high = bytes.count
        while low < high {
            let middle = (low + high) / 2
            var start = middle
            if isSeparator(bytes[middle]) {
                while start < high, isSeparator(bytes[start]) { start += 1 }
                if start == high {
                    high = middle
                    continue
                }
            } else {
                while start > low, !isSeparator(bytes[start - 1]) { start -= 1 }
            }
            var end = start
            while end < bytes.count, !isSeparator(bytes[end]) { end += 1 }
            // The name at `start..<end` against the key, byte by byte.
            var offset = 0
            while offset < key.count, start + offset < end, key[offset] == bytes[start + offset] { offset += 1 }
            if offset == key.count, start + offset == end { return true }
            let nameIsSmaller = start + offset == end || (offset < key.count && bytes[start + offset] < key[offset])
            if nameIsSmaller { low = end } else { high = start }
        }
        return false
    }
}
