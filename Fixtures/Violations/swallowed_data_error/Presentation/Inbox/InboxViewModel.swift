// Quiet: the view model turns an error into a message for the user.
import Foundation
import Observation

@MainActor
@Observable
final class InboxViewModel {
    private(set) var messages: [Message] = []
    private(set) var errorMessage: String?

    private let loadInbox: LoadInboxUseCase

    init(loadInbox: LoadInboxUseCase) {
        self.loadInbox = loadInbox
    }

    func load() async {
        do {
            messages = try await loadInbox.execute()
        } catch {
            messages = []
            errorMessage = "Your inbox could not be loaded."
        }
    }
}
