import {
  availabilityAnswerSchema,
  type AvailabilityAnswer,
} from "../../../core/api/ticket-shop.ts";
import { clearCredentials, readCredentials } from "../../auth/credentials.ts";
import { teamRequest } from "../../auth/team-api.ts";
import { getJson } from "../../api/client.ts";

/**
 * Where the shop link of a package leads: a web address to go to, or why not. `code` is the
 * answer's code (the HTTP status when the body has none; null when nothing answered).
 */
export type AvailabilityResult =
  | { ok: true; ticketUrl: string }
  | {
      ok: false;
      status: number;
      code: number | null;
      msg: string | null;
      ticketSaleStart: string | null;
    };

/**
 * Turns an availability answer into a result. Only web addresses count as success: the answer
 * decides where the browser goes.
 */
function availabilityResult(ok: boolean, status: number, data: unknown): AvailabilityResult {
  const parsed = availabilityAnswerSchema.safeParse(data);
  const ticketUrl = parsed.success ? parsed.data.ticketUrl : null;
  if (ok && ticketUrl && /^https?:\/\//.test(ticketUrl)) return { ok: true, ticketUrl };
  // Error answers of other layers (rate limit, login) carry only { code, msg }.
  const body = (data ?? {}) as Partial<AvailabilityAnswer>;
  return {
    ok: false,
    status,
    code: body.code ?? (status || null),
    msg: body.msg ?? null,
    ticketSaleStart: body.ticketSaleStart ?? null,
  };
}

/**
 * The team availability call: no sale start, a voucher that lifts purchase limits (spec
 * section 6). A stored login the server refuses is removed.
 */
export async function teamAvailability(ticketShopId: number | string): Promise<AvailabilityResult> {
  const answer = await teamRequest<AvailabilityAnswer>(
    `admin/tickets/availability/${ticketShopId}`,
  );
  if (answer.status === 401) clearCredentials();
  return availabilityResult(answer.ok, answer.status, answer.data);
}

/**
 * The order page's call: a logged-in team member asks the team call, everyone else (and a
 * member whose login has expired) the public one, which counts a ticket click.
 */
export async function orderAvailability(ticketShopId: string): Promise<AvailabilityResult> {
  if (readCredentials()) {
    const team = await teamAvailability(ticketShopId);
    if (team.ok || team.status !== 401) return team;
  }
  try {
    const answer = await getJson(`/api/tickets/availability/${ticketShopId}`);
    return availabilityResult(answer.ok, answer.status, answer.data);
  } catch {
    // The network failed: nothing answered.
    return availabilityResult(false, 0, undefined);
  }
}
