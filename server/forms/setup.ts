import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import type { ContentStore } from "../../core/content/store.ts";
import type { Db } from "../db/schema.ts";
import { createFormCipher, loadFormKey } from "./crypto.ts";
import { loadFormDefinitions } from "./definitions.ts";
import { createFormService, type FormService } from "./service.ts";

/**
 * The form service with its key (configured, or generated into DATA_DIR) and the definitions
 * from content/forms. Tests pass a key so nothing is written to disk.
 */
export function createForms(
  base: { config: Config; clock: Clock; content: ContentStore; db: Db },
  options: { key?: Buffer; mailQueued?: () => void } = {},
): FormService {
  const key =
    options.key ??
    loadFormKey({ configured: base.config.FORM_ENCRYPTION_KEY, dataDir: base.config.dataDir });
  return createFormService({
    ...base,
    cipher: createFormCipher(key),
    definitions: loadFormDefinitions(),
    mailQueued: options.mailQueued,
  });
}
