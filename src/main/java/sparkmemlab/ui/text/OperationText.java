package sparkmemlab.ui.text;

import sparkmemlab.container.ContainerOp;
import sparkmemlab.model.OpResult;
import sparkmemlab.model.Operation;
import sparkmemlab.model.StepResult;

/** Operations and their results in the window's words. */
public final class OperationText {
    private final UiText text;

    public OperationText(UiText text) {
        this.text = text;
    }

    public String describe(Operation op) {
        if (op instanceof Operation.AcquireExecution o) {
            return text.get("op.acquireExecution", o.task(), text.bytes(o.bytes()), text.mode(o.mode()));
        } else if (op instanceof Operation.ReleaseExecution o) {
            return text.get("op.releaseExecution", o.task(), text.bytes(o.bytes()), text.mode(o.mode()));
        } else if (op instanceof Operation.ReleaseAllExecution o) {
            return text.get("op.releaseAllExecution", o.task());
        } else if (op instanceof Operation.PutBlock o) {
            return text.get("op.putBlock", o.block().name(), text.bytes(o.bytes()), text.mode(o.mode()));
        } else if (op instanceof Operation.AcquireUnroll o) {
            return text.get("op.acquireUnroll", o.task(), text.bytes(o.bytes()), text.mode(o.mode()), o.block().name());
        } else if (op instanceof Operation.ReleaseUnroll o) {
            return text.get("op.releaseUnroll", o.task(), text.bytes(o.bytes()), text.mode(o.mode()));
        } else if (op instanceof Operation.GetBlock o) {
            return text.get("op.getBlock", o.block().name());
        } else if (op instanceof Operation.LockBlock o) {
            return text.get("op.lockBlock", o.task(), o.block().name());
        } else if (op instanceof Operation.UnlockBlock o) {
            return text.get("op.unlockBlock", o.task(), o.block().name());
        } else if (op instanceof Operation.RemoveBlock o) {
            return text.get("op.removeBlock", o.block().name());
        } else if (op instanceof Operation.ConsumerAcquire o) {
            return text.get("op.consumerAcquire", o.task(), o.consumer(), text.bytes(o.bytes()), text.mode(o.mode()));
        } else if (op instanceof Operation.ConsumerRelease o) {
            return text.get("op.consumerRelease", o.task(), o.consumer(), text.bytes(o.bytes()));
        } else if (op instanceof Operation.AllocatePage o) {
            return text.get("op.allocatePage", o.task(), o.consumer(), text.bytes(o.bytes()), text.mode(o.mode()));
        } else if (op instanceof Operation.MaybeSpill o) {
            return text.get("op.maybeSpill", o.task(), o.consumer(), text.bytes(o.bytes()));
        } else if (op instanceof Operation.UserAllocate o) {
            return text.get("op.userAllocate", o.task(), text.bytes(o.bytes()));
        } else if (op instanceof Operation.UserRelease o) {
            return text.get("op.userRelease", o.task(), text.bytes(o.bytes()));
        } else if (op instanceof Operation.EndTask o) {
            return text.get("op.endTask", o.task());
        } else if (op instanceof Operation.CacheBlock o) {
            return text.get(one("op.cacheBlock", o.records()), o.block().name(), o.task(), o.level().name(), o.records(),
                    text.bytes(o.recordBytes()));
        } else if (op instanceof Operation.SorterInsert o) {
            return text.get(one("op.sorterInsert", o.records()), o.task(), o.consumer(), o.records(), text.bytes(o.recordBytes()));
        } else if (op instanceof Operation.MapAppend o) {
            return text.get(one("op.mapAppend", o.keys()), o.task(), o.consumer(), o.keys(), text.bytes(o.keyBytes()),
                    text.bytes(o.valueBytes()));
        } else if (op instanceof Operation.ShuffleInsert o) {
            return text.get(one("op.shuffleInsert", o.records()), o.task(), o.consumer(), o.records(), text.bytes(o.recordBytes()),
                    o.partitions());
        } else if (op instanceof Operation.SetUnmanagedMemory o) {
            return text.get("op.setUnmanagedMemory", o.component(), text.bytes(o.bytes()), o.mode());
        } else if (op instanceof Operation.InContainer c) {
            return container(c.step());
        }
        return op.op();
    }

    public String result(StepResult step) {
        OpResult r = step.result();
        if (r instanceof OpResult.Bytes b) {
            return text.get("result.bytes", text.bytes(b.bytes()));
        } else if (r instanceof OpResult.Flag f) {
            return text.get(f.value() ? "result.true" : "result.false");
        } else if (r instanceof OpResult.Error e) {
            return e.message();
        } else if (r instanceof OpResult.Waiting) {
            return text.get("result.waiting");
        } else if (r instanceof OpResult.Where w) {
            // where cacheBlock left the block: "memory", "disk" or "none"
            return text.get(switch (w.place()) {
                case "memory" -> "result.memory";
                case "disk" -> "result.disk";
                default -> "result.nowhere";
            });
        }
        return text.get("result.none");
    }

    /** The key's singular form ({@code key.one}) for a count of one, so that no sentence says "1 records". */
    private static String one(String key, long count) {
        return count == 1 ? key + ".one" : key;
    }

    private String container(ContainerOp op) {
        if (op instanceof ContainerOp.ThreadStart o) {
            return text.get("op.threadStart", o.thread());
        } else if (op instanceof ContainerOp.ThreadEnd o) {
            return text.get("op.threadEnd", o.thread());
        } else if (op instanceof ContainerOp.NettyAllocate o) {
            return text.get("op.nettyAllocate", o.service().key(), text.bytes(o.bytes()), o.thread(), o.buffer());
        } else if (op instanceof ContainerOp.NettyRelease o) {
            return text.get("op.nettyRelease", o.buffer());
        } else if (op instanceof ContainerOp.ShuffleFetch o) {
            return text.get("op.shuffleFetch", o.request(), text.bytes(o.bytes()), o.thread(), String.valueOf(o.task()));
        } else if (op instanceof ContainerOp.ShuffleFetchDone o) {
            return text.get("op.shuffleFetchDone", o.request());
        } else if (op instanceof ContainerOp.MetaspaceGrow o) {
            return text.get("op.metaspaceGrow", text.bytes(o.bytes()));
        } else if (op instanceof ContainerOp.CodeCacheGrow o) {
            return text.get("op.codeCacheGrow", text.bytes(o.bytes()));
        } else if (op instanceof ContainerOp.DirectAllocate o) {
            return text.get("op.directAllocate", o.buffer(), text.bytes(o.bytes()));
        } else if (op instanceof ContainerOp.DirectFree o) {
            return text.get("op.directFree", o.buffer());
        }
        return op.op(); // offHeapAllocate/offHeapFree: the off-heap pools drive them in an executor
    }
}
