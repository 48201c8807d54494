import type { Context, Env, Hono, Next } from "hono";
import type { z } from "zod";
import { isFormPost, readForm, readJson, validate } from "./read-json.ts";

/** What /api/openapi.json says about one route (server/http/openapi.ts). */
export interface ApiOperation<
  Body extends z.core.$ZodType = z.core.$ZodType,
  Query extends z.ZodObject = z.ZodObject,
  Params extends z.core.$ZodObject = z.core.$ZodObject,
> {
  summary: string;
  /** The JSON body: the handler reads it through `input.body()`, which validates against it. */
  body?: Body;
  /**
   * The body may also come as a plain form post (a page's form before or without its script),
   * validated against the same schema; the handler answers that with a redirect (`fromForm`).
   * `"only"`: the body is read only as a plain form post (a form that needs no script).
   */
  form?: true | "only";
  /** The query: the handler reads it through `input.query()`, which validates against it. */
  query?: Query;
  /** The path's `:name` parameters: the handler reads them through `input.params()`. */
  params?: Params;
  /** The success answer; without it `{ code, msg }`. */
  answer?: z.core.$ZodType;
  /** Needs a team session's bearer token. */
  bearer?: true;
  /** A redirect rather than JSON. */
  redirect?: true;
}

type Checked<T extends z.core.$ZodType> =
  { ok: true; data: z.output<T> } | { ok: false; response: Response };

/** The request's input, read when the handler asks (after its own checks) and as documented. */
export interface ApiInput<
  Body extends z.core.$ZodType,
  Query extends z.ZodObject = z.ZodObject<Record<never, never>>,
  Params extends z.core.$ZodObject = z.core.$ZodObject,
> {
  body: () => Promise<Checked<Body>>;
  query: () => Checked<Query>;
  params: () => Checked<Params>;
  /** Whether the body is a plain form post (only for an operation that takes one). */
  fromForm: () => boolean;
}

export type ApiHandler<
  E extends Env,
  P extends string,
  Body extends z.core.$ZodType,
  Query extends z.ZodObject,
  Params extends z.core.$ZodObject = z.core.$ZodObject,
> = (
  c: Context<E, P>,
  input: ApiInput<Body, Query, Params>,
  /** What comes after the route (a page route: the site's own 404 page for an unknown thing). */
  next: Next,
) => Response | Promise<Response>;

/** Each registered handler's operation; Hono keeps the handler when a router is mounted. */
const described = new WeakMap<object, ApiOperation>();

/** The operation a route's handler was registered with by `apiRoute`, if any. */
export function operationOf(handler: object): ApiOperation | undefined {
  return described.get(handler);
}

/**
 * Registers an API route and what it does, in one: the handler validates its body, query and path
 * parameters with the schemas the OpenAPI document shows, so the two cannot differ.
 */
export function apiRoute<
  E extends Env,
  P extends string,
  Body extends z.core.$ZodType = z.ZodNever,
  Query extends z.ZodObject = z.ZodObject<Record<never, never>>,
  Params extends z.core.$ZodObject = z.core.$ZodObject,
>(
  router: Hono<E>,
  method: "GET" | "POST",
  path: P,
  operation: ApiOperation<Body, Query, Params>,
  handler: ApiHandler<E, P, Body, Query, Params>,
): void {
  const missing = (part: string) => new Error(`${method} ${path} documents no ${part}`);
  const run = (c: Context<E, P>, next: Next) => {
    const fromForm = () => operation.form === "only" || (operation.form === true && isFormPost(c));
    return handler(
      c,
      {
        body: () => {
          if (!operation.body) throw missing("body");
          return fromForm() ? readForm(c, operation.body) : readJson(c, operation.body);
        },
        fromForm,
        query: () => {
          if (!operation.query) throw missing("query");
          return validate(c, operation.query, c.req.query());
        },
        params: () => {
          if (!operation.params) throw missing("path parameters");
          return validate(c, operation.params, c.req.param());
        },
      },
      next,
    );
  };
  described.set(run, operation);
  router.on(method, path, run);
}

/**
 * A handler that runs with the request's body once it passes its schema; one that does not is
 * answered with the 400 naming the problem.
 */
export function withBody<E extends Env, P extends string, B extends z.core.$ZodType>(
  handler: (c: Context<E, P>, body: z.output<B>) => Response | Promise<Response>,
): ApiHandler<E, P, B, z.ZodObject> {
  return async (c, input) => {
    const body = await input.body();
    return body.ok ? handler(c, body.data) : body.response;
  };
}

/**
 * A handler that runs with the path's parameters once they pass their schema (a body, where the
 * route takes one, it reads through `input`); parameters that do not are answered with the 400.
 */
export function withParams<
  E extends Env,
  P extends string,
  B extends z.core.$ZodType,
  Q extends z.ZodObject,
  Params extends z.core.$ZodObject,
>(
  handler: (
    c: Context<E, P>,
    params: z.output<Params>,
    input: ApiInput<B, Q, Params>,
  ) => Response | Promise<Response>,
): ApiHandler<E, P, B, Q, Params> {
  return async (c, input) => {
    const params = input.params();
    return params.ok ? handler(c, params.data, input) : params.response;
  };
}
