import SwiftUI
import Domain

public struct TodoListView: View {
    @State private var viewModel: TodoListViewModel

    public init(viewModel: TodoListViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    public var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack {
                        TextField("New todo", text: $viewModel.newTitle)
                            .submitLabel(.done)
                            .onSubmit { Task { await viewModel.add() } }
                        Button("Add", systemImage: "plus.circle.fill") {
                            Task { await viewModel.add() }
                        }
                        .labelStyle(.iconOnly)
                        .disabled(!viewModel.canAdd)
                    }
                }

                Section {
                    ForEach(viewModel.todos) { todo in
                        TodoRowView(todo: todo) {
                            Task { await viewModel.toggle(todo) }
                        }
                    }
                    .onDelete { offsets in
                        Task { await viewModel.delete(at: offsets) }
                    }
                }
            }
            .overlay {
                if viewModel.todos.isEmpty && !viewModel.isLoading {
                    ContentUnavailableView("Nothing to do", systemImage: "checklist", description: Text("Add a todo above."))
                }
            }
            .navigationTitle("Todos")
            .toolbar {
                ToolbarItem(placement: .principal) {
                    Picker("Filter", selection: $viewModel.filter) {
                        ForEach(TodoFilter.allCases, id: \.self) { filter in
                            Text(filter.title).tag(filter)
                        }
                    }
                    .pickerStyle(.segmented)
                }
            }
            .refreshable { await viewModel.load(forceRefresh: true) }
            .task(id: viewModel.filter) { await viewModel.load() }
            .alert("Couldn't update your todos", isPresented: $viewModel.isShowingError) {
                Button("OK", role: .cancel) {}
            } message: {
                Text(viewModel.errorMessage ?? "")
            }
        }
    }
}

#if DEBUG
#Preview {
    TodoListView(viewModel: .preview())
}
#endif
