import Foundation
import InkCore

extension InkDrawing {
    /// Reads a W3C InkML document (InkML 2011, https://www.w3.org/TR/InkML/).
    ///
    /// - Channels: `traceFormat` in declared order (X, Y when absent), also through
    ///   `definitions`/`context`, a trace's `contextRef` and, for traces naming none, their
    ///   nearest `traceGroup`'s `contextRef`. X, Y fill the location, in points:
    ///   `units` `pt`, `pc`, `in`, `mm`, `cm`, `m` and `himetric` are converted by their length
    ///   (1 in = 72 pt); an `integer` channel with a `<channelProperty name="resolution">` per a
    ///   length (`value="500" units="1/in"`) counts steps of that size (as Office ink and the FC
    ///   flowchart file writer1_1 write them: 500 is 1 in there, 72 pt), whatever unit the channel
    ///   names (only inside that `<inkSource>`: one ends at its closing tag); without `units` the values are taken as points; in `dev`, `px` or other units that
    ///   are no length they are kept as written. Each axis is read on its own; when X and Y are
    ///   not both in points the annotation `inkrec:coordinateUnits` records their units (which
    ///   `inkMLData()` writes back on X and Y): the unit when both are kept in it (`dev`), else
    ///   per axis, `pt` for one converted and `none` for one without units (`X=dev Y=pt`,
    ///   `X=pt Y=none`). Every trace must end in the same units as the first (lengths all become
    ///   points), since one note names them all. The `min` and `max` an F, OA or OE channel
    ///   declares (first declaration of each name) are kept in the annotation
    ///   `inkrec:channelRanges` (`F=0.0..1023.0`, angles in radians), as `InkPoint` has no room
    ///   for them and force is kept as written; T becomes
    ///   `timeOffset` in seconds from the trace's first point (units `ms` when not given, or `s`,
    ///   `us`), and each stroke's `startTime` is seconds from the earliest trace's first point, or
    ///   the trace's `timeOffset` attribute (milliseconds) where it has one, or `nil` for the traces
    ///   an ink-level `<annotation type="inkrec:untimedTraces">` lists (by 0-based position; the
    ///   annotation is consumed, not kept in `annotations`); F becomes `force`; OA/OE declared in
    ///   `deg` or `rad` become `azimuth`/`altitude` (radians, `deg` converted, an integer one
    ///   sized by its `resolution`, azimuth turned into 0…2π, a trace's OE outside 0…90° dropped and named; without units they are
    ///   not assumed in either, as InkML 2011 §3.1.2 defaults to degrees and files disagree); the tilts
    ///   OTx and OTy (both declared in `deg` or `rad`) give whichever of these a kept OA/OE does not by the Pointer Events
    ///   conversion (``InkMLTilt``; an integer tilt's `resolution` per `deg` or `rad` sizes it; a trace
    ///   with a tilt beyond ±90°, or one tilt given without the other, keeps its ink and drops both,
    ///   named with why).
    ///   Other channels (`W`, whose one width is not PencilKit's nib `size`; `OR`, `S`, OA, OE and tilts
    ///   without angle units, …) are read and dropped, and those with a value are named in the
    ///   annotation `inkrec:channelsNotKept` (``InkDrawing/channelsNotKept``). Regular channels after X and Y may be missing from
    ///   every point (FC flowchart files declare an F they do not record).
    /// - Traces: each `<trace>` is a stroke, with its `xml:id`/`id` as `InkStroke.id`, each
    ///   `_xHHHH_` (`_xHHHHHHHH_`) in it decoded to the character it stands for (as in group ids;
    ///   `inkMLData()` escapes ids so), and none for the traces an ink-level
    ///   `<annotation type="inkrec:unnamedTraces">` lists (consumed, as `untimedTraces`); the InkML
    ///   difference encoding (`!`, `'`, `"`) and `T`/`F`/`?`/`*` values are decoded.
    /// - Style: a trace's `brushRef`, else its `contextRef`'s brush, else its nearest `traceGroup`'s
    ///   `brushRef` or its `contextRef`'s brush, else the brush of the last top-level `<context>` that gives one (its
    ///   `brushRef`, or a `<brush>` inside it), sets `InkStroke.color` (`#RRGGBB`, as written),
    ///   `width` and `inkType` (`inkrec:inkType`). A `<brush brushRef>` starts from the brush it
    ///   names. Widths become points: `pt`, `pc`, `in`, `mm`, `cm`, `m` and `himetric` by their
    ///   length (1 in = 72 pt, so 2 mm is 5.669 pt); without `units`, or in `dev`/`px`, the number
    ///   is kept as written (not scaled with the coordinates).
    ///   Other brush properties (`height`, `transparency`, `tip`, …) are dropped.
    /// - Groups: each leaf `traceGroup` (one with no nested group) becomes a `StrokeGroup` holding
    ///   its traces and `traceView traceDataRef`s in source order, labelled by its
    ///   `annotation type="truth"` (CROHME, FC flowcharts), else its `annotation type="label"`
    ///   (the first of a type); a reference to a non-leaf group takes all its traces. Nested
    ///   groups are flattened: a `traceGroup` holding groups and also traces or `traceView`s of
    ///   its own becomes a `StrokeGroup` too, with its label and all its traces in source order,
    ///   listed after the groups it holds; one holding only groups (CROHME's "Segmentation") is a
    ///   container and is not kept, nor its label, as its groups hold all its ink. A stroke a
    ///   group reaches twice (a repeated `traceView`) is in it once. A `traceView` with a
    ///   `from`/`to` sub-range is refused (`.unexpected`): a group holds whole strokes, and taking
    ///   the whole trace instead would label ink the document leaves out.
    /// - Annotations: each `annotation` directly under `<ink>` is stored by its `type` (`truth`,
    ///   `writer`, `UI`, `label`, `normalizedLabel`, …; the first wins when a type repeats).
    ///   `annotationXML` content and timestamps are skipped.
    ///
    /// O(n) in the document size.
    /// - Parameters:
    ///   - data: the document's bytes (UTF-8 or as its XML declaration says).
    ///   - path: the file the bytes came from, named in errors; `nil` for in-memory input.
    /// - Throws: `InkFormatError` with line and column: `.malformedXML` with what was expected;
    ///   `.unexpected` for a root other than `<ink>`, a trace value that does not fit the grammar or
    ///   the format (with the point index), a trace whose X and Y units differ from the first
    ///   trace's (`dev` after points, `px` after `dev`), a `traceFormat` without X or Y, or a reference to an
    ///   unknown trace, group, context or brush (and for reference cycles), a brush colour that is
    ///   not `#RRGGBB`, a brush width that is negative, NaN or infinite or in a unit that is no
    ///   length; `.missingAttribute` for a `channel` without a name or a `brushProperty` without a
    ///   name or value; `.invalidNumber` for a bad `timeOffset`; `.unexpected` for a
    ///   DOCTYPE that declares an entity (`<!ENTITY …>`, internal or external): entities are never
    ///   expanded nor loaded, and FoundationXML would drop them silently, so they are refused.
    public init(inkML data: Data, path: String? = nil) throws {
        self = try InkMLDocumentParser(path: path).parse(data)
        if let reason = unusableValue { throw InkFormatError(path: path, reason: reason) }
    }

    /// Reads the InkML file at `url`; see `init(inkML:path:)`.
    /// - Throws: `InkFormatError` (`.unreadable` when the file cannot be read).
    public init(contentsOfInkML url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw RegularFile.readFailure(url, error: error)
        }
        try self.init(inkML: data, path: url.path)
    }
}
