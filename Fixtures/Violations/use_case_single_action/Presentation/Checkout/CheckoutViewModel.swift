// Quiet: a view model has many actions; a Presentation "use case" facade is not judged.
import Foundation
import Observation

@MainActor
@Observable
final class CheckoutViewModel {
    private(set) var orderID: String?
    private(set) var totalCents = 0
    var couponCode = ""

    private let checkout: CheckoutFlow
    private let applyCoupon: ApplyCouponUseCase

    init(checkout: CheckoutFlow, applyCoupon: ApplyCouponUseCase) {
        self.checkout = checkout
        self.applyCoupon = applyCoupon
    }

    func applyCouponTapped() async {
        totalCents = (try? await applyCoupon.execute(code: couponCode, totalCents: totalCents)) ?? totalCents
    }

    func placeOrder(addressID: Address.ID) async {
        orderID = try? await checkout.submit(addressID: addressID)
    }

    func reset() {
        orderID = nil
        couponCode = ""
    }
}

/// Groups the cart actions for SwiftUI previews.
struct CartActionsUseCase {
    func add() {}
    func remove() {}
}
