// Quiet: the @main app of the app target wires every framework.
import SwiftUI
import Domain
import NetworkKit
import StorageKit
import Presentation

@main
struct ShopApp: App {
    private let gateway = HTTPOrderGateway(client: HTTPClient(baseURL: URL(string: "https://api.example.com")!), drafts: KeyValueStore(suiteName: "orders"))

    var body: some Scene {
        WindowGroup {
            CheckoutView(viewModel: CheckoutViewModel(placeOrder: PlaceOrderUseCase(gateway: gateway)))
        }
    }
}
