// Demonstrates: wire models declared inside Domain: serialized and named like a DTO, and sitting in a DTO folder.
import Foundation

struct ShipmentDTO: Codable, Equatable { // expect: dto_leak
    let trackingNumber: String
    let carrier: String
}

/// No DTO suffix, but it lives in a DTO folder.
struct ReturnLabelPayload: Equatable { // expect: dto_leak
    let labelURL: URL
    let expiresAt: Date
}
