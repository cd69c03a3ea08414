import Foundation

extension Result where Failure == Error {
    /// Async counterpart of the standard library's `Result(catching:)`.
    init(catching body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }

    /// The error, if this is a failure.
    var failure: Failure? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}
