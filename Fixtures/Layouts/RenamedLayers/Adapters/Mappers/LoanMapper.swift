// Demonstrates: mapper_silent_default in Infrastructure; the mapper itself is where it belongs.
import Foundation

enum LoanMapper {
    static func loan(from dto: LoanDTO) -> Loan? {
        guard let id = UUID(uuidString: dto.id) else { return nil }
        return Loan(id: id, bookID: UUID(uuidString: dto.book_id) ?? UUID(), dueDate: dto.due) // expect: mapper_silent_default
    }

    static func dto(from loan: Loan) -> LoanDTO {
        LoanDTO(id: loan.id.uuidString, book_id: loan.bookID.uuidString, due: loan.dueDate)
    }
}
