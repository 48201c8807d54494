import { describe, expect, it } from "vitest";
import { formDefinitionSchema } from "./definition.ts";
import { fieldsOf } from "./fields.ts";
import { hotelForm as hotel, validHotelFields } from "./test/hotel-fixture.ts";
import {
  checkField,
  checkValues,
  describeIssue,
  fieldIssueSentence,
  issueSentence,
  issueText,
  validateSubmission,
  type FieldIssue,
} from "./validate.ts";

const field = (id: string) => fieldsOf(hotel).find((f) => f.identifier === id)!;
/** The current month the tests judge a card's expiry by. */
const june = { year: 2025, month: 6 };
const issueOf = (id: string, value: unknown) => checkField(field(id), value).issue;

describe("hotel form validation (spec section 5)", () => {
  it("accepts a complete request and normalises the card number", () => {
    const result = validateSubmission(hotel, validHotelFields, june);
    expect(result).toEqual({
      ok: true,
      values: { ...validHotelFields, credit_card_number: "4111111111111111" },
    });
  });

  it("arrival between 10 and 11 October 2025", () => {
    expect(issueOf("arrival_date", "2025-10-09")).toBe("range");
    expect(issueOf("arrival_date", "2025-10-10")).toBeUndefined();
    expect(issueOf("arrival_date", "2025-10-11")).toBeUndefined();
    expect(issueOf("arrival_date", "2025-10-12")).toBe("range");
    expect(issueOf("arrival_date", "2025-02-30")).toBe("date");
    expect(issueOf("arrival_date", "10.10.2025")).toBe("date");
  });

  it("departure between 11 and 12 October 2025", () => {
    expect(issueOf("departure_date", "2025-10-10")).toBe("range");
    expect(issueOf("departure_date", "2025-10-11")).toBeUndefined();
    expect(issueOf("departure_date", "2025-10-12")).toBeUndefined();
    expect(issueOf("departure_date", "2025-10-13")).toBe("range");
  });

  it("expiry month 1 to 12, whole numbers", () => {
    expect(issueOf("credit_card_expiry_month", "0")).toBe("range");
    expect(issueOf("credit_card_expiry_month", "1")).toBeUndefined();
    expect(issueOf("credit_card_expiry_month", "12")).toBeUndefined();
    expect(issueOf("credit_card_expiry_month", "13")).toBe("range");
    expect(issueOf("credit_card_expiry_month", "6.5")).toBe("number");
    expect(issueOf("credit_card_expiry_month", "June")).toBe("number");
  });

  it("expiry year at least 2025", () => {
    expect(issueOf("credit_card_expiry_year", "2024")).toBe("range");
    expect(issueOf("credit_card_expiry_year", "2025")).toBeUndefined();
    expect(issueOf("credit_card_expiry_year", "25")).toBe("range");
  });

  it("card number numeric with a valid Luhn check digit", () => {
    expect(issueOf("credit_card_number", "4111-1111-1111-1111")).toBeUndefined();
    expect(issueOf("credit_card_number", "4111 1111 1111 111x")).toBe("numeric");
    expect(issueOf("credit_card_number", "4111111111111112")).toBe("luhn");
    expect(issueOf("credit_card_number", "4111111")).toBe("tooShort");
    expect(issueOf("credit_card_number", "41111111111111111111")).toBe("tooLong");
  });

  it("single or double room only", () => {
    expect(issueOf("room_type", "single")).toBeUndefined();
    expect(issueOf("room_type", "double")).toBeUndefined();
    expect(issueOf("room_type", "suite")).toBe("choice");
  });

  it("typed telephone and email", () => {
    expect(issueOf("telephone", "089 / 123 45-67")).toBeUndefined();
    expect(issueOf("telephone", "call me")).toBe("tel");
    expect(issueOf("telephone", "123")).toBe("tel");
    expect(issueOf("email", "alex@example")).toBe("email");
    expect(issueOf("email", "alex example.org")).toBe("email");
    expect(issueOf("email", " alex@example.org ")).toBeUndefined();
  });

  it("every field is required (none is optional), blank counts as missing", () => {
    expect(issueOf("first_name", "   ")).toBe("required");
    expect(issueOf("last_name", undefined)).toBe("required");
  });

  it("names missing, unknown and wrongly typed fields", () => {
    const { email: _email, ...missingEmail } = validHotelFields;
    const result = validateSubmission(
      hotel,
      { ...missingEmail, room_type: 2, breakfast: "yes" },
      june,
    );
    expect(result).toEqual({
      ok: false,
      issues: [
        { field: "breakfast", code: "unknown" },
        { field: "email", code: "required" },
        { field: "room_type", code: "type" },
      ],
    });
    expect(validateSubmission(hotel, [1, 2], june)).toEqual({
      ok: false,
      issues: [{ field: "formFields", code: "type" }],
    });
  });

  it("a stay of at least one night: departure after arrival", () => {
    const stay = (arrival_date: string, departure_date: string) =>
      validateSubmission(hotel, { ...validHotelFields, arrival_date, departure_date }, june);
    expect(stay("2025-10-11", "2025-10-11")).toEqual({
      ok: false,
      issues: [{ field: "departure_date", code: "notAfter", other: "arrival_date" }],
    });
    expect(stay("2025-10-11", "2025-10-12").ok).toBe(true);
    expect(stay("2025-10-10", "2025-10-11").ok).toBe(true);
    // A date out of its own bounds is named for that; the rule waits for valid dates.
    expect(stay("2025-10-12", "2025-10-11")).toMatchObject({
      issues: [{ field: "arrival_date", code: "range" }],
    });
    const [issue] = (stay("2025-10-11", "2025-10-11") as { issues: FieldIssue[] }).issues;
    expect(describeIssue(issue!, hotel, "de")).toBe(
      "Abreise (departure_date): muss später als „Anreise“ sein",
    );
    expect(describeIssue(issue!, hotel, "en")).toBe(
      "Departure (departure_date): must be later than “Arrival”",
    );
  });

  it("a card that has not expired by the current month: the field to change says so", () => {
    const card = (credit_card_expiry_month: string, credit_card_expiry_year: string) =>
      validateSubmission(
        hotel,
        { ...validHotelFields, credit_card_expiry_month, credit_card_expiry_year },
        june,
      );
    // In June 2025 a card valid until January 2025 has expired.
    expect(card("1", "2025")).toEqual({
      ok: false,
      issues: [{ field: "credit_card_expiry_month", code: "expired" }],
    });
    expect(card("6", "2025").ok).toBe(true);
    expect(card("1", "2026").ok).toBe(true);
    // A past year is the year's fault (the field's minimum does not move with the clock).
    expect(
      validateSubmission(
        hotel,
        { ...validHotelFields, credit_card_expiry_month: "12", credit_card_expiry_year: "2025" },
        { year: 2026, month: 3 },
      ),
    ).toEqual({ ok: false, issues: [{ field: "credit_card_expiry_year", code: "expired" }] });
    expect(describeIssue({ field: "credit_card_expiry_month", code: "expired" }, hotel, "de")).toBe(
      "Gültig bis: Monat (credit_card_expiry_month): die Karte ist abgelaufen",
    );
    expect(issueSentence("expired", field("credit_card_expiry_month"), "en")).toBe(
      "The card has expired.",
    );
  });

  it("describes problems with the field's label in the visitor's language", () => {
    expect(describeIssue({ field: "arrival_date", code: "range" }, hotel, "de")).toBe(
      "Anreise (arrival_date): muss zwischen 10.10.2025 und 11.10.2025 liegen",
    );
    expect(describeIssue({ field: "credit_card_expiry_year", code: "range" }, hotel, "en")).toBe(
      "Expiry year (credit_card_expiry_year): must be between 2025 and 2045",
    );
    expect(describeIssue({ field: "breakfast", code: "unknown" }, hotel, "en")).toBe(
      "breakfast (breakfast): the form has no such field",
    );
  });
});

describe("optional fields and other input types", () => {
  const definition = formDefinitionSchema.parse({
    title: "Test",
    groups: [
      {
        title: "G",
        fields: [
          { identifier: "email", type: "input", options: { type: "email" } },
          { identifier: "note", type: "text", optional: true },
          { identifier: "month", type: "input", options: { type: "month", min: "2025-01" } },
          { identifier: "site", type: "input", optional: true, options: { type: "url" } },
        ],
      },
    ],
    submitButtonText: "Senden",
    recipient: "hotel",
    mailSubject: "Test",
    mailTemplate: "{{note}}",
    senderName: "{{email}}",
  });

  it("optional fields may be left out or empty, but must be valid when filled", () => {
    const base = { email: "a@example.org", month: "2025-03" };
    expect(validateSubmission(definition, base, june).ok).toBe(true);
    expect(validateSubmission(definition, { ...base, note: "", site: "" }, june).ok).toBe(true);
    expect(validateSubmission(definition, { ...base, site: "javascript:alert(1)" }, june)).toEqual({
      ok: false,
      issues: [{ field: "site", code: "url" }],
    });
  });

  it("months are checked for form and bounds", () => {
    const month = fieldsOf(definition).find((f) => f.identifier === "month")!;
    expect(checkField(month, "2024-12").issue).toBe("min");
    expect(checkField(month, "2025-13").issue).toBe("month");
    expect(checkField(month, "2025-01").issue).toBeUndefined();
  });

  it("texts have a length limit", () => {
    const note = fieldsOf(definition).find((f) => f.identifier === "note")!;
    expect(checkField(note, "x".repeat(5001)).issue).toBe("tooLong");
  });

  it("one-line inputs refuse line breaks; no field takes control characters or bidi overrides", () => {
    const note = fieldsOf(definition).find((f) => f.identifier === "note")!;
    expect(issueOf("first_name", "Alex\n\nKartennummer: 5500 0000 0000 0004")).toBe("lineBreak");
    expect(issueOf("first_name", "Alex\rBeispiel")).toBe("lineBreak");
    expect(issueOf("first_name", "Alex\u2028Beispiel")).toBe("lineBreak");
    expect(issueOf("first_name", "Alex\tBeispiel")).toBe("controlChars");
    expect(issueOf("last_name", "Bei\u0000spiel")).toBe("controlChars");
    expect(issueOf("last_name", "\u202Eleipsieb")).toBe("controlChars");
    expect(issueOf("first_name", "Zoë-Amélie 李")).toBeUndefined();
    expect(checkField(note, "Zeile 1\r\n\tZeile 2")).toEqual({ value: "Zeile 1\n\tZeile 2" });
    expect(checkField(note, "Zeile\u0000").issue).toBe("controlChars");
    expect(checkField(note, "Preis: \u202E0001").issue).toBe("controlChars");
    expect(issueText("lineBreak", note, "de")).toBe("darf keine Zeilenumbrüche enthalten");
    expect(issueText("controlChars", note, "en")).toBe("contains invisible control characters");
  });
});

describe("issueSentence", () => {
  it("says the problem as a sentence of its own, for the page under the field", () => {
    expect(issueSentence("tel", field("telephone"), "de")).toBe(
      "Bitte eine gültige Telefonnummer eingeben.",
    );
    expect(issueSentence("required", field("telephone"), "en")).toMatch(/^[A-Z].*\.$/);
  });
});

describe("fieldIssueSentence", () => {
  // The error summary of an empty hotel form: one entry per field, each naming its field.
  const summary = (locale: "de" | "en") => {
    const empty = Object.fromEntries(fieldsOf(hotel).map((f) => [f.identifier, ""]));
    const issues = checkValues(hotel, empty, june).issues;
    return issues.map((issue) => fieldIssueSentence(issue.code, field(issue.field), locale));
  };

  it("names the field in each entry of an empty form's summary, not 'Please fill in.'", () => {
    for (const locale of ["de", "en"] as const) {
      const entries = summary(locale);
      expect(entries.length).toBeGreaterThan(5);
      expect(new Set(entries).size).toBe(entries.length);
    }
    expect(summary("en")).toContain("Enter your last name");
    expect(summary("de")).toContain("Gib deinen Nachnamen ein");
  });

  it("puts the field's label before any other problem", () => {
    expect(fieldIssueSentence("tel", field("telephone"), "en")).toBe(
      "Telephone: please enter a valid telephone number.",
    );
  });
});
