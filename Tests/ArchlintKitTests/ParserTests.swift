import XCTest
@testable import ArchlintScan

/// The structural parser: imports, declarations with their headers and bodies, and references.
final class ParserTests: XCTestCase {
    private func scan(_ source: String) -> SourceFile { SourceFile(path: "Test.swift", source: source) }

    private func references(_ file: SourceFile) -> [String] { file.references.map { file.name(of: $0) } }

    private func declarations(_ file: SourceFile) -> [String] {
        file.declarations.map { "\($0.kind.rawValue) \($0.qualifiedName)@\($0.line)" }
    }

    private func declaration(_ file: SourceFile, _ qualifiedName: String, kind: DeclarationKind? = nil,
                             line: UInt = #line) -> Declaration? {
        let found = file.declarations.first { $0.qualifiedName == qualifiedName && (kind == nil || $0.kind == kind) }
        XCTAssertNotNil(found, "no declaration \(qualifiedName)", line: line)
        return found
    }

    // MARK: - Imports

    func testImportForms() {
        let file = scan("""
            @testable import X
            import struct M.T
            @_exported import Y
            public import Z
            import A.B
            @preconcurrency import Combine
            import func Darwin.sqrt
            import Foundation; import os.log
            """)
        XCTAssertEqual(file.imports.map(\.module), ["X", "M", "Y", "Z", "A", "Combine", "Darwin", "Foundation", "os"])
        XCTAssertEqual(file.imports.map { $0.path.joined(separator: ".") },
                       ["X", "M.T", "Y", "Z", "A.B", "Combine", "Darwin.sqrt", "Foundation", "os.log"])
        XCTAssertEqual(file.imports.map(\.kind), [nil, "struct", nil, nil, nil, nil, "func", nil, nil])
        XCTAssertEqual(file.imports.map(\.attributes), [["testable"], [], ["_exported"], [], [], ["preconcurrency"], [], [], []])
        XCTAssertEqual(file.imports.map(\.line), [1, 2, 3, 4, 5, 6, 7, 8, 8])
        XCTAssertEqual(file.imports.map(\.column), [18, 15, 19, 15, 8, 24, 13, 8, 27])
        // `import struct M.T` declares nothing: the kind word is part of the import.
        XCTAssertTrue(file.declarations.isEmpty)
    }

    // MARK: - Declarations of every kind

    func testEveryDeclarationKind() {
        let file = scan("""
            class C {}
            struct S {}
            enum E {}
            protocol P {}
            actor A {}
            extension S {}
            typealias T = [String: Int]
            func f() {}
            var v = 1
            let a = 1, b = 2
            final class K {
                init() {}
                init?(json: String) { nil }
                init!(raw: Int) { nil }
                deinit {}
                subscript(index: Int) -> Int { index }
                private(set) var count = 0
                var body: some View { Text("x") }
                class func make() -> K { K() }
                class var shared: K { K() }
                static func <*> (lhs: K, rhs: K) -> K { lhs }
            }
            infix operator <*>: AdditionPrecedence
            """)
        XCTAssertEqual(declarations(file), [
            "class C@1", "struct S@2", "enum E@3", "protocol P@4", "actor A@5", "extension S@6", "typealias T@7",
            "func f@8", "var v@9", "let a@10", "let b@10", "class K@11", "init init@12", "init init@13",
            "init init@14", "deinit deinit@15", "subscript subscript@16", "var count@17", "var body@18",
            "func make@19", "var shared@20", "func <*>@21",
        ])
        XCTAssertEqual(file.declarations.map(\.column)[9...10], [5, 12])
        XCTAssertEqual(declaration(file, "T")?.aliasedType, "[String: Int]")
        XCTAssertEqual(declaration(file, "count")?.modifiers, ["private(set)"])
        XCTAssertEqual(declaration(file, "body")?.type, "some View")
        XCTAssertEqual(declaration(file, "make")?.modifiers, ["class"])
        XCTAssertEqual(declaration(file, "make")?.isStatic, true)
        XCTAssertEqual(declaration(file, "shared")?.kind, .var)
        XCTAssertEqual(declaration(file, "<*>")?.modifiers, ["static"])
        XCTAssertEqual(declaration(file, "<*>")?.parameters.map(\.name), ["lhs", "rhs"])
        XCTAssertEqual(declaration(file, "<*>")?.type, "K")
        // `var`s inside function bodies are locals, not declarations.
        XCTAssertEqual(references(file).filter { $0 == "AdditionPrecedence" }, ["AdditionPrecedence"])
    }

    func testLocalsInBodiesAreNotDeclarations() {
        let file = scan("""
            func run() {
                let local = 1
                var other: Int = 2
                struct LocalType {}
            }
            var computed: Int { let inner = 3; return inner }
            """)
        XCTAssertEqual(declarations(file), ["func run@1", "struct LocalType@4", "var computed@6"])
    }

    func testContextualKeywordsAsNames() {
        let file = scan("""
            let actor = Actor()
            actor.run()
            var async = 1, get = 2
            struct S { var open = false; var weak = 1; let some = 2; var set: Int { get { 1 } set {} } }
            actor Store: Sendable {}
            """)
        XCTAssertEqual(declarations(file), ["let actor@1", "var async@3", "var get@3", "struct S@4", "var open@4",
                                            "var weak@4", "let some@4", "var set@4", "actor Store@5"])
        XCTAssertEqual(references(file), ["Actor", "Int", "Sendable"])
    }

    func testBacktickedKeywordsAreNotDeclarations() {
        let file = scan("""
            enum Kind { case `class`, `default`, plain(value: Int), raw = 3 }
            let x = Kind.`class`
            let `struct` = `default`
            """)
        XCTAssertEqual(declarations(file), ["enum Kind@1", "let x@2", "let struct@3"])
        // Case names and labels are declarations, not references.
        XCTAssertEqual(references(file), ["Int", "Kind", "default"])
    }

    // MARK: - Nesting and qualified names

    func testQualifiedNamesOfNestedTypesAndExtensions() {
        let file = scan("""
            struct Outer {
                struct Inner {
                    enum Deep { case a }
                    func method() {}
                }
                typealias ID = String
            }
            extension Outer { struct Added { class Leaf {} } }
            extension Outer.Inner { struct More {} }
            extension Array where Element == Int { struct Helper {} }
            public extension Outer { func visible() {}; private func hidden() {}; struct Pub {} }
            """)
        XCTAssertEqual(file.declarations.map(\.qualifiedName), [
            "Outer", "Outer.Inner", "Outer.Inner.Deep", "method", "Outer.ID", "Outer", "Outer.Added",
            "Outer.Added.Leaf", "Outer.Inner", "Outer.Inner.More", "Array", "Array.Helper", "Outer", "visible",
            "hidden", "Outer.Pub",
        ])
        XCTAssertEqual(file.parent(of: declaration(file, "method")!)?.qualifiedName, "Outer.Inner")
        XCTAssertEqual(file.declarations.map(\.access.rawValue)[12...], ["public", "public", "private", "public"])
        XCTAssertEqual(declaration(file, "Outer.Added")?.access, .internal)
    }

    func testExtensionsOfGenericTypesKeepTheWholePath() {
        let file = scan("""
            extension Gen<Int>.Sub {}
            extension Gen<Int>.Sub<String> { struct Inner {} }
            extension Array<Int> where Element: Equatable {}
            """)
        XCTAssertEqual(declarations(file), ["extension Gen.Sub@1", "extension Gen.Sub@2", "struct Gen.Sub.Inner@2", "extension Array@3"])
    }

    func testExtensionsOfOptionalTypes() {
        let file = scan("extension UInt8? {}\nextension Int?? {}\nextension [Int]? {}\nextension Array<Int> {}\n")
        XCTAssertEqual(declarations(file), ["extension UInt8?@1", "extension Int??@2", "extension [Int]?@3", "extension Array@4"])
    }

    func testGenericArgumentsInAnInitializerAreNotBindings() {
        let file = scan("let cache = NSCache<NSString, UIImage>()\nlet a = 1, b: Int = 2, c = f(x, y)\n")
        XCTAssertEqual(declarations(file), ["let cache@1", "let a@2", "let b@2", "let c@2"])
        XCTAssertEqual(references(file), ["NSCache", "NSString", "UIImage", "Int", "f", "x", "y"])
    }

    func testQualifiedPatternsNameTheirType() {
        let file = scan("func f(e: Error) {\n    guard case let TransferError.network(inner) = e else { return }\n    if case let .some(x) = g { use(x, inner) }\n}\n")
        XCTAssertEqual(references(file), ["Error", "TransferError", "e", "g", "use", "x", "inner"])
    }

    func testOneLineRawStringOfAQuote() {
        // Found by the SwiftSyntax oracle in swift-syntax's own lexer: `#"""#` holds one quote.
        let file = scan("let quote = #\"\"\"#\nstruct After {}\nlet two = ##\"\"\"##\nstruct AfterTwo {}\n")
        XCTAssertEqual(declarations(file), ["let quote@1", "struct After@2", "let two@3", "struct AfterTwo@4"])
        XCTAssertEqual(file.problems, [])
    }

    func testLineCountFollowsTheLexer() {
        XCTAssertEqual(scan("a\nb\r\nc\rd").lineCount, 4)
        XCTAssertEqual(scan("a\r").lineCount, 2)
        XCTAssertEqual(scan("").lineCount, 1)
    }

    func testAccessLevels() {
        let file = scan("""
            public struct A {
                open var o = 1
                fileprivate let f = 2
                package func p() {}
                internal(set) public var q = 3
                var d = 4
            }
            private protocol Hidden { func requirement() }
            """)
        XCTAssertEqual(file.declarations.map(\.access), [.public, .open, .fileprivate, .package, .public, .internal,
                                                         .private, .private])
    }

    // MARK: - Attributes

    func testAttributesWithArguments() {
        let file = scan("""
            @available(iOS 15, *)
            @objc(MyThing) @MainActor
            public final class Thing: NSObject {
                @Published private(set) var items: [Item] = []
                @Environment(\\.dismiss) var dismiss
                @AppStorage("key") var flag = false
                nonisolated(unsafe) static var cache: Cache? = nil
                @discardableResult func run() -> Bool { true }
            }
            """)
        let thing = declaration(file, "Thing")
        XCTAssertEqual(thing?.attributes, ["available", "objc", "MainActor"])
        XCTAssertEqual(thing?.modifiers, ["public", "final"])
        XCTAssertEqual(thing?.firstToken, 0)
        XCTAssertEqual(declaration(file, "items")?.attributes, ["Published"])
        XCTAssertEqual(declaration(file, "items")?.modifiers, ["private(set)"])
        XCTAssertEqual(declaration(file, "items")?.type, "[Item]")
        XCTAssertEqual(declaration(file, "dismiss")?.attributes, ["Environment"])
        XCTAssertEqual(declaration(file, "flag")?.attributes, ["AppStorage"])
        XCTAssertEqual(declaration(file, "cache")?.modifiers, ["nonisolated(unsafe)", "static"])
        XCTAssertEqual(declaration(file, "cache")?.type, "Cache?")
        XCTAssertEqual(declaration(file, "run")?.attributes, ["discardableResult"])
        XCTAssertTrue(references(file).contains("Published"))
        XCTAssertTrue(references(file).contains("MainActor"))
    }

    // MARK: - Generics and inheritance

    func testGenericsAndInheritance() {
        let file = scan("""
            struct A<T: Equatable, U>: P where T: Q {}
            final class Thing: NSObject, @unchecked Sendable, P & Q, Foo.Bar, Repository<User> {}
            protocol Old: class, Named {}
            var map: Dictionary<String, [Int]> = [:]
            var nested: Array<Array<Int>>, other: Set<Int>
            class Gen<Element>: Base<Element, Array<Element>> where Element: Hashable {}
            enum Choice: Int, CaseIterable { case a = 1 }
            struct City: Hashable, Swift.Codable, Foundation.Copyable {}
            struct Token: ~Copyable, nonisolated Sendable, ~Escapable {}
            enum Failure: Swift.Error {}
            """)
        // Swift's Error keeps its qualifier: a project may declare an `Error` of its own.
        XCTAssertEqual(declaration(file, "Failure")?.inherits, ["Swift.Error"])
        XCTAssertEqual(declaration(file, "A")?.genericParameters, ["T", "U"])
        XCTAssertEqual(declaration(file, "A")?.inherits, ["P"])
        XCTAssertEqual(declaration(file, "Thing")?.inherits, ["NSObject", "Sendable", "P", "Q", "Foo.Bar", "Repository"])
        XCTAssertEqual(declaration(file, "Old")?.inherits, ["class", "Named"])
        XCTAssertEqual(declaration(file, "map")?.type, "Dictionary<String, [Int]>")
        XCTAssertEqual(declaration(file, "nested")?.type, "Array<Array<Int>>")
        XCTAssertEqual(declaration(file, "other")?.type, "Set<Int>")
        XCTAssertEqual(declaration(file, "Gen")?.inherits, ["Base"])
        XCTAssertEqual(declaration(file, "Gen")?.genericParameters, ["Element"])
        XCTAssertEqual(declaration(file, "Choice")?.inherits, ["Int", "CaseIterable"])
        // As the compiler sees them: the standard library's own qualifier is redundant (another
        // module's is kept), a suppression is no conformance, `nonisolated` modifies the next one.
        XCTAssertEqual(declaration(file, "City")?.inherits, ["Hashable", "Codable", "Foundation.Copyable"])
        XCTAssertEqual(declaration(file, "Token")?.inherits, ["Sendable"])
        // Generic parameters are declared names, not references (the `where` clause uses them).
        XCTAssertEqual(references(file).filter { $0 == "U" || $0 == "Element" }, ["Element", "Element", "Element"])
    }

    // MARK: - Functions

    func testParametersAndReturnTypes() {
        let file = scan("""
            func a() -> Int? { nil }
            func b() throws -> [String: Int]! where T: P { [:] }
            func c(_ f: @escaping (Int) -> Void = { _ in }, g: Int = 0, h: Int..., i: inout [String]) async rethrows -> Result<A, B> { }
            func d<T>(x: T) -> some Collection<T> {}
            func e() -> (Int, String) {}
            func g(completion: @escaping (Result<Data, Error>) -> Void) {}
            func h(to target: String, _ n: Int = .zero) throws(MyError) {}
            """)
        XCTAssertEqual(declaration(file, "a")?.type, "Int?")
        XCTAssertEqual(declaration(file, "b")?.type, "[String: Int]!")
        XCTAssertEqual(declaration(file, "c")?.parameters, [
            Parameter(label: "_", name: "f", type: "@escaping (Int) -> Void"),
            Parameter(label: "g", name: "g", type: "Int"),
            Parameter(label: "h", name: "h", type: "Int..."),
            Parameter(label: "i", name: "i", type: "inout [String]"),
        ])
        XCTAssertEqual(declaration(file, "c")?.type, "Result<A, B>")
        XCTAssertEqual(declaration(file, "d")?.type, "some Collection<T>")
        XCTAssertEqual(declaration(file, "e")?.type, "(Int, String)")
        XCTAssertEqual(declaration(file, "g")?.parameters,
                       [Parameter(label: "completion", name: "completion", type: "@escaping (Result<Data, Error>) -> Void")])
        XCTAssertEqual(declaration(file, "h")?.parameters,
                       [Parameter(label: "to", name: "target", type: "String"), Parameter(label: "_", name: "n", type: "Int")])
        // The closure default value is not the body: `c`'s body is the last `{ }` on its line.
        let c = declaration(file, "c")!
        XCTAssertEqual(file.line(of: file.tokens[Int(c.bodyOpen!)]), 3)
        XCTAssertEqual(c.bodyTokens, Int(c.bodyClose!)..<Int(c.bodyClose!))
        XCTAssertFalse(references(file).contains("target"))
        XCTAssertFalse(references(file).contains("_"))
    }

    // MARK: - Bodies and owners

    func testBodyRangesAndReferenceOwners() {
        let file = scan("""
            struct Box {
                var value: Value
                func open() -> Content {
                    let closure = { (x: Int) in Helper.run(x) }
                    return Content(closure)
                }
            }
            let top = Global()
            """)
        let box = declaration(file, "Box")!
        XCTAssertEqual(file.text(ofToken: Int(box.bodyOpen!)), "{")
        XCTAssertEqual(file.line(of: file.tokens[Int(box.bodyClose!)]), 7)
        let open = declaration(file, "open")!
        XCTAssertEqual(file.line(of: file.tokens[Int(open.bodyOpen!)]), 3)
        XCTAssertEqual(file.line(of: file.tokens[Int(open.bodyClose!)]), 6)
        var owners: [String: String] = [:]
        for reference in file.references {
            owners[file.name(of: reference)] = reference.owner < 0 ? "-" : file.declarations[Int(reference.owner)].name
        }
        XCTAssertEqual(owners, ["Value": "value", "Content": "open", "Int": "open", "Helper": "open", "x": "open",
                                "closure": "open", "Global": "top"])
        // `let closure` declares a local (not a reference); its use on line 5 is one. So is `x` in `run(x)`.
        XCTAssertEqual(file.references.map { "\(file.name(of: $0))@\($0.line)" },
                       ["Value@2", "Content@3", "Int@4", "Helper@4", "x@4", "Content@5", "closure@5", "Global@8"])
    }

    func testObserversAfterAnInitializerAreTheVariablesBody() {
        let file = scan("""
            final class Counter {
                var count = Start.value { didSet { Log.write(count) } }
                var names: [String] = [] {
                    willSet { Log.write(newValue) }
                }
                let handler = Handler { value in Log.write(value) }
            }
            """)
        let count = declaration(file, "count")!
        XCTAssertEqual(file.text(ofToken: Int(count.bodyOpen!) + 1), "didSet")
        XCTAssertEqual(file.position(of: file.tokens[Int(count.bodyClose!)]).column, 59)
        let names = declaration(file, "names")!
        XCTAssertEqual(file.line(of: file.tokens[Int(names.bodyClose!)]), 5)
        // A trailing closure of the initializer stays part of the initializer.
        XCTAssertNil(declaration(file, "handler")!.bodyOpen)
        XCTAssertEqual(file.references.filter { file.name(of: $0) == "Log" }.map { file.declarations[Int($0.owner)].name },
                       ["count", "names", "handler"])
    }

    // MARK: - Conditional compilation

    func testEveryBranchOfConditionalCompilationIsScanned() {
        let file = scan("""
            import Foundation
            #if os(iOS)
            import UIKit
            class A: UIView {
            #elseif os(macOS)
            import AppKit
            class A: NSView {
            #else
            class A {
            #endif
                var x = 1
                func f() {}
            }
            struct B {
                #if DEBUG
                func debugOnly() {}
                #else
                func releaseOnly() {}
                #endif
                let y = 2
            }
            #if canImport(Combine)
            extension B: Equatable {}
            #endif
            struct C {}
            """)
        XCTAssertEqual(file.imports.map(\.module), ["Foundation", "UIKit", "AppKit"])
        XCTAssertEqual(declarations(file), ["class A@4", "class A@7", "class A@9", "var x@11", "func f@12", "struct B@14",
                                            "func debugOnly@16", "func releaseOnly@18", "let y@20", "extension B@23",
                                            "struct C@25"])
        XCTAssertEqual(file.declarations.map { $0.parent.map { file.declarations[Int($0)].qualifiedName } ?? "-" },
                       ["-", "-", "-", "A", "A", "-", "B", "B", "B", "-", "-"])
        XCTAssertEqual(file.declarations[0].inherits, ["UIView"])
        XCTAssertEqual(file.declarations[1].inherits, ["NSView"])
        // All three branches share one body, closed on line 13.
        for index in 0..<3 {
            XCTAssertEqual(file.declarations[index].bodyClose.map { file.line(of: file.tokens[Int($0)]) }, 13, "branch \(index)")
        }
        XCTAssertEqual(declaration(file, "B", kind: .struct)?.bodyClose.map { file.line(of: file.tokens[Int($0)]) }, 21)
    }

    func testConditionalInsideTypeKeepsNesting() {
        let file = scan("""
            struct Outer {
            #if DEBUG
                struct Inner {
            #else
                struct Inner: Codable {
            #endif
                    let a: Int
                }
                let b: Int
            }
            let c = 1
            """)
        XCTAssertEqual(file.declarations.map(\.qualifiedName), ["Outer", "Outer.Inner", "Outer.Inner", "a", "b", "c"])
        XCTAssertEqual(file.declarations.map { $0.parent.map(Int.init) ?? -1 }, [-1, 0, 0, 2, 0, -1])
    }

    // MARK: - References

    func testReferencesExcludeMembersLabelsAndDeclaredNames() {
        let file = scan("""
            let view = UIView(frame: .zero)
            view.backgroundColor = UIColor.red
            let model = Model(id: 1, name: "x")
            switch model.kind { case .a(let value): print(value) default: break }
            """)
        XCTAssertEqual(references(file), ["UIView", "view", "UIColor", "Model", "model", "print", "value"])
    }
}
