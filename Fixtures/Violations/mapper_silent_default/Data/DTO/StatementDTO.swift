// Demonstrates: conversions from a DTO outside any mapper, whatever their names (the DTO's own make…(), an entity's init(dto:)), that hide bad data; the DTO's own decoding stays quiet.
import Foundation

struct StatementLineDTO: Decodable {
    let amount: String
    let bookedAt: Date
}

struct StatementDTO: Decodable {
    let month: String
    let currency: String
    let lines: [StatementLineDTO]

    private enum CodingKeys: String, CodingKey {
        case month, currency, lines
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        month = try container.decode(String.self, forKey: .month)
        currency = (try? container.decode(String.self, forKey: .currency)) ?? "EUR"
        lines = try container.decode([StatementLineDTO].self, forKey: .lines)
    }

    func makeStatement() -> Statement {
        Statement(month: month,
                  currency: Currency(rawValue: currency) ?? .eur, // expect: mapper_silent_default
                  lines: lines.map(StatementLine.init(dto:)))
    }
}

extension StatementLine {
    init(dto: StatementLineDTO) {
        self.init(amount: Decimal(string: dto.amount) ?? 0, bookedAt: dto.bookedAt) // expect: mapper_silent_default
    }
}
