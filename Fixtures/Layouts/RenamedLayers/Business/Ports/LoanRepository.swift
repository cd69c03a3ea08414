// Quiet: a repository protocol where it belongs, in the layer of kind domain.
import Foundation

protocol LoanRepository {
    func loans() async throws -> [Loan]
    func save(_ loan: Loan) async throws
}
