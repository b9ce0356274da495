package sparkmemlab.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import java.util.stream.Stream;
import javafx.application.Platform;
import javafx.event.Event;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Slider;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.PickResult;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import sparkmemlab.ui.controls.AnimatedControl;
import sparkmemlab.ui.vm.FileKind;

/**
 * A monkey in the window: {@code sparkmemlab.monkey.actions} (10,000) random actions of a person, seeded
 * ({@code sparkmemlab.monkey.seed}), headless, across every workspace: clicks on whatever button is shown,
 * keys, values typed into the forms, menu items (their file dialogs answered with good, bad and missing
 * files), drags of the slider, clicks on the timeline and on the bars' regions, lessons chosen and their
 * questions answered, files dropped, the window resized. After each action nothing may have been thrown
 * (on the FX thread or anywhere: the model checks its own invariants after every step and throws when one
 * breaks), and the workspace shown must hold its invariants ({@link WorkspaceInvariants}).
 * A failure names the seed, the action and the last actions before it, so the run can be repeated.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("ui")
class MonkeyTest {
    static {
        System.setProperty("headless.geometry", "1400x900-32");
    }

    private static final long SEED = Long.getLong("sparkmemlab.monkey.seed", 20_261_201L);
    private static final int ACTIONS = Integer.getInteger("sparkmemlab.monkey.actions", 10_000);
    /** How many of the last actions a failure lists. */
    private static final int REMEMBERED = 30;

    @TempDir
    Path dir;

    private TestWindow window;
    private Stage stage;
    private final List<Throwable> uncaught = new CopyOnWriteArrayList<>();
    private SplittableRandom random;
    private final Deque<String> last = new ArrayDeque<>();
    private final List<Path> saved = new ArrayList<>();
    private List<Path> scenarios;
    private List<Path> badFiles;
    /** Scenarios over 4 MiB, one of them refused at its last step: read away from the FX thread while the monkey acts. */
    private List<Path> bigFiles;
    private final WorkspaceInvariants invariants = new WorkspaceInvariants();
    /** A real event log (Spark 3.5.3's), for File > Open event log in the replay workspace. */
    private static final Path EVENT_LOG = Path.of("src/test/resources/replay/local-1796108184993.zstd");
    /** Where the time goes, for the summary: in the actions by kind (ms, count), and in the checks. */
    private final Map<String, Double> acting = new java.util.TreeMap<>();
    private final Map<String, Integer> counts = new java.util.TreeMap<>();
    private double checking;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        window = TestWindow.withLessonsAndToasts(stage);
        // What the FX thread would only print (a listener's or a handler's exception) fails the run.
        Thread.currentThread().setUncaughtExceptionHandler((t, e) -> uncaught.add(e));
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> uncaught.add(e));
    }

    /** Exceptions go back to being printed, and the monkey's popups close, for the tests that run after this one. */
    @AfterEach
    void stopCatching(FxRobot robot) {
        robot.interact(() -> {
            Thread.currentThread().setUncaughtExceptionHandler(null);
            TestWindow.closePopups();
        });
        Thread.setDefaultUncaughtExceptionHandler(null);
    }

    @Test
    void randomActionsAcrossEveryWorkspaceBreakNothing(FxRobot robot) throws IOException {
        random = new SplittableRandom(SEED);
        // Copies: whatever the window does with a file, the project's own files stay as they are.
        Path copies = Files.createDirectories(dir.resolve("given"));
        List<Path> given = new ArrayList<>();
        try (Stream<Path> s = Files.list(Path.of("src/test/resources/scenarios"))) {
            for (Path f : s.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                given.add(Files.copy(f, copies.resolve(f.getFileName())));
            }
        }
        try (Stream<Path> s = Files.list(Path.of("src/test/resources/cluster-scenarios"))) {
            for (Path f : s.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                given.add(Files.copy(f, copies.resolve("cluster-" + f.getFileName())));
            }
        }
        scenarios = List.copyOf(given);
        List<Path> bad = new ArrayList<>();
        for (String f : List.of("01-truncated.json", "06-duplicate-key.json", "25-unknown-op.json", "59-state-tampered-pool.json",
                "77-view-workspace-capital.json")) {
            bad.add(Files.copy(Path.of("src/test/resources/bad", f), copies.resolve("bad-" + f)));
        }
        badFiles = List.copyOf(bad);
        bigFiles = bigScenarios(copies);
        long start = System.nanoTime();
        long cpuStart = processCpuNanos();
        for (int i = 1; i <= ACTIONS; ) {
            // A burst of one to four actions between two chances for a pulse: a person who clicks fast, or holds a
            // key down, acts more than once a frame. The invariants are checked after every action all the same.
            int first = i;
            int burst = Math.min(ACTIONS - i + 1, 1 + random.nextInt(4));
            i += burst;
            Throwable[] failed = new Throwable[1];
            int[] reached = {first};
            onFxThread(() -> {
                try {
                    for (int n = first; n < first + burst && failed[0] == null && uncaught.isEmpty(); n++) {
                        reached[0] = n;
                        long t0 = System.nanoTime();
                        String did = act();
                        long t1 = System.nanoTime();
                        remember(String.format("%d: %s (%.1f ms)", n, did, (t1 - t0) / 1e6));
                        window.files().clear();
                        invariants.check(window, n);
                        long t2 = System.nanoTime();
                        String kind = did.split(" ")[0];
                        acting.merge(kind, (t1 - t0) / 1e6, Double::sum);
                        counts.merge(kind, 1, Integer::sum);
                        checking += (t2 - t1) / 1e6;
                    }
                } catch (Throwable t) {
                    failed[0] = t;
                } finally {
                    window.files().clear();
                }
            });
            if (failed[0] == null && !uncaught.isEmpty()) {
                failed[0] = uncaught.get(0);
            }
            if (failed[0] != null) {
                throw new AssertionError("the monkey (seed " + SEED + ", -Dsparkmemlab.monkey.seed=" + SEED + ") broke the window at action "
                        + reached[0] + " of " + ACTIONS + ": " + failed[0] + "\nthe last actions:\n  " + String.join("\n  ", last), failed[0]);
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf("monkey: seed %d, %d actions in %.1f s (%.1f ms each; the JVM's CPU time %.1f s), %d steps in the"
                + " history at the end; in the actions %.1f s, in the checks %.1f s%n", SEED, ACTIONS, seconds,
                seconds * 1000 / ACTIONS, (processCpuNanos() - cpuStart) / 1e9, window.session().sizeProperty().get(),
                acting.values().stream().mapToDouble(Double::doubleValue).sum() / 1000, checking / 1000);
        acting.forEach((kind, ms) -> System.out.printf("  %-10s %5d actions %8.1f ms%n", kind, counts.get(kind), ms));
        var threads = java.lang.management.ManagementFactory.getThreadMXBean();
        for (long id : threads.getAllThreadIds()) {
            var info = threads.getThreadInfo(id);
            long cpu = threads.getThreadCpuTime(id);
            if (info != null && cpu > 1_000_000_000L) {
                System.out.printf("  thread %-30s CPU %.1f s%n", info.getThreadName(), cpu / 1e9);
            }
        }
        assertTrue(invariants.windowChecks() > 0, "the pictures were compared with the model at least once");
        assertTrue(invariants.clusterChecks() > 0, "the cluster workspace was checked at least once");
    }

    /**
     * Runs an action on the FX thread and waits for it, without TestFX's {@code interact}, which sleeps 50 ms
     * after each (10,000 of them would sleep for eight minutes). The pulses come between actions as they come.
     */
    private static void onFxThread(Runnable action) {
        CompletableFuture<Void> done = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                action.run();
                done.complete(null);
            } catch (Throwable t) {
                done.completeExceptionally(t);
            }
        });
        try {
            done.get(2, TimeUnit.MINUTES);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        } catch (ExecutionException | TimeoutException e) {
            throw new AssertionError("an action did not finish on the FX thread", e);
        }
    }

    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    private void remember(String action) {
        last.addLast(action);
        if (last.size() > REMEMBERED) {
            last.removeFirst();
        }
    }

    // ---- the actions ---------------------------------------------------------------------------------

    private String act() {
        int roll = random.nextInt(100);
        if (roll < 22) {
            return click();
        } else if (roll < 38) {
            return key();
        } else if (roll < 54) {
            return type();
        } else if (roll < 64) {
            return menu();
        } else if (roll < 71) {
            return slider();
        } else if (roll < 75) {
            return timeline();
        } else if (roll < 79) {
            return region();
        } else if (roll < 91) {
            return lesson();
        } else if (roll < 93) {
            return drop();
        } else if (roll < 95) {
            return resize();
        }
        return workspace();
    }

    private Scene scene() {
        return window.scene();
    }

    /** Nodes of a type that a person could reach now: shown (with every parent) and enabled. */
    private <T extends Node> List<T> reachable(Class<T> type, String... selectors) {
        java.util.Set<T> found = new java.util.LinkedHashSet<>();
        for (String selector : selectors) {
            for (Node n : scene().getRoot().lookupAll(selector)) {
                if (type.isInstance(n) && !n.isDisabled() && shown(n)) {
                    found.add(type.cast(n));
                }
            }
        }
        return new ArrayList<>(found);
    }

    private static boolean shown(Node n) {
        for (Node at = n; at != null; at = at.getParent()) {
            if (!at.isVisible()) {
                return false;
            }
        }
        return n.getScene() != null;
    }

    private <T> T any(List<T> list) {
        return list.get(random.nextInt(list.size()));
    }

    private static String name(Node n) {
        String id = n.getId();
        String text = n instanceof javafx.scene.control.Labeled l ? l.getText() : "";
        return n.getClass().getSimpleName() + (id == null ? "" : " #" + id) + (text == null || text.isEmpty() ? "" : " \"" + text + "\"");
    }

    /** A click on any button, toggle, check box or link shown (the menu bar's buttons aside: {@link #menu()}). */
    private String click() {
        List<ButtonBase> buttons = reachable(ButtonBase.class, ".button", ".toggle-button", ".check-box", ".hyperlink");
        buttons.removeIf(b -> b instanceof MenuButton);
        if (buttons.isEmpty()) {
            return "no button to click";
        }
        ButtonBase b = any(buttons);
        b.fire();
        return "click " + name(b);
    }

    private record Key(KeyCode code, boolean shortcut, boolean shift) {
    }

    /** The keys a person presses in this window (Shortcut+Q, which quits, aside). */
    private static final List<Key> KEYS = List.of(new Key(KeyCode.LEFT, false, false), new Key(KeyCode.RIGHT, false, false),
            new Key(KeyCode.RIGHT, false, false), new Key(KeyCode.HOME, false, false), new Key(KeyCode.END, false, false),
            new Key(KeyCode.SPACE, false, false), new Key(KeyCode.ENTER, false, false), new Key(KeyCode.TAB, false, false),
            new Key(KeyCode.ESCAPE, false, false), new Key(KeyCode.UP, false, false), new Key(KeyCode.DOWN, false, false),
            new Key(KeyCode.EQUALS, true, false), new Key(KeyCode.ADD, true, false), new Key(KeyCode.SUBTRACT, true, false),
            new Key(KeyCode.MINUS, true, false), new Key(KeyCode.DIGIT0, true, false), new Key(KeyCode.NUMPAD0, true, false),
            new Key(KeyCode.DIGIT1, true, false), new Key(KeyCode.L, true, false), new Key(KeyCode.N, true, false),
            new Key(KeyCode.S, true, false), new Key(KeyCode.O, true, false), new Key(KeyCode.O, true, true));

    /** A key pressed and released where the focus is (menus' accelerators included), a file dialog it opens answered. */
    private String key() {
        Key k = any(KEYS);
        answerDialogs();
        Node target = scene().getFocusOwner() != null ? scene().getFocusOwner() : scene().getRoot();
        boolean ctrl = k.shortcut();
        Event.fireEvent(target, new KeyEvent(null, target, KeyEvent.KEY_PRESSED, "", "", k.code(), k.shift(), ctrl, false, false));
        // As a keyboard does, the release goes where the focus is then: the press may have shown another workspace
        // (Shortcut+1..5), taking the node it was pressed on out of the scene.
        Node released = scene().getFocusOwner() != null ? scene().getFocusOwner() : scene().getRoot();
        Event.fireEvent(released, new KeyEvent(null, released, KeyEvent.KEY_RELEASED, "", "", k.code(), k.shift(), ctrl, false, false));
        return "key " + (ctrl ? "Shortcut+" : "") + (k.shift() ? "Shift+" : "") + k.code() + " on " + name(target);
    }

    /** What a person types into each field: right, wrong and odd. */
    private static final Map<String, List<String>> VALUES = Map.ofEntries(
            Map.entry("actionTask", List.of("1", "2", "3", "4", "0", "7", "-1", "x", "")),
            Map.entry("actionBlock", List.of("rdd_1_0", "rdd_1_1", "rdd_2_0", "rdd_3_0", "rdd_4_2", "broadcast_0", "test_x", "rdd_x", "")),
            Map.entry("actionBytes", List.of("0", "1", "64m", "128m", "512m", "1g", "2g", "100", "12x", "-5", "9999999999g", "")),
            Map.entry("actionConsumer", List.of("sorter", "map", "fetch", "", "x y")),
            Map.entry("cfgExecutorMemory", List.of("1g", "2g", "4g", "512m", "100m", "0", "x", "64g")),
            Map.entry("cfgReserved", List.of("300m", "0", "1g", "x")),
            Map.entry("cfgFraction", List.of("0.6", "0.5", "0.9", "1", "0", "1.5", "x", "NaN")),
            Map.entry("cfgStorageFraction", List.of("0.5", "0", "0.9", "1", "x")),
            Map.entry("cfgOffHeapSize", List.of("0", "512m", "1g", "x")),
            Map.entry("cfgCores", List.of("1", "2", "4", "8", "16", "0", "-1", "x")),
            Map.entry("workerId", List.of("worker-9", "w1", "worker-1", "", "bad id", "w#")),
            Map.entry("workerCores", List.of("1", "2", "4", "8", "0", "-1", "x", "")),
            Map.entry("workerMemory", List.of("512m", "1g", "2g", "8g", "0", "1", "x", "")),
            Map.entry("appId", List.of("app-9", "app-1", "", "x y")),
            Map.entry("appMemory", List.of("512m", "1g", "2g", "4g", "9g", "0", "x", "")),
            Map.entry("appCores", List.of("", "1", "2", "3", "0", "-1", "x")),
            Map.entry("appMax", List.of("", "1", "4", "6", "0", "x")),
            Map.entry("setMemory", List.of("512m", "1g", "2g", "4g", "0", "x", "")),
            Map.entry("setCores", List.of("", "1", "2", "4", "0", "x")),
            Map.entry("setMax", List.of("", "2", "6", "100", "0", "x")),
            Map.entry("numberAnswer", List.of("0", "100", "256", "1024.5", "x", "", "1,5")));

    /** A value typed into a field, or chosen in a combo box or choice box. */
    private String type() {
        List<Node> fields = new ArrayList<>(reachable(TextInputControl.class, ".text-input"));
        fields.removeIf(f -> !((TextInputControl) f).isEditable());
        fields.addAll(reachable(ComboBox.class, ".combo-box"));
        fields.addAll(reachable(ChoiceBox.class, ".choice-box"));
        if (fields.isEmpty()) {
            return "no field to fill";
        }
        Node f = any(fields);
        if (f instanceof TextInputControl t) {
            String v = any(VALUES.getOrDefault(t.getId(), List.of("", "x", "1")));
            t.setText(v);
            return "type \"" + v + "\" into " + name(f);
        } else if (f instanceof ComboBox<?> c) {
            return choose(c.getItems(), c.getSelectionModel(), f);
        } else if (f instanceof ChoiceBox<?> c) {
            return choose(c.getItems(), c.getSelectionModel(), f);
        }
        return "nothing to choose in " + name(f);
    }

    private String choose(List<?> items, javafx.scene.control.SingleSelectionModel<?> selection, Node box) {
        if (items.isEmpty()) {
            return "nothing to choose in " + name(box);
        }
        int item = random.nextInt(items.size());
        selection.select(item);
        return "choose " + items.get(item) + " in " + name(box);
    }

    /** Any item of any menu (Quit aside), with its file dialog answered; a radio or check item is selected first, as a click does. */
    private String menu() {
        MenuBar bar = (MenuBar) scene().getRoot().lookup(".menu-bar");
        List<MenuItem> items = new ArrayList<>();
        for (Menu m : bar.getMenus()) {
            collect(m, items);
        }
        items.removeIf(i -> i.isDisable() || "quitItem".equals(i.getId()));
        MenuItem item = any(items);
        answerDialogs();
        if (item instanceof RadioMenuItem r) {
            r.setSelected(true);
        } else if (item instanceof CheckMenuItem c) {
            c.setSelected(!c.isSelected());
        }
        item.fire();
        return "menu \"" + item.getText() + "\"";
    }

    private static void collect(Menu menu, List<MenuItem> into) {
        for (MenuItem i : menu.getItems()) {
            if (i instanceof Menu sub) {
                collect(sub, into);
            } else if (!(i instanceof SeparatorMenuItem)) {
                into.add(i);
            }
        }
    }

    /** The next file dialogs' answers, most of the time: good, bad and missing files, or a folder that is not there. */
    private void answerDialogs() {
        if (random.nextInt(4) == 0) {
            return; // cancelled
        }
        List<Path> snapshots = new ArrayList<>(saved);
        snapshots.addAll(badFiles);
        snapshots.add(dir.resolve("missing.json"));
        window.files().toOpen(FileKind.SNAPSHOT, any(snapshots));
        window.files().toSave(FileKind.SNAPSHOT, saveAs("snapshot", ".json"));
        List<Path> open = new ArrayList<>(scenarios);
        open.addAll(badFiles);
        open.addAll(bigFiles);
        window.files().toOpen(FileKind.SCENARIO, any(open));
        window.files().toOpen(FileKind.EVENT_LOG, any(List.of(EVENT_LOG, EVENT_LOG, badFiles.get(0), dir.resolve("missing-log"))));
        window.files().toSave(FileKind.PNG, saveAs("picture", ".png"));
    }

    private Path saveAs(String name, String extension) {
        if (random.nextInt(10) == 0) {
            return dir.resolve("no-such-folder").resolve(name + extension);
        }
        Path p = dir.resolve(name + "-" + random.nextInt(8) + extension);
        if (extension.equals(".json") && !saved.contains(p)) {
            saved.add(p);
        }
        return p;
    }

    /** The slider dragged: a few positions on the way, as a drag passes them. */
    private String slider() {
        List<Slider> sliders = reachable(Slider.class, ".slider");
        if (sliders.isEmpty()) {
            return "no slider";
        }
        Slider s = any(sliders);
        StringBuilder path = new StringBuilder();
        for (int k = 1 + random.nextInt(4); k > 0; k--) {
            double v = random.nextDouble() * s.getMax();
            s.setValue(v);
            path.append(String.format(" %.1f", v));
        }
        return "drag " + name(s) + " through" + path;
    }

    private static MouseEvent click(Node target, double x, double y) {
        return new MouseEvent(null, target, MouseEvent.MOUSE_CLICKED, x, y, x, y, MouseButton.PRIMARY, 1, false, false, false,
                false, true, false, false, true, false, true, new PickResult(target, x, y));
    }

    /** A click somewhere on a timeline (it goes to the step under the mouse). */
    private String timeline() {
        List<AnimatedControl> charts = reachable(AnimatedControl.class, ".timeline-chart", ".cores-chart");
        if (charts.isEmpty()) {
            return "no timeline";
        }
        AnimatedControl chart = any(charts);
        double x = random.nextDouble() * chart.getWidth();
        double y = random.nextDouble() * chart.getHeight();
        Event.fireEvent(chart, click(chart, x, y));
        return String.format("click the timeline at %.0f, %.0f", x, y);
    }

    /** A click on a region of a memory bar (its details open beside it), or on an executor of the cluster (it opens in the executor workspace). */
    private String region() {
        List<Node> segments = reachable(Node.class, ".memory-bar .segment", ".cluster-map .cluster-block");
        if (segments.isEmpty()) {
            return "no region";
        }
        Node segment = any(segments);
        Event.fireEvent(segment, click(segment, 2, 2));
        return "click the region " + (segment.getId() != null ? segment.getId() : segment.getUserData());
    }

    /** A lesson's question answered, a lesson chosen in the picker, or the picker asked for. */
    private String lesson() {
        List<ButtonBase> choices = reachable(ButtonBase.class, ".choice");
        List<TextInputControl> number = reachable(TextInputControl.class, "#numberAnswer");
        if (!choices.isEmpty() && random.nextInt(4) > 0) {
            ButtonBase c = any(choices);
            c.fire();
            return "answer " + name(c);
        }
        if (!number.isEmpty() && random.nextInt(4) > 0) {
            String v = any(VALUES.get("numberAnswer"));
            number.get(0).setText(v);
            List<ButtonBase> answer = reachable(ButtonBase.class, "#answerNumber");
            answer.forEach(ButtonBase::fire);
            return "answer " + v + " MiB";
        }
        List<TreeView> pickers = reachable(TreeView.class, "#lessonPicker");
        if (!pickers.isEmpty() && random.nextInt(3) > 0) {
            TreeView<?> picker = pickers.get(0);
            int rows = picker.getExpandedItemCount();
            if (rows > 0) {
                int row = random.nextInt(rows);
                picker.getSelectionModel().select(row);
                Event.fireEvent(picker, new KeyEvent(null, picker, KeyEvent.KEY_PRESSED, "", "", KeyCode.ENTER, false, false, false, false));
                return "open row " + row + " of the lesson picker";
            }
        }
        window.window().chooseLesson();
        return "Lessons > Choose a lesson";
    }

    /** A file dropped on the window: a snapshot saved earlier, a bad file, or a file that is not JSON. */
    private String drop() {
        List<Path> files = new ArrayList<>(saved);
        files.addAll(badFiles);
        files.addAll(bigFiles);
        files.add(Path.of("README.md"));
        Path f = any(files);
        DropSimulation.dropNow(scene().getRoot(), List.of(f.toFile()));
        return "drop " + f.getFileName();
    }

    private static List<Path> bigScenarios(Path dir) throws IOException {
        String json = sparkmemlab.scenario.ScenarioWriter.toJson(sparkmemlab.fidelity.RandomScenarioGenerator.generate(SEED, 80_000))
                .toString();
        Path big = Files.writeString(dir.resolve("big.json"), json);
        Path refused = Files.writeString(dir.resolve("big-refused.json"),
                json.substring(0, json.lastIndexOf("{\"op\":")) + "{\"op\":\"fly\"}]}");
        if (Files.size(big) <= 4L << 20) {
            throw new IllegalStateException(big + " is too small to be read away from the FX thread");
        }
        return List.of(big, refused);
    }

    /** The window made smaller or larger, down to 1024x700. */
    private String resize() {
        double w = 1024 + random.nextInt(377);
        double h = 700 + random.nextInt(201);
        stage.setWidth(w);
        stage.setHeight(h);
        return String.format("resize the window to %.0fx%.0f", w, h);
    }

    /** Another workspace, from the navigation. */
    private String workspace() {
        List<ButtonBase> nav = reachable(ButtonBase.class, ".workspace-navigation .toggle-button");
        Supplier<String> viaKey = () -> {
            int n = 1 + random.nextInt(Workspaces.ALL.size());
            window.window().show(Workspaces.ALL.get(n - 1).name());
            return "workspace " + n;
        };
        if (nav.isEmpty() || random.nextBoolean()) {
            return viaKey.get();
        }
        ButtonBase b = any(nav);
        b.fire();
        return "navigate to " + name(b);
    }

    /** The invariants each workspace holds after any action; a workspace added to the window adds its own here. */
    static final class WorkspaceInvariants {
        private final ExecutorInvariants executor = new ExecutorInvariants();
        private final ReplayInvariants replay = new ReplayInvariants();
        private final ClusterInvariants cluster = new ClusterInvariants();
        private final LegacyInvariants legacy = new LegacyInvariants();

        private java.util.Set<Node> navigation;

        void check(TestWindow window, int action) {
            String shown = window.window().activeProperty().get().name();
            if (navigation == null) {
                navigation = window.scene().getRoot().lookupAll(".workspace-navigation .toggle-button");
            }
            // The navigation shows the workspace shown.
            for (Node b : navigation) {
                javafx.scene.control.ToggleButton t = (javafx.scene.control.ToggleButton) b;
                if (t.isSelected() != shown.equals(t.getUserData())) {
                    throw new AssertionError("the navigation shows " + t.getUserData() + " as " + t.isSelected() + " while " + shown + " is shown");
                }
            }
            if (shown.equals("executor")) {
                executor.check(window, action);
            } else if (shown.equals(sparkmemlab.ui.vm.replay.ReplayWorkspaceViewModel.NAME)) {
                replay.check((sparkmemlab.ui.vm.replay.ReplayWorkspaceViewModel) window.window().active());
            } else if (shown.equals("cluster")) {
                cluster.check(window);
            } else if (shown.equals(sparkmemlab.ui.vm.container.ContainerWorkspaceViewModel.NAME)) {
                ContainerInvariants.check(window);
            } else if (shown.equals(sparkmemlab.ui.vm.legacy.LegacyWorkspaceViewModel.NAME)) {
                legacy.check(window);
            }
        }

        int windowChecks() {
            return executor.windowChecks;
        }

        int clusterChecks() {
            return cluster.checks;
        }
    }

    /**
     * The cluster workspace: the position within the history and its state the history's, the picture one box per
     * worker and one block per executor and driver the Master books on it, the queue the Master's waitingApps in
     * order, and the slider at the position.
     */
    static final class ClusterInvariants {
        int checks;

        void check(TestWindow window) {
            var vm = (sparkmemlab.ui.vm.cluster.ClusterWorkspaceViewModel) window.window().active();
            var session = vm.session();
            var h = session.history();
            int p = session.positionProperty().get();
            if (p != h.position() || p < 0 || p > h.size() || session.sizeProperty().get() != h.size()
                    || !session.stateProperty().get().equals(h.state())) {
                throw new AssertionError("the cluster session shows step " + p + " of " + session.sizeProperty().get()
                        + " but its history stands at " + h.position() + " of " + h.size());
            }
            var saved = (sparkmemlab.snapshot.ClusterMoment) vm.snapshotMoment().orElseThrow();
            if (saved.at() != p || !saved.scenario().steps().equals(h.ops()) || !saved.scenario().config().equals(h.config())) {
                throw new AssertionError("the cluster's snapshot stands at " + saved.at() + " of other steps than step " + p + " shown");
            }
            var state = h.state();
            var picture = vm.map().pictureProperty().get();
            if (picture.workers().size() != state.workers().size()) {
                throw new AssertionError("the picture has " + picture.workers().size() + " workers, the Master " + state.workers().size());
            }
            for (int i = 0; i < state.workers().size(); i++) {
                var w = state.workers().get(i);
                var box = picture.workers().get(i);
                int used = box.blocks().stream().filter(b -> !b.driver()).mapToInt(b -> b.gone() ? 0 : b.cores()).sum()
                        + box.blocks().stream().filter(b -> b.driver()).mapToInt(b -> b.cores()).sum();
                if (!box.id().equals(w.id()) || box.blocks().size() != w.executors().size() + w.drivers().size()
                        || box.coresFree() != w.coresFree() || box.memoryFree() != w.memoryFree()) {
                    throw new AssertionError("worker " + w.id() + " is drawn as " + box + " but the Master has " + w);
                }
                if (w.state() == sparkmemlab.cluster.WorkerState.ALIVE && used != w.coresUsed()) {
                    throw new AssertionError("worker " + w.id() + "'s blocks hold " + used + " cores, the Master says " + w.coresUsed());
                }
            }
            var queue = vm.apps().queue().stream().map(r -> r.app()).toList();
            if (!queue.equals(state.waitingApps())) {
                throw new AssertionError("the queue shows " + queue + ", the Master's waitingApps are " + state.waitingApps());
            }
            Slider slider = (Slider) window.scene().getRoot().lookup(".cluster-workspace #slider");
            if (slider != null && (int) Math.round(slider.getValue()) != p) {
                throw new AssertionError("the cluster's slider stands at " + slider.getValue() + " while step " + p + " is shown");
            }
            // A cluster lesson: played in its pane, no step reached with its question unanswered, no step shown unreached.
            var player = vm.player();
            if (player.activeProperty().get() && !vm.lessonPaneShownProperty().get()) {
                throw new AssertionError("a cluster lesson plays without its pane");
            }
            var lesson = player.lesson();
            if (lesson.isPresent() && p >= 1 && lesson.get().steps().get(p - 1).predict().isPresent()
                    && player.feedbackProperty().get() == null) {
                throw new AssertionError("cluster lesson step " + p + " was reached with its question unanswered");
            }
            if (vm.historyBar().timelineProperty().get().columns().size() != session.revealed() + 1) {
                throw new AssertionError("the cluster's timeline shows " + vm.historyBar().timelineProperty().get().columns().size()
                        + " columns, " + session.revealed() + " steps revealed");
            }
            checks++;
        }
    }

    /**
     * The replay workspace: a log is shown whole or not at all (never while it is read), its executor is one of
     * the log's with its history, the moment lies within the log's time, and the charts and slots show that moment;
     * What if shows the picked executor's reconstruction or none.
     */
    static final class ReplayInvariants {
        void check(sparkmemlab.ui.vm.replay.ReplayWorkspaceViewModel ws) {
            var s = ws.session();
            var log = s.logProperty().get();
            long at = s.momentProperty().get();
            if (log == null) {
                if (s.historyProperty().get() != null || ws.charts().unifiedProperty().get() != null || at != 0) {
                    throw new AssertionError("no log is shown, yet a history, a chart or a moment is");
                }
                return;
            }
            var h = s.historyProperty().get();
            if (h != null && (!s.executorsProperty().get().contains(s.executorProperty().get())
                    || !h.executor().executorId().equals(s.executorProperty().get()))) {
                throw new AssertionError("the history shown is " + h.executor().executorId() + "'s, the executor picked "
                        + s.executorProperty().get());
            }
            if (at < 0 || at > s.duration()) {
                throw new AssertionError("the moment " + at + " lies outside the log's " + s.duration() + " ms");
            }
            var chart = ws.charts().unifiedProperty().get();
            if (h != null && (chart == null || chart.cursor() != at)) {
                throw new AssertionError("the chart's cursor is not at the moment " + at);
            }
            Integer cores = h == null ? null : h.executor().totalCores();
            if (cores != null && ws.atMoment().slotsProperty().get().size() != Math.max(cores, h.tasksAt(s.start() + at).size())) {
                throw new AssertionError("the slots do not show the " + cores + " cores and the tasks running at " + at);
            }
            // A snapshot can be saved exactly when no reason says otherwise, and it is of the executor and moment shown.
            var saved = ws.snapshotMoment();
            if (saved.isPresent() != ws.noSnapshotProperty().get().isEmpty()) {
                throw new AssertionError("a snapshot " + (saved.isPresent() ? "can" : "cannot") + " be saved, yet the reason is \""
                        + ws.noSnapshotProperty().get() + "\"");
            }
            if (saved.isPresent() && (!(saved.get() instanceof sparkmemlab.snapshot.ReplayMoment m)
                    || !m.executor().equals(s.executorProperty().get()) || m.atMs() != at)) {
                throw new AssertionError("the snapshot " + saved.get() + " is not of the moment " + at + " shown");
            }
            // A rebuilding drops the reconstruction shown; busy with one shown is a run under changed settings, whose
            // outcome comes only when it is done.
            var rebuilt = ws.whatIf().rebuiltProperty().get();
            if (rebuilt != null && !rebuilt.executorId().equals(s.executorProperty().get())) {
                throw new AssertionError("What if shows executor " + rebuilt.executorId() + "'s reconstruction while "
                        + s.executorProperty().get() + " is picked");
            }
            if (rebuilt != null && ws.whatIf().busyProperty().get() && !ws.whatIf().outcomeProperty().get().isEmpty()) {
                throw new AssertionError("What if shows an outcome " + ws.whatIf().outcomeProperty().get() + " while another run is made");
            }
            if (rebuilt == null && ws.whatIf().busyProperty().get() && !ws.whatIf().statusProperty().get().startsWith(
                    s.text().get("whatif.rebuilding", s.executorProperty().get()))) {
                throw new AssertionError("What if is busy with no reconstruction, yet says \"" + ws.whatIf().statusProperty().get() + "\"");
            }
        }
    }

    /**
     * Legacy vs unified: the position within the history; each manager's bars drawn from its own state at that
     * position, all to one scale; the step box highlighted exactly when the outcomes differ; the list of
     * differing steps the comparison's; the slider at the position.
     */
    static final class LegacyInvariants {
        void check(TestWindow window) {
            var ws = (sparkmemlab.ui.vm.legacy.LegacyWorkspaceViewModel) window.window()
                    .viewModel(sparkmemlab.ui.vm.legacy.LegacyWorkspaceViewModel.NAME).orElseThrow();
            var c = ws.comparison();
            var session = c.session();
            int p = session.positionProperty().get();
            if (p < 0 || p > session.sizeProperty().get() || p > c.comparison().steps().size()) {
                throw new AssertionError("legacy vs unified stands at " + p + " of " + session.sizeProperty().get());
            }
            long scale = -1;
            for (var m : sparkmemlab.compare.Manager.values()) {
                var side = ws.heaps().side(m);
                var state = c.state(m);
                if (side.shownProperty().get() != state.isPresent()) {
                    throw new AssertionError(m + "'s bars shown " + side.shownProperty().get() + " with state " + state.isPresent());
                }
                if (state.isEmpty()) {
                    continue;
                }
                var bar = side.onHeapProperty().get();
                var expected = sparkmemlab.ui.picture.BarPicture.of(state.get(), c.comparison().config(m),
                        sparkmemlab.model.MemoryMode.ON_HEAP, window.window().text(), null).withScale(bar.scaleBytes());
                if (!expected.equals(bar)) {
                    throw new AssertionError(m + "'s on-heap bar is not its state's at step " + p);
                }
                if (scale >= 0 && scale != bar.scaleBytes()) {
                    throw new AssertionError("the two heaps are drawn to different scales: " + scale + ", " + bar.scaleBytes());
                }
                scale = bar.scaleBytes();
            }
            boolean differs = c.step().map(st -> !st.same()).orElse(false);
            if (ws.step().differsProperty().get() != differs) {
                throw new AssertionError("step " + p + " is highlighted " + ws.step().differsProperty().get() + " but differs " + differs);
            }
            Parent root = window.scene().getRoot();
            Node box = root.lookup("#comparisonStep");
            if (box != null && box.getPseudoClassStates().contains(javafx.css.PseudoClass.getPseudoClass("differs")) != differs) {
                throw new AssertionError("the step box's highlight is not the comparison's at step " + p);
            }
            var listed = ws.step().differencesProperty().get().stream().map(d -> d.step()).toList();
            var expectedList = c.comparison().differences().stream().map(d -> d.step()).toList();
            if (!listed.equals(expectedList)) {
                throw new AssertionError("the differing steps listed " + listed + " are not the comparison's " + expectedList);
            }
            Node slider = root.lookup("#slider");
            if (slider instanceof Slider sl && Math.round(sl.getValue()) != p) {
                throw new AssertionError("the slider shows " + sl.getValue() + " at step " + p);
            }
        }
    }

    /**
     * The container workspace shows the executor workspace's executor: its container (or that it has none), its
     * use and limit, the kill exactly when the container was killed, and one part drawn for each part of the picture.
     */
    static final class ContainerInvariants {
        static void check(TestWindow window) {
            var state = window.session().stateProperty().get();
            var vm = (sparkmemlab.ui.vm.container.ContainerWorkspaceViewModel) window.window().active();
            var picture = vm.container().pictureProperty().get();
            if (vm.container().hasContainerProperty().get() != state.container().isPresent()) {
                throw new AssertionError("the container workspace shows a container: " + vm.container().hasContainerProperty().get());
            }
            boolean killed = state.container().map(c -> c.state().killed()).orElse(false);
            if (vm.container().killTextProperty().get().isEmpty() == killed) {
                throw new AssertionError("the kill's words are \"" + vm.container().killTextProperty().get() + "\" while killed is " + killed);
            }
            // The view, once the window has put it in the scene, shows the kill exactly then.
            Node banner = window.scene().lookup("#killBanner");
            if (banner != null && banner.isVisible() != killed) {
                throw new AssertionError("the kill banner is " + banner.isVisible() + " while killed is " + killed);
            }
            if (state.container().isPresent()) {
                var c = state.container().get().state();
                if (picture.used() != c.used() || picture.limit() != c.limit()) {
                    throw new AssertionError("the container picture shows " + picture.used() + " of " + picture.limit()
                            + ", the model " + c.used() + " of " + c.limit());
                }
                long drawn = picture.parts().stream().mapToLong(p -> p.bytes()).sum();
                if (drawn != Math.max(c.used(), c.limit())) {
                    throw new AssertionError("the parts add up to " + drawn + ", not the scale " + picture.scale());
                }
            }
        }
    }

    /** The executor workspace: the model's invariants, the session, the pictures, and the window against the model. */
    static final class ExecutorInvariants {
        int windowChecks;
        /** Looked up once they exist (the lesson pane is loaded when first shown): a lookup walks the whole window. */
        private Slider slider;
        private Node question;
        private javafx.scene.control.Label header;
        private javafx.scene.control.ChoiceBox<?> versionChoice;

        void check(TestWindow window, int action) {
            var session = window.session();
            var h = session.history();
            var s = session.stateProperty().get();
            // The model checks its own invariants after every step (an IllegalStateException fails the action).
            int p = session.positionProperty().get();
            if (p < 0 || p > session.sizeProperty().get() || p != h.position() || s != h.state() && !s.equals(h.state())) {
                throw new AssertionError("the session stands at " + p + " of " + session.sizeProperty().get() + ", its history at "
                        + h.position());
            }
            if (session.canBackProperty().get() != p > 0 || session.canForwardProperty().get() != p < h.size()) {
                throw new AssertionError("back/forward enabled wrongly at " + p + " of " + h.size());
            }
            Parent root = window.scene().getRoot();
            if (slider == null) {
                slider = (Slider) root.lookup("#slider");
            }
            if (slider != null && Math.round(slider.getValue()) != p) {
                throw new AssertionError("the slider shows " + slider.getValue() + " at step " + p);
            }
            // The header and the configuration panel name the Spark the history shown runs on.
            if (header == null) {
                header = (javafx.scene.control.Label) root.lookup("#headerSparkVersion");
                versionChoice = (javafx.scene.control.ChoiceBox<?>) root.lookup("#cfgSparkVersion");
            }
            String version = sparkmemlab.ui.vm.kernel.SceneSparkVersion.of(h.config(), window.workspace().text());
            if (header != null && !version.equals(header.getText())) {
                throw new AssertionError("the header says " + header.getText() + " of a scene on " + version);
            }
            if (versionChoice != null && versionChoice.getValue() != h.config().sparkVersion()) {
                throw new AssertionError("the configuration panel shows " + versionChoice.getValue() + " of a scene on "
                        + h.config().sparkVersion());
            }
            var ws = window.workspace();
            var player = ws.player();
            if (player.activeProperty().get() && !ws.lessonPaneShownProperty().get()) {
                throw new AssertionError("a lesson plays without its pane");
            }
            var lesson = player.lesson();
            if (lesson.isPresent() && p >= 1 && lesson.get().steps().get(p - 1).predict().isPresent()
                    && player.feedbackProperty().get() == null) {
                throw new AssertionError("step " + p + " was reached with its question unanswered");
            }
            if (question == null) {
                question = root.lookup("#question");
            }
            if (question != null && shown(question.getParent()) && question.isVisible() != (player.questionProperty().get() != null)) {
                throw new AssertionError("the question is shown " + question.isVisible() + " while the player has " + player.questionProperty().get());
            }
            if (action % 50 == 0) {
                picturesAreWhatTheStateGives(window);
            }
            // Between actions the window is laid out by the pulses that come when they come, as for a person who
            // clicks fast; every 25th action it is laid out now and its bars measured against the model.
            if (action % 25 == 0 && Stream.of(".memory-bar", ".task-slots", ".block-list", ".timeline-chart")
                    .flatMap(c -> root.lookupAll(c).stream())
                    .noneMatch(n -> ((AnimatedControl) n).transitioningProperty().get())) {
                root.applyCss();
                // A layout can change what the next one lays out (the zoomed bars follow the viewport's width).
                for (int k = 0; k < 3 && root.isNeedsLayout(); k++) {
                    root.layout();
                }
                WindowChecks.assertBarsMatchTheModel(root, s, h.config(), "after action " + action);
                windowChecks++;
            }
        }

        /** Every picture the view-models keep between steps equals the same picture built from the state alone. */
        private static void picturesAreWhatTheStateGives(TestWindow window) {
            var ws = window.workspace();
            var h = ws.session().history();
            var s = h.state();
            var text = ws.text();
            same(sparkmemlab.ui.picture.BarPicture.of(s, h.config(), sparkmemlab.model.MemoryMode.ON_HEAP, text, null), ws.heap().onHeapBarProperty().get(), "on-heap bar");
            same(sparkmemlab.ui.picture.BarPicture.of(s, h.config(), sparkmemlab.model.MemoryMode.OFF_HEAP, text, null), ws.heap().offHeapBarProperty().get(), "off-heap bar");
            same(new ArrayList<>(sparkmemlab.ui.picture.BlockRow.of(s, h.current(), text)), new ArrayList<>(ws.blocks().rowsProperty().get()), "block rows");
            same(sparkmemlab.ui.picture.TaskSlotPicture.of(s, sparkmemlab.model.ManagerKind.of(h.config()), h.current(),
                    sparkmemlab.ui.vm.kernel.TaskSlotsViewModel.failedOnOom(h), h.config().cores(), text), ws.slots().slotsProperty().get(), "task slots");
            int p = h.position();
            if (p <= 400) { // the log of a long history is a long replay; the short ones show the same code at work
                same(sparkmemlab.ui.picture.LogEntry.of(h.steps(1, p), p, sparkmemlab.text.EventNarrator.standard(text.locale()),
                        new sparkmemlab.ui.text.OperationText(text), text), List.copyOf(ws.log().log()), "event log");
            }
        }

        private static void same(Object fromScratch, Object shown, String what) {
            if (!fromScratch.equals(shown)) {
                throw new AssertionError("the " + what + " shown is not what the state gives:\n  shown:    " + shown + "\n  expected: " + fromScratch);
            }
        }
    }
}
