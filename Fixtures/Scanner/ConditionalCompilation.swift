#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif
import Combine

#if os(iOS) || os(tvOS)
public typealias PlatformView = UIView
#elseif os(macOS)
public typealias PlatformView = NSView
#else
public class PlatformView {}
#endif

public final class CanvasView: PlatformView {
    private var cancellables = Set<AnyCancellable>()

    #if DEBUG
    var debugOverlay: Bool = true
    #else
    var debugOverlay: Bool = false
    #endif

    func redraw() {
        #if os(iOS)
        setNeedsDisplay()
        #elseif os(macOS)
        needsDisplay = true
        #endif
    }
}

struct Platform {
    #if targetEnvironment(simulator)
    static let isSimulator = true
    #else
    static let isSimulator = false
    #endif

    #if swift(>=5.9)
    enum Feature { case macros, parameterPacks }
    #endif
}

#if DEBUG
extension CanvasView: CustomDebugStringConvertible {
    public var debugDescription: String { "CanvasView" }
}
#endif

#if compiler(>=6.0)
@available(iOS 17, macOS 14, *)
actor RenderQueue {
    func enqueue() {}
}
#endif

final class AfterConditionals {}
