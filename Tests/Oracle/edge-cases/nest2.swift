class VC: UIViewController {
  lazy var table: UITableView = {
    class Cell: UITableViewCell {}
    return UITableView()
  }()
  private enum Section: Int { case a }
  override func viewDidLoad() {
    super.viewDidLoad()
    let block = { [weak self] in
      guard let self else { return }
      struct Temp {}
    }
    if true { enum Local {} } else { }
    switch 1 { case 1: struct InCase {}; default: break }
  }
}
extension VC: UITableViewDelegate {
  struct Ext {}
  class Inner { struct Deep {} }
}
private extension VC.Inner.Deep {}
struct Gen<T> { enum Sub<U> { struct Leaf {} } }
extension Gen.Sub.Leaf {}
extension Gen<Int>.Sub<String> {}
