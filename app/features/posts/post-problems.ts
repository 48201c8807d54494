import type { Locale } from "../../../core/locale.ts";
import { useMessages } from "../../i18n/messages.ts";
import type { BodyPart } from "./post-body.ts";
import { placeOf, type Check, type ProblemPlace } from "./post-form.ts";
import { postsMessages } from "./posts.messages.ts";

/** The kind of a part of the body, as its words name it (part_text, part_image, …). */
export const partKind = (part: BodyPart | undefined) =>
  part?.kind === "block" ? part.block.type : "text";

/** A problem in words, placed at its field. */
export interface PlacedProblem {
  place: ProblemPlace;
  where: string;
  what: string;
}

/** The check's problems in words: where each is (the field, the part and its language) and what. */
export function usePlacedProblems(
  check: Check,
  partOf: readonly number[],
  body: readonly BodyPart[],
): PlacedProblem[] {
  const t = useMessages(postsMessages);
  if (check.ok) return [];
  return check.problems.map((problem): PlacedProblem => {
    const place = placeOf(problem.path, partOf);
    const language = place.locale ? ` (${t(place.locale)})` : "";
    const where = (() => {
      switch (place.field) {
        case "title":
          return t("title") + language;
        case "tldr":
          return `${t("tldr")} ${place.index + 1}${language}`;
        case "posted":
          return t("sectionBasics");
        case "other":
          return problem.field;
        default: {
          const kind = t(`part_${partKind(body[place.part])}`);
          return t("wherePart", { number: place.part + 1, kind }) + language;
        }
      }
    })();
    const what =
      place.field === "other"
        ? problem.message
        : place.field === "image" || place.field === "file" || place.field === "posted"
          ? t(`problem_${place.field}`)
          : problem.missing
            ? t(`missing_${place.field}`)
            : t("problem_text");
    return { place, where, what };
  });
}

/** The problems of one field, by language. */
export function problemsAt(
  problems: readonly PlacedProblem[],
  matches: (place: ProblemPlace) => boolean,
): Partial<Record<Locale, string>> {
  return Object.fromEntries(
    problems.filter((p) => matches(p.place)).map((p) => [p.place.locale ?? "de", p.what]),
  );
}
