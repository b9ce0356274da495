package sparkmemlab.text;

import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import sparkmemlab.i18n.Bundles;
import java.util.stream.Collectors;
import sparkmemlab.container.ContainerEvent;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.MemoryEvent;
import sparkmemlab.model.MemoryMode;

/**
 * Says what a {@link MemoryEvent} means in plain words, from a resource bundle (keys
 * {@code event.<RecordName>[.<variant>]}). Pure Java, so the window, lessons and the command line
 * can all narrate the same way.
 */
public final class EventNarrator {

    /** The bundle the app ships. */
    public static final String BUNDLE = "sparkmemlab.ui.narration";

    private final Wording wording;
    private final Sentences sentences = new Sentences();
    private final ContainerNarrator container;

    public EventNarrator(ResourceBundle bundle) {
        Locale locale = bundle.getLocale() == null || bundle.getLocale().toString().isEmpty()
                ? Locale.ENGLISH : bundle.getLocale();
        this.wording = new Wording(bundle, locale, Wording.Plain.NUMBERS);
        this.container = new ContainerNarrator(wording);
    }

    /** The narrator for the app's own bundle in {@code locale}. */
    public static EventNarrator standard(Locale locale) {
        return new EventNarrator(Bundles.get(BUNDLE, locale));
    }

    /** A step's container events in lines, runs of alike Netty events as one line each. */
    public List<ContainerNarrator.Line> narrate(List<ContainerEvent> events) {
        return container.narrate(events);
    }

    /** One sentence for the event. */
    public String narrate(MemoryEvent event) {
        return event.accept(sentences);
    }

    /** One sentence for each kind of event. */
    private final class Sentences implements MemoryEvent.Visitor<String> {
        @Override
        public String taskRegistered(MemoryEvent.TaskRegistered e) {
            return say("event.TaskRegistered", e.task(), mode(e.mode()), e.activeTasks());
        }

        @Override
        public String notifiedAll(MemoryEvent.NotifiedAll e) {
            return e.woken().isEmpty() ? say("event.NotifiedAll.none") : say("event.NotifiedAll", e.woken().size());
        }

        @Override
        public String woken(MemoryEvent.Woken e) {
            return say("event.Woken", e.task(), bytes(e.bytes()), mode(e.mode()));
        }

        @Override
        public String executionPoolGrown(MemoryEvent.ExecutionPoolGrown e) {
            String key = e.total() == 0 ? "event.ExecutionPoolGrown.none"
                    : e.fromEviction() == 0 ? "event.ExecutionPoolGrown.free" : "event.ExecutionPoolGrown";
            return say(key, mode(e.mode()), bytes(e.needed()), bytes(e.fromFreeStorage()), bytes(e.fromEviction()));
        }

        @Override
        public String executionGranted(MemoryEvent.ExecutionGranted e) {
            return say("event.ExecutionGranted." + e.limit().name(), e.task(), mode(e.mode()), bytes(e.requested()),
                    bytes(e.granted()), bytes(e.heldBefore()), e.activeTasks(), bytes(e.maxMemoryPerTask()),
                    bytes(e.minMemoryPerTask()));
        }

        @Override
        public String executionParked(MemoryEvent.ExecutionParked e) {
            return say("event.ExecutionParked", e.task(), mode(e.mode()), bytes(e.requested()), bytes(e.grantable()),
                    bytes(e.minMemoryPerTask()));
        }

        @Override
        public String executionReleased(MemoryEvent.ExecutionReleased e) {
            return say(e.unregistered() ? "event.ExecutionReleased.unregistered" : "event.ExecutionReleased",
                    e.task(), mode(e.mode()), bytes(e.released()));
        }

        @Override
        public String storageBorrowed(MemoryEvent.StorageBorrowed e) {
            return say("event.StorageBorrowed", e.block().name(), mode(e.mode()), bytes(e.bytes()));
        }

        @Override
        public String storageGranted(MemoryEvent.StorageGranted e) {
            return say("event.StorageGranted", e.block().name(), mode(e.mode()), bytes(e.bytes()));
        }

        @Override
        public String storageRefused(MemoryEvent.StorageRefused e) {
            return say("event.StorageRefused." + e.reason().name(), e.block().name(), mode(e.mode()), bytes(e.bytes()),
                    bytes(e.limit()));
        }

        @Override
        public String executionPoolFixed(MemoryEvent.ExecutionPoolFixed e) {
            return say("event.ExecutionPoolFixed", e.task(), mode(e.mode()), bytes(e.needed()), bytes(e.storageFree()));
        }

        @Override
        public String unrollEvictionCapped(MemoryEvent.UnrollEvictionCapped e) {
            return say(e.bytes() <= e.free() ? "event.UnrollEvictionCapped.fits" : "event.UnrollEvictionCapped",
                    e.block().name(), bytes(e.bytes()), bytes(e.free()), bytes(e.currentUnrollMemory()),
                    bytes(e.maxUnrollMemory()), bytes(e.maxNumBytesToFree()), bytes(e.numBytesToFree()));
        }

        @Override
        public String evictionStarted(MemoryEvent.EvictionStarted e) {
            return say(e.forBlock().isPresent() ? "event.EvictionStarted.block" : "event.EvictionStarted.execution",
                    e.forBlock().map(BlockId::name).orElse(""), mode(e.mode()), bytes(e.space()));
        }

        @Override
        public String evictionCandidate(MemoryEvent.EvictionCandidate e) {
            return say("event.EvictionCandidate", e.block().name(), bytes(e.bytes()));
        }

        @Override
        public String evictionSkipped(MemoryEvent.EvictionSkipped e) {
            return say("event.EvictionSkipped." + e.reason().name(), e.block().name());
        }

        @Override
        public String blockEvicted(MemoryEvent.BlockEvicted e) {
            return say("event.BlockEvicted", e.block().name(), mode(e.mode()), bytes(e.bytes()));
        }

        @Override
        public String evictionAbandoned(MemoryEvent.EvictionAbandoned e) {
            return say("event.EvictionAbandoned", e.forBlock().map(BlockId::name).orElse(""), mode(e.mode()),
                    bytes(e.space()), bytes(e.freeable()));
        }

        @Override
        public String blockIdRenamed(MemoryEvent.BlockIdRenamed e) {
            return say("event.BlockIdRenamed", e.written(), e.block().name());
        }

        @Override
        public String blockStored(MemoryEvent.BlockStored e) {
            return say("event.BlockStored", e.block().name(), mode(e.mode()), bytes(e.bytes()));
        }

        @Override
        public String blockAlreadyPresent(MemoryEvent.BlockAlreadyPresent e) {
            return say("event.BlockAlreadyPresent", e.block().name());
        }

        @Override
        public String blockRead(MemoryEvent.BlockRead e) {
            return say(e.present() ? "event.BlockRead.present" : "event.BlockRead.missing", e.block().name());
        }

        @Override
        public String blockLockedForReading(MemoryEvent.BlockLockedForReading e) {
            return say(e.acquired() ? "event.BlockLockedForReading" : "event.BlockLockedForReading.missing",
                    e.block().name(), e.task(), e.readers());
        }

        @Override
        public String blockUnlocked(MemoryEvent.BlockUnlocked e) {
            return say("event.BlockUnlocked", e.block().name(), e.task(), e.readers());
        }

        @Override
        public String blockRemoved(MemoryEvent.BlockRemoved e) {
            return say(e.present() ? "event.BlockRemoved" : "event.BlockRemoved.missing", e.block().name(), bytes(e.bytes()));
        }

        @Override
        public String unrollReserved(MemoryEvent.UnrollReserved e) {
            return say(e.success() ? "event.UnrollReserved" : "event.UnrollReserved.failed", e.task(), e.block().name(),
                    mode(e.mode()), bytes(e.bytes()));
        }

        @Override
        public String unrollReleased(MemoryEvent.UnrollReleased e) {
            return say("event.UnrollReleased", e.task(), mode(e.mode()), bytes(e.requested()), bytes(e.released()));
        }

        @Override
        public String locksReleased(MemoryEvent.LocksReleased e) {
            return say("event.LocksReleased", e.task(),
                    e.blocks().stream().map(BlockId::name).collect(Collectors.joining(", ")));
        }

        @Override
        public String taskEnded(MemoryEvent.TaskEnded e) {
            return say("event.TaskEnded", e.task(), bytes(e.executionFreed()));
        }

        @Override
        public String spillNeeded(MemoryEvent.SpillNeeded e) {
            return say(e.candidates().isEmpty() ? "event.SpillNeeded.none" : "event.SpillNeeded", e.task(), e.consumer(),
                    bytes(e.required()), bytes(e.got()), String.join(", ", e.candidates()));
        }

        @Override
        public String spillChosen(MemoryEvent.SpillChosen e) {
            // Spark ranks the requester as holding 0 (its sort key, not its holding): it is chosen only when no other
            // consumer is left, and its holding is what it then spills.
            String key = e.held() == 0 ? "event.SpillChosen.requester" : e.tied() ? "event.SpillChosen.tied" : "event.SpillChosen";
            return say(key, e.task(), e.consumer(), bytes(e.held()), bytes(e.shortfall()));
        }

        @Override
        public String consumerSpilled(MemoryEvent.ConsumerSpilled e) {
            return say(e.bytes() == 0 ? "event.ConsumerSpilled.none" : "event.ConsumerSpilled", e.task(), e.consumer(),
                    bytes(e.bytes()), e.requestedBy());
        }

        @Override
        public String maybeSpillChecked(MemoryEvent.MaybeSpillChecked e) {
            return say(e.request() == 0 ? "event.MaybeSpillChecked.below" : "event.MaybeSpillChecked", e.task(), e.consumer(),
                    bytes(e.size()), bytes(e.threshold()), bytes(e.request()));
        }

        @Override
        public String maybeSpillDecided(MemoryEvent.MaybeSpillDecided e) {
            return say(e.spill() ? "event.MaybeSpillDecided.spill" : "event.MaybeSpillDecided", e.task(), e.consumer(),
                    bytes(e.size()), bytes(e.granted()), bytes(e.threshold()));
        }

        @Override
        public String collectionSpilled(MemoryEvent.CollectionSpilled e) {
            return say("event.CollectionSpilled", e.task(), e.consumer(), bytes(e.written()), bytes(e.freed()));
        }

        @Override
        public String collectionForceSpill(MemoryEvent.CollectionForceSpill e) {
            return say("event.CollectionForceSpill." + e.outcome().name(), e.task(), e.consumer(), e.requestedBy(),
                    bytes(e.freed()));
        }

        @Override
        public String consumerGranted(MemoryEvent.ConsumerGranted e) {
            return say("event.ConsumerGranted", e.task(), e.consumer(), bytes(e.required()), bytes(e.got()));
        }

        @Override
        public String consumerReleased(MemoryEvent.ConsumerReleased e) {
            return say("event.ConsumerReleased", e.task(), e.consumer(), bytes(e.bytes()));
        }

        @Override
        public String pageAllocated(MemoryEvent.PageAllocated e) {
            return say("event.PageAllocated", e.task(), e.consumer(), bytes(e.required()), bytes(e.pageBytes()));
        }

        @Override
        public String sparkOutOfMemory(MemoryEvent.SparkOutOfMemory e) {
            return say("event.SparkOutOfMemory", e.task(), e.consumer(), bytes(e.required()), bytes(e.got()));
        }

        @Override
        public String recordsInserted(MemoryEvent.RecordsInserted e) {
            return say("tungsten.event.RecordsInserted", e.task(), e.consumer(), e.records(), e.capacity());
        }

        @Override
        public String pointerArrayAllocated(MemoryEvent.PointerArrayAllocated e) {
            return say("tungsten.event.PointerArrayAllocated." + e.why(), e.task(), e.consumer(), null, e.capacity(), bytes(e.bytes()));
        }

        @Override
        public String sorterPageAllocated(MemoryEvent.SorterPageAllocated e) {
            return say("tungsten.event.SorterPageAllocated", e.task(), e.consumer(), bytes(e.required()), bytes(e.pageBytes()));
        }

        @Override
        public String sorterSpilled(MemoryEvent.SorterSpilled e) {
            return say("tungsten.event.SorterSpilled." + e.reason(), e.task(), e.consumer(), e.records(), bytes(e.fileBytes()),
                    bytes(e.pageBytes()), bytes(e.arrayBytes()));
        }

        @Override
        public String sorterSpillRefused(MemoryEvent.SorterSpillRefused e) {
            return say("tungsten.event.SorterSpillRefused." + (e.byItself() ? "self" : "other"), e.task(), e.consumer());
        }

        @Override
        public String sorterCleanedUp(MemoryEvent.SorterCleanedUp e) {
            return say("tungsten.event.SorterCleanedUp", e.task(), e.consumer(), bytes(e.freed()), e.spillFiles());
        }

        @Override
        public String mapArrayAllocated(MemoryEvent.MapArrayAllocated e) {
            return say("tungsten.event.MapArrayAllocated." + (e.grown() ? "grown" : "first"), e.task(), e.consumer(), null,
                    e.capacity(), bytes(e.bytes()));
        }

        @Override
        public String mapPageAllocated(MemoryEvent.MapPageAllocated e) {
            return say("tungsten.event.MapPageAllocated", e.task(), e.consumer(), bytes(e.required()), bytes(e.pageBytes()));
        }

        @Override
        public String mapAppendRefused(MemoryEvent.MapAppendRefused e) {
            return say("tungsten.event.MapAppendRefused." + (e.noPage() ? "page" : "full"), e.task(), e.consumer(), e.keys());
        }

        @Override
        public String mapCannotGrow(MemoryEvent.MapCannotGrow e) {
            return say("tungsten.event.MapCannotGrow", e.task(), e.consumer(), bytes(e.required()), bytes(e.got()));
        }

        @Override
        public String mapSpillRefused(MemoryEvent.MapSpillRefused e) {
            return say("tungsten.event.MapSpillRefused." + (e.byItself() ? "self" : "other"), e.task(), e.consumer());
        }

        @Override
        public String tungstenOutOfMemory(MemoryEvent.TungstenOutOfMemory e) {
            return say("tungsten.event.TungstenOutOfMemory." + (e.array() ? "array" : "page"), e.task(), e.consumer(),
                    bytes(e.required()), bytes(e.got()));
        }

        @Override
        public String consumersCleanedUp(MemoryEvent.ConsumersCleanedUp e) {
            return say("event.ConsumersCleanedUp", e.task(), String.join(", ", e.consumers()));
        }

        @Override
        public String userObjectsAllocated(MemoryEvent.UserObjectsAllocated e) {
            return say("event.UserObjectsAllocated", e.task(), bytes(e.bytes()), bytes(e.heapUsed()), bytes(e.heapSize()));
        }

        @Override
        public String userObjectsReleased(MemoryEvent.UserObjectsReleased e) {
            return say("event.UserObjectsReleased", e.task(), bytes(e.bytes()));
        }

        @Override
        public String jvmOutOfMemory(MemoryEvent.JvmOutOfMemory e) {
            return say("event.JvmOutOfMemory", e.task(), bytes(e.bytes()), bytes(e.heapUsed()), bytes(e.heapSize()));
        }

        @Override
        public String cachingStarted(MemoryEvent.CachingStarted e) {
            return say("cache.event.CachingStarted", e.task(), e.block().name(), e.level().name(), e.values(),
                    bytes(e.valueBytes()));
        }

        @Override
        public String alreadyCached(MemoryEvent.AlreadyCached e) {
            return say(e.inMemory() ? "cache.event.AlreadyCached.memory" : "cache.event.AlreadyCached.disk", e.block().name());
        }

        @Override
        public String unrollThresholdReached(MemoryEvent.UnrollThresholdReached e) {
            return say("cache.event.UnrollThresholdReached", e.block().name(), e.values(), bytes(e.estimate()),
                    bytes(e.reserved()));
        }

        @Override
        public String unrollFailed(MemoryEvent.UnrollFailed e) {
            return say("cache.event.UnrollFailed", e.block().name(), e.valuesUnrolled(), e.values(), bytes(e.unrollMemory()));
        }

        @Override
        public String valuesStored(MemoryEvent.ValuesStored e) {
            return say("cache.event.ValuesStored", e.block().name(), e.values(), bytes(e.bytes()), bytes(e.unrollMemory()));
        }

        @Override
        public String unrolledValuesRead(MemoryEvent.UnrolledValuesRead e) {
            return say("cache.event.UnrolledValuesRead", e.block().name(), e.values(), bytes(e.unrollMemory()));
        }

        @Override
        public String blockWrittenToDisk(MemoryEvent.BlockWrittenToDisk e) {
            return say("cache.event.BlockWrittenToDisk", e.block().name(), e.level().name(), e.values());
        }

        @Override
        public String blockEvictedToDisk(MemoryEvent.BlockEvictedToDisk e) {
            return say(e.written() ? "cache.event.BlockEvictedToDisk" : "cache.event.BlockEvictedToDisk.already",
                    e.block().name(), mode(e.mode()), bytes(e.bytes()));
        }

        @Override
        public String blockReadFromDisk(MemoryEvent.BlockReadFromDisk e) {
            return say(e.level().useMemory() ? "cache.event.BlockReadFromDisk.recache" : "cache.event.BlockReadFromDisk",
                    e.block().name(), e.level().name());
        }
    }

    /** The Spark method the event happened in, as {@code Class.method}. */
    public String where(MemoryEvent event) {
        return event.method().qualifiedName();
    }

    private String mode(MemoryMode mode) {
        return wording.word("mode." + mode.name());
    }

    private String bytes(long bytes) {
        return wording.bytes(bytes);
    }

    private String say(String key, Object... args) {
        return wording.say(key, args);
    }
}
