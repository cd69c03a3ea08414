import Foundation

extension Collection {
    /// The element at `index`, or `nil` when the index is out of bounds.
    subscript(safe index: Index) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

extension Sequence {
    /// Keeps the first element for each key and preserves the original order.
    ///
    ///     [1, 2, 1, 3].uniqued(by: { $0 })   // [1, 2, 3]
    func uniqued<Key: Hashable>(by key: (Element) -> Key) -> [Element] {
        var seen = Set<Key>()
        return filter { seen.insert(key($0)).inserted }
    }
}
