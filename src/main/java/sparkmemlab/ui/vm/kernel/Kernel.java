package sparkmemlab.ui.vm.kernel;

import sparkmemlab.ui.vm.WorkspaceContext;

/**
 * The kernel's public face to a workspace: the pieces every workspace may share, handed over through its
 * {@link WorkspaceContext} (src/docs/workspaces.md, "The kernel"). The session, its history bar, heap, slots,
 * block list, event log and lesson player are the kernel's classes beside this one; a workspace makes its panels'
 * view-models over the session it gets here or over one of its own.
 */
public final class Kernel {
    private Kernel() {
    }

    /**
     * The window's one executor session, standing on the welcome scene when first made: every workspace that
     * shows the executor (the executor's sandbox, its container) shows this same one.
     */
    public static ExecutorSession executorSession(WorkspaceContext context) {
        return context.shared().get(ExecutorSession.class, () -> {
            ExecutorSession session = new ExecutorSession(context.text());
            WelcomeScene.show(session);
            return session;
        });
    }
}
