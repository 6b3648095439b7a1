import InkCore

/// What text recognition needs from a CTC word model: a word's strokes in, `FramePosteriors` out.
/// `SequenceWordModel` is the implementation; tests substitute hand-built posteriors.
protocol WordPosteriorModeling: AnyObject, Sendable {
    /// The posteriors of `drawing` read as one word, `strokeOfFrame` indexing `drawing.strokes`;
    /// no frames when it holds no ink.
    func posteriors(_ drawing: InkDrawing) -> FramePosteriors
}

extension SequenceWordModel: WordPosteriorModeling {}
