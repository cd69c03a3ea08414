// Quiet: the entity the protocols trade in.
import Foundation

struct Order: Identifiable, Equatable {
    let id: UUID
    let total: Decimal
    var isShipped: Bool
}
