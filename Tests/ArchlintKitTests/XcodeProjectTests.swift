@testable import ArchlintScan
@testable import ArchlintModel
import Foundation
import XCTest

/// Xcode projects read into build modules: the property-list reader, the targets of a
/// `project.pbxproj`, the projects of a workspace, and the walker that finds them.
final class XcodeProjectTests: TemporaryFolderTestCase {
    // MARK: Property lists

    private func parse(_ text: String) throws -> PropertyList {
        try PropertyList.parse(Array(text.utf8))
    }

    private func parseError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            _ = try parse(text)
            XCTFail("parsed: \(text.prefix(60))", file: file, line: line)
            return nil
        } catch {
            return (error as? PropertyList.ParseError)?.description
        }
    }

    func testReadsDictionariesArraysStringsAndDataWithTheirPositions() throws {
        let list = try parse("""
        // !$*UTF8*$!
        {
        \tname = App-1.0_x/$y:z+; /* a comment */
        \tlist = ( a, "b c", ); empty = ();
        \tbytes = <0fBD 7a>; nested = { k = v; };
        }
        """)
        XCTAssertEqual(list.line, 2)
        XCTAssertEqual(list["name"], "App-1.0_x/$y:z+")
        let elements = try XCTUnwrap(list.field("list")?.array)
        XCTAssertEqual(elements.map(\.string), ["a", "b c"])
        XCTAssertEqual(elements.map(\.line), [4, 4])
        XCTAssertEqual(elements.map(\.column), [11, 14])
        XCTAssertEqual(list.field("empty")?.array, [])
        XCTAssertEqual(list.field("bytes")?.value, .data([0x0F, 0xBD, 0x7A]))
        XCTAssertEqual(list.field("nested")?["k"], "v")
        XCTAssertEqual(try parse("{ k = first; k = second; }")["k"], "second")
    }

    func testDecodesTheEscapesOfQuotedStrings() throws {
        let list = try parse(#"{ a = "q\"b\\c\nd\te\U00e9\U0041\101\UD83D\UDE00\z"; b = "plain é"; }"#)
        XCTAssertEqual(list["a"], "q\"b\\c\nd\teéAA😀z")
        XCTAssertEqual(list["b"], "plain é")
    }

    func testMalformedInputIsAnErrorWithLineAndColumn() {
        let cases: [(text: String, error: String)] = [
            ("", "1:1: unexpected end of the file, a value was expected"),
            ("{ a = \"x; }", "1:7: string opened at 1:7 is not closed"),
            ("{ a = b }", "1:9: ';' expected after the value of \"a\""),
            ("{\n  a b; }", "2:5: '=' expected after the key \"a\""),
            ("{ /* open", "1:3: comment opened at 1:3 is not closed"),
            ("( a b )", "1:5: ',' or ')' expected in the array"),
            ("( a,\n b,", "1:1: array opened at 1:1 is not closed"),
            ("{ a = b;", "1:1: dictionary opened at 1:1 is not closed"),
            ("{ a = <0g>; }", "1:9: hex digit or '>' expected in data"),
            ("{ a = <0>; }", "1:9: odd number of hex digits in data"),
            ("{ a = <00", "1:7: data opened at 1:7 is not closed"),
            ("{ = b; }", "1:3: unexpected '=', a value was expected"),
            ("{ a = b; } x", "1:12: unexpected text after the property list"),
            (#"{ a = "\U"; }"#, "1:10: hex digits expected after \\U"),
        ]
        for (text, error) in cases {
            XCTAssertEqual(parseError(text), error, text)
        }
    }

    /// Nesting is capped, so that a hostile file is an error, not a stack overflow.
    func testDeepNestingIsAnErrorNotACrash() {
        XCTAssertEqual(parseError(String(repeating: "(", count: 100_000)), "1:201: nested deeper than 200 levels")
        XCTAssertEqual(parseError(String(repeating: "{a=", count: 100_000)), "1:601: nested deeper than 200 levels")
        XCTAssertNoThrow(try parse(String(repeating: "(", count: 200) + String(repeating: ")", count: 200)))
    }

    /// Every prefix of a real-shaped project either parses or is refused: never a crash or a hang.
    func testEveryTruncationOfAProjectIsReadOrRefused() throws {
        let bytes = Array(Self.project.utf8)
        var refused = 0
        for end in 0..<bytes.count {
            if (try? PropertyList.parse(Array(bytes[..<end]))) == nil { refused += 1 }
        }
        // Only the cuts inside the trailing white space leave a whole property list.
        XCTAssertGreaterThan(refused, bytes.count - 5)
    }

    // MARK: Projects

    /// A project in the layout Xcode writes, with every way a target gets its files and dependencies.
    static let project = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjectVersion = 77;
    \tobjects = {
    /* Begin PBXBuildFile section */
    \t\tBF01 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR01 /* AppDelegate.swift */; };
    \t\tBF02 /* Util.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR02; };
    \t\tBF03 /* Generated.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR03; };
    \t\tBF04 /* Scripts in Sources */ = {isa = PBXBuildFile; fileRef = FR04; };
    \t\tBF05 /* Bridge.m in Sources */ = {isa = PBXBuildFile; fileRef = FR05; };
    \t\tBF06 /* Domain.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = FR06; };
    \t\tBF07 /* Vendor.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = FR07; };
    \t\tBF08 /* UIKit.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = FR08; };
    \t\tBF09 /* Charts in Frameworks */ = {isa = PBXBuildFile; productRef = PP02 /* Charts */; };
    \t\tBF10 /* Spec.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR10; };
    \t\tBF11 /* Absolute.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR11; };
    /* End PBXBuildFile section */
    \t\tFR01 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
    \t\tFR02 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Shared/Util.swift; sourceTree = SOURCE_ROOT; };
    \t\tFR03 = {isa = PBXFileReference; path = Generated.swift; sourceTree = BUILT_PRODUCTS_DIR; };
    \t\tFR04 = {isa = PBXFileReference; lastKnownFileType = folder; path = Scripts; sourceTree = "<group>"; };
    \t\tFR05 = {isa = PBXFileReference; path = Bridge.m; sourceTree = "<group>"; };
    \t\tFR06 /* Domain.framework */ = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = Domain.framework; sourceTree = BUILT_PRODUCTS_DIR; };
    \t\tFR07 = {isa = PBXFileReference; path = Frameworks/Vendor.framework; sourceTree = "<group>"; };
    \t\tFR08 = {isa = PBXFileReference; name = UIKit.framework; path = System/Library/Frameworks/UIKit.framework; sourceTree = SDKROOT; };
    \t\tFR09 /* My App.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; path = "My App.app"; sourceTree = BUILT_PRODUCTS_DIR; };
    \t\tFR10 = {isa = PBXFileReference; path = ../Spec.swift; sourceTree = "<group>"; };
    \t\tFR11 = {isa = PBXFileReference; path = /opt/Shared/Absolute.swift; sourceTree = "<absolute>"; };
    \t\tGR00 = {isa = PBXGroup; children = (GR01, GR02, FR07, FR04, SG01, GR09, ); sourceTree = "<group>"; };
    \t\tGR01 /* App */ = {isa = PBXGroup; children = (FR01, FR05, ); path = App; sourceTree = "<group>"; };
    \t\tGR02 /* Tests */ = {isa = PBXGroup; children = (GR03, ); path = Tests; sourceTree = "<group>"; };
    \t\tGR03 /* Unit, a group without a folder */ = {isa = PBXGroup; children = (GR04, ); name = Unit; sourceTree = "<group>"; };
    \t\tGR04 = {isa = PBXGroup; children = (FR10, ); path = Deep/Er; sourceTree = "<group>"; };
    \t\tGR09 /* Products */ = {isa = PBXGroup; children = (FR06, FR09, ); name = Products; sourceTree = "<group>"; };
    \t\tSG01 /* Domain */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EX01, EX02, ); path = Domain; sourceTree = "<group>"; };
    \t\tEX01 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Legacy/Old.swift, Info.plist, ); target = TG02 /* Domain */; };
    \t\tEX02 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Fakes/FakeUser.swift, ); target = TG03 /* DomainTests */; };
    \t\tPH01 = {isa = PBXSourcesBuildPhase; files = (BF01, BF02, BF03, BF04, BF05, BF11, ); };
    \t\tPH02 = {isa = PBXFrameworksBuildPhase; files = (
    \t\t\t\tBF06 /* Domain.framework in Frameworks */,
    \t\t\t\tBF07,
    \t\t\t\tBF08,
    \t\t\t\tBF09,
    \t\t\t); };
    \t\tPH03 = {isa = PBXSourcesBuildPhase; files = (BF10, ); };
    \t\tPH04 = {isa = PBXSourcesBuildPhase; files = (); };
    \t\tTG01 /* My App */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildConfigurationList = CL01;
    \t\t\tbuildPhases = (PH01, PH02, );
    \t\t\tdependencies = (
    \t\t\t\tTD01 /* PBXTargetDependency */,
    \t\t\t);
    \t\t\tname = "My App";
    \t\t\tpackageProductDependencies = (PP01 /* Alamofire */, PP02, PP03, );
    \t\t\tproductReference = FR09;
    \t\t\tproductType = "com.apple.product-type.application";
    \t\t};
    \t\tTG02 /* Domain */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildConfigurationList = CL02;
    \t\t\tbuildPhases = (PH04, );
    \t\t\tfileSystemSynchronizedGroups = (SG01, );
    \t\t\tname = Domain;
    \t\t\tproductReference = FR06;
    \t\t\tproductType = "com.apple.product-type.framework";
    \t\t};
    \t\tTG03 /* DomainTests */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildConfigurationList = CL03;
    \t\t\tbuildPhases = (PH03, );
    \t\t\tdependencies = (TD02, TD03, );
    \t\t\tname = DomainTests;
    \t\t\tproductType = "com.apple.product-type.bundle.unit-test";
    \t\t};
    \t\tTD01 = {isa = PBXTargetDependency; target = TG02 /* Domain */; targetProxy = CP01; };
    \t\tTD02 = {isa = PBXTargetDependency; target = TG02; };
    \t\tTD03 = {isa = PBXTargetDependency; name = "Other Kit"; targetProxy = CP03; };
    \t\tCP03 = {isa = PBXContainerItemProxy; proxyType = 1; remoteInfo = "Other Kit"; };
    \t\tPP01 = {isa = XCSwiftPackageProductDependency; productName = Alamofire; };
    \t\tPP02 = {isa = XCSwiftPackageProductDependency; productName = Charts; };
    \t\tPP03 = {isa = XCSwiftPackageProductDependency; productName = "plugin:SwiftLintBuildToolPlugin"; };
    \t\tCL01 = {isa = XCConfigurationList; buildConfigurations = (BC01, BC02, ); };
    \t\tBC01 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
    \t\tBC02 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Release; };
    \t\tCL02 = {isa = XCConfigurationList; buildConfigurations = (BC03, ); };
    \t\tBC03 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_MODULE_NAME = DomainKit; PRODUCT_NAME = Domain; }; name = Debug; };
    \t\tCL03 = {isa = XCConfigurationList; buildConfigurations = (BC04, ); };
    \t\tBC04 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "Domain Specs"; }; name = Debug; };
    \t\tPR01 = {isa = PBXProject; mainGroup = GR00; projectDirPath = ""; targets = (TG01, TG02, TG03, ); };
    \t};
    \trootObject = PR01;
    }

    """

    func testReadsEveryTargetWithItsFilesFoldersAndDependencies() throws {
        let path = "/work/Proj/My App.xcodeproj/project.pbxproj"
        let modules = try XcodeProject(path: path, bytes: Array(Self.project.utf8)).modules
        XCTAssertEqual(modules.map(\.name), ["My_App", "DomainKit", "Domain_Specs"])
        XCTAssertEqual(modules.map(\.kind), [.application, .library, .test])
        XCTAssertEqual(modules.map(\.line), [48, 60, 69])
        XCTAssertTrue(modules.allSatisfy { $0.origin == .xcode && $0.declaredIn == path })

        let app = modules[0]
        // A `<group>` file under its group's folder, SOURCE_ROOT, `<absolute>`; not a build product's
        // file, not Objective-C; a folder reference as a folder.
        XCTAssertEqual(app.files, ["/work/Proj/App/AppDelegate.swift", "/work/Proj/Shared/Util.swift", "/opt/Shared/Absolute.swift"])
        XCTAssertEqual(app.folders, ["/work/Proj/Scripts"])
        XCTAssertEqual(app.excluded, [])
        // The linked product of a target is that target's module; a vendored framework its name;
        // an SDK framework nothing; a build-tool plugin nothing.
        // Each once, where it is declared first: target dependencies, package products, links.
        XCTAssertEqual(app.dependencies, [
            BuildModule.Dependency(name: "DomainKit", line: 53, column: 5),
            BuildModule.Dependency(name: "Alamofire", line: 56, column: 34),
            BuildModule.Dependency(name: "Charts", line: 56, column: 56),
            BuildModule.Dependency(name: "Vendor", line: 42, column: 5),
        ])

        let domain = modules[1]
        XCTAssertEqual(domain.folders, ["/work/Proj/Domain"])
        XCTAssertEqual(domain.excluded, ["/work/Proj/Domain/Legacy/Old.swift", "/work/Proj/Domain/Info.plist"])
        XCTAssertEqual(domain.files, [])
        XCTAssertEqual(domain.dependencies, [])

        let tests = modules[2]
        // Through a group without a folder and a group two folders deep, then `..`; and a file of
        // a synchronized folder that is not the target's own, added to it by an exception set.
        XCTAssertEqual(tests.files, ["/work/Proj/Tests/Deep/Spec.swift", "/work/Proj/Domain/Fakes/FakeUser.swift"])
        XCTAssertEqual(tests.folders, [])
        XCTAssertEqual(tests.excluded, [])
        XCTAssertEqual(tests.dependencies.map(\.name), ["DomainKit", "Other_Kit"])
    }

    /// Paths keep the form of the project's path: relative in, relative out.
    func testRelativeProjectPathGivesRelativeModulePaths() throws {
        let nested = try XcodeProject(path: "ios/My App.xcodeproj/project.pbxproj", bytes: Array(Self.project.utf8)).modules
        XCTAssertEqual(nested[0].files.prefix(2), ["ios/App/AppDelegate.swift", "ios/Shared/Util.swift"])
        let top = try XcodeProject(path: "My App.xcodeproj/project.pbxproj", bytes: Array(Self.project.utf8)).modules
        XCTAssertEqual(top[0].files.prefix(2), ["App/AppDelegate.swift", "Shared/Util.swift"])
        XCTAssertEqual(top[1].folders, ["Domain"])
    }

    func testProjectDirPathMovesTheGroupRootButNotSourceRoot() throws {
        let text = Self.project.replacingOccurrences(of: "projectDirPath = \"\"", with: "projectDirPath = Code")
        let app = try XcodeProject(path: "/p/A.xcodeproj/project.pbxproj", bytes: Array(text.utf8)).modules[0]
        XCTAssertEqual(app.files.prefix(2), ["/p/Code/App/AppDelegate.swift", "/p/Shared/Util.swift"])
    }

    func testModuleAndKindNamesFollowXcode() {
        XCTAssertEqual(XcodeProject.moduleName("My App-iOS"), "My_App_iOS")
        XCTAssertEqual(XcodeProject.moduleName("2048"), "_2048")
        XCTAssertEqual(XcodeProject.moduleName("Café"), "Café")
        let kinds: [(String?, BuildModule.Kind)] = [
            ("com.apple.product-type.application", .application), ("com.apple.product-type.application.watchapp2", .application),
            ("com.apple.product-type.app-extension", .application), ("com.apple.product-type.watchkit2-extension", .application),
            ("com.apple.product-type.tool", .application), ("com.apple.product-type.framework", .library),
            ("com.apple.product-type.framework.static", .library), ("com.apple.product-type.library.static", .library),
            ("com.apple.product-type.bundle.unit-test", .test), ("com.apple.product-type.bundle.ui-testing", .test),
            ("com.apple.product-type.bundle", .library), (nil, .library),
        ]
        for (type, kind) in kinds { XCTAssertEqual(XcodeProject.kind(productType: type), kind, type ?? "nil") }
    }

    /// A group that is its own ancestor places none of its files, and the reader stops.
    func testLoopingGroupsPlaceNoFile() throws {
        let text = Self.project.replacingOccurrences(of: "children = (GR01, GR02, FR07", with: "children = (GR01, FR07")
            .replacingOccurrences(of: "children = (FR10, );", with: "children = (FR10, GR02, );")
        let tests = try XcodeProject(path: "P.xcodeproj/project.pbxproj", bytes: Array(text.utf8)).modules[2]
        XCTAssertEqual(tests.files, ["Domain/Fakes/FakeUser.swift"])
    }

    func testAPropertyListWithoutObjectsIsNotAProject() {
        XCTAssertThrowsError(try XcodeProject(path: "P.xcodeproj/project.pbxproj", bytes: Array("\n{ archiveVersion = 1; }".utf8))) {
            XCTAssertEqual(($0 as? PropertyList.ParseError)?.description, "2:1: no 'objects' dictionary: not an Xcode project")
        }
        XCTAssertThrowsError(try XcodeProject(path: "P.xcodeproj/project.pbxproj", bytes: Array("{ objects = {".utf8)))
    }

    /// A project of one app target compiling `count` files, twenty to a group.
    static func generatedProject(files count: Int) -> String {
        var objects: [String] = []
        var groups: [String] = []
        var buildFiles: [String] = []
        for group in 0..<(count + 19) / 20 {
            let files = (group * 20)..<min(count, group * 20 + 20)
            for file in files {
                objects.append("\t\tB\(file) = {isa = PBXBuildFile; fileRef = F\(file) /* F\(file).swift */; };")
                objects.append("\t\tF\(file) = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = F\(file).swift; sourceTree = \"<group>\"; };")
                buildFiles.append("B\(file)")
            }
            groups.append("G\(group)")
            objects.append("\t\tG\(group) = {isa = PBXGroup; children = (\(files.map { "F\($0)" }.joined(separator: ", "))); path = Group\(group); sourceTree = \"<group>\"; };")
        }
        objects.append("\t\tG = {isa = PBXGroup; children = (\(groups.joined(separator: ", "))); sourceTree = \"<group>\"; };")
        objects.append("\t\tS = {isa = PBXSourcesBuildPhase; files = (\(buildFiles.joined(separator: ", "))); };")
        objects.append("\t\tT = {isa = PBXNativeTarget; buildPhases = (S); name = Big; productType = \"com.apple.product-type.application\"; };")
        objects.append("\t\tP = {isa = PBXProject; mainGroup = G; targets = (T); };")
        return "// !$*UTF8*$!\n{\n\tobjects = {\n\(objects.joined(separator: "\n"))\n\t};\n\trootObject = P;\n}\n"
    }

    func testGeneratedProjectPlacesEveryFile() throws {
        let modules = try XcodeProject(path: "Big.xcodeproj/project.pbxproj", bytes: Array(Self.generatedProject(files: 45).utf8)).modules
        XCTAssertEqual(modules.map(\.files.count), [45])
        XCTAssertEqual(modules.first?.files.last, "Group2/F44.swift")
    }

    // MARK: Workspaces

    func testWorkspaceListsItsProjectsByEveryKindOfLocation() {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Workspace version = "1.0">
           <FileRef location = "group:App.xcodeproj"></FileRef>
           <Group location = "group:Modules" name = "Modules">
              <FileRef location = "group:Core/Core.xcodeproj"/>
              <Group location = "container:" name = "Root">
                 <FileRef location = "group:Tools/Tools &amp; More.xcodeproj"></FileRef>
              </Group>
              <Group name = "Virtual" location = "group:">
                 <FileRef location = "group:Feature/Feature.xcodeproj"></FileRef>
              </Group>
              <FileRef location = "group:Packages/Networking"></FileRef>
           </Group>
           <Group location = "group:Empty" name = "Empty"/>
           <FileRef location = "container:Vendor/Vendor.xcodeproj"></FileRef>
           <FileRef location = "absolute:/opt/Shared/Shared.xcodeproj"></FileRef>
           <FileRef location = "developer:Library/Xcode.xcodeproj"></FileRef>
           <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
           <!-- <FileRef location = "group:Commented.xcodeproj"></FileRef> -->
        </Workspace>
        """
        let projects = XcodeWorkspace.projects(path: "ios/App.xcworkspace/contents.xcworkspacedata", bytes: Array(text.utf8))
        XCTAssertEqual(projects, [
            "ios/App.xcodeproj/project.pbxproj",
            "ios/Modules/Core/Core.xcodeproj/project.pbxproj",
            "ios/Tools/Tools & More.xcodeproj/project.pbxproj",
            "ios/Modules/Feature/Feature.xcodeproj/project.pbxproj",
            "ios/Vendor/Vendor.xcodeproj/project.pbxproj",
            "/opt/Shared/Shared.xcodeproj/project.pbxproj",
        ])
    }

    func testTheWorkspaceInsideAProjectNamesThatProject() {
        let text = #"<Workspace version = "1.0"><FileRef location = "self:"></FileRef></Workspace>"#
        XCTAssertEqual(XcodeWorkspace.projects(path: "/p/A.xcodeproj/project.xcworkspace/contents.xcworkspacedata", bytes: Array(text.utf8)),
                       ["/p/A.xcodeproj/project.pbxproj"])
        XCTAssertEqual(XcodeWorkspace.projects(path: "/p/A.xcworkspace/contents.xcworkspacedata", bytes: Array(text.utf8)), [])
    }

    func testMalformedWorkspaceListsWhatItCanAndNeverCrashes() {
        let text = #"<Workspace><FileRef location = "group:A.xcodeproj"/></Group></Group><FileRef location = "group:B.xcodeproj"><FileRef location = "group:C"#
        let bytes = Array(text.utf8)
        XCTAssertEqual(XcodeWorkspace.projects(path: "W.xcworkspace/contents.xcworkspacedata", bytes: bytes),
                       ["A.xcodeproj/project.pbxproj", "B.xcodeproj/project.pbxproj"])
        for end in 0..<bytes.count {
            _ = XcodeWorkspace.projects(path: "W.xcworkspace/contents.xcworkspacedata", bytes: Array(bytes[..<end]))
        }
    }

    // MARK: Finding them on disk

    func testWalkerListsProjectsAndWorkspacesWithoutWalkingIntoThem() throws {
        try TestSupport.write([
            ("App/Sources/Main.swift", ""),
            ("App/App.xcodeproj/project.pbxproj", "{}"),
            ("App/App.xcodeproj/Stray.swift", ""),
            ("App/App.xcodeproj/project.xcworkspace/contents.xcworkspacedata", "<Workspace/>"),
            ("App/App.xcworkspace/contents.xcworkspacedata", "<Workspace/>"),
            ("App/App.xcworkspace/Inner/Inner.xcodeproj/project.pbxproj", "{}"),
            ("App/Modules/Core/Core.xcodeproj/project.pbxproj", "{}"),
            ("App/Broken.xcodeproj/README.md", ""),
            ("App/Pods/Pods.xcodeproj/project.pbxproj", "{}"),
        ], into: folder)
        let root = folder.path + "/App"
        let listing = FileWalker.swiftFiles(under: [root], excluding: [])
        XCTAssertEqual(listing.problems, [])
        XCTAssertEqual(listing.files, [root + "/Sources/Main.swift"])
        XCTAssertEqual(listing.xcodeProjects, [root + "/App.xcodeproj/project.pbxproj", root + "/Modules/Core/Core.xcodeproj/project.pbxproj"])
        XCTAssertEqual(listing.workspaces, [root + "/App.xcworkspace/contents.xcworkspacedata"])
        // Two roots reaching the same project list it once.
        let twice = FileWalker.swiftFiles(under: [root, root + "/Modules"], excluding: [])
        XCTAssertEqual(twice.xcodeProjects, listing.xcodeProjects)
    }

    /// The project folder's files, as a project on disk names them, are the walker's paths.
    func testModulePathsAreTheWalkersPaths() throws {
        try TestSupport.write([
            ("P/My App.xcodeproj/project.pbxproj", Self.project),
            ("P/App/AppDelegate.swift", ""), ("P/Shared/Util.swift", ""), ("P/Tests/Deep/Spec.swift", ""),
            ("P/Domain/User.swift", ""), ("P/Domain/Fakes/FakeUser.swift", ""),
        ], into: folder)
        let listing = FileWalker.swiftFiles(under: [folder.path + "/P"], excluding: [])
        let project = try XCTUnwrap(listing.xcodeProjects.first)
        let bytes = try FileWalker.read(project, limit: 1 << 20).get()
        let files = try XcodeProject(path: project, bytes: bytes).modules.flatMap(\.files)
        XCTAssertEqual(Set(files).subtracting(["/opt/Shared/Absolute.swift"]).subtracting(listing.files), [])
    }
}

/// What a build file points to that is not there is said, not silently passed over.
final class MissingBuildInputTests: XCTestCase {
    func testAWorkspaceListingAMissingProjectIsAWarning() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let workspace = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:Domain/Domain.xcodeproj"></FileRef>
               <FileRef location = "group:Gone/Gone.xcodeproj"></FileRef>
            </Workspace>
            """
        try TestSupport.write([("Domain/User.swift", "struct User {}\n"), ("App.xcworkspace/contents.xcworkspacedata", workspace),
                               ("Domain/Domain.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ objects = {}; rootObject = X; }\n")], into: folder)
        let run = try TestSupport.run(["."], in: folder.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        let warnings = run.stderr.split(separator: "\n").filter { $0.hasPrefix("archlint: warning:") }
        XCTAssertEqual(warnings, ["archlint: warning: App.xcworkspace: lists Gone/Gone.xcodeproj, which is not there; its targets are not read"])
    }

    /// `--config` from another folder: a layer glob it wrote that matches no file (a typo, or a
    /// path written from another folder than the project's root) is named, with the file it was
    /// read from.
    func testALayerGlobOfAConfigurationFromElsewhereThatMatchesNothingIsAWarning() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = #"{ "layers": [{ "name": "Domain", "paths": ["Source/Domain/**"] }, { "name": "Data", "paths": ["Sources/Data/**"] }] }"#
        try TestSupport.write([("app/Sources/Domain/User.swift", "struct User {}\n"), ("app/Sources/Data/Repo.swift", "struct Repo {}\n"),
                               ("shared/.archlint.json", configuration), ("app/.git/HEAD", "")], into: folder)
        let shared = folder.appendingPathComponent("shared").path
        let run = try TestSupport.run(["--config", "../shared/.archlint.json", "."], in: folder.appendingPathComponent("app").path)
        XCTAssertEqual(run.stderr.split(separator: "\n").filter { $0.contains("warning") },
                       ["archlint: warning: layer Domain: paths glob Source/Domain/** of \(shared)/.archlint.json matches no Swift file "
                        + "(globs are matched from the folder of the configuration for the files in it, \(shared), "
                        + "and from the project's root for the others)"], run.stderr)
        // Without --config, a glob of the project's own file is not second-guessed.
        try TestSupport.write([("app/.archlint.json", configuration)], into: folder)
        XCTAssertFalse(try TestSupport.run(["."], in: folder.appendingPathComponent("app").path).stderr.contains("warning"))
    }
}
