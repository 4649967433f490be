import { CODE_LANGUAGES, type CodeLanguage } from '../utils/code-languages';
import styles from './code-samples.module.css';

interface Props {
  label: string;
  language: CodeLanguage;
  onChange: (language: CodeLanguage) => void;
}

/** Toggle buttons rather than tabs: each is one Tab stop and needs no arrow-key model. */
export function LanguageSwitch({ label, language, onChange }: Props) {
  return (
    <div className={styles.languages} role="group" aria-label={label}>
      {CODE_LANGUAGES.map((option) => (
        <button
          key={option.id}
          type="button"
          className={styles.language}
          aria-pressed={option.id === language}
          onClick={() => onChange(option.id)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
