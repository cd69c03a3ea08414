// Demonstrates: a view model in UI that nothing uses (unused_view_model).
import Foundation

@MainActor
final class LoanHistoryViewModel: ObservableObject { // expect: unused_view_model
    @Published private(set) var returned: [Loan] = []
}
