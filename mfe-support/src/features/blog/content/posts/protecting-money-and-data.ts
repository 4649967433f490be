import { bulletList, heading, paragraph } from '../../../../content/content-block';
import type { BlogPostDraft } from '../../types/blog-post';

export const protectingMoneyAndData: BlogPostDraft = {
  id: 'how-northvault-protects-cards-keys-and-sessions',
  title: 'How Northvault protects card data, API credentials and sessions',
  excerpt:
    'What we store, what we refuse to store, and the design decisions that keep a stolen laptop or a leaked log file from turning into a breach.',
  author: 'Aisha Rahman',
  date: '2025-02-04',
  tags: ['Security'],
  featured: false,
  content: [
    paragraph(
      'Security in a banking platform is mostly a list of things that must never happen: a card number in a log file, a session token readable by a script, a credential that works forever. This article explains the decisions behind the parts of Northvault you interact with every day.',
    ),
    heading('Card data we never keep'),
    paragraph(
      'When a card payment is taken, the full card number and the security code are used once, by the payment gateway, and then discarded. They are never written to our database, never logged and never sent back in a response. What we keep is what you need to recognise a card later: its brand, its last four digits and its expiry date.',
    ),
    paragraph(
      'This is more than a compliance box. Data that was never stored cannot leak, be subpoenaed or be restored from an old backup.',
    ),
    heading('Sign-in without tokens in the browser'),
    paragraph(
      'Signing in uses OpenID Connect with the authorisation code flow, protected by PKCE, state and nonce. The exchange of codes for tokens happens on our servers, so identity tokens never reach the browser. What the browser receives is a session cookie that is:',
    ),
    bulletList(
      'HttpOnly, so no script on the page, including an injected one, can read it;',
      'SameSite=Lax, so other sites cannot make requests with it in the background;',
      'Secure outside local development, so it only travels over HTTPS;',
      'a reference to a session stored on the server, which we can end at any moment.',
    ),
    heading('API credentials that can be replaced calmly'),
    paragraph(
      'Your server signs in with your subscription email and password and gets a bearer token that lasts an hour. Keep the password in a secret manager, call the API from your server only, and set a new password in Account Setup whenever someone who knew it leaves the team: a new password ends every token issued with the old one. If you suspect the password has leaked, change it at once and open an urgent security ticket.',
    ),
    heading('Limits that blunt automated attacks'),
    paragraph(
      'Every endpoint that writes data, from checkout to support tickets, is rate limited per client, and every request body is validated on the server against the same rules the forms use in your browser. Checks in the browser are there for your convenience; the ones on the server are the ones that count.',
    ),
    heading('What you can do'),
    bulletList(
      'Verify webhook signatures before trusting a payload.',
      'Never paste card numbers, passwords or keys into support tickets or chat.',
      'Review who has production access every quarter.',
      'Tell us quickly when something looks wrong: urgent security tickets are answered around the clock.',
    ),
    paragraph(
      'No platform can promise that nothing will ever go wrong. What we can promise is that the most sensitive data is not there to be taken, and that the rest is protected by designs that assume an attacker will eventually try.',
    ),
  ],
};
