// Quiet: entities and repository protocols (a repository has many methods by design).
import Foundation

struct CartLine: Identifiable, Equatable {
    let id: UUID
    let sku: String
    var quantity: Int
    let unitPriceCents: Int
}

struct Coupon: Equatable {
    let code: String
    let percentOff: Int
}

struct Address: Identifiable, Equatable {
    let id: UUID
    var street: String
    var city: String
    var postalCode: String
    var isDefault: Bool
}

protocol CartRepository {
    func lines() async throws -> [CartLine]
    func save(_ lines: [CartLine]) async throws
    func coupon(code: String) async throws -> Coupon?
    func submitOrder(lines: [CartLine], addressID: Address.ID) async throws -> String
}

protocol AddressRepository {
    func addresses() async throws -> [Address]
    func save(_ address: Address) async throws
    func delete(id: Address.ID) async throws
}
