import type { Locale } from "../../../core/locale.ts";
import { visitorText } from "../../http/visitor.messages.ts";
import type { TooManyMails } from "../../outbox/requested-mail.ts";
import { refusalAnswer } from "../visitor-router.ts";
import { formMessage } from "../forms.messages.ts";
import type { FormResult, FormService, VerifyProof } from "../service.ts";

/** A refusal as the API answers it: the HTTP status and the visitor's text. */
export class RefusedAnswer extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * The form service with the answers a visitor sees (the form router's statuses and texts): a
 * refusal rejects with RefusedAnswer, success carries the visitor's text as `msg`.
 */
export function formAnswers(forms: FormService) {
  const answer = <T extends object>(result: FormResult<T, TooManyMails>, locale: Locale) => {
    if (!result.ok && result.reason === "too-many-mails") {
      throw new RefusedAnswer(429, visitorText(locale, "tooManyMails"));
    }
    if (!result.ok) {
      const { status, msg } = refusalAnswer(result, locale);
      throw new RefusedAnswer(status, msg);
    }
    const { ok: _ok, ...rest } = result;
    return rest;
  };
  return {
    async submit(input: Parameters<FormService["submit"]>[0]) {
      const { formId } = answer(await forms.submit(input), input.locale);
      return { formId, msg: formMessage(input.locale, "submitted") };
    },
    async verify(input: { formId: string; locale: Locale; client: string } & VerifyProof) {
      const { transmitted, email = "" } = answer(await forms.verify(input), input.locale);
      if (!transmitted) return { msg: formMessage(input.locale, "alreadyTransmitted") };
      const next = formMessage(input.locale, "transmittedNext", { email });
      return { msg: formMessage(input.locale, "transmitted", { next }) };
    },
    async readSensitive(input: { token: string; locale: Locale }) {
      const read = answer(await forms.readSensitive(input), input.locale);
      return { msg: formMessage(input.locale, "secureShown"), ...read };
    },
    purge: () => forms.purge(),
  };
}
