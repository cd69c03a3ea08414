// Quiet: the entity the repositories trade in.
import Foundation

struct CartItem: Identifiable, Equatable {
    let id: UUID
    let productID: String
    let title: String
    var quantity: Int
    let unitPrice: Decimal

    var subtotal: Decimal { unitPrice * Decimal(quantity) }
}
