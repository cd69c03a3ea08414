// Demonstrates: a property wrapper that injects from a global container; `resolve` on a type that is no container stays quiet.
import Factory

final class FeedViewModel {
    @Injected(\.getProfile) private var getProfile // expect: service_locator
    private let promise = Promise()

    func finish() { promise.resolve(42) }
}

final class Promise {
    func resolve(_ value: Int) {}
}
