// Quiet: a failed conversion outside a mapper (a paging header) is not a mapping default.
import Foundation

final class DefaultTransactionRepository: TransactionRepository {
    private let session: URLSession
    private let baseURL = URL(string: "https://bank.example.com/api/v2/")!
    private let decoder = JSONDecoder()

    init(session: URLSession = .shared) {
        self.session = session
    }

    func transactions(page: Int) async throws -> (items: [Transaction], total: Int) {
        let url = baseURL.appendingPathComponent("transactions").appending(queryItems: [URLQueryItem(name: "page", value: String(page))])
        let (data, response) = try await session.data(from: url)
        let header = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "X-Total-Count")
        let total = Int(header ?? "") ?? 0
        let items = try decoder.decode([TransactionDTO].self, from: data).map(TransactionMapper.map)
        return (items, total)
    }

    func rate(from base: Currency, to quote: Currency) async throws -> ExchangeRate {
        let url = baseURL.appendingPathComponent("rates/\(base.rawValue)/\(quote.rawValue)")
        let (data, _) = try await session.data(from: url)
        return try ExchangeRateMapper.map(decoder.decode(ExchangeRateDTO.self, from: data))
    }
}
