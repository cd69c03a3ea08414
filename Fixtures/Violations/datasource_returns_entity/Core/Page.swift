// Quiet: a generic page of results in Core is no entity, whatever it holds.
import Foundation

struct Page<Item> {
    let items: [Item]
    let number: Int
    let totalPages: Int

    var isLast: Bool { number >= totalPages }
}
