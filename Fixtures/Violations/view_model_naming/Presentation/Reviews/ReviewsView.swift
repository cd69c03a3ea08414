// Quiet: the product page creates the view model of the reviews view it shows, and keeps it across
// the reviews view's updates; that view model is named after its view.
import SwiftUI

struct ProductPage: View {
    @StateObject private var reviewsViewModel = ReviewsViewModel()

    var body: some View {
        ReviewsView(viewModel: reviewsViewModel)
    }
}

struct ReviewsView: View {
    @ObservedObject var viewModel: ReviewsViewModel

    var body: some View {
        Text("\(viewModel.count) reviews")
    }
}

@MainActor
final class ReviewsViewModel: ObservableObject {
    @Published private(set) var count = 0
}
