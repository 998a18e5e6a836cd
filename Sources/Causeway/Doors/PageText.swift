/// Text a page controls, on its way to a person or a log: cut to what its consumer can show, on the lines it may take,
/// with no control character left to act.
///
/// A page chooses its document's title, its dialogs' messages, its header's labels, its console lines and its
/// components' text. Native code shows none of it as it came: it makes a `PageText` of the ``Shape`` of the place it
/// goes, and hands the host's presenter that (on Linux `PageTextLabel`, which also ellipsizes what the widget cannot
/// fit, so no page text can make a window larger). Making one reads at most the shape's characters of the text,
/// however long the text is.
///
/// ```swift
/// let title = PageText(document.title, .title)   // at most one line of 160 characters, "…" when cut
/// ```
public struct PageText: Sendable, Hashable, CustomStringConvertible {
    /// What a place can show of a page's text: how many characters, on how many lines.
    public struct Shape: Sendable, Hashable {
        /// The most characters (grapheme clusters) kept; the ellipsis that marks a cut is one of them.
        public let characters: Int
        /// The most lines kept; `1` turns line breaks into spaces.
        public let lines: Int

        /// A shape of at most `characters` characters on at most `lines` lines.
        public init(characters: Int, lines: Int = 1) {
            precondition(characters >= 1 && lines >= 1, "a shape shows at least one character on one line")
            self.characters = characters
            self.lines = lines
        }

        /// A header's title and a window's title: one line of 160 characters, more than a header is wide.
        public static let title = Shape(characters: 160)
        /// A segment, a menu entry, a button or a tooltip: one line of 64 characters.
        public static let label = Shape(characters: 64)
        /// A dialog's message: 12 lines, 1,024 characters in all.
        public static let message = Shape(characters: 1_024, lines: 12)
        /// The text a prompt starts with, and what a text field shows of a page's text: one line of 1,024
        /// characters, which the field scrolls.
        public static let field = Shape(characters: 1_024)
        /// A page's text in the app's log (a console line, a name, a URL): one line of 2,048 characters.
        public static let logLine = Shape(characters: 2_048)
    }

    /// The text as it may be shown.
    public let text: String
    /// The shape it was cut to.
    public let shape: Shape
    /// Whether the page's text was longer than the shape, or had more lines: then ``text`` ends with "…".
    public let isCut: Bool

    /// The part of `raw` that `shape` shows: control characters, bidirectional overrides and (on one line) line
    /// breaks become spaces, and text past the shape's characters or lines is cut, ending in "…".
    public init(_ raw: some StringProtocol, _ shape: Shape) {
        var text = ""
        var characters = 0
        var lines = 1
        var isCut = false
        for character in raw {
            guard characters < shape.characters else {
                isCut = true
                break
            }
            if character.isNewline {
                guard shape.lines > 1 else {
                    text.append(" ")
                    characters += 1
                    continue
                }
                guard lines < shape.lines else {
                    isCut = true
                    break
                }
                lines += 1
                text.append("\n")
            } else if character.unicodeScalars.contains(where: \.isInertInText) {
                text.append(" ")
            } else {
                text.append(character)
            }
            characters += 1
        }
        if isCut {
            // The ellipsis takes the last place the shape has.
            if characters >= shape.characters { text.removeLast() }
            text.append("…")
        }
        self.text = text
        self.shape = shape
        self.isCut = isCut
    }

    public var description: String { text }
}

extension Unicode.Scalar {
    /// Whether this scalar is shown as a space in page text: a C0 or C1 control other than a line break, DEL, or a
    /// bidirectional mark, override or isolate, which could make the text read as something else.
    fileprivate var isInertInText: Bool {
        switch value {
        case 0x00...0x09, 0x0B...0x0C, 0x0E...0x1F, 0x7F...0x84, 0x86...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
