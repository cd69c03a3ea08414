// swiftsyntax-baseline: what every SwiftSyntax-based linter does before its first rule runs.
//
//   swiftsyntax-baseline [--serial] [--files-from FILE] [PATH ...]
//
// Reads every .swift file (the list in FILE, one path a line, or every .swift file under the PATHs,
// hidden folders and .build skipped), parses it with SwiftParser and walks the tree once, collecting
// imports, type and function declarations (with their line) and type references (identifier and
// member types, and capitalised names in expressions: `User(…)`, `UserMapper.map`). Files are
// processed in parallel with DispatchQueue.concurrentPerform, as archlint does, unless --serial.
// Prints one summary line so the work cannot be optimised away.

import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax

struct FileIndex {
    var imports: [String] = []
    var declarations: [(name: String, line: Int)] = []
    var references: [(name: String, offset: Int)] = []
}

final class IndexVisitor: SyntaxVisitor {
    var index = FileIndex()
    let converter: SourceLocationConverter

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private func declare(_ name: TokenSyntax, _ node: some SyntaxProtocol) {
        index.declarations.append((name.text, node.startLocation(converter: converter).line))
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        index.imports.append(node.path.map(\.name.text).joined(separator: "."))
        return .skipChildren
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name, node); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name, node); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name, node); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name, node); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name, node); return .visitChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name, node); return .visitChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name, node); return .visitChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        index.declarations.append((node.extendedType.trimmedDescription, node.startLocation(converter: converter).line))
        return .visitChildren
    }
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        index.references.append((node.name.text, node.name.positionAfterSkippingLeadingTrivia.utf8Offset))
        return .visitChildren
    }
    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        index.references.append((node.name.text, node.name.positionAfterSkippingLeadingTrivia.utf8Offset))
        return .visitChildren
    }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let text = node.baseName.text
        if let first = text.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") {
            index.references.append((text, node.baseName.positionAfterSkippingLeadingTrivia.utf8Offset))
        }
        return .visitChildren
    }
}

func swiftFiles(under root: String, into files: inout [String]) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else { return }
    if !isDirectory.boolValue {
        if root.hasSuffix(".swift") { files.append(root) }
        return
    }
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return }
    while let relative = enumerator.nextObject() as? String {
        let name = (relative as NSString).lastPathComponent
        if name.hasPrefix(".") || name == ".build" {
            enumerator.skipDescendants()
            continue
        }
        if relative.hasSuffix(".swift") { files.append(root + "/" + relative) }
    }
}

var arguments = Array(CommandLine.arguments.dropFirst())
var serial = false
var files: [String] = []
var roots: [String] = []
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--serial":
        serial = true
    case "--files-from":
        guard !arguments.isEmpty, let text = try? String(contentsOfFile: arguments.removeFirst(), encoding: .utf8) else {
            FileHandle.standardError.write("swiftsyntax-baseline: --files-from needs a readable file\n".data(using: .utf8)!)
            exit(2)
        }
        files += text.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    default:
        roots.append(argument)
    }
}
if files.isEmpty && roots.isEmpty { roots = ["."] }
for root in roots { swiftFiles(under: root, into: &files) }

struct Totals { var bytes = 0, lines = 0, imports = 0, declarations = 0, references = 0 }
var perFile = [Totals](repeating: Totals(), count: files.count)

func process(_ path: String) -> Totals {
    guard let data = FileManager.default.contents(atPath: path) else { return Totals() }
    let bytes = [UInt8](data)
    let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    let converter = SourceLocationConverter(fileName: path, tree: tree)
    let visitor = IndexVisitor(converter: converter)
    visitor.walk(tree)
    var newlines = 0
    for byte in bytes where byte == 0x0A { newlines += 1 }
    return Totals(bytes: bytes.count, lines: newlines, imports: visitor.index.imports.count,
                  declarations: visitor.index.declarations.count, references: visitor.index.references.count)
}

perFile.withUnsafeMutableBufferPointer { buffer in
    let base = buffer.baseAddress!
    if serial {
        for index in files.indices { (base + index).pointee = process(files[index]) }
    } else {
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            (base + index).pointee = process(files[index])
        }
    }
}

let total = perFile.reduce(into: Totals()) { sum, file in
    sum.bytes += file.bytes; sum.lines += file.lines; sum.imports += file.imports
    sum.declarations += file.declarations; sum.references += file.references
}
print("swiftsyntax-baseline: \(files.count) files, \(total.lines) lines, \(total.bytes) bytes, \(total.imports) imports, \(total.declarations) declarations, \(total.references) type references")
