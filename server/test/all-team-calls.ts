import { postCalls } from "../posts/test/post-calls.ts";
import type { TeamCall } from "./team-calls.ts";

/** An id of the right shape that names nothing. */
export const someId = "0123456789abcdef0123456789abcdef";
/** A statistics filter that would be accepted. */
const since = { createdAt: "2025-01-01T00:00:00+01:00" };

/** Every team call, with a body that would be accepted. */
export const teamCalls: TeamCall[] = [
  ...postCalls,
  { method: "GET", path: "/api/admin/newsletter/subscriptions" },
  { method: "GET", path: "/api/admin/newsletter/posts" },
  { method: "GET", path: "/api/admin/mail/undelivered" },
  { method: "POST", path: "/api/admin/mail/undelivered/1/retry" },
  { method: "GET", path: "/api/admin/tickets/offer" },
  { method: "POST", path: `/api/admin/tickets/offer/${someId}`, body: { approved: true } },
  { method: "GET", path: "/api/admin/tickets/request" },
  { method: "POST", path: `/api/admin/tickets/request/${someId}`, body: { notified: true } },
  { method: "POST", path: "/api/admin/tickets/request", body: since },
  { method: "GET", path: "/api/admin/tickets/matches" },
  { method: "POST", path: `/api/admin/tickets/matches/${someId}/paid` },
  { method: "POST", path: `/api/admin/tickets/matches/${someId}/undo` },
  { method: "POST", path: `/api/admin/tickets/offer/${someId}/match` },
  { method: "POST", path: `/api/admin/tickets/offer/${someId}/reissue` },
  {
    method: "POST",
    path: "/api/admin/tickets/settings",
    body: { paymentWindowHours: 48, paymentInstructions: "" },
  },
  { method: "POST", path: "/api/admin/counter/reload", body: since },
  { method: "POST", path: "/api/admin/tickets/clicks/days", body: since },
  { method: "POST", path: "/api/admin/counter/reload/days", body: since },
  { method: "GET", path: "/api/admin/quotas/availability" },
  { method: "GET", path: "/api/admin/tickets/availability/0" },
  { method: "GET", path: "/api/admin/wait-lists" },
  { method: "GET", path: "/api/admin/wait-lists/single-pamperplay/entries" },
  { method: "POST", path: "/api/admin/wait-lists/single-pamperplay/release", body: { count: 1 } },
  {
    method: "POST",
    path: "/api/admin/wait-lists/single-pamperplay/settings",
    body: { voucherHours: 24 },
  },
  { method: "POST", path: "/api/admin/wait-lists/single-pamperplay/close" },
  { method: "POST", path: "/api/admin/wait-lists/single-pamperplay/reopen" },
  { method: "GET", path: "/api/admin/waiting-room" },
  {
    method: "POST",
    path: "/api/admin/waiting-room/settings",
    body: {
      enabled: true,
      opensMinutes: 30,
      ratePerMinute: null,
      voucherMinutes: 15,
      emailGate: false,
    },
  },
  { method: "POST", path: "/api/admin/waiting-room/admission", body: { paused: false } },
  { method: "GET", path: "/api/admin/waiting-room/place/01234-56789" },
];
