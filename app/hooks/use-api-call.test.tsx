import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { ApiResult } from "../api/call.ts";
import { callState, useApiCall } from "./use-api-call.ts";

function Probe({ call, start }: { call: () => Promise<ApiResult<string>>; start?: [] }) {
  const { state, pending } = useApiCall(call, start ? { start } : {});
  return <p data-pending={pending}>{state.kind}</p>;
}

describe("useApiCall", () => {
  it("begins idle, or pending when the call starts with the page", () => {
    const call = vi.fn(async (): Promise<ApiResult<string>> => ({ ok: true, data: "x" }));
    expect(renderToStaticMarkup(<Probe call={call} />)).toBe('<p data-pending="false">idle</p>');
    expect(renderToStaticMarkup(<Probe call={call} start={[]} />)).toBe(
      '<p data-pending="true">pending</p>',
    );
    // The server renders the page without making the call; the browser makes it once hydrated.
    expect(call).not.toHaveBeenCalled();
  });

  it("keeps the data of a success and the status and message of a refusal", () => {
    expect(callState({ ok: true, data: { code: 200, msg: "OK" } })).toEqual({
      kind: "success",
      data: { code: 200, msg: "OK" },
    });
    expect(
      callState({
        ok: false,
        reason: "refused",
        status: 425,
        msg: "Too early",
        details: { ticketSaleStart: null },
      }),
    ).toEqual({
      kind: "error",
      reason: "refused",
      status: 425,
      msg: "Too early",
      details: { ticketSaleStart: null },
    });
  });
});
