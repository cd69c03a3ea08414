// Demonstrates: wire models declared inside Domain: serialized and named like a DTO, and sitting in a DTO folder.
import Foundation

struct ShipmentDTO: Codable, Equatable { // expect: dto_leak
    let trackingNumber: String
    let carrier: String
}

/// No DTO suffix, but serialized in a DTO folder.
struct ReturnLabel: Decodable, Equatable { // expect: dto_leak
    let labelURL: URL
    let expiresAt: Date
}

/// In a DTO folder but never serialized: the Domain's own value, not a wire model.
struct ParcelSize: Equatable {
    let weightGrams: Int
}
