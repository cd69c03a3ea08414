// Demonstrates: a Domain file importing another slice's Data module (judged by that module's layer); `import Pricing` stays quiet.
import Foundation
import Pricing
import PricingData // expect: dependency_rule

public struct DiscountedProductsUseCase: Sendable {
    private let repository: ProductRepository
    private let policy: DiscountPolicy

    public init(repository: ProductRepository, policy: DiscountPolicy) {
        self.repository = repository
        self.policy = policy
    }

    public func execute() async throws -> [Product] {
        try await repository.products()
            .map { Product(id: $0.id, name: $0.name, price: policy.discounted($0.price)) }
            .sorted { $0.price.amount < $1.price.amount }
    }
}
