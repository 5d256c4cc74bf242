/// How many terminal columns text takes, as terminals draw it: a Chinese, Japanese or Korean
/// character (East Asian Width "W" or "F") and an emoji take two, a combining mark, a
/// variation selector or a zero-width joiner none, everything else one; escape sequences
/// (colours) take none. And where text may be broken: between two wide characters, but never
/// inside a Latin word or a code span, and never before closing punctuation (，。：；、！？ and
/// closing brackets), which stays on the line of the character it follows.
package enum DisplayWidth {
    /// The columns of one character (a grapheme cluster: a letter with its combining marks, an
    /// emoji with its modifiers and joiners, is one).
    package static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        // An emoji: drawn two columns wide (with or without its variation selector U+FE0F).
        if first.properties.isEmojiPresentation || scalars.contains(where: { $0.value == 0xFE0F }) && first.properties.isEmoji {
            return 2
        }
        return of(first)
    }

    /// The columns of one scalar on its own.
    package static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value == 0 { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if value < 0x1100 { return 1 }
        return isWide(value) ? 2 : 1
    }

    /// The columns of `text`, escape sequences left out.
    package static func of(_ text: String) -> Int {
        var columns = 0
        var inEscape = false
        for character in text {
            if inEscape {
                if character.isLetter, character != "[" { inEscape = false }
                continue
            }
            if character == "\u{1B}" { inEscape = true; continue }
            columns += of(character)
        }
        return columns
    }

    /// Whether the character is a wide one that a line may break before or after (an
    /// ideograph, kana, hangul, or fullwidth punctuation).
    package static func isWide(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        return first.value >= 0x1100 && isWide(first.value)
    }

    /// Punctuation that must not begin a line (Chinese line-breaking rules, 避头点): full stops,
    /// commas, colons, semicolons, closing quotes and brackets, and their halfwidth forms.
    package static func mustNotBeginLine(_ character: Character) -> Bool {
        "，。、：；！？）」』》〉】〕”’…·,.:;!?)]}%".contains(character)
    }

    /// Punctuation that must not end a line: opening quotes and brackets.
    package static func mustNotEndLine(_ character: Character) -> Bool {
        "（「『《〈【〔“‘([{".contains(character)
    }

    /// `word` (text without spaces) cut where a line may break: between two wide characters,
    /// each closing mark kept with what comes before it and each opening one with what follows.
    /// A run of narrow characters (a Latin word, a code span, with its escape sequences) stays
    /// whole. A word without wide characters is one segment.
    package static func segments(of word: String) -> [String] {
        var segments: [String] = []
        var current = ""
        var currentHasText = false
        var previousWide = false
        var previous: Character?
        var inEscape = false
        for character in word {
            if inEscape {
                current.append(character)
                if character.isLetter, character != "[" { inEscape = false }
                continue
            }
            if character == "\u{1B}" { inEscape = true; current.append(character); continue }
            let wide = isWide(character)
            // A break before this character: between a wide character and anything, unless
            // this one must not begin a line or the previous must not end one.
            let canBreak = currentHasText && (wide || previousWide)
                && !mustNotBeginLine(character) && !(previous.map(mustNotEndLine) ?? false)
            if canBreak {
                segments.append(current)
                current = ""
            }
            current.append(character)
            currentHasText = true
            previousWide = wide
            previous = character
        }
        if !current.isEmpty {
            if segments.isEmpty || currentHasText { segments.append(current) } else { segments[segments.count - 1] += current }
        }
        return segments
    }

    /// East Asian Width W and F (Unicode 15), the blocks terminals draw two columns wide.
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
             0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB,
             0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA,
             0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757,
             0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55,
             0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,
             0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F260...0x1F265,
             0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF,
             0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
