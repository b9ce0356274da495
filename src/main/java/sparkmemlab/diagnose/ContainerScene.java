package sparkmemlab.diagnose;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import sparkmemlab.container.ContainerConfig;
import sparkmemlab.container.ExecutorResources;
import sparkmemlab.container.YarnScheduler;
import sparkmemlab.scenario.ScenarioException;

/**
 * The container scene of a kill: the executor in the container its configuration asks for, and one step that
 * takes the process past the limit outside the heap (what the container counts and Spark's pools do not). With
 * YARN's numbers ("1.4 GB of 1.4 GB physical memory used") the process reaches the text's size and the model's
 * own message must say the same limit; without numbers (a pod's OOMKilled, an exit code 137) it passes the limit
 * by the least the model counts, 1 MiB, and says so. Each fix re-runs that step with one setting changed.
 */
final class ContainerScene {
    static final String BEYOND_HEAP = "beyond-the-heap";
    private static final long MIB = ExecutorResources.MIB;
    private static final Pattern YARN_SIZES = Pattern.compile("([0-9.]+) ([KMG])B of ([0-9.]+) ([KMG])B");
    private static final long[] MINIMUM_ALLOCATIONS = {1024, 512, 256, 128, 64, 32, 16, 8, 4, 2, 1};

    private ContainerScene() {
    }

    /**
     * @param master the cluster manager the text names ({@code yarn}, {@code k8s}), or empty when only the
     *        configuration can say
     */
    static void build(Finding f, Map<String, Object> given, Optional<String> master, Diagnosis.Builder b) throws ScenarioException {
        Map<String, Object> config = new LinkedHashMap<>(given);
        Object configured = config.get(ContainerConfig.MASTER);
        String configuredMaster = configured == null ? "" : String.valueOf(configured);
        if (master.isPresent() && !configuredMaster.isEmpty() && !managerOf(configuredMaster).equals(master.get())) {
            b.disagreements.add(Note.of("disagree.master", master.get(), configuredMaster));
        }
        if (master.isEmpty() && !isContainer(configuredMaster)) {
            b.questions.add(Note.of("ask.clusterManager"));
            return;
        }
        if (master.isPresent() && !managerOf(configuredMaster).equals(master.get())) {
            config.put(ContainerConfig.MASTER, master.get().equals("yarn") ? "yarn" : "k8s://https://kubernetes.default.svc");
            b.assumptions.add(Note.of("assume.master", config.get(ContainerConfig.MASTER)));
        }
        Optional<String> textLimit = f.value("limit");
        if (textLimit.isPresent() && !config.containsKey(YarnScheduler.MINIMUM_ALLOCATION_MB)) {
            matchingMinimumAllocation(config, textLimit.get(), b);
        }
        ContainerConfig container = containerOf(config);
        long limit = container.grantedBytes();
        long heap = container.executorMemoryMiB() * MIB;
        long used = f.value("used").map(ContainerScene::hadoopBytes).filter(u -> u > limit).orElse(limit + MIB);
        if (f.value("used").isEmpty()) {
            b.assumptions.add(Note.of("assume.leastOverrun", new Note.Size(limit), new Note.Size(used)));
        }
        b.questions.add(Note.of("ask.beyondHeap"));
        long beyond = used - heap;
        Scene scene = scene(config, beyond);
        Scene.Outcome outcome = scene.outcome();
        b.scene = scene;
        b.modelSays = outcome.message();
        b.reproduced = outcome.loss() != null;
        if (textLimit.isPresent() && outcome.loss() != null) {
            String modelLimit = limitText(outcome.loss());
            if (!modelLimit.equals(textLimit.get())) {
                b.disagreements.add(Note.of("disagree.limit", textLimit.get(), modelLimit));
                b.reproduced = false;
            }
        }
        if (!b.reproduced) {
            return;
        }
        long overheadMiB = container.resources().memoryOverheadMiB();
        for (long more : new long[] {512, 1024, 2048, 4096}) {
            long value = (overheadMiB + more + 511) / 512 * 512;
            Fix fix = check(scene, ContainerConfig.MEMORY_OVERHEAD, value + "m");
            b.fixes.add(fix);
            if (fix.holds()) {
                break;
            }
        }
        long doubled = container.executorMemoryMiB() * 2;
        b.fixes.add(check(scene, ContainerConfig.EXECUTOR_MEMORY, AcquireScene.sparkBytes(doubled * MIB)));
    }

    private static void matchingMinimumAllocation(Map<String, Object> config, String textLimit, Diagnosis.Builder b)
            throws ScenarioException {
        if (!"yarn".equals(String.valueOf(config.get(ContainerConfig.MASTER)))) {
            return;
        }
        // The limit as the model's own kill message writes it, for each minimum a cluster may have.
        for (long minimum : MINIMUM_ALLOCATIONS) {
            Map<String, Object> tried = new LinkedHashMap<>(config);
            tried.put(YarnScheduler.MINIMUM_ALLOCATION_MB, minimum);
            ContainerConfig container = containerOf(tried);
            Scene.Outcome outcome = scene(tried, container.grantedBytes() + MIB - container.executorMemoryMiB() * MIB).outcome();
            if (textLimit.equals(limitText(outcome.loss()))) {
                if (minimum != YarnScheduler.DEFAULT_MINIMUM_ALLOCATION_MB) {
                    config.put(YarnScheduler.MINIMUM_ALLOCATION_MB, minimum);
                    b.assumptions.add(Note.of("assume.minimumAllocation", minimum, textLimit));
                    b.questions.add(Note.of("ask.minimumAllocation", minimum));
                }
                return;
            }
        }
    }

    private static Fix check(Scene scene, String key, String value) throws ScenarioException {
        Scene.Outcome outcome = scene.with(key, value).outcome();
        return new Fix(key, value, outcome.loss() == null, outcome.loss() == null ? "" : outcome.loss(), outcome.used(),
                outcome.limit());
    }

    private static ContainerConfig containerOf(Map<String, Object> config) throws ScenarioException {
        return Scene.of("", config, new JsonArray()).scenario().config().container().orElseThrow();
    }

    /** The limit in YARN's words ("1.4 GB") in a kill message, or "" when it has none (Kubernetes' message). */
    private static String limitText(String loss) {
        Matcher m = YARN_SIZES.matcher(loss == null ? "" : loss);
        return m.find() ? m.group(3) + " " + m.group(4) + "B" : "";
    }

    private static Scene scene(Map<String, Object> config, long beyondHeap) {
        JsonArray steps = new JsonArray();
        JsonObject step = new JsonObject();
        step.addProperty("op", "directAllocate");
        step.addProperty("buffer", BEYOND_HEAP);
        step.addProperty("bytes", beyondHeap);
        steps.add(step);
        return Scene.of("Container killed", config, steps);
    }

    private static boolean isContainer(String master) {
        return master.equals("yarn") || master.startsWith("k8s");
    }

    private static String managerOf(String master) {
        return master.startsWith("k8s") ? "k8s" : master;
    }

    /** A size as YARN's message writes it ("1.4 GB"), read back in bytes (to the tenth it was written with). */
    static long hadoopBytes(String text) {
        String[] parts = text.split(" ");
        int shift = switch (parts[1].charAt(0)) {
            case 'K' -> 10;
            case 'M' -> 20;
            default -> 30;
        };
        return new java.math.BigDecimal(parts[0]).multiply(java.math.BigDecimal.valueOf(1L << shift)).longValue();
    }
}
