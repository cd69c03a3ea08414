// Demonstrates: a helper in Mappers/ is part of the mapping, so its fallback date counts too.
import Foundation

enum DateParsing {
    private static let formatter: ISO8601DateFormatter = {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter
    }()

    static func date(from string: String) -> Date {
        formatter.date(from: string) ?? .distantPast // expect: mapper_silent_default
    }
}
