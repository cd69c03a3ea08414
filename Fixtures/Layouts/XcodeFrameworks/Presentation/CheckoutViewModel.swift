// Quiet: the Presentation framework uses the Domain framework.
import Foundation
import Observation
import Domain

@MainActor
@Observable
public final class CheckoutViewModel {
    public private(set) var confirmation: String?
    private let placeOrder: PlaceOrderUseCase

    public init(placeOrder: PlaceOrderUseCase) {
        self.placeOrder = placeOrder
    }

    public func checkout(itemIDs: [String], totalCents: Int) async {
        confirmation = try? await placeOrder.execute(Order(itemIDs: itemIDs, totalCents: totalCents))
    }
}
