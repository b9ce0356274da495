#!/bin/sh
# JVM start to the first frame showing a 1,000,000-step executor scenario (see BENCHMARKS.md, section 6): makes
# the scenario once (sparkmemlab.bench.BigScenario, $OUT/big-<STEPS>.json), then RUNS (default 3) launches of
# sparkmemlab.ui.BigHistoryBench under Xvfb, each opening the file as `java -jar spark-memory-lab.jar FILE` does
# and stopping at the first frame that shows it, each JVM launched as `mvn javafx:run` launches the window
# (src/bench/app-launch.sh) with HEAP (default -Xmx1g) added. Prints the load average before each run.
# Usage: src/bench/big-history.sh          (from the project's top level)
# Environment: BUILD (default /tmp/b-bench), OUT (default $BUILD/frames), STEPS (1000000), RUNS (3), HEAP, PRISM (sw),
# LOCK and APP_JVM (as in frames.sh).
set -eu
BUILD=${BUILD:-/tmp/b-bench}
OUT=${OUT:-$BUILD/frames}
PRISM=${PRISM:-sw}
STEPS=${STEPS:-1000000}
. "$(dirname "$0")/app-launch.sh"
FILE="$OUT/big-$STEPS.json"
if [ ! -f "$FILE" ]; then
    locked -s java -cp "$BUILD/test-classes:$BUILD/classes:$APP_CP" sparkmemlab.bench.BigScenario "$FILE" "$STEPS"
fi
echo "scenario: $FILE ($(wc -c < "$FILE") bytes), JVM options: ${APP_JVM:-(none)} ${HEAP:--Xmx1g}"
for i in $(seq "${RUNS:-3}"); do
    locked -x sh -c "printf 'load average %s: ' \"\$(cut -d' ' -f1-3 /proc/loadavg)\"; \
        xvfb-run -a -s '-screen 0 1400x900x24' $LAUNCH ${HEAP:--Xmx1g} -Dprism.order=$PRISM \
        sparkmemlab.ui.BigHistoryBench '$FILE' 2>&1 | grep 'first frame\|refused\|Exception\|Error' || echo 'no first frame'"
done
