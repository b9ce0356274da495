package sparkmemlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.layout.Region;
import org.testfx.api.FxRobot;
import sparkmemlab.model.BlockState;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.MemoryLayout;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.PoolState;
import sparkmemlab.ui.controls.MemoryBar;
import sparkmemlab.ui.picture.BlockRow;

/**
 * What the window draws, checked against the model's own state (never against the view-models that drew
 * it): every region of both bars as wide as its bytes, in order, and the block list in LRU order. Each check
 * lays the window out first and must run on the FX thread (inside {@code robot.interact}); the
 * {@link FxRobot} forms run it there.
 */
final class WindowChecks {
    private WindowChecks() {
    }

    /**
     * Bytes of each region of a mode under the manager {@code config} selects, by the bar's keys, straight from the
     * model's state and Spark 2.4's fractions, left to right.
     */
    static Map<String, Long> regions(ExecutorState s, sparkmemlab.model.ExecutorConfig config, MemoryMode mode) {
        if (!config.useLegacyMode()) {
            return regions(s, mode);
        }
        Map<String, Long> bytes = new java.util.LinkedHashMap<>();
        PoolState p = s.pools(mode);
        long heap = s.layout().systemMemory();
        var fractions = config.legacy();
        if (mode == MemoryMode.ON_HEAP) {
            for (BlockState b : s.blocks()) {
                bytes.put("block:" + b.id().name(), b.bytes());
            }
            if (p.unrollUsed() > 0) {
                bytes.put("unroll", p.unrollUsed());
            }
            bytes.put("free-storage", p.storagePool() - p.storageUsed());
            // heap × memoryFraction, of which the pool is the safetyFraction.
            bytes.put("safety:storage", Math.max(0, (long) (heap * fractions.storageMemoryFraction()) - p.storagePool()));
        }
        p.memoryForTask().forEach((task, held) -> bytes.put("task:" + task, held));
        bytes.put("free-execution", p.executionPool() - p.executionUsed());
        if (mode == MemoryMode.ON_HEAP) {
            long shuffleShare = Math.max(p.executionPool(), (long) (heap * fractions.shuffleMemoryFraction()));
            bytes.put("safety:execution", shuffleShare - p.executionPool());
            long storageShare = Math.max(p.storagePool(), (long) (heap * fractions.storageMemoryFraction()));
            bytes.put("rest", Math.max(0, heap - storageShare - shuffleShare));
        }
        return bytes;
    }

    /** Bytes of each region of a mode, by the bar's keys, straight from the model's state, left to right. */
    static Map<String, Long> regions(ExecutorState s, MemoryMode mode) {
        Map<String, Long> bytes = new java.util.LinkedHashMap<>();
        MemoryLayout layout = s.layout();
        PoolState p = s.pools(mode);
        if (mode == MemoryMode.ON_HEAP) {
            bytes.put("reserved", layout.reservedMemory());
            bytes.put("user", layout.systemMemory() - layout.reservedMemory() - layout.maxHeapMemory());
        }
        for (BlockState b : s.blocks()) {
            if (b.mode() == mode) {
                bytes.put("block:" + b.id().name(), b.bytes());
            }
        }
        if (p.unrollUsed() > 0) {
            bytes.put("unroll", p.unrollUsed());
        }
        bytes.put("free-storage", p.storagePool() - p.storageUsed());
        p.memoryForTask().forEach((task, held) -> bytes.put("task:" + task, held));
        bytes.put("free-execution", p.executionPool() - p.executionUsed());
        return bytes;
    }

    /** Every region of both bars is as wide as its bytes, to one pixel, left to right without gaps, none missing or extra. */
    static void assertBarsMatchTheModel(FxRobot robot, ExecutorState s, String when) {
        onFxThread(robot, () -> assertBarsMatchTheModel(robot.listTargetWindows().stream()
                .filter(javafx.stage.Window::isShowing).findFirst().orElseThrow().getScene().getRoot(), s, when));
    }

    static void assertBlockListIsTheLruOrder(FxRobot robot, ExecutorState s, String when) {
        onFxThread(robot, () -> assertBlockListIsTheLruOrder(robot.listTargetWindows().stream()
                .filter(javafx.stage.Window::isShowing).findFirst().orElseThrow().getScene().getRoot(), s, when));
    }

    /** Runs a check on the FX thread and rethrows what it threw here. */
    private static void onFxThread(FxRobot robot, Runnable check) {
        AssertionError[] failed = new AssertionError[1];
        robot.interact(() -> {
            try {
                check.run();
            } catch (AssertionError e) {
                failed[0] = e;
            }
        });
        if (failed[0] != null) {
            throw failed[0];
        }
    }

    /** On the FX thread, a scene of the unified manager. */
    static void assertBarsMatchTheModel(Parent root, ExecutorState s, String when) {
        assertBarsMatchTheModel(root, s, sparkmemlab.model.ExecutorConfig.defaults(), when);
    }

    /** On the FX thread, a scene of the manager {@code config} selects. */
    static void assertBarsMatchTheModel(Parent root, ExecutorState s, sparkmemlab.model.ExecutorConfig config, String when) {
        root.applyCss();
        root.layout();
        long scale = Math.max(s.layout().systemMemory(), s.layout().maxOffHeapMemory());
        for (MemoryMode mode : MemoryMode.values()) {
            MemoryBar bar = (MemoryBar) root.lookup(mode == MemoryMode.ON_HEAP ? "#onHeapBar" : "#offHeapBar");
            if (mode == MemoryMode.OFF_HEAP && s.layout().maxOffHeapMemory() == 0) {
                assertFalse(bar.getParent().isVisible(), "no off-heap bar without off-heap memory " + when);
                continue;
            }
            double width = bar.getWidth() - bar.snappedLeftInset() - bar.snappedRightInset();
            Map<String, Long> expected = regions(s, config, mode);
            Set<String> drawn = new HashSet<>();
            Map<String, Region> pieces = new TreeMap<>();
            for (Node n : bar.lookupAll(".segment")) {
                // The tasks' own objects are drawn over user memory, not as a region of their own (HeapInWindowTest).
                if (n.getOpacity() == 0 || n.getStyleClass().contains("user-objects")) {
                    continue;
                }
                String key = (String) n.getUserData();
                drawn.add(key);
                pieces.put(key, (Region) n);
                Long bytes = expected.get(key);
                assertTrue(bytes != null, mode + ": drawn region " + key + " is not in the model " + when);
                assertEquals(bytes * width / scale, ((Region) n).getWidth(), 1.0, mode + " " + key + " (" + bytes + " bytes) " + when);
            }
            assertEquals(expected.keySet(), drawn, mode + ": every region of the model is drawn " + when);
            long at = 0;
            for (Map.Entry<String, Long> e : expected.entrySet()) {
                assertEquals(at * width / scale, pieces.get(e.getKey()).getLayoutX() - bar.snappedLeftInset(), 1.0,
                        e.getKey() + " starts " + when);
                at += e.getValue();
            }
        }
    }

    /** The block list's rows, less those the step evicted, are the model's blocks, least recently used first (FX thread). */
    static void assertBlockListIsTheLruOrder(Parent root, ExecutorState s, String when) {
        root.applyCss();
        root.layout();
        assertEquals(s.blocks().stream().map(b -> b.id().name()).toList(),
                shownRows(root).stream().filter(BlockRow::inMemory).map(BlockRow::id).toList(),
                "the LRU list " + when);
    }

    static List<BlockRow> shownRows(FxRobot robot) {
        List<BlockRow> rows = new ArrayList<>();
        for (Node n : robot.lookup(".block-row").queryAll()) {
            rows.add((BlockRow) n.getUserData());
        }
        return rows;
    }

    /** The rows the block list shows, top to bottom (FX thread). */
    static List<BlockRow> shownRows(Parent root) {
        List<BlockRow> rows = new ArrayList<>();
        for (Node n : root.lookupAll(".block-row")) {
            rows.add((BlockRow) n.getUserData());
        }
        return rows;
    }
}
