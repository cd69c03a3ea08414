// Quiet: used (by the wishlist screen, under another name).
import Foundation

final class FavoritesViewModel {
    private(set) var items: [String] = []
}
