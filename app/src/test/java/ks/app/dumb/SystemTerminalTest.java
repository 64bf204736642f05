package ks.app.dumb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jline.utils.InfoCmp;
import org.jline.utils.InfoCmp.Capability;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Dumb mode's terminal reads a terminal's capabilities exactly as JLine reads them, without JLine's cost. */
class SystemTerminalTest {

    /** The three kinds of capability read from one description. */
    private record Read(Set<Capability> bools, Map<Capability, Integer> ints, Map<Capability, String> strings) {
        static Read byJLine(String description) {
            Read r = new Read(new HashSet<>(), new HashMap<>(), new HashMap<>());
            InfoCmp.parseInfoCmp(description, r.bools, r.ints, r.strings);
            return r;
        }

        static Read byKs(String description) {
            Read r = new Read(new HashSet<>(), new HashMap<>(), new HashMap<>());
            SystemTerminal.read(description, r.bools, r.ints, r.strings);
            return r;
        }
    }

    @Test
    void everyCapabilityIsKnownByBothItsNamesAsJLineKnowsIt() {
        assertThat(SystemTerminal.Names.BY_NAME).isEqualTo(InfoCmp.getCapabilitiesByName());
    }

    @ParameterizedTest
    @ValueSource(strings = {"ansi", "dumb", "dumb-color", "xterm", "xterm-256color", "screen", "screen-256color",
            "rxvt", "rxvt-basic", "rxvt-unicode", "rxvt-unicode-256color", "windows", "windows-256color",
            "windows-conemu", "windows-vtp"})
    void eachDescriptionJLineCarriesIsReadAsJLineReadsIt(String type) {
        String description = InfoCmp.getDefaultInfoCmp(type);
        Read ks = Read.byKs(description);
        assertThat(ks).isEqualTo(Read.byJLine(description));
        assertThat(ks.strings()).as("string capabilities of " + type).isNotEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"xterm-256color", "tmux-256color", "screen-256color", "linux", "vt100"})
    void theSystemsDescriptionsAreReadAsJLineReadsThem(String type) {
        String description = SystemTerminal.describe(type);
        assumeTrue(!description.equals(InfoCmp.getDefaultInfoCmp("ansi")), "this system describes " + type);
        assertThat(Read.byKs(description)).isEqualTo(Read.byJLine(description));
    }

    @Test
    @Timeout(30)
    void aDescriptionReadAheadIsTheOneTheTerminalReads() throws Exception {
        String system;
        try {
            system = InfoCmp.getInfoCmp("xterm-256color");
        } catch (IOException noInfocmp) {
            system = null;
        }
        assumeTrue(system != null, "this system describes xterm-256color");
        SystemTerminal.describeAhead("xterm-256color");
        assertThat(SystemTerminal.describe("xterm-256color")).isEqualTo(system);
    }

    @Test
    @Timeout(30)
    void aDescriptionReadAheadOfAnotherTypeIsNotTaken() {
        SystemTerminal.describeAhead("xterm-256color");
        assertThat(SystemTerminal.describe("ks-no-such-terminal")).isEqualTo(InfoCmp.getDefaultInfoCmp("ansi"));
    }

    @Test
    void aTerminalTheSystemDoesNotKnowIsTakenForAnAnsiTerminalAsJLineTakesIt() {
        for (String type : List.of("no-such-terminal-ks", "")) {
            assertThat(SystemTerminal.describe(type)).isEqualTo(InfoCmp.getDefaultInfoCmp("ansi"));
        }
        assertThat(SystemTerminal.describe(null)).isEqualTo(InfoCmp.getDefaultInfoCmp("ansi"));
    }
}
