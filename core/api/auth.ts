import { z } from "zod";
import { answer } from "./answer.ts";

/** POST /api/auth/token: what the identity provider sent back to /auth (iss: RFC 9207). */
export const authTokenBodySchema = z
  .object({
    code: z.string().min(1).max(4096),
    state: z.string().min(1).max(512),
    iss: z.string().max(2048).optional(),
  })
  .strict();
export type AuthTokenBody = z.infer<typeof authTokenBodySchema>;

/**
 * The stored credentials (spec: auth.access_token, info.resource_owner_id). The access token is
 * the site's own session token, never the identity provider's.
 */
export const credentialsSchema = z.object({
  auth: z.object({
    access_token: z.string().min(20).max(200),
    token_type: z.literal("Bearer"),
    expires_at: z.string(),
  }),
  info: z.object({ resource_owner_id: z.string().min(1).max(200) }),
});
export type Credentials = z.infer<typeof credentialsSchema>;

export const authTokenAnswerSchema = answer(credentialsSchema.shape);
export type AuthTokenAnswer = z.infer<typeof authTokenAnswerSchema>;

export const authVerifyAnswerSchema = answer({
  info: z.object({ resource_owner_id: z.string() }),
  expires_at: z.string(),
});
export type AuthVerifyAnswer = z.infer<typeof authVerifyAnswerSchema>;

export const authProfileQuerySchema = z.object({ id: z.string().min(1).max(200) });

/** GET /api/auth/profile: the avatar is a data: URL or our own path, never another host. */
export const authProfileAnswerSchema = answer({
  name: z.string(),
  avatar_url: z.string().refine((url) => url.startsWith("data:image/") || url.startsWith("/")),
});
export type AuthProfileAnswer = z.infer<typeof authProfileAnswerSchema>;

export const authLogoutBodySchema = z.object({ token: z.string().min(1).max(200) }).strict();
export type AuthLogoutBody = z.infer<typeof authLogoutBodySchema>;

/** The development identity provider's one-click accounts (server/auth/dev-idp.ts). */
export const devAccountIds = ["team-member", "visitor"] as const;
export type DevAccountId = (typeof devAccountIds)[number];

/** Its login page's path parameter: the provider's interaction id. */
export const devInteractionParamsSchema = z.object({ uid: z.string().min(1) });

/** Its login page's plain form post: the account's button. */
export const devLoginFormSchema = z.object({ account: z.enum(devAccountIds) });
