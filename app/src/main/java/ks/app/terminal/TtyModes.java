package ks.app.terminal;

import org.jline.nativ.CLibrary;

/**
 * The modes of the terminal on standard input exactly as the kernel keeps them (the whole termios,
 * line speed included), read and set through JLine's native library. JLine's own attributes leave
 * the line speed out, so a terminal set through them alone is given back at speed 0; this puts back
 * what was there, and on Linux makes the few changes the board needs without losing anything.
 */
public final class TtyModes {

    private static final int STANDARD_INPUT = 0;
    private static final boolean LINUX = System.getProperty("os.name", "").startsWith("Linux");
    /** Linux's termios flag and control-character positions (asm-generic/termbits.h). */
    private static final long ECHO = 0x8;
    private static final long ICANON = 0x2;
    private static final int VINTR = 0;
    private static final int VMIN = 6;

    private final CLibrary.Termios modes;

    private TtyModes(CLibrary.Termios modes) {
        this.modes = modes;
    }

    /** The modes standard input's terminal has now, or null where they cannot be read natively. */
    public static TtyModes now() {
        try {
            CLibrary.Termios t = new CLibrary.Termios();
            return CLibrary.tcgetattr(STANDARD_INPUT, t) == 0 ? new TtyModes(t) : null;
        } catch (RuntimeException | LinkageError noNative) {
            return null;
        }
    }

    /**
     * The columns of the terminal on standard input, read natively (no {@code stty} process, whose
     * start costs tens of milliseconds); 0 where they cannot be read so.
     */
    public static int columns() {
        try {
            CLibrary.WinSize size = new CLibrary.WinSize();
            return CLibrary.ioctl(STANDARD_INPUT, CLibrary.TIOCGWINSZ, size) == 0 ? Math.max(0, size.ws_col) : 0;
        } catch (RuntimeException | LinkageError noNative) {
            return 0;
        }
    }

    /** Gives the terminal these modes again. */
    public void restore() {
        CLibrary.tcsetattr(STANDARD_INPUT, CLibrary.TCSANOW, modes);
    }

    /** Whether {@link #with} knows this system's flag positions. */
    public static boolean changeable() {
        return LINUX;
    }

    /** These modes with echo, canonical input, the read minimum or the interrupt key changed; Linux only. */
    public TtyModes with(Boolean echo, Boolean canonical, Integer readMinimum, Integer interruptKey) {
        CLibrary.Termios t = copy();
        if (echo != null) {
            t.c_lflag = echo ? t.c_lflag | ECHO : t.c_lflag & ~ECHO;
        }
        if (canonical != null) {
            t.c_lflag = canonical ? t.c_lflag | ICANON : t.c_lflag & ~ICANON;
        }
        if (readMinimum != null) {
            t.c_cc[VMIN] = (byte) (int) readMinimum;
        }
        if (interruptKey != null) {
            t.c_cc[VINTR] = (byte) (int) interruptKey;
        }
        return new TtyModes(t);
    }

    private CLibrary.Termios copy() {
        CLibrary.Termios t = new CLibrary.Termios();
        t.c_iflag = modes.c_iflag;
        t.c_oflag = modes.c_oflag;
        t.c_cflag = modes.c_cflag;
        t.c_lflag = modes.c_lflag;
        t.c_cc = modes.c_cc.clone();
        t.c_ispeed = modes.c_ispeed;
        t.c_ospeed = modes.c_ospeed;
        return t;
    }
}
