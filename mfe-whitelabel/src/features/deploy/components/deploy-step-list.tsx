import type { DeploySteps } from '@northvault/contracts/white-label';
import styles from './deploy-step-list.module.css';

/** The four deploy steps, in order, with what completes each. */
const STEPS: readonly { key: keyof DeploySteps; name: string; todo: string }[] = [
  { key: 'configurationSaved', name: 'Configuration Saved', todo: 'Save your configuration on the Configure tab.' },
  {
    key: 'domainSetUp',
    name: 'Domain Setup',
    todo: 'Enter your domain under Configure, Branding, save it, then verify it below.',
  },
  {
    key: 'assetsUploaded',
    name: 'Assets Uploaded',
    todo: 'Add a logo URL and a favicon URL under Configure, Branding.',
  },
  { key: 'platformDeployed', name: 'Platform Deployed', todo: 'Deploy once the steps above are done.' },
];

export function DeployStepList({ steps }: { steps: DeploySteps }) {
  return (
    <ol className={styles.steps}>
      {STEPS.map(({ key, name, todo }, index) => {
        const done = steps[key];
        return (
          <li key={key} className={done ? `${styles.step} ${styles.done}` : styles.step}>
            <span className={styles.marker} aria-hidden="true">
              {done ? '✓' : index + 1}
            </span>
            <span className={styles.body}>
              <span className={styles.name}>{name}</span>
              <span className={styles.state}>{done ? 'Done' : todo}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
