import Foundation
import Testing
import TestSupport
import InkRecCLI

/// `samples_detail` of `eval handwriting --json` and `eval text --json` (`SampleDetail.swift`):
/// one entry per judged sample, as `eval shapes` has had, so a notebook can list the misses.
@Suite struct SampleDetailTests {
    static let digitsModel = TestPaths.models.appendingPathComponent("digits.inkmodel").path

    /// Eight pendigits characters of writers 1–6 as ndjson, plus a one-point "3", a one-stroke
    /// duplicate of the first sample's id and drawing under another label, and no writer on the last.
    private static func characters(in folder: URL) throws -> String {
        let converted = folder.appendingPathComponent("all.ndjson")
        let digits = TestPaths.datasets.appendingPathComponent("pendigits/pendigits-orig-writers1-6.tra").path
        let run = runInkrec(["convert", digits, converted.path])
        try #require(run.code == .success, "\(run.stderr)")
        var lines = try String(contentsOf: converted, encoding: .utf8).split(separator: "\n").prefix(8).map(String.init)
        var first = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        first["label"] = first["label"] as? String == "7" ? "1" : "7"
        first["writer"] = nil
        lines.append(#"{"id":"dot","label":"3","writer":"w9","strokes":[[[5,5,0]]]}"#)
        lines.append(String(decoding: try JSONSerialization.data(withJSONObject: first, options: .sortedKeys), as: UTF8.self))
        let file = folder.appendingPathComponent("few.ndjson")
        try Data(lines.joined(separator: "\n").utf8).write(to: file)
        return file.path
    }

    @Test func handwritingListsEveryCharacterWithItsPrediction() throws {
        try withTemporaryFolder { folder in
            let run = runInkrec(["eval", "handwriting", try Self.characters(in: folder), "--model", Self.digitsModel, "--json"])
            #expect(run.code == .success, "\(run.stderr)")
            let summary = try jsonObject(run.stdout)
            let detail = try #require(summary["samples_detail"] as? [[String: Any]])
            #expect(detail.count == 10 && summary["samples"] as? Int == 10)
            let correct = detail.filter { $0["correct"] as? Bool == true }.count
            #expect(abs(Double(correct) / 10 - (summary["accuracy"] as? Double ?? -1)) < 1e-12)
            for entry in detail {
                let top3 = try #require(entry["top3"] as? [String])
                #expect(top3.count == 3 && top3.first == entry["predicted"] as? String)
                #expect((entry["correct"] as? Bool) == (entry["predicted"] as? String == entry["label"] as? String))
                #expect(entry["id"] is String && entry["source"] is String && entry["latency_us"] as? Double ?? -1 > 0)
            }
            let dot = try #require(detail.first { $0["id"] as? String == "dot" })
            #expect(dot["writer"] as? String == "w9" && dot["label"] as? String == "3")
            // The duplicate id: both kept, the relabelled one wrong and without a writer key.
            let twins = detail.filter { $0["id"] as? String == detail[0]["id"] as? String }
            #expect(twins.count == 2)
            #expect(twins[1]["writer"] == nil && twins[1]["correct"] as? Bool == false)
            #expect(twins[0]["predicted"] as? String == twins[1]["predicted"] as? String)
        }
    }

    @Test func textGivesEachSampleItsReadingsAndCER() throws {
        let page = TestPaths.datasets.appendingPathComponent("text").path
        let words = TestPaths.models.appendingPathComponent("words.inkmodel").path
        let lexicon = TestPaths.models.appendingPathComponent("wamerican.lexicon").path
        let run = runInkrec(["eval", "text", page, "--model", words, "--lexicon", lexicon, "--json"])
        #expect(run.code == .success, "\(run.stderr)")
        let detail = try #require(try jsonObject(run.stdout)["samples_detail"] as? [[String: Any]])
        try #require(detail.count == 1)
        let entry = detail[0]
        #expect(entry["id"] as? String == "unipen-ije11-page" && entry["writer"] as? String == "ibm/ije11")
        #expect(entry["label"] as? String == "the nation survey reveals\nchildren in this country")
        #expect(entry["reference"] as? String == "the nation survey reveals children in this country")
        let predicted = try #require(entry["predicted"] as? [String: Any])
        #expect(predicted["lexicon"] as? String == "the nation Survey reveals children in this country")
        #expect(predicted["no_lexicon"] is String)
        #expect((entry["correct"] as? [String: Bool])?["lexicon"] == true)
        #expect((entry["cer"] as? [String: Double])?["lexicon"] == 0)

        let free = runInkrec(["eval", "text", page, "--model", words, "--json"])
        let freeEntry = try #require((try jsonObject(free.stdout)["samples_detail"] as? [[String: Any]])?.first)
        let freeCER = try #require(freeEntry["cer"] as? [String: Any])
        #expect(freeCER["lexicon"] is NSNull && freeCER["no_lexicon"] is Double)
        #expect((freeEntry["predicted"] as? [String: Any])?["lexicon"] is NSNull)
    }
}
