/// A rule id whose findings archlint reports under other ids now: a rule renamed, or split in two.
/// What users wrote before keeps meaning what it meant: a setting in `.archlint.json` (a preset's
/// too), `--only` and `--disable`, a suppression comment and a baseline entry under the former id
/// stand for the ids it became, and the run says on standard error which id to write
/// (`FormerRuleIDUse`). Kept here, beside the built-in rules.json, because reading a configuration
/// already needs it.
package struct FormerRuleID {
    package let id: String
    /// The ids that report what `id` reported: the new id of a rename; each part of a split, `id`
    /// itself among them when it keeps some of its findings.
    package let ids: [String]
    /// The day the findings moved, as CHANGELOG.md dates it.
    package let since: String

    /// Every id that changed, oldest first.
    package static let all = [
        // Its findings about use cases went to a rule whose id says so.
        FormerRuleID(id: "datasource_protocol_location", ids: ["datasource_protocol_location", "use_case_location"], since: "2026-11-27"),
        // Its findings about view models nothing uses went to a rule whose id says so.
        FormerRuleID(id: "view_model_naming", ids: ["view_model_naming", "unused_view_model"], since: "2026-11-27"),
    ]

    package static func named(_ id: String) -> FormerRuleID? {
        all.first { $0.id == id }
    }

    /// The former ids that stand for `id`, other than `id` itself: a baseline entry or a
    /// suppression written under one of them still matches `id`'s findings.
    package static func formerIDs(of id: String) -> [FormerRuleID] {
        all.filter { $0.id != id && $0.ids.contains(id) }
    }

    /// The current ids that `id` stands for, written among `written` (the keys of one `rules`
    /// object, the values of `--only` and `--disable`, the ids of one suppression comment): `id`
    /// itself, or for a former id the ids it became that `written` does not name, since an id
    /// written explicitly wins over a former id that stands for it.
    package static func ids(standingFor id: String, among written: [String]) -> [String] {
        guard let former = named(id) else { return [id] }
        return former.ids.filter { $0 == id || !written.contains($0) }
    }

    /// Each of `written` with the current ids it stands for (`ids(standingFor:among:)`, among
    /// `written` unless told), in order; each time a former id stands for another id, `uses`
    /// gains it, at `place`.
    package static func resolve(_ written: [String], among explicit: [String]? = nil, at place: String,
                        uses: inout [FormerRuleIDUse]) -> [(written: String, id: String)] {
        written.flatMap { id in
            ids(standingFor: id, among: explicit ?? written).map { current -> (written: String, id: String) in
                if current != id { uses.append(FormerRuleIDUse(former: id, id: current, place: place)) }
                return (id, current)
            }
        }
    }
}

/// A former rule id written where it now stands for another id, which the user should write instead.
package struct FormerRuleIDUse: Equatable {
    package var former: String
    package var id: String
    /// Where it is written: the configuration file, `--only`, `Data/FeedRepository.swift:4`.
    package var place: String

    package init(former: String, id: String, place: String) {
        self.former = former
        self.id = id
        self.place = place
    }

    /// The note on standard error for the uses of one former id at one place: "archlint: warning:
    /// .archlint.json names datasource_protocol_location for use_case_location findings, reported
    /// under their own id since 2026-11-27; write use_case_location for them".
    package static func note(_ uses: [FormerRuleIDUse]) -> String {
        let first = uses[0]
        var ids: [String] = []
        for use in uses where !ids.contains(use.id) { ids.append(use.id) }
        let named = ids.joined(separator: " and ")
        let since = FormerRuleID.named(first.former)!.since  // uses are made from the table
        return "archlint: warning: \(first.place) names \(first.former) for \(named) findings, reported under their own "
            + "id\(ids.count > 1 ? "s" : "") since \(since); write \(named) for them"
    }
}
