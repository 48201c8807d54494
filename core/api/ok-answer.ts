/** The answer of a call that reports only its outcome: `{ code: 200, msg }`, msg for the visitor. */
export interface OkAnswer {
  code: 200;
  msg: string;
}

/**
 * Its check, written without zod (it is only the envelope with code 200): the pages that confirm
 * a mailed link make this call on load and need no other schema, and zod's core would add 16 kB
 * gzip to them (decision record 0016).
 */
export const okAnswerSchema = {
  safeParse(data: unknown): { success: true; data: OkAnswer } | { success: false } {
    const value = data as Partial<Record<keyof OkAnswer, unknown>> | null;
    return value?.code === 200 && typeof value.msg === "string"
      ? { success: true, data: { code: 200, msg: value.msg } }
      : { success: false };
  },
};
