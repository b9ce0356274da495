package sparkmemlab.lesson;

import sparkmemlab.i18n.Messages;

/**
 * A kind of change a narration can claim of its step: that storage borrowed, that blocks were evicted,
 * that a task waits or was woken, that a consumer spilled. A text that speaks of one must come with an
 * expect that pins whether (and how) it happened in that step, so that {@code lesson check} fails when the
 * words and the model part ways. The words are found by English patterns (Spark's own words stay English
 * in every language) and, for Chinese, by the terms the lessons use. {@code src/docs/lesson-format.md} has
 * the table.
 */
public enum Change implements ChangeKind {
    BORROW("borrow|borrows|borrowed|borrowing|lend|lends|lent|lending", "借"),
    EVICT("evict|evicts|evicted|evicting|eviction|evictions|evictBlocksToFreeSpace", "驱逐|逐出|淘汰"),
    WAIT("wait|waits|waited|waiting|park|parks|parked|parking", "等待|挂起|阻塞"),
    WAKE("wake|wakes|woke|woken|waking|notifyAll", "唤醒"),
    SPILL("spill|spills|spilled|spilling|spilt", "溢写");

    private final ChangeKind.Words words;

    Change(String english, String chinese) {
        this.words = new ChangeKind.Words(english, chinese);
    }

    @Override
    public ChangeKind.Words words() {
        return words;
    }

    @Override
    public String unpinned() {
        return switch (this) {
            case BORROW -> Messages.get("lesson.change.BORROW");
            case EVICT -> Messages.get("lesson.change.EVICT");
            case WAIT -> Messages.get("lesson.change.WAIT");
            case WAKE -> Messages.get("lesson.change.WAKE");
            case SPILL -> Messages.get("lesson.change.SPILL");
        };
    }

    @Override
    public boolean pinnedBy(Expect claim) {
        // A check on either manager pins the words: the lesson speaks of both.
        Expect expect = Expect.On.inner(claim);
        if (expect instanceof Expect.Value v && !v.of().path().equals(Quantity.unprefixed(v.of().path()))) {
            expect = new Expect.Value(Quantity.parse(Quantity.unprefixed(v.of().path())), v.is(), v.atLeast(), v.atMost());
        }
        return switch (this) {
            case BORROW -> expect instanceof Expect.Value v && v.of().path().matches("step\\.(onHeap|offHeap)\\.movedTo\\w+");
            case EVICT -> expect instanceof Expect.Evicted
                    || expect instanceof Expect.Value v && v.of().path().startsWith("step.evicted");
            case WAIT -> expect instanceof Expect.Waiting || expect instanceof Expect.Woke
                    || expect instanceof Expect.Result r && r.is().filter("waiting"::equals).isPresent()
                    || expect instanceof Expect.Value v && v.of().path().equals("waiting.count");
            case WAKE -> expect instanceof Expect.Woke
                    || expect instanceof Expect.Value v && v.of().path().startsWith("step.woke.");
            case SPILL -> expect instanceof Expect.Spills
                    || expect instanceof Expect.Value v && v.of().path().equals("step.spilled");
        };
    }
}
