// Quiet: Composition, a layer of kind compositionRoot, builds every concrete type.
import Foundation

@MainActor
enum LibraryGraph {
    static func loansViewModel() -> LoansViewModel {
        let repository = DefaultLoanRepository(api: LoanAPIDataSource())
        return LoansViewModel(repository: repository)
    }
}
