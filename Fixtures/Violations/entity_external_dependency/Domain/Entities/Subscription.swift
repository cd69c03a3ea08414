// Demonstrates: an entity that reads the current locale, user defaults and time zone, and posts to singletons; values passed in, its own and other entities' constants stay quiet.
import Foundation

struct Plan: Equatable {
    static let `default` = Plan(name: "Basic", monthlyPrice: 4.99, trialDays: 7)

    let name: String
    let monthlyPrice: Decimal
    let trialDays: Int

    var isDefault: Bool { self == Self.default }
}

struct Subscription: Identifiable, Equatable {
    let id: UUID
    var plan: Plan = .default
    let startedAt: Date
    let renewsAt: Date
    var isAutoRenewing: Bool

    var isOnDefaultPlan: Bool { plan == Plan.default }

    var priceLabel: String {
        plan.monthlyPrice.formatted(.currency(code: Locale.current.currency?.identifier ?? "USD")) // expect: entity_external_dependency
    }

    var showsRenewalReminder: Bool {
        isAutoRenewing && UserDefaults.standard.bool(forKey: "renewalReminders") // expect: entity_external_dependency
    }

    func daysUntilRenewal(from now: Date, calendar: Calendar) -> Int {
        calendar.dateComponents([.day], from: now, to: renewsAt).day ?? 0
    }

    func cancelled() -> Subscription {
        Analytics.shared.track("subscription_cancelled") // expect: entity_external_dependency
        NotificationCenter.default.post(name: .subscriptionDidChange, object: id) // expect: entity_external_dependency
        var copy = self
        copy.isAutoRenewing = false
        return copy
    }
}

extension Subscription {
    var renewalDayLabel: String {
        renewsAt.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, timeZone: TimeZone.current)) // expect: entity_external_dependency
    }
}
