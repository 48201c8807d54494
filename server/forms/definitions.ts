import { readdirSync } from "node:fs";
import { join } from "node:path";
import {
  formDefinitionSchema,
  formKeySchema,
  type FormDefinition,
} from "../../core/forms/definition.ts";
import { ContentError, defaultContentDir, readValidated } from "../content/load.ts";

/** content/forms/<key>.json, validated at start-up; a bad file stops the start naming the field. */
export function loadFormDefinitions(root = defaultContentDir): Record<string, FormDefinition> {
  const dir = join(root, "forms");
  const definitions: Record<string, FormDefinition> = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
    const key = file.slice(0, -".json".length);
    if (!formKeySchema.safeParse(key).success) {
      throw new ContentError(`forms/${file}: file name: lower-case letters, digits and - only`);
    }
    definitions[key] = readValidated(join(dir, file), formDefinitionSchema, root);
  }
  return definitions;
}
