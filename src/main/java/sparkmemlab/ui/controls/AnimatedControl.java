package sparkmemlab.ui.controls;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.css.CssMetaData;
import javafx.css.SimpleStyleableObjectProperty;
import javafx.css.StyleConverter;
import javafx.css.Styleable;
import javafx.css.StyleableObjectProperty;
import javafx.css.StyleableProperty;
import javafx.scene.control.Control;
import javafx.util.Duration;

/**
 * A custom control whose skin animates from one state to the next. How long that takes is the CSS
 * property {@code -sml-transition-duration}, so speed and reduced motion are a style switch
 * (the window's root carries {@code speed-slow}, {@code speed-fast} or {@code reduced-motion}).
 */
public abstract class AnimatedControl extends Control {

    private static final CssMetaData<AnimatedControl, Duration> TRANSITION_DURATION =
            new CssMetaData<>("-sml-transition-duration", StyleConverter.getDurationConverter(), Duration.millis(300)) {
                @Override
                public boolean isSettable(AnimatedControl control) {
                    return !control.transitionDuration.isBound();
                }

                @Override
                public StyleableProperty<Duration> getStyleableProperty(AnimatedControl control) {
                    return control.transitionDuration;
                }
            };

    private static final List<CssMetaData<? extends Styleable, ?>> CSS_META_DATA;

    static {
        List<CssMetaData<? extends Styleable, ?>> list = new ArrayList<>(Control.getClassCssMetaData());
        list.add(TRANSITION_DURATION);
        CSS_META_DATA = Collections.unmodifiableList(list);
    }

    private final StyleableObjectProperty<Duration> transitionDuration =
            new SimpleStyleableObjectProperty<>(TRANSITION_DURATION, this, "transitionDuration", Duration.millis(300));

    private final ReadOnlyBooleanWrapper transitioning = new ReadOnlyBooleanWrapper(this, "transitioning");

    /**
     * A picture takes no keys, so it takes no focus either: as a focus stop it would draw a focus ring over the
     * picture, and take the window's first focus away from the controls that act.
     */
    protected AnimatedControl() {
        setFocusTraversable(false);
    }

    /** Whether the skin is moving from one state to the next right now. */
    public ReadOnlyBooleanProperty transitioningProperty() {
        return transitioning.getReadOnlyProperty();
    }

    final void setTransitioning(boolean on) {
        transitioning.set(on);
    }

    public StyleableObjectProperty<Duration> transitionDurationProperty() {
        return transitionDuration;
    }

    /** The length of one state-to-state transition; zero means no animation. */
    public Duration getTransitionDuration() {
        Duration d = transitionDuration.get();
        return d == null ? Duration.ZERO : d;
    }

    /**
     * Lays out the skin's pieces again at the next pulse without measuring the control or its ancestors
     * again: for values a transition moves every frame, which move pieces inside the control but never
     * change its size. ({@link #requestLayout} would make every ancestor measure all its children again,
     * every frame of every transition: 64 task cards each time the bars glide.)
     */
    final void layoutInside() {
        setNeedsLayout(true);
    }

    public static List<CssMetaData<? extends Styleable, ?>> getClassCssMetaData() {
        return CSS_META_DATA;
    }

    @Override
    public List<CssMetaData<? extends Styleable, ?>> getControlCssMetaData() {
        return getClassCssMetaData();
    }
}
