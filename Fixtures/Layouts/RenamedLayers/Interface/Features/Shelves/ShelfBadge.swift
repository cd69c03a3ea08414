// Quiet: the other side of the feature cycle Loans ⇄ Shelves, reported once in Loans.
import Foundation

struct ShelfBadge {
    let title: String
    let latestLoan: LoanBadge?
}
