extension String {
    /// The columns this text takes on a terminal, once its control characters are escaped
    /// (`escapingControls`, as `TextTable` does first: a control has no width of its own here),
    /// as `wcwidth` counts them but without depending on the locale: per character
    /// (grapheme cluster), 2 when it holds an East Asian Wide or Fullwidth scalar (Unicode UAX
    /// #11: CJK ideographs, kana, Hangul syllables, fullwidth forms; `isWide`) or an emoji shown
    /// as one (emoji presentation, or U+FE0F after a symbol), 0 when it holds only zero-width
    /// scalars (`isZeroWidth`: combining marks, a lone U+3099 or U+FE0F too, a zero-width
    /// joiner, Hangul medial and final jamo), else 1. O(scalars).
    var terminalWidth: Int {
        reduce(0) { width, character in
            width + character.unicodeScalars.reduce(0) { widest, scalar in
                // Marks first: U+3099 lies in the wide kana block, but adds nothing to its kana.
                if Self.isZeroWidth(scalar) { return scalar == "\u{FE0F}" && widest > 0 ? 2 : widest }
                return scalar.properties.isEmojiPresentation || Self.isWide(scalar) ? 2 : max(widest, 1)
            }
        }
    }

    /// Combining marks (variation selectors among them), format characters other than the soft
    /// hyphen U+00AD (shown as a hyphen where a line breaks, and by terminals as one column), and
    /// the Hangul medial vowels and final consonants U+1160–U+11FF (joined to an initial, they
    /// share its two columns), as `wcwidth` counts them.
    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return true
        case .format: return scalar != "\u{AD}"
        default: return (0x1160...0x11FF).contains(scalar.value)
        }
    }

    /// Whether `scalar` is in the blocks that EastAsianWidth.txt (Unicode 15) marks Wide (W) or
    /// Fullwidth (F) as a whole; the scattered wide symbols outside them are emoji, which
    /// `terminalWidth` finds by their presentation.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        wideRanges.contains { $0.contains(scalar.value) }
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2329...0x232A,  // angle brackets
        0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK compatibility
        0x3400...0x4DBF,  // CJK Unified Ideographs Extension A
        0x4E00...0x9FFF,  // CJK Unified Ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo Extended-A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK Compatibility Ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,  // fullwidth signs
        0x17000...0x18AFF,  // Tangut, Tangut components
        0x1B000...0x1B2FF,  // Kana supplement and extensions, Nüshu
        0x1F200...0x1F2FF,  // Enclosed Ideographic Supplement
        0x20000...0x3FFFD,  // CJK Unified Ideographs Extensions B–H, compatibility supplement
    ]
}
