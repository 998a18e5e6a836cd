import Causeway
import Testing

/// The CSS colours the built-in components read from their props.
@Suite struct CSSColorTests {
    @Test func hexDigitsGiveOneOrTwoPerChannelWithAnOptionalAlpha() {
        #expect(CSSColor("#fff") == CSSColor(red: 1, green: 1, blue: 1))
        #expect(CSSColor("#0050c8") == CSSColor(red: 0, green: 80 / 255, blue: 200 / 255))
        #expect(CSSColor("#0050C880") == CSSColor(red: 0, green: 80 / 255, blue: 200 / 255, alpha: 128 / 255))
        #expect(CSSColor("#f008") == CSSColor(red: 1, green: 0, blue: 0, alpha: 136 / 255))
    }

    @Test func rgbTakesChannelsUpTo255AndAnAlphaUpTo1() {
        #expect(CSSColor("rgb(255, 0, 0)") == CSSColor(red: 1, green: 0, blue: 0))
        #expect(CSSColor("rgb(0 128 0)") == CSSColor(red: 0, green: 128 / 255, blue: 0))
        #expect(CSSColor("rgba(0, 0, 255, 0.5)") == CSSColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        #expect(CSSColor("rgb(300, -5, 51)") == CSSColor(red: 1, green: 0, blue: 0.2), "clamped into range")
    }

    @Test func namesAreReadWhateverTheirCaseAndSpacing() {
        #expect(CSSColor(" Blue ") == CSSColor(red: 0, green: 0, blue: 1))
        #expect(CSSColor("green") == CSSColor(red: 0, green: 128 / 255, blue: 0), "CSS green is half bright")
        #expect(CSSColor("white") == CSSColor(red: 1, green: 1, blue: 1))
        #expect(CSSColor("transparent") == .transparent)
        #expect(CSSColor.transparent.alpha == 0)
        #expect(CSSColor("black") == .black)
    }

    @Test(arguments: ["", "#ggg", "#ＦＦＦ", "#１２３４５６", "#12345", "rgb(1, 2)", "rgb(1, 2, 3, 4, 5)", "rgb(a, b, c)", "rgb(1, 2, 3",
                      "hsl(0, 0%, 0%)", "bluish",
                      "rgb(nan, 0, 0)", "rgb(inf, 0, 0)", "rgba(0, 0, 0, nan)"])
    func anythingElseIsNoColour(_ text: String) {
        #expect(CSSColor(text) == nil)
    }

    @Test func enginesThatStyleWithCSSGetTheChannelsNotThePageText() {
        #expect(CSSColor("#0050c8")?.cssText == "rgba(0, 80, 200, 1.0)")
        #expect(CSSColor("rgba(255, 0, 0, 0.5)")?.cssText == "rgba(255, 0, 0, 0.5)")
        #expect(CSSColor("red; } * { color: blue") == nil)
    }
}
