// Quiet: Utils/ is another name of Core's, and inside a library with no layer only a folder called
// Core is Core: this file is the Toolkit's own, in no layer, and its UI import is not judged.
import DesignSystemUI

public enum Retry {
    public static let attempts = 3
}
