// Demonstrates: the ProfileDomain framework importing the ProfileUI framework of the same project (Domain -> Presentation).
import Foundation
import ProfileUI // expect: dependency_rule

public enum ProfileFormatter {
    public static func initials(of profile: Profile) -> String {
        profile.name.split(separator: " ").compactMap(\.first).prefix(2).map(String.init).joined()
    }
}
