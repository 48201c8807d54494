import { Hono } from "hono";
import type { RouterRoute } from "hono/types";
import { z } from "zod";
import { apiAnswerSchema } from "../../core/api/fields.ts";
import { operationOf, type ApiOperation } from "./api-route.ts";

/** An API route as served, with what `apiRoute` registered it with. */
export interface ServedOperation extends ApiOperation {
  method: "get" | "post";
  /** Hono path syntax (`:id`), as the app serves it. */
  path: string;
}

/** The app's routes under /api that were registered with `apiRoute`, in the order they match. */
export function servedOperations(routes: readonly RouterRoute[]): ServedOperation[] {
  return routes.flatMap(({ method, path, handler }) => {
    const operation = operationOf(handler);
    if (!operation || !path.startsWith("/api/")) return [];
    return [{ ...operation, method: method.toLowerCase() as ServedOperation["method"], path }];
  });
}

const jsonSchema = (schema: z.core.$ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
const json = (schema: z.core.$ZodType) => ({ "application/json": { schema: jsonSchema(schema) } });

/** The OpenAPI document of the app's routes (`app.routes`): each describes itself. */
export function openApiDocument(routes: readonly RouterRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of servedOperations(routes)) {
    const path = op.path.replace(/:(\w+)/g, "{$1}");
    const parameters = [
      ...[...op.path.matchAll(/:(\w+)/g)].map(([, name]) => {
        // The schema the handler checks the parameter with, where it names one.
        const schema = op.params?._zod.def.shape[name!];
        return {
          name,
          in: "path",
          required: true,
          schema: schema ? jsonSchema(schema) : { type: "string" },
        };
      }),
      ...Object.entries(op.query?.shape ?? {}).map(([name, schema]) => ({
        name,
        in: "query",
        required: (schema as z.core.$ZodType)._zod.optin !== "optional",
        schema: jsonSchema(schema as z.core.$ZodType),
      })),
    ];
    (paths[path] ??= {})[op.method] = {
      summary: op.summary,
      ...(parameters.length ? { parameters } : {}),
      ...(op.bearer ? { security: [{ bearer: [] }] } : {}),
      ...(op.body
        ? {
            requestBody: {
              required: true,
              content: {
                ...(op.form !== "only" && json(op.body)),
                ...(op.form && {
                  "application/x-www-form-urlencoded": { schema: jsonSchema(op.body) },
                }),
              },
            },
          }
        : {}),
      responses: {
        ...(op.redirect
          ? { "302": { description: "Redirect to the identity provider" } }
          : { "200": { description: "Success", content: json(op.answer ?? apiAnswerSchema) } }),
        ...(op.form && {
          "303": { description: "A form post: back to the link's page, with the outcome" },
        }),
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

/**
 * GET /openapi.json, to be mounted on /api after the API's routers: the routes mounted by then,
 * described when first asked for (the document takes about 0.4 MB of heap, and most servers
 * are never asked).
 */
export function openApiRouter(routes: readonly RouterRoute[]): Hono {
  const mounted = [...routes];
  let document: ReturnType<typeof openApiDocument> | undefined;
  return new Hono().get("/openapi.json", (c) => c.json((document ??= openApiDocument(mounted))));
}
