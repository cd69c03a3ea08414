// Demonstrates: a feature target with no layer word is Presentation by its views; it imports the Data target.
import SwiftUI
import CatalogDomainCore
import NetworkClient // expect: dependency_rule

struct ReviewListView: View {
    @State var viewModel: ReviewListViewModel

    var body: some View {
        List(viewModel.products, id: \.id) { Text($0.name) }
    }
}
