import type { PostcardBody } from "../../../core/api/contact.ts";
import { callApi, okAnswer } from "../../api/call.ts";

/** The postcard to the organisers (Reply-To is the sender). */
export function sendPostcard(body: PostcardBody) {
  return callApi("contact/postcard", { body, schema: okAnswer });
}
