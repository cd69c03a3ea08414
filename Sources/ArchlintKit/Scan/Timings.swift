#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// Wall-clock time per step of a run, for `--timings`: where a slow run goes (listing, reading,
/// lexing, parsing, the index, the rules, the report), without a profiler. A class, so that the
/// steps of the pipeline add to one record as they pass it along. It lives with the scanner, the
/// first stage, so that every stage can mark its own steps.
package final class Timings {
    private(set) var steps: [(name: String, seconds: Double, parts: Laps?)] = []
    private var last = DispatchTime.now().uptimeNanoseconds

    package init() {}

    /// Ends the step that began at the previous mark (or at `init`) and names it; `parts`: the
    /// time of its parts, each added up over the threads that ran it (so that they may add up to
    /// more than the step's wall time).
    package func mark(_ name: String, parts: Laps? = nil) {
        let now = DispatchTime.now().uptimeNanoseconds
        steps.append((name, Double(now - last) / 1e9, parts))
        last = now
    }

    /// One line per step, milliseconds, and the total; the parts of a parallel step indented under
    /// it; then the process's CPU time, user and system, and its peak memory.
    package var report: String {
        let total = steps.reduce(0) { $0 + $1.seconds }
        var lines: [(String, String)] = []
        for step in steps {
            lines.append((step.name, milliseconds(step.seconds)))
            guard let parts = step.parts else { continue }
            for part in Laps.Part.allCases { lines.append(("  " + part.name + " (all threads)", milliseconds(Double(parts[part]) / 1e9))) }
        }
        lines.append(("total", milliseconds(total)))
        var usage = rusage()
        #if canImport(Glibc)
        let myself = RUSAGE_SELF.rawValue  // an enum case in glibc's header, a plain constant elsewhere
        #else
        let myself = RUSAGE_SELF
        #endif
        if getrusage(myself, &usage) == 0 {
            func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
            lines.append(("cpu, user", milliseconds(seconds(usage.ru_utime))))
            lines.append(("cpu, system", milliseconds(seconds(usage.ru_stime))))
            #if canImport(Darwin)
            let peakBytes = Int(usage.ru_maxrss)  // bytes on Apple's systems
            #else
            let peakBytes = Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
            #endif
            lines.append(("peak memory", "\(peakBytes >> 20) MB"))
        }
        let width = lines.map(\.0.count).max() ?? 0
        return lines.map { name, value in
            "archlint: timing: " + name + String(repeating: " ", count: width - name.count) + " " + value + "\n"
        }.joined()
    }

    private func milliseconds(_ seconds: Double) -> String { "\(Int((seconds * 1000).rounded())) ms" }

    /// Nanoseconds per part of reading and scanning a file, added up by each task on its own and
    /// summed afterwards: the parts of the parallel step, which one clock cannot tell apart.
    /// Reading the clock costs some 25 ns, four times per file, so it is always on.
    package struct Laps {
        package enum Part: CaseIterable {
            case read, lex, parse, index

            var name: String {
                switch self {
                case .read: return "read and check UTF-8"
                case .lex: return "lex"
                case .parse: return "parse"
                case .index: return "index each file"
                }
            }
        }

        /// Four fields, not an array: a `Laps` is made per file, and an array would be allocated with it.
        private var read: UInt64 = 0, lex: UInt64 = 0, parse: UInt64 = 0, index: UInt64 = 0
        private var last = DispatchTime.now().uptimeNanoseconds

        package init() {}

        subscript(part: Part) -> UInt64 {
            get {
                switch part {
                case .read: return read
                case .lex: return lex
                case .parse: return parse
                case .index: return index
                }
            }
            set {
                switch part {
                case .read: read = newValue
                case .lex: lex = newValue
                case .parse: parse = newValue
                case .index: index = newValue
                }
            }
        }

        /// Ends `part`, begun at the previous lap or at `init`.
        package mutating func lap(_ part: Part) {
            let now = DispatchTime.now().uptimeNanoseconds
            self[part] += now - last
            last = now
        }

        package static func + (left: Laps, right: Laps) -> Laps {
            var sum = left
            for part in Part.allCases { sum[part] += right[part] }
            return sum
        }
    }
}
