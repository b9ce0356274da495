package sparkmemlab.container;

import java.util.Locale;
import sparkmemlab.container.i18n.ContainerMessages;

/**
 * The cluster manager an executor's container comes from, chosen by {@code spark.master} as
 * {@code SparkSubmit} chooses it: {@code yarn}, or a master that starts with {@code k8s} (a
 * {@code k8s://https://host:port} URL).
 */
public enum ClusterManager {
    YARN,
    KUBERNETES;

    /** @throws ContainerConfigException for a master that runs no executor in a container */
    public static ClusterManager fromMaster(String master) {
        if (master.equals("yarn")) {
            return YARN;
        }
        if (master.startsWith("k8s")) {
            return KUBERNETES;
        }
        throw new ContainerConfigException(ContainerConfig.MASTER, ContainerMessages.get("master.unsupported", master));
    }

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
