import Foundation

struct ProductDTO: Decodable {
    let id: Int
    let title: String
    let price: Decimal

    func toDomain() -> Product {
        Product(id: id, name: title, price: price)
    }
}
