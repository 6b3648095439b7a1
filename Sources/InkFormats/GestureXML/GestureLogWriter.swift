import Foundation
import InkCore
import InkFiles

/// Writes one labelled sample as a gesture log of the $1 and $N recognizers: one `<Gesture>`
/// per file, the layout `GestureLogReader` reads (Wobbrock et al. 2007; Anthony & Wobbrock 2012).
///
/// ```xml
/// <?xml version="1.0" encoding="utf-8" standalone="yes"?>
/// <Gesture Name="arrow01" Subject="2" NumPts="74">
///   <Point X="50" Y="242" T="0" />
/// </Gesture>
/// ```
/// - Layout: a drawing of one stroke as $1's unistroke log (`<Point>`s in `<Gesture>`), else
///   MMG's multistroke log (`<Stroke index="1">`, numbered from 1, around each stroke's points).
///   Strokes without points are left out (the reader drops them).
/// - `Name`: the label and `number` in two or more digits, as $1 (`arrow01`: the reader drops
///   trailing digits, and splits by subject number) or MMG (`D~01`: the reader cuts at the `~`,
///   and splits by user) names gestures: the one that reads back to the sample's label, writer
///   and split, else label and writer, else label and split, else label (a label ending in a
///   digit is written MMG's way), else MMG's.
/// - `Subject`: the writer, left out when `nil`; in a $1 name a writer `s07` is subject `7`, as
///   the reader names $1 subjects. The reader's split comes from it and the name's form, not from
///   the sample's `split`: one neither rule gives is lost.
/// - Coordinates: `X`, `Y` as the shortest decimal that reads back to the same `Double` (the
///   published logs hold whole pixels; nothing is rounded). Time: `T` in milliseconds from the
///   first stroke's start, written only when every point has a time (`InkDrawing` stroke start
///   times, or where unknown the end of the stroke before); a sum of start and offset within a
///   millionth of a whole millisecond is written whole, so whole-millisecond starts and offsets
///   read back exactly (`0.359 + 0.047` s as `406`, not `405.99999999999997`). Untimed ink has
///   no `T` and reads back untimed; ink timed on only some points loses its times (`FormatLoss`).
/// - Lost: channels but time, stroke style and ids, groups, annotations, the id and the split:
///   `FormatLoss(writing:as: .gestureXML)` says which a sample loses.
///
/// O(points).
public enum GestureLogWriter {
    /// The sample as a gesture-log document (UTF-8).
    /// - Parameter number: the repetition number in `Name` (the $1 logs count 1…10 per gesture); ≥ 0.
    /// - Throws: `InkFormatError` (`.noInk` for a drawing without points; `.nonFiniteValue` or
    ///   `.coordinateOutOfRange` with stroke and point for a value no reader would accept;
    ///   `.unexpected` for a negative `number`, which has no two-digit name).
    public static func encode(_ sample: LabeledInk, number: Int = 1) throws -> Data {
        guard number >= 0 else {
            throw InkFormatError(reason: .unexpected(expected: "a repetition number of 0 or more", found: "\(number)"))
        }
        let drawing = sample.drawing
        if let reason = drawing.unusableValue { throw InkFormatError(reason: reason) }
        guard !drawing.isEmpty else { throw InkFormatError(reason: .noInk) }
        let times = drawing.writtenTimes
        var xml = "<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"yes\"?>\n"
        let name = name(for: sample, number: number)
        xml += "<Gesture Name=\"\(XMLEscaping.attribute(name))\""
        if let subject = GestureLogReader.subject(writer: sample.writer, name: name) {
            xml += " Subject=\"\(XMLEscaping.attribute(subject))\""
        }
        xml += " NumPts=\"\(drawing.pointCount)\">\n"
        let strokes = drawing.strokes.indices.filter { !drawing.strokes[$0].isEmpty }
        let isMultistroke = strokes.count > 1
        for (index, s) in strokes.enumerated() {
            if isMultistroke { xml += "  <Stroke index=\"\(index + 1)\">\n" }
            for (p, point) in drawing.strokes[s].points.enumerated() {
                xml += isMultistroke ? "    " : "  "
                xml += "<Point X=\"\(DecimalText.shortest(point.x))\" Y=\"\(DecimalText.shortest(point.y))\""
                if let seconds = times?[s][p] {
                    // Whole where the ink's times are, so the reader's (T − first T) / 1000 gives
                    // back each offset and start exactly; else exact, noise included.
                    let whole = DecimalText.wholeMilliseconds(seconds).flatMap { DecimalText.shifting(DecimalText.shortest($0), by: 0) }
                    let ms = whole ?? DecimalText.milliseconds(seconds)
                    xml += " T=\"\(ms)\""
                }
                xml += " />\n"
            }
            if isMultistroke { xml += "  </Stroke>\n" }
        }
        xml += "</Gesture>\n"
        return Data(xml.utf8)
    }

    /// Writes `encode(sample, number:)` to `url` atomically (a temporary file, then a rename).
    /// - Throws: what `encode` throws, naming `url`; `InkFormatError` (`.unwritable`).
    public static func write(_ sample: LabeledInk, number: Int = 1, to url: URL) throws {
        try AtomicFile.write(to: url) { try encode(sample, number: number) }
    }

    /// The writers of `samples` that read back as one, keyed by the writer read back: `w\u{1}` and
    /// `w\u{2}` both come back as `w\u{FFFD}` (XML cannot carry the control characters), so two
    /// people become one writer (and one part of the split). `name(for:number:)` keeps every other
    /// writer as it is (`s1`, `s01` and `1` apart; distinct numbers keep all their digits). Only
    /// read-back writers that two or more distinct writers give are listed, each with those
    /// writers sorted. `FormatLoss` counts the drawings whose writer
    /// changes; this names the merge. O(samples).
    package static func mergedWriters(_ samples: [LabeledInk]) -> [String: [String]] {
        var sources: [String: Set<String>] = [:]
        for sample in samples {
            guard let writer = sample.writer, let read = readBack(sample).writer else { continue }
            sources[read, default: []].insert(writer)
        }
        return sources.filter { $0.value.count > 1 }.mapValues { $0.sorted() }
    }

    /// What `GestureLogReader` takes the written sample's `Name` and `Subject` back as.
    static func readBack(_ sample: LabeledInk) -> (label: String, writer: String?, split: DatasetSplit) {
        let name = name(for: sample, number: 1)
        let subject = GestureLogReader.subject(writer: sample.writer, name: name)
        // As the XML carries them: a control character reads back as U+FFFD.
        return GestureLogReader.meaning(name: XMLEscaping.readBack(name), subject: subject.map(XMLEscaping.readBack))
    }

    /// The `Name` for `sample`: $1's `label01` or MMG's `label~01`, whichever the reader takes back
    /// to the sample's label, writer and split; else to its label and writer; else its label and
    /// split; else its label; else MMG's. The writer comes before the split so that one writer's
    /// samples are named one way whatever their labels (a label ending in a digit needs MMG's):
    /// the split then follows from the writer alike for all of them (trial 23: writer "10" read
    /// back as "10" for its "star5" and as "s10", in another split, for its "rectangle").
    /// `number` is 0 or more (`encode` refuses a negative one).
    static func name(for sample: LabeledInk, number: Int) -> String {
        let padded = twoDigits(number)
        let candidates = [sample.label + padded, sample.label + "~" + padded]
        let read = candidates.map {
            GestureLogReader.meaning(name: $0, subject: GestureLogReader.subject(writer: sample.writer, name: $0))
        }
        let keeps: [((label: String, writer: String?, split: DatasetSplit)) -> Bool] = [
            { $0.label == sample.label && $0.writer == sample.writer && $0.split == sample.split },
            { $0.label == sample.label && $0.writer == sample.writer },
            { $0.label == sample.label && $0.split == sample.split },
            { $0.label == sample.label },
        ]
        let index = keeps.lazy.compactMap { keep in read.firstIndex(where: keep) }.first ?? 1
        return candidates[index]
    }
}
