// Demonstrates: a repository protocol declared in Core (a "generic" storage port is still a repository).
import Foundation

protocol KeyValueRepository { // expect: repository_protocol_location
    func data(forKey key: String) -> Data?
    func set(_ data: Data?, forKey key: String)
}
