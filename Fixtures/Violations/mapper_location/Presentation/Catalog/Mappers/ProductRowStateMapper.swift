// Quiet: a Presentation mapper from a Domain entity to view state is legitimate, even in a Mappers folder.
import Foundation

struct ProductRowStateMapper {
    let locale: Locale

    func map(_ product: Product) -> ProductRowState {
        let amount = Decimal(product.price.cents) / 100
        return ProductRowState(
            id: product.id,
            title: product.name,
            price: amount.formatted(.currency(code: product.price.currencyCode).locale(locale))
        )
    }
}
