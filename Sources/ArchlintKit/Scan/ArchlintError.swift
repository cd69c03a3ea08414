/// What archlint cannot read, write or do, and where: the error a run stops on (exit status 2)
/// and the problem it reports for an input it skips. One type for all of them, from reading a
/// folder to writing a report, so that every message is said the same way and every catch site
/// handles one thing.
public struct ArchlintError: Error, Equatable, CustomStringConvertible {
    /// The file or folder at fault, as the user or the run named it; empty when no single path is
    /// (a command-line value, git, two options that clash), and then the message says what is.
    public var path: String
    /// Where in `path`, 1-based; 0 when the whole of it is at fault.
    public var line: Int
    public var column: Int
    public var message: String

    public init(path: String = "", line: Int = 0, column: Int = 0, _ message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `path:line:column: message`, the compilers' way, with what is unknown left out.
    public var description: String {
        if path.isEmpty { return message }
        return line > 0 ? "\(path):\(line):\(column): \(message)" : "\(path): \(message)"
    }
}
