// Demonstrates: in UI, a layer of kind presentation: a data source (dependency_rule), a DTO
// (dto_leak), a mapper of Infrastructure (dependency_rule) and one of its own (mapper_location),
// a use case the view model builds itself, and (strict preset) the repository it uses directly.
import Foundation

@MainActor
final class LoansViewModel: ObservableObject {
    @Published private(set) var loans: [Loan] = []
    @Published private(set) var raw: [LoanDTO] = [] // expect: dto_leak
    private let listLoans: ListLoansUseCase
    private let api = LoanAPIDataSource() // expect: dependency_rule

    init(repository: LoanRepository) { // expect: viewmodel_data_access
        listLoans = ListLoansUseCase(repository: repository) // expect: viewmodel_concrete_dependency
    }

    func load() async {
        loans = (try? await listLoans.execute()) ?? []
    }
}

extension LoanDTO { // expect: dto_leak
    func toDomain() -> Loan? { // expect: mapper_location
        LoanMapper.loan(from: self) // expect: dependency_rule
    }
}
