// Quiet: observable state in Presentation is what view models are.
import Combine
import Foundation
import Observation

@MainActor
@Observable
final class NotesViewModel {
    private(set) var folders: [Folder] = []
    var sortOrder: SortOrder = .updatedAt

    func show(_ folders: [Folder]) {
        self.folders = folders.sorted { $0.isPinned && !$1.isPinned }
    }
}

final class EditorSettings: ObservableObject {
    @Published var fontSize: Double = 17
    @Published var showsWordCount = true
}
