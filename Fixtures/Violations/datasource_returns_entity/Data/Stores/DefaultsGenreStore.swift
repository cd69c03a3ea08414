// Quiet: a store that implements a Domain protocol (GenrePreferences) is the adapter of the Domain's port and speaks the Domain's types.
import Foundation

struct DefaultsGenreStore: GenrePreferences {
    let defaults: UserDefaults

    func favoriteGenre() -> Genre? {
        let id = defaults.integer(forKey: "favoriteGenre.id")
        guard let name = defaults.string(forKey: "favoriteGenre.name") else { return nil }
        return Genre(id: id, name: name)
    }
}
