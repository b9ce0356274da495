package sparkmemlab.lesson;

import sparkmemlab.i18n.Messages;

/**
 * A kind of change a cluster lesson's narration can claim of its step: that an app waits, that executors were
 * launched, lost or killed, that a worker was passed over. As with {@link Change}, a text that speaks of one
 * must come with a check that pins whether (and how) it happened in that step.
 */
public enum ClusterChange implements ChangeKind {
    WAIT("wait|waits|waited|waiting|queue|queued", "等待|排队"),
    LAUNCH("launch|launches|launched|launching|relaunch|relaunches|relaunched|LaunchExecutor", "启动|拉起"),
    LOSE("lost|lose|loses|losing|dead|dies|died", "丢失|失联|宕机"),
    KILL("kill|kills|killed|KillExecutor", "杀掉|杀死|终止"),
    SKIP("skip|skips|skipped|unusable", "跳过|不可用");

    private final ChangeKind.Words words;

    ClusterChange(String english, String chinese) {
        this.words = new ChangeKind.Words(english, chinese);
    }

    @Override
    public ChangeKind.Words words() {
        return words;
    }

    @Override
    public String unpinned() {
        return switch (this) {
            case WAIT -> Messages.get("lesson.change.cluster.WAIT");
            case LAUNCH -> Messages.get("lesson.change.cluster.LAUNCH");
            case LOSE -> Messages.get("lesson.change.cluster.LOSE");
            case KILL -> Messages.get("lesson.change.cluster.KILL");
            case SKIP -> Messages.get("lesson.change.cluster.SKIP");
        };
    }

    @Override
    public boolean pinnedBy(Expect check) {
        // A check on either setting of spreadOut pins the words: the lesson speaks of both.
        Expect claim = ClusterExpect.OnSpreadOut.inner(check);
        return switch (this) {
            case WAIT -> claim instanceof ClusterExpect.AppState || listed(claim, ClusterExpect.Listing.WAITING_APPS)
                    || valueOf(claim, "app\\..+\\.coresLeft");
            case LAUNCH -> listed(claim, ClusterExpect.Listing.LAUNCHED) || claim instanceof ClusterExpect.Executors
                    || valueOf(claim, "step\\.launched");
            case LOSE -> listed(claim, ClusterExpect.Listing.LOST) || claim instanceof ClusterExpect.Worker
                    || valueOf(claim, "step\\.lost");
            case KILL -> listed(claim, ClusterExpect.Listing.KILLED) || valueOf(claim, "step\\.killed");
            case SKIP -> claim instanceof ClusterExpect.Event e && e.kind() == sparkmemlab.cluster.ClusterEvent.WorkerUnusable.class;
        };
    }

    private static boolean listed(Expect claim, ClusterExpect.Listing what) {
        return claim instanceof ClusterExpect.Listed l && l.what() == what;
    }

    private static boolean valueOf(Expect claim, String path) {
        return claim instanceof Expect.Value v && v.of().path().matches("((spreadOut|consolidate)\\.)?" + path);
    }
}
