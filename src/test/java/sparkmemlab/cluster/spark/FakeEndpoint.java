package sparkmemlab.cluster.spark;

import java.util.List;
import org.apache.spark.SparkConf;
import org.apache.spark.rpc.RpcAddress;
import org.apache.spark.rpc.RpcEndpointRef;
import org.apache.spark.rpc.RpcTimeout;
import scala.concurrent.Future;
import scala.reflect.ClassTag;

/**
 * A Worker's or a driver's endpoint as the Master holds it: every message the Master sends it goes
 * to one outbox, in the order sent. Nothing answers on its own; the checks play the Workers' part.
 */
final class FakeEndpoint extends RpcEndpointRef {
    private static final long serialVersionUID = 1L;

    /** A message and the endpoint it was sent to. */
    record Sent(FakeEndpoint to, Object message) {
    }

    private final RpcAddress address;
    private final String name;
    /** The scenario's id of the worker or app this endpoint stands for. */
    final String owner;
    private final transient List<Sent> outbox;

    FakeEndpoint(SparkConf conf, RpcAddress address, String name, String owner, List<Sent> outbox) {
        super(conf);
        this.address = address;
        this.name = name;
        this.owner = owner;
        this.outbox = outbox;
    }

    @Override
    public RpcAddress address() {
        return address;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void send(Object message) {
        outbox.add(new Sent(this, message));
    }

    @Override
    public <T> Future<T> ask(Object message, RpcTimeout timeout, ClassTag<T> tag) {
        throw new UnsupportedOperationException("the Master does not ask " + name + " anything here: " + message);
    }
}
