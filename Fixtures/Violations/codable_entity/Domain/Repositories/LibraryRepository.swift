// Quiet: a repository protocol in Domain.
import Foundation

protocol LibraryRepository {
    func books(matching query: String) async throws -> [Book]
    func save(_ review: Review) async throws
    func readingList() throws -> ReadingList
    func save(_ list: ReadingList) throws
}
