import ArchlintScan

/// The native targets of an Xcode project (`X.xcodeproj/project.pbxproj`) as build modules: the
/// Swift files each compiles, the folders Xcode 16 keeps in sync with it, and the targets and
/// packages it depends on.
package struct XcodeProject {
    /// The `project.pbxproj` as read (absolute in the CLI).
    var path: String
    package var modules: [BuildModule]

    package init(path: String, bytes: [UInt8]) throws {
        self.path = path
        let root = try PropertyList.parse(bytes)
        guard let entries = root.field("objects")?.entries else {
            throw PropertyList.ParseError(line: root.line, column: root.column, message: "no 'objects' dictionary: not an Xcode project")
        }
        var objects: [String: PropertyList] = [:]
        objects.reserveCapacity(entries.count)
        for entry in entries { objects[entry.key] = entry.value }
        modules = Reader(path: path, root: root, objects: objects).modules()
    }

    /// A module name as Xcode derives it from a product or target name (`c99extidentifier`):
    /// every ASCII character that cannot be in an identifier becomes `_`, and a leading digit gets one before it.
    static func moduleName(_ name: String) -> String {
        var bytes: [UInt8] = name.utf8.map { byte in
            byte >= 0x80 || ASCII.isDigit(byte) || (byte | 0x20) &- 0x61 < 26 ? byte : ASCII.underscore
        }
        if let first = bytes.first, ASCII.isDigit(first) { bytes.insert(ASCII.underscore, at: 0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A widget, share or notification extension, or a watch app's extension: an app of its own
    /// beside the main one, with its own entry point.
    static func isAppExtension(productType: String?) -> Bool {
        guard let productType else { return false }
        return productType.contains("app-extension") || productType.contains("extensionkit-extension") || productType.hasSuffix("watchkit2-extension")
    }

    static func kind(productType: String?) -> BuildModule.Kind {
        let prefix = "com.apple.product-type."
        guard let productType, productType.hasPrefix(prefix) else { return .library }
        let type = productType.dropFirst(prefix.count)
        if type.hasPrefix("application") || type.hasPrefix("app-extension") || type.hasPrefix("watchkit")
            || type.hasPrefix("extensionkit-extension") || type == "tool" { return .application }
        if type.hasPrefix("bundle.unit-test") || type.hasPrefix("bundle.ui-testing") { return .test }
        return .library
    }


    /// The folder that holds `path`'s last component: `a/b` -> `a`, `b` -> `.`, `/b` -> `/`, `.` -> `..`.
    static func parent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: ASCII.slash) else { return path == "." ? ".." : "." }
        if slash == path.utf8.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// Groups nest at most this deep above a file; a file under a deeper (or looping) chain of
    /// groups is not placed.
    static let maximumGroupDepth = 256

    private final class Reader {
        let objects: [String: PropertyList]
        /// The folder that holds the `.xcodeproj`, against which `SOURCE_ROOT` paths are resolved.
        let projectFolder: String
        /// Where `<group>` paths of the main group start (`projectDirPath`, usually the project folder).
        let groupRoot: String
        let declaredIn: String
        /// Each group element's parent group: of two groups that both list it (a damaged
        /// project), the one written first, whatever order the dictionary of objects has.
        var parents: [String: (id: String, line: Int, column: Int)] = [:]
        /// The target id whose `productReference` is each product file.
        var products: [String: String] = [:]
        /// The paths of the groups resolved so far.
        var resolved: [String: String?] = [:]

        init(path: String, root: PropertyList, objects: [String: PropertyList]) {
            self.objects = objects
            declaredIn = path
            projectFolder = XcodeProject.parent(of: XcodeProject.parent(of: path))
            var groupRoot = projectFolder
            if let project = root["rootObject"].flatMap({ objects[$0] }), let directory = project["projectDirPath"], !directory.isEmpty {
                groupRoot = directory.hasPrefix("/") ? directory : Paths.join(projectFolder, directory)
            }
            self.groupRoot = groupRoot
            for (id, object) in objects {
                if let children = object.field("children")?.array {
                    for child in children {
                        guard let childID = child.string else { continue }
                        if let known = parents[childID], (known.line, known.column) <= (object.line, object.column) { continue }
                        parents[childID] = (id, object.line, object.column)
                    }
                }
                if object["isa"] == "PBXNativeTarget", let product = object["productReference"] {
                    products[product] = id
                }
            }
        }

        func modules() -> [BuildModule] {
            var targets: [(id: String, object: PropertyList)] = []
            for (id, object) in objects where object["isa"] == "PBXNativeTarget" { targets.append((id, object)) }
            // Objects are keyed by id: the targets come in the order they are written.
            targets.sort { ($0.object.line, $0.object.column) < ($1.object.line, $1.object.column) }
            let membership = synchronizedMembership()
            return targets.map { module(id: $0.id, target: $0.object, membership: membership[$0.id] ?? []) }
        }

        private func module(id: String, target: PropertyList, membership: [String]) -> BuildModule {
            var folders: [String] = []
            var files: [String] = []
            var excluded: [String] = []
            var dependencies: [BuildModule.Dependency] = []
            var dependencyNames = Set<String>()
            func depend(on name: String?, at entry: PropertyList) {
                // `plugin:SwiftLintBuildToolPlugin`: a build tool the target runs, not a module it imports.
                guard let name, !name.isEmpty, !name.hasPrefix("plugin:"), dependencyNames.insert(name).inserted else { return }
                dependencies.append(BuildModule.Dependency(name: name, line: entry.line, column: entry.column))
            }

            // Declared dependencies first: a cycle is best shown where the dependency is declared,
            // not where its product happens to be linked as well.
            for entry in target.field("dependencies")?.array ?? [] {
                guard let dependency = entry.string.flatMap({ objects[$0] }) else { continue }
                if let dependedID = dependency["target"], let depended = objects[dependedID] {
                    depend(on: moduleName(of: depended, id: dependedID), at: entry)
                } else if let product = dependency["productRef"].flatMap({ objects[$0] }) {
                    depend(on: product["productName"], at: entry)
                } else if let proxy = dependency["targetProxy"].flatMap({ objects[$0] }), let remote = proxy["remoteInfo"] {
                    // A target of another project: only its name is known here.
                    depend(on: XcodeProject.moduleName(remote), at: entry)
                } else {
                    depend(on: dependency["name"].map(XcodeProject.moduleName), at: entry)
                }
            }
            for entry in target.field("packageProductDependencies")?.array ?? [] {
                depend(on: entry.string.flatMap { objects[$0] }?["productName"], at: entry)
            }

            for phaseID in strings(target, "buildPhases") {
                guard let phase = objects[phaseID] else { continue }
                switch phase["isa"] {
                case "PBXSourcesBuildPhase":
                    for buildFile in strings(phase, "files").compactMap({ objects[$0] }) {
                        guard let referenceID = buildFile["fileRef"], let reference = objects[referenceID],
                              reference["isa"] == "PBXFileReference", let path = resolvedPath(of: referenceID) else { continue }
                        if reference["lastKnownFileType"] == "folder" || reference["explicitFileType"] == "folder" {
                            folders.append(path)
                        } else if path.hasSuffix(".swift") {
                            files.append(path)
                        }
                    }
                case "PBXFrameworksBuildPhase":
                    for entry in phase.field("files")?.array ?? [] {
                        guard let buildFile = entry.string.flatMap({ objects[$0] }) else { continue }
                        if let product = buildFile["productRef"].flatMap({ objects[$0] }) {
                            depend(on: product["productName"], at: entry)
                        } else if let referenceID = buildFile["fileRef"] {
                            depend(on: linkedModule(referenceID), at: entry)
                        }
                    }
                default:
                    continue
                }
            }

            for groupID in strings(target, "fileSystemSynchronizedGroups") {
                guard let group = objects[groupID], let folder = resolvedPath(of: groupID) else { continue }
                folders.append(folder)
                for exceptions in strings(group, "exceptions").compactMap({ objects[$0] })
                where exceptions["isa"] == "PBXFileSystemSynchronizedBuildFileExceptionSet" && exceptions["target"] == id {
                    excluded += strings(exceptions, "membershipExceptions").map { Paths.resolvingParents(Paths.join(folder, $0)) }
                }
            }
            files += membership

            var module = BuildModule(name: moduleName(of: target, id: id), origin: .xcode,
                                     kind: XcodeProject.kind(productType: target["productType"]),
                                     folders: folders, excluded: excluded, files: files, dependencies: dependencies,
                                     declaredIn: declaredIn, line: target.line)
            module.isAppExtension = XcodeProject.isAppExtension(productType: target["productType"])
            return module
        }

        /// `PRODUCT_MODULE_NAME`, or `PRODUCT_NAME`, when a configuration of the target sets it
        /// to a literal name; else the target's name; made an identifier as Xcode does.
        private func moduleName(of target: PropertyList, id: String) -> String {
            let targetName = target["name"] ?? id
            let configurations = target["buildConfigurationList"].flatMap { objects[$0] }.map { strings($0, "buildConfigurations") } ?? []
            let settings = configurations.compactMap { objects[$0]?.field("buildSettings") }
            for key in ["PRODUCT_MODULE_NAME", "PRODUCT_NAME"] {
                for setting in settings {
                    if let name = setting[key], !name.isEmpty, !name.contains("$") { return XcodeProject.moduleName(name) }
                }
            }
            return XcodeProject.moduleName(targetName)
        }

        /// The module a linked file stands for: the product of a target of this project, or `X` for
        /// an `X.framework` that is not one of the SDK's.
        private func linkedModule(_ referenceID: String) -> String? {
            if let targetID = products[referenceID], let target = objects[targetID] {
                return moduleName(of: target, id: targetID)
            }
            guard let reference = objects[referenceID], reference["isa"] == "PBXFileReference",
                  !["SDKROOT", "DEVELOPER_DIR"].contains(reference["sourceTree"] ?? "") else { return nil }
            let file = (reference["path"] ?? reference["name"] ?? "").lastPart(separatedBy: ASCII.slash) ?? ""
            for suffix in [".framework", ".xcframework"] where file.hasSuffix(suffix) && file.count > suffix.count {
                return XcodeProject.moduleName(String(file.dropLast(suffix.count)))
            }
            return nil
        }

        /// Swift files added to a target through the exception set of a synchronized folder that
        /// is not the target's own: for a target without the folder, the exceptions are the files
        /// of the folder it does compile (Xcode's "target membership" of one file).
        private func synchronizedMembership() -> [String: [String]] {
            var owners: [String: Set<String>] = [:]
            for (id, object) in objects where object["isa"] == "PBXNativeTarget" {
                for group in strings(object, "fileSystemSynchronizedGroups") { owners[group, default: []].insert(id) }
            }
            var membership: [String: [String]] = [:]
            let groups = objects.filter { $0.value["isa"] == "PBXFileSystemSynchronizedRootGroup" }.sorted { $0.key < $1.key }
            for (groupID, group) in groups {
                guard let folder = resolvedPath(of: groupID) else { continue }
                for exceptions in strings(group, "exceptions").compactMap({ objects[$0] }) {
                    guard exceptions["isa"] == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                          let target = exceptions["target"], owners[groupID]?.contains(target) != true else { continue }
                    for file in strings(exceptions, "membershipExceptions") where file.hasSuffix(".swift") {
                        membership[target, default: []].append(Paths.resolvingParents(Paths.join(folder, file)))
                    }
                }
            }
            return membership
        }

        /// The path of a file or group element on disk, through its chain of groups (each group
        /// resolved once, a file each time: files are asked for once); nil for an element relative
        /// to a build product or an SDK, under a chain of groups that loops, or deeper than `maximumGroupDepth`.
        private func resolvedPath(of id: String, depth: Int = 0) -> String? {
            let isGroup = depth > 0
            if isGroup, let known = resolved[id] { return known }
            guard depth < XcodeProject.maximumGroupDepth, let element = objects[id] else { return nil }
            // Until it is known, a group in its own chain of groups has no path.
            if isGroup { resolved[id] = .some(nil) }
            let base: String?
            switch element["sourceTree"] ?? "<group>" {
            case "<group>":
                if let parent = parents[id] {
                    base = resolvedPath(of: parent.id, depth: depth + 1)
                } else {
                    base = groupRoot
                }
            case "SOURCE_ROOT": base = projectFolder
            case "<absolute>": base = "/"
            default: base = nil
            }
            var path = base
            if let folder = base, let part = element["path"], !part.isEmpty {
                path = Paths.resolvingParents(part.hasPrefix("/") ? part : Paths.join(folder, part))
            }
            if isGroup { resolved[id] = .some(path) }
            return path
        }

        private func strings(_ object: PropertyList, _ key: String) -> [String] {
            object.field(key)?.array?.compactMap(\.string) ?? []
        }
    }
}

/// The Xcode projects an `.xcworkspace` lists, read from its `contents.xcworkspacedata`.
package enum XcodeWorkspace {
    /// The `project.pbxproj` path of each `.xcodeproj` that the workspace at `path`
    /// (`…/X.xcworkspace/contents.xcworkspacedata`, as read) lists, in order, in the same form as `path`.
    ///
    /// Locations are `group:` (relative to the enclosing `<Group>`s, then to the folder that holds
    /// the workspace), `container:` (relative to that folder), `absolute:`, and `self:` (the project
    /// that holds a workspace inside an `.xcodeproj`); others (`developer:`) name no project of the app.
    package static func projects(path: String, bytes: [UInt8]) -> [String] {
        let bundle = XcodeProject.parent(of: path)
        let container = XcodeProject.parent(of: bundle)
        var groups: [String] = [container]
        var projects: [String] = []
        for element in elements(bytes) {
            switch element.kind {
            case .closeGroup:
                if groups.count > 1 { groups.removeLast() }
            case .group, .fileReference:
                let location = element.location.map { resolved($0, group: groups.last!, container: container, bundle: bundle) }
                if element.kind == .group {
                    if !element.selfClosing { groups.append(location.flatMap { $0 } ?? groups.last!) }
                } else if let project = location.flatMap({ $0 }), project.hasSuffix(".xcodeproj"), !isToolOutput(project, container: container) {
                    projects.append(Paths.join(project, "project.pbxproj"))
                }
            }
        }
        return projects
    }

    /// A project the workspace lists inside a folder the walker skips (`Pods/Pods.xcodeproj`,
    /// `Carthage/…`): third-party code a dependency manager wrote, not the app's.
    private static func isToolOutput(_ project: String, container: String) -> Bool {
        let inside = container == "." ? project : project.hasPrefix(container + "/") ? String(project.dropFirst(container.count + 1)) : ""
        return inside.split(separator: "/").contains { FileWalker.skippedFolders.contains(String($0)) }
    }

    private static func resolved(_ location: String, group: String, container: String, bundle: String) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let scheme = location[..<colon]
        let rest = String(location[location.index(after: colon)...])
        switch scheme {
        case "group": return Paths.resolvingParents(rest.hasPrefix("/") ? rest : Paths.join(group, rest))
        case "container": return Paths.resolvingParents(rest.hasPrefix("/") ? rest : Paths.join(container, rest))
        case "absolute": return Paths.resolvingParents(rest)
        case "self": return container.hasSuffix(".xcodeproj") ? container : nil
        default: return nil
        }
    }

    private struct Element {
        enum Kind { case group, closeGroup, fileReference }
        var kind: Kind
        var location: String?
        var selfClosing: Bool
    }

    /// The `<Group>`, `</Group>` and `<FileRef>` tags in order, with their `location`: all this
    /// reader needs of the XML.
    private static func elements(_ bytes: [UInt8]) -> [Element] {
        var result: [Element] = []
        var offset = 0
        let commentOpen = Array("<!--".utf8), commentClose = Array("-->".utf8)
        while let open = bytes[offset...].firstIndex(of: ASCII.less) {
            if bytes[open...].starts(with: commentOpen) {
                guard let end = endOfFirst(commentClose, in: bytes, from: open + commentOpen.count) else { break }
                offset = end
                continue
            }
            guard let close = tagEnd(bytes, from: open + 1) else { break }
            offset = close + 1
            let tag = bytes[(open + 1)..<close]
            // The name runs to the first space, or to the `/` of `<FileRef …/>` (not the one of `</Group>`).
            let name = tag.prefix(1) + tag.dropFirst().prefix { $0 != ASCII.space && $0 != ASCII.tab && $0 != ASCII.newline && $0 != ASCII.carriageReturn && $0 != ASCII.slash }
            let kind: Element.Kind
            switch String(decoding: name, as: UTF8.self) {
            case "Group": kind = .group
            case "FileRef": kind = .fileReference
            case "/Group": kind = .closeGroup
            default: continue
            }
            result.append(Element(kind: kind, location: attribute("location", in: tag), selfClosing: tag.last == ASCII.slash))
        }
        return result
    }

    /// The offset just past the first `needle` at or after `start`.
    private static func endOfFirst(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index...].starts(with: needle) { return index + needle.count }
            index += 1
        }
        return nil
    }

    /// The `>` that closes a tag opened before `start`, skipping quoted attribute values.
    private static func tagEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var quote: UInt8?
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == ASCII.doubleQuote || byte == 0x27 {
                quote = byte
            } else if byte == ASCII.greater {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The value of `name = "…"` in a tag, with XML's five entities and character references decoded.
    private static func attribute(_ name: String, in tag: ArraySlice<UInt8>) -> String? {
        let key = Array(name.utf8)
        var index = tag.startIndex
        while index < tag.endIndex {
            let byte = tag[index]
            if byte == ASCII.doubleQuote || byte == 0x27 {
                // Skip a value, so that a value containing the attribute's name is not taken for it.
                index = tag[(index + 1)...].firstIndex(of: byte).map { $0 + 1 } ?? tag.endIndex
                continue
            }
            let precededBySpace = index == tag.startIndex || [ASCII.space, ASCII.tab, ASCII.newline, ASCII.carriageReturn].contains(tag[index - 1])
            guard precededBySpace, tag[index...].starts(with: key) else {
                index += 1
                continue
            }
            var cursor = index + key.count
            while cursor < tag.endIndex, [ASCII.space, ASCII.tab, ASCII.newline, ASCII.carriageReturn].contains(tag[cursor]) { cursor += 1 }
            guard cursor < tag.endIndex, tag[cursor] == ASCII.equals else {
                index += 1
                continue
            }
            cursor += 1
            while cursor < tag.endIndex, [ASCII.space, ASCII.tab, ASCII.newline, ASCII.carriageReturn].contains(tag[cursor]) { cursor += 1 }
            guard cursor < tag.endIndex, tag[cursor] == ASCII.doubleQuote || tag[cursor] == 0x27 else { return nil }
            let quote = tag[cursor]
            guard let end = tag[(cursor + 1)...].firstIndex(of: quote) else { return nil }
            return decodedEntities(String(decoding: tag[(cursor + 1)..<end], as: UTF8.self))
        }
        return nil
    }

    private static func decodedEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";") else { break }
            let entity = rest[rest.index(after: ampersand)..<semicolon]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let number = entity.hasPrefix("#x") ? UInt32(entity.dropFirst(2), radix: 16)
                    : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
                if let scalar = number.flatMap(Unicode.Scalar.init) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += rest[ampersand...semicolon]
                }
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}
