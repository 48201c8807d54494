/**
 * What a service answers: success with its data, or a refusal whose reason comes from a closed
 * set. Services never speak HTTP or the visitor's language; the routers map each reason to a
 * status and a text (docs/decisions/0018-results-and-jobs.md).
 *
 * `Reason` lists the refusals that are a reason alone; `Detailed` those that carry what the
 * answer needs to tell besides, e.g. `{ reason: "wrong-pin"; left: number }`.
 */
export type Result<
  Reason extends string,
  Data extends object = object,
  Detailed extends { reason: string } = never,
> = ({ ok: true } & Data) | Refused<Reason, Detailed>;

/** A refusal as a Result carries it, without the `ok`. */
export type Refusal<Reason extends string, Detailed extends { reason: string } = never> =
  // No bare reasons (`never`): only the detailed refusals.
  ([Reason] extends [never] ? never : { reason: Reason }) | Detailed;

export type Refused<Reason extends string, Detailed extends { reason: string } = never> = {
  ok: false;
} & Refusal<Reason, Detailed>;

export const succeeded = { ok: true } as const;

/** A refusal for `reason`, with what its answer needs beside it (`detail`), if anything. */
export const refusedFor = <Reason extends string, Detail extends object = Record<never, never>>(
  reason: Reason,
  detail?: Detail,
) => ({ ok: false, reason, ...detail }) as { ok: false; reason: Reason } & Detail;
