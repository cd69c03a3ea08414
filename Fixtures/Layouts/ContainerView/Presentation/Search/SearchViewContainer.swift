// Demonstrates: a SwiftUI view named *Container is a view of Presentation, not the DI container: building Data types here is a violation.
import SwiftUI

struct SearchViewContainer: View {
    var body: some View {
        SearchView(viewModel: SearchViewModel(
            repository: DefaultProductSearchRepository( // expect: dependency_rule
                dataSource: SearchAPIDataSource(session: .shared) // expect: dependency_rule
            )
        ))
    }
}
