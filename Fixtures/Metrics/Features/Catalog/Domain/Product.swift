import Foundation

struct Product: Equatable {
    let id: Int
    let name: String
    let price: Decimal
}
