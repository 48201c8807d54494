import { beforeEach, describe, expect, it } from "vitest";
import { allDatabaseKinds } from "../db/test/databases.ts";
import { testServicesForBlock } from "../test/services.ts";
import { teamCall as call, teamToken } from "../test/team-calls.ts";
import type { UndeliveredMailsAnswer } from "../../core/api/admin.ts";

describe.each(allDatabaseKinds)("the team's outbox calls on %s", (kind) => {
  const setup = testServicesForBlock({ kind });
  let token: string;
  beforeEach(async () => {
    token = await teamToken(setup);
  });

  it("shows undelivered mails and sends one given up on again", async () => {
    const { db } = setup.services;
    for (const to of ["sent@example.org", "retrying@example.org", "failed@example.org"])
      await setup.services.mail.enqueue(db, {
        to,
        subject: `Mail an ${to}`,
        text: "geheim",
        html: "<p>geheim</p>",
      });
    const id = async (to: string) =>
      (
        await db
          .selectFrom("mail_outbox")
          .select("id")
          .where("to_address", "=", to)
          .executeTakeFirstOrThrow()
      ).id;
    const at = "2025-06-20T10:00:00.000Z";
    await db
      .updateTable("mail_outbox")
      .set({ sent_at: at })
      .where("to_address", "=", "sent@example.org")
      .execute();
    await db
      .updateTable("mail_outbox")
      .set({ attempts: 2, last_error: "connection refused" })
      .where("to_address", "=", "retrying@example.org")
      .execute();
    await db
      .updateTable("mail_outbox")
      .set({ attempts: 8, last_error: "550 mailbox unavailable", failed_at: at })
      .where("to_address", "=", "failed@example.org")
      .execute();

    const listed = async () => {
      const path = "/api/admin/mail/undelivered";
      const response = await call(setup, { method: "GET", path }, token);
      expect(response.status).toBe(200);
      return ((await response.json()) as UndeliveredMailsAnswer).results;
    };
    const before = await listed();
    expect(before.map((mail) => [mail.to, mail.attempts, mail.lastError])).toEqual([
      ["retrying@example.org", 2, "connection refused"],
      ["failed@example.org", 8, "550 mailbox unavailable"],
    ]);
    expect(before[0]?.failedAt).toBeNull();
    expect(before[0]?.nextAttemptAt).toEqual(expect.any(String));
    expect(before[1]?.failedAt).toBe(at);
    expect(JSON.stringify(before)).not.toContain("geheim");

    const retry = (target: number | string) =>
      call(setup, { method: "POST", path: `/api/admin/mail/undelivered/${target}/retry` }, token);
    expect((await retry(await id("retrying@example.org"))).status).toBe(404);
    expect((await retry(999_999)).status).toBe(404);
    expect((await retry("x")).status).toBe(404);
    const again = await retry(await id("failed@example.org"));
    expect(again.status).toBe(200);
    const failed = (await listed()).find((mail) => mail.to === "failed@example.org");
    expect(failed).toMatchObject({
      attempts: 0,
      failedAt: null,
      nextAttemptAt: expect.any(String),
    });
  });
});
