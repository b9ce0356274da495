package sparkmemlab.cluster.spark;

import org.apache.spark.rpc.RpcAddress;
import org.apache.spark.rpc.RpcCallContext;

/** The caller's side of a {@code receiveAndReply}: keeps the Master's reply. */
final class ReplyContext implements RpcCallContext {
    private final RpcAddress sender;
    Object reply;

    ReplyContext(RpcAddress sender) {
        this.sender = sender;
    }

    @Override
    public void reply(Object response) {
        reply = response;
    }

    @Override
    public void sendFailure(Throwable e) {
        throw new IllegalStateException("the Master failed a request", e);
    }

    @Override
    public RpcAddress senderAddress() {
        return sender;
    }
}
