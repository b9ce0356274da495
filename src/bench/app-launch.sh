# Sourced by frames.sh and first-frame.sh: builds the bench classes and sets $LAUNCH, the java command line
# start that launches a JVM as `mvn javafx:run` does: the window's JVM options from pom.xml
# (the sparkmemlab.app.jvm.* properties, unless APP_JVM is set), JavaFX's jars on the module path, everything else on the
# class path. (Plus an export of JavaFX's frame tracker, which FrameBench reads for the first frame.)
# Needs BUILD and OUT; uses LOCK as frames.sh describes.
locked() { # locked -s|-x command...: run the command holding $LOCK (shared or exclusive), if one is set
    mode=$1; shift
    if [ -n "${LOCK:-}" ]; then flock "$mode" "$LOCK" "$@"; else "$@"; fi
}
mkdir -p "$OUT"
locked -s mvn -q -B -Pbench -DskipTests test-compile dependency:build-classpath -Dmdep.outputFile="$OUT/cp.txt" \
    -Dmdep.includeScope=test -Dsparkmemlab.build.dir="$BUILD"
if [ -z "${APP_JVM+set}" ]; then
    APP_JVM=$(sed -n 's:.*<sparkmemlab.app.jvm.[a-z]*>\(.*\)</sparkmemlab.app.jvm.[a-z]*>.*:\1:p' pom.xml | paste -sd' ' -)
fi
JFX_MP=$(tr ':' '\n' < "$OUT/cp.txt" | grep '/org/openjfx/javafx-' | paste -sd: -)
APP_CP=$(tr ':' '\n' < "$OUT/cp.txt" | grep -v '/org/openjfx/javafx-' | paste -sd: -)
LAUNCH="java $APP_JVM --module-path $JFX_MP --add-modules javafx.controls,javafx.fxml \
--add-exports javafx.graphics/com.sun.javafx.perf=ALL-UNNAMED -cp $BUILD/test-classes:$BUILD/classes:$APP_CP"
