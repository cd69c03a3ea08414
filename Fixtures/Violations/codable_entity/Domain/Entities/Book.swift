// Demonstrates: Domain entities declared Codable (a struct and an enum); commented-out conformances stay quiet.
import Foundation

struct Book: Identifiable, Hashable, Codable { // expect: codable_entity
    let id: String
    let title: String
    let authorIDs: [Author.ID]
    let genre: Genre
}

enum Genre: String, CaseIterable, Codable { // expect: codable_entity
    case fiction, history, science, poetry
}

// struct Book: Codable { ... }  was the first draft; BookDTO carries the JSON now.
/* extension Genre: Codable {} */

enum LibraryError: Error, Equatable {
    case invalidRating(Int)
    case queryTooShort
}
