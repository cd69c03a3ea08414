// Demonstrates: a use case protocol declared in the layer of kind presentation, whatever it is called
// (use_case_location).
import Foundation

protocol RenewLoanUseCase { // expect: use_case_location
    func renew(_ loan: Loan) throws -> Loan
}
