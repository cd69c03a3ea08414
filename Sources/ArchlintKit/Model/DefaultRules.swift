// Generated from rules.json by `swift run archlint-generate`: do not edit.

enum DefaultRules {
    static let json = #"""
{
  "description": "archlint's built-in rules: the Clean Architecture layers, which layer may depend on which, the naming and folder conventions that give a type its role, and the severity of each rule. A project's .archlint.json extends this file. Every key is documented in docs/configuration.md.",
  "layers": [
    {
      "name": "Domain",
      "kind": "domain",
      "description": "Entities, use cases and repository protocols: the business rules, which know nothing of frameworks, storage or screens.",
      "paths": ["**/Domain/**", "**/Interactors/**", "**/Business/**", "**/BusinessRules/**", "**/BusinessLogic/**"],
      "withinOtherLayers": ["**/Domain/**"],
      "modules": ["Domain", "*Domain", "Entities", "*Entities", "BusinessRules"],
      "mayDependOn": ["Core"],
      "imports": { "allow": ["Foundation"] }
    },
    {
      "name": "Data",
      "kind": "data",
      "description": "Repository implementations, data sources, DTOs and mappers: everything that talks to a network or a store.",
      "paths": ["**/Data/**", "**/Infrastructure/**", "**/Repositories/**", "**/Network/**", "**/Networking/**", "**/Persistence/**"],
      "withinOtherLayers": ["**/Data/**"],
      "modules": ["Data", "*Data", "Infrastructure", "*Infrastructure", "Networking", "*API", "Persistence", "Storage", "Database", "Services", "*Services"],
      "mayDependOn": ["Domain", "Core"],
      "imports": { "deny": ["SwiftUI", "UIKit", "AppKit", "WatchKit"] }
    },
    {
      "name": "Presentation",
      "kind": "presentation",
      "description": "Views, view controllers and view models (MVVM): they use the Domain through use cases and never reach the Data layer.",
      "paths": ["**/Presentation/**", "**/UI/**", "**/Scenes/**", "**/Features/**", "**/Screens/**"],
      "withinOtherLayers": ["**/Presentation/**"],
      "modules": ["Presentation", "*Presentation", "*UI", "*Feature", "*Features"],
      "mayDependOn": ["Domain", "Core"],
      "imports": { "deny": ["CoreData", "SwiftData", "RealmSwift", "Realm", "GRDB", "SQLite", "FMDB", "FirebaseFirestore", "FirebaseDatabase", "Alamofire", "Moya", "Apollo", "FirebaseFunctions"] },
      "forbiddenRoles": ["dataSource", "repositoryImplementation"]
    },
    {
      "name": "Core",
      "kind": "core",
      "description": "The shared toolbox (extensions, helpers, logging): used by every layer, it depends on none.",
      "paths": ["**/Core/**", "**/Common/**", "**/Shared/**", "**/Utilities/**", "**/Utils/**", "**/Extensions/**", "**/Helpers/**"],
      "modules": ["Core", "*Core", "Utilities", "Utils", "*Toolkit", "*Toolbox", "*Extensions", "*Helpers", "*DesignSystem"],
      "mayDependOn": [],
      "withinOtherLayers": false
    },
    {
      "name": "App",
      "kind": "compositionRoot",
      "description": "The composition root: the app shell (entry point, app delegate, app-level flow) and the dependency container, the one place that knows every concrete type and wires the layers together. archlint finds it by its code (@main, the app and scene delegates, types that construct concrete types of two layers), not by a folder named App/ or Application/, which holds screens as often as wiring.",
      "paths": ["**/DI/**", "**/DIContainer/**", "**/DependencyInjection/**", "**/Composition/**", "**/CompositionRoot/**"],
      "modules": ["App"],
      "typeNames": ["*Container", "*DIContainer", "*Assembly", "*Assembler", "*CompositionRoot", "*Factory", "*Builder", "*Router", "*Coordinator", "*Configurator"],
      "mainEntry": true,
      "mayDependOn": ["*"],
      "withinOtherLayers": false
    }
  ],
  "exclude": ["**/Tests/**", "**/*Tests/**", "**/*UITests/**", "**/UITesting/**", "**/Mocks/**", "**/Stubs/**", "**/*.xctemplate/**", "**/Package.swift", "**/Vendor/**", "**/Vendors/**", "**/ThirdParty/**", "**/Third-Party/**", "**/External/**", "**/Generated/**", "**/*.generated.swift", "**/*.graphql.swift"],
  "roles": {
    "entity": {
      "description": "The business's data and rules: every struct, class, enum or actor of the Domain that has no other role, is no error type, and is not named like a Domain service.",
      "notNames": ["*Service", "*Provider", "*Manager", "*Handler", "*Factory", "*Builder", "*Coordinator", "*Validator", "*Policy",
                   "*Calculator", "*Formatter", "*Parser", "*Store", "*Client", "*Helper", "*Controller", "*Router", "*Error"]
    },
    "dto": {
      "description": "Wire and storage models of the Data layer: a type that is serialized or stored (Codable directly, in an extension or through a protocol or typealias that stands for it; ObjectMapper and HandyJSON models; NSManagedObject, Realm objects, GRDB records, SwiftData @Model), whatever its name, the types nested in one, and a namespace enum holding only such types. A type only named or filed like one (names, namesInData, folders) that is none of these is not a DTO: an endpoint, a request builder, a use case's input.",
      "names": ["*DTO", "*Dto", "*DTOs", "*APIEntity", "*DBEntity", "*APIModel", "*DBModel", "*ApiModel"],
      "namesInData": ["*Response", "*Request", "*Entity", "*Payload", "*Object", "*Record"],
      "folders": ["DTO", "DTOs", "Dto", "Dtos"],
      "inherits": ["NSManagedObject"],
      "inheritsInData": ["Codable", "Decodable", "Encodable", "Object", "EmbeddedObject", "@Model", "Mappable", "ImmutableMappable", "HandyJSON",
                         "FetchableRecord", "PersistableRecord", "MutablePersistableRecord", "TableRecord", "Record"]
    },
    "mapper": {
      "description": "Code that converts DTOs to entities and back.",
      "names": ["*Mapper", "*Mappers"],
      "folders": ["Mapper", "Mappers"],
      "functions": ["toDomain", "toDTO", "toDto", "toEntity", "asDomain", "mapToDomain", "toDomainModel", "fromDomain", "fromDTO", "fromDto"]
    },
    "useCase": {
      "description": "One application action: validates, orchestrates repositories, applies business rules.",
      "names": ["*UseCase", "*UseCaseImpl", "*UseCaseImplementation", "*Interactor"],
      "folders": ["UseCase", "UseCases", "Usecase", "Usecases", "Interactor", "Interactors"],
      "protocols": ["*UseCase", "*UseCaseProtocol", "*UseCaseType", "*UseCaseInterface", "*UseCasable"]
    },
    "repositoryProtocol": {
      "description": "The Domain's port to data: a protocol the Data layer implements.",
      "names": ["*Repository", "*RepositoryProtocol", "*RepositoryType", "*RepositoryInterface", "*Repositoring"]
    },
    "repositoryImplementation": {
      "description": "The Data layer's implementation of a repository protocol.",
      "names": ["*RepositoryImpl", "*RepositoryImplementation", "Default*Repository", "Real*Repository", "Remote*Repository", "Local*Repository"]
    },
    "dataSource": {
      "description": "Network clients, API and database access: the outermost ring of the Data layer. A UIKit/AppKit-style data source (@objc, NSObjectProtocol, UI*DataSource or NS*DataSource) feeds a view and is none.",
      "names": ["*DataSource", "*DataSourceImpl", "*DataSourceImplementation", "*APIClient", "*ApiClient", "*NetworkClient", "*HTTPClient", "*HttpClient", "*NetworkService", "*APIService", "*ApiService", "*NetworkManager", "*APIManager", "*DAO", "*Dao"]
    },
    "viewModel": {
      "description": "Presentation state and actions for one screen.",
      "names": ["*ViewModel", "*ViewModelImpl"]
    },
    "view": {
      "description": "SwiftUI views and UIKit view controllers.",
      "names": ["*View", "*ViewController", "*Screen"],
      "inherits": ["View", "UIViewController", "UITableViewController", "UICollectionViewController", "UIView", "NSViewController"]
    }
  },
  "rules": {
    "dependency_rule": { "severity": "error" },
    "dto_leak": { "severity": "error" },
    "codable_entity": { "severity": "error", "options": { "serializationProtocols": ["Codable", "Encodable", "Decodable"] } },
    "pass_through_use_case": { "severity": "warning" },
    "mapper_location": { "severity": "error" },
    "repository_protocol_location": { "severity": "error" },
    "datasource_protocol_location": { "severity": "warning" },
    "use_case_location": { "severity": "warning" },
    "datasource_returns_entity": { "severity": "warning" },
    "repository_business_logic": { "severity": "warning" },
    "mapper_silent_default": { "severity": "off" },
    "entity_external_dependency": { "severity": "warning" },
    "entity_framework_type": { "severity": "error" },
    "viewmodel_concrete_dependency": { "severity": "warning" },
    "viewmodel_data_access": { "severity": "off" },
    "view_business_access": { "severity": "warning" },
    "service_locator": { "severity": "off" },
    "use_case_single_action": { "severity": "warning" },
    "view_model_naming": { "severity": "warning" },
    "unused_view_model": { "severity": "warning" },
    "file_placement": { "severity": "warning" },
    "layer_cycle": { "severity": "error" },
    "swallowed_data_error": { "severity": "warning" },
    "superfluous_suppression": { "severity": "warning" },
    "suppression_reason": { "severity": "error" }
  },
  "presets": {
    "recommended": {
      "description": "The default, the pragmatic rules for small and medium apps: the stable rules (at least 0.90 precision on the accuracy corpus) run, any layer may ask the composition root's container for what it needs, a view model may call a repository for plain CRUD, and the opt-in and preview rules stay off.",
      "rules": {}
    },
    "strict": {
      "description": "Clean Architecture by the book: view models reach the business only through use cases, every screen view owns a view model named after it, no type pulls its dependencies from a container, the preview rules run too (below 0.90 precision on the accuracy corpus so far), and every warning is an error.",
      "warningsAsErrors": true,
      "rules": {
        "viewmodel_data_access": { "severity": "warning" },
        "service_locator": { "severity": "warning" },
        "mapper_silent_default": { "severity": "warning" }
      }
    }
  },
  "suppressions": { "requireReason": false }
}
"""#
}
