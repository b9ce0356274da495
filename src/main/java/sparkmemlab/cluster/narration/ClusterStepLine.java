package sparkmemlab.cluster.narration;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import sparkmemlab.cluster.ApplicationState;
import sparkmemlab.cluster.ClusterEvent;
import sparkmemlab.cluster.ClusterOp;
import sparkmemlab.cluster.ClusterState;
import sparkmemlab.cluster.ClusterStep;
import sparkmemlab.cluster.WorkerMessage;
import sparkmemlab.cluster.WorkerState;

/**
 * One readable line per step, for {@code run}: what the step launched and killed, where the apps
 * and workers stand, and why each app that still waits could not start.
 */
public final class ClusterStepLine {
    private final ClusterNarrator narrator;

    public ClusterStepLine(Locale locale) {
        this.narrator = new ClusterNarrator(locale);
    }

    public String line(ClusterStep step) {
        List<String> changes = new ArrayList<>();
        if (!step.launched().isEmpty()) {
            changes.add(narrator.text("line.launched", join(step.launched().stream().map(this::launch).toList())));
        }
        if (!step.killed().isEmpty()) {
            changes.add(narrator.text("line.killed", join(step.killed().stream()
                    .map(k -> k.app() + "/" + k.executor()).toList())));
        }
        String what = changes.isEmpty() ? narrator.text("line.none") : String.join(narrator.text("line.and"), changes);
        StringBuilder line = new StringBuilder(narrator.text("line.step", step.step(), subject(step.op()), what));
        ClusterState state = step.state();
        if (!state.apps().isEmpty()) {
            line.append(narrator.text("line.apps", join(state.apps().stream().map(this::app).toList())));
        }
        if (!state.workers().isEmpty()) {
            line.append(narrator.text("line.workers", join(state.workers().stream().map(w -> narrator.text("line.worker",
                    w.id(), w.state(), w.coresFree(), w.cores(), w.memoryFree(), w.memory())).toList())));
        }
        if (!state.drivers().isEmpty()) {
            line.append(narrator.text("line.drivers", join(state.drivers().stream()
                    .map(d -> narrator.text("line.driverState", d.id(), d.state())).toList())));
        }
        for (ClusterState.App app : state.apps()) {
            if (app.state() == ApplicationState.WAITING) {
                String why = whyWaiting(app.id(), step);
                if (!why.isEmpty()) {
                    line.append(narrator.text("line.waiting", app.id(), why));
                }
            }
        }
        return line.toString();
    }

    /** The op and what it is about, in Spark's and the scenario's own words. */
    public static String subject(ClusterOp op) {
        String about;
        if (op instanceof ClusterOp.AddWorker a) {
            about = a.worker();
        } else if (op instanceof ClusterOp.RemoveWorker r) {
            about = r.worker();
        } else if (op instanceof ClusterOp.DecommissionWorker d) {
            about = d.worker();
        } else if (op instanceof ClusterOp.SubmitApp s) {
            about = s.app();
        } else if (op instanceof ClusterOp.StopApp s) {
            about = s.app() + " (" + s.how().jsonName() + ")";
        } else if (op instanceof ClusterOp.ExecutorRunning r) {
            about = r.app() + "/" + r.executor();
        } else if (op instanceof ClusterOp.ExecutorExited e) {
            about = e.app() + "/" + e.executor() + " " + e.state() + (e.exitStatus().isPresent() ? " (" + e.exitStatus().getAsInt() + ")" : "");
        } else if (op instanceof ClusterOp.SubmitDriver s) {
            about = s.driver();
        } else if (op instanceof ClusterOp.DriverExited d) {
            about = d.driver() + " " + d.state();
        } else {
            throw new IllegalStateException("unknown op " + op);
        }
        return op.op() + " " + about;
    }

    private String launch(WorkerMessage.Launch launch) {
        if (launch instanceof WorkerMessage.LaunchExecutor e) {
            return narrator.text("line.executor", e.app(), e.executor(), e.worker(), e.cores(), e.memory());
        }
        WorkerMessage.LaunchDriver d = (WorkerMessage.LaunchDriver) launch;
        return narrator.text("line.driver", d.driver(), d.worker(), d.cores(), d.memory());
    }

    private String app(ClusterState.App app) {
        boolean unbounded = app.maxCores().isEmpty() && (long) app.coresGranted() + app.coresLeft() == Integer.MAX_VALUE;
        if (app.state().isFinished() || app.coresLeft() <= 0 || unbounded) {
            return narrator.text("line.app", app.id(), app.state(), app.coresGranted());
        }
        return narrator.text("line.appWanting", app.id(), app.state(), app.coresGranted(), app.coresLeft());
    }

    /**
     * Why an app waits, from this step's last look at it: the workers skipped for it (ALIVE ones;
     * DEAD and DECOMMISSIONED ones never take executors), or the cores it still wants being fewer
     * than one executor takes. Empty when the Master did not schedule in this step.
     */
    public String whyWaiting(String app, ClusterStep step) {
        List<ClusterEvent> events = step.events();
        for (int i = events.size() - 1; i >= 0; i--) {
            ClusterEvent e = events.get(i);
            if (e instanceof ClusterEvent.CoresLeftBelowExecutor c && c.app().equals(app)) {
                return narrator.describe(c);
            }
            if (e instanceof ClusterEvent.UsableWorkers u && u.app().equals(app)) {
                List<String> skipped = new ArrayList<>();
                for (int j = i - 1; j >= 0 && events.get(j) instanceof ClusterEvent.WorkerUnusable w && w.app().equals(app); j--) {
                    if (w.state() == WorkerState.ALIVE) {
                        skipped.add(0, narrator.describe(w));
                    }
                }
                return skipped.isEmpty() ? narrator.text("line.noWorker") : String.join(narrator.text("line.and"), skipped);
            }
        }
        return "";
    }

    private String join(List<String> parts) {
        return parts.stream().collect(Collectors.joining(narrator.text("list.separator")));
    }
}
