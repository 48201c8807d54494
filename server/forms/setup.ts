import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import type { ContentStore } from "../../core/content/store.ts";
import type { Db } from "../db/schema.ts";
import { createFormCipher } from "./crypto.ts";
import { loadFormDefinitions } from "./definitions.ts";
import { createFormService, type FormService, type FormServiceDeps } from "./service.ts";

/** The form service with its key (FORM_ENCRYPTION_KEY) and the definitions from content/forms. */
export function createForms(
  base: { config: Config; clock: Clock; content: ContentStore; db: Db },
  options: { key: Buffer; mail: FormServiceDeps["mail"] },
): FormService {
  return createFormService({
    ...base,
    cipher: createFormCipher(options.key),
    definitions: loadFormDefinitions(),
    mail: options.mail,
  });
}
