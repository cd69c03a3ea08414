// Demonstrates: use cases written as a protocol and its extension, whose dependency is a property requirement of the protocol (or of a protocol it refines).
import Foundation

protocol GettingNote {
    var noteRepository: NoteRepository { get }
}

extension GettingNote { // expect: pass_through_use_case
    func getNote(id: Note.ID) async throws -> Note {
        try await noteRepository.fetch(id: id)
    }

    func searchNotes(query: String) -> [Note] {
        noteRepository.search(query: query)
    }
}

/// Supplies the dependency; its actions are the protocol extension's.
final class GetNote: GettingNote {
    let noteRepository: NoteRepository

    init(noteRepository: NoteRepository) {
        self.noteRepository = noteRepository
    }
}

protocol NoteRepositoryHolder {
    var noteRepository: NoteRepository { get }
}

protocol RestoringNote: NoteRepositoryHolder {}

extension RestoringNote { // expect: pass_through_use_case
    func restore(id: Note.ID) async throws {
        try await self.noteRepository.restore(id: id)
    }
}
