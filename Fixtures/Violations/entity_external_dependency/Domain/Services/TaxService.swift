// Quiet: a Domain service and a memo of formatters are no entities; what they hold is for use cases to pass on.
import Foundation

enum TaxService {
    static var currentRate: Decimal = 0.2
}

final class DateFormatterCache: @unchecked Sendable {
    static let shared = DateFormatterCache()

    let short: DateFormatter
    let relative: RelativeDateTimeFormatter

    init() {
        short = DateFormatter()
        short.dateStyle = .short
        relative = RelativeDateTimeFormatter()
    }
}
