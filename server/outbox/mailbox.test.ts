import { describe, expect, it } from "vitest";
import { mailboxKey } from "./mailbox.ts";

describe("the mailbox behind an address", () => {
  it("is the same for spellings that reach the same inbox", () => {
    const key = mailboxKey("alex@example.org");
    expect(mailboxKey(" Alex@Example.ORG ")).toBe(key);
    expect(mailboxKey("alex+hotel@example.org")).toBe(key);
    expect(mailboxKey("alex+@example.org")).toBe(key);
    expect(mailboxKey("alex@example.com")).not.toBe(key);
    expect(mailboxKey("alexa@example.org")).not.toBe(key);
  });

  it("ignores dots in Gmail addresses, which Gmail ignores too", () => {
    const key = mailboxKey("kim.beispiel@gmail.com");
    expect(mailboxKey("k.i.m.beispiel+x@googlemail.com")).toBe(key);
    expect(mailboxKey("kimbeispiel@gmail.com")).toBe(key);
    // Elsewhere a dot is part of the name.
    expect(mailboxKey("kim.beispiel@example.org")).not.toBe(mailboxKey("kimbeispiel@example.org"));
  });
});
