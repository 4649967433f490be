import { useId } from 'react';
import { isHostname, isHttpUrl, WHITE_LABEL_FONTS, type WhiteLabelConfig } from '@northvault/contracts/white-label';
import type { WhiteLabelEdit } from '../hooks/use-white-label-draft';
import { TextField } from './text-field';
import styles from './fields.module.css';

interface Props {
  config: WhiteLabelConfig;
  onChange(edit: WhiteLabelEdit): void;
}

const URL_PROBLEM = 'Enter a full address starting with https:// or http://.';

export function BrandingFields({ config, onChange }: Props) {
  const fontId = useId();
  return (
    <div className={styles.fields}>
      <TextField
        label="Company name"
        field="companyName"
        value={config.companyName}
        onChange={(companyName) => onChange({ companyName })}
        autoComplete="organization"
        wide
      />
      <TextField
        label="Domain"
        field="domain"
        value={config.domain}
        onChange={(domain) => onChange({ domain })}
        hint="Where your platform will live, e.g. bank.example.com"
        rule={isHostname}
        problem="Enter a host name such as bank.example.com, without https:// or a path."
        placeholder="bank.example.com"
        autoComplete="off"
        inputMode="url"
        wide
      />
      <TextField
        label="Logo URL"
        field="logoUrl"
        type="url"
        value={config.logoUrl}
        onChange={(logoUrl) => onChange({ logoUrl })}
        rule={isHttpUrl}
        problem={URL_PROBLEM}
        placeholder="https://cdn.example.com/logo.svg"
        autoComplete="url"
      />
      <TextField
        label="Favicon URL"
        field="faviconUrl"
        type="url"
        value={config.faviconUrl}
        onChange={(faviconUrl) => onChange({ faviconUrl })}
        rule={isHttpUrl}
        problem={URL_PROBLEM}
        placeholder="https://cdn.example.com/favicon.ico"
        autoComplete="url"
      />
      <div className={`${styles.field} ${styles.wide}`}>
        <label className={styles.label} htmlFor={fontId}>
          Font
        </label>
        <select
          id={fontId}
          className={styles.input}
          value={config.fontFamily}
          onChange={(event) => onChange({ fontFamily: event.target.value as WhiteLabelConfig['fontFamily'] })}
        >
          {WHITE_LABEL_FONTS.map((font) => (
            <option key={font} value={font}>
              {font}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
