// Demonstrates: the Toolkit target is the toolbox (by its name and by its files), so this file
// outside its Core/ folder is Core too, and its UI import is judged.
import RecipesUI // expect: dependency_rule

public enum Retry {
    public static let attempts = 3
}
