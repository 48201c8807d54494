import { isRouteErrorResponse, type ActionFunctionArgs } from "react-router";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "./routes.ts";
import { testActionArgs, testOrigin } from "./test/page-context.ts";

/**
 * "Nothing a client sends produces a 500", for the page actions (form posts to pages): every
 * route module in app/routes.ts that has an `action` gets bodies no form of ours would send.
 * React Router turns whatever an action throws, other than a Response or `data()`, into a 500.
 */
function routeFiles(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [entry.file, ...routeFiles(entry.children ?? [])]);
}

type Action = (args: ActionFunctionArgs) => unknown;

async function pageActions(): Promise<{ file: string; action: Action }[]> {
  const found = [];
  for (const file of new Set(routeFiles(routes))) {
    const module = (await import(/* @vite-ignore */ `./${file}`)) as { action?: Action };
    if (module.action) found.push({ file, action: module.action });
  }
  return found;
}

const origin = testOrigin;

const hostileRequests: { name: string; init: RequestInit }[] = (
  [
    ["JSON", "application/json", '{"locale":"en","redirectTo":"/start"}'],
    ["JSON array", "application/json", "[1,2,3]"],
    ["multipart without boundary", "multipart/form-data", "locale=en"],
    ["multipart garbage", "multipart/form-data; boundary=x", "garbage\r\n--y--"],
    [
      "multipart cut off",
      "multipart/form-data; boundary=x",
      '--x\r\nContent-Disposition: form-data; name="locale"\r\n\r\nen',
    ],
    ["plain text", "text/plain", "locale=en"],
    ["no content type", "", "locale=en"],
    ["an unknown content type", "application/x-evil; charset=utf-1234", "\u0000\uffff"],
    [
      "form with broken percent-encoding",
      "application/x-www-form-urlencoded",
      "locale=%E0%A4%A&redirectTo=%",
    ],
    ["form with a NUL", "application/x-www-form-urlencoded", "locale=%00&redirectTo=%00"],
    [
      "form with repeated and odd keys",
      "application/x-www-form-urlencoded",
      "locale=en&locale=de&__proto__=x&constructor=y",
    ],
    [
      "form with a file",
      "multipart/form-data; boundary=x",
      '--x\r\nContent-Disposition: form-data; name="redirectTo"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n/start\r\n--x--\r\n',
    ],
    ["empty form", "application/x-www-form-urlencoded", ""],
    ["huge field", "application/x-www-form-urlencoded", `locale=${"x".repeat(100_000)}`],
    ...[
      "/\t/evil.example",
      "/\n/evil.example",
      "/.//evil.example",
      "///evil.example",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "data:text/html,x",
      "http://evil.example",
      "/%09/evil.example",
      "%2F%2Fevil.example",
    ].map(
      (target) =>
        [
          `redirectTo ${JSON.stringify(target)}`,
          "application/x-www-form-urlencoded",
          new URLSearchParams({ locale: "en", redirectTo: target }).toString(),
        ] as const,
    ),
  ] as const
).map(([name, type, body]) => ({
  name,
  init: { method: "POST", headers: type ? { "content-type": type } : undefined, body },
}));
hostileRequests.push(
  {
    name: "PUT",
    init: { method: "PUT", body: "{}", headers: { "content-type": "application/json" } },
  },
  { name: "DELETE without body", init: { method: "DELETE" } },
);

/** What React Router answers for an action's result or what it threw. */
async function answerOf(action: Action, request: Request, locale: "de" | "en") {
  try {
    return asResponse(await action(testActionArgs(request, locale)));
  } catch (thrown) {
    const known = thrown instanceof Response || isRouteErrorResponse(thrown) || hasInit(thrown);
    return known ? asResponse(thrown) : new Response(String(thrown), { status: 500 });
  }
}

/** `data(value, init)`, returned or thrown. */
function hasInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return typeof value === "object" && value !== null && "init" in value && "data" in value;
}

function asResponse(value: unknown): Response {
  if (value instanceof Response) return value;
  if (isRouteErrorResponse(value)) return Response.json(value.data, { status: value.status });
  if (hasInit(value)) return Response.json(value.data, value.init ?? {});
  return Response.json(value ?? null);
}

/** Below 500; a redirect stays on our site; a 4xx is a `{code, msg}` the page can show. */
async function problemsWith(response: Response): Promise<string[]> {
  if (response.status >= 500) return [`${response.status} ${await response.text()}`];
  const location = response.headers.get("location");
  if (
    location !== null &&
    (new URL(location, origin).origin !== origin || !/^\/(?![/\\])/.test(location))
  )
    return [`redirects to ${JSON.stringify(location)}`];
  if (response.status < 400) return [];
  const answer = (await response.json().catch(() => null)) as {
    code?: unknown;
    msg?: unknown;
  } | null;
  return answer?.code === response.status && typeof answer.msg === "string"
    ? []
    : [`${response.status} without {code, msg}`];
}

describe("hostile input to page actions", async () => {
  const actions = await pageActions();

  it("finds the page actions", () => {
    expect(actions.map(({ file }) => file)).toContain("layout/locale.ts");
  });

  for (const { file, action } of actions) {
    it(`${file} answers hostile bodies with a 4xx or a redirect on our own site`, async () => {
      const problems: string[] = [];
      for (const { name, init } of hostileRequests) {
        const path = "/" + file.replace(/^routes\//, "").replace(/\.tsx?$/, "");
        const response = await answerOf(action, new Request(origin + path, init), "en");
        problems.push(...(await problemsWith(response)).map((problem) => `${name}: ${problem}`));
      }
      expect(problems).toEqual([]);
    });
  }
});
