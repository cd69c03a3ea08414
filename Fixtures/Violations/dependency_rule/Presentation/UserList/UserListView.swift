// Demonstrates: Presentation importing Core Data, and a preview that builds Data types; text-only mentions stay quiet.
import SwiftUI
import CoreData // expect: dependency_rule

struct UserListView: View {
    @State var viewModel: UserListViewModel
    @Environment(\.managedObjectContext) private var context: NSManagedObjectContext

    private let helpText = """
        import UIKit
        Users come from DefaultUserRepository, which asks UserAPIDataSource.
        """
    private let rawNote = #"Wired by "\#(String(describing: Self.self))", not by DefaultUserRepository()"#
    private let idPattern = #/UserAPIDataSource\(id: (\d+)\)/#

    var body: some View {
        List(viewModel.users) { user in
            HStack {
                Text(user.name)
                Spacer()
                Text(user.role.rawValue.capitalized) // mapped from UserDTO.role in Data
                    .foregroundStyle(user.role.tint)
            }
            .swipeActions {
                Button("Promote") {
                    Task { await viewModel.promote(user) }
                }
            }
        }
        .overlay {
            if let message = viewModel.message {
                Text("\(message) (reported by UserAPIDataSource)")
            }
        }
        .task { await viewModel.load() }
    }
}

#if DEBUG
// Quiet: a preview wires sample objects from every layer, as the composition root does.
#Preview {
    UserListView(viewModel: UserListViewModel(
        fetchUsers: FetchUsersUseCase(),
        repository: DefaultUserRepository(remote: UserAPIDataSource())
    ))
}
#endif
