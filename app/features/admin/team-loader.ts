import { redirect } from "react-router";
/**
 * Runs a screen's team calls; any failure redirects (spec: to /start, the ticket-change screen
 * to /ticket). The team call has already forgotten credentials the server refused with 401.
 */
export async function loadTeamData<T>(load: () => Promise<T>, failTo = "/start"): Promise<T> {
  try {
    return await load();
  } catch {
    throw redirect(failTo);
  }
}
