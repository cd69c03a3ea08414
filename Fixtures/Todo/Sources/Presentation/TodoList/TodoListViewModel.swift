import Foundation
import Observation
import Core
import Domain

/// State and intents of the todo list. It only knows use-case protocols; the concrete
/// repository, TodoAPIEntity and TodoDBEntity never reach this module.
@MainActor
@Observable
public final class TodoListViewModel {
    public private(set) var todos: [Todo] = []
    public private(set) var isLoading = false
    public private(set) var errorMessage: String?
    public var filter: TodoFilter = .all
    public var newTitle = ""

    private let getTodos: GetTodosUseCaseProtocol
    private let addTodo: AddTodoUseCaseProtocol
    private let toggleTodo: ToggleTodoUseCaseProtocol
    private let deleteTodo: DeleteTodoUseCaseProtocol
    private let logger: Logger

    public init(
        getTodos: GetTodosUseCaseProtocol,
        addTodo: AddTodoUseCaseProtocol,
        toggleTodo: ToggleTodoUseCaseProtocol,
        deleteTodo: DeleteTodoUseCaseProtocol,
        logger: Logger = PrintLogger()
    ) {
        self.getTodos = getTodos
        self.addTodo = addTodo
        self.toggleTodo = toggleTodo
        self.deleteTodo = deleteTodo
        self.logger = logger
    }

    public var canAdd: Bool {
        !newTitle.isBlank
    }

    public var isShowingError: Bool {
        get { errorMessage != nil }
        set { if !newValue { errorMessage = nil } }
    }

    public func load(forceRefresh: Bool = false) async {
        isLoading = true
        defer { isLoading = false }
        do {
            todos = try await getTodos.execute(filter: filter, forceRefresh: forceRefresh)
        } catch {
            present(error)
        }
    }

    public func add() async {
        do {
            _ = try await addTodo.execute(title: newTitle, dueDate: nil)
            newTitle = ""
            await load()
        } catch {
            present(error)
        }
    }

    public func toggle(_ todo: Todo) async {
        do {
            let updated = try await toggleTodo.execute(todo)
            if let index = todos.firstIndex(where: { $0.id == updated.id }) {
                todos[index] = updated
            }
            await load()
        } catch {
            present(error)
        }
    }

    public func delete(at offsets: IndexSet) async {
        for todo in offsets.compactMap({ todos[safe: $0] }) {
            do {
                try await deleteTodo.execute(id: todo.id)
            } catch {
                present(error)
                break
            }
        }
        await load()
    }

    private func present(_ error: Error) {
        logger.log("TodoListViewModel: \(error)")
        guard let todoError = error as? TodoError else {
            errorMessage = "Something went wrong. \(error.localizedDescription)"
            return
        }
        switch todoError {
        case .emptyTitle:
            errorMessage = "Give the todo a title first."
        case .titleTooLong(let maximum):
            errorMessage = "Titles can be at most \(maximum) characters long."
        case .dueDateInPast:
            errorMessage = "The due date is already over."
        case .notFound:
            errorMessage = "That todo was already deleted."
        }
    }
}

#if DEBUG
extension TodoListViewModel {
    public static func preview() -> TodoListViewModel {
        let store = PreviewTodoStore()
        return TodoListViewModel(getTodos: store, addTodo: store, toggleTodo: store, deleteTodo: store)
    }
}

/// In-memory stand-in for the four use cases, for SwiftUI previews.
private actor PreviewTodoStore: GetTodosUseCaseProtocol, AddTodoUseCaseProtocol,
    ToggleTodoUseCaseProtocol, DeleteTodoUseCaseProtocol {
    private var todos = [
        Todo(id: 1, title: "Buy oat milk"),
        Todo(id: 2, title: "Book the dentist", dueDate: Date().addingTimeInterval(86_400)),
        Todo(id: 3, title: "Water the plants", isCompleted: true),
    ]

    func execute(filter: TodoFilter, forceRefresh: Bool) async throws -> [Todo] {
        todos.filter(filter.includes)
    }

    func execute(title: String, dueDate: Date?) async throws -> Todo {
        let todo = Todo(id: (todos.map(\.id).max() ?? 0) + 1, title: title, dueDate: dueDate)
        todos.append(todo)
        return todo
    }

    func execute(_ todo: Todo) async throws -> Todo {
        var toggled = todo
        toggled.isCompleted.toggle()
        todos = todos.map { $0.id == toggled.id ? toggled : $0 }
        return toggled
    }

    func execute(id: Todo.ID) async throws {
        todos.removeAll { $0.id == id }
    }
}
#endif
