import { Hono } from "hono";
import { z } from "zod";
import {
  dayCountsAnswerSchema,
  matchesAnswerSchema,
  resaleSettingsSchema,
  newsletterPostsAnswerSchema,
  offerStepBodySchema,
  offersAnswerSchema,
  quotasAnswerSchema,
  requestStepBodySchema,
  requestsAnswerSchema,
  sinceFilterSchema,
  subscriptionsAnswerSchema,
  timestampsAnswerSchema,
  undeliveredMailsAnswerSchema,
} from "../../core/api/admin.ts";
import {
  authLogoutBodySchema,
  authProfileAnswerSchema,
  authProfileQuerySchema,
  authTokenAnswerSchema,
  authTokenBodySchema,
  authVerifyAnswerSchema,
} from "../../core/api/auth.ts";
import { postcardBodySchema } from "../../core/api/contact.ts";
import {
  imageDeletedAnswerSchema,
  imageUploadAnswerSchema,
  postSaveBodySchema,
  postSavedAnswerSchema,
  teamPostAnswerSchema,
  teamPostsAnswerSchema,
} from "../../core/api/posts.ts";
import { apiAnswerSchema, linkIdBodySchema } from "../../core/api/fields.ts";
import {
  formSubmitAnswerSchema,
  formStepAnswerSchema,
  formSubmitBodySchema,
  formVerifyAnswerSchema,
  formVerifyBodySchema,
  sensitiveReadAnswerSchema,
} from "../../core/api/form.ts";
import { newsletterRegisterBodySchema } from "../../core/api/newsletter.ts";
import { resaleOfferBodySchema, resaleRequestBodySchema } from "../../core/api/resale.ts";
import { availabilityAnswerSchema } from "../../core/api/ticket-shop.ts";

interface Operation {
  method: "get" | "post";
  /** Hono path syntax (`:id`); turned into OpenAPI's `{id}`. */
  path: string;
  summary: string;
  body?: z.core.$ZodType;
  query?: z.ZodObject;
  answer?: z.core.$ZodType;
  bearer?: true;
  /** A redirect rather than JSON. */
  redirect?: true;
}

/**
 * The contact API as documented at /api/openapi.json, built from the same zod schemas the
 * routers validate with. openapi.test.ts checks that every route the app serves is listed here.
 */
export const operations: Operation[] = [
  {
    method: "get",
    path: "/api/time",
    summary: "Server time for countdowns",
    answer: z.object({ now: z.iso.datetime() }),
  },
  { method: "get", path: "/api/reload", summary: "Count a page load (timestamp only)" },
  {
    method: "post",
    path: "/api/newsletter/register",
    summary: "Start the double opt-in",
    body: newsletterRegisterBodySchema,
  },
  {
    method: "post",
    path: "/api/newsletter/subscribe",
    summary: "Confirm a subscription",
    body: linkIdBodySchema,
  },
  {
    method: "post",
    path: "/api/newsletter/unsubscribe",
    summary: "Leave the newsletter",
    body: linkIdBodySchema,
  },
  {
    method: "post",
    path: "/api/contact/postcard",
    summary: "Send a postcard to the organiser",
    body: postcardBodySchema,
  },
  {
    method: "post",
    path: "/api/form/submit/:formKey",
    summary: "Submit a form; mails a PIN",
    body: formSubmitBodySchema,
    answer: formSubmitAnswerSchema,
  },
  {
    method: "post",
    path: "/api/form/verify",
    summary: "Verify the PIN and transmit",
    body: formVerifyBodySchema,
    answer: formVerifyAnswerSchema,
  },
  {
    method: "get",
    path: "/api/form/:formId/step",
    summary: "The pending PIN step of a submission (no card data)",
    answer: formStepAnswerSchema,
  },
  {
    method: "post",
    path: "/api/form/:formId/resend",
    summary: "Mail a new PIN for a pending submission",
    answer: formStepAnswerSchema,
  },
  {
    method: "post",
    path: "/api/form/card/:token",
    summary: "Read card details once (hotel)",
    answer: sensitiveReadAnswerSchema,
  },
  {
    method: "post",
    path: "/api/tickets/offer/new",
    summary: "Offer a ticket for resale",
    body: resaleOfferBodySchema,
  },
  {
    method: "post",
    path: "/api/tickets/request/new",
    summary: "Request resale tickets",
    body: resaleRequestBodySchema,
  },
  {
    method: "post",
    path: "/api/tickets/offer",
    summary: "Confirm a resale offer by its mail link",
    body: linkIdBodySchema,
  },
  {
    method: "post",
    path: "/api/tickets/request",
    summary: "Confirm a resale request by its mail link",
    body: linkIdBodySchema,
  },
  {
    method: "get",
    path: "/api/tickets/availability/:ticketShopId",
    summary:
      "Shop URL when on sale (counts a ticket click); ?package=<id> applies that package's start rules and opens the shop at its product",
    answer: availabilityAnswerSchema,
  },
  {
    method: "get",
    path: "/api/auth/login",
    summary: "Start the team login at the identity provider",
    redirect: true,
  },
  {
    method: "post",
    path: "/api/auth/token",
    summary: "Exchange the login code for a session",
    body: authTokenBodySchema,
    answer: authTokenAnswerSchema,
  },
  {
    method: "get",
    path: "/api/auth/verify",
    summary: "Check a session",
    bearer: true,
    answer: authVerifyAnswerSchema,
  },
  {
    method: "get",
    path: "/api/auth/profile",
    summary: "Team member's name and avatar",
    bearer: true,
    query: authProfileQuerySchema,
    answer: authProfileAnswerSchema,
  },
  {
    method: "post",
    path: "/api/auth/logout",
    summary: "End a session",
    body: authLogoutBodySchema,
  },
  {
    method: "get",
    path: "/api/admin/newsletter/subscriptions",
    summary: "Confirmed subscribers",
    bearer: true,
    answer: subscriptionsAnswerSchema,
  },
  {
    method: "get",
    path: "/api/admin/mail/undelivered",
    summary: "Mails not delivered yet: retrying, or given up",
    bearer: true,
    answer: undeliveredMailsAnswerSchema,
  },
  {
    method: "post",
    path: "/api/admin/mail/undelivered/:id/retry",
    summary: "Send a mail given up on again",
    bearer: true,
  },
  {
    method: "get",
    path: "/api/admin/newsletter/posts",
    summary: "Posts with the mail channel and the mails sent for each",
    bearer: true,
    answer: newsletterPostsAnswerSchema,
  },
  {
    method: "get",
    path: "/api/admin/posts",
    summary: "The city's team posts and the channels on offer",
    bearer: true,
    answer: teamPostsAnswerSchema,
  },
  {
    method: "post",
    path: "/api/admin/posts",
    summary: "Write a post (draft or scheduled)",
    bearer: true,
    body: postSaveBodySchema,
    answer: postSavedAnswerSchema,
  },
  {
    method: "get",
    path: "/api/admin/posts/:key",
    summary: "One team post with its changes",
    bearer: true,
    answer: teamPostAnswerSchema,
  },
  {
    method: "post",
    path: "/api/admin/posts/:key",
    summary: "Save a post over the revision it was loaded at",
    bearer: true,
    body: postSaveBodySchema,
    answer: postSavedAnswerSchema,
  },
  {
    method: "post",
    path: "/api/admin/posts/:key/withdraw",
    summary: "Take a post off the site",
    bearer: true,
    answer: postSavedAnswerSchema,
  },
  {
    method: "post",
    path: "/api/admin/posts/:key/restore",
    summary: "Bring a withdrawn post back",
    bearer: true,
    answer: postSavedAnswerSchema,
  },
  {
    method: "post",
    path: "/api/admin/images",
    summary: "Upload an image for posts (the file is the body; re-encoded to JPEG widths)",
    bearer: true,
    answer: imageUploadAnswerSchema,
  },
  {
    method: "post",
    path: "/api/admin/images/:id/delete",
    summary: "Delete an uploaded image of the city's site in all its widths",
    bearer: true,
    answer: imageDeletedAnswerSchema,
  },
  {
    method: "get",
    path: "/api/admin/tickets/offer",
    summary: "Confirmed resale offers",
    bearer: true,
    answer: offersAnswerSchema,
  },
  {
    method: "post",
    path: "/api/admin/tickets/offer/:id",
    summary: "Next step of an offer",
    bearer: true,
    body: offerStepBodySchema,
  },
  {
    method: "get",
    path: "/api/admin/tickets/request",
    summary: "Confirmed resale requests",
    bearer: true,
    answer: requestsAnswerSchema,
  },
  {
    method: "post",
    path: "/api/admin/tickets/request/:id",
    summary: "Next step of a request",
    bearer: true,
    body: requestStepBodySchema,
  },
  {
    method: "get",
    path: "/api/admin/tickets/matches",
    summary: "The city's resale matches (expired ones moved on first) and its payment window",
    bearer: true,
    answer: matchesAnswerSchema,
  },
  {
    method: "post",
    path: "/api/admin/tickets/settings",
    summary: "The city's resale payment window and payment instructions",
    bearer: true,
    body: resaleSettingsSchema,
  },
  {
    method: "post",
    path: "/api/admin/tickets/matches/:id/paid",
    summary: "The requester of a match paid",
    bearer: true,
  },
  {
    method: "post",
    path: "/api/admin/tickets/matches/:id/undo",
    summary: "Undo a match: the request goes back to the front of the line",
    bearer: true,
  },
  {
    method: "post",
    path: "/api/admin/tickets/offer/:id/match",
    summary:
      "Match a waiting offer (its match undone) with the next request in line, not the undone one",
    bearer: true,
  },
  {
    method: "post",
    path: "/api/admin/tickets/request",
    summary:
      "The city's ticket clicks since an instant or a day (the latest 1,000, and the totals)",
    bearer: true,
    body: sinceFilterSchema,
    answer: timestampsAnswerSchema,
  },
  {
    method: "post",
    path: "/api/admin/counter/reload",
    summary: "The city's page loads since an instant or a day (the latest 1,000, and the totals)",
    bearer: true,
    body: sinceFilterSchema,
    answer: timestampsAnswerSchema,
  },
  {
    method: "post",
    path: "/api/admin/tickets/clicks/days",
    summary: "Ticket clicks per day in the city's time zone since an instant",
    bearer: true,
    body: sinceFilterSchema,
    answer: dayCountsAnswerSchema,
  },
  {
    method: "post",
    path: "/api/admin/counter/reload/days",
    summary: "Page loads per day in the city's time zone since an instant",
    bearer: true,
    body: sinceFilterSchema,
    answer: dayCountsAnswerSchema,
  },
  {
    method: "get",
    path: "/api/admin/quotas/availability",
    summary: "Ticket quotas from the shop",
    bearer: true,
    answer: quotasAnswerSchema,
  },
  {
    method: "get",
    path: "/api/admin/tickets/availability/:ticketShopId",
    summary: "Team shop URL without limits",
    bearer: true,
    answer: availabilityAnswerSchema,
  },
];

const jsonSchema = (schema: z.core.$ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
const json = (schema: z.core.$ZodType) => ({ "application/json": { schema: jsonSchema(schema) } });

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const path = op.path.replace(/:(\w+)/g, "{$1}");
    const parameters = [
      ...[...op.path.matchAll(/:(\w+)/g)].map((m) => ({
        name: m[1],
        in: "path",
        required: true,
        schema: { type: "string" },
      })),
      ...Object.entries(op.query?.shape ?? {}).map(([name, schema]) => ({
        name,
        in: "query",
        required: true,
        schema: jsonSchema(schema as z.core.$ZodType),
      })),
    ];
    (paths[path] ??= {})[op.method] = {
      summary: op.summary,
      ...(parameters.length ? { parameters } : {}),
      ...(op.bearer ? { security: [{ bearer: [] }] } : {}),
      ...(op.body ? { requestBody: { required: true, content: json(op.body) } } : {}),
      responses: {
        ...(op.redirect
          ? { "302": { description: "Redirect to the identity provider" } }
          : { "200": { description: "Success", content: json(op.answer ?? apiAnswerSchema) } }),
        "4XX": {
          description: "Bad input, unknown id, not allowed or too many requests",
          content: json(apiAnswerSchema),
        },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: { title: "PamperPlay contact API", version: "1" },
    components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    paths,
  };
}

export function openApiRouter(): Hono {
  const document = openApiDocument();
  return new Hono().get("/openapi.json", (c) => c.json(document));
}
