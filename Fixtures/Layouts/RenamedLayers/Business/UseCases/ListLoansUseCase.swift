// Demonstrates: pass_through_use_case in Business.
import Foundation

struct ListLoansUseCase { // expect: pass_through_use_case
    let repository: LoanRepository

    func execute() async throws -> [Loan] {
        try await repository.loans()
    }
}
