// Quiet: the API client, Data by its code.
import Foundation

final class FinanceService {
    func fetchBalance() async throws -> Decimal {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com/balance")!)
        return Decimal(string: String(decoding: data, as: UTF8.self)) ?? 0
    }
}
