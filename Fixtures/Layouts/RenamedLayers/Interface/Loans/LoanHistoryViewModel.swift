// Demonstrates: a view model in UI that nothing uses (view_model_naming).
import Foundation

@MainActor
final class LoanHistoryViewModel: ObservableObject { // expect: view_model_naming
    @Published private(set) var returned: [Loan] = []
}
