import InkFormats

/// How `eval shapes` judges the labels of a file `convert` writes, against how it judged them before.
extension ConvertCommand {
    /// "warning: read back from unipen, eval shapes judges 160 of 160 drawings otherwise: …", or
    /// `nil` when every sample is judged as before. What a label means comes from the `dataset`
    /// annotation (``ShapeExpectation/judge(label:dataset:)``): the UNIPEN and Quick, Draw!
    /// readers set their own on every sample, and gesture XML keeps none. O(samples).
    static func judgementWarning(_ samples: [LabeledInk], target: Target) -> String? {
        let readBack: String?
        let meaning: String
        switch target {
        case .unipen:
            readBack = InkFormat.unipen.rawValue
            meaning = "its reader marks every sample as UNIPEN handwriting, reported per label, never as a shape"
        case .quickdraw:
            readBack = InkFormat.quickDraw.rawValue
            meaning = "its reader marks every sample as Quick, Draw!, whose diamond (a gemstone) is excluded"
        case .gestureXML:
            readBack = nil
            meaning = "a gesture log keeps no dataset annotation, so the labels are judged by the shape table"
        case .inkml, .json, .ndjson:
            return nil
        }
        let key = LabeledInk.datasetAnnotation
        let changed = samples.filter {
            ShapeExpectation.judge(label: $0.label, dataset: $0.drawing.annotations[key])
                != ShapeExpectation.judge(label: $0.label, dataset: readBack)
        }.count
        guard changed > 0 else { return nil }
        return "warning: read back from \(target.rawValue), eval shapes judges \(Formatting.grouped(changed)) of"
            + " \(Formatting.count(samples.count, "drawing")) otherwise: \(meaning) (--to ndjson keeps how they are judged)"
    }
}
