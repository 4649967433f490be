/** The topics of the blog; every post is tagged with one or more of them. */
export const BLOG_TOPICS = [
  { tag: 'Integration', description: 'Building on the banking API, from the first sandbox call to production.' },
  { tag: 'White-label', description: 'Launching accounts and payments under your own brand.' },
  { tag: 'Webhooks', description: 'Event-driven integrations that never miss an update.' },
  { tag: 'Accounting', description: 'Keeping the books in step with Xero, automatically.' },
  { tag: 'Security', description: 'How money, data, keys and sessions are protected.' },
  { tag: 'Compliance', description: 'Identity checks, anti-money-laundering rules and record keeping.' },
] as const;

export type BlogTopic = (typeof BLOG_TOPICS)[number]['tag'];
