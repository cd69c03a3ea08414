import ArchlintScan

/// Name resolution: what a name written in a file refers to, as the compiler would see it
/// (generic parameters and nested types shadow, modules are imported, qualified names resolve in
/// their module).
extension Project {

    /// The project declarations a name in `file` may refer to: nothing when the name is a generic
    /// parameter, a private type of the file or a nested type there (they shadow project-wide
    /// names); otherwise the visible top-level types of that name (in a multi-module project, those
    /// of the file's own module and the modules it imports).
    package func resolve(_ name: String, in fileIndex: Int, owner: Int32) -> [DeclarationID] {
        isGenericParameter(name, owner: owner, in: fileIndex) ? [] : visibleTypes(named: name, from: fileIndex)
    }

    /// `resolve` for a reference the scanner recorded: every rule asks this for every reference,
    /// so the part that depends on the file alone was looked up once, when the project was built.
    @inlinable package func resolve(_ reference: Reference, in fileIndex: Int) -> [DeclarationID] {
        let candidates = resolvedNames[fileIndex][Int(reference.name)]
        guard !candidates.isEmpty else { return [] }
        let name = files[fileIndex].source.names[Int(reference.name)]
        return isGenericParameter(name, owner: reference.owner, in: fileIndex) ? [] : candidates
    }

    @usableFromInline func isGenericParameter(_ name: String, owner: Int32, in fileIndex: Int) -> Bool {
        let declarations = files[fileIndex].source.declarations
        var current = owner
        while current >= 0 {
            let declaration = declarations[Int(current)]
            if declaration.genericParameters.contains(name) { return true }
            current = declaration.parent ?? -1
        }
        return false
    }

    /// The top-level types of that name a file sees, generic parameters aside. `imported`: the
    /// modules the file imports, when the caller has them at hand. A qualified name (`Domain.User`,
    /// as the scanner records it) is looked up in its module.
    func visibleTypes(named name: String, from fileIndex: Int, imported: Set<String>? = nil) -> [DeclarationID] {
        if let dot = name.firstOffset(of: ASCII.dot) {
            return moduleTypes(named: String(name[name.utf8Index(dot + 1)...]), inModule: String(name[..<name.utf8Index(dot)]),
                               from: fileIndex, imported: imported)
        }
        guard let candidates = typesByName[name], !localTypeNames[fileIndex].contains(name) else { return [] }
        let imports = files[fileIndex].source.imports
        if Frameworks.declaredTypeNames.contains(name), imports.contains(where: { Frameworks.declaredTypes[$0.module]?.contains(name) == true }) {
            let own = files[fileIndex].module
            let imported = imported ?? Set(imports.map(\.module))
            return candidates.filter { candidate in files[candidate.file].module.map { $0 == own || imported.contains($0) } ?? false }
        }
        guard let module = files[fileIndex].module else { return candidates }
        let imported = imported ?? Set(imports.map(\.module))
        return candidates.filter { candidate in
            guard let other = files[candidate.file].module else { return true }
            return other == module || imported.contains(other)
        }
    }

    /// `Domain.User` as the compiler reads it: the top-level type `User` of the project module
    /// `Domain`, never another module's `User`, and never shadowed by a nested or private type of
    /// that name. A type named `Domain` that the file sees shadows the module (the name is then a
    /// member of that type: no top-level type). Any other qualifier names no project type:
    /// `Foundation.Date` and `Swift.Result` are the system's even where the project declares a
    /// `Date`, and `UIColor.Red` or `Store.Item` are members of a type.
    func moduleTypes(named name: String, inModule module: String, from fileIndex: Int, imported: Set<String>?) -> [DeclarationID] {
        guard projectModules.contains(module), !name.contains("."), let candidates = typesByName[name],
              !localTypeNames[fileIndex].contains(module), visibleTypes(named: module, from: fileIndex, imported: imported).isEmpty
        else { return [] }
        // Visible as an unqualified name is: from the file's own module and the modules it imports.
        if let own = files[fileIndex].module, own != module {
            guard (imported ?? Set(files[fileIndex].source.imports.map(\.module))).contains(module) else { return [] }
        }
        return candidates.filter { files[$0.file].module == module }
    }

    /// The project types a type name written in a header names (`User`, `Domain.User`, `Outer.Inner`):
    /// a module-qualified name's type in that module; otherwise the outermost type, as for a
    /// reference (`Outer` for `Outer.Inner`).
    package func resolve(typeName: String, in fileIndex: Int, owner: Int32) -> [DeclarationID] {
        let parts = typeName.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
        if parts.count > 1 {
            let qualified = visibleTypes(named: String(parts[0] + "." + parts[1]), from: fileIndex)
            if !qualified.isEmpty { return qualified }
        }
        return resolve(String(parts.first ?? ""), in: fileIndex, owner: owner)
    }

    package static func lastComponent(_ name: String) -> String {
        name.lastPart(separatedBy: ASCII.dot).map(String.init) ?? name
    }

    /// What an extension extends (computed once per extension, when the project is built).
    package func extendedTypes(of extensionID: DeclarationID) -> [DeclarationID] {
        extendedTypeTable[extensionID.file][extensionID.declaration]
    }

    /// Each project protocol a type of a layer of `kind` (nil: of any file) conforms to (in its declaration or an
    /// extension), with the type: who implements what, for the rules that judge a protocol by its
    /// implementations.
    package func protocolConformances(inLayersOf kind: LayerKind?) -> [(type: DeclarationID, conformed: DeclarationID)] {
        var found: [(type: DeclarationID, conformed: DeclarationID)] = []
        for file in files.indices where kind.map({ isKind(file, $0) }) ?? true {
            for (index, declaration) in files[file].source.declarations.enumerated()
            where !declaration.inherits.isEmpty && ((declaration.kind.isNominal && declaration.kind != .protocol) || declaration.kind == .extension) {
                let id = DeclarationID(file: file, declaration: index)
                let types = declaration.kind == .extension ? extendedTypes(of: id) : [id]
                for inherited in declaration.inherits {
                    for conformed in resolve(typeName: inherited, in: file, owner: -1) where self.declaration(conformed).kind == .protocol {
                        found += types.map { (type: $0, conformed: conformed) }
                    }
                }
            }
        }
        return found
    }

    /// Declarations whose qualified name is `name` (`Outer.Inner`) or, for a simple name, the
    /// visible top-level types: what an extension's `extension Name` extends.
    func findExtendedTypes(of extensionID: DeclarationID) -> [DeclarationID] {
        let name = declaration(extensionID).name
        var parts = name.split(separator: ".").map(String.init)
        guard let first = parts.first else { return [] }
        var roots = resolve(first, in: extensionID.file, owner: -1)
        // `extension Domain.User`: the module's type, and what follows is nested in it.
        if roots.isEmpty, parts.count > 1 {
            roots = visibleTypes(named: first + "." + parts[1], from: extensionID.file)
            parts.removeFirst()
        }
        guard parts.count > 1 else { return roots }
        return roots.flatMap { root -> [DeclarationID] in
            let prefix = declaration(root).qualifiedName
            let wanted = ([prefix] + parts.dropFirst()).joined(separator: ".")
            return files[root.file].source.declarations.indices
                .map { DeclarationID(file: root.file, declaration: $0) }
                .filter { declaration($0).qualifiedName == wanted && declaration($0).kind.isNominal }
        }
    }
}
