// Demonstrates: two feature folders of UI that use each other; the cycle is reported once, here, at its weakest edge.
import Foundation

struct LoanBadge {
    let dueText: String
    let shelf: ShelfBadge? // expect: layer_cycle
}
