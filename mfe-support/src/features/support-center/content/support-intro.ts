/** The support center's opening words: its hero, and the description its page gives link previews. */
export const SUPPORT_INTRO = {
  eyebrow: 'Help and support',
  title: 'Support Center',
  lead: 'Help from the engineers who build and run Northvault: by phone around the clock, by email, or with a ticket you can follow.',
} as const;
