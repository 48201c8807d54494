/**
 * What a service answers: success with its data, or a refusal whose reason comes from a closed
 * set. Services never speak HTTP or the visitor's language; the routers map each reason to a
 * status and a text (docs/decisions/0018-results-and-jobs.md).
 */
export type Result<Reason extends string, Data extends object = object> =
  ({ ok: true } & Data) | { ok: false; reason: Reason };

export const succeeded = { ok: true } as const;

export const refusedFor = <Reason extends string>(reason: Reason) =>
  ({ ok: false, reason }) as const;
