package sparkmemlab.ui.view;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.util.Collection;
import java.util.List;
import java.util.ResourceBundle;
import javafx.fxml.FXMLLoader;
import javafx.scene.Parent;

/**
 * Loads an FXML view whose controllers (its own and those of the files it includes) are made with the
 * view-models they ask for: each controller has one public constructor, and each of its parameters gets the
 * one view-model given of that type. So a panel's controller names its view-model and nothing else, and no
 * controller builds or looks up another's.
 */
public final class Views {
    /** The window's stylesheet, on the class path. */
    public static final String CSS = "/sparkmemlab/ui/spark-memory-lab.css";

    private Views() {
    }

    /** A view loaded, and the controller of its own FXML file. */
    public record Loaded<C>(Parent root, C controller) {
    }

    /** Loads {@code fxml} (a class-path resource) with the window's words. */
    public static Parent load(String fxml, ResourceBundle words, Collection<?> viewModels) {
        return loadWithController(fxml, words, viewModels).root();
    }

    /** Loads {@code fxml} and returns its controller too. */
    public static <C> Loaded<C> loadWithController(String fxml, ResourceBundle words, Collection<?> viewModels) {
        URL url = Views.class.getResource(fxml);
        if (url == null) {
            throw new IllegalStateException("no view " + fxml);
        }
        FXMLLoader loader = new FXMLLoader(url, words);
        List<?> given = List.copyOf(viewModels);
        loader.setControllerFactory(type -> controller(type, given));
        try {
            Parent root = loader.load();
            return new Loaded<>(root, loader.getController());
        } catch (IOException e) {
            throw new IllegalStateException("cannot load " + fxml + ": " + e.getMessage(), e);
        }
    }

    private static Object controller(Class<?> type, List<?> viewModels) {
        Constructor<?>[] constructors = type.getConstructors();
        if (constructors.length != 1) {
            throw new IllegalStateException(type.getName() + ": a controller has one public constructor");
        }
        Constructor<?> constructor = constructors[0];
        Class<?>[] wanted = constructor.getParameterTypes();
        Object[] args = new Object[wanted.length];
        for (int i = 0; i < wanted.length; i++) {
            Class<?> w = wanted[i];
            args[i] = viewModels.stream().filter(w::isInstance).findFirst().orElseThrow(() ->
                    new IllegalStateException(type.getName() + " asks for a " + w.getName() + ", which its view was not given"));
        }
        try {
            return constructor.newInstance(args);
        } catch (InstantiationException | IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("cannot make " + type.getName(), e);
        }
    }
}
