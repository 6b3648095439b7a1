import Foundation
import InkFormats
import Testing

/// Repeated sample ids were used without a word, even with different labels.
struct DuplicateSampleIDsTests {
    private func duplicates(_ records: [(id: String, label: String)]) throws -> DuplicateSampleIDs {
        let ndjson = records.map { #"{"id":"\#($0.id)","label":"\#($0.label)","writer":"w","strokes":[[[0,0],[3,4]]]}"# }
        var duplicates = DuplicateSampleIDs()
        for sample in try InkDataset.load(Data(ndjson.joined(separator: "\n").utf8), format: .labeledNDJSON).samples {
            duplicates.add(sample)
        }
        return duplicates
    }

    @Test func uniqueIDsGiveNoWarning() throws {
        let duplicates = try duplicates([("a", "1"), ("b", "1"), ("c", "2")])
        #expect(duplicates.repeated.isEmpty)
        #expect(duplicates.warning == nil)
    }

    /// `a` three times (one label changes), `b` twice with the same label, then three more: five
    /// repeated ids, one with different labels, the first three named.
    @Test func repeatedIDsAreCountedAndTheFirstNamed() throws {
        let duplicates = try duplicates([
            ("a", "1"), ("a", "1"), ("b", "2"), ("a", "7"), ("b", "2"),
            ("c", "3"), ("c", "3"), ("d", "4"), ("d", "4"), ("e", "5"), ("e", "5"),
        ])
        #expect(duplicates.repeated == ["a", "b", "c", "d", "e"])
        #expect(duplicates.conflicting == 1)
        #expect(duplicates.warning == "warning: 5 sample ids occur more than once (1 with different labels), all samples used: a, b, c and 2 more")
    }
}
