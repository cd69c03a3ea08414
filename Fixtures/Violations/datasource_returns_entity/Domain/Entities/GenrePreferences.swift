// Quiet: a port of the Domain; the Data store that implements it speaks the Domain's types.
import Foundation

protocol GenrePreferences {
    func favoriteGenre() -> Genre?
}
