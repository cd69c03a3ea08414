// Demonstrates: file_placement and a denied framework (dependency_rule) in Infrastructure.
import Foundation
import UIKit // expect: dependency_rule

final class LoanMemoryCache {
    private var covers: [UUID: UIImage] = [:]
    private var loans: [UUID: Loan] = [:]

    func store(_ loan: Loan) {
        loans[loan.id] = loan
    }
}
