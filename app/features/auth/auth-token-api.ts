// Apart from the session calls: only the /auth page needs the schema (and its library).
import { authTokenAnswerSchema, type AuthTokenBody } from "../../../core/api/auth.ts";
import { callApi } from "../../api/call.ts";

/** The code the identity provider sent back to /auth, exchanged for the site's session token. */
export function exchangeAuthCode(body: AuthTokenBody) {
  return callApi("auth/token", { body, schema: authTokenAnswerSchema });
}
