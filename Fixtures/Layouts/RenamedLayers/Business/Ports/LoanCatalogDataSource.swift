// Demonstrates: a data source protocol declared in the layer of kind domain
// (datasource_protocol_location).
import Foundation

protocol LoanCatalogDataSource { // expect: datasource_protocol_location
    func fetchCatalog() async throws -> Data
}
