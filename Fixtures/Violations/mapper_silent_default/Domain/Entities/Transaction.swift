// Quiet: entities and the repository port.
import Foundation

enum Currency: String, CaseIterable {
    case eur = "EUR"
    case usd = "USD"
    case gbp = "GBP"
}

struct Merchant: Equatable {
    let name: String
    let website: URL
}

struct Transaction: Identifiable, Equatable {
    let id: UUID
    let amount: Decimal
    let currency: Currency
    let bookedAt: Date
    let merchant: Merchant
    let note: String
    let tags: [String]
}

struct ExchangeRate: Equatable {
    let base: Currency
    let quote: Currency
    let rate: Decimal
}

protocol TransactionRepository {
    func transactions(page: Int) async throws -> (items: [Transaction], total: Int)
    func rate(from base: Currency, to quote: Currency) async throws -> ExchangeRate
}
