package ks.app.screen;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.input.MouseAction;
import com.googlecode.lanterna.input.MouseActionType;

/**
 * What each key and click means on the full-screen board. The same key means different things
 * as the screen changes (an arrow moves the cursor while the command line is empty and edits the
 * line otherwise; any key closes the help; any key answers the quit question), so a key is read
 * with the screen's {@link Mode} into one {@link Action}. Pure: the console carries the action out.
 */
public final class Keys {

    /** The keys and tokens, for the help overlay (docs/screens.md says the same at more length). */
    public static final String HELP = """
            Keys on the full-screen board:
              arrow keys   move the cursor on the board (while the command line is empty)
              Enter, space pick up the man under the cursor; Enter on a square moves it
              mouse click  the same, where the terminal reports clicks
              Esc          put the man down, or clear the command line
              Tab          complete a command word
              Ctrl-P/N     earlier and later lines typed (also PgUp / PgDn)
              F2, zone     show or hide the zone of control (squares you leave unguarded)
              F3, belief   the chance of an enemy man per square: marks . - = % or digits
              Ctrl-L       redraw the screen;  ?  this help (PgDn, PgUp turn its pages)
              Ctrl-C, quit leave the game (asks first; counts as resigning)
            Tokens on the board:
              (@) an enemy man took ours here (fades to o as the enemy moves on)
              (+) the man checking us may stand here   (#) the enemy king we checked
              (x) one of our pawns may capture here    :  none of our men guards it
              *   in a square's corner: the two squares of your last move
              . - = %  an enemy man is there with 5, 25, 50, 75% or more chance, by all
                       you heard this game (F3: in tenths, 0-9)
            """;

    private Keys() {
    }

    /**
     * What the screen is doing when a key comes.
     *
     * @param overlay   the help (or another picture) covers the screen
     * @param asking    a y/n question is asked (quit, resign)
     * @param over      the game is over
     * @param lineEmpty nothing is typed on the command line
     */
    public record Mode(boolean overlay, boolean asking, boolean over, boolean lineEmpty) {
    }

    /** What a key asks for. */
    public sealed interface Action {
    }

    /** The actions that need nothing more than their name. */
    public enum Act implements Action {
        /** Ctrl-L: draw the whole screen again. */
        REDRAW,
        /** Put the help away. */
        CLOSE_OVERLAY,
        /** The help's next page (closes it after the last). */
        NEXT_PAGE,
        /** The help's previous page. */
        PREVIOUS_PAGE,
        /** Leave the board (the game is over). */
        LEAVE,
        /** Input ended: the terminal went away, which resigns. */
        END_OF_INPUT,
        /** Ask whether to quit. */
        ASK_TO_QUIT,
        /** Yes to the question asked (or Ctrl-C again). */
        YES,
        /** Any other answer to the question. */
        NO,
        HELP,
        /** Enter or space on the board: pick up, put down or move the man under the cursor. */
        TOUCH,
        /** Enter with a line typed: run it. */
        RUN_LINE,
        BACKSPACE,
        DELETE,
        CLEAR_LINE,
        /** Esc with nothing typed: put the picked-up man down. */
        PUT_DOWN,
        COMPLETE,
        LEFT,
        RIGHT,
        HOME,
        END,
        KILL_TO_START,
        PREVIOUS_LINE,
        NEXT_LINE,
        TOGGLE_ZONE,
        /** F3: the belief shading as digits of tenths, or as marks. */
        TOGGLE_BELIEF_NUMBERS,
        NOTHING
    }

    /** Type a character on the command line. */
    public record Type(char c) implements Action {
    }

    /** Move the board's cursor, from our side: up is towards the enemy. */
    public record MoveCursor(int right, int up) implements Action {
    }

    /** A mouse click at a screen position (the console knows which square is there). */
    public record Click(int column, int row) implements Action {
    }

    /** Whether {@code key} is Ctrl-C, the one key read while a game is being set up. */
    static boolean ctrlC(KeyStroke key) {
        return key.getKeyType() == KeyType.Character && key.isCtrlDown() && lower(key) == 'c';
    }

    /** Reads one key, mouse report or end of input in {@code mode}. */
    public static Action read(KeyStroke key, Mode mode) {
        KeyType type = key.getKeyType();
        if (type == KeyType.Character && key.isCtrlDown() && lower(key) == 'l') {
            return Act.REDRAW;
        }
        if (key instanceof MouseAction mouse) {
            // A click on the help does not close it; only a key does.
            return mouse.getActionType() == MouseActionType.CLICK_DOWN && !mode.overlay()
                    ? new Click(mouse.getPosition().getColumn(), mouse.getPosition().getRow())
                    : Act.NOTHING;
        }
        if (type == KeyType.EOF) {
            return mode.over() ? Act.LEAVE : Act.END_OF_INPUT;
        }
        if (mode.overlay()) {
            return overlayKey(key, mode);
        }
        if (type == KeyType.Character && key.isCtrlDown()) {
            return control(lower(key), mode);
        }
        if (mode.asking()) {
            return type == KeyType.Character && lower(key) == 'y' ? Act.YES : Act.NO;
        }
        if (mode.over() && mode.lineEmpty() && (type == KeyType.Enter || type == KeyType.Character && lower(key) == 'q')) {
            return Act.LEAVE;
        }
        return plain(key, mode.lineEmpty());
    }

    /** Over the help: page keys turn pages, Ctrl-C asks to quit as everywhere, any other key closes it. */
    private static Action overlayKey(KeyStroke key, Mode mode) {
        KeyType type = key.getKeyType();
        if (type == KeyType.Character && key.isCtrlDown() && lower(key) == 'c') {
            return control('c', mode);
        }
        return switch (type) {
            case PageDown, ArrowDown, Enter -> Act.NEXT_PAGE;
            case PageUp, ArrowUp -> Act.PREVIOUS_PAGE;
            case Character -> key.getCharacter() == ' ' && !key.isCtrlDown() ? Act.NEXT_PAGE : Act.CLOSE_OVERLAY;
            default -> Act.CLOSE_OVERLAY;
        };
    }

    private static Action control(char c, Mode mode) {
        return switch (c) {
            case 'c' -> mode.over() ? Act.LEAVE : mode.asking() ? Act.YES : Act.ASK_TO_QUIT;
            case 'd' -> !mode.lineEmpty() ? Act.DELETE : mode.over() ? Act.LEAVE : Act.ASK_TO_QUIT;
            case 'p' -> Act.PREVIOUS_LINE;
            case 'n' -> Act.NEXT_LINE;
            case 'a' -> Act.HOME;
            case 'e' -> Act.END;
            case 'u' -> Act.KILL_TO_START;
            default -> Act.NOTHING;
        };
    }

    /** A key without Ctrl, outside the quit question and the help. */
    private static Action plain(KeyStroke key, boolean lineEmpty) {
        return switch (key.getKeyType()) {
            case Character -> {
                char c = key.getCharacter();
                if (lineEmpty && c == '?') {
                    yield Act.HELP;
                } else if (lineEmpty && c == ' ') {
                    yield Act.TOUCH;
                }
                yield key.isAltDown() ? Act.NOTHING : new Type(c);
            }
            case Enter -> lineEmpty ? Act.TOUCH : Act.RUN_LINE;
            case Backspace -> Act.BACKSPACE;
            case Delete -> Act.DELETE;
            case Escape -> lineEmpty ? Act.PUT_DOWN : Act.CLEAR_LINE;
            case Tab -> Act.COMPLETE;
            case ArrowLeft -> lineEmpty ? new MoveCursor(-1, 0) : Act.LEFT;
            case ArrowRight -> lineEmpty ? new MoveCursor(1, 0) : Act.RIGHT;
            case ArrowUp -> lineEmpty ? new MoveCursor(0, 1) : Act.PREVIOUS_LINE;
            case ArrowDown -> lineEmpty ? new MoveCursor(0, -1) : Act.NEXT_LINE;
            case PageUp -> Act.PREVIOUS_LINE;
            case PageDown -> Act.NEXT_LINE;
            case Home -> Act.HOME;
            case End -> Act.END;
            case F2 -> Act.TOGGLE_ZONE;
            case F3 -> Act.TOGGLE_BELIEF_NUMBERS;
            default -> Act.NOTHING;
        };
    }

    private static char lower(KeyStroke key) {
        return Character.toLowerCase(key.getCharacter());
    }
}
