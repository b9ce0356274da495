package sparkmemlab.sparkconf;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Splits a pasted command line into words as a POSIX shell does: white space separates words, single
 * quotes keep everything, double quotes keep all but {@code \$ \` \" \\}, a backslash outside quotes keeps the
 * next character, and a backslash before a line break joins the lines. What a shell would expand (a
 * {@code $VAR}, {@code $(...)} or backquotes) cannot be known here, so such words are marked. The first
 * command ends at an unquoted {@code ;}, {@code &}, {@code |}; redirections ({@code > log 2>&1}) are set
 * aside. Beyond the shell: a line break without a backslash also just separates words (commands pasted
 * from documentation often lose their backslashes). A command for Windows' cmd ({@code spark-submit.cmd}, or
 * lines ending in {@code ^}) is read by cmd's rules instead: backslashes and single quotes are plain
 * characters, {@code ^} keeps the next character or continues the line, {@code %VAR%} is substituted.
 */
final class ShellWords {

    /**
     * A word and the line it starts on.
     *
     * @param expands whether the shell would have substituted part of it
     */
    record Word(String text, int line, boolean expands) {
    }

    /** The words of the first command, what was set aside after or around it, or why the text is no command. */
    record Split(List<Word> words, List<Word> setAside, Optional<String> unclosedQuote) {
    }

    private static final java.util.regex.Pattern CMD = java.util.regex.Pattern.compile(
            "(?m)( \\^[ \t]*\r?$)|(?i)^\\s*\\S*\\.cmd(\\s|$)");

    private final String text;
    private final boolean cmd;
    private int pos;
    private int line = 1;
    private final List<Word> words = new ArrayList<>();
    private final List<Word> setAside = new ArrayList<>();

    private ShellWords(String text) {
        this.text = text;
        this.cmd = CMD.matcher(text).find();
    }

    static Split split(String text) {
        return new ShellWords(text).run();
    }

    private Split run() {
        while (true) {
            skipBlanks();
            if (pos >= text.length()) {
                break;
            }
            char c = text.charAt(pos);
            if (c == '#' && !cmd) {
                skipComment();
                continue;
            }
            if (c == ';' || c == '&' || c == '|') {
                setAsideRest();
                break;
            }
            int start = line;
            if (redirection()) {
                continue;
            }
            StringBuilder word = new StringBuilder();
            boolean[] expands = {false};
            Optional<String> unclosed = readWord(word, expands);
            if (unclosed.isPresent()) {
                return new Split(words, setAside, unclosed);
            }
            words.add(new Word(word.toString(), start, expands[0]));
        }
        return new Split(words, setAside, Optional.empty());
    }

    private void skipBlanks() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == (cmd ? '^' : '\\') && pos + 1 < text.length() && isLineBreak(text.charAt(pos + 1))) {
                pos++;
                lineBreak();
            } else if (cmd && c == '^' && atLineEnd(pos + 1)) {
                pos = endOfBlanks(pos + 1);
                lineBreak();
            } else if (isLineBreak(c)) {
                lineBreak();
            } else if (c == ' ' || c == '\t') {
                pos++;
            } else {
                return;
            }
        }
    }

    private boolean atLineEnd(int at) {
        int j = endOfBlanks(at);
        return j < text.length() && isLineBreak(text.charAt(j));
    }

    private int endOfBlanks(int at) {
        int j = at;
        while (j < text.length() && (text.charAt(j) == ' ' || text.charAt(j) == '\t')) {
            j++;
        }
        return j;
    }

    private static boolean isLineBreak(char c) {
        return c == '\n' || c == '\r';
    }

    /** Steps over one line break (\n, \r or \r\n) at {@code pos}. */
    private void lineBreak() {
        if (text.charAt(pos) == '\r' && pos + 1 < text.length() && text.charAt(pos + 1) == '\n') {
            pos++;
        }
        pos++;
        line++;
    }

    private void skipComment() {
        while (pos < text.length() && !isLineBreak(text.charAt(pos))) {
            pos++;
        }
    }

    private void setAsideRest() {
        int start = line;
        String rest = text.substring(pos).strip();
        pos = text.length();
        setAside.add(new Word(rest, start, false));
    }

    /** {@code >file}, {@code >> file}, {@code 2>&1}, {@code < in}: set aside with their target. */
    private boolean redirection() {
        int j = pos;
        while (j < text.length() && Character.isDigit(text.charAt(j))) {
            j++;
        }
        if (j >= text.length() || (text.charAt(j) != '>' && text.charAt(j) != '<')) {
            return false;
        }
        int start = line;
        int from = pos;
        pos = j + 1;
        if (pos < text.length() && (text.charAt(pos) == '>' || text.charAt(pos) == '&')) {
            pos++;
        }
        skipBlanks();
        readWord(new StringBuilder(), new boolean[1]);
        setAside.add(new Word(text.substring(from, pos), start, false));
        return true;
    }

    /** Reads one word at {@code pos}; an unclosed quote returns the quote character. */
    private Optional<String> readWord(StringBuilder word, boolean[] expands) {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == ' ' || c == '\t' || isLineBreak(c) || c == ';' || c == '&' || c == '|' || c == '<' || c == '>') {
                return Optional.empty();
            }
            if (c == '\'' && !cmd) {
                int close = text.indexOf('\'', pos + 1);
                if (close < 0) {
                    return Optional.of("'");
                }
                String quoted = text.substring(pos + 1, close);
                line += (int) quoted.chars().filter(ch -> ch == '\n').count();
                word.append(quoted);
                pos = close + 1;
            } else if (c == '"') {
                pos++;
                if (!readDoubleQuoted(word, expands)) {
                    return Optional.of("\"");
                }
            } else if (c == (cmd ? '^' : '\\')) {
                if (pos + 1 < text.length() && isLineBreak(text.charAt(pos + 1))) {
                    pos++;
                    lineBreak();
                } else if (pos + 1 < text.length()) {
                    word.append(text.charAt(pos + 1));
                    pos += 2;
                } else {
                    pos++;
                }
            } else {
                if (expansionAt(pos)) {
                    expands[0] = true;
                }
                word.append(c);
                pos++;
            }
        }
        return Optional.empty();
    }

    /** Inside "...": backslash keeps only $ ` " \ and line breaks special; false if the quote never closes. */
    private boolean readDoubleQuoted(StringBuilder word, boolean[] expands) {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == '"') {
                pos++;
                return true;
            }
            if (c == '\\' && !cmd && pos + 1 < text.length()) {
                char next = text.charAt(pos + 1);
                if (isLineBreak(next)) {
                    pos++;
                    lineBreak();
                    continue;
                }
                if (next == '$' || next == '`' || next == '"' || next == '\\') {
                    word.append(next);
                    pos += 2;
                    continue;
                }
            }
            if (expansionAt(pos)) {
                expands[0] = true;
            }
            if (c == '\n') {
                line++;
            }
            word.append(c);
            pos++;
        }
        return false;
    }

    /** Whether the shell substitutes something starting at {@code at}: {@code $NAME}, {@code `...`}, cmd's {@code %NAME%}. */
    private boolean expansionAt(int at) {
        char c = text.charAt(at);
        if (cmd) {
            return c == '%' && text.indexOf('%', at + 1) > at + 1;
        }
        return c == '`' || (c == '$' && expandsAt(at + 1));
    }

    /** Whether a '$' followed by the character at {@code at} is an expansion ($NAME, ${...}, $(...), $1, $@...). */
    private boolean expandsAt(int at) {
        if (at >= text.length()) {
            return false;
        }
        char c = text.charAt(at);
        return Character.isLetterOrDigit(c) || c == '_' || c == '{' || c == '(' || "@*#?$!-".indexOf(c) >= 0;
    }
}
