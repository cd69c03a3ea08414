// Quiet: a Core/ folder inside a library target with no layer is that library's own folder, not the
// Core layer (a feature's "core" may well use its UI), so its import of a UI module is not judged.
import Foundation
import DesignSystemUI

public enum DurationText {
    public static func minutes(_ seconds: Int) -> String {
        seconds < 60 ? "< 1 min" : "\(seconds / 60) min"
    }
}
