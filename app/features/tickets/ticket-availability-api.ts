import type { AvailabilityAnswer } from "../../../core/api/ticket-shop.ts";
import { readCredentials } from "../auth/credentials.ts";
import { callApi, callText, type ApiResult } from "../../api/call.ts";
import { teamCall, type TeamRefusal } from "../../api/team.ts";

/** Where the shop link of a package leads; a refusal before the sale start names the start. */
export type AvailabilityResult = ApiResult<
  { ticketUrl: string },
  { ticketSaleStart: string | null },
  TeamRefusal
>;

/**
 * The answer's schema, loaded with the first call: the schema library stays out of the pages'
 * initial JavaScript (the ticket and order pages load it when the visitor asks for a ticket).
 */
async function answerSchema() {
  return (await import("../../../core/api/ticket-shop.ts")).availabilityAnswerSchema;
}

/**
 * Only web addresses count as success: the answer decides where the browser goes. A refusal
 * keeps the sale start its answer carries (425 before the sale).
 */
async function availabilityResult(
  result: ApiResult<AvailabilityAnswer, unknown, TeamRefusal>,
): Promise<AvailabilityResult> {
  if (result.ok) {
    const { ticketUrl } = result.data;
    if (ticketUrl && /^https?:\/\//.test(ticketUrl)) return { ok: true, data: { ticketUrl } };
    return {
      ok: false,
      reason: "badAnswer",
      status: 200,
      msg: callText("badAnswer", { status: 200 }),
    };
  }
  const details = (await answerSchema()).safeParse(result.details);
  const ticketSaleStart = details.success ? details.data.ticketSaleStart : null;
  return { ...result, details: { ticketSaleStart } };
}

/**
 * The team availability call: no sale start, a voucher that lifts purchase limits (spec
 * section 6).
 */
export async function teamAvailability(ticketShopId: number | string): Promise<AvailabilityResult> {
  return availabilityResult(
    await teamCall(`admin/tickets/availability/${encodeURIComponent(ticketShopId)}`, {
      schema: answerSchema,
    }),
  );
}

/**
 * The order page's call: a logged-in team member asks the team call, everyone else (and a
 * member whose login has expired) the public one, which counts a ticket click. With a package
 * its own start rules apply and the shop opens at its product.
 */
export async function orderAvailability(
  ticketShopId: string,
  packageId: string | null = null,
): Promise<AvailabilityResult> {
  if (readCredentials()) {
    const team = await teamAvailability(ticketShopId);
    if (team.ok || team.reason !== "loginNeeded") return team;
  }
  const query = packageId === null ? "" : `?package=${encodeURIComponent(packageId)}`;
  return availabilityResult(
    await callApi(`tickets/availability/${encodeURIComponent(ticketShopId)}${query}`, {
      schema: answerSchema,
    }),
  );
}
