import Dispatch

/// Wall-clock time per step of a run, for `--timings`: where a slow run goes (listing, reading
/// and scanning, the index, the rules), without a profiler. A class, so that the steps of the
/// pipeline add to one record as they pass it along.
final class Timings {
    private(set) var steps: [(name: String, seconds: Double)] = []
    private var last = DispatchTime.now().uptimeNanoseconds

    init() {}

    /// Ends the step that began at the previous mark (or at `init`) and names it.
    func mark(_ name: String) {
        let now = DispatchTime.now().uptimeNanoseconds
        steps.append((name, Double(now - last) / 1e9))
        last = now
    }

    /// One line per step, milliseconds, and the total.
    var report: String {
        let total = steps.reduce(0) { $0 + $1.seconds }
        let width = steps.map(\.name.count).max() ?? 0
        func line(_ name: String, _ seconds: Double) -> String {
            let padded = name + String(repeating: " ", count: max(0, width - name.count))
            return "archlint: timing: \(padded) \(Int((seconds * 1000).rounded())) ms\n"
        }
        return steps.map { line($0.name, $0.seconds) }.joined() + line("total", total)
    }
}
