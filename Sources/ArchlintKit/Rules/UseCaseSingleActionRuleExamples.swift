/// The examples of `use_case_single_action` (UseCaseSingleActionRule): `archlint explain`, docs/rules.md and `UseCaseSingleActionRuleTests` read them.
enum UseCaseSingleActionRuleExamples {
    /// An Xcode project whose one target compiles `Domain/NotesInteractor.swift` only.
    static let notesProject = """
        // !$*UTF8*$!
        {
            objects = {
                B0 = {isa = PBXBuildFile; fileRef = F0; };
                F0 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Domain/NotesInteractor.swift; sourceTree = "<group>"; };
                G = {isa = PBXGroup; children = (F0); sourceTree = "<group>"; };
                S = {isa = PBXSourcesBuildPhase; files = (B0); };
                T = {isa = PBXNativeTarget; buildPhases = (S); name = Notes; productType = "com.apple.product-type.application"; };
                P = {isa = PBXProject; mainGroup = G; targets = (T); };
            };
            rootObject = P;
        }
        """

    static let triggering: [Example] = [
        Example("two actions behind one use case protocol",
                ("Domain/UseCases/NotesUseCase.swift", """
                    protocol ↓NotesUseCase {
                        func fetch() async throws -> [Note]
                        func save(_ note: Note) async throws
                    }
                    """),
                message: "NotesUseCase has 2 actions: fetch, save"),
        Example("three actions in one use case",
                ("Domain/UseCases/NotesInteractor.swift", """
                    final class ↓NotesInteractor {
                        func fetch() async throws -> [Note] { [] }
                        func save(_ note: Note) async throws {}
                        func delete(id: UUID) async throws {}
                    }
                    """)),
        Example("the real implementation of an interactor protocol is judged, its stub is not",
                ("Domain/Interactors/CountriesInteractor.swift", """
                    protocol CountriesInteractor {
                        func refresh() async throws
                        func details(of country: Country) async throws -> CountryDetails
                    }

                    struct ↓RealCountriesInteractor: CountriesInteractor {
                        func refresh() async throws {}
                        func details(of country: Country) async throws -> CountryDetails { CountryDetails() }
                    }

                    struct StubCountriesInteractor: CountriesInteractor {
                        func refresh() async throws {}
                        func details(of country: Country) async throws -> CountryDetails { CountryDetails() }
                    }
                    """)),
        Example("a method another one calls is still an action when its protocol requires it",
                ("Domain/Interactors/FeedInteractor.swift", """
                    protocol FeedInteractorInput {
                        func load()
                        func reload()
                    }

                    final class ↓FeedInteractor: FeedInteractorInput {
                        func load() {}
                        func reload() { load() }
                    }
                    """)),
        Example("the pages of a paginated fetch are one action, a refresh beside them another",
                ("Domain/UseCases/FeedUseCase.swift", """
                    protocol ↓FeedUseCase {
                        func fetchFirstPage() async throws -> [Post]
                        func fetchNextPage() async throws -> [Post]
                        func refresh() async throws
                    }
                    """)),
        Example("the interactor its Xcode target compiles is judged",
                ("Notes/Notes.xcodeproj/project.pbxproj", notesProject),
                ("Notes/Domain/NotesInteractor.swift", """
                    final class ↓NotesInteractor {
                        func fetch() async throws -> [Note] { [] }
                        func delete(id: UUID) async throws {}
                    }
                    """)),
        Example("an extension beside the interactor adds its second action",
                ("Domain/Transfers/TransfersInteractor.swift", """
                    final class ↓TransfersInteractor: TransfersInteractorInput {
                        func fetchData() {}
                    }

                    extension TransfersInteractor {
                        func transfer(amount: Int) {}
                    }
                    """)),
    ]

    static let nonTriggering: [Example] = [
        Example("an input boundary's method that only calls the generic execute is one action under two names",
                ("Domain/UseCases/LoginInteractor.swift", """
                    protocol Interactor {
                        func execute(requestModel: LoginRequest)
                    }
                    protocol LoginInputBoundary {
                        func login(requestModel: LoginRequest)
                    }
                    final class LoginInteractor: Interactor, LoginInputBoundary {
                        func login(requestModel: LoginRequest) {
                            execute(requestModel: requestModel)
                        }
                        func execute(requestModel: LoginRequest) {}
                    }
                    """)),
        Example("one action, with private helpers",
                ("Domain/UseCases/SaveNoteUseCase.swift", """
                    struct SaveNoteUseCase {
                        let repository: NoteRepository
                        func execute(_ note: Note) async throws { try await repository.save(normalized(note)) }
                        private func normalized(_ note: Note) -> Note { note }
                    }
                    """)),
        Example("one action in two overloads",
                ("Domain/UseCases/DeleteNotesUseCase.swift", """
                    struct DeleteNotesUseCase {
                        let repository: NoteRepository
                        func execute(id: UUID) async throws { try await repository.delete(ids: [id]) }
                        func execute(ids: [UUID]) async throws { try await repository.delete(ids: ids) }
                    }
                    """)),
        Example("a stub of an interactor protocol mirrors the contract; the protocol's implementation has one action",
                ("Domain/Interactors/ImagesInteractor.swift", """
                    protocol ImagesInteractor {
                        func load(url: URL) async throws -> Data
                    }

                    struct StubImagesInteractor: ImagesInteractor {
                        func load(url: URL) async throws -> Data { Data() }
                        func reset() {}
                    }
                    """)),
        Example("a helper only the action calls is a step of that action",
                ("Domain/Interactors/UserProfileInteractor.swift", """
                    protocol UserProfileInteractorInput {
                        func fetchData()
                    }

                    final class UserProfileInteractor: UserProfileInteractorInput {
                        func fetchData() { show(accountRows()) }
                        func accountRows() -> [String] { ["label 1", "label 2"] }
                        private func show(_ rows: [String]) {}
                    }
                    """)),
        Example("the first and the next page of a paginated fetch are one action",
                ("Domain/UseCases/FetchFeedUseCase.swift", """
                    protocol FetchFeedUseCase {
                        func fetchFirstPage() async throws -> [Post]
                        func fetchNextPage() async throws -> [Post]
                    }
                    """)),
        Example("left-over code that no target of its Xcode project compiles is not judged",
                ("Notes/Notes.xcodeproj/project.pbxproj", notesProject),
                ("Notes/Domain/NotesInteractor.swift", """
                    final class NotesInteractor {
                        func fetch() async throws -> [Note] { [] }
                    }
                    """),
                ("Notes/Domain/Old/ToDoListInteractor.swift", """
                    final class ToDoListInteractor {
                        func retrieve() async throws -> [Note] { [] }
                        func delete(id: UUID) async throws {}
                    }
                    """)),
        Example("an independent copy of the app in the same repository keeps its own extension",
                ("solutions/first/Domain/ContactList/ContactListInteractor.swift", """
                    final class ContactListInteractor {
                        func fetchData() {}
                    }
                    """),
                ("solutions/second/Domain/ContactList/ContactListInteractor.swift", """
                    final class ContactListInteractor {}

                    extension ContactListInteractor {
                        func fetchContacts() {}
                    }
                    """)),
    ]
}
