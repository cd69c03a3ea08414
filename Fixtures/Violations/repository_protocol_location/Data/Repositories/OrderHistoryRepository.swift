// Demonstrates: a protocol of any name that a repository implements, declared in Data, while the Domain's use case depends on it.
import Foundation

protocol OrderHistoryProviding { // expect: repository_protocol_location
    func pastOrders() async throws -> [CartItem]
}

final class OrderHistoryRepository: OrderHistoryProviding {
    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func pastOrders() async throws -> [CartItem] {
        let (data, _) = try await session.data(from: URL(string: "https://shop.example.com/orders")!)
        return try JSONDecoder().decode([OrderLineDTO].self, from: data).map {
            CartItem(id: $0.id, productID: $0.productID, title: $0.title, quantity: $0.quantity, unitPrice: $0.unitPrice)
        }
    }
}

struct OrderLineDTO: Decodable {
    let id: UUID
    let productID: String
    let title: String
    let quantity: Int
    let unitPrice: Decimal
}
