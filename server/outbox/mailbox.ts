/** Gmail ignores dots in the name and answers to both domains. */
const gmailDomains = new Set(["gmail.com", "googlemail.com"]);

/**
 * The inbox an address reaches, for limits per recipient: case and a "+tag" do not make another
 * inbox (most providers deliver name+tag to name), nor do dots at Gmail. Not for sending.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  let name = address.slice(0, at).split("+")[0]!;
  let domain = address.slice(at + 1);
  if (gmailDomains.has(domain)) {
    name = name.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${name}@${domain}`;
}
