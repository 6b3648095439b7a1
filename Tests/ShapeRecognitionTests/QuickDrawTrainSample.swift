import Foundation
import InkFormats
import Testing
import TestSupport

/// A Quick, Draw! drawing of the train split from the small copy in `Datasets/quickdraw-shapes`
/// (so the test always runs): `category` names the file, `index` the drawing's line (`#index`).
func quickDrawTrainSample(_ category: String, _ index: Int) throws -> LabeledInk {
    let file = TestPaths.datasets.appendingPathComponent("quickdraw-shapes/\(category).ndjson")
    let sample = try #require(try InkDataset.load(paths: [file]).samples.first { $0.source.hasSuffix("#\(index)") })
    #expect(sample.split == .train)
    return sample
}
