package sparkmemlab;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The layers, checked on the compiled classes (not only the imports: a fully qualified name counts
 * too). The models know nothing of the window; the window is the only user of JavaFX; no two
 * packages need each other.
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
                        "com.google.gson..")
                .because("the container model is pure Java beside the executor model, which wraps it")
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
        slices().matching("sparkmemlab.(*)..").should().beFreeOfCycles().check(app);
    }
}
