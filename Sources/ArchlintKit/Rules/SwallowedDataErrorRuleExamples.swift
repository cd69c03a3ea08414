/// The examples of `swallowed_data_error` (SwallowedDataErrorRule): `archlint explain`, docs/rules.md and `SwallowedDataErrorRuleTests` read them.
enum SwallowedDataErrorRuleExamples {
    static let triggering: [Example] = [
        Example("the failure becomes an empty list",
                ("Data/DefaultOrderRepository.swift", """
                    final class DefaultOrderRepository: OrderRepository {
                        func orders() async -> [Order] {
                            do {
                                return try await api.orders().map(OrderMapper.map)
                            } ↓catch {
                                print(error)
                                return []
                            }
                        }
                    }
                    """),
                message: "DefaultOrderRepository.orders catches an error and returns []"),
        Example("try? with a fallback",
                ("Data/OrderAPIDataSource.swift", """
                    final class OrderAPIDataSource {
                        func orders() async -> [OrderDTO] {
                            (↓try? await client.get("/orders")) ?? []
                        }
                    }
                    """)),
        Example("a function that cannot throw keeps the fallback in a local",
                ("Data/WatchlistRepository.swift", """
                    final class WatchlistRepository {
                        func contains(_ movie: Movie) -> Bool {
                            let lists = (↓try? load()) ?? Watchlist(movies: [])
                            return lists.movies.contains(movie)
                        }
                    }
                    """)),
        Example("a guard whose condition falls back on a failure",
                ("Data/SyncRepository.swift", """
                    final class SyncRepository {
                        func pending() -> [Change] {
                            guard (↓try? store.isReady()) ?? false else { return [] }
                            return store.changes
                        }
                    }
                    """),
                message: "SyncRepository.pending turns a failure into []"),
        Example("a guard whose else returns the empty value, and a later return that falls back on the try? result",
                ("Data/SeenlistRepository.swift", """
                    final class SeenlistRepository {
                        func isSeen(_ movie: Movie) -> Bool {
                            guard let stored = ↓try? store.fetchFirst(movie.id) else {
                                return false
                            }
                            return stored.isSeen
                        }
                        func contains(_ movie: Movie) -> Bool {
                            let list = ↓try? store.seenlist()
                            return list?.movies.contains(movie) ?? false
                        }
                    }
                    """)),
        Example("a network client, named like no data source, turns a failed request into nil",
                ("Data/Network/MoviesNetwork.swift", """
                    import Alamofire

                    final class MoviesNetwork {
                        func movies() async -> [MovieDTO]? {
                            switch await AF.request("https://example.org/movies").serializingData().response.result {
                            case .success(let data):
                                return try? JSONDecoder().decode([MovieDTO].self, from: data)
                            ↓case let .failure(error):
                                debugPrint(error)
                                return nil
                            }
                        }
                    }
                    """)),
    ]

    static let nonTriggering: [Example] = [
        Example("the error is mapped and thrown",
                ("Data/DefaultOrderRepository.swift", """
                    final class DefaultOrderRepository: OrderRepository {
                        func orders() async throws -> [Order] {
                            do {
                                return try await api.orders().map(OrderMapper.map)
                            } catch let error as URLError {
                                throw OrderError.offline(error)
                            }
                        }
                    }
                    """)),
        Example("the error is logged and thrown again",
                ("Data/OrderAPIDataSource.swift", """
                    final class OrderAPIDataSource {
                        func orders() async throws -> [OrderDTO] {
                            do {
                                return try await client.get("/orders")
                            } catch {
                                logger.error("orders failed: \\(error)")
                                throw error
                            }
                        }
                    }
                    """)),
        Example("the error goes to the completion handler; nil is the task that never started",
                ("Data/UserAPIDataSource.swift", """
                    final class UserAPIDataSource {
                        func user(id: String, completion: @escaping (Result<UserDTO, Error>) -> Void) -> URLSessionDataTask? {
                            do {
                                let request = try router.request(for: .user(id))
                                return client.send(request, completion: completion)
                            } catch {
                                completion(.failure(error))
                                return nil
                            }
                        }
                    }
                    """)),
        Example("`try` lets the error through; `??` only fills in a missing cache entry",
                ("Data/OrderCacheDataSource.swift", """
                    final class OrderCacheDataSource {
                        func orders() throws -> [OrderDTO] {
                            return try store.read([OrderDTO].self, key: "orders") ?? []
                        }
                    }
                    """)),
        Example("a `try?` fallback inside a larger computation, not what the function returns",
                ("Data/DefaultOrderRepository.swift", """
                    final class DefaultOrderRepository: OrderRepository {
                        func orders() async throws -> [Order] {
                            let pending = (try? outbox.pendingOrders()) ?? []
                            return try await (api.orders() + pending).map(OrderMapper.map)
                        }
                    }
                    """)),
        Example("a function that throws chose the fallbacks of its guard and of its local",
                ("Data/SeenlistRepository.swift", """
                    final class SeenlistRepository {
                        func isSeen(_ movie: Movie) throws -> Bool {
                            guard let stored = try? store.fetchFirst(movie.id) else {
                                return false
                            }
                            let lists = (try? store.lists()) ?? []
                            return try stored.isSeen || store.contains(movie, in: lists)
                        }
                    }
                    """)),
        Example("a failed request handed on to the completion handler",
                ("Data/Network/MoviesNetwork.swift", """
                    import Alamofire

                    final class MoviesNetwork {
                        func movies(completion: @escaping (Result<[MovieDTO], Error>) -> Void) {
                            AF.request("https://example.org/movies").response { result in
                                switch result {
                                case .success(let data):
                                    completion(Result { try JSONDecoder().decode([MovieDTO].self, from: data) })
                                case let .failure(error):
                                    completion(.failure(error))
                                }
                            }
                        }
                    }
                    """)),
        Example("a disk cache is no network client: no file yet is no sync yet",
                ("Data/Cache/InboxDiskCache.swift", """
                    final class InboxDiskCache {
                        func lastSync() -> Date? {
                            do {
                                return try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
                            } catch {
                                return nil
                            }
                        }
                    }
                    """)),
        Example("a value built from what was loaded is no empty value",
                ("Data/WatchlistRepository.swift", """
                    final class WatchlistRepository {
                        func watchlist() -> Watchlist {
                            guard let movies = try? store.movies() else { return Watchlist(movies: cachedMovies) }
                            return Watchlist(movies: movies)
                        }
                    }
                    """)),
        Example("a best-effort `try?` statement; the fallback on the next line is another statement's",
                ("Data/SessionLocalDataSource.swift", """
                    final class SessionLocalDataSource {
                        func token() -> String {
                            try? keychain.migrateLegacyItems()
                            return defaults.string(forKey: "token") ?? ""
                        }
                    }
                    """)),
    ]
}
