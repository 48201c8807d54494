import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import type { ApiResult } from "../../api/call.ts";
import { useApiCall } from "../../hooks/use-api-call.ts";

/**
 * A team call a button makes (a resale step, sending a mail again): which row is busy, then the
 * screen's data loaded anew. A failing call leads away like a failing screen (spec: to /start,
 * from ticket-change to /ticket); the team call has already forgotten credentials refused with 401.
 */
export function useTeamAction<A extends unknown[]>(
  call: (...args: A) => Promise<ApiResult<unknown>>,
  failTo = "/start",
) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const action = useApiCall(call);
  const [busy, setBusy] = useState<string | null>(null);

  async function run(key: string, ...args: A): Promise<void> {
    if (action.pending) return;
    setBusy(key);
    const result = await action.run(...args);
    if (result && !result.ok) {
      await navigate(failTo);
      return;
    }
    await revalidator.revalidate();
    setBusy(null);
  }

  return { busy, run };
}
