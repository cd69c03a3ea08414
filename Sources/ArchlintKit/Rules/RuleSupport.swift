/// What several rules ask of the project: the conventional layers by name, where a referenced
/// type lives, and how to point at a name inside a declaration's header.
extension Project {
    public enum Convention {
        public static let domain = "Domain"
        public static let data = "Data"
        public static let presentation = "Presentation"
    }

    public func isLayer(_ file: Int, named name: String) -> Bool {
        layerName(of: file) == name
    }

    public func isCompositionRoot(_ file: Int) -> Bool {
        layer(of: file)?.isCompositionRoot == true
    }

    /// "Data/DTO/TrainerDTO.swift:3", for messages that say where a type is declared.
    public func location(of id: DeclarationID) -> String {
        "\(files[id.file].source.path):\(declaration(id).line)"
    }

    /// Is the declaration `id`, or a type it is nested in, the declaration `ancestor`?
    public func isWithin(_ owner: Int32, of ancestor: Int, in file: Int) -> Bool {
        var current = owner
        let declarations = files[file].source.declarations
        while current >= 0 {
            if Int(current) == ancestor { return true }
            current = declarations[Int(current)].parent ?? -1
        }
        return false
    }

    /// The token of an inherited name in a type's header (`Codable` in `struct A: Codable {`).
    public func inheritedNameToken(_ name: String, of id: DeclarationID) -> Token {
        let source = files[id.file].source
        let declaration = self.declaration(id)
        let last = name.split(separator: ".").last.map(String.init) ?? name
        let end = declaration.bodyOpen.map(Int.init) ?? min(source.tokens.count, Int(declaration.nameToken) + 256)
        var index = Int(declaration.nameToken) + 1
        while index < end {
            if source.tokens[index].kind == .identifier, source.text(source.tokens[index]) == last { return source.tokens[index] }
            index += 1
        }
        return source.tokens[Int(declaration.nameToken)]
    }

    /// Declarations whose qualified name is `name` (`Outer.Inner`) or, for a simple name, the
    /// visible top-level types: what an extension's `extension Name` extends.
    public func extendedTypes(of extensionID: DeclarationID) -> [DeclarationID] {
        let name = declaration(extensionID).name
        let parts = name.split(separator: ".").map(String.init)
        guard let first = parts.first else { return [] }
        let roots = resolve(first, in: extensionID.file, owner: -1)
        guard parts.count > 1 else { return roots }
        return roots.flatMap { root -> [DeclarationID] in
            let prefix = declaration(root).qualifiedName
            let wanted = ([prefix] + parts.dropFirst()).joined(separator: ".")
            return files[root.file].source.declarations.indices
                .map { DeclarationID(file: root.file, declaration: $0) }
                .filter { declaration($0).qualifiedName == wanted && declaration($0).kind.isNominal }
        }
    }

    /// "Domain may depend on Core only", "Core may depend on no other layer".
    public func dependencyAllowance(of layer: LayerDefinition) -> String {
        let allowed = layer.mayDependOn.filter { $0 != layer.name }
        if allowed.contains("*") { return "\(layer.name) may depend on every layer" }
        if allowed.isEmpty { return "\(layer.name) may depend on no other layer" }
        return "\(layer.name) may depend on \(allowed.joined(separator: " and ")) only"
    }
}
