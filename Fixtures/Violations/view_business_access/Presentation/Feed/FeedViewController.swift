// Demonstrates: a UIKit screen holding a repository (reported once per type name) and building a use case; the Data source it builds is dependency_rule's to report.
import UIKit

final class FeedViewController: UITableViewController {
    private let repository: FeedRepository // expect: view_business_access
    private let api = FeedAPIDataSource() // expect: dependency_rule
    private var posts: [Post] = []

    init(repository: FeedRepository) {
        self.repository = repository
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "post")
        Task {
            posts = (try? await repository.feed()) ?? []
            tableView.reloadData()
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        posts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = posts[indexPath.row].text
        content.secondaryText = posts[indexPath.row].author
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let post = posts[indexPath.row]
        Task {
            posts[indexPath.row] = try await LikePostInteractor(repository: repository).execute(post) // expect: view_business_access
            tableView.reloadRows(at: [indexPath], with: .automatic)
        }
    }
}
