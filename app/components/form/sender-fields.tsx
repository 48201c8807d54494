import { useState, type ReactNode } from "react";
import type { Translate } from "../../i18n/messages.ts";
import { EmailField } from "./email-field.tsx";
import { NameField } from "./field.tsx";

/** The sender's name and e-mail address as a form holds them. */
export function useSender() {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  return { name, setName, email, setEmail };
}

/** The sender's name and e-mail fields, labelled from the form's catalogue. */
export function SenderFields({
  sender,
  t,
  nameMaxLength,
  emailHint,
  disabled,
}: {
  sender: ReturnType<typeof useSender>;
  t: Translate<"name" | "nameMissing" | "email" | "emailMissing" | "emailInvalid">;
  nameMaxLength: number;
  emailHint?: ReactNode;
  disabled: boolean;
}) {
  return (
    <>
      <NameField
        label={t("name")}
        value={sender.name}
        onChange={sender.setName}
        maxLength={nameMaxLength}
        missingText={t("nameMissing")}
        disabled={disabled}
      />
      <EmailField
        t={t}
        value={sender.email}
        onChange={sender.setEmail}
        hint={emailHint}
        disabled={disabled}
      />
    </>
  );
}
