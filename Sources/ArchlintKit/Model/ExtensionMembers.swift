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
/// judged (`Project.declaration(of:reachedFrom:)`).
struct ExtensionMembers {
    enum Kind { case function, property, initializer }

    struct Member {
        /// As a message says it: `highlighted()`, `displayName`, `Color(hex:)`.
        let shownName: String
        let kind: Kind
        /// Index into `Configuration.layers`: every declaration of the name is in a file of it.
        let layer: Int
        /// The extension members of that name, in file order.
        let declarations: [Project.DeclarationID]
        /// Some of them are static (`static let brand`), some are not.
        let hasStatic: Bool
        let hasInstance: Bool
        /// The project also declares the name as a property that a wrapper fills
        /// (`@Dependency(\.itemsRepository) var itemsRepository`): only a key path handed to a
        /// wrapper (`@Dependency(\.itemsRepository)`) is certainly the extension's member, since
        /// the wrapped property is never the root of the key path that fills it.
        let onlyInWrapperKeyPaths: Bool

        /// Can a use of this form name the member?
        func admits(_ form: Form) -> Bool {
            switch form {
            case .instance: return hasInstance && !onlyInWrapperKeyPaths
            case .type: return hasStatic && !onlyInWrapperKeyPaths
            case .either: return !onlyInWrapperKeyPaths
            case .wrapperKeyPath: return hasInstance
            case .initializer: return kind == .initializer
            }
        }
    }

    /// How the code reaches a member, by what stands before the dot.
    enum Form {
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
    struct Use {
        let token: Int
        let member: Int
        let form: Form
    }

    let members: [Member]
    /// Functions and properties by name: index into `members`.
    private let names: ByteNames
    /// Initializers by the extended type's name: index into `initializerGroups`, each the first
    /// labels with their index into `members`.
    private let initializerTypes: ByteNames
    private let initializerGroups: [[(label: String, member: Int)]]

    static let empty = ExtensionMembers(members: [], names: ByteNames([]), initializerTypes: ByteNames([]), initializerGroups: [])

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
            ExtensionMembers.otherDeclarations(of: candidates, initializing: initialized, in: files[$0], enumCases: project.enumCases[$0])
        }
        var wrapped = Set<String>()
        for keys in others {
            for (key, isWrapped) in keys {
                if isWrapped { wrapped.insert(key) } else { found[key] = nil }
            }
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
                                      hasStatic: true, hasInstance: false, onlyInWrapperKeyPaths: false))
            } else {
                let isFunction = list.contains { $0.kind == .function }
                names.append(key)
                nameMembers.append(members.count)
                members.append(Member(shownName: isFunction ? key + "()" : key, kind: isFunction ? .function : .property, layer: layer,
                                      declarations: declarations, hasStatic: list.contains { $0.isStatic },
                                      hasInstance: list.contains { !$0.isStatic }, onlyInWrapperKeyPaths: wrapped.contains(key)))
            }
        }
        self.init(members: members, names: ByteNames(names, values: nameMembers), initializerTypes: ByteNames(initializerTypes),
                  initializerGroups: groups)
    }

    private init(members: [Member], names: ByteNames, initializerTypes: ByteNames, initializerGroups: [[(label: String, member: Int)]]) {
        self.members = members
        self.names = names
        self.initializerTypes = initializerTypes
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
        for declaration in source.declarations where declaration.kind == .enum {
            guard let body = declaration.bodyTokens else { continue }
            var depth = 0, inCase = false, expectName = false
            for index in body {
                let token = tokens[index]
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
    /// The uses of indexed members in a file's code, in file order: one pass over its tokens, and
    /// a look-up (on the name's bytes, no `String` made) only of a name after a dot and of a type
    /// name before `(`. Needs the file's text (`SourceFile.withText`).
    func uses(in source: SourceFile) -> [Use] {
        guard !members.isEmpty else { return [] }
        let tokens = source.tokens
        var uses: [Use] = []
        source.bytes.withUnsafeBufferPointer { bytes in
            func isPunctuation(_ index: Int, _ character: UInt8) -> Bool {
                index >= 0 && index < tokens.count && tokens[index].kind == .punctuation && bytes[Int(tokens[index].start)] == character
            }
            for index in 1..<max(1, tokens.count) where tokens[index].kind == .identifier {
                let token = tokens[index]
                if isPunctuation(index - 1, ASCII.dot), tokens[index - 1].end == token.start {
                    if let member = names.find(bytes, Int(token.start), Int(token.end)) {
                        uses.append(Use(token: index, member: member, form: form(ofMemberAfterDot: index - 1, tokens, bytes)))
                    }
                    continue
                }
                // `Color(hex: …)`, `Color.init(hex: …)`: the first label tells the initializer.
                guard !initializerGroups.isEmpty, token.keyword == nil else { continue }
                var open = index + 1
                if isPunctuation(open, ASCII.dot), open + 1 < tokens.count, tokens[open + 1].keyword == .`init` { open += 2 }
                guard isPunctuation(open, ASCII.openParen), !tokens[open].flags.contains(.spaceBefore), isPunctuation(open + 2, ASCII.colon),
                      tokens[open + 1].kind == .identifier, let group = initializerTypes.find(bytes, Int(token.start), Int(token.end)) else { continue }
                let label = tokens[open + 1]
                for (name, member) in initializerGroups[group] where name.utf8.count == label.length
                    && name.utf8.elementsEqual(bytes[Int(label.start)..<Int(label.end)]) {
                    uses.append(Use(token: index, member: member, form: .initializer))
                }
            }
        }
        return uses
    }

    /// What the token before the dot at `dot` says of the member after it.
    private func form(ofMemberAfterDot dot: Int, _ tokens: [Token], _ bytes: UnsafeBufferPointer<UInt8>) -> Form {
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
            var slot = key.withUnsafeBufferPointer { Int(ByteNames.hash($0, 0, key.count)) } & (capacity - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = Int32(index)
        }
        self.slots = slots
        mask = capacity - 1
    }

    func find(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        guard !keys.isEmpty else { return nil }
        var slot = Int(ByteNames.hash(bytes, start, end)) & mask
        while true {
            let index = slots[slot]
            if index < 0 { return nil }
            let key = keys[Int(index)]
            if key.count == end - start, key.elementsEqual(bytes[start..<end]) { return values[Int(index)] }
            slot = (slot + 1) & mask
        }
    }

    /// FNV-1a over the bytes.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for offset in start..<end { hash = (hash ^ UInt32(bytes[offset])) &* 16_777_619 }
        return hash
    }
}

extension Project {
    /// The project's extension members worth indexing: built once per run, by the rule that judges their uses.
    func extensionMembers() -> ExtensionMembers { ExtensionMembers(self) }

    /// The declaration of `member` that code in `file` certainly reaches, if any: one in the file's
    /// own module or a module it imports, in an extension of a type the file names (a project
    /// type, `extension User`), or of a type every file reaches (the standard library's or
    /// Foundation's, `extension String`), or of a framework's type the file imports the
    /// framework of as the extension's file does (`extension UIColor` beside `import UIKit`). A
    /// project type the file names is only counted in a layer the file may depend on: naming it is
    /// the finding otherwise.
    func declaration(of member: ExtensionMembers.Member, reachedFrom file: Int) -> DeclarationID? {
        let using = files[file]
        let imported = using.source.imports
        return member.declarations.first { id in
            let declaring = files[id.file]
            if let module = declaring.module, let own = using.module, module != own, !imported.contains(where: { $0.module == module }) {
                return false
            }
            guard let parent = declaration(id).parent else { return false }
            let extensionID = DeclarationID(file: id.file, declaration: Int(parent))
            let extended = extendedTypes(of: extensionID)
            if !extended.isEmpty {
                guard let layer = using.layer else { return false }
                return extended.contains { type in
                    files[type.file].layer.map { allows(layer: layer, dependingOn: $0) } ?? true
                        && resolvedNames[file].contains { $0.contains(type) }
                }
            }
            let name = declaration(extensionID).name
            var outer = name.firstOffset(of: ASCII.dot).map { String(name[..<name.utf8Index($0)]) } ?? name
            while outer.hasSuffix("?") || outer.hasSuffix("!") { outer.removeLast() }
            if StandardLibraryNames.types.contains(outer) { return true }
            let frameworks = declaring.source.imports.lazy.map(\.module).filter { !$0.hasPrefix("Foundation") && !Frameworks.standardLibrary.contains($0) }
            return frameworks.contains { framework in imported.contains { $0.module == framework } }
        }
    }
}
