package sparkmemlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sparkmemlab.cli.Main;

/**
 * {@code render} draws the workspaces the executor's does not: a scenario on both managers, an event log in the
 * replay workspace (read as the window reads it, compressed or not), a snapshot in the workspace it names; and a
 * log that cannot be read draws nothing and says why.
 */
@Tag("ui")
class RenderEveryWorkspaceTest {
    private static final String SCENARIO = "src/main/resources/sparkmemlab/ui/screenshot.json";
    private static final String LOG = "src/test/resources/replay/local-1796108184993.zstd";

    @TempDir
    Path dir;

    private record Outcome(int status, String out, String err) {
    }

    private static Outcome render(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        String[] all = new String[args.length + 1];
        all[0] = "render";
        System.arraycopy(args, 0, all, 1, args.length);
        int status = Main.execute(new PrintWriter(out, true), new PrintWriter(err, true), all);
        return new Outcome(status, out.toString(), err.toString());
    }

    private BufferedImage drawn(String name, String... args) throws Exception {
        Path png = dir.resolve(name + ".png");
        String[] all = Arrays.copyOf(args, args.length + 4);
        System.arraycopy(new String[] {"-o", png.toString(), "--size", "1024x700"}, 0, all, args.length, 4);
        Outcome o = render(all);
        assertEquals(0, o.status(), o.err());
        BufferedImage image = ImageIO.read(png.toFile());
        assertEquals(1024, image.getWidth());
        return image;
    }

    @Test
    void aScenarioAnEventLogAndASnapshotEachInTheirWorkspace() throws Exception {
        BufferedImage executor = drawn("executor", SCENARIO, "--at", "3");
        BufferedImage legacy = drawn("legacy", SCENARIO, "--at", "3", "--workspace", "legacy-vs-unified");
        BufferedImage replay = drawn("replay", LOG);
        BufferedImage snapshot = drawn("snapshot", "src/test/resources/snapshots/legacy-vs-unified.json");
        assertFalse(same(executor, legacy), "the legacy workspace is not the executor's");
        assertFalse(same(legacy, replay));
        assertFalse(same(replay, snapshot));
        Outcome o = render(LOG, "-o", dir.resolve("again.png").toString());
        assertTrue(o.out().contains("the replay workspace"), o.out());
        o = render("src/test/resources/snapshots/legacy-vs-unified.json", "-o", dir.resolve("again.png").toString());
        assertTrue(o.out().contains("the legacy-vs-unified workspace"), o.out());
    }

    @Test
    void anUnreadableLogDrawsNothingAndSaysWhy() throws Exception {
        Path log = dir.resolve("app-1.zstd");
        Files.write(log, new byte[] {1, 2, 3, 4, 5});
        Path png = dir.resolve("x.png");
        Outcome o = render(log.toString(), "-o", png.toString());
        assertEquals(1, o.status(), o.out());
        assertTrue(o.err().contains("app-1.zstd"), o.err());
        assertFalse(o.err().contains("Exception"), o.err());
        assertFalse(Files.exists(png));
        o = render(LOG, "--at", "2", "-o", png.toString());
        assertEquals(2, o.status());
        assertTrue(o.err().contains("--at applies to a scenario or a lesson"), o.err());
        o = render("lessons/05-fair-shares.json", "--workspace", "legacy-vs-unified", "-o", png.toString());
        assertEquals(2, o.status(), "a lesson plays in its own workspace");
    }

    private static boolean same(BufferedImage a, BufferedImage b) {
        return a.getHeight() == b.getHeight() && Arrays.equals(a.getRGB(0, 0, a.getWidth(), a.getHeight(), null, 0, a.getWidth()),
                b.getRGB(0, 0, b.getWidth(), b.getHeight(), null, 0, b.getWidth()));
    }
}
