#!/bin/sh
# JVM start to the window's first frame (see BENCHMARKS.md, section 4): RUNS (default 5) launches of
# sparkmemlab.ui.FrameBench under Xvfb, each stopping at the first frame, each JVM launched as
# `mvn javafx:run` launches the window (src/bench/app-launch.sh). Prints the load average before each run.
# Usage: src/bench/first-frame.sh          (from the project's top level)
# Environment: BUILD (default /tmp/b-bench), OUT (default $BUILD/frames), RUNS (5), PRISM (sw), LOCK (as in
# frames.sh), APP_JVM (the window's JVM options; default: the sparkmemlab.app.jvm.* properties in pom.xml; APP_JVM= for none).
set -eu
BUILD=${BUILD:-/tmp/b-bench}
OUT=${OUT:-$BUILD/frames}
PRISM=${PRISM:-sw}
. "$(dirname "$0")/app-launch.sh"
echo "JVM options: ${APP_JVM:-(none)}"
for i in $(seq "${RUNS:-5}"); do
    locked -x sh -c "printf 'load average %s: ' \"\$(cut -d' ' -f1-3 /proc/loadavg)\"; \
        xvfb-run -a -s '-screen 0 1400x900x24' $LAUNCH -Dprism.order=$PRISM -Dbench.firstFrameOnly=true \
        sparkmemlab.ui.FrameBench 2>&1 | grep 'first frame' || echo 'no first frame'"
done
