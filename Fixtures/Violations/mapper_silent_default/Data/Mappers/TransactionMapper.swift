// Demonstrates: a mapper that turns unknown ids, amounts, currencies, dates and metadata into defaults; the throwing mapper below stays quiet.
import Foundation

struct ReceiptMetadata: Decodable {
    static let empty = ReceiptMetadata(tags: [])
    let tags: [String]
}

enum TransactionMapper {
    private static let decoder = JSONDecoder()

    static func map(_ dto: TransactionDTO) -> Transaction {
        let metadata = (try? decoder.decode(ReceiptMetadata.self, from: Data(dto.receiptMetadata.utf8))) ?? .empty // expect: mapper_silent_default
        return Transaction(
            id: UUID(uuidString: dto.id) ?? UUID(), // expect: mapper_silent_default
            amount: Decimal(string: dto.amount) ?? .zero, // expect: mapper_silent_default
            currency: Currency(rawValue: dto.currency) ?? .eur, // expect: mapper_silent_default
            bookedAt: DateParsing.date(from: dto.bookedAt),
            merchant: dto.merchant.toDomain(),
            note: dto.note ?? "",
            tags: (dto.tags ?? []) + metadata.tags
        )
    }
}

enum MappingError: Error, Equatable {
    case unknownCurrency(String)
    case invalidRate(String)
}

enum ExchangeRateMapper {
    static func map(_ dto: ExchangeRateDTO) throws -> ExchangeRate {
        guard let base = Currency(rawValue: dto.base) else { throw MappingError.unknownCurrency(dto.base) }
        guard let quote = Currency(rawValue: dto.quote) else { throw MappingError.unknownCurrency(dto.quote) }
        guard let rate = Decimal(string: dto.rate), rate > 0 else { throw MappingError.invalidRate(dto.rate) }
        return ExchangeRate(base: base, quote: quote, rate: rate)
    }
}
