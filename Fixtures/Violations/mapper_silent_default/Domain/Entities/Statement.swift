// Quiet: the monthly statement and its lines.
import Foundation

struct StatementLine: Equatable {
    let amount: Decimal
    let bookedAt: Date
}

struct Statement: Equatable {
    let month: String
    let currency: Currency
    let lines: [StatementLine]
}
