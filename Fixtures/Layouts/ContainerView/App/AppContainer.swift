// Quiet: the real container: it wires Data and Presentation types, so it is the composition root.
import Foundation

@MainActor
final class AppContainer {
    private let dataSource = SearchAPIDataSource(session: .shared)

    func makeSearchViewModel() -> SearchViewModel {
        SearchViewModel(repository: DefaultProductSearchRepository(dataSource: dataSource))
    }
}
