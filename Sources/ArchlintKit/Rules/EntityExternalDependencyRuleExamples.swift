/// The examples of `entity_external_dependency` (EntityExternalDependencyRule): `archlint explain`, docs/rules.md and `EntityExternalDependencyRuleTests` read them.
enum EntityExternalDependencyRuleExamples {
    static let triggering: [Example] = [
        Example("an entity that formats with the current locale and tracks itself",
                ("Domain/Entities/Order.swift", """
                    struct Order {
                        let total: Decimal
                        var label: String { total.formatted(.currency(code: Locale.↓current.currency?.identifier ?? "USD")) }
                        func submit() { Analytics.↓shared.track("order") }
                    }
                    """)),
        Example("an entity that saves itself (active record)",
                ("Domain/OrderRepository.swift", "protocol OrderRepository { func save(_ order: Order) }\n"),
                ("Domain/Entities/Order.swift", "struct Order {\n    let repository: ↓OrderRepository\n}\n"),
                message: "Order, an entity, depends on OrderRepository, a repository protocol"),
        Example("an entity that reads a Domain class's shared instance: a singleton, not a value",
                ("Domain/FeatureFlags.swift", "final class FeatureFlags {\n    static let shared = FeatureFlags()\n    var expressCheckout = false\n}\n"),
                ("Domain/Entities/Cart.swift", "struct Cart {\n    let items: [String]\n    var offersExpress: Bool { FeatureFlags.↓shared.expressCheckout }\n}\n")),
        Example("an entity's computed property reads a service's static state",
                ("Domain/Entities/Order.swift", """
                    struct Order {
                        let total: Decimal
                        var totalWithTax: Decimal { total * TaxService.↓currentRate }
                    }
                    """)),
        Example("the shared instance of a type that stores a session, not only formatters",
                ("Domain/DateCache.swift", "final class DateCache {\n    static let shared = DateCache()\n    let formatter: DateFormatter\n    let session: URLSession\n}\n"),
                ("Domain/Entities/Post.swift", "struct Post {\n    let date: Date\n    var label: String { DateCache.↓shared.formatter.string(from: date) }\n}\n")),
        Example("an entity that runs a use case it is given, building none, is no factory",
                ("Domain/UseCases/PlaceOrderUseCase.swift", "protocol PlaceOrderUseCase { func execute(_ order: Order) }\n"),
                ("Domain/Entities/Order.swift", "struct Order {\n    let id: String\n    func place(with useCase: ↓PlaceOrderUseCase) { useCase.execute(self) }\n}\n")),
        Example("a service's shared instance is reported once, as the type named, and the singleton after it as well",
                ("Domain/UseCases/PlaceOrderUseCase.swift", "final class PlaceOrderUseCase {\n    static let shared = PlaceOrderUseCase()\n    func execute(_ order: Order) {}\n}\n"),
                ("Domain/Entities/Order.swift", """
                    struct Order {
                        let id: String
                        func place() {
                            ↓PlaceOrderUseCase.shared.execute(self)
                            Analytics.↓shared.track("order")
                        }
                    }
                    """)),
        Example("an entity with instance data next to static helpers is still judged",
                ("Domain/Entities/Language.swift", """
                    struct Language {
                        let code: String
                        static func preferred() -> Language { Language(code: LanguageManager.↓shared.code) }
                    }
                    """)),
    ]

    static let nonTriggering: [Example] = [
        Example("a Domain type that keeps a repository and exposes one action is a use case, whatever its name",
                ("Domain/MoviesRepository.swift", "protocol MoviesRepository {\n    func search(_ query: String) async throws -> [Movie]\n}\n"),
                ("Domain/MovieSearcher.swift", "final class MovieSearcher {\n    let repository: MoviesRepository\n    init(repository: MoviesRepository) { self.repository = repository }\n    func search(_ query: String) async throws -> [Movie] {\n        try await repository.search(query).filter { !$0.title.isEmpty }\n    }\n}\n")),
        Example("values in, values out",
                ("Domain/Entities/Order.swift", """
                    struct Order {
                        let total: Decimal
                        func label(currencyCode: String, locale: Locale) -> String { "\\(total) \\(currencyCode)" }
                        static let `default` = Order(total: 0)
                        var isFree: Bool { total == .zero }
                    }
                    """)),
        Example("`Plan.default`, a value of another entity, is no singleton",
                ("Domain/Entities/Plan.swift", "struct Plan {\n    static let `default` = Plan(limit: 3)\n    let limit: Int\n}\n"),
                ("Domain/Entities/Account.swift", "struct Account {\n    var plan = Plan.default\n}\n")),
        Example("a case of an enum named like a service is a value",
                ("Domain/PaymentProvider.swift", "enum PaymentProvider {\n    case stripe, paypal\n    static func named(_ name: String) -> PaymentProvider? { nil }\n}\n"),
                ("Domain/Entities/Payment.swift", "struct Payment {\n    var provider = PaymentProvider.stripe\n}\n")),
        Example("static helpers in the Domain hold no business data: no entity",
                ("Domain/Localization/Languages.swift", """
                    final class Languages {
                        static func tr(_ key: String) -> String { NSLocalizedString(key, bundle: LanguageManager.shared.bundle, comment: "") }
                    }
                    """)),
        Example("functions over values passed in, with no stored property, are a service, not an entity",
                ("Domain/Calendar/WeekCalendar.swift", """
                    final class WeekCalendar {
                        func days(around date: Date) -> [Date] { (-3...3).compactMap { Calendar.current.date(byAdding: .day, value: $0, to: date) } }
                    }
                    """)),
        Example("a factory that builds use cases from a repository is wiring, not an entity",
                ("Domain/MovieRepository.swift", "protocol MovieRepository { func movies() -> [Movie] }\n"),
                ("Domain/UseCases/FetchMoviesUseCase.swift", "final class FetchMoviesUseCase { init(repository: MovieRepository) {} }\n"),
                ("Domain/MoviesContainer.swift", """
                    final class MoviesContainer {
                        private let repository: MovieRepository
                        init(repository: MovieRepository) { self.repository = repository }
                        func makeFetchMoviesUseCase() -> FetchMoviesUseCase { FetchMoviesUseCase(repository: repository) }
                    }
                    """)),
        Example("the shared memo of formatters is a pure function of its settings",
                ("Domain/DateFormatterCache.swift", "final class DateFormatterCache {\n    static let shared = DateFormatterCache()\n    let relative: RelativeDateTimeFormatter\n    let short: DateFormatter\n}\n"),
                ("Domain/Entities/Post.swift", "struct Post {\n    let date: Date\n    var label: String { DateFormatterCache.shared.short.string(from: date) }\n}\n")),
    ]
}
