package sparkmemlab.ui.vm.replay;

import java.util.List;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import sparkmemlab.replay.ReplayNotice;
import sparkmemlab.replay.ReplayedLog;
import sparkmemlab.ui.text.UiText;

/** What the log is (its application, Spark's version, its events and files) and what it does not tell. */
public final class ReplayNoticesViewModel {
    private final ReplaySession session;
    private final ReadOnlyStringWrapper about = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<List<String>> notices = new ReadOnlyObjectWrapper<>(List.of());

    public ReplayNoticesViewModel(ReplaySession session) {
        this.session = session;
        session.logProperty().addListener((o, a, b) -> update());
        update();
    }

    public ReadOnlyStringProperty aboutProperty() { return about.getReadOnlyProperty(); }
    /** Each notice in the reader's language, in the order the reader gave them. */
    public ReadOnlyObjectProperty<List<String>> noticesProperty() { return notices.getReadOnlyProperty(); }

    private void update() {
        ReplayedLog log = session.logProperty().get();
        UiText text = session.text();
        if (log == null) {
            about.set(text.get("replay.about.none"));
            notices.set(List.of());
            return;
        }
        var app = log.app();
        about.set(text.get("replay.about", String.valueOf(app.name()), String.valueOf(app.id()),
                String.valueOf(app.sparkVersion()), log.events(), log.source().files().size(), text.bytes(log.source().totalBytes())));
        notices.set(log.notices().stream().map(ReplayNotice::text).map(t -> t.in(text.locale())).toList());
    }
}
