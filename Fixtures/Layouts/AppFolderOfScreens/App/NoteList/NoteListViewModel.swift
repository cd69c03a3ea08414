// Demonstrates: a view model inside App/ is checked like any view model: it names the Data store.
import Observation

@Observable
final class NoteListViewModel {
    private(set) var notes: [Note] = []
    private let repository: NoteRepository
    private let cache: FileNoteStore? // expect: dependency_rule

    init(notes: NoteRepository, cache: FileNoteStore? = nil) { // expect: dependency_rule
        repository = notes
        self.cache = cache
    }

    func load() async {
        notes = (try? await repository.all()) ?? []
    }
}
