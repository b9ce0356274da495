package sparkmemlab.cli;

import com.google.gson.GsonBuilder;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import sparkmemlab.io.AtomicFiles;
import sparkmemlab.replay.ReplayedLog;
import sparkmemlab.replay.whatif.ConfigChanges;
import sparkmemlab.replay.whatif.Reconstruction;
import sparkmemlab.replay.whatif.WhatIfException;
import sparkmemlab.replay.whatif.WhatIfReport;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioWriter;

/**
 * {@code replay LOG --what-if EXECUTOR_ID}: rebuilds the executor's scenario, prints the reconstruction report,
 * and writes the scenario (the changed one when there are changes) whole or not at all.
 */
final class WhatIfCommandRun {
    private final PrintWriter err;

    WhatIfCommandRun(PrintWriter err) {
        this.err = err;
    }

    int run(ReplayedLog log, String executorId, List<String> conf, Path output, PrintWriter out) {
        Locale locale = Locale.getDefault();
        Reconstruction.WhatIfRun whatIf = null;
        Reconstruction rebuilt;
        try {
            ConfigChanges changes = ConfigChanges.parse(conf);
            rebuilt = Reconstruction.of(log, executorId);
            whatIf = changes.isEmpty() ? null : rebuilt.rerun(changes);
        } catch (WhatIfException e) {
            err.println(e.message(locale));
            return 2;
        }
        var gson = new GsonBuilder().setPrettyPrinting().serializeNulls().disableHtmlEscaping().create();
        if (output != null) {
            Scenario scenario = whatIf == null ? rebuilt.scenario(locale) : whatIf.scenario(locale);
            String json = gson.toJson(ScenarioWriter.toJson(scenario)) + "\n";
            try {
                AtomicFiles.write(output, stream -> stream.write(json.getBytes(StandardCharsets.UTF_8)));
            } catch (IOException e) {
                err.println(output + ": " + e.getMessage());
                return 1;
            }
        }
        out.println(gson.toJson(WhatIfReport.toJson(rebuilt, whatIf, locale)));
        return 0;
    }
}
