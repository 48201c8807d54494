import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { validHotelFields } from "../../core/forms/test/hotel-fixture.ts";
import { fixedClock } from "../clock.ts";
import { loadConfig } from "../config.ts";
import { loadContent } from "../content/load.ts";
import { openDatabase } from "../db/database.ts";
import type { Db } from "../db/schema.ts";
import { allDatabaseKinds, databaseKinds, type DatabaseKind } from "../db/test/databases.ts";
import { linkIn, startSmtpCapture } from "../outbox/test/smtp-capture.ts";
import { composeServices } from "../services.ts";
import { formAnswers } from "./test/answers.ts";
import { siteKeys } from "../site-keys.ts";
import { tempDirMaker } from "../test/temp-dir.ts";

const tempDir = tempDirMaker("secrets-at-rest-");

/** Every row of every table, as text. */
async function everyTable(db: Db, kind: DatabaseKind): Promise<string> {
  const tables =
    kind === "postgres"
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
        where table_schema = 'public'`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
          db,
        );
  expect(tables.rows.map((t) => t.name)).toContain("mail_outbox");
  const dumps = await Promise.all(
    tables.rows.map(async ({ name }) => {
      const rows = await sql`select * from ${sql.table(name)}`.execute(db);
      return `${name}: ${JSON.stringify(rows.rows)}`;
    }),
  );
  return dumps.join("\n");
}

/** Every file under `dir` (database, its journal, keys, anything else), as raw bytes. */
function everyFile(dir: string): { path: string; bytes: Buffer }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path, bytes: readFileSync(path) };
    });
}

describe.each(allDatabaseKinds)("secrets at rest on %s", (kind) => {
  it("after a hotel request, no table and no file in DATA_DIR holds the card number, the PIN or the card link", async () => {
    const dataDir = tempDir();
    const smtp = await startSmtpCapture();
    const postgres = kind === "postgres" ? await databaseKinds.postgres() : undefined;
    const db = postgres?.db ?? (await openDatabase({ dataDir }));
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      PUBLIC_URL: "https://muc.pamperplay.example",
    });
    // The keys as the site uses them: generated into DATA_DIR, which is searched too.
    const services = composeServices({
      config,
      clock: fixedClock(new Date("2025-08-01T12:00:00+02:00")),
      content: loadContent(),
      db,
      keys: await siteKeys(config, db),
      log: { log: () => {}, error: () => {} },
    });
    const secrets: string[] = ["4111111111111111", "4111 1111 1111 1111"];
    const expectNoSecretAtRest = async (moment: string) => {
      const tables = await everyTable(db, kind);
      for (const secret of secrets) {
        expect(tables, `${moment}: ${secret} in a table`).not.toContain(secret);
        for (const { path, bytes } of everyFile(dataDir)) {
          expect(bytes.includes(secret), `${moment}: ${secret} in ${path}`).toBe(false);
        }
      }
    };
    try {
      const { mail } = services;
      const forms = formAnswers(services.forms);
      const { formId } = await forms.submit({
        formKey: "hotel",
        formFields: validHotelFields,
        hubId: "munich",
        locale: "de",
      });
      // The PIN mail waits in the outbox, then goes out.
      await expectNoSecretAtRest("PIN mail queued");
      await mail.runOnce();
      const pinMail = await smtp.waitFor((m) => m.to.includes("alex@example.org"));
      const transmitLink = linkIn(pinMail, "https://muc.pamperplay.example/_form/form-transmit?");
      const linkCode = new URL(transmitLink).searchParams.get("pin")!;
      const pin = /PIN: (\d{4})/.exec(pinMail.parsed.text ?? "")![1]!;
      secrets.push(transmitLink, linkCode, `PIN: ${pin}`);
      await expectNoSecretAtRest("PIN mail sent");

      await forms.verify({ formId, pin: Number(pin), locale: "de", client: "192.0.2.10" });
      // The hotel's mail with the card link waits in the outbox, then goes out.
      await expectNoSecretAtRest("hotel mail queued");
      await mail.runOnce();
      const hotelMail = await smtp.waitFor((m) => m.to.includes("hotel@pamperplay.example"));
      const cardLink = linkIn(hotelMail, "https://muc.pamperplay.example/_form/card/");
      secrets.push(cardLink, cardLink.split("/").pop()!);
      await expectNoSecretAtRest("hotel mail sent");

      // The link still works: the hotel reads the card once.
      const read = await forms.readSensitive({ token: cardLink.split("/").pop()!, locale: "de" });
      expect(read.fields.map((f) => f.value)).toContain("4111111111111111");
      await expectNoSecretAtRest("card read");
    } finally {
      await services.close();
      await (postgres ? postgres.dispose() : db.destroy());
      await smtp.close();
    }
  });
});
