package sparkmemlab.json;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.gson.JsonElement;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** One of the JSON Schemas published in {@code src/docs}, to check the files we write and ship. */
public final class JsonSchemas {
    private static final ObjectMapper JACKSON = new ObjectMapper();
    private final JsonSchema schema;

    private JsonSchemas(JsonSchema schema) {
        this.schema = schema;
    }

    public static JsonSchemas load(Path schemaFile) throws IOException {
        return new JsonSchemas(JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012)
                .getSchema(Files.readString(schemaFile)));
    }

    /** What breaks the schema, in the validator's words; empty when the document conforms. */
    public List<String> validate(JsonElement document) throws IOException {
        return schema.validate(JACKSON.readTree(document.toString())).stream().map(ValidationMessage::getMessage).sorted().toList();
    }

    public List<String> validate(String document) throws IOException {
        return schema.validate(JACKSON.readTree(document)).stream().map(ValidationMessage::getMessage).sorted().toList();
    }
}
