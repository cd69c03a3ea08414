// Demonstrates: a view model that nothing uses (its screen was removed).
import Foundation
import Observation

@Observable
final class CouponsViewModel { // expect: view_model_naming
    var codes: [String] = []

    func redeem(_ code: String) {
        codes.removeAll { $0 == code }
    }
}

extension CouponsViewModel {
    static let empty = CouponsViewModel()
}
