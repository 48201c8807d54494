import { afterEach, describe, expect, it, vi } from "vitest";
import { readFormStep, submitForm, verifyForm } from "./form.ts";

function answerWith(body: object, status = 200) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(body, { status })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const verify = () => verifyForm({ formId: "f1", transmissionPIN: 42 });

describe("the form calls", () => {
  it("tell a refused PIN (the step stays) from a submission that is gone (start anew)", async () => {
    answerWith({ code: 403, msg: "Wrong PIN", triesLeft: 2 }, 403);
    await expect(verify()).resolves.toMatchObject({ ok: false, reason: "wrongPin" });
    answerWith({ code: 423, msg: "Locked" }, 423);
    await expect(verify()).resolves.toMatchObject({ ok: false, reason: "locked" });
    answerWith({ code: 429, msg: "Too many" }, 429);
    await expect(verify()).resolves.toMatchObject({ ok: false, reason: "busy" });
    answerWith({ code: 410, msg: "Expired" }, 410);
    await expect(verify()).resolves.toMatchObject({ ok: false, reason: "gone" });
    answerWith({ code: 404, msg: "Unknown" }, 404);
    await expect(readFormStep("f1")).resolves.toMatchObject({ ok: false, reason: "unknown" });
  });

  it("turn an answer that does not fit its schema into an error the page shows", async () => {
    answerWith({ code: 200, msg: "OK", transmitted: "no" });
    await expect(readFormStep("f1")).resolves.toMatchObject({ ok: false, reason: "badAnswer" });
    answerWith({ code: 200, msg: "OK", formId: 7 });
    await expect(submitForm("hotel", { formFields: {} })).resolves.toMatchObject({
      ok: false,
      reason: "badAnswer",
    });
  });

  it("take a plain 200 to a submission as sent (spec: no PIN step)", async () => {
    answerWith({ code: 200, msg: "OK" });
    await expect(submitForm("hotel", { formFields: {} })).resolves.toEqual({
      ok: true,
      data: { code: 200, msg: "OK" },
    });
  });
});
