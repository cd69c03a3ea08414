// Demonstrates: repository_business_logic in Infrastructure.
import Foundation

enum LoanRuleError: Error {
    case dueDateInThePast
}

final class DefaultLoanRepository: LoanRepository {
    private let api: LoanAPIDataSource
    private var saved: [Loan] = []

    init(api: LoanAPIDataSource) {
        self.api = api
    }

    func loans() async throws -> [Loan] {
        try await api.loanDTOs().compactMap(LoanMapper.loan(from:)) + saved
    }

    func save(_ loan: Loan) async throws {
        guard loan.dueDate > Date() else { throw LoanRuleError.dueDateInThePast } // expect: repository_business_logic
        saved.append(loan)
    }
}
