package sparkmemlab.ui.vm.export;

import sparkmemlab.ui.vm.FileKind;

/** What File > Export lesson… makes: an animated GIF, or a folder of numbered PNG slides with speaker notes. */
public enum ExportFormat {
    GIF(FileKind.GIF, "export.format.gif"),
    SLIDES(FileKind.SLIDES, "export.format.slides");

    private final FileKind file;
    private final String labelKey;

    ExportFormat(FileKind file, String labelKey) {
        this.file = file;
        this.labelKey = labelKey;
    }

    /** The kind of file the save dialog asks for. */
    public FileKind file() { return file; }

    /** The message key of its label in the dialog. */
    public String labelKey() { return labelKey; }
}
