package sparkmemlab.diagnose;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the failures a text names: Spark's templated messages by Spark's own templates ({@link SparkTemplates}),
 * and the messages Spark, the JVM and the cluster managers print from code by the words of that code (each
 * pattern below names where its words are printed). Each kind is reported once, at its first mention, most
 * telling first (a container's kill before the executor loss and the fetch failure it causes).
 */
public final class Recogniser {

    /** A message printed by code rather than from a template: its kind, its pattern, and who prints it. */
    private record Printed(Kind kind, Pattern pattern, String source) {
    }

    private static final String SIZE = "[0-9.]+ (?:B|KiB|MiB|GiB|TiB|PiB|EiB)";
    private static final List<Printed> PRINTED = List.of(
            new Printed(Kind.JAVA_HEAP_SPACE, Pattern.compile("java\\.lang\\.OutOfMemoryError: Java heap space"), "HotSpot"),
            new Printed(Kind.GC_OVERHEAD_LIMIT, Pattern.compile("java\\.lang\\.OutOfMemoryError: GC overhead limit exceeded"), "HotSpot"),
            new Printed(Kind.DIRECT_BUFFER_MEMORY, Pattern.compile("java\\.lang\\.OutOfMemoryError: (?:Cannot reserve \\d+ bytes of )?[Dd]irect buffer memory"),
                    "java.nio.Bits.reserveMemory"),
            new Printed(Kind.METASPACE, Pattern.compile("java\\.lang\\.OutOfMemoryError: (?:Compressed class space|Metaspace)"), "HotSpot"),
            // JDK 8 says "unable to create new native thread"; JDK 17 "unable to create native thread: possibly out of memory...".
            new Printed(Kind.NATIVE_THREAD, Pattern.compile("java\\.lang\\.OutOfMemoryError: unable to create (?:new )?native thread"), "HotSpot"),
            // YarnAllocator: "Container killed by YARN for exceeding $memType memory limits. $diag Consider boosting ...",
            // $diag found by its MEM_REGEX "[0-9.]+ [KMG]B of [0-9.]+ [KMG]B (physical|virtual) memory used".
            new Printed(Kind.YARN_MEMORY_KILL, Pattern.compile("Container killed by YARN for exceeding (?<memType>physical|virtual) memory limits\\."
                    + " ?(?:(?<used>[0-9.]+ [KMG]B) of (?<limit>[0-9.]+ [KMG]B) (?:physical|virtual) memory used)?"), "YarnAllocator"),
            // ExecutorPodsLifecycleManager.exitReasonMessage, and the pod's status as kubectl shows it.
            new Printed(Kind.KUBERNETES_OOM_KILLED, Pattern.compile("(?:The executor with id (?<executor>\\S+) exited with exit code (?<exitCode>137)"
                    + "\\(SIGKILL, possible container OOM\\)|OOMKilled)"), "ExecutorPodsLifecycleManager"),
            // SparkExitCode.OOM (52): SparkUncaughtExceptionHandler ends the executor on an OutOfMemoryError; 137 and 143
            // are the JVM killed by a signal, as YARN's "Exit status" or the executor's exit code reports it.
            new Printed(Kind.EXECUTOR_EXIT_OOM, exitCode("52"), "SparkExitCode.OOM"),
            new Printed(Kind.EXECUTOR_EXIT_SIGKILL, exitCode("137"), "SIGKILL"),
            new Printed(Kind.EXECUTOR_EXIT_SIGTERM, exitCode("143"), "SIGTERM"),
            new Printed(Kind.NO_RESOURCES_ACCEPTED, Pattern.compile("Initial job has not accepted any resources; check your cluster UI to ensure"
                    + " that workers are registered and have sufficient resources"), "TaskSchedulerImpl"),
            // TaskSetManager.canFetchMoreResults, sizes by Utils.bytesToString.
            new Printed(Kind.MAX_RESULT_SIZE, Pattern.compile("Total size of serialized results of (?<tasks>\\d+) tasks \\((?<size>" + SIZE
                    + ")\\) is bigger than spark\\.driver\\.maxResultSize \\((?<maxResultSize>" + SIZE + ")\\)"), "TaskSetManager"),
            new Printed(Kind.FETCH_FAILED, Pattern.compile("(?:org\\.apache\\.spark\\.shuffle\\.)?(?:Metadata)?FetchFailedException"
                    + "(?<missing>: Missing an output location for shuffle (?<shuffle>\\d+))?"), "ShuffleBlockFetcherIterator"));

    private static final Map<String, Kind> TEMPLATED = Map.of(
            "UNABLE_TO_ACQUIRE_MEMORY", Kind.UNABLE_TO_ACQUIRE_MEMORY,
            "_LEGACY_ERROR_TEMP_2250", Kind.BROADCAST_NOT_ENOUGH_MEMORY);

    /** Where the text says the failing task ran: Spark's "Lost task 0.0 in stage 5.0 (TID 20) (host executor 3)". */
    private static final Pattern LOST_TASK = Pattern.compile("Lost task (?<task>[0-9]+(?:\\.[0-9]+)?) in stage (?<stage>[0-9]+(?:\\.[0-9]+)?)"
            + " \\(TID (?<tid>\\d+)\\)(?: \\((?<host>\\S+) executor (?<executor>[^)\\s]+)\\))?");
    private static final Pattern LOST_EXECUTOR = Pattern.compile("ExecutorLostFailure \\(executor (?<executor>[^\\s)]+)");
    /** The scheduler's "Lost executor 4 on worker-5: ..." (TaskSchedulerImpl.executorLost): the executor that died. */
    private static final Pattern EXECUTOR_DIED = Pattern.compile("Lost executor (?<executor>\\S+) on (?<host>[^\\s:]+):");

    private Recogniser() {
    }

    private static Pattern exitCode(String code) {
        return Pattern.compile("(?i)(?:exit code|exit status:?|exited with code) (?<exitCode>" + code + ")\\b");
    }

    /** The failures the text names, most telling first; empty when it names none the diagnosis knows. */
    public static List<Finding> read(String text) {
        List<Finding> found = new ArrayList<>();
        Set<Kind> seen = EnumSet.noneOf(Kind.class);
        // The longer template first: Spark 4's broadcast message extends 3.5's.
        List<SparkTemplates.Template> templates = new ArrayList<>(SparkTemplates.all());
        templates.sort(Comparator.comparingInt((SparkTemplates.Template t) -> t.message().length()).reversed());
        for (SparkTemplates.Template t : templates) {
            Kind kind = TEMPLATED.get(t.errorClass());
            Matcher m = t.pattern().matcher(text);
            if (kind != null && !seen.contains(kind) && m.find()) {
                Map<String, String> values = groups(m, t.pattern());
                boolean spark4 = values.containsKey("sqlState") || t.sparkVersion().startsWith("4") && !t.message().equals(
                        SparkTemplates.of(t.errorClass()).get(0).message());
                values.put("form", spark4 ? "4" : "3.5");
                found.add(new Finding(kind, values, m.group(), t.errorClass() + " (Spark " + t.sparkVersion() + ")"));
                seen.add(kind);
            }
        }
        for (Printed p : PRINTED) {
            Matcher m = p.pattern().matcher(text);
            if (!seen.contains(p.kind()) && m.find()) {
                found.add(new Finding(p.kind(), groups(m, p.pattern()), m.group(), p.source()));
                seen.add(p.kind());
            }
        }
        // A pod's 137 is the Kubernetes kill itself, not a second failure.
        if (seen.contains(Kind.KUBERNETES_OOM_KILLED)) {
            found.removeIf(f -> f.kind() == Kind.EXECUTOR_EXIT_SIGKILL);
        }
        found.sort(Comparator.comparing(Finding::kind));
        return List.copyOf(found);
    }

    /** Where the failing task ran, as far as the text says: task, stage, tid, host, executor. */
    public static Map<String, String> where(String text) {
        Map<String, String> where = new LinkedHashMap<>();
        Matcher died = EXECUTOR_DIED.matcher(text);
        String dead = died.find() ? died.group("executor") : null;
        Matcher m = LOST_TASK.matcher(text);
        // A task lost elsewhere (a fetch that failed because the executor died) is not where the failure was.
        while (m.find()) {
            if (dead == null || dead.equals(m.group("executor"))) {
                where.putAll(groups(m, LOST_TASK));
                break;
            }
        }
        if (where.isEmpty() && dead != null) {
            where.putAll(groups(died, EXECUTOR_DIED));
        }
        Matcher lost = LOST_EXECUTOR.matcher(text);
        if (!where.containsKey("executor") && lost.find()) {
            where.put("executor", lost.group("executor"));
        }
        return where;
    }

    private static final Pattern GROUP_NAME = Pattern.compile("\\(\\?<([a-zA-Z][a-zA-Z0-9]*)>");

    /** The named groups that matched. */
    private static Map<String, String> groups(Matcher m, Pattern pattern) {
        Map<String, String> values = new LinkedHashMap<>();
        Matcher names = GROUP_NAME.matcher(pattern.pattern());
        while (names.find()) {
            String value = m.group(names.group(1));
            if (value != null) {
                values.put(names.group(1), value);
            }
        }
        return values;
    }
}
