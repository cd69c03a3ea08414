import Dispatch

extension RandomAccessCollection where Index == Int {
    /// `map` on every core: each element is transformed on a worker thread into its own result
    /// slot, so no lock is taken. `transform` must only read shared state.
    package func parallelMap<Result>(_ transform: (Element) -> Result) -> [Result] {
        let count = self.count
        guard count > 1 else { return map(transform) }
        return [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
            let base = buffer.baseAddress!
            let start = startIndex
            DispatchQueue.concurrentPerform(iterations: count) { offset in
                (base + offset).initialize(to: transform(self[start + offset]))
            }
            initialized = count
        }
    }
}
