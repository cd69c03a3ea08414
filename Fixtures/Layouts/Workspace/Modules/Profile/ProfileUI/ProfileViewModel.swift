// Quiet: the ProfileUI framework (Presentation by its name) uses the ProfileDomain framework.
import Foundation
import Observation
import ProfileDomain

@MainActor
@Observable
public final class ProfileViewModel {
    public let profile: Profile

    public init(profile: Profile) {
        self.profile = profile
    }

    public var initials: String { ProfileFormatter.initials(of: profile) }
}
