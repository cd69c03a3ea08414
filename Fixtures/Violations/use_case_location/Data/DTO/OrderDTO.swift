// Quiet: the wire model.
import Foundation

struct OrderDTO: Decodable {
    let id: UUID
    let total: Decimal
    let shipped: Bool
}
