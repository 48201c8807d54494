import type { Transaction } from "kysely";
import type { ResaleSettings } from "../../core/api/admin.ts";
import type { HubId } from "../../core/content/common.ts";
import type { Database, Db } from "../db/schema.ts";

/** The payment window of a city whose team has not set one. */
export const defaultPaymentWindowHours = 48;

/** A city's payment window and instructions, the defaults until its team saves its own. */
export async function readSettings(
  executor: Db | Transaction<Database>,
  hubId: HubId,
): Promise<ResaleSettings> {
  const row = await executor
    .selectFrom("resale_settings")
    .select([
      "payment_window_hours",
      "payment_instructions",
      "payment_instructions_en",
      "ticket_price_cents",
    ])
    .where("hub_id", "=", hubId)
    .executeTakeFirst();
  return {
    paymentWindowHours: row?.payment_window_hours ?? defaultPaymentWindowHours,
    paymentInstructions: row?.payment_instructions ?? "",
    paymentInstructionsEn: row?.payment_instructions_en ?? "",
    ticketPrice: row?.ticket_price_cents == null ? null : row.ticket_price_cents / 100,
  };
}

export async function saveSettings(db: Db, hubId: HubId, value: ResaleSettings): Promise<void> {
  const row = {
    payment_window_hours: value.paymentWindowHours,
    payment_instructions: value.paymentInstructions,
    payment_instructions_en: value.paymentInstructionsEn,
    ticket_price_cents: value.ticketPrice === null ? null : Math.round(value.ticketPrice * 100),
  };
  await db
    .insertInto("resale_settings")
    .values({ hub_id: hubId, ...row })
    .onConflict((oc) => oc.column("hub_id").doUpdateSet(row))
    .execute();
}
