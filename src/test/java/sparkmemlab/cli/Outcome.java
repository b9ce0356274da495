package sparkmemlab.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

/** What a command line did, run in this JVM as {@code java -jar} would run it: its exit status, stdout and stderr. */
record Outcome(int status, String out, String err) {

    static Outcome run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.execute(new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new Outcome(status, out.toString(), err.toString());
    }

    /** Its stdout's lines, without the blank ends. */
    List<String> lines() {
        return out.strip().lines().toList();
    }
}
