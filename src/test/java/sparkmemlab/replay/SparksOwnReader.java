package sparkmemlab.replay;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.spark.deploy.history.EventLogFileReader;
import org.apache.spark.deploy.history.EventLogFileReader$;
import scala.jdk.javaapi.CollectionConverters;

/**
 * An event log's lines as Spark's History Server gets them: its EventLogFileReader lists the files (a
 * rolling log's in index order) and opens each with the codec of its name. Independent of ours.
 */
final class SparksOwnReader {
    private SparksOwnReader() {
    }

    static List<String> lines(Path log) {
        try {
            FileSystem fs = FileSystem.getLocal(new Configuration());
            org.apache.hadoop.fs.Path path = new org.apache.hadoop.fs.Path(log.toUri());
            EventLogFileReader reader = EventLogFileReader$.MODULE$.apply(fs, path).get();
            List<String> lines = new ArrayList<>();
            for (FileStatus file : CollectionConverters.asJava(reader.listEventLogFiles())) {
                try (InputStream in = EventLogFileReader$.MODULE$.openEventLog(file.getPath(), fs);
                        BufferedReader text = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                    text.lines().forEach(lines::add);
                }
            }
            return lines;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
