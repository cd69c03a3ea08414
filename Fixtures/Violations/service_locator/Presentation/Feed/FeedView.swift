// Quiet: the views that show the feed and the profile editor receive their view models.
import SwiftUI

struct FeedView: View {
    let viewModel: FeedViewModel
    var body: some View { Text("Feed") }
}

struct EditProfileView: View {
    let viewModel: EditProfileViewModel
    var body: some View { Text("Edit") }
}
