import { useState, type FormEvent } from "react";
import { postJson } from "../api/client.ts";
import { sendMessages } from "./send.messages.ts";
import { useMessages } from "../i18n/messages.ts";

/** Where a visitor form's sending stands; `failed` carries the text to show under the error title. */
export type SendState =
  { kind: "idle" } | { kind: "sending" } | { kind: "sent" } | { kind: "failed"; msg: string };

/**
 * Posts a visitor form (newsletter, postcard, resale). The API accepts with `{ code: 200 }` and
 * refuses with its `msg`; a body that is not JSON leaves the HTTP status to name the problem.
 */
export async function sendForm(
  path: string,
  body: unknown,
  networkError: string,
): Promise<SendState> {
  try {
    const response = await postJson(path, body);
    if (response.ok && response.data?.code === 200) return { kind: "sent" };
    return { kind: "failed", msg: response.data?.msg ?? `HTTP ${response.status}` };
  } catch {
    return { kind: "failed", msg: networkError };
  }
}

/** What a form sends where, whether it may, and what follows once the server has accepted. */
export interface SubmitRequest {
  valid: boolean;
  path: string;
  body: unknown;
  onSent?: () => void;
}

/**
 * A visitor form's sending state and its submit handler: nothing is sent while the form is not
 * valid or a sending is under way.
 */
export function useSubmission() {
  const networkError = useMessages(sendMessages)("networkError");
  const [state, setState] = useState<SendState>({ kind: "idle" });
  const sending = state.kind === "sending";

  function submit(event: FormEvent, request: SubmitRequest) {
    event.preventDefault();
    if (!request.valid || sending) return;
    setState({ kind: "sending" });
    void sendForm(request.path, request.body, networkError).then((result) => {
      setState(result);
      if (result.kind === "sent") request.onSent?.();
    });
  }

  return { state, sending, submit };
}

export type Submission = ReturnType<typeof useSubmission>;
