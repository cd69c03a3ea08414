// Demonstrates: an entity whose gross total reads a tax service's static rate; a shared memo of date formatters stays quiet.
import Foundation

struct Invoice: Identifiable {
    let id: UUID
    let net: Decimal
    let issuedAt: Date

    var gross: Decimal { net * (1 + TaxService.currentRate) } // expect: entity_external_dependency
    var issuedLabel: String { DateFormatterCache.shared.short.string(from: issuedAt) }
}
