// Demonstrates: a Domain file of a slice importing UIKit.
import Foundation
import UIKit // expect: dependency_rule

public enum ProductBadge {
    public static func label(for product: Product, threshold: Decimal) -> String? {
        product.price.amount < threshold ? "Deal" : nil
    }
}
