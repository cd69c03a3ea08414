// Quiet: data sources that feed a view: an @objc one, and a Swift protocol whose requirements speak
// of index paths and sizes (a collection view layout's).
import UIKit

@objc protocol OrdersBadgeDataSource: NSObjectProtocol {
    func badgeCount() -> Int
}

final class OrdersGridView: UIView {
    weak var badgeDataSource: OrdersBadgeDataSource?
}

protocol OrdersGridLayoutDataSource: AnyObject {
    func height(forItemAt indexPath: IndexPath) -> CGFloat
}

final class OrdersGridLayout: UICollectionViewLayout {
    weak var dataSource: OrdersGridLayoutDataSource?
}
