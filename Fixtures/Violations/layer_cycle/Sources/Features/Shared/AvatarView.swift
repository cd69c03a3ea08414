// Quiet: a folder both features use, which uses neither, is no cycle.
import SwiftUI

struct AvatarView: View {
    let initials: String

    var body: some View {
        Text(initials)
            .font(.headline)
            .frame(width: 56, height: 56)
            .background(Circle().fill(.tint.opacity(0.2)))
    }
}
