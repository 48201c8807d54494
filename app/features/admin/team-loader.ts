import { redirect } from "react-router";
import { clearCredentials } from "../../auth/credentials.ts";
import { TeamCallError } from "../../auth/team-api.ts";

/**
 * Runs a screen's team calls; any failure redirects (spec: to /start, the ticket-change screen
 * to /ticket). A 401 also forgets the stored credentials, which the server no longer accepts.
 */
export async function loadTeamData<T>(load: () => Promise<T>, failTo = "/start"): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof TeamCallError && error.status === 401) clearCredentials();
    throw redirect(failTo);
  }
}
