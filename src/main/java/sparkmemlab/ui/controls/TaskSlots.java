package sparkmemlab.ui.controls;

import java.util.List;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.control.Skin;
import sparkmemlab.ui.picture.TaskSlotPicture;

/** The executor's task slots, each with its task's execution memory against 1/2N and 1/N. */
public final class TaskSlots extends AnimatedControl {

    private final ObjectProperty<List<TaskSlotPicture>> slots = new SimpleObjectProperty<>(this, "slots", List.of());
    /** How many times a layout was asked of the slots (by them or by anything inside them). */
    private int layoutRequests;

    public TaskSlots() {
        getStyleClass().add("task-slots");
    }

    public ObjectProperty<List<TaskSlotPicture>> slotsProperty() {
        return slots;
    }

    public List<TaskSlotPicture> getSlots() {
        return slots.get();
    }

    public void setSlots(List<TaskSlotPicture> value) {
        slots.set(value);
    }

    /** Counts the request, so the skin knows its measured height may have changed. */
    @Override
    public void requestLayout() {
        layoutRequests++;
        super.requestLayout();
    }

    int layoutRequests() {
        return layoutRequests;
    }

    /** Its height depends on its width: the cards share the row and wrap their words to their share. */
    @Override
    public javafx.geometry.Orientation getContentBias() {
        return javafx.geometry.Orientation.HORIZONTAL;
    }

    @Override
    protected Skin<?> createDefaultSkin() {
        return new TaskSlotsSkin(this);
    }
}
