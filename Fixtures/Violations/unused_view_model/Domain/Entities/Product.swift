// Quiet: the entity the screens show.
import Foundation

struct Product: Identifiable, Equatable {
    let id: UUID
    let name: String
    let price: Decimal

    static let samples = [Product(id: UUID(), name: "Teapot", price: 24)]
}
