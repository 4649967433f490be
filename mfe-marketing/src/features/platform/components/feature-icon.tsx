/** Line icons for the feature cards, drawn inline so they cost no request and no layout shift. */
const PATHS = {
  accounts: 'M3 10h18M5 10v8m4.67-8v8m4.66-8v8M19 10v8M3 20h18M12 3l9 5H3z',
  payments: 'M3 7h18v10H3zM3 11h18M7 15h3',
  sync: 'M20 11a8 8 0 0 0-14.5-4.5M4 5v4h4M4 13a8 8 0 0 0 14.5 4.5M20 19v-4h-4',
  webhooks: 'M12 3v6m0 6v6M5.6 7.5l5.2 3M13.2 13.5l5.2 3M18.4 7.5l-5.2 3M10.8 13.5l-5.2 3',
  brand: 'M4 20l4-1L19 8a2.1 2.1 0 0 0-3-3L5 16zM14 7l3 3',
  shield: 'M12 3l8 3v6c0 4.5-3.3 8-8 9-4.7-1-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
} as const;

export type FeatureIconName = keyof typeof PATHS;

export function FeatureIcon({ name, className }: { name: FeatureIconName; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
