// Quiet: the checkout's view model.
import Foundation
import Observation

@Observable
final class CheckoutViewModel {
    var street = ""
}
