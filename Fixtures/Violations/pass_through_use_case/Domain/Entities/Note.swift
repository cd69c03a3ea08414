// Quiet: the entity and its errors.
import Foundation

struct Note: Identifiable, Equatable {
    let id: UUID
    var title: String
    var body: String
    var updatedAt: Date
    var isPinned: Bool
}

enum NoteError: Error, Equatable {
    case emptyTitle
    case deleteFailed(Note.ID)
}
