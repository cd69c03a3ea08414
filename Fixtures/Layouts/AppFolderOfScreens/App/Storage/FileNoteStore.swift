// Quiet: the file store in Storage/ (a folder named with a Data word) implements the Domain's protocol.
import Foundation

final class FileNoteStore: NoteRepository {
    private let folder: String

    init(folder: String) {
        self.folder = folder
    }

    func all() async throws -> [Note] {
        let url = URL(fileURLWithPath: folder).appendingPathComponent("notes.json")
        return try JSONDecoder().decode([Note].self, from: Data(contentsOf: url))
    }
}
