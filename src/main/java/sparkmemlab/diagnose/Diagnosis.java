package sparkmemlab.diagnose;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the diagnosis makes of an error text: the failure (and the others the text names), where it happened,
 * the scene that reproduces it on the model with what the model said at its failing step, the changes checked
 * on that scene, and in words: what was assumed, what the text does not tell (questions), and where the text
 * and the configuration disagree.
 *
 * @param configGiven whether a configuration was given (else the scene takes Spark's defaults)
 * @param modelSays the model's own message at the failing step, when there is a scene
 * @param reproduced whether the model failed there with the text's numbers
 */
public record Diagnosis(Finding primary, List<Finding> findings, Map<String, String> where, boolean configGiven,
        Optional<Scene> scene, Optional<String> modelSays, boolean reproduced, List<Fix> fixes,
        List<Note> assumptions, List<Note> questions, List<Note> disagreements) {

    public Diagnosis {
        findings = List.copyOf(findings);
        where = Map.copyOf(where);
        fixes = List.copyOf(fixes);
        assumptions = List.copyOf(assumptions);
        questions = List.copyOf(questions);
        disagreements = List.copyOf(disagreements);
        if (scene.isEmpty() && (modelSays.isPresent() || reproduced || !fixes.isEmpty())) {
            throw new IllegalArgumentException("a model's word, a reproduction or a checked fix needs a scene");
        }
    }

    /** The parts a scene builder fills in, one diagnosis at a time. */
    static final class Builder {
        Scene scene;
        String modelSays;
        boolean reproduced;
        final List<Fix> fixes = new ArrayList<>();
        final List<Note> assumptions = new ArrayList<>();
        final List<Note> questions = new ArrayList<>();
        final List<Note> disagreements = new ArrayList<>();

        Diagnosis build(Finding primary, List<Finding> findings, Map<String, String> where, boolean configGiven) {
            return new Diagnosis(primary, findings, where, configGiven, Optional.ofNullable(scene), Optional.ofNullable(modelSays),
                    reproduced, fixes, assumptions, questions, disagreements);
        }
    }
}
