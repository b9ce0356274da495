package sparkmemlab.ui.controls;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.css.CssMetaData;
import javafx.css.SimpleStyleableObjectProperty;
import javafx.css.StyleConverter;
import javafx.css.Styleable;
import javafx.css.StyleableObjectProperty;
import javafx.css.StyleableProperty;
import javafx.scene.control.Control;
import javafx.scene.control.Skin;
import javafx.util.Duration;

/**
 * The beat of a playing lesson: while {@link #playingProperty()} is true, {@link #onTickProperty()} runs every
 * {@code -sml-play-interval} (a CSS property, so the speed is a style switch on the window's root).
 */
public final class PlayClock extends Control {

    private static final CssMetaData<PlayClock, Duration> INTERVAL =
            new CssMetaData<>("-sml-play-interval", StyleConverter.getDurationConverter(), Duration.seconds(2.5)) {
                @Override
                public boolean isSettable(PlayClock c) {
                    return !c.interval.isBound();
                }

                @Override
                public StyleableProperty<Duration> getStyleableProperty(PlayClock c) {
                    return c.interval;
                }
            };

    private static final List<CssMetaData<? extends Styleable, ?>> CSS_META_DATA;

    static {
        List<CssMetaData<? extends Styleable, ?>> list = new ArrayList<>(Control.getClassCssMetaData());
        list.add(INTERVAL);
        CSS_META_DATA = Collections.unmodifiableList(list);
    }

    private final StyleableObjectProperty<Duration> interval =
            new SimpleStyleableObjectProperty<>(INTERVAL, this, "interval", Duration.seconds(2.5));
    private final BooleanProperty playing = new SimpleBooleanProperty(this, "playing");
    private final ObjectProperty<Runnable> onTick = new SimpleObjectProperty<>(this, "onTick", () -> { });

    public PlayClock() {
        getStyleClass().add("play-clock");
        setManaged(false);
        setMouseTransparent(true);
        setFocusTraversable(false);
    }

    public StyleableObjectProperty<Duration> intervalProperty() { return interval; }

    public Duration getInterval() {
        Duration d = interval.get();
        return d == null || d.lessThan(Duration.millis(50)) ? Duration.millis(50) : d;
    }

    public BooleanProperty playingProperty() { return playing; }

    public ObjectProperty<Runnable> onTickProperty() { return onTick; }

    public static List<CssMetaData<? extends Styleable, ?>> getClassCssMetaData() { return CSS_META_DATA; }

    @Override
    public List<CssMetaData<? extends Styleable, ?>> getControlCssMetaData() { return getClassCssMetaData(); }

    @Override
    protected Skin<?> createDefaultSkin() { return new PlayClockSkin(this); }
}
