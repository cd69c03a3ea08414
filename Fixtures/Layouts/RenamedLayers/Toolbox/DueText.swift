// Demonstrates: Toolbox, a layer of kind core, may depend on no other layer (dependency_rule).
import Foundation

func dueText(for loan: Loan) -> String { // expect: dependency_rule
    loan.dueDate.formatted(date: .abbreviated, time: .omitted)
}
