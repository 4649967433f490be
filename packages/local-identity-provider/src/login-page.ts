/**
 * The sign-in page: fields labelled `Email` and `Name`, a `Sign in` button, and a box, ticked by
 * default, that says whether this provider vouches for the email (untick it to test what the
 * site does with an unverified address, as Auth0 or Keycloak may send).
 */
function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface LoginPageOptions {
  uid: string;
  clientName: string;
  email?: string;
  name?: string;
  emailVerified?: boolean;
  error?: string;
}

export function loginPage({
  uid,
  clientName,
  email = '',
  name = '',
  emailVerified = true,
  error,
}: LoginPageOptions): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · Local identity provider</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #0b1b3f;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #0f172a; }
  main { width: min(420px, calc(100% - 32px)); padding: 32px; border-radius: 16px; background: #fff;
    box-shadow: 0 20px 48px rgb(0 0 0 / 0.3); }
  h1 { margin: 0 0 8px; font-size: 1.5rem; }
  p { margin: 0 0 24px; color: #475569; line-height: 1.5; }
  label { display: block; margin: 16px 0 6px; font-weight: 600; }
  input { box-sizing: border-box; width: 100%; padding: 10px 12px; border: 1px solid #cbd5e1; border-radius: 8px; font: inherit; }
  input:focus { outline: 3px solid rgb(29 78 216 / 0.45); border-color: #1d4ed8; }
  button { width: 100%; margin-top: 24px; padding: 12px; border: 0; border-radius: 8px; background: #1d4ed8;
    color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
  .check { display: flex; gap: 8px; align-items: center; margin-top: 16px; font-weight: 400; }
  .check input { width: auto; }
  .error { margin: 0 0 8px; padding: 10px 12px; border-radius: 8px; background: #fee2e2; color: #991b1b; }
  .cancel { display: block; margin-top: 16px; text-align: center; color: #475569; }
</style>
</head>
<body>
<main>
  <h1>Sign in</h1>
  <p>Local identity provider for ${escapeHtml(clientName)}. Any email works: an account is created for it.</p>
  ${error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : ''}
  <form method="post" action="/interaction/${escapeHtml(uid)}/login" autocomplete="on">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" value="${escapeHtml(email)}" required autocomplete="email" autofocus>
    <label for="name">Name</label>
    <input id="name" name="name" type="text" value="${escapeHtml(name)}" required autocomplete="name">
    <label class="check"><input id="email_verified" name="email_verified" type="checkbox" value="true"${emailVerified ? ' checked' : ''}> Address verified by this provider</label>
    <button type="submit">Sign in</button>
  </form>
  <a class="cancel" href="/interaction/${escapeHtml(uid)}/abort">Cancel and return</a>
</main>
</body>
</html>`;
}
