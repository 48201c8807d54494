import type { z } from "zod";
import {
  ShopCallWithheldError,
  TicketShopRefusedError,
  TicketShopUnavailableError,
  type CallPriority,
  type ShopCallBudget,
} from "./shop-port.ts";

export interface PretixConnection {
  /** e.g. https://pretix.eu (no trailing /api/v1). */
  baseUrl: string;
  token: string;
  organizer: string;
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
  /** Time per pretix call before giving up. */
  timeoutMs?: number;
  /** The one budget every call to this shop is spent from, whichever adapter or instance calls. */
  budget: ShopCallBudget;
}

/** pretix's answer to a call it refused: `detail`, or the fields it names with their messages. */
function refusalText(body: unknown, status: number): string {
  if (body && typeof body === "object") {
    const { detail, reason } = body as Record<string, unknown>;
    if (typeof detail === "string") return detail;
    if (typeof reason === "string") return reason;
    return JSON.stringify(body).slice(0, 300);
  }
  return `HTTP ${status}`;
}

/**
 * Calls pretix's REST API with the token and checks every answer's shape. Each call is first
 * spent from the budget at its priority (a call nobody marked is the lowest); one the budget
 * holds back, or any while a 429's Retry-After is in force, throws ShopCallWithheldError before
 * anything is sent, and a 429 puts every instance's calls on hold (pretix: doc/api/ratelimit.rst).
 * A call pretix refused for good (400, 403, 404: an unknown order, invalid data) throws
 * TicketShopRefusedError with pretix's reason; anything else that failed (unreachable, slow, 409
 * locked, 429, 5xx, nonsense) throws TicketShopUnavailableError and may be tried again later.
 */
export function pretixApi(connection: PretixConnection) {
  const { token, organizer, fetch: fetchImpl = fetch, timeoutMs = 5000, budget } = connection;
  const root = connection.baseUrl.replace(/\/$/, "");
  let calls = 0;

  async function call<T extends z.ZodType>(
    url: string,
    schema: T,
    init: RequestInit = {},
    priority: CallPriority = "low",
  ): Promise<z.output<T>> {
    await budget.spend(priority);
    calls += 1;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        ...init,
        headers: {
          Accept: "application/json",
          Authorization: `Token ${token}`,
          ...(init.body ? { "Content-Type": "application/json" } : {}),
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      budget.noteAnswer(null);
      throw new TicketShopUnavailableError(`pretix unreachable: ${String(error)}`, {
        cause: error,
      });
    }
    budget.noteAnswer(response.status);
    if (response.status === 429) {
      const until = await budget.retryAfter(response.headers.get("retry-after"));
      throw new ShopCallWithheldError("retry-after", until, 429);
    }
    if ([400, 403, 404].includes(response.status)) {
      const answer: unknown = await response.json().catch(() => undefined);
      throw new TicketShopRefusedError(
        response.status,
        refusalText(answer, response.status),
        answer,
      );
    }
    if (!response.ok) {
      // The token never goes into messages or logs.
      throw new TicketShopUnavailableError(`pretix answered ${response.status} for ${url}`, {
        status: response.status,
      });
    }
    // 204 No Content (e.g. resend_link) has no body to check.
    const body: unknown =
      response.status === 204 ? {} : await response.json().catch(() => undefined);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new TicketShopUnavailableError(`pretix answered an unexpected shape for ${url}`);
    }
    return parsed.data;
  }

  return {
    root,
    call,
    eventApi: (event: string) =>
      `${root}/api/v1/organizers/${encodeURIComponent(organizer)}/events/${encodeURIComponent(event)}`,
    apiCalls: () => calls,
  };
}
