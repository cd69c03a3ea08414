/// The examples of `pass_through_use_case` (PassThroughUseCaseRule): `archlint explain`, docs/rules.md and `PassThroughUseCaseRuleTests` read them.
enum PassThroughUseCaseRuleExamples {
    static let triggering: [Example] = [
        Example("execute only forwards to repository.save",
                ("Domain/UseCases/SaveUserUseCase.swift", """
                    struct ↓SaveUserUseCase {
                        let repository: UserRepository

                        func execute(_ user: User) async throws {
                            try await repository.save(user)
                        }
                    }
                    """),
                message: "SaveUserUseCase only forwards: execute(_:) → repository.save"),
        Example("a Domain type of any name that keeps a repository and exposes one action is a use case",
                ("Domain/MoviesRepository.swift", "protocol MoviesRepository {\n    func search(_ query: String) async throws -> [Movie]\n}\n"),
                ("Domain/MovieSearcher.swift", """
                    final class ↓MovieSearcher {
                        let repository: MoviesRepository
                        init(repository: MoviesRepository) { self.repository = repository }
                        func search(_ query: String) async throws -> [Movie] {
                            try await repository.search(query)
                        }
                    }
                    """)),
        Example("the result named only to be returned",
                ("Domain/UseCases/RefreshTopRatedMoviesUseCase.swift", """
                    struct ↓RefreshTopRatedMoviesUseCase {
                        let movieRepository: MovieRepository

                        func refresh() async throws -> [Movie] {
                            let refreshedMovies = try await movieRepository.fetchTopRatedMovies()
                            return refreshedMovies
                        }
                    }
                    """)),
        Example("return, try and await around one forwarded call",
                ("Domain/UseCase/DeleteTodo.swift", """
                    struct ↓DeleteTodoUseCase {
                        private let repo: TodoRepository
                        init(repo: TodoRepository) { self.repo = repo }
                        func execute(id: Int) async throws {
                            return try await self.repo.deleteTodo(id: id)
                        }
                    }
                    """)),
        Example("a dependency's property, through a type-erasing call",
                ("Domain/UseCases/ObserveCartUseCase.swift", """
                    final class ↓ObserveCartUseCase {
                        private let repository: CartRepository
                        init(repository: CartRepository) { self.repository = repository }
                        func execute() -> AnyPublisher<Cart, Never> {
                            repository.cartPublisher.receive(on: DispatchQueue.main).eraseToAnyPublisher()
                        }
                        func delete(id: String) -> Observable<Void> {
                            repository.deleteItem(id).asObservable()
                        }
                    }
                    """)),
        Example("a use case written as a protocol extension forwards to a protocol requirement",
                ("Domain/UseCases/GetOrderList.swift", """
                    protocol GettingOrderList {
                        var orderGateway: OrderGateway { get }
                    }

                    extension ↓GettingOrderList {
                        func getOrderList(query: OrderQuery) -> Observable<[Order]> {
                            orderGateway.getOrderList(query: query)
                        }
                    }

                    final class GetOrderList: GettingOrderList {
                        let orderGateway: OrderGateway
                        init(orderGateway: OrderGateway) { self.orderGateway = orderGateway }
                    }
                    """)),
        Example("a private helper nothing calls any more is no action",
                ("Domain/UseCases/LogoutUseCase.swift", """
                    final class ↓LogoutUseCase {
                        private let session: SessionRepository
                        init(session: SessionRepository) { self.session = session }
                        func execute() async throws {
                            try await session.logout()
                        }
                        private func isExpired(_ token: Token) -> Bool { token.expiry < Date() }
                    }
                    """)),
        Example("a completion handler handed on, the Result re-wrapped case by case",
                ("Domain/UseCases/FetchPostsUseCase.swift", """
                    final class ↓FetchPostsUseCase {
                        private let repository: PostsRepository
                        init(repository: PostsRepository) { self.repository = repository }
                        func execute(page: Int, completion: @escaping (Result<[Post], Error>) -> Void) {
                            repository.posts(page: page) { result in
                                switch result {
                                case .success(let posts): completion(.success(posts))
                                case let .failure(error): completion(.failure(error))
                                }
                            }
                        }
                        func refresh(completion: @escaping (Result<Void, Error>) -> Void) {
                            repository.refresh(completion: { result in completion(result) })
                        }
                    }
                    """)),
        Example("a struct of closures whose factory only forwards each closure's input to the repository it is given",
                ("Domain/UseCases/FetchStories.swift", """
                    struct ↓FetchStories {
                        let execute: (StoriesQuery) async -> Result<[Story], Error>
                    }

                    extension FetchStories {
                        static func live(repository: StoriesRepository) -> Self {
                            .init { query in
                                await repository.fetch(query)
                            }
                        }
                    }
                    """)),
    ]

    static let nonTriggering: [Example] = [
        Example("one real line of logic: validation",
                ("Domain/UseCases/RegisterUserUseCase.swift", """
                    struct RegisterUserUseCase {
                        let repository: UserRepository
                        func execute(_ user: User) async throws {
                            guard user.email.contains("@") else { throw RegistrationError.invalidEmail }
                            try await repository.save(user)
                        }
                    }
                    """)),
        Example("the named result is changed before it is returned",
                ("Domain/UseCases/RefreshTopRatedMoviesUseCase.swift", """
                    struct RefreshTopRatedMoviesUseCase {
                        let movieRepository: MovieRepository

                        func refresh() async throws -> [Movie] {
                            let refreshedMovies = try await movieRepository.fetchTopRatedMovies()
                            return refreshedMovies.sorted { $0.rating > $1.rating }
                        }
                    }
                    """)),
        Example("transformation of the result",
                ("Domain/UseCases/GetTodosUseCase.swift", """
                    struct GetTodosUseCase {
                        let repository: TodoRepository
                        func execute() async throws -> [Todo] {
                            try await repository.todos().filter { !$0.isDone }
                        }
                    }
                    """)),
        Example("a call after the forwarded one that changes the content",
                ("Domain/UseCases/ObserveCartUseCase.swift", """
                    struct ObserveCartUseCase {
                        let repository: CartRepository
                        func execute() -> AnyPublisher<Int, Never> {
                            repository.cartPublisher.map(\\.count).eraseToAnyPublisher()
                        }
                    }
                    """)),
        Example("an argument the caller did not pass",
                ("Domain/UseCases/GetFirstPageUseCase.swift", """
                    struct GetFirstPageUseCase {
                        let repository: PageRepository
                        func execute() async throws -> Page { try await repository.page(number: 1) }
                    }
                    """)),
        Example("errors silenced with `try?`: a decision, not a forward",
                ("Domain/UseCases/SyncFavoritesUseCase.swift", """
                    struct SyncFavoritesUseCase {
                        let repository: FavoritesRepository
                        func execute() async {
                            try? await repository.sync()
                        }
                    }
                    """)),
        Example("the action applies a rule of its parameter, an entity, not of a stored dependency",
                ("Domain/UseCases/ApplyCouponUseCase.swift", """
                    struct ApplyCouponUseCase {
                        func execute(cart: Cart, coupon: Coupon) -> Cart {
                            cart.applying(coupon)
                        }
                    }
                    """)),
        Example("a protocol-extension use case that supplies a default",
                ("Domain/UseCases/GetOrderList.swift", """
                    protocol GettingOrderList {
                        var orderGateway: OrderGateway { get }
                    }

                    extension GettingOrderList {
                        func getOrderList(query: OrderQuery) -> [Order] {
                            orderGateway.cachedOrders(query: query) ?? []
                        }
                    }
                    """)),
        Example("the project's own Result: the switch turns it into another type, case by case",
                ("Core/Result.swift", "enum Result<Value> {\n    case success(Value)\n    case failure(String)\n}\n"),
                ("Domain/UseCases/FetchPostsUseCase.swift", """
                    final class FetchPostsUseCase {
                        private let repository: PostsRepository
                        init(repository: PostsRepository) { self.repository = repository }
                        func execute(page: Int, completion: @escaping (Swift.Result<[Post], PostsError>) -> Void) {
                            repository.posts(page: page) { result in
                                switch result {
                                case .success(let posts): completion(.success(posts))
                                case .failure(let message): completion(.failure(message))
                                }
                            }
                        }
                    }
                    """)),
        Example("a completion that sees only the successes",
                ("Domain/UseCases/FetchPostsUseCase.swift", """
                    final class FetchPostsUseCase {
                        private let repository: PostsRepository
                        init(repository: PostsRepository) { self.repository = repository }
                        func execute(page: Int, completion: @escaping ([Post]) -> Void) {
                            repository.posts(page: page) { result in
                                switch result {
                                case .success(let posts): completion(posts)
                                case .failure: completion([])
                                }
                            }
                        }
                    }
                    """)),
        Example("a struct of closures whose factory checks the input before it calls the repository",
                ("Domain/UseCases/FetchImageUseCase.swift", """
                    struct FetchImageUseCase {
                        let execute: (String) async -> Result<Data, Error>
                    }

                    extension FetchImageUseCase {
                        static func live(repository: ImageRepository) -> Self {
                            .init { url in
                                guard let url = URL(string: url) else { return .failure(URLError(.badURL)) }
                                return await repository.fetch(url)
                            }
                        }
                    }
                    """)),
        Example("a client of the Data layer written as a struct of closures is data access, not a use case",
                ("Data/Clients/StoriesClient.swift", """
                    struct StoriesClient {
                        var fetch: (StoriesQuery) async throws -> [StoryDTO]
                    }

                    extension StoriesClient {
                        static func live(api: APIClient) -> Self {
                            Self(fetch: { query in try await api.stories(query) })
                        }
                    }
                    """)),
    ]
}
