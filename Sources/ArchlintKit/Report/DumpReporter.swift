import ArchlintModel

/// `archlint dump`: what the scanner and the model saw, file by file, to read (`text`) or as JSON
/// for tools (`report`; the scanner is checked against the compiler's parser with it).
package enum DumpReporter {
    /// A file a paragraph: its layer, module and size, its imports, then each declaration at its
    /// line and column with what it inherits, and its roles with what gave them.
    package static func text(_ project: Project, includeReferences: Bool = false) -> String {
        var out = ""
        for (fileIndex, file) in project.files.enumerated() {
            let source = file.source
            let size = file.isGenerated ? "a Core Data model" : Reporters.plural(source.lineCount, "line")
            out += "\(TerminalText.escaped(source.path)): \(project.layerName(of: fileIndex).map { "layer \(TerminalText.escaped($0))" } ?? "no layer")"
                + "\(file.module.map { ", module \(TerminalText.escaped($0))" } ?? ""), \(size)\n"
            if !source.imports.isEmpty {
                out += "  import " + source.imports.map { "\(TerminalText.escaped($0.path.joined(separator: "."))) (\($0.line))" }.joined(separator: ", ") + "\n"
            }
            for (index, declaration) in source.declarations.enumerated() {
                let id = Project.DeclarationID(file: fileIndex, declaration: index)
                let name = declaration.name == declaration.kind.rawValue ? "" : " " + declaration.qualifiedName
                let inherits = declaration.inherits.isEmpty ? "" : ": " + declaration.inherits.joined(separator: ", ")
                let type = declaration.type.map { declaration.kind.isFunctionLike ? " -> \($0)" : ": \($0)" } ?? ""
                let roles = declaration.kind.isType ? project.heldRoleEvidence(of: id) : []
                let shownRoles = roles.isEmpty ? "" : "  [" + roles.map { "\($0.role.phrase): \($0.evidence.description)" }.joined(separator: "; ") + "]"
                out += "  \(declaration.line):\(declaration.column) \(declaration.kind.rawValue)"
                    + TerminalText.escaped(name + inherits + type) + shownRoles + "\n"
            }
            if includeReferences, !source.references.isEmpty {
                out += "  references: " + source.references.map { "\(TerminalText.escaped(source.name(of: $0))) (\($0.line):\($0.column))" }
                    .joined(separator: ", ") + "\n"
            }
            for problem in source.problems { out += "  problem: \(problem.kind.rawValue) at \(problem.line):\(problem.column)\n" }
        }
        return out
    }

    package static func report(_ project: Project, includeReferences: Bool = false) -> String {
        let files = project.files.enumerated().map { fileIndex, file -> JSONValue in
            let source = file.source
            var members: [(String, JSONValue)] = [
                ("path", .string(source.path)),
                ("layer", project.layerName(of: fileIndex).map(JSONValue.string) ?? .null),
                ("module", file.module.map(JSONValue.string) ?? .null),
                // A Core Data model's stand-in: its classes at their entities' lines, no Swift lines or columns of its own.
                file.isGenerated ? ("coreDataModel", .bool(true)) : ("lines", .int(source.lineCount)),
                ("imports", .array(source.imports.map { item in
                    var fields: [(String, JSONValue)] = [("module", .string(item.path.joined(separator: "."))), ("line", .int(item.line))]
                    if let kind = item.kind { fields.append(("kind", .string(kind))) }
                    if !item.attributes.isEmpty { fields.append(("attributes", .array(item.attributes.map(JSONValue.string)))) }
                    return .object(fields)
                })),
                ("declarations", .array(source.declarations.enumerated().map { index, declaration in
                    var fields: [(String, JSONValue)] = [
                        ("kind", .string(declaration.kind.rawValue)),
                        ("name", .string(declaration.qualifiedName)),
                        ("line", .int(declaration.line)),
                    ]
                    if !file.isGenerated { fields.append(("column", .int(declaration.column))) }
                    fields.append(("access", .string(declaration.access.rawValue)))
                    if !declaration.inherits.isEmpty { fields.append(("inherits", .array(declaration.inherits.map(JSONValue.string)))) }
                    if !declaration.attributes.isEmpty { fields.append(("attributes", .array(declaration.attributes.map(JSONValue.string)))) }
                    if !declaration.modifiers.isEmpty { fields.append(("modifiers", .array(declaration.modifiers.map(JSONValue.string)))) }
                    if !declaration.genericParameters.isEmpty {
                        fields.append(("genericParameters", .array(declaration.genericParameters.map(JSONValue.string))))
                    }
                    if declaration.kind.isFunctionLike {
                        fields.append(("parameters", .array(declaration.parameters.map { parameter in
                            .object([("label", .string(parameter.label)), ("name", .string(parameter.name)), ("type", .string(parameter.type))])
                        })))
                    }
                    if let type = declaration.type { fields.append(("type", .string(type))) }
                    if let aliased = declaration.aliasedType { fields.append(("aliasedType", .string(aliased))) }
                    let id = Project.DeclarationID(file: fileIndex, declaration: index)
                    let roles = project.roles(of: id)
                    if !roles.isEmpty { fields.append(("roles", .array(roles.sorted().map { .string($0.rawValue) }))) }
                    // Why: every role the conventions pointed at, and whether it was kept.
                    let evidence = declaration.kind.isType ? project.roleEvidence(of: id) : []
                    if !evidence.isEmpty {
                        fields.append(("roleEvidence", .array(evidence.map { role, evidence in
                            .object([("role", .string(role.rawValue)), ("because", .string(evidence.description)),
                                     ("kept", .bool(roles.contains(role)))])
                        })))
                    }
                    return .object(fields)
                })),
            ]
            if includeReferences {
                members.append(("references", .array(source.references.map { reference in
                    .object([("name", .string(source.name(of: reference))), ("line", .int(Int(reference.line))),
                             ("column", .int(Int(reference.column)))])
                })))
            }
            if !source.problems.isEmpty {
                members.append(("problems", .array(source.problems.map { problem in
                    .object([("message", .string(problem.kind.rawValue)), ("line", .int(Int(problem.line))), ("column", .int(Int(problem.column)))])
                })))
            }
            return .object(members)
        }
        return JSONValue.object([("files", .array(files))]).rendered()
    }
}
