// Demonstrates: an active-record entity that holds its repository and runs a use case; value types of the Domain stay quiet.
import Foundation

struct LineItem: Equatable {
    let sku: String
    let quantity: Int
    let unitPrice: Decimal
}

struct Order: Identifiable {
    let id: UUID
    var items: [LineItem]
    let repository: OrderRepository // expect: entity_external_dependency

    var total: Decimal { items.reduce(0) { $0 + $1.unitPrice * Decimal($1.quantity) } }

    func save() async throws {
        try await repository.save(self)
    }

    func place(with placeOrder: PlaceOrderUseCase) async throws { // expect: entity_external_dependency
        try await placeOrder.execute(self)
    }
}
