import Foundation
import Core
import Domain
import Data
import Presentation

/// The composition root: the only module that sees Data and Presentation at the same time.
/// It builds the concrete data sources and repository and hands use-case protocols to the
/// view model.
final class AppContainer {
    private let logger: Logger = PrintLogger(prefix: "todo")

    private lazy var repository: TodoRepository = DefaultTodoRepository(
        api: URLSessionTodoAPIDataSource(
            baseURL: URL(string: "https://jsonplaceholder.typicode.com")!,
            logger: logger
        ),
        db: FileTodoDBDataSource(fileURL: Self.storeURL()),
        userID: 1,
        logger: logger
    )

    @MainActor
    func makeTodoListView() -> TodoListView {
        let viewModel = TodoListViewModel(
            getTodos: GetTodosUseCase(repository: repository),
            addTodo: AddTodoUseCase(repository: repository),
            toggleTodo: ToggleTodoUseCase(repository: repository),
            deleteTodo: DeleteTodoUseCase(repository: repository),
            logger: logger
        )
        return TodoListView(viewModel: viewModel)
    }

    private static func storeURL() -> URL {
        (try? FileTodoDBDataSource.defaultFileURL())
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("todos.json")
    }
}
