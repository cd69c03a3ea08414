// Demonstrates: a view model that nothing uses (its screen was removed).
import Foundation
import Observation

@Observable
final class CouponsViewModel { // expect: unused_view_model
    var codes: [String] = []

    func redeem(_ code: String) {
        codes.removeAll { $0 == code }
    }
}

extension CouponsViewModel {
    static let empty = CouponsViewModel()
}
