// Demonstrates: view_business_access, a denied framework (dependency_rule), a repository
// implemented in UI (repository_protocol_location) and (strict preset) a view that pulls from the
// composition root's container.
import SwiftUI
import CoreData // expect: dependency_rule

struct LoansView: View {
    @StateObject var viewModel: LoansViewModel
    let listLoans: ListLoansUseCase // expect: view_business_access
    private let refresh = LibraryContainer.shared.listLoans() // expect: service_locator

    var body: some View {
        List(viewModel.loans) { loan in
            Text(dueText(for: loan))
        }
        .task { await viewModel.load() }
    }
}

final class LocalLoans: LoanRepository { // expect: repository_protocol_location
    func loans() async throws -> [Loan] { [] }
    func save(_ loan: Loan) async throws {}
}
