// Demonstrates: datasource_returns_entity and swallowed_data_error in Infrastructure.
import Foundation

final class LoanAPIDataSource {
    private let session: URLSession
    private let decoder = JSONDecoder()

    init(session: URLSession = .shared) {
        self.session = session
    }

    func loanDTOs() async throws -> [LoanDTO] {
        let (data, _) = try await session.data(from: URL(string: "https://library.example.com/loans")!)
        return try decoder.decode([LoanDTO].self, from: data)
    }

    func overdueLoans() async throws -> [Loan] { // expect: datasource_returns_entity
        try await loanDTOs().compactMap(LoanMapper.loan(from:)).filter(\.isOverdue)
    }

    func loanCount() async -> Int {
        do {
            return try await loanDTOs().count
        } catch { // expect: swallowed_data_error
            return 0
        }
    }
}
