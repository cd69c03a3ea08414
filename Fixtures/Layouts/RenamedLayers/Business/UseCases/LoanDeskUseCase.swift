// Demonstrates: use_case_single_action in Business, and a use case that names a type of
// Infrastructure (dependency_rule), which closes a cycle Business → Infrastructure → Business
// (reported by dependency_rule at each use of the forbidden edge, not again by layer_cycle).
import Foundation

enum LoanDeskError: Error {
    case limitReached
}

struct LoanDeskUseCase { // expect: use_case_single_action
    let repository: LoanRepository
    let cache = LoanMemoryCache() // expect: dependency_rule

    func borrow(_ book: Book, until dueDate: Date) async throws -> Loan {
        let current = try await repository.loans()
        guard current.count < 5 else { throw LoanDeskError.limitReached }
        let loan = Loan(id: UUID(), bookID: book.id, dueDate: dueDate)
        try await repository.save(loan)
        return loan
    }

    func extend(_ loan: Loan, byDays days: Int) async throws -> Loan {
        let later = Calendar(identifier: .gregorian).date(byAdding: .day, value: days, to: loan.dueDate) ?? loan.dueDate
        let extended = Loan(id: loan.id, bookID: loan.bookID, dueDate: later)
        try await repository.save(extended)
        return extended
    }
}
