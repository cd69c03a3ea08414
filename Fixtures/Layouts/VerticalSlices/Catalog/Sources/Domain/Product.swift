// Quiet: `import Pricing` in a Domain file is a Domain module of a sibling slice, not a framework.
import Foundation
import Pricing

public struct Product: Identifiable, Equatable, Sendable {
    public let id: String
    public let name: String
    public let price: Price

    public init(id: String, name: String, price: Price) {
        self.id = id
        self.name = name
        self.price = price
    }
}
