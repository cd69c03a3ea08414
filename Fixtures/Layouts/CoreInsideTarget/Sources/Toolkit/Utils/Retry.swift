// Demonstrates: a target named Toolkit is the toolbox (its name has Core's word Toolkit), so this
// file outside its Core/ folder is Core too, and its UI import is judged.
import DesignSystemUI // expect: dependency_rule

public enum Retry {
    public static let attempts = 3
}
