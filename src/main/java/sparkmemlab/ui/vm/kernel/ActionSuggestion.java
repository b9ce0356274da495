package sparkmemlab.ui.vm.kernel;

import sparkmemlab.model.MemoryMode;

/**
 * What a scene suggests doing next, for the action form to show (the welcome scene's "cache rdd_3_0"). A null
 * field leaves the form's value as it is.
 */
public record ActionSuggestion(ActionKind kind, String task, String block, String bytes, MemoryMode mode) {

    /** An empty sandbox: start the first task. */
    public static ActionSuggestion startFirstTask() {
        return new ActionSuggestion(ActionKind.START_TASK, "1", null, null, null);
    }
}
