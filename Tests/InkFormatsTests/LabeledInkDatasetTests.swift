import Foundation
import InkCore
import InkFormats
import Testing
import TestSupport

/// `LabeledInk.datasetAnnotation`: what a label means travels with the sample through conversion.
@Suite("Dataset annotation")
struct LabeledInkDatasetTests {
    @Test("Quick, Draw! and UNIPEN samples name their dataset; their own writers imply it, others lose it, ndjson keeps it")
    func readersNameTheirDataset() throws {
        let diamonds = try InkDataset.load(paths: [TestPaths.datasets.appendingPathComponent("quickdraw-shapes/diamond.ndjson")]).samples
        let digits = try InkDataset.load(paths: [TestPaths.datasets.appendingPathComponent("pendigits/pendigits-orig-writers1-6.tra")]).samples
        #expect(diamonds.count == 43 && digits.count == 1499)
        #expect(diamonds.allSatisfy { $0.drawing.annotations[LabeledInk.datasetAnnotation] == "quickdraw" })
        #expect(digits.allSatisfy { $0.drawing.annotations == [LabeledInk.datasetAnnotation: "unipen"] })
        #expect(!FormatLoss(writing: diamonds, as: .quickDraw).content.contains(.annotations))
        #expect(FormatLoss(writing: digits, as: .unipen).content.isDisjoint(with: [.annotations]))
        #expect(FormatLoss(writing: digits, as: .quickDraw).content.contains(.annotations), "unipen is no Quick, Draw! dataset")
        #expect(FormatLoss(writing: diamonds, as: .unipen).drawings == 43)
        let back = try LabeledNDJSON.decode(LabeledNDJSON.encode(Array(digits.prefix(3)))).samples
        #expect(back.map(\.drawing.annotations) == digits.prefix(3).map(\.drawing.annotations))
    }

    @Test("one-point and duplicate-point Quick, Draw! drawings name their dataset too")
    func edgeInk() throws {
        let text = #"{"word":"diamond","key_id":"1","drawing":[[[5],[5]]]}"# + "\n"
            + #"{"word":"diamond","key_id":"2","drawing":[[[5,5],[5,5]]]}"# + "\n"
        let samples = try InkDataset.load(Data(text.utf8), format: .quickDraw).samples
        #expect(samples.count == 2)
        #expect(samples.allSatisfy { $0.drawing.annotations[LabeledInk.datasetAnnotation] == "quickdraw" })
    }
}
