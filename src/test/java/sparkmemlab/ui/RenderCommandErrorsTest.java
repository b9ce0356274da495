package sparkmemlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sparkmemlab.cli.Main;

/** {@code render} refuses bad input with one clear line and status 2, before starting any toolkit. */
class RenderCommandErrorsTest {
    private static final String WELCOME = "src/main/resources/sparkmemlab/ui/welcome.json";

    @TempDir
    Path dir;

    private record Outcome(int status, String err) {
    }

    private Outcome render(String... args) {
        StringWriter err = new StringWriter();
        String[] all = new String[args.length + 1];
        all[0] = "render";
        System.arraycopy(args, 0, all, 1, args.length);
        int status = Main.execute(new PrintWriter(new StringWriter(), true), new PrintWriter(err, true), all);
        return new Outcome(status, err.toString());
    }

    @Test
    void aStepOutOfRangeNamesTheRange() {
        Outcome o = render(WELCOME, "--at", "12", "-o", dir.resolve("x.png").toString());
        assertEquals(2, o.status());
        assertTrue(o.err().contains("--at 12 is out of range; it has 11 step(s), so N must be 0 to 11"), o.err());
    }

    @Test
    void aBadSizeIsRefused() {
        Outcome o = render(WELCOME, "-o", dir.resolve("x.png").toString(), "--size", "big");
        assertEquals(2, o.status());
        assertTrue(o.err().startsWith("--size: expected WIDTHxHEIGHT"), o.err());
    }

    @Test
    void aZoomOutOfRangeIsRefused() {
        Outcome o = render(WELCOME, "-o", dir.resolve("x.png").toString(), "--zoom", "9");
        assertEquals(2, o.status());
        assertTrue(o.err().startsWith("--zoom: expected a factor from 0.25 to 4.0, got 9.0"), o.err());
        assertFalse(Files.exists(dir.resolve("x.png")));
    }

    @Test
    void aWorkspaceThatCannotShowItIsRefused() {
        Outcome o = render(WELCOME, "-o", dir.resolve("x.png").toString(), "--workspace", "cluster");
        assertEquals(2, o.status());
        assertTrue(o.err().contains("--workspace cluster: it can be drawn in executor, container"), o.err());
        Outcome lesson = render("lessons/24-spread-out-or-consolidate.json", "-o", dir.resolve("x.png").toString(), "--workspace", "container");
        assertEquals(2, lesson.status());
        assertTrue(lesson.err().contains("--workspace container: it can be drawn in cluster"), lesson.err());
        assertFalse(Files.exists(dir.resolve("x.png")));
    }

    @Test
    void aMissingOrBadScenarioIsRefused() throws IOException {
        Outcome missing = render(dir.resolve("none.json").toString(), "-o", dir.resolve("x.png").toString());
        assertEquals(2, missing.status());
        assertTrue(missing.err().contains("no such file"), missing.err());
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "{\"format\": \"spark-memory-scenario/1\", \"steps\": [{\"op\": \"fly\"}]}");
        Outcome o = render(bad.toString(), "-o", dir.resolve("x.png").toString());
        assertEquals(2, o.status());
        assertTrue(o.err().contains("unknown op \"fly\""), o.err());
        assertFalse(Files.exists(dir.resolve("x.png")));
    }

    @Test
    void theOutputMustBeAPngInAFolderThatExists() {
        assertEquals(2, render(WELCOME, "-o", dir.resolve("no/such/dir/x.png").toString()).status());
        assertEquals(2, render(WELCOME, "-o", dir.resolve("x.jpg").toString()).status());
        assertEquals(2, render(WELCOME).status(), "-o is required");
    }
}
