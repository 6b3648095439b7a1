import InkCore

/// What text recognition needs from a CTC word model: a word's strokes in, `FramePosteriors` out.
/// The shipped `words.inkmodel` model is the implementation; tests substitute hand-built
/// posteriors.
protocol WordPosteriorModeling: AnyObject {
    /// The posteriors of one word, whose `strokeOfFrame` indexes `strokes`; `nil` when the
    /// strokes hold no ink to read.
    func posteriors(of strokes: [InkStroke]) -> FramePosteriors?
}
