// Quiet: the slice's composition root wires its Domain and Data targets.
import Foundation
import Catalog
import CatalogData
import Pricing

public enum CatalogAssembly {
    public static func makeDiscountedProducts(baseURL: URL) -> DiscountedProductsUseCase {
        DiscountedProductsUseCase(repository: RemoteProductRepository(baseURL: baseURL), policy: DiscountPolicy())
    }
}
