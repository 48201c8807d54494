import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { clearCredentials } from "../../auth/credentials.ts";
import { teamRequest } from "../../auth/team-api.ts";

/**
 * A team call a button makes (a resale step, sending a mail again): which row is busy, then the
 * screen's data loaded anew. A failing call leads away like a failing screen (spec: to /start,
 * from ticket-change to /ticket); a 401 also forgets the stored credentials.
 */
export function useTeamAction(failTo = "/start") {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);

  async function run(key: string, path: string, body?: unknown): Promise<void> {
    setBusy(key);
    const answer = await teamRequest(path, { method: "POST", body });
    if (!answer.ok) {
      if (answer.status === 401) clearCredentials();
      await navigate(failTo);
      return;
    }
    await revalidator.revalidate();
    setBusy(null);
  }

  return { busy, run };
}
