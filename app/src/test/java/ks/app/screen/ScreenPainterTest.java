package ks.app.screen;

import static org.assertj.core.api.Assertions.assertThat;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import ks.engine.Bitboards;
import ks.engine.Color;
import ks.engine.OwnMen;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.view.PawnTries;
import ks.engine.view.PlayerView;
import ks.engine.view.TokenKind;
import ks.engine.view.UmpireNews;
import org.junit.jupiter.api.Test;

/** What the painter puts where, read back from a virtual terminal's screen: no real terminal. */
class ScreenPainterTest {

    /** After 1.e4 d5 under icc, white to move with one pawn try. */
    private static final String FEN = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2";

    private static PlayerView whiteView() {
        Position p = Position.fromFen("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2");
        return PlayerView.start(OwnMen.of(p, Color.WHITE), Color.BLACK)
                .afterTheirMove(UmpireNews.quiet().withTries(PawnTries.count(1)));
    }

    private static Frame frame(PlayerView view, boolean zone, boolean ascii, List<String> overlay) {
        return frame(view, zone, overlay, new Frame.Style(ascii, true), Frame.LastMove.NONE, null);
    }

    private static Frame frame(PlayerView view, boolean zone, List<String> overlay, Frame.Style style,
            Frame.LastMove lastMove, Frame.Labels labels) {
        Frame.Board board = new Frame.Board(view.color(), Frame.menOf(view.men()), view.tokens(), zone,
                Square.parse("e1"), Square.NONE, lastMove, labels);
        Frame.Panel panel = new Frame.Panel("alice (white) vs practice-bot", "Rules: icc; practice-bot hosts the referee",
                "Your move", "", List.of("1 pawn try"), List.of(), "You took: nothing", "You lost: nothing",
                List.of("e2-e4: accepted", "practice-bot has moved."));
        return new Frame(board, panel, new Frame.Bottom("e1: your king", "your move> ", "Nf", 2),
                new Frame.Overlay(overlay, 0), style);
    }

    /** The screen as text lines, one per row. */
    private static List<String> paint(int columns, int rows, Frame frame) throws IOException {
        return screen(columns, rows, frame).lines;
    }

    private record Painted(TerminalScreen screen, List<String> lines) {
    }

    private static Painted screen(int columns, int rows, Frame frame) throws IOException {
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(columns, rows));
        TerminalScreen screen = new TerminalScreen(terminal);
        screen.startScreen();
        Painter.paint(screen.newTextGraphics(), Layout.of(columns, rows, frame.colour()), frame);
        List<String> lines = new ArrayList<>();
        for (int y = 0; y < rows; y++) {
            StringBuilder sb = new StringBuilder();
            for (int x = 0; x < columns; x++) {
                sb.append(screen.getBackCharacter(x, y).getCharacterString());
            }
            lines.add(sb.toString().stripTrailing());
        }
        return new Painted(screen, lines);
    }

    private static String cell(List<String> lines, Layout layout, String square) {
        int sq = Square.parse(square);
        int x = layout.cellColumn(sq);
        return lines.get(layout.cellRow(sq)).substring(x, x + layout.cellWidth());
    }

    /** The opening board of white with the belief that black's men stand where they started, one knight out. */
    private static Frame shaded(boolean numbers) {
        Position p = Position.fromFen("r1bqkbnr/pppppppp/2n5/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 1 2");
        double[] chances = new double[64];
        chances[Square.parse("c6")] = 0.5;
        chances[Square.parse("a6")] = 0.3;
        chances[Square.parse("b8")] = 0.2;
        chances[Square.parse("e8")] = 1.0;
        Frame.Board board = new Frame.Board(Color.WHITE, Frame.menOf(OwnMen.of(p, Color.WHITE)),
                ks.engine.view.Tokens.NONE, false, Square.NONE, Square.NONE, Frame.LastMove.NONE, null,
                new Frame.Shading(chances, numbers));
        Frame.Panel panel = new Frame.Panel("alice (white) vs practice-bot", "Rules: wolfe", "Your move", "", List.of(),
                List.of(), "", "You lost: nothing", List.of());
        return new Frame(board, panel, new Frame.Bottom("", "your move> ", "", 0), Frame.Overlay.NONE,
                new Frame.Style(true, false));
    }

    @Test
    void theBeliefShadesEmptySquaresWithMarksOfRisingChance() throws IOException {
        Frame frame = shaded(false);
        Layout layout = Layout.of(100, 40, Color.WHITE);
        List<String> lines = paint(100, 40, frame);

        assertThat(cell(lines, layout, "b8").strip()).isEqualTo(".");
        assertThat(cell(lines, layout, "a6").strip()).isEqualTo("-");
        assertThat(cell(lines, layout, "c6").strip()).isEqualTo("=");
        assertThat(cell(lines, layout, "e8").strip()).isEqualTo("%");
        assertThat(cell(lines, layout, "h5").strip()).isEmpty();
    }

    @Test
    void theBeliefInNumbersShowsTenthsOnEachSquare() throws IOException {
        Frame frame = shaded(true);
        Layout layout = Layout.of(100, 40, Color.WHITE);
        List<String> lines = paint(100, 40, frame);

        assertThat(cell(lines, layout, "b8").strip()).isEqualTo("2");
        assertThat(cell(lines, layout, "c6").strip()).isEqualTo("5");
        assertThat(cell(lines, layout, "e8").strip()).isEqualTo("9");
    }

    @Test
    void theBoardFromWhitesSideIn80x24WithLabelsGlyphsAndATryToken() throws IOException {
        List<String> lines = paint(80, 24, frame(whiteView(), false, false, List.of()));
        Layout layout = Layout.of(80, 24, Color.WHITE);
        assertThat(layout.cellWidth()).isEqualTo(3);
        assertThat(lines.get(0)).startsWith("    a  b  c  d  e  f  g  h");
        assertThat(lines.get(1)).startsWith(" 8 ");
        assertThat(lines.get(8)).startsWith(" 1  \u2656  \u2658  \u2657  \u2655  \u2654");
        assertThat(lines.get(9)).startsWith("    a  b  c  d  e  f  g  h");
        assertThat(cell(lines, layout, "e4")).isEqualTo(" \u2659 ");
        assertThat(cell(lines, layout, "d5")).isEqualTo("(x)");
        assertThat(cell(lines, layout, "f5")).isEqualTo("(x)");
        assertThat(cell(lines, layout, "e5")).isEqualTo("   ");
    }

    @Test
    void blackSeesTheBoardTurnedRound() throws IOException {
        Position p = Position.fromFen(Position.STARTPOS_FEN);
        PlayerView black = PlayerView.start(OwnMen.of(p, Color.BLACK), Color.WHITE);
        List<String> lines = paint(80, 24, frame(black, false, true, List.of()));
        assertThat(lines.get(0)).startsWith("    h  g  f  e  d  c  b  a");
        assertThat(lines.get(1)).startsWith(" 1 ");
        assertThat(lines.get(8)).startsWith(" 8  r  n  b  k  q  b  n  r  8");
    }

    @Test
    void asciiLettersWithAscii() throws IOException {
        List<String> lines = paint(80, 24, frame(whiteView(), false, true, List.of()));
        assertThat(lines.get(8)).startsWith(" 1  R  N  B  Q  K  B  N  R  1");
    }

    @Test
    void thePanelShowsPlayersRulesTurnUmpireCapturesAndMessages() throws IOException {
        List<String> lines = paint(80, 24, frame(whiteView(), false, false, List.of()));
        int x = Layout.of(80, 24, Color.WHITE).panelColumn();
        List<String> panel = new ArrayList<>();
        for (String line : lines.subList(0, 22)) {
            panel.add(line.length() > x ? line.substring(x) : "");
        }
        assertThat(panel.get(0)).isEqualTo("alice (white) vs practice-bot");
        assertThat(panel.get(1)).isEqualTo("Rules: icc; practice-bot hosts the referee");
        assertThat(panel.get(2)).isEqualTo("Your move");
        assertThat(panel.get(3)).isEmpty(); // room for the clocks
        assertThat(panel.subList(4, 8)).containsExactly("Umpire, this turn:", "  1 pawn try", "Umpire, last turn:",
                "  (nothing)");
        assertThat(panel).contains("You took: nothing", "You lost: nothing", "Messages:", "  e2-e4: accepted");
    }

    @Test
    void theLegendExplainsEveryTokenAndTheBottomLinesAreStatusAndCommand() throws IOException {
        List<String> lines = paint(80, 24, frame(whiteView(), false, false, List.of()));
        String all = String.join("\n", lines);
        for (TokenKind kind : TokenKind.values()) {
            assertThat(all).contains("(" + kind.mark() + ") " + kind.label());
        }
        assertThat(lines.get(22)).isEqualTo("e1: your king");
        assertThat(lines.get(23)).isEqualTo("your move> Nf");
    }

    @Test
    void theZoneIsShownOnlyWhenToggled() throws IOException {
        PlayerView view = whiteView();
        Layout layout = Layout.of(80, 24, Color.WHITE);
        assertThat(view.tokens().has(TokenKind.ZONE, Square.parse("e4"))).isTrue();
        assertThat(cell(paint(80, 24, frame(view, false, false, List.of())), layout, "e4")).isEqualTo(" \u2659 ");
        Painted zone = screen(80, 24, frame(view, true, false, List.of()));
        assertThat(cell(zone.lines(), layout, "e4")).isEqualTo(":\u2659 ");
        assertThat(cell(zone.lines(), layout, "a8")).isEqualTo(":  ");
        int e4 = Square.parse("e4");
        assertThat(zone.screen().getBackCharacter(layout.cellColumn(e4), layout.cellRow(e4)).getBackgroundColor())
                .isEqualTo(TextColor.ANSI.RED);
        // a guarded man has no zone mark
        assertThat(cell(zone.lines(), layout, "d2")).isEqualTo(" \u2659 ");
    }

    @Test
    void aLargeTerminalGetsLargerCells() throws IOException {
        Layout layout = Layout.of(120, 40, Color.WHITE);
        assertThat(layout.cellWidth()).isEqualTo(5);
        assertThat(layout.cellHeight()).isEqualTo(2);
        List<String> lines = paint(120, 40, frame(whiteView(), false, false, List.of()));
        assertThat(cell(lines, layout, "d5")).isEqualTo(" (x) ");
        assertThat(cell(lines, layout, "e1")).isEqualTo("  \u2654  ");
        assertThat(lines.get(39)).isEqualTo("your move> Nf");
    }

    @Test
    void aTooSmallTerminalSaysSoInOneLineThatFitsAndKeepsTheCommandLine() throws IOException {
        assertThat(paint(59, 17, frame(whiteView(), false, false, List.of())).get(0))
                .isEqualTo("59x17: the board needs 60x18; enlarge it, or type below.");
        assertThat(paint(40, 12, frame(whiteView(), false, false, List.of())).get(0))
                .isEqualTo("40x12: the board needs 60x18.");
        assertThat(paint(20, 5, frame(whiteView(), false, false, List.of())).get(0)).isEqualTo("Board needs 60x18.");
        for (int[] size : new int[][] {{59, 17}, {40, 12}, {20, 5}, {12, 3}, {5, 3}, {40, 2}}) {
            List<String> lines = paint(size[0], size[1], frame(whiteView(), false, false, List.of()));
            assertThat(lines.get(0).length()).isBetween(1, size[0]);
            assertThat(lines).allSatisfy(l -> assertThat(l.length()).isLessThanOrEqualTo(size[0]));
            assertThat(lines.get(size[1] - 1)).startsWith("your move>".substring(0, Math.min(size[0] - 1, 10)));
        }
    }

    @Test
    void belowTheLeastSizeTheGameIsReadAsTextUnderTheNotice() throws IOException {
        List<String> lines = paint(40, 12, frame(whiteView(), false, false, List.of()));
        assertThat(lines).containsExactly("40x12: the board needs 60x18.", "Your move", "Umpire: 1 pawn try",
                "e2-e4: accepted", "practice-bot has moved.", "", "", "", "", "", "e1: your king", "your move> Nf");
    }

    @Test
    void belowTheLeastSizeTheLatestMessagesAreKeptWhenTheyOutnumberTheRows() throws IOException {
        List<String> log = new ArrayList<>();
        for (int i = 1; i <= 20; i++) {
            log.add("message " + i);
        }
        List<String> lines = panelWith(40, 12, log);
        assertThat(lines.subList(0, 3)).containsExactly("40x12: the board needs 60x18.", "Your move",
                "Umpire: 1 pawn try");
        assertThat(lines.subList(3, 10)).containsExactly("message 14", "message 15", "message 16", "message 17",
                "message 18", "message 19", "message 20");
    }

    @Test
    void aPagesFooterSaysTheLongestThatFitsTheTerminal() {
        assertThat(Painter.footer(0, 10, 99)).isEqualTo("-- page 1 of 10: PgDn or space for more, PgUp back, Esc closes --");
        assertThat(Painter.footer(0, 10, 39)).isEqualTo("-- 1/10: PgDn more, Esc closes --");
        assertThat(Painter.footer(9, 10, 39)).isEqualTo("-- 10/10: PgUp back, Esc closes --");
        assertThat(Painter.footer(0, 1, 39)).isEqualTo("(any key closes this)");
    }

    @Test
    void belowTheLeastSizeAPageAskedForIsShownAsOnTheBoard() throws IOException {
        List<String> clocks = List.of("Clocks (game/5):", "  alice (white)  4:58, to move", "  practice-bot    5:00");
        List<String> lines = paint(40, 12, frame(whiteView(), false, false, clocks));
        assertThat(lines.subList(0, 3)).containsExactly(" Clocks (game/5):", "   alice (white)  4:58, to move",
                "   practice-bot    5:00");
        assertThat(lines.get(9)).isEqualTo(" (any key closes this)");
        assertThat(lines).noneMatch(l -> l.contains("the board needs"));
    }

    /** {@code log} in the panel of a frame, painted in {@code columns} x {@code rows}. */
    private static List<String> panelWith(int columns, int rows, List<String> log) throws IOException {
        Frame f = frame(whiteView(), false, false, List.of());
        Frame.Panel p = f.panel();
        Frame.Panel panel = new Frame.Panel(p.title(), p.rules(), p.turn(), p.clocks(), p.thisTurn(), p.lastTurn(),
                p.took(), p.lost(), log);
        return paint(columns, rows, new Frame(f.board(), panel, f.bottom(), f.overlay(), f.style()));
    }

    @Test
    void thePanelWrapsWideCharactersByTheColumnsTheyTake() throws IOException {
        StringBuilder words = new StringBuilder();
        for (int i = 0; i < 40; i++) {
            words.appendCodePoint(0x4E00 + i);
        }
        for (int[] size : new int[][] {{60, 18}, {80, 24}, {100, 30}}) {
            String screen = String.join("\n", panelWith(size[0], size[1], List.of("bob says: " + words)));
            assertThat(words.codePoints()).as("every character of bob's words at %dx%d", size[0], size[1])
                    .allSatisfy(c -> assertThat(screen).contains(Character.toString(c)));
        }
    }

    @Test
    void thePanelWrapsLongMessagesBetweenWords() throws IOException {
        String said = "bob says: nobody reads a message this long to the end, but extraordinarily long words stay whole";
        for (int[] size : new int[][] {{60, 18}, {80, 24}}) {
            List<String> lines = panelWith(size[0], size[1], List.of(said));
            int x = Layout.of(size[0], size[1], Color.WHITE).panelColumn();
            String panel = String.join(" ", lines.stream().map(l -> l.length() > x ? l.substring(x).strip() : "")
                    .filter(l -> !l.isEmpty()).toList());
            assertThat(panel).contains(said);
        }
    }

    @Test
    void anOverlayCoversTheBoardUntilClosed() throws IOException {
        List<String> lines = paint(80, 24, frame(whiteView(), false, false, List.of("Keys:", "  arrows  move")));
        assertThat(lines.get(0)).isEqualTo(" Keys:");
        assertThat(lines.get(1)).isEqualTo("   arrows  move");
        assertThat(lines.get(3)).isEmpty();
    }

    @Test
    void aLongOverlayIsShownAPageAtATimeWithAFooterSayingHowToGoOn() throws IOException {
        List<String> help = new ArrayList<>();
        for (int i = 1; i <= 30; i++) {
            help.add("line " + i);
        }
        Layout layout = Layout.of(80, 24, Color.WHITE);
        assertThat(Painter.overlayPages(layout, help)).isEqualTo(2);
        Frame firstPage = frame(whiteView(), false, false, help);
        List<String> first = paint(80, 24, firstPage);
        assertThat(first.get(0)).isEqualTo(" line 1");
        assertThat(first.get(20)).isEqualTo(" line 21");
        assertThat(first.get(21)).contains("page 1 of 2").contains("PgDn");
        Frame second = new Frame(firstPage.board(), firstPage.panel(), firstPage.bottom(), new Frame.Overlay(help, 1),
                firstPage.style());
        List<String> next = paint(80, 24, second);
        assertThat(next.get(0)).isEqualTo(" line 22");
        assertThat(next.get(8)).isEqualTo(" line 30");
        assertThat(next.get(21)).contains("page 2 of 2");
    }

    @Test
    void onAThreeRowTerminalAPagesFooterTakesTheStatusLinesRow() throws IOException {
        List<String> lines = paint(40, 3, frame(whiteView(), false, false, List.of("line 1", "line 2", "line 3")));
        assertThat(lines.get(0)).isEqualTo(" line 1");
        assertThat(lines.get(1)).isEqualTo(" -- 1/3: PgDn more, Esc closes --");
        assertThat(lines.get(2)).startsWith("your move> ");
    }

    @Test
    void withoutColoursNothingIsColouredAndTheCharactersStillTellTokensApart() throws IOException {
        Painted mono = screen(80, 24, frame(whiteView(), true, List.of(), new Frame.Style(true, false),
                Frame.LastMove.NONE, null));
        Layout layout = Layout.of(80, 24, Color.WHITE);
        for (int sq = 0; sq < 64; sq++) {
            var c = mono.screen().getBackCharacter(layout.cellColumn(sq) + 1, layout.cellRow(sq));
            assertThat(c.getBackgroundColor()).as(Square.name(sq)).isEqualTo(TextColor.ANSI.DEFAULT);
            assertThat(c.getForegroundColor()).as(Square.name(sq)).isEqualTo(TextColor.ANSI.DEFAULT);
        }
        assertThat(cell(mono.lines(), layout, "d5")).isEqualTo("(x)");
        assertThat(cell(mono.lines(), layout, "a8")).isEqualTo(":  ");
    }

    @Test
    void ourLastMoveIsMarkedInTheCornerOfBothSquares() throws IOException {
        Frame.LastMove e2e4 = new Frame.LastMove(Square.parse("e2"), Square.parse("e4"));
        List<String> lines = paint(80, 24, frame(whiteView(), false, List.of(), new Frame.Style(true, true), e2e4, null));
        Layout layout = Layout.of(80, 24, Color.WHITE);
        assertThat(cell(lines, layout, "e4")).isEqualTo(" P*");
        assertThat(cell(lines, layout, "e2")).isEqualTo("  *");
        assertThat(cell(lines, layout, "d2")).isEqualTo(" P ");
        assertThat(String.join("\n", lines)).contains(" *  your last move");
    }

    @Test
    void theLabelsAreThePlayersOwn() throws IOException {
        Position p = Position.fromFen(Position.STARTPOS_FEN);
        PlayerView black = PlayerView.start(OwnMen.of(p, Color.BLACK), Color.WHITE);
        List<String> lines = paint(80, 24, frame(black, false, List.of(), new Frame.Style(true, true),
                Frame.LastMove.NONE, new Frame.Labels("abcdefgh", "87654321")));
        assertThat(lines.get(0)).startsWith("    a  b  c  d  e  f  g  h");
        assertThat(lines.get(1)).startsWith(" 8 ");
        assertThat(lines.get(8)).startsWith(" 1  r  n  b  k  q  b  n  r  1");
    }

    @Test
    void squaresUnderTheMouseMatchTheCellsDrawn() {
        for (Layout layout : List.of(Layout.of(80, 24, Color.WHITE), Layout.of(80, 24, Color.BLACK),
                Layout.of(120, 40, Color.WHITE), Layout.of(120, 40, Color.BLACK))) {
            for (int sq = 0; sq < 64; sq++) {
                int x = layout.cellColumn(sq) + layout.cellWidth() - 1;
                int y = layout.cellRow(sq) + layout.cellHeight() - 1;
                assertThat(layout.squareAt(x, y)).isEqualTo(sq);
                assertThat(layout.squareAt(layout.cellColumn(sq), layout.cellRow(sq))).isEqualTo(sq);
            }
            assertThat(layout.squareAt(0, 1)).isEqualTo(Square.NONE);
            assertThat(layout.squareAt(layout.panelColumn(), 1)).isEqualTo(Square.NONE);
            assertThat(layout.squareAt(5, layout.boardBottom())).isEqualTo(Square.NONE);
        }
        assertThat(Bitboards.bit(0)).isEqualTo(1L);
    }

    @Test
    void longTextIsWrappedAtSpacesWithAnIndent() {
        assertThat(Painter.wrap("one two three four", 9, "  ")).containsExactly("one two", "  three", "  four");
        assertThat(Painter.fit("abcdef", 4)).isEqualTo("abc~");
        assertThat(Painter.wrap("漢字漢字 漢字", 9, "  ")).containsExactly("漢字漢字", "  漢字");
        assertThat(Painter.fit("漢字漢字", 5)).isEqualTo("漢字~");
    }
}
