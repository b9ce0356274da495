package sparkmemlab.ui.vm;

import javafx.beans.property.ReadOnlyStringProperty;

/** A workspace whose scene runs on a Spark version, which the window's header names beside the scene's title. */
public interface NamesSparkVersion {

    /** The Spark the scene shown runs on, in words ("Spark 4.2.0"). */
    ReadOnlyStringProperty sparkVersionProperty();
}
