package sparkmemlab.ui.vm.executor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.ui.Workspaces;
import sparkmemlab.ui.prefs.LessonProgress;
import sparkmemlab.ui.vm.FileKind;
import sparkmemlab.ui.vm.FileService;
import sparkmemlab.ui.vm.LessonShelf;
import sparkmemlab.ui.vm.TextClipboard;
import sparkmemlab.ui.vm.WindowViewModel;

/** Spark's configuration in and out of the sandbox, without a toolkit. */
class SparkConfViewModelTest {
    @TempDir
    Path dir;

    private final TextClipboard clipboard = TextClipboard.inMemory();
    private final List<String> notices = new ArrayList<>();
    private Path toOpen;
    private final FileService files = new FileService() {
        @Override
        public Optional<Path> open(FileKind kind) {
            return kind == FileKind.SPARK_CONF ? Optional.ofNullable(toOpen) : Optional.empty();
        }

        @Override
        public Optional<Path> save(FileKind kind) {
            return Optional.empty();
        }
    };
    private final ExecutorWorkspaceViewModel workspace = (ExecutorWorkspaceViewModel) new WindowViewModel(TestWorkspace.ENGLISH,
            Workspaces.ALL, new LessonShelf(List.of(), LessonProgress.inMemory()), files, notices::add, clipboard)
            .viewModel(ExecutorWorkspaceViewModel.NAME).orElseThrow();
    private final SparkConfViewModel vm = workspace.sparkConf();

    private List<ConfRow> rows(ConfRow.Kind kind) {
        return vm.rows().stream().filter(r -> r.kind() == kind).toList();
    }

    @Test
    void aSubmitLineConfiguresTheSandbox() {
        vm.inputProperty().set("spark-submit --master yarn --executor-memory 2g --executor-cores 3 \\\n"
                + "  --conf spark.memory.fraction=0.5 --conf spark.ui.port=4041 --class Main app.jar arg1");
        assertTrue(vm.canApplyProperty().get(), vm.rows().toString());
        List<String> taken = rows(ConfRow.Kind.TAKEN).stream().map(ConfRow::setting).toList();
        assertTrue(taken.contains("spark.executor.memory = 2g"), taken.toString());
        assertTrue(taken.contains("spark.executor.cores = 3"), taken.toString());
        assertTrue(taken.contains("spark.memory.fraction = 0.5"), taken.toString());
        List<String> ignored = rows(ConfRow.Kind.IGNORED).stream().map(ConfRow::setting).toList();
        assertTrue(ignored.contains("spark.ui.port = 4041"), ignored.toString());
        assertTrue(ignored.stream().anyMatch(s -> s.contains("app.jar")), ignored.toString());
        assertTrue(rows(ConfRow.Kind.IGNORED).stream().allMatch(r -> !r.why().isEmpty()), "each ignored setting says why");
        assertTrue(vm.summaryProperty().get().startsWith(taken.size() + " taken"), vm.summaryProperty().get());

        assertTrue(vm.apply());
        ExecutorConfig c = workspace.session().history().config();
        assertEquals(2L << 30, c.systemMemory());
        assertEquals(3, c.cores());
        assertEquals(0.5, c.memoryFraction());
        assertEquals("2g", workspace.config().executorMemoryProperty().get(), "the panel shows the executor taken");
        assertEquals(0, workspace.session().history().size(), "an empty sandbox");
    }

    @Test
    void aRefusalIsInSparksWordsAndChangesNothing() {
        ExecutorConfig before = workspace.session().history().config();
        vm.inputProperty().set("spark.executor.memory 2g\nspark.memory.fraction 1.5\n");
        assertFalse(vm.canApplyProperty().get());
        List<ConfRow> refused = rows(ConfRow.Kind.REFUSED);
        assertEquals(1, refused.size(), vm.rows().toString());
        assertEquals("spark.memory.fraction = 1.5", refused.get(0).setting());
        assertEquals("Spark: spark.memory.fraction should be between 0 and 1 (was '1.5').", refused.get(0).why());
        assertEquals("the pasted text, line 2", refused.get(0).where());
        assertTrue(vm.summaryProperty().get().contains("1 refused"), vm.summaryProperty().get());
        assertFalse(vm.apply());
        assertEquals(before, workspace.session().history().config());
    }

    @Test
    void aFileIsReadIntoTheDialogAndNamedInTheReport() throws Exception {
        Path conf = dir.resolve("spark-defaults.conf");
        Files.writeString(conf, "spark.executor.memory   6g\nspark.executor.cores 2\nspark.local.dir /tmp\n");
        toOpen = conf;
        vm.openFile();
        assertEquals(Files.readString(conf), vm.inputProperty().get());
        ConfRow memory = rows(ConfRow.Kind.TAKEN).get(0);
        assertEquals(conf + ", line 1", memory.where());
        assertEquals("spark.local.dir = /tmp", rows(ConfRow.Kind.IGNORED).get(0).setting());

        Path binary = dir.resolve("not-text.conf");
        Files.write(binary, new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1});
        toOpen = binary;
        vm.openFile();
        assertEquals("Cannot read not-text.conf: it is not UTF-8 text.", vm.errorProperty().get());
        assertEquals(Files.readString(conf), vm.inputProperty().get(), "a file that cannot be read leaves the text as it was");

        Path large = dir.resolve("large.conf");
        Files.write(large, new byte[(int) SparkConfViewModel.MAX_BYTES + 1]);
        toOpen = large;
        vm.openFile();
        assertTrue(vm.errorProperty().get().startsWith("Cannot read large.conf: 1048577 bytes"), vm.errorProperty().get());

        vm.clear();
        assertEquals("", vm.inputProperty().get());
        assertEquals("", vm.errorProperty().get());
        assertTrue(vm.rows().isEmpty());
        assertFalse(vm.canApplyProperty().get());
    }

    @Test
    void aDroppedFileAsksForTheDialog() throws Exception {
        Path conf = dir.resolve("spark-defaults.conf");
        Files.writeString(conf, "spark.executor.memory 1g\n");
        int before = vm.dialogRequestsProperty().get();
        assertTrue(workspace.openSparkConf(conf));
        assertEquals(before + 1, vm.dialogRequestsProperty().get());
        assertEquals("spark.executor.memory 1g\n", vm.inputProperty().get());
    }

    /** Out and back in: the flags copied read back as the same executor, off-heap, page size and reserved memory included. */
    @Test
    void theFlagsCopiedReadBackAsTheSameExecutor() {
        vm.inputProperty().set("--executor-memory 1536m --executor-cores 3 --conf spark.memory.offHeap.enabled=true "
                + "--conf spark.memory.offHeap.size=512m --conf spark.memory.storageFraction=0.3 "
                + "--conf spark.buffer.pageSize=4m --conf spark.testing.reservedMemory=104857600");
        assertTrue(vm.apply(), vm.rows().toString());
        ExecutorConfig applied = workspace.session().history().config();

        vm.copyFlags();
        String flags = clipboard.text().orElseThrow();
        assertTrue(flags.startsWith("--executor-memory 1536m \\\n--executor-cores 3"), flags);
        assertTrue(notices.get(notices.size() - 1).startsWith("Copied "), notices.toString());

        workspace.newScene();
        vm.inputProperty().set("spark-submit " + flags + " app.jar");
        assertTrue(vm.apply(), vm.rows().toString());
        assertEquals(applied, workspace.session().history().config());
    }
}
