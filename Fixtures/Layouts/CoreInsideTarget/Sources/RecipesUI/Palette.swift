// Quiet: a SwiftUI library, Presentation by its name.
import SwiftUI

public enum Palette {
    public static let accent = Color.orange
    public static let secondaryText = Color.secondary
}
