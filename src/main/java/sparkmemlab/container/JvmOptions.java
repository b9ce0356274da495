package sparkmemlab.container;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalLong;
import sparkmemlab.model.config.HotSpotSize;
import sparkmemlab.container.i18n.ContainerMessages;

/**
 * The JVM options in {@code spark.executor.extraJavaOptions} that size memory outside the heap, with
 * HotSpot 17's defaults on Linux x64: {@code -Xss} 1 MiB, {@code -XX:ReservedCodeCacheSize} 240 MiB
 * (tiered compilation), {@code -XX:MaxMetaspaceSize} unlimited, {@code -XX:MaxDirectMemorySize} the
 * heap; and the {@code -D} system properties Netty reads. A size is read as HotSpot reads one
 * ({@code HotSpotSize}: decimal or 0x hex, then k, m, g or t in either case; a bare number is bytes). The last of a repeated option counts, as in HotSpot.
 */
public record JvmOptions(
        long threadStackSize,
        long reservedCodeCacheSize,
        OptionalLong maxMetaspaceSize,
        OptionalLong maxDirectMemorySize,
        int activeProcessorCount,
        Map<String, String> systemProperties) {

    public static final long DEFAULT_THREAD_STACK_SIZE = 1L << 20;
    public static final long DEFAULT_RESERVED_CODE_CACHE_SIZE = 240L << 20;

    public JvmOptions {
        systemProperties = Map.copyOf(systemProperties);
    }

    /** @throws ContainerConfigException naming the option that HotSpot would not start with */
    public static JvmOptions parse(String options) {
        long stack = DEFAULT_THREAD_STACK_SIZE;
        long codeCache = DEFAULT_RESERVED_CODE_CACHE_SIZE;
        OptionalLong metaspace = OptionalLong.empty();
        OptionalLong direct = OptionalLong.empty();
        int processors = 0;
        Map<String, String> properties = new LinkedHashMap<>();
        for (String option : options.trim().split("\\s+")) {
            if (option.isEmpty()) {
                continue;
            }
            if (option.startsWith("-Xss")) {
                stack = size(option, option.substring(4));
            } else if (option.startsWith("-XX:ReservedCodeCacheSize=")) {
                codeCache = size(option, after(option));
            } else if (option.startsWith("-XX:MaxMetaspaceSize=")) {
                metaspace = OptionalLong.of(size(option, after(option)));
            } else if (option.startsWith("-XX:MaxDirectMemorySize=")) {
                direct = OptionalLong.of(size(option, after(option)));
            } else if (option.startsWith("-XX:ActiveProcessorCount=")) {
                processors = (int) Math.min(Integer.MAX_VALUE, number(option, after(option)));
            } else if (option.startsWith("-D")) {
                int eq = option.indexOf('=');
                properties.put(eq < 0 ? option.substring(2) : option.substring(2, eq), eq < 0 ? "" : option.substring(eq + 1));
            }
        }
        return new JvmOptions(stack, codeCache, metaspace, direct, processors, properties);
    }

    private static String after(String option) {
        return option.substring(option.indexOf('=') + 1);
    }

    /** HotSpot's memory size ({@link HotSpotSize}: decimal or 0x hex, an optional k, m, g or t). */
    private static long size(String option, String text) {
        return HotSpotSize.parseLong(text).orElseThrow(() -> bad(option));
    }

    private static long number(String option, String digits) {
        if (digits.isEmpty() || !digits.chars().allMatch(Character::isDigit)) {
            throw bad(option);
        }
        try {
            return Long.parseLong(digits);
        } catch (NumberFormatException e) {
            throw bad(option);
        }
    }

    private static ContainerConfigException bad(String option) {
        return new ContainerConfigException(ContainerConfig.EXTRA_JAVA_OPTIONS, ContainerMessages.get("jvm.badOption", option));
    }
}
