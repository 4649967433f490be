import type { ContactChannelIcon as IconName } from '../content/contact-channels';

const PATHS: Record<IconName, string> = {
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
  email:
    'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.2V17h16V7.2l-8 5.3zM5.3 7 12 11.4 18.7 7z',
  ticket: 'M4 3h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4.5 4V5a2 2 0 0 1 .5-2zm3 6v2h2V9zm4 0v2h2V9zm4 0v2h2V9z',
};

export function ContactChannelIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true">
      <path d={PATHS[name]} />
    </svg>
  );
}
