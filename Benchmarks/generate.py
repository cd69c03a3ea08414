#!/usr/bin/env python3
"""Writes a realistic Clean Architecture Swift app of a chosen size, for benchmarking archlint.

    Benchmarks/generate.py [--lines N] [--seed S] [--out DIR]

The app is a SwiftPM-less, single-target iOS app organised by feature:

    DIR/Sources/<App>/App/                     composition root: @main app, DI container
    DIR/Sources/<App>/Core/                    extensions, logging, HTTP client, cache
    DIR/Sources/<App>/Features/<Feature>/Domain/{Entities,Repositories,UseCases}
    DIR/Sources/<App>/Features/<Feature>/Data/{DTO,Mappers,DataSources,Repositories}
    DIR/Sources/<App>/Features/<Feature>/Presentation/{ViewModels,Views}

Features are added until the app has at least N lines. The code is varied (doc comments, MARK
comments, string interpolation, multi-line and raw strings, generics, closures, async/await,
Combine, SwiftUI) and parses as Swift. Each feature carries a few deliberate violations, so that
every rule has work to do: a Codable Domain entity, a view model that builds a repository
implementation, a DTO declared in Domain, a Domain file importing SwiftUI, a pass-through use case,
a mapper in Domain. The same size and seed always give the same bytes. Nothing is written inside
the repository unless DIR says so (the default is /tmp/archlint-bench-app-<N>).
"""

import argparse
import os
import random
import shutil
import sys

AREAS = ["Store", "Admin", "Partner", "Guest", "Team", "Merchant", "Pro", "Kids", "Clinic", "Fleet",
         "Campus", "Studio", "Market", "Travel", "Health", "Finance", "Home", "Event", "Social", "Media"]
NOUNS = ["Order", "Invoice", "Customer", "Product", "Cart", "Payment", "Shipment", "Review", "Coupon",
         "Wishlist", "Ticket", "Booking", "Flight", "Hotel", "Trip", "Message", "Conversation", "Contact",
         "Profile", "Account", "Transaction", "Budget", "Goal", "Workout", "Meal", "Recipe", "Playlist",
         "Track", "Album", "Podcast", "Episode", "Article", "Comment", "Alert", "Device", "Sensor",
         "Reading", "Appointment", "Prescription", "Course", "Lesson", "Quiz", "Venue", "Reward",
         "Subscription", "Refund", "Warehouse", "Supplier", "Route", "Vehicle", "Driver", "Document",
         "Folder", "Task", "Project", "Milestone", "Survey", "Badge", "Loyalty", "Voucher"]
PARTS = ["Item", "Summary", "Detail", "Note", "Attachment", "Tag", "Entry", "Snapshot"]

FIELD_POOL = [
    ("title", "String", "title", '"Untitled"'),
    ("name", "String", "name", '""'),
    ("summary", "String?", "summary", "nil"),
    ("createdAt", "Date", "created_at", "Date()"),
    ("updatedAt", "Date?", "updated_at", "nil"),
    ("price", "Decimal", "price", "0"),
    ("quantity", "Int", "quantity", "1"),
    ("rating", "Double", "rating", "0"),
    ("isFavorite", "Bool", "is_favorite", "false"),
    ("isArchived", "Bool", "is_archived", "false"),
    ("tags", "[String]", "tags", "[]"),
    ("ownerID", "UUID", "owner_id", "UUID()"),
    ("imageURL", "URL?", "image_url", "nil"),
    ("position", "Int", "position", "0"),
    ("currencyCode", "String", "currency_code", '"EUR"'),
    ("notes", "String?", "notes", "nil"),
    ("durationSeconds", "Int", "duration_seconds", "0"),
    ("viewCount", "Int", "view_count", "0"),
]

DOC_LINES = [
    "Immutable so that it can cross actor boundaries freely.",
    "Instances are compared by identifier only; see `==`.",
    "Values come from the backend and are validated by the mapper before they get here.",
    "Keep this type free of UIKit and SwiftUI: it is shared with the widget extension.",
    "The ordering matches the one the product team asked for in the 2023 redesign.",
    "Thread-safe: every mutation goes through the owning actor.",
    "- Note: the server may omit optional fields for older records.",
    "- Important: do not persist this value; it is recomputed on every launch.",
]


class Writer:
    def __init__(self):
        self.lines = []

    def __call__(self, text=""):
        self.lines.append(text)

    def block(self, text):
        self.lines.extend(text.split("\n"))

    def text(self):
        return "\n".join(self.lines) + "\n"


def lower_first(name):
    return name[0].lower() + name[1:]


def header(w, file_name, app, rng):
    w(f"//")
    w(f"//  {file_name}")
    w(f"//  {app}")
    w(f"//")
    w(f"//  Created by {rng.choice(['Ana', 'Ben', 'Chen', 'Dara', 'Eli', 'Fatima', 'Gus', 'Hana'])} on "
      f"{rng.randint(1, 28)}/{rng.randint(1, 12)}/{rng.choice([2021, 2022, 2023, 2024])}.")
    w(f"//  Copyright © {rng.choice([2021, 2022, 2023, 2024])} {app} Inc. All rights reserved.")
    w(f"//")
    w()


class Feature:
    def __init__(self, name, entities, rng):
        self.name = name
        self.entities = entities          # list of entity type names; entities[0] is the main one
        self.rng = rng
        self.fields = {}
        for entity in entities:
            count = rng.randint(3, 9)
            self.fields[entity] = [("id", "UUID", "id", "UUID()")] + rng.sample(FIELD_POOL, count)
        # Violations carried by this feature (a few each).
        kinds = ["codable_entity", "vm_builds_repository", "dto_in_domain", "domain_imports_swiftui",
                 "pass_through", "mapper_in_domain", "repository_returns_dto"]
        self.violations = set(rng.sample(kinds, rng.randint(1, 3)))

    @property
    def main(self):
        return self.entities[0]


# MARK: - Domain

def entity_file(app, feature, entity, rng):
    w = Writer()
    header(w, f"{entity}.swift", app, rng)
    w("import Foundation")
    if feature.violations & {"domain_imports_swiftui"} and entity == feature.main:
        w("import SwiftUI")
    w()
    fields = feature.fields[entity]
    w(f"/// A {entity.lower()} as the business sees it.")
    w("///")
    for line in rng.sample(DOC_LINES, 2):
        w(f"/// {line}")
    conformances = ["Identifiable", "Equatable", "Hashable"]
    if "codable_entity" in feature.violations and entity == feature.main:
        conformances.insert(1, "Codable")
    if rng.random() < 0.5:
        conformances.append("Sendable")
    w(f"public struct {entity}: {', '.join(conformances)} {{")
    for (name, type_, _, _) in fields:
        keyword = "let" if name == "id" or rng.random() < 0.7 else "var"
        w(f"    public {keyword} {name}: {type_}")
    w()
    w("    public init(")
    params = [f"        {n}: {t}" + (f" = {d}" if t.endswith("?") or t.startswith("[") else "") for (n, t, _, d) in fields]
    w(",\n".join(params))
    w("    ) {")
    for (name, _, _, _) in fields:
        w(f"        self.{name} = {name}")
    w("    }")
    w("}")
    w()
    w(f"// MARK: - Derived values")
    w()
    w(f"public extension {entity} {{")
    names = [f[0] for f in fields]
    if "title" in names or "name" in names:
        label = "title" if "title" in names else "name"
        w("    /// The text shown in lists; never empty.")
        w("    var displayTitle: String {")
        w(f"        let trimmed = {label}.trimmingCharacters(in: .whitespacesAndNewlines)")
        w(f"        return trimmed.isEmpty ? \"{entity} \\(id.uuidString.prefix(8))\" : trimmed")
        w("    }")
        w()
    if "price" in names and "quantity" in names:
        w("    var total: Decimal { price * Decimal(quantity) }")
        w()
    if "tags" in names:
        w("    func hasTag(_ tag: String) -> Bool {")
        w("        tags.contains { $0.caseInsensitiveCompare(tag) == .orderedSame }")
        w("    }")
        w()
    if "createdAt" in names:
        w("    func isOlder(than interval: TimeInterval, now: Date = Date()) -> Bool {")
        w("        now.timeIntervalSince(createdAt) > interval")
        w("    }")
        w()
    w("    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }")
    w()
    w("    func hash(into hasher: inout Hasher) { hasher.combine(id) }")
    w("}")
    w()
    w("#if DEBUG")
    w(f"extension {entity} {{")
    w("    /// Sample values for SwiftUI previews and unit tests.")
    w(f"    static let preview = {entity}(")
    w(",\n".join(f"        {n}: {d}" for (n, t, _, d) in fields))
    w("    )")
    w()
    w(f"    static func previews(count: Int) -> [{entity}] {{")
    w(f"        (0..<count).map {{ _ in {entity}(")
    w(",\n".join(f"            {n}: {d}" for (n, t, _, d) in fields))
    w("        ) }")
    w("    }")
    w("}")
    w("#endif")
    if entity == feature.main:
        w()
        w(f"/// Errors the {feature.name} feature reports to its callers.")
        w(f"public enum {feature.name}Error: Error, Equatable {{")
        w("    case notFound(id: UUID)")
        w("    case invalidInput(reason: String)")
        w("    case unauthorized")
        w("    case offline")
        w("    case unknown(message: String)")
        w()
        w("    public var localizedDescription: String {")
        w("        switch self {")
        w(f"        case let .notFound(id): return \"No {entity.lower()} with id \\(id)\"")
        w("        case let .invalidInput(reason): return \"Invalid input: \\(reason)\"")
        w("        case .unauthorized: return \"Please sign in again.\"")
        w("        case .offline: return \"You appear to be offline.\"")
        w("        case let .unknown(message): return message")
        w("        }")
        w("    }")
        w("}")
        w()
        w(f"public enum {entity}SortOrder: String, CaseIterable, Sendable {{")
        w("    case newestFirst, oldestFirst, alphabetical")
        w("}")
        if "dto_in_domain" in feature.violations:
            w()
            w("// TODO: move to Data once the sync endpoint settles.")
            w(f"public struct {entity}SyncDTO: Codable {{")
            w("    public let id: String")
            w("    public let payload: [String: String]")
            w("    public let revision: Int")
            w("}")
    return w.text()


def repository_protocol_file(app, feature, rng):
    w = Writer()
    main = feature.main
    header(w, f"{feature.name}Repository.swift", app, rng)
    w("import Foundation")
    w()
    w(f"/// Where the {feature.name} feature reads and writes its {main.lower()}s.")
    w("///")
    w("/// Implemented in the Data layer; the Domain only knows this protocol.")
    w(f"public protocol {feature.name}Repository: Sendable {{")
    w(f"    /// One page of {main.lower()}s, in the server's order.")
    w("    ///")
    w("    /// - Parameters:")
    w("    ///   - page: zero-based page index.")
    w("    ///   - pageSize: how many items a page holds; the server caps it at 100.")
    w(f"    /// - Throws: `{feature.name}Error.offline` when neither the network nor the cache can answer.")
    w(f"    func {lower_first(main)}s(page: Int, pageSize: Int) async throws -> [{main}]")
    w()
    w(f"    /// The {main.lower()} with this identifier.")
    w(f"    /// - Throws: `{feature.name}Error.notFound` if there is none.")
    w(f"    func {lower_first(main)}(id: UUID) async throws -> {main}")
    w()
    w("    /// Creates or replaces; the identifier decides which.")
    w(f"    func save(_ {lower_first(main)}: {main}) async throws")
    w()
    w("    /// Deletes; deleting a missing item is not an error.")
    w(f"    func delete(id: UUID) async throws")
    w()
    w("    /// Full-text search over titles and notes.")
    w(f"    func search(query: String, limit: Int) async throws -> [{main}]")
    for other in feature.entities[1:]:
        w(f"    func {lower_first(other)}s(for {lower_first(main)}ID: UUID) async throws -> [{other}]")
    if "repository_returns_dto" in feature.violations:
        w(f"    func raw{main}(id: UUID) async throws -> {main}DTO")
    w("}")
    return w.text()


def use_case_files(app, feature, rng):
    main = feature.main
    repo = f"{feature.name}Repository"
    files = {}
    # Fetch page: real logic (sorting and filtering).
    w = Writer()
    header(w, f"Fetch{main}sUseCase.swift", app, rng)
    w("import Foundation")
    w()
    w(f"public protocol Fetch{main}sUseCaseProtocol {{")
    w(f"    func execute(page: Int, sortOrder: {main}SortOrder) async throws -> [{main}]")
    w("}")
    w()
    w(f"/// Loads one page of {main.lower()}s, drops archived ones and sorts them as the user chose.")
    w(f"public struct Fetch{main}sUseCase: Fetch{main}sUseCaseProtocol {{")
    w(f"    private let repository: {repo}")
    w(f"    private let pageSize: Int")
    w()
    w(f"    public init(repository: {repo}, pageSize: Int = {rng.choice([20, 25, 30, 50])}) {{")
    w("        self.repository = repository")
    w("        self.pageSize = pageSize")
    w("    }")
    w()
    w(f"    public func execute(page: Int, sortOrder: {main}SortOrder) async throws -> [{main}] {{")
    w("        guard page >= 0 else {")
    w(f"            throw {feature.name}Error.invalidInput(reason: \"page must not be negative, got \\(page)\")")
    w("        }")
    w(f"        let items = try await repository.{lower_first(main)}s(page: page, pageSize: pageSize)")
    names = [f[0] for f in feature.fields[main]]
    if "isArchived" in names:
        w("        let visible = items.filter { !$0.isArchived }")
    else:
        w("        let visible = items")
    w("        switch sortOrder {")
    if "createdAt" in names:
        w("        case .newestFirst: return visible.sorted { $0.createdAt > $1.createdAt }")
        w("        case .oldestFirst: return visible.sorted { $0.createdAt < $1.createdAt }")
    else:
        w("        case .newestFirst: return visible.reversed()")
        w("        case .oldestFirst: return visible")
    w("        case .alphabetical:")
    w("            return visible.sorted { lhs, rhs in")
    w("                lhs.id.uuidString.localizedStandardCompare(rhs.id.uuidString) == .orderedAscending")
    w("            }")
    w("        }")
    w("    }")
    w("}")
    files[f"Fetch{main}sUseCase.swift"] = w.text()

    # Save: pass-through when the feature carries that violation, validation otherwise.
    w = Writer()
    header(w, f"Save{main}UseCase.swift", app, rng)
    w("import Foundation")
    w()
    w(f"public struct Save{main}UseCase {{")
    w(f"    let repository: {repo}")
    w()
    w(f"    public init(repository: {repo}) {{")
    w("        self.repository = repository")
    w("    }")
    w()
    w(f"    public func execute(_ {lower_first(main)}: {main}) async throws {{")
    if "pass_through" not in feature.violations:
        if "title" in names or "name" in names:
            label = "title" if "title" in names else "name"
            w(f"        guard !{lower_first(main)}.{label}.isEmpty else {{")
            w(f"            throw {feature.name}Error.invalidInput(reason: \"{label} is required\")")
            w("        }")
        else:
            w(f"        guard {lower_first(main)}.id != UUID(uuid: UUID_NULL) else {{")
            w(f"            throw {feature.name}Error.invalidInput(reason: \"missing identifier\")")
            w("        }")
    w(f"        try await repository.save({lower_first(main)})")
    w("    }")
    w("}")
    if "UUID_NULL" in w.text():
        w()
        w("private let UUID_NULL: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)")
    files[f"Save{main}UseCase.swift"] = w.text()

    # Search: debounced query normalisation.
    w = Writer()
    header(w, f"Search{main}sUseCase.swift", app, rng)
    w("import Foundation")
    w()
    w(f"/// Searches {main.lower()}s; queries shorter than `minimumLength` return nothing.")
    w(f"public final class Search{main}sUseCase {{")
    w(f"    private let repository: {repo}")
    w("    private let minimumLength: Int")
    w(f"    private var cache: [String: [{main}]] = [:]")
    w()
    w(f"    public init(repository: {repo}, minimumLength: Int = 2) {{")
    w("        self.repository = repository")
    w("        self.minimumLength = minimumLength")
    w("    }")
    w()
    w(f"    public func execute(query: String, limit: Int = 20) async throws -> [{main}] {{")
    w("        let normalized = query")
    w("            .trimmingCharacters(in: .whitespacesAndNewlines)")
    w("            .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: .current)")
    w("        guard normalized.count >= minimumLength else { return [] }")
    w("        if let cached = cache[normalized] { return Array(cached.prefix(limit)) }")
    w("        let results = try await repository.search(query: normalized, limit: limit)")
    w("        cache[normalized] = results")
    w("        return results")
    w("    }")
    w("}")
    files[f"Search{main}sUseCase.swift"] = w.text()

    if rng.random() < 0.6:
        w = Writer()
        header(w, f"Delete{main}UseCase.swift", app, rng)
        w("import Foundation")
        w()
        w(f"public struct Delete{main}UseCase {{")
        w(f"    let repository: {repo}")
        w("    let now: () -> Date")
        w()
        w(f"    public init(repository: {repo}, now: @escaping () -> Date = Date.init) {{")
        w("        self.repository = repository")
        w("        self.now = now")
        w("    }")
        w()
        w(f"    /// Deletes the {main.lower()} unless it is less than a minute old (undo window).")
        w(f"    public func execute(_ {lower_first(main)}: {main}) async throws {{")
        if "createdAt" in names:
            w(f"        if now().timeIntervalSince({lower_first(main)}.createdAt) < 60 {{")
            w(f"            throw {feature.name}Error.invalidInput(reason: \"still in the undo window\")")
            w("        }")
        else:
            w(f"        _ = now()")
        w(f"        try await repository.delete(id: {lower_first(main)}.id)")
        w("    }")
        w("}")
        files[f"Delete{main}UseCase.swift"] = w.text()

    if "mapper_in_domain" in feature.violations:
        w = Writer()
        header(w, f"{main}DomainMapper.swift", app, rng)
        w("import Foundation")
        w()
        w(f"enum {main}DomainMapper {{")
        w(f"    static func title(of {lower_first(main)}: {main}) -> String {{")
        w(f"        \"\\({lower_first(main)}.id)\"")
        w("    }")
        w("}")
        files[f"{main}DomainMapper.swift"] = w.text()
    return files


# MARK: - Data

def dto_file(app, feature, entity, rng):
    w = Writer()
    header(w, f"{entity}DTO.swift", app, rng)
    w("import Foundation")
    w()
    w(f"/// The wire format of a {entity.lower()}, as `GET /v{rng.randint(1, 3)}/{entity.lower()}s` returns it.")
    w(f"struct {entity}DTO: Codable, Equatable {{")
    fields = feature.fields[entity]
    for (name, type_, key, _) in fields:
        wire = "String" if type_ in ("UUID", "Date", "URL?", "Decimal", "Date?", "UUID?") else type_
        if type_.endswith("?") and not wire.endswith("?"):
            wire += "?"
        w(f"    let {name}: {wire}")
    w()
    w("    enum CodingKeys: String, CodingKey {")
    for (name, _, key, _) in fields:
        if name == key:
            w(f"        case {name}")
        else:
            w(f"        case {name} = \"{key}\"")
    w("    }")
    w("}")
    w()
    w(f"struct {entity}PageDTO: Codable {{")
    w(f"    let items: [{entity}DTO]")
    w("    let page: Int")
    w("    let totalCount: Int")
    w("    let nextCursor: String?")
    w("}")
    if rng.random() < 0.4:
        w()
        w("#if DEBUG")
        w(f"extension {entity}DTO {{")
        w("    /// A sample payload for previews and tests.")
        w('    static let sampleJSON = """')
        w("    {")
        for (name, type_, key, _) in fields[:4]:
            w(f'      "{key}": "sample-{name}",')
        w('      "extra": "ignored"')
        w("    }")
        w('    """')
        w("}")
        w("#endif")
    return w.text()


def mapper_file(app, feature, entity, rng):
    w = Writer()
    header(w, f"{entity}Mapper.swift", app, rng)
    w("import Foundation")
    w()
    w(f"enum {entity}MappingError: Error {{")
    w("    case invalidField(String, value: String)")
    w("}")
    w()
    w(f"/// Turns {entity}DTO into {entity} and back; the only place that knows both shapes.")
    w(f"struct {entity}Mapper {{")
    w("    private let dateFormatter: ISO8601DateFormatter = {")
    w("        let formatter = ISO8601DateFormatter()")
    w("        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]")
    w("        return formatter")
    w("    }()")
    w()
    w(f"    func toDomain(_ dto: {entity}DTO) throws -> {entity} {{")
    args = []
    for (name, type_, key, _) in feature.fields[entity]:
        if type_ == "UUID":
            w(f"        guard let {name} = UUID(uuidString: dto.{name}) else {{")
            w(f"            throw {entity}MappingError.invalidField(\"{key}\", value: dto.{name})")
            w("        }")
            args.append(f"{name}: {name}")
        elif type_ == "Date":
            w(f"        let {name} = dateFormatter.date(from: dto.{name}) ?? Date(timeIntervalSince1970: 0)")
            args.append(f"{name}: {name}")
        elif type_ == "Date?":
            args.append(f"{name}: dto.{name}.flatMap {{ dateFormatter.date(from: $0) }}")
        elif type_ == "URL?":
            args.append(f"{name}: dto.{name}.flatMap(URL.init(string:))")
        elif type_ == "Decimal":
            args.append(f"{name}: Decimal(string: dto.{name}) ?? .zero")
        else:
            args.append(f"{name}: dto.{name}")
    w(f"        return {entity}(")
    w(",\n".join(f"            {a}" for a in args))
    w("        )")
    w("    }")
    w()
    w(f"    func toDomain(_ dtos: [{entity}DTO]) -> [{entity}] {{")
    w("        dtos.compactMap { dto in")
    w("            do {")
    w("                return try toDomain(dto)")
    w("            } catch {")
    w(f"                Log.warning(\"Dropping malformed {entity.lower()} \\(dto.id): \\(error)\")")
    w("                return nil")
    w("            }")
    w("        }")
    w("    }")
    w()
    w(f"    func toDTO(_ model: {entity}) -> {entity}DTO {{")
    args = []
    for (name, type_, key, _) in feature.fields[entity]:
        if type_ == "UUID":
            args.append(f"{name}: model.{name}.uuidString")
        elif type_ == "Date":
            args.append(f"{name}: dateFormatter.string(from: model.{name})")
        elif type_ == "Date?":
            args.append(f"{name}: model.{name}.map {{ dateFormatter.string(from: $0) }}")
        elif type_ == "URL?":
            args.append(f"{name}: model.{name}?.absoluteString")
        elif type_ == "Decimal":
            args.append(f"{name}: \"\\(model.{name})\"")
        else:
            args.append(f"{name}: model.{name}")
    w(f"        {entity}DTO(")
    w(",\n".join(f"            {a}" for a in args))
    w("        )")
    w("    }")
    w("}")
    return w.text()


def data_source_files(app, feature, rng):
    main = feature.main
    files = {}
    w = Writer()
    name = f"{feature.name}RemoteDataSource"
    header(w, f"{name}.swift", app, rng)
    w("import Foundation")
    w()
    w(f"protocol {name}Protocol {{")
    w(f"    func fetchPage(_ page: Int, size: Int) async throws -> {main}PageDTO")
    w(f"    func fetch(id: String) async throws -> {main}DTO")
    w(f"    func upload(_ dto: {main}DTO) async throws")
    w(f"    func remove(id: String) async throws")
    w(f"    func search(_ query: String, limit: Int) async throws -> [{main}DTO]")
    w("}")
    w()
    w(f"final class {name}: {name}Protocol {{")
    w("    private let client: HTTPClient")
    w(f"    private let basePath = \"/api/v{rng.randint(1, 4)}/{feature.name.lower()}\"")
    w()
    w("    init(client: HTTPClient) {")
    w("        self.client = client")
    w("    }")
    w()
    w(f"    func fetchPage(_ page: Int, size: Int) async throws -> {main}PageDTO {{")
    w("        let request = HTTPRequest(")
    w("            method: .get,")
    w("            path: basePath,")
    w('            query: ["page": String(page), "size": String(size)]')
    w("        )")
    w(f"        return try await client.send(request, decoding: {main}PageDTO.self)")
    w("    }")
    w()
    w(f"    func fetch(id: String) async throws -> {main}DTO {{")
    w(f"        try await client.send(HTTPRequest(method: .get, path: \"\\(basePath)/\\(id)\"), decoding: {main}DTO.self)")
    w("    }")
    w()
    w(f"    func upload(_ dto: {main}DTO) async throws {{")
    w("        let body = try JSONEncoder.api.encode(dto)")
    w("        _ = try await client.send(HTTPRequest(method: .put, path: \"\\(basePath)/\\(dto.id)\", body: body))")
    w("    }")
    w()
    w("    func remove(id: String) async throws {")
    w("        _ = try await client.send(HTTPRequest(method: .delete, path: \"\\(basePath)/\\(id)\"))")
    w("    }")
    w()
    w(f"    func search(_ query: String, limit: Int) async throws -> [{main}DTO] {{")
    w('        let escaped = query.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? query')
    w("        let request = HTTPRequest(")
    w("            method: .get,")
    w('            path: "\\(basePath)/search",')
    w('            query: ["q": escaped, "limit": "\\(limit)"]')
    w("        )")
    w(f"        return try await client.send(request, decoding: {main}PageDTO.self).items")
    w("    }")
    w("}")
    files[f"{name}.swift"] = w.text()

    w = Writer()
    name = f"{feature.name}LocalDataSource"
    header(w, f"{name}.swift", app, rng)
    w("import Foundation")
    w()
    w(f"/// Keeps the last pages of {main.lower()}s on disk for offline use.")
    w(f"actor {name} {{")
    w(f"    private var memory: [String: {main}DTO] = [:]")
    w("    private let fileURL: URL")
    w("    private let encoder = JSONEncoder()")
    w("    private let decoder = JSONDecoder()")
    w()
    w("    init(directory: URL) {")
    w(f"        fileURL = directory.appendingPathComponent(\"{feature.name.lower()}-cache.json\")")
    w("    }")
    w()
    w(f"    func all() throws -> [{main}DTO] {{")
    w("        if memory.isEmpty, let data = try? Data(contentsOf: fileURL) {")
    w(f"            let stored = try decoder.decode([{main}DTO].self, from: data)")
    w("            memory = Dictionary(uniqueKeysWithValues: stored.map { ($0.id, $0) })")
    w("        }")
    w("        return memory.values.sorted { $0.id < $1.id }")
    w("    }")
    w()
    w(f"    func store(_ dtos: [{main}DTO]) throws {{")
    w("        for dto in dtos { memory[dto.id] = dto }")
    w("        let data = try encoder.encode(Array(memory.values))")
    w("        try data.write(to: fileURL, options: .atomic)")
    w("    }")
    w()
    w("    func clear() {")
    w("        memory.removeAll()")
    w("        try? FileManager.default.removeItem(at: fileURL)")
    w("    }")
    w("}")
    files[f"{name}.swift"] = w.text()
    return files


def repository_impl_file(app, feature, rng):
    main = feature.main
    w = Writer()
    name = f"Default{feature.name}Repository"
    header(w, f"{name}.swift", app, rng)
    w("import Foundation")
    w()
    w(f"/// The {feature.name}Repository the app uses: remote first, with an offline cache.")
    w(f"final class {name}: {feature.name}Repository, @unchecked Sendable {{")
    w(f"    private let remote: {feature.name}RemoteDataSourceProtocol")
    w(f"    private let local: {feature.name}LocalDataSource")
    w(f"    private let mapper = {main}Mapper()")
    for other in feature.entities[1:]:
        w(f"    private let {lower_first(other)}Mapper = {other}Mapper()")
    w()
    w(f"    init(remote: {feature.name}RemoteDataSourceProtocol, local: {feature.name}LocalDataSource) {{")
    w("        self.remote = remote")
    w("        self.local = local")
    w("    }")
    w()
    w(f"    func {lower_first(main)}s(page: Int, pageSize: Int) async throws -> [{main}] {{")
    w("        do {")
    w("            let dto = try await remote.fetchPage(page, size: pageSize)")
    w("            try await local.store(dto.items)")
    w("            return mapper.toDomain(dto.items)")
    w("        } catch let error as URLError where error.code == .notConnectedToInternet {")
    w(f"            Log.info(\"{feature.name}: offline, serving page \\(page) from cache\")")
    w("            let cached = try await local.all()")
    w("            return mapper.toDomain(Array(cached.dropFirst(page * pageSize).prefix(pageSize)))")
    w("        }")
    w("    }")
    w()
    w(f"    func {lower_first(main)}(id: UUID) async throws -> {main} {{")
    w("        do {")
    w("            return try mapper.toDomain(try await remote.fetch(id: id.uuidString))")
    w("        } catch HTTPError.status(404) {")
    w(f"            throw {feature.name}Error.notFound(id: id)")
    w("        }")
    w("    }")
    w()
    w(f"    func save(_ {lower_first(main)}: {main}) async throws {{")
    w(f"        try await remote.upload(mapper.toDTO({lower_first(main)}))")
    w("    }")
    w()
    w("    func delete(id: UUID) async throws {")
    w("        try await remote.remove(id: id.uuidString)")
    w("    }")
    w()
    w(f"    func search(query: String, limit: Int) async throws -> [{main}] {{")
    w("        mapper.toDomain(try await remote.search(query, limit: limit))")
    w("    }")
    for other in feature.entities[1:]:
        w()
        w(f"    func {lower_first(other)}s(for {lower_first(main)}ID: UUID) async throws -> [{other}] {{")
        w(f"        // Not served by the API yet: derived locally.")
        w(f"        []")
        w("    }")
    if "repository_returns_dto" in feature.violations:
        w()
        w(f"    func raw{main}(id: UUID) async throws -> {main}DTO {{")
        w("        try await remote.fetch(id: id.uuidString)")
        w("    }")
    w("}")
    return w.text()


# MARK: - Presentation

def view_model_files(app, feature, rng):
    main = feature.main
    files = {}
    w = Writer()
    name = f"{feature.name}ListViewModel"
    header(w, f"{name}.swift", app, rng)
    w("import Combine")
    w("import Foundation")
    w()
    w("@MainActor")
    w(f"final class {name}: ObservableObject {{")
    w("    enum State: Equatable {")
    w("        case idle")
    w("        case loading")
    w(f"        case loaded([{main}])")
    w("        case failed(String)")
    w("    }")
    w()
    w("    @Published private(set) var state: State = .idle")
    w('    @Published var query = ""')
    w(f"    @Published var sortOrder: {main}SortOrder = .newestFirst")
    w()
    w(f"    private let fetch: Fetch{main}sUseCaseProtocol")
    w(f"    private let search: Search{main}sUseCase")
    w("    private var page = 0")
    w("    private var cancellables = Set<AnyCancellable>()")
    w()
    if "vm_builds_repository" in feature.violations:
        w("    // FIXME: inject this from the container like the other screens do.")
        w(f"    convenience init(client: HTTPClient, cacheDirectory: URL) {{")
        w(f"        let repository = Default{feature.name}Repository(")
        w(f"            remote: {feature.name}RemoteDataSource(client: client),")
        w(f"            local: {feature.name}LocalDataSource(directory: cacheDirectory)")
        w("        )")
        w(f"        self.init(fetch: Fetch{main}sUseCase(repository: repository), search: Search{main}sUseCase(repository: repository))")
        w("    }")
        w()
    w(f"    init(fetch: Fetch{main}sUseCaseProtocol, search: Search{main}sUseCase) {{")
    w("        self.fetch = fetch")
    w("        self.search = search")
    w("        $query")
    w("            .removeDuplicates()")
    w(f"            .debounce(for: .milliseconds({rng.choice([250, 300, 400])}), scheduler: RunLoop.main)")
    w("            .sink { [weak self] text in")
    w("                Task { await self?.runSearch(text) }")
    w("            }")
    w("            .store(in: &cancellables)")
    w("    }")
    w()
    w("    var title: String {")
    w(f"        NSLocalizedString(\"{feature.name.lower()}.list.title\", comment: \"Title of the {main.lower()} list\")")
    w("    }")
    w()
    w("    func load() async {")
    w("        state = .loading")
    w("        do {")
    w("            let items = try await fetch.execute(page: page, sortOrder: sortOrder)")
    w("            state = .loaded(items)")
    w(f"        }} catch let error as {feature.name}Error {{")
    w("            state = .failed(error.localizedDescription)")
    w("        } catch {")
    w('            state = .failed("Something went wrong (\\(error.localizedDescription)).")')
    w("        }")
    w("    }")
    w()
    w("    func loadNextPage() async {")
    w(f"        guard case let .loaded(current) = state else {{ return }}")
    w("        page += 1")
    w("        if let more = try? await fetch.execute(page: page, sortOrder: sortOrder) {")
    w("            state = .loaded(current + more)")
    w("        }")
    w("    }")
    w()
    w("    private func runSearch(_ text: String) async {")
    w("        guard !text.isEmpty else { return await load() }")
    w("        do {")
    w("            state = .loaded(try await search.execute(query: text))")
    w("        } catch {")
    w("            state = .failed(error.localizedDescription)")
    w("        }")
    w("    }")
    w("}")
    files[f"{name}.swift"] = w.text()

    w = Writer()
    name = f"{feature.name}DetailViewModel"
    header(w, f"{name}.swift", app, rng)
    w("import Foundation")
    w("import Observation")
    w()
    w("@Observable")
    w(f"final class {name} {{")
    w(f"    var {lower_first(main)}: {main}")
    w("    var isSaving = false")
    w("    var errorMessage: String?")
    w(f"    private let save: Save{main}UseCase")
    w()
    w(f"    init({lower_first(main)}: {main}, save: Save{main}UseCase) {{")
    w(f"        self.{lower_first(main)} = {lower_first(main)}")
    w("        self.save = save")
    w("    }")
    w()
    w("    var rows: [(label: String, value: String)] {")
    w("        [")
    for (field, type_, _, _) in feature.fields[main][:5]:
        if type_.endswith("?"):
            w(f"            (\"{field}\", {lower_first(main)}.{field}.map {{ \"\\($0)\" }} ?? \"—\"),")
        else:
            w(f"            (\"{field}\", \"\\({lower_first(main)}.{field})\"),")
    w("        ]")
    w("    }")
    w()
    w("    @MainActor")
    w("    func commit() async {")
    w("        isSaving = true")
    w("        defer { isSaving = false }")
    w("        do {")
    w(f"            try await save.execute({lower_first(main)})")
    w("        } catch {")
    w("            errorMessage = error.localizedDescription")
    w("        }")
    w("    }")
    w("}")
    files[f"{name}.swift"] = w.text()
    return files


def view_files(app, feature, rng):
    main = feature.main
    files = {}
    w = Writer()
    name = f"{feature.name}ListView"
    header(w, f"{name}.swift", app, rng)
    w("import SwiftUI")
    w()
    w(f"struct {name}: View {{")
    w(f"    @StateObject var viewModel: {feature.name}ListViewModel")
    w(f"    var onSelect: ({main}) -> Void = {{ _ in }}")
    w()
    w("    var body: some View {")
    w("        NavigationStack {")
    w("            content")
    w("                .navigationTitle(viewModel.title)")
    w("                .searchable(text: $viewModel.query)")
    w("                .toolbar {")
    w("                    ToolbarItem(placement: .primaryAction) {")
    w("                        Menu {")
    w(f"                            Picker(\"Sort\", selection: $viewModel.sortOrder) {{")
    w(f"                                ForEach({main}SortOrder.allCases, id: \\.self) {{ order in")
    w("                                    Text(order.rawValue.capitalized).tag(order)")
    w("                                }")
    w("                            }")
    w("                        } label: {")
    w('                            Label("Sort", systemImage: "arrow.up.arrow.down")')
    w("                        }")
    w("                    }")
    w("                }")
    w("        }")
    w("        .task { await viewModel.load() }")
    w("    }")
    w()
    w("    @ViewBuilder")
    w("    private var content: some View {")
    w("        switch viewModel.state {")
    w("        case .idle, .loading:")
    w('            ProgressView("Loading…")')
    w("        case let .loaded(items) where items.isEmpty:")
    w("            ContentUnavailableView(")
    w(f"                \"No {main.lower()}s yet\",")
    w('                systemImage: "tray",')
    w(f"                description: Text(\"{main}s you add will show up here.\")")
    w("            )")
    w("        case let .loaded(items):")
    w("            List(items) { item in")
    w("                Button { onSelect(item) } label: {")
    w(f"                    {main}Row({lower_first(main)}: item)")
    w("                }")
    w("                .onAppear {")
    w("                    if item.id == items.last?.id {")
    w("                        Task { await viewModel.loadNextPage() }")
    w("                    }")
    w("                }")
    w("            }")
    w("            .listStyle(.plain)")
    w("            .refreshable { await viewModel.load() }")
    w("        case let .failed(message):")
    w("            VStack(spacing: 12) {")
    w('                Image(systemName: "exclamationmark.triangle")')
    w("                    .font(.largeTitle)")
    w("                    .foregroundStyle(.secondary)")
    w("                Text(message).multilineTextAlignment(.center)")
    w('                Button("Retry") { Task { await viewModel.load() } }')
    w("                    .buttonStyle(.borderedProminent)")
    w("            }")
    w("            .padding()")
    w("        }")
    w("    }")
    w("}")
    w()
    w(f"struct {main}Row: View {{")
    w(f"    let {lower_first(main)}: {main}")
    w()
    w("    var body: some View {")
    w("        HStack(alignment: .firstTextBaseline) {")
    w("            VStack(alignment: .leading, spacing: 4) {")
    names = [f[0] for f in feature.fields[main]]
    if "title" in names or "name" in names:
        w(f"                Text({lower_first(main)}.displayTitle).font(.headline)")
    else:
        w(f"                Text({lower_first(main)}.id.uuidString).font(.headline).lineLimit(1)")
    if "createdAt" in names:
        w(f"                Text({lower_first(main)}.createdAt, style: .relative)")
        w("                    .font(.caption)")
        w("                    .foregroundStyle(.secondary)")
    w("            }")
    w("            Spacer()")
    if "isFavorite" in names:
        w(f"            if {lower_first(main)}.isFavorite {{")
        w('                Image(systemName: "star.fill").foregroundStyle(.yellow)')
        w("            }")
    w("        }")
    w("        .accessibilityElement(children: .combine)")
    w("    }")
    w("}")
    w()
    w("#if DEBUG")
    w(f"#Preview(\"{main} row\") {{")
    w("    List {")
    w(f"        {main}Row({lower_first(main)}: .preview)")
    w(f"        {main}Row({lower_first(main)}: .preview)")
    w("    }")
    w("}")
    w("#endif")
    files[f"{name}.swift"] = w.text()

    w = Writer()
    name = f"{feature.name}DetailView"
    header(w, f"{name}.swift", app, rng)
    w("import SwiftUI")
    w()
    w(f"struct {name}: View {{")
    w(f"    @State var viewModel: {feature.name}DetailViewModel")
    w("    @Environment(\\.dismiss) private var dismiss")
    w()
    w("    var body: some View {")
    w("        Form {")
    w("            Section(\"Details\") {")
    w("                ForEach(viewModel.rows, id: \\.label) { row in")
    w("                    LabeledContent(row.label, value: row.value)")
    w("                }")
    w("            }")
    w("            if let message = viewModel.errorMessage {")
    w("                Section {")
    w("                    Text(message).foregroundStyle(.red)")
    w("                }")
    w("            }")
    w("        }")
    w(f"        .navigationTitle(\"{main}\")")
    w("        .toolbar {")
    w('            Button("Save") {')
    w("                Task {")
    w("                    await viewModel.commit()")
    w("                    if viewModel.errorMessage == nil { dismiss() }")
    w("                }")
    w("            }")
    w("            .disabled(viewModel.isSaving)")
    w("        }")
    w("    }")
    w("}")
    files[f"{name}.swift"] = w.text()
    return files


# MARK: - App and Core

def core_files(app, rng):
    files = {}
    files["Networking/HTTPClient.swift"] = f"""//
//  HTTPClient.swift
//  {app}
//

import Foundation

enum HTTPMethod: String {{
    case get = "GET", post = "POST", put = "PUT", delete = "DELETE"
}}

enum HTTPError: Error, Equatable {{
    case status(Int)
    case invalidResponse
}}

struct HTTPRequest {{
    var method: HTTPMethod
    var path: String
    var query: [String: String] = [:]
    var body: Data? = nil
}}

/// A thin wrapper over URLSession; every data source talks to the backend through it.
final class HTTPClient: @unchecked Sendable {{
    private let baseURL: URL
    private let session: URLSession
    private let decoder: JSONDecoder = .api

    init(baseURL: URL, session: URLSession = .shared) {{
        self.baseURL = baseURL
        self.session = session
    }}

    func send(_ request: HTTPRequest) async throws -> Data {{
        var components = URLComponents(url: baseURL.appendingPathComponent(request.path), resolvingAgainstBaseURL: false)
        components?.queryItems = request.query.isEmpty ? nil : request.query.map {{ URLQueryItem(name: $0.key, value: $0.value) }}
        guard let url = components?.url else {{ throw HTTPError.invalidResponse }}
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.httpBody = request.body
        urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let (data, response) = try await session.data(for: urlRequest)
        guard let http = response as? HTTPURLResponse else {{ throw HTTPError.invalidResponse }}
        guard (200..<300).contains(http.statusCode) else {{ throw HTTPError.status(http.statusCode) }}
        return data
    }}

    func send<T: Decodable>(_ request: HTTPRequest, decoding type: T.Type) async throws -> T {{
        try decoder.decode(T.self, from: try await send(request))
    }}
}}

extension JSONDecoder {{
    static let api: JSONDecoder = {{
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .useDefaultKeys
        return decoder
    }}()
}}

extension JSONEncoder {{
    static let api: JSONEncoder = {{
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }}()
}}
"""
    files["Logging/Log.swift"] = f"""//
//  Log.swift
//  {app}
//

import Foundation

/// App-wide logging; messages are prefixed with their level.
enum Log {{
    enum Level: String {{ case debug, info, warning, error }}

    static var minimumLevel: Level = .info

    static func debug(_ message: @autoclosure () -> String) {{ write(.debug, message()) }}
    static func info(_ message: @autoclosure () -> String) {{ write(.info, message()) }}
    static func warning(_ message: @autoclosure () -> String) {{ write(.warning, message()) }}
    static func error(_ message: @autoclosure () -> String) {{ write(.error, message()) }}

    private static func write(_ level: Level, _ message: String) {{
        print("[\\(level.rawValue.uppercased())] \\(message)")
    }}
}}
"""
    files["Extensions/Collection+Safe.swift"] = f"""//
//  Collection+Safe.swift
//  {app}
//

extension Collection {{
    /// The element at `index`, or nil when it is out of bounds.
    subscript(safe index: Index) -> Element? {{
        indices.contains(index) ? self[index] : nil
    }}
}}

extension Array {{
    func chunked(into size: Int) -> [[Element]] {{
        stride(from: 0, to: count, by: size).map {{ Array(self[$0..<Swift.min($0 + size, count)]) }}
    }}
}}

extension String {{
    /// A regex that matches e-mail addresses well enough for client-side validation.
    static let emailPattern = #"^[A-Z0-9._%+-]+@[A-Z0-9.-]+\\.[A-Z]{{2,}}$"#

    var isPlausibleEmail: Bool {{
        range(of: Self.emailPattern, options: [.regularExpression, .caseInsensitive]) != nil
    }}
}}
"""
    return files


def app_files(app, features, rng):
    files = {}
    w = Writer()
    header(w, "AppContainer.swift", app, rng)
    w("import Foundation")
    w()
    w("/// The composition root: the one place that knows every concrete type.")
    w("@MainActor")
    w("final class AppContainer {")
    w("    let client: HTTPClient")
    w("    let cacheDirectory: URL")
    w()
    w("    init(environment: [String: String] = ProcessInfo.processInfo.environment) {")
    w('        let base = environment["API_BASE_URL"].flatMap(URL.init(string:)) ?? URL(string: "https://api.example.com")!')
    w("        client = HTTPClient(baseURL: base)")
    w("        cacheDirectory = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]")
    w("    }")
    for feature in features:
        main = feature.main
        w()
        w(f"    // MARK: {feature.name}")
        w()
        w(f"    lazy var {lower_first(feature.name)}Repository: {feature.name}Repository = Default{feature.name}Repository(")
        w(f"        remote: {feature.name}RemoteDataSource(client: client),")
        w(f"        local: {feature.name}LocalDataSource(directory: cacheDirectory)")
        w("    )")
        w()
        w(f"    func make{feature.name}ListViewModel() -> {feature.name}ListViewModel {{")
        w(f"        {feature.name}ListViewModel(")
        w(f"            fetch: Fetch{main}sUseCase(repository: {lower_first(feature.name)}Repository),")
        w(f"            search: Search{main}sUseCase(repository: {lower_first(feature.name)}Repository)")
        w("        )")
        w("    }")
    w("}")
    files["AppContainer.swift"] = w.text()
    files[f"{app}App.swift"] = f"""//
//  {app}App.swift
//  {app}
//

import SwiftUI

@main
struct {app}App: App {{
    @State private var container = AppContainer()

    var body: some Scene {{
        WindowGroup {{
            {features[0].name}ListView(viewModel: container.make{features[0].name}ListViewModel())
        }}
    }}
}}
"""
    return files


def feature_files(app, feature, rng):
    """Path (relative to the feature folder) -> text."""
    out = {}
    for entity in feature.entities:
        out[f"Domain/Entities/{entity}.swift"] = entity_file(app, feature, entity, rng)
    out[f"Domain/Repositories/{feature.name}Repository.swift"] = repository_protocol_file(app, feature, rng)
    for name, text in use_case_files(app, feature, rng).items():
        folder = "Domain/Mappers" if name.endswith("Mapper.swift") else "Domain/UseCases"
        out[f"{folder}/{name}"] = text
    for entity in feature.entities:
        out[f"Data/DTO/{entity}DTO.swift"] = dto_file(app, feature, entity, rng)
        out[f"Data/Mappers/{entity}Mapper.swift"] = mapper_file(app, feature, entity, rng)
    for name, text in data_source_files(app, feature, rng).items():
        out[f"Data/DataSources/{name}"] = text
    out[f"Data/Repositories/Default{feature.name}Repository.swift"] = repository_impl_file(app, feature, rng)
    for name, text in view_model_files(app, feature, rng).items():
        out[f"Presentation/ViewModels/{name}"] = text
    for name, text in view_files(app, feature, rng).items():
        out[f"Presentation/Views/{name}"] = text
    return out


def feature_names(rng):
    """An endless, deterministic sequence of distinct (feature name, main noun) pairs."""
    round_ = 0
    while True:
        pairs = [(area, noun) for area in AREAS for noun in NOUNS]
        rng.shuffle(pairs)
        for area, noun in pairs:
            suffix = "" if round_ == 0 else str(round_ + 1)
            yield f"{area}{noun}{suffix}", f"{area}{noun}{suffix}"
        round_ += 1


def generate(target_lines, seed, out):
    rng = random.Random(seed)
    app = "Shopfront"
    root = os.path.join(out, "Sources", app)
    if os.path.exists(out):
        shutil.rmtree(out)
    total_lines = total_bytes = total_files = 0

    def write(relative, text):
        nonlocal total_lines, total_bytes, total_files
        path = os.path.join(root, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        data = text.encode("utf-8")
        with open(path, "wb") as handle:
            handle.write(data)
        total_files += 1
        total_bytes += len(data)
        total_lines += text.count("\n")

    for relative, text in core_files(app, rng).items():
        write(f"Core/{relative}", text)
    features = []
    names = feature_names(rng)
    # The container grows with the features (about 14 lines each); keep room for it.
    while total_lines + 14 * len(features) < target_lines:
        name, noun = next(names)
        entities = [noun] + [noun + part for part in rng.sample(PARTS, rng.randint(1, 3))]
        feature = Feature(name, entities, rng)
        features.append(feature)
        for relative, text in feature_files(app, feature, rng).items():
            write(f"Features/{name}/{relative}", text)
    for relative, text in app_files(app, features, rng).items():
        write(f"App/{relative}", text)
    with open(os.path.join(out, "README.txt"), "w") as handle:
        handle.write(f"Generated by archlint's Benchmarks/generate.py --lines {target_lines} --seed {seed}: "
                     f"{total_files} Swift files, {total_lines} lines, {total_bytes} bytes, {len(features)} features.\n")
    return total_files, total_lines, total_bytes, len(features)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lines", type=int, default=100_000, help="at least this many lines (default 100000)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument("--out", help="output folder (default /tmp/archlint-bench-app-<lines>); replaced if present")
    args = parser.parse_args()
    out = args.out or f"/tmp/archlint-bench-app-{args.lines}"
    files, lines, size, features = generate(args.lines, args.seed, out)
    print(f"{out}: {files} files, {lines} lines, {size} bytes, {features} features", file=sys.stderr)
    print(out)


if __name__ == "__main__":
    main()
