import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import type { ApiResult, Envelope } from "../../api/call.ts";
import type { TeamRefusal } from "../../api/team.ts";
import { useApiCall } from "../../hooks/use-api-call.ts";

/** What the last call answered, for actions whose answers the team reads on the screen. */
export interface TeamNotice {
  kind: "success" | "error";
  msg: string;
}

/**
 * A team call a button makes (a resale step, sending a mail again): which row is busy, then the
 * screen's data loaded anew. A failing call leads away like a failing screen (spec: to /start,
 * from ticket-change to /ticket); the team call has already forgotten credentials refused with 401.
 * With `readRefusals`, refusals with those reasons (the action cannot be done now: the offer was
 * taken meanwhile) stay on the screen as `notice`, and so does the message of a success.
 */
export function useTeamAction<A extends unknown[], R extends string = never>(
  call: (...args: A) => Promise<ApiResult<Envelope, unknown, R | TeamRefusal>>,
  failTo = "/start",
  { readRefusals = [] }: { readRefusals?: readonly R[] } = {},
) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const action = useApiCall(call);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<TeamNotice | null>(null);

  async function run(key: string, ...args: A): Promise<void> {
    if (action.pending) return;
    setBusy(key);
    setNotice(null);
    const result = await action.run(...args);
    if (result && !result.ok && !(readRefusals as readonly string[]).includes(result.reason)) {
      await navigate(failTo);
      return;
    }
    if (result && readRefusals.length > 0) {
      setNotice(
        result.ok ? { kind: "success", msg: result.data.msg } : { kind: "error", msg: result.msg },
      );
    }
    await revalidator.revalidate();
    setBusy(null);
  }

  return { busy, run, notice };
}
