/** The blog's opening words: its hero, and the description its page gives link previews and search engines. */
export const BLOG_INTRO = {
  eyebrow: 'Insights from the Northvault team',
  title: 'Northvault Blog',
  lead: 'Practical articles on integrating a banking API, launching under your own brand, webhooks, accounting sync, security and compliance.',
} as const;
