package sparkmemlab.cluster.spark;

import org.apache.spark.deploy.master.WorkerInfo;
import org.apache.spark.deploy.master.WorkerResourceInfo;
import org.apache.spark.rpc.RpcEndpointRef;
import scala.collection.immutable.Map;

/**
 * A real {@code WorkerInfo} whose only change is its hash code, chosen so that the Master's
 * {@code workers} hash set iterates newest registration first (the contract's canonical tie order).
 *
 * <p>Scala 2.13's {@code mutable.HashSet} puts an element in bucket {@code improved & (length - 1)},
 * where {@code improved = h ^ (h >>> 16)}, keeps each bucket sorted by improved hash, and iterates the
 * buckets in index order. An improved hash of {@code (30000 - registration) << 16} has no low bits, so
 * every worker shares bucket 0 at any table size up to 65536, in ascending order of that value: the
 * newest registration first. Spark's stable {@code sortBy(_.coresFree).reverse} then puts ties
 * earliest-registered first, and {@code Random.shuffle} gets the workers newest first.
 */
final class RegistrationOrderWorkerInfo extends WorkerInfo {
    private static final long serialVersionUID = 1L;
    private static final int LIMIT = 30_000;

    final long registration;
    private final int hash;

    RegistrationOrderWorkerInfo(long registration, String id, String host, int port, int cores, int memory,
            RpcEndpointRef endpoint, String webUiAddress, Map<String, WorkerResourceInfo> resources) {
        super(id, host, port, cores, memory, endpoint, webUiAddress, resources);
        if (registration < 1 || registration >= LIMIT) {
            throw new IllegalArgumentException("registrations 1 to " + (LIMIT - 1) + " only, got " + registration);
        }
        this.registration = registration;
        int improved = (LIMIT - (int) registration) << 16;
        this.hash = improved ^ (improved >>> 16);
    }

    @Override
    public int hashCode() {
        return hash;
    }
}
