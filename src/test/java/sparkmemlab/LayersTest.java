package sparkmemlab;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import java.nio.file.Path;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The layers of src/docs/workspaces.md, checked on the compiled classes (not only the imports: a fully
 * qualified name counts too). The models know nothing of the window; the window is the only user of JavaFX;
 * no two packages need each other, at any depth; inside the window's own packages no two classes need each
 * other; no workspace uses another's; a view-model never sees a control. The window's rules are written for
 * any root package, so each is also run on a planted violation under {@code sparkmemlab.layersfixture} and
 * must fail there.
 */
class LayersTest {
    private static JavaClasses app;

    /** The app's own classes: the folder (or jar) the main classes were compiled to, wherever the build puts it. */
    @BeforeAll
    static void importTheApp() throws Exception {
        app = new ClassFileImporter().importPath(Path.of(sparkmemlab.model.ExecutorModel.class.getProtectionDomain()
                .getCodeSource().getLocation().toURI()));
    }

    @Test
    void onlyTheWindowUsesJavaFx() {
        noClasses().that().resideOutsideOfPackage("sparkmemlab.ui..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "com.sun.javafx..", "org.controlsfx..")
                .because("the models are pure Java: model -> state -> view-model -> view")
                .check(app);
    }

    @Test
    void theModelUsesNothingAboveIt() {
        classes().that().resideInAPackage("sparkmemlab.model..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "sparkmemlab.model..", "sparkmemlab.i18n..",
                        "sparkmemlab.container..")
                .because("the executor model is the bottom layer, with the container it runs in beside it: scenarios, "
                        + "lessons, snapshots and the window build on them")
                .check(app);
    }

    @Test
    void theContainerUsesNothingAboveIt() {
        classes().that().resideInAPackage("sparkmemlab.container..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "sparkmemlab.container..", "sparkmemlab.i18n..",
                        "sparkmemlab.model.config..", "com.google.gson..")
                .because("the container model is pure Java beside the executor model, which wraps it; both read Spark's "
                        + "keys and HotSpot's sizes from model.config")
                .check(app);
    }

    @Test
    void sparksKeysAndDefaultsStandOnNothing() {
        classes().that().resideInAPackage("sparkmemlab.model.config..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "sparkmemlab.model.config..")
                .because("the one definition of each key and default is the bottom layer: every reader may use it")
                .check(app);
    }

    @Test
    void jsonReadsAndWritesWithoutKnowingScenarios() {
        noClasses().that().resideInAPackage("sparkmemlab.json..")
                .should().dependOnClassesThat().resideInAnyPackage("sparkmemlab.scenario..", "sparkmemlab.lesson..",
                        "sparkmemlab.snapshot..", "sparkmemlab.ui..", "sparkmemlab.cli..")
                .check(app);
    }

    @Test
    void noPackagesNeedEachOther() {
        Rules.noPackageCycles("sparkmemlab").check(app);
    }

    @Test
    void noClassesOfTheWindowNeedEachOther() {
        Rules.noClassCyclesInTheWindow("sparkmemlab").check(app);
    }

    @Test
    void noWorkspaceUsesAnother() {
        Set<String> workspaces = Rules.workspaces("sparkmemlab", app);
        assertTrue(workspaces.containsAll(Set.of("executor", "legacy", "cluster", "container", "replay")),
                "the workspaces are found by their view-models: " + workspaces);
        Rules.noWorkspaceUsesAnother("sparkmemlab", app).check(app);
    }

    @Test
    void viewModelsNeverSeeAControl() {
        Rules.viewModelsSeeNoControls("sparkmemlab").check(app);
    }

    @Test
    void theModelNeverSeesTheWindow() {
        Rules.modelsSeeNoWindow("sparkmemlab").check(app);
    }

    // ---- each rule fails on a violation planted for it ----

    @Test
    void aPlantedPackageCycleFails() {
        failsOn("packagecycle", Rules::noPackageCycles, "ui.one", "ui.two");
    }

    @Test
    void aPlantedClassCycleInTheWindowFails() {
        failsOn("classcycle", Rules::noClassCyclesInTheWindow, "Window", "Camera");
    }

    @Test
    void aPlantedWorkspaceToWorkspaceUseFails() {
        String root = Rules.FIXTURES + ".workspaces";
        JavaClasses planted = new ClassFileImporter().importPackages(root);
        assertTrue(Rules.workspaces(root, planted).equals(Set.of("alpha", "beta")), Rules.workspaces(root, planted)::toString);
        failsOn("workspaces", r -> Rules.noWorkspaceUsesAnother(r, planted), "AlphaView", "BetaWorkspaceViewModel");
    }

    @Test
    void aPlantedControlInAViewModelFails() {
        failsOn("controls", Rules::viewModelsSeeNoControls, "PanelViewModel", "javafx.scene.control.Label");
    }

    @Test
    void aPlantedWindowInTheModelFails() {
        failsOn("model", Rules::modelsSeeNoWindow, "Pool", "PoolViewModel");
    }

    /** The rule, made for the planted root, fails on the planted classes, naming both ends of the arrow. */
    private static void failsOn(String fixture, Function<String, ArchRule> rule, String from, String to) {
        String root = Rules.FIXTURES + "." + fixture;
        EvaluationResult result = rule.apply(root).evaluate(new ClassFileImporter().importPackages(root));
        String report = String.join("\n", result.getFailureReport().getDetails());
        assertTrue(result.hasViolation(), "the rule let the planted violation in " + root + " through");
        assertTrue(report.contains(from) && report.contains(to), report);
    }

    /** The window's rules for any root package (the app's, or a planted one's). */
    static final class Rules {
        static final String FIXTURES = "sparkmemlab.layersfixture";

        private Rules() {
        }

        /** Every package is its own slice ({@code (**)}): {@code ui.vm} and {@code ui.vm.executor} are two. */
        static ArchRule noPackageCycles(String root) {
            return slices().matching(root + ".(**)").should().beFreeOfCycles()
                    .because("no two packages need each other, at any depth (src/docs/workspaces.md, The layers)");
        }

        /**
         * Inside the window's own packages ({@code ui}, {@code ui.vm}) each top-level class is a slice: the
         * window's controller does not use what loads it, nor the window's view-model what it hands work to.
         */
        static ArchRule noClassCyclesInTheWindow(String root) {
            Set<String> window = Set.of(root + ".ui", root + ".ui.vm");
            SliceAssignment byClass = new SliceAssignment() {
                @Override
                public SliceIdentifier getIdentifierOf(JavaClass c) {
                    return window.contains(c.getPackageName())
                            ? SliceIdentifier.of(c.getPackageName() + "." + topLevel(c).getSimpleName())
                            : SliceIdentifier.ignore();
                }

                @Override
                public String getDescription() {
                    return "the classes of " + window;
                }
            };
            return slices().assignedFrom(byClass).should().beFreeOfCycles()
                    .because("arrows inside the window run one way: from what shows to what it uses");
        }

        /**
         * The workspaces: each {@code ui.vm.<name>} package with a {@code ...WorkspaceViewModel} in it, as the doc
         * asks of every workspace.
         */
        static Set<String> workspaces(String root, JavaClasses classes) {
            String vm = root + ".ui.vm.";
            return classes.stream()
                    .filter(c -> c.getPackageName().startsWith(vm) && c.getSimpleName().endsWith("WorkspaceViewModel"))
                    .map(c -> c.getPackageName().substring(vm.length()))
                    .filter(p -> !p.contains("."))
                    .collect(Collectors.toSet());
        }

        /** A workspace is its views ({@code ui.<name>..}) and view-models ({@code ui.vm.<name>..}) together. */
        static ArchRule noWorkspaceUsesAnother(String root, JavaClasses classes) {
            Set<String> names = workspaces(root, classes);
            SliceAssignment byWorkspace = new SliceAssignment() {
                @Override
                public SliceIdentifier getIdentifierOf(JavaClass c) {
                    String p = c.getPackageName();
                    for (String name : names) {
                        if (within(p, root + ".ui." + name) || within(p, root + ".ui.vm." + name)) {
                            return SliceIdentifier.of("workspace " + name);
                        }
                    }
                    return SliceIdentifier.ignore();
                }

                @Override
                public String getDescription() {
                    return "the workspaces " + names;
                }
            };
            return slices().assignedFrom(byWorkspace).should().notDependOnEachOther()
                    .because("what workspaces share is the kernel's (ui.kernel, ui.vm.kernel), handed over by "
                            + "WorkspaceContext; a workspace can be changed without touching another's files");
        }

        static ArchRule viewModelsSeeNoControls(String root) {
            return noClasses().that().resideInAPackage(root + ".ui.vm..")
                    .should().dependOnClassesThat().resideInAnyPackage(root + ".ui.controls..", root + ".ui.view..",
                            "javafx.scene..", "javafx.stage..", "javafx.fxml..", "org.controlsfx..")
                    .because("a view-model sees only javafx.beans and javafx.collections: it is tested without a toolkit");
        }

        static ArchRule modelsSeeNoWindow(String root) {
            return noClasses().that().resideInAPackage(root + ".model..")
                    .should().dependOnClassesThat().resideInAPackage(root + ".ui..")
                    .because("model -> state -> view-model -> view");
        }

        private static boolean within(String pkg, String of) {
            return pkg.equals(of) || pkg.startsWith(of + ".");
        }

        private static JavaClass topLevel(JavaClass c) {
            JavaClass t = c;
            while (t.getEnclosingClass().isPresent()) {
                t = t.getEnclosingClass().get();
            }
            return t;
        }
    }
}
