// Quiet: Composition's shared container, which any layer may name; only the strict preset's
// service_locator reports the types that pull from it.
import Foundation

final class LibraryContainer {
    static let shared = LibraryContainer()

    func listLoans() -> ListLoansUseCase {
        ListLoansUseCase(repository: DefaultLoanRepository(api: LoanAPIDataSource()))
    }
}
