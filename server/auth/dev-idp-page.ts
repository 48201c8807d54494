function escapeHtml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch,
  );
}

const style = `
  body { font-family: system-ui, sans-serif; background: #f4f1f8; color: #1d1a22; margin: 0; }
  main { max-width: 28rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: 0.75rem;
    box-shadow: 0 0.25rem 1rem rgb(0 0 0 / 0.1); }
  h1 { font-size: 1.4rem; margin-top: 0; }
  .accounts { display: grid; gap: 0.75rem; margin-top: 1.5rem; }
  button { font: inherit; font-size: 1.1rem; padding: 0.8rem 1rem; border-radius: 0.5rem; cursor: pointer;
    border: 2px solid #5b2a86; background: #5b2a86; color: #fff; }
  button.secondary { background: #fff; color: #5b2a86; }
  button:focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
  small { display: block; font-size: 0.85rem; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${style}</style></head>
<body><main>${body}</main></body>
</html>`;
}

/** The development provider's login page: one button per test account, no password. */
export function devLoginPage(uid: string): string {
  const action = `/dev-idp/interaction/${encodeURIComponent(uid)}/login`;
  return page(
    "Development login",
    `<h1>Development login</h1>
<p>This identity provider only exists on a local development site. Choose an account:</p>
<form method="post" action="${escapeHtml(action)}" class="accounts">
  <button type="submit" name="account" value="team-member">Team Member
    <small>in the team</small></button>
  <button type="submit" name="account" value="visitor" class="secondary">Visitor
    <small>not in the team</small></button>
</form>`,
  );
}

export function devMessagePage(error: string, description = ""): string {
  return page(
    "Development login",
    `<h1>Development login</h1><p><strong>${escapeHtml(error)}</strong></p>` +
      (description ? `<p>${escapeHtml(description)}</p>` : ""),
  );
}
