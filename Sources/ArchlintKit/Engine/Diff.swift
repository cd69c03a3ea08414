import Foundation
import ArchlintScan
import ArchlintModel
import ArchlintReport

/// `archlint diff` at work: the base (and a head commit) read from git's object store and linted
/// as `history` lints a commit; the work tree, when it is the head, linted from the disk by the
/// caller, as a lint is.
extension ArchitectureDiff {
    /// Where the base is.
    package enum Base: Equatable {
        /// A commit's name as the user wrote it: a branch, a tag, a hash, `HEAD~3`.
        case revision(String)
        /// The best common ancestor of the head and this revision (`--merge-base origin/main`):
        /// what a pull request's changes are measured from.
        case mergeBase(with: String)
    }

    /// What the run found besides the diff: files git lacks, files that could not be read as Swift.
    package struct Gaps {
        package var missingObjects: [History.MissingObject] = []
        package var leftOutFiles: [History.LeftOutFile] = []
    }

    /// Lints the base, and the head commit when one is named (`head` nil: the work tree, which
    /// `workTree` lints). `options` give the folder, and a configuration for both commits (nil:
    /// each commit's own `.archlint.json`).
    package static func run(_ options: History.Options, base: Base, head: String?, repository: GitRepository,
                            workTree: () throws -> LintResult) throws -> (ArchitectureDiff, Gaps) {
        let headCommit: GitRepository.Commit?, baseCommit: GitRepository.Commit, baseName: String
        do {
            headCommit = try head.map { try repository.commit($0) }
            switch base {
            case let .revision(name):
                baseCommit = try repository.commit(name)
                baseName = "\(name) (\(baseCommit.shortID))"
            case let .mergeBase(with: name):
                baseCommit = try repository.mergeBase(of: try repository.commit(name), and: try headCommit ?? repository.commit("HEAD"))
                baseName = "merge base with \(name) (\(baseCommit.shortID))"
            }
        } catch let failure as ArchlintError where repository.isShallow {
            // CI checkouts are shallow by default: the base is not there to find.
            throw ArchlintError("\(failure.message) (the clone is shallow: fetch the history, as actions/checkout does with fetch-depth: 0, "
                                + "or git fetch --unshallow)")
        }
        var reader = try TreeReader(repository: repository, options: options)
        func linted(_ commit: GitRepository.Commit, as side: String) throws -> LintResult {
            let linted = try reader.lint(commit)
            guard let result = linted.result else { throw ArchlintError("cannot lint \(side) \(commit.shortID): \(linted.failure ?? "")") }
            return result
        }
        let baseResult = try linted(baseCommit, as: "the base")
        let headResult = try headCommit.map { try linted($0, as: "the head") } ?? workTree()
        let headSide = headCommit.map { Side(commit: $0, name: "\(head!) (\($0.shortID))") } ?? Side(commit: nil, name: "work tree")
        let diff = ArchitectureDiff(base: Side(commit: baseCommit, name: baseName), baseResult: baseResult, head: headSide, headResult: headResult)
        return (diff, Gaps(missingObjects: reader.missingObjects, leftOutFiles: reader.leftOutFiles))
    }
}

extension GitRepository {
    /// A clone with only the last commits (`git clone --depth`, CI's default checkout).
    var isShallow: Bool {
        (try? run(["rev-parse", "--is-shallow-repository"])).map { String(decoding: $0, as: UTF8.self).hasPrefix("true") } ?? false
    }

    /// The files under the work tree that a commit of it would hold: tracked, or untracked and not
    /// ignored; absolute paths.
    package func committableFiles() throws -> Set<String> {
        let output = try run(["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--full-name", "--", ":/"])
        return Set(output.split(separator: 0).map { Paths.join(root, $0.withUnsafeBufferPointer(PathBytes.string)) })
    }

    /// The best common ancestor of two commits, as `git merge-base` finds it; given commit ids
    /// only, never text the user wrote.
    func mergeBase(of one: Commit, and other: Commit) throws -> Commit {
        let output: Data
        do {
            output = try run(["merge-base", one.id, other.id])
        } catch {
            throw ArchlintError("\(one.shortID) and \(other.shortID) have no common ancestor")
        }
        return try commit(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
