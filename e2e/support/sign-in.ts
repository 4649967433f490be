import { expect, type Page } from '@playwright/test';

export interface Identity {
  email: string;
  name: string;
  /** Whether the provider vouches for the email; the local provider's box is ticked unless this is false. */
  emailVerified?: boolean;
}

/** A person nobody else in the run uses: tests stay independent of each other's data. */
export function uniqueIdentity(label: string, name = 'Ada Lovelace'): Identity {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `${label}-${suffix}@example.com`, name };
}

/** Fills in the local provider's sign-in page: Email, Name, whether the email is verified, Sign in. */
export async function completeProviderSignIn(page: Page, identity: Identity): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(identity.email);
  await page.getByLabel('Name').fill(identity.name);
  if (identity.emailVerified === false) await page.getByLabel('Address verified by this provider').uncheck();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in through the real flow without the header's detour: the API hands out the provider's
 * URL (setting the login cookie in this browser), the provider's page is filled in, and the
 * callback completes. Leaves the browser on /auth/callback once it says so.
 */
export async function signIn(page: Page, identity: Identity): Promise<void> {
  const response = await page.request.get('/api/oauth/google/redirect_url');
  expect(response.ok()).toBe(true);
  await page.goto((await response.json()).redirectUrl);
  await completeProviderSignIn(page, identity);
  await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
}
