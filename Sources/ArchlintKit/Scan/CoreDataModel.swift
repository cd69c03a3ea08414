/// A Core Data model (`Store.xcdatamodeld`) as far as the layers care: the classes Xcode generates
/// for the entities whose code generation is "Class Definition" (`codeGenerationType="class"`).
/// Such a class is in no Swift file, yet the code names it like any stored Data type
/// (`GameEntity`, `extension GameEntity { func toGame() … }`), so the project knows it through a
/// stand-in: Swift text that declares each class at its entity's line in the model file.
///
/// The model's `contents` is XML, read here with a small byte-level reader of start tags and their
/// attributes: it is no lint input, and what cannot be read (binary, not UTF-8, too large) is
/// skipped with a warning rather than refused.
package enum CoreDataModel {
    /// A class Xcode generates, at the line of its entity's start tag in the model file.
    struct GeneratedClass: Equatable {
        var name: String
        var line: Int
    }

    /// A start tag's name and attributes, as written, at the line of its `<`.
    struct StartTag: Equatable {
        var name: String
        var attributes: [String: String]
        var line: Int
    }

    /// Whether a folder of this name is a Core Data model bundle: a versioned `.xcdatamodeld` or
    /// an old single-version `.xcdatamodel`.
    static func isModelBundle(_ name: String) -> Bool {
        name.hasSuffix(".xcdatamodeld") || name.hasSuffix(".xcdatamodel")
    }

    /// The `contents` files of a model bundle that Xcode compiles: the version `.xccurrentversion`
    /// names, when it names one that is there, else every version's. `Contents` is read where
    /// `contents` is missing, as a Mac's file system, blind to case, finds it.
    static func contentsFiles(ofBundle bundle: String) -> [String] {
        func contents(_ version: String) -> String? {
            let folder = version.isEmpty ? bundle : Paths.join(bundle, version)
            return ["contents", "Contents"].lazy.map { Paths.join(folder, $0) }.first(where: FileWalker.isRegularFile)
        }
        guard bundle.hasSuffix(".xcdatamodeld") else { return contents("").map { [$0] } ?? [] }
        if case let .success(bytes) = FileWalker.read(Paths.join(bundle, ".xccurrentversion"), limit: 1 << 20),
           let current = currentVersionName(in: bytes), let file = contents(current) {
            return [file]
        }
        return FileWalker.names(in: bundle).filter { $0.hasSuffix(".xcdatamodel") }.sorted().compactMap(contents)
    }

    /// The model bundle a path lies in, as Xcode shows it: `Store.xcdatamodeld` (or an unversioned `Store.xcdatamodel`).
    package static func bundleName(in path: String) -> String? {
        let parts = path.split(separator: "/")
        return (parts.last { $0.hasSuffix(".xcdatamodeld") } ?? parts.last { $0.hasSuffix(".xcdatamodel") }).map(String.init)
    }

    /// `_XCCurrentVersionName` of a `.xccurrentversion` property list: the `<string>` after its `<key>`.
    static func currentVersionName(in bytes: [UInt8]) -> String? {
        var text = ""
        var afterKey = false
        var inString = false
        var found: String?
        scan(bytes, tag: { tag in
            if tag.name == "key" || tag.name == "string" { text = "" }
            inString = tag.name == "string"
        }, endTag: { name in
            if name == "key" { afterKey = text == "_XCCurrentVersionName" } else if name == "string", inString, afterKey, found == nil {
                found = text
            }
            inString = false
        }, text: { text += $0 })
        return found.flatMap { $0.isEmpty || $0.contains("/") || $0.hasPrefix(".") ? nil : $0 }
    }

    /// The classes Xcode generates from a model's `contents`: one per `<entity>` with
    /// `codeGenerationType="class"`, named by `representedClassName` without a module prefix
    /// (`Store.GameEntity`, `.GameEntity`), else by the entity's `name`. An entity with manual or
    /// category code generation has its class in Swift, where the scanner finds it.
    static func generatedClasses(in bytes: [UInt8]) -> [GeneratedClass] {
        var classes: [GeneratedClass] = []
        scan(bytes, tag: { tag in
            guard tag.name == "entity", tag.attributes["codeGenerationType"] == "class" else { return }
            let represented = tag.attributes["representedClassName"].map { $0.split(separator: ".").last.map(String.init) ?? "" } ?? ""
            let name = represented.isEmpty ? tag.attributes["name"] ?? "" : represented
            if isTypeName(name) { classes.append(GeneratedClass(name: name, line: tag.line)) }
        })
        return classes
    }

    /// The stand-in of a model's `contents`, at `path`; nil when it generates no class.
    package static func standIn(_ bytes: [UInt8], path: String) -> SourceFile? {
        let classes = generatedClasses(in: bytes)
        return classes.isEmpty ? nil : SourceFile(path: path, source: standIn(for: classes))
    }

    /// Swift that declares `classes` as Xcode generates them (`public class GameEntity:
    /// NSManagedObject`), each on its entity's line, so that a declaration's line is its line in
    /// the model file.
    static func standIn(for classes: [GeneratedClass]) -> String {
        var text = ""
        var line = 1
        for generated in classes {
            if generated.line > line {
                text += String(repeating: "\n", count: generated.line - line)
                line = generated.line
            } else if !text.isEmpty {
                text += "; "
            }
            text += "public class \(generated.name): NSManagedObject {}"
        }
        return text + "\n"
    }

    /// A Swift identifier: anything else in a model file is not a class Xcode could generate.
    private static func isTypeName(_ name: String) -> Bool {
        guard let first = name.utf8.first, ASCII.isIdentifierStart(first) else { return false }
        return name.utf8.allSatisfy(ASCII.isIdentifierByte)
    }

    /// Reads `bytes` as XML, calling `tag` for each start tag, `endTag` for each end tag and `text`
    /// for the text between tags, entities left as written. Comments, processing instructions,
    /// `<!DOCTYPE>` and CDATA are skipped; a truncated or malformed tag ends the reading.
    static func scan(_ bytes: [UInt8], tag: (StartTag) -> Void, endTag: (String) -> Void = { _ in }, text: (String) -> Void = { _ in }) {
        let count = bytes.count
        var index = 0
        var line = 1
        func advance(to end: Int) {
            while index < end {
                if bytes[index] == 0x0A { line += 1 }
                index += 1
            }
        }
        func starts(with prefix: String, at start: Int) -> Bool {
            let pattern = prefix.utf8
            return start + pattern.count <= count && bytes[start..<start + pattern.count].elementsEqual(pattern)
        }
        func find(_ needle: String, from start: Int) -> Int? {
            (start..<max(start, count)).first { starts(with: needle, at: $0) }
        }
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        func isNameByte(_ byte: UInt8) -> Bool { !isSpace(byte) && ![UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "/"), UInt8(ascii: "<")].contains(byte) }
        while index < count {
            guard let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) else {
                text(String(decoding: bytes[index...], as: UTF8.self))
                return
            }
            if open > index { text(String(decoding: bytes[index..<open], as: UTF8.self)) }
            advance(to: open)
            let tagLine = line
            var at = open + 1
            guard at < count else { return }
            // What holds no tag is passed over whole: `<!-- … -->`, `<![CDATA[ … ]]>`, `<? … ?>`, `<!DOCTYPE …>`.
            let skipped: (opener: String, closer: String)? = [("<!--", "-->"), ("<![CDATA[", "]]>"), ("<?", "?>"), ("<!", ">")]
                .first { starts(with: $0.0, at: open) }
            if let skipped {
                guard let close = find(skipped.closer, from: open + skipped.opener.utf8.count) else { return }
                advance(to: close + skipped.closer.utf8.count)
                continue
            }
            let isEnd = bytes[at] == UInt8(ascii: "/")
            if isEnd { at += 1 }
            let nameStart = at
            while at < count, isNameByte(bytes[at]) { at += 1 }
            guard at > nameStart else { return }
            let name = String(decoding: bytes[nameStart..<at], as: UTF8.self)
            var attributes: [String: String] = [:]
            while true {
                while at < count, isSpace(bytes[at]) { at += 1 }
                guard at < count else { return }
                if bytes[at] == UInt8(ascii: ">") { break }
                if bytes[at] == UInt8(ascii: "/"), at + 1 < count, bytes[at + 1] == UInt8(ascii: ">") { at += 1; break }
                let attributeStart = at
                while at < count, isNameByte(bytes[at]) { at += 1 }
                guard at > attributeStart else { return }
                let attribute = String(decoding: bytes[attributeStart..<at], as: UTF8.self)
                while at < count, isSpace(bytes[at]) { at += 1 }
                guard at < count, bytes[at] == UInt8(ascii: "=") else { return }
                at += 1
                while at < count, isSpace(bytes[at]) { at += 1 }
                guard at < count, bytes[at] == UInt8(ascii: "\"") || bytes[at] == UInt8(ascii: "'") else { return }
                let quote = bytes[at]
                guard let close = bytes[(at + 1)...].firstIndex(of: quote) else { return }
                attributes[attribute] = String(decoding: bytes[(at + 1)..<close], as: UTF8.self)
                at = close + 1
            }
            let selfClosing = bytes[at - 1] == UInt8(ascii: "/")
            advance(to: at + 1)
            if isEnd {
                endTag(name)
            } else {
                tag(StartTag(name: name, attributes: attributes, line: tagLine))
                if selfClosing { endTag(name) }
            }
        }
    }
}
