// Quiet: Presentation state may be Codable; it is not a Domain entity.
import Foundation
import Observation

/// Saved as JSON between launches so the list reopens with the same filter.
struct BookListFilter: Codable, Equatable {
    var query = ""
    var genreName: String?
}

@MainActor
@Observable
final class BookListViewModel {
    var filter = BookListFilter()
    private(set) var books: [Book] = []
    private(set) var message: String?

    private let searchBooks: SearchBooksUseCaseProtocol
    private let rateBook: RateBookUseCaseProtocol

    init(searchBooks: SearchBooksUseCaseProtocol, rateBook: RateBookUseCaseProtocol) {
        self.searchBooks = searchBooks
        self.rateBook = rateBook
    }

    func search() async {
        do {
            let found = try await searchBooks.execute(query: filter.query)
            books = found.filter { filter.genreName == nil || $0.genre.rawValue == filter.genreName }
        } catch LibraryError.queryTooShort {
            message = "Type at least two letters."
        } catch {
            message = "Search failed: \(error.localizedDescription)"
        }
    }

    func rate(_ book: Book, stars: Int) async {
        do {
            _ = try await rateBook.execute(bookID: book.id, stars: stars, text: "")
        } catch {
            message = "Couldn't save your rating."
        }
    }

    func savedFilter() throws -> Data {
        try JSONEncoder().encode(filter)
    }
}
