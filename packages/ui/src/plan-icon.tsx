import type { PlanIcon as PlanIconName } from '@northvault/contracts/plans';

const PATHS: Record<PlanIconName, string> = {
  rocket:
    'M12 2c3.5 1.6 5.5 5 5.5 9.2 0 1.1-.2 2.2-.5 3.3l2 2.5-2.8 2.6-1.9-1.6H9.7l-1.9 1.6L5 17l2-2.5c-.3-1.1-.5-2.2-.5-3.3C6.5 7 8.5 3.6 12 2zm0 6.5a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM9.5 20h5L12 22.5z',
  briefcase:
    'M9 3h6a2 2 0 0 1 2 2v1h3a2 2 0 0 1 2 2v4H2V8a2 2 0 0 1 2-2h3V5a2 2 0 0 1 2-2zm0 3h6V5H9zM2 13.5h8V15h4v-1.5h8V19a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2z',
  crown: 'M3 7l4.5 4L12 4l4.5 7L21 7l-1.8 11H4.8zm2 13h14v2H5z',
};

interface Props {
  name: PlanIconName;
  className?: string;
  /** Announced name; without one the icon is decorative. */
  title?: string;
}

/** The plan icons of the catalogue: rocket, briefcase and (for Enterprise) a crown. */
export function PlanIcon({ name, className, title }: Props) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="currentColor"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      data-icon={name}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
