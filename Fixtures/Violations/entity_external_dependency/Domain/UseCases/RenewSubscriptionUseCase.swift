// Quiet: use cases may talk to services and the environment (the calendar, today's date, analytics).
import Foundation

enum SubscriptionError: Error {
    case notRenewable
}

struct RenewSubscriptionUseCase {
    let calendar: Calendar = .current

    func execute(_ subscription: Subscription) throws -> Subscription {
        guard subscription.isAutoRenewing else { throw SubscriptionError.notRenewable }
        let next = Calendar.current.date(byAdding: .month, value: 1, to: max(subscription.renewsAt, Date()))!
        Analytics.shared.track("subscription_renewed")
        return Subscription(id: subscription.id, plan: subscription.plan, startedAt: subscription.startedAt,
                            renewsAt: next, isAutoRenewing: true)
    }
}
