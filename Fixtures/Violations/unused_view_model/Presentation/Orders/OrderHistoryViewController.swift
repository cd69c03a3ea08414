// Quiet: a view controller receives its only view model, as a protocol, in its initializer; a
// preview stand-in of that protocol is used by the preview alone.
import SwiftUI
import UIKit

final class OrderHistoryViewController: UITableViewController {
    private let viewModel: OrderHistoryViewModelProtocol

    init(viewModel: OrderHistoryViewModelProtocol) {
        self.viewModel = viewModel
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { nil }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.orderCount
    }
}

#Preview {
    OrderHistoryViewController(viewModel: PreviewOrderHistoryViewModel())
}
