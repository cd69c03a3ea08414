// Quiet: use cases with real logic; no Codable anywhere.
import Foundation

protocol SearchBooksUseCaseProtocol {
    func execute(query: String) async throws -> [Book]
}

protocol RateBookUseCaseProtocol {
    func execute(bookID: Book.ID, stars: Int, text: String) async throws -> Review
}

struct SearchBooksUseCase: SearchBooksUseCaseProtocol {
    let repository: LibraryRepository

    func execute(query: String) async throws -> [Book] {
        let query = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard query.count >= 2 else { throw LibraryError.queryTooShort }
        return try await repository.books(matching: query)
            .sorted { $0.title.localizedStandardCompare($1.title) == .orderedAscending }
    }
}

struct RateBookUseCase: RateBookUseCaseProtocol {
    let repository: LibraryRepository

    func execute(bookID: Book.ID, stars: Int, text: String) async throws -> Review {
        guard (1...5).contains(stars) else { throw LibraryError.invalidRating(stars) }
        let review = Review(bookID: bookID, stars: stars, text: text.trimmingCharacters(in: .whitespacesAndNewlines))
        try await repository.save(review)
        return review
    }
}
