import Foundation

extension Collection {
    /// The element at `index`, or `nil` when the index is out of bounds.
    public subscript(safe index: Index) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
