// Demonstrates: a use case protocol with several actions is reported once, at the protocol, not again at its implementation.
import Foundation

protocol ManageAddressesUseCase { // expect: use_case_single_action
    func addresses() async throws -> [Address]
    func makeDefault(_ address: Address) async throws
    func delete(_ address: Address) async throws
}

struct DefaultManageAddressesUseCase: ManageAddressesUseCase {
    let repository: AddressRepository

    func addresses() async throws -> [Address] {
        try await repository.addresses().sorted { $0.isDefault && !$1.isDefault }
    }

    func makeDefault(_ address: Address) async throws {
        for var other in try await repository.addresses() where other.isDefault != (other.id == address.id) {
            other.isDefault = other.id == address.id
            try await repository.save(other)
        }
    }

    func delete(_ address: Address) async throws {
        guard !address.isDefault else { return }
        try await repository.delete(id: address.id)
    }
}
