// Quiet: plain value entities and a class-bound protocol; "@Model" and NSManagedObject in comments are no framework types.
import Foundation

/// Was an NSManagedObject with @Model-style persistence once; now a plain struct.
struct Folder: Identifiable, Hashable, Sendable {
    let id: UUID
    var name: String
    var noteCount: Int
    var isPinned: Bool
}

enum SortOrder: String, CaseIterable, Sendable {
    case updatedAt, title
}

protocol FolderObserving: AnyObject {
    func folderDidChange(_ folder: Folder)
}
