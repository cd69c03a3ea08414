// Demonstrates: a `toDomain()` conversion that hides a bad URL behind a placeholder; optional API fields with defaults stay quiet.
import Foundation

struct MerchantDTO: Decodable {
    let name: String?
    let website: String
}

struct TransactionDTO: Decodable {
    let id: String
    let amount: String
    let currency: String
    let bookedAt: String
    let merchant: MerchantDTO
    let note: String?
    let tags: [String]?
    let receiptMetadata: String
}

struct ExchangeRateDTO: Decodable {
    let base: String
    let quote: String
    let rate: String
}

extension MerchantDTO {
    static let placeholderWebsite = URL(string: "https://bank.example.com/merchants/unknown")!

    func toDomain() -> Merchant {
        Merchant(name: name ?? "Unknown merchant",
                 website: URL(string: website) ?? Self.placeholderWebsite) // expect: mapper_silent_default
    }
}
