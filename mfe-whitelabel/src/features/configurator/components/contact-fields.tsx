import { isValidEmail } from '@northvault/contracts/email';
import { FIELD_MESSAGES } from '@northvault/contracts/field-messages';
import type { WhiteLabelConfig } from '@northvault/contracts/white-label';
import type { WhiteLabelEdit } from '../hooks/use-white-label-draft';
import { TextField } from './text-field';
import styles from './fields.module.css';

interface Props {
  config: WhiteLabelConfig;
  onChange(edit: WhiteLabelEdit): void;
}

export function ContactFields({ config, onChange }: Props) {
  return (
    <div className={styles.fields}>
      <TextField
        label="Email from name"
        field="emailFromName"
        value={config.emailFromName}
        onChange={(emailFromName) => onChange({ emailFromName })}
        hint="The sender name on emails to your customers"
        placeholder="Your Company Support"
        wide
      />
      <TextField
        label="Contact email"
        field="contactEmail"
        type="email"
        value={config.contactEmail}
        onChange={(contactEmail) => onChange({ contactEmail })}
        rule={isValidEmail}
        problem={FIELD_MESSAGES.invalidEmail}
        placeholder="support@example.com"
        autoComplete="email"
      />
      <TextField
        label="Contact phone"
        field="contactPhone"
        type="tel"
        value={config.contactPhone}
        onChange={(contactPhone) => onChange({ contactPhone })}
        placeholder="+1 555 010 0100"
        autoComplete="tel"
      />
    </div>
  );
}
