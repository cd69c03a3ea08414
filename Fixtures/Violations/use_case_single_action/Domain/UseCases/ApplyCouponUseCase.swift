// Quiet: one action (overloaded), with an initializer, a static factory, private helpers and a computed property.
import Foundation

struct ApplyCouponUseCase {
    enum Failure: Error {
        case unknownCode
    }

    private let repository: CartRepository
    private let maximumPercent: Int

    init(repository: CartRepository, maximumPercent: Int = 50) {
        self.repository = repository
        self.maximumPercent = maximumPercent
    }

    static func standard(repository: CartRepository) -> ApplyCouponUseCase {
        ApplyCouponUseCase(repository: repository, maximumPercent: 30)
    }

    var allowsStacking: Bool { false }

    func execute(code: String, totalCents: Int) async throws -> Int {
        guard let coupon = try await repository.coupon(code: normalized(code)) else { throw Failure.unknownCode }
        return execute(coupon, totalCents: totalCents)
    }

    func execute(_ coupon: Coupon, totalCents: Int) -> Int {
        totalCents - totalCents * min(coupon.percentOff, maximumPercent) / 100
    }

    private func normalized(_ code: String) -> String {
        code.trimmingCharacters(in: .whitespaces).uppercased()
    }

    fileprivate func debugDescription(of coupon: Coupon) -> String {
        "\(coupon.code): -\(coupon.percentOff)%"
    }
}
