import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { LocaleContext } from "../i18n/messages.ts";
import { ErrorPage, errorStatusOf } from "./error-page.tsx";

/** The error page a route error shows (server rendered, as the route's boundary renders it). */
function errorPageFor(error: unknown, locale: "de" | "en") {
  const Page = createRoutesStub([
    { path: "/ticket/wait-list", Component: () => <ErrorPage status={errorStatusOf(error)} /> },
  ]);
  return renderToStaticMarkup(
    <LocaleContext value={locale}>
      <Page initialEntries={["/ticket/wait-list"]} />
    </LocaleContext>,
  );
}

describe("the error page", () => {
  it("says 'not available right now' when the server's database does not answer (503)", () => {
    const unavailable = new ErrorResponse(503, "", null);
    expect(errorPageFor(unavailable, "de")).toContain("Gerade nicht erreichbar");
    expect(errorPageFor(unavailable, "en")).toContain("We cannot reach our data right now.");
    expect(errorPageFor(unavailable, "en")).not.toContain("Something went wrong");
  });

  it("tells a missing page (404) and anything else (500) apart", () => {
    expect(errorPageFor(new ErrorResponse(404, "", null), "en")).toContain("Page not found");
    expect(errorPageFor(new Error("bug"), "en")).toContain("Something went wrong");
    expect(errorPageFor(new ErrorResponse(502, "", null), "en")).toContain("Something went wrong");
  });
});
