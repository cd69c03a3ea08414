import Foundation

// `swift run archlint-generate [--check]`, from the repository root: writes every file, or part of a
// file, that is made from the code (`GeneratedFiles`): after adding or changing a rule, a command,
// a report format or the public API, run it and review the diff. With --check it writes nothing and
// exits 1 naming the files that are stale. The tests compare the same files and never write them.

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.allSatisfy({ $0 == "--check" }) else {
    FileHandle.standardError.write(Data("usage: swift run archlint-generate [--check]  (from the repository root)\n".utf8))
    exit(2)
}
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
do {
    let stale = try GeneratedFiles.stale(root: root)
    if arguments.contains("--check") {
        for file in stale { print("stale: \(file.path)") }
        exit(stale.isEmpty ? 0 : 1)
    }
    for file in stale {
        let url = root.appendingPathComponent(file.path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try file.contents.write(to: url, atomically: true, encoding: .utf8)
        print("wrote \(file.path)")
    }
    for path in try GeneratedFiles.unclaimedGoldens(root: root) {
        try FileManager.default.removeItem(at: root.appendingPathComponent(path))
        print("removed \(path)")
    }
    // The other files are made by this binary's rules and built-in configuration: when the list of
    // rules or the embedded rules.json changed, they are made again by a binary built with them.
    let rebuilt = [GeneratedFiles.registryPath, GeneratedFiles.defaultRulesPath]
    if stale.contains(where: { rebuilt.contains($0.path) }), ProcessInfo.processInfo.environment["ARCHLINT_GENERATE_REBUILT"] == nil {
        print("the rules or the built-in configuration changed: building again and generating with them")
        fflush(stdout)
        let again = Process()
        again.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        again.arguments = ["swift", "run", "archlint-generate"]
        again.environment = ProcessInfo.processInfo.environment.merging(["ARCHLINT_GENERATE_REBUILT": "1"]) { $1 }
        try again.run()
        again.waitUntilExit()
        exit(again.terminationStatus)
    }
    print(stale.isEmpty ? "every generated file is current" : "\(stale.count) file(s) written: review the diff, then build and test")
} catch {
    FileHandle.standardError.write(Data("archlint-generate: \(error)\n".utf8))
    exit(2)
}
