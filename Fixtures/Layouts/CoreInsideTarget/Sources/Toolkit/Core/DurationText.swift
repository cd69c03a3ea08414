// Demonstrates: Core (the Core/ folder inside the Toolkit target) importing a Presentation module.
import Foundation
import RecipesUI // expect: dependency_rule

public enum DurationText {
    public static func minutes(_ seconds: Int) -> String {
        seconds < 60 ? "< 1 min" : "\(seconds / 60) min"
    }
}
