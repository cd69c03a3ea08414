// Demonstrates: a view model holding a Codable API model whose name says nothing of a DTO.
import Foundation

final class SearchViewModel {
    private(set) var results: [Result] = [] // expect: dto_leak
}

struct SearchView {
    let viewModel: SearchViewModel
}
