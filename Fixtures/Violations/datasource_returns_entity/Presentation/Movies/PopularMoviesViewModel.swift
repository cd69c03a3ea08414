// Quiet: Presentation reads entities through the Domain's repository protocol.
import Foundation
import Observation

@MainActor
@Observable
final class PopularMoviesViewModel {
    private(set) var movies: [Movie] = []
    private(set) var isLoading = false
    private var nextPage = 1

    private let repository: MovieRepository

    init(repository: MovieRepository) {
        self.repository = repository
    }

    func loadMore() async {
        guard !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        if let page = try? await repository.popular(page: nextPage) {
            movies += page
            nextPage += 1
        }
    }
}
