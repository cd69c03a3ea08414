#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArchlintReport

/// Standard output and standard error of a run, written whole with `write(2)`.
final class Console {
    /// Set once the reader of standard output has gone (`EPIPE`, as in `archlint | head -3`): archlint
    /// then writes nothing more there, says nothing about it, and ends with the status the run would
    /// have had, as other Unix tools do (SIGPIPE is ignored so that the run can decide this itself).
    private(set) var standardOutputClosed = false
    /// Set once standard output could not be written for any other reason (a full disk,
    /// `> /dev/full`): the report is lost, so the run ends with status 2.
    private(set) var standardOutputFailed = false

    /// Writes text to a file descriptor (1 or 2); returns the `errno` of a failed write.
    typealias Writer = (_ text: String, _ descriptor: Int32) -> Int32?
    private let write: Writer

    /// `write`: where the text goes; tests capture it, the program writes it with `write(2)`.
    init(write: @escaping Writer = ReportWriter.writeAll) {
        self.write = write
    }

    /// The program's own text on standard output (help, reports).
    func output(_ text: String) {
        guard !standardOutputClosed, !standardOutputFailed, let code = write(text, 1) else { return }
        if code == EPIPE {
            standardOutputClosed = true
        } else {
            standardOutputFailed = true
            error("archlint: error: cannot write to standard output: \(ReportWriter.describe(code))")
        }
    }

    /// One line on standard error. Lines name files, identifiers and configured names, which are the
    /// input's text: escaped (`TerminalText`), so that none can act on the terminal or add a line.
    func error(_ line: String) {
        _ = write(TerminalText.escaped(line) + "\n", 2)
    }

    /// The keys of the lines `errorOnce` wrote.
    private var saidOnce: Set<String> = []

    /// `error(line())`, unless a line of this key was written before in the run: a warning about
    /// something written in many places is said once.
    func errorOnce(key: String, _ line: () -> String) {
        if saidOnce.insert(key).inserted { error(line()) }
    }

    /// Text archlint wrote itself (help, timings), on standard error as it is.
    func errorText(_ text: String) {
        _ = write(text, 2)
    }
}

enum Timestamp {
    /// The time a report says it was made, as ISO 8601 in UTC (`2026-11-22T01:37:21Z`): now, or
    /// `SOURCE_DATE_EPOCH` when set, so that two runs on the same commit write the same bytes (the
    /// reproducible-builds convention). A value that is not a whole number of seconds is refused,
    /// as the convention asks, rather than silently replaced by now.
    static func now(_ environment: (String) -> String?) throws -> String {
        var seconds = time(nil)
        // Set but empty counts as not set, as most tools that read it do.
        if let epoch = environment("SOURCE_DATE_EPOCH"), !epoch.isEmpty {
            guard epoch.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let value = time_t(epoch),
                  value <= 253_402_300_799 else {
                throw ArchlintError("SOURCE_DATE_EPOCH must be a whole number of seconds since 1970 up to year 9999, not \"\(epoch.excerpt)\"")
            }
            seconds = value
        }
        var parts = tm()
        gmtime_r(&seconds, &parts)
        var buffer = [CChar](repeating: 0, count: 32)
        strftime(&buffer, buffer.count, "%Y-%m-%dT%H:%M:%SZ", &parts)
        return String(cString: buffer)
    }
}
