/// The examples of `view_model_naming` (ViewModelNamingRule): `archlint explain`, docs/rules.md and `ViewModelNamingRuleTests` read them.
enum ViewModelNamingRuleExamples {
    static let triggering: [Example] = [
        Example("the view owns a view model named after another screen",
                ("Presentation/Settings/SettingsView.swift", """
                    import SwiftUI

                    struct SettingsView: View {
                        @StateObject private var viewModel = ↓ProfileViewModel()
                        var body: some View { Text(viewModel.title) }
                    }
                    """),
                ("Presentation/Profile/ProfileViewModel.swift", "final class ProfileViewModel: ObservableObject {\n    @Published var title = \"\"\n}\n"),
                message: "SettingsView owns ProfileViewModel (its viewModel), named after no view; expected SettingsViewModel"),
        Example("a screen named for what it shows owns a view model named after another",
                ("Presentation/Views/HomeView.swift", """
                    import SwiftUI

                    struct HomeView: View {
                        @StateObject private var viewModel = ↓MovieViewModel()
                        var body: some View { Text(viewModel.title) }
                    }
                    """),
                ("Presentation/ViewModel/MovieViewModel.swift", "final class MovieViewModel: ObservableObject {\n    @Published var title = \"\"\n}\n")),
        Example("a view of a feature module owns a view model named after another screen, not after the module",
                ("Package.swift", "let package = Package(name: \"App\", targets: [.target(name: \"Category\", path: \"Presentation/Category\")])\n"),
                ("Presentation/Category/CategorySettingViewController.swift", """
                    import UIKit

                    final class CategorySettingViewController: UIViewController {
                        private let viewModel = ↓ProfileViewModel()
                    }
                    """),
                ("Presentation/Category/ProfileViewModel.swift", "final class ProfileViewModel {}\n")),
    ]

    static let nonTriggering: [Example] = [
        Example("a view controller named with the short Vc owns the view model of its screen",
                ("Presentation/Characters/CharactersListVc.swift", "import UIKit\n\nfinal class CharactersListVc: UIViewController {\n    private let viewModel = CharactersListViewModel()\n}\n"),
                ("Presentation/Characters/CharactersListViewModel.swift", "final class CharactersListViewModel {\n    func load() {}\n}\n")),
        Example("a screen that kept Xcode's template name ContentView owns its view model",
                ("Presentation/Views/ContentView.swift", """
                    import SwiftUI

                    struct ContentView: View {
                        @StateObject private var viewModel = MovieViewModel()
                        var body: some View { Text(viewModel.title) }
                    }
                    """),
                ("Presentation/ViewModel/MovieViewModel.swift", "final class MovieViewModel: ObservableObject {\n    @Published var title = \"\"\n}\n")),
        Example("a settings screen owns the view model named after its feature module",
                ("Package.swift", "let package = Package(name: \"App\", targets: [.target(name: \"Category\", path: \"Presentation/Category\")])\n"),
                ("Presentation/Category/CategorySettingViewController.swift", """
                    import UIKit

                    final class CategorySettingViewController: UIViewController {
                        private let viewModel = CategoryViewModel()
                    }
                    """),
                ("Presentation/Category/CategoryViewModel.swift", "final class CategoryViewModel {}\n")),
        Example("the screen owns the view model named after it; a subview that is handed it does not own it",
                ("Presentation/Login/LoginScreen.swift", """
                    import SwiftUI

                    struct LoginScreen: View {
                        @StateObject private var viewModel = LoginViewModel()
                        var body: some View { LoginForm(viewModel: viewModel) }
                    }

                    struct LoginForm: View {
                        @ObservedObject var viewModel: LoginViewModel
                        var body: some View { TextField("Email", text: $viewModel.email) }
                    }
                    """),
                ("Presentation/Login/LoginViewModel.swift", "final class LoginViewModel: ObservableObject {\n    @Published var email = \"\"\n}\n")),
        Example("a view controller receives its view model, as a protocol; the composition root builds it",
                ("Presentation/Feed/FeedViewController.swift", """
                    import UIKit

                    final class FeedViewController: UIViewController {
                        private let viewModel: FeedViewModelProtocol
                        init(viewModel: FeedViewModelProtocol) {
                            self.viewModel = viewModel
                            super.init(nibName: nil, bundle: nil)
                        }
                        required init?(coder: NSCoder) { nil }
                    }
                    """),
                ("Presentation/Feed/FeedViewModel.swift", "protocol FeedViewModelProtocol {\n    func load()\n}\n\nfinal class DefaultFeedViewModel: FeedViewModelProtocol {\n    func load() {}\n}\n"),
                ("DI/AppContainer.swift", "final class AppContainer {\n    func feed() -> FeedViewController { FeedViewController(viewModel: DefaultFeedViewModel()) }\n}\n")),
        Example("a child view controller holds its parent screen's view model `unowned`: it does not own it",
                ("Presentation/Checkout/AddressPickerViewController.swift", """
                    import UIKit

                    final class AddressPickerViewController: UIViewController {
                        private unowned let checkout: CheckoutViewModel
                        init(checkout: CheckoutViewModel) {
                            self.checkout = checkout
                            super.init(nibName: nil, bundle: nil)
                        }
                        required init?(coder: NSCoder) { nil }
                    }
                    """),
                ("Presentation/Checkout/CheckoutViewModel.swift", "final class CheckoutViewModel {\n    var address = \"\"\n}\n")),
    ]
}
