// Quiet: the entity the interactor hands to the presenter.
import Foundation

struct Balance: Equatable {
    let amount: Decimal
}
