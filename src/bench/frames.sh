#!/bin/sh
# The frame benchmark (see BENCHMARKS.md): the real window under Xvfb, 64 task slots and 5,000 blocks,
# random steps with animation for 30 s, once at the default 60 Hz pulse and once at full speed.
# Usage: src/bench/frames.sh            (from the project's top level)
#        JFR=1 src/bench/frames.sh      also records a flight recording of each run into $OUT
# Environment: BUILD (default /tmp/b-bench), OUT (default $BUILD/frames), SECONDS_PER_RUN (30), STEP_MS (250),
# FULLSPEED ("false true": the runs to make), PRISM (sw: software rendering, as there is no GPU here),
# JFC (the recording's settings, default profile), APP_JVM (the JVM options; default: those the window is
# launched with, the sparkmemlab.app.jvm.* properties in pom.xml), LOCK (a lock file shared with other users of the machine:
# the build holds it shared, each timed run exclusive; unset, no locking).
# Each JVM is launched as `mvn javafx:run` launches the window (src/bench/app-launch.sh).
set -eu
BUILD=${BUILD:-/tmp/b-bench}
OUT=${OUT:-$BUILD/frames}
PRISM=${PRISM:-sw}
. "$(dirname "$0")/app-launch.sh"
for fullspeed in ${FULLSPEED:-false true}; do
    JFR_OPT=""
    if [ "${JFR:-0}" = 1 ]; then
        JFR_OPT="-XX:StartFlightRecording=filename=$OUT/frames-fullspeed-$fullspeed.jfr,settings=${JFC:-profile}"
    fi
    echo "== javafx.animation.fullspeed=$fullspeed, JVM options: ${APP_JVM:-(none)}, load average $(cut -d' ' -f1-3 /proc/loadavg)"
    locked -x xvfb-run -a -s "-screen 0 1400x900x24" $LAUNCH $JFR_OPT \
        -Dprism.order="$PRISM" -Djavafx.animation.fullspeed=$fullspeed \
        -Dbench.seconds="${SECONDS_PER_RUN:-30}" -Dbench.stepMillis="${STEP_MS:-250}" \
        sparkmemlab.ui.FrameBench 2>&1 | grep -v "^WARNING: Unknown module\|StartFlightRecording\|Use jcmd\|^\[" || true
done
