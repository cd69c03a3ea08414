// Demonstrates: Codable reached through a typealias, through a protocol that refines Codable, and Encodable alone.
import Foundation

struct Review: Equatable, Serializable { // expect: codable_entity
    let bookID: Book.ID
    let stars: Int
    let text: String
}

struct ReadingList: Equatable, Persistable { // expect: codable_entity
    static let storageKey = "reading-list"

    var bookIDs: [Book.ID]
}

struct Loan: Identifiable, Encodable { // expect: codable_entity
    let id: UUID
    let bookID: Book.ID
    let dueDate: Date
}
