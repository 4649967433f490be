import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { CodeLanguage } from '../utils/code-languages';

interface CodeLanguageState {
  language: CodeLanguage;
  setLanguage: (language: CodeLanguage) => void;
}

const CodeLanguageContext = createContext<CodeLanguageState | null>(null);

/** A reader who picks Node.js once sees every sample on the page in Node.js. */
export function CodeLanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState<CodeLanguage>('curl');
  const value = useMemo(() => ({ language, setLanguage }), [language]);
  return <CodeLanguageContext.Provider value={value}>{children}</CodeLanguageContext.Provider>;
}

/** The page's language when a provider is present, otherwise one of this sample's own. */
export function useCodeLanguage(): CodeLanguageState {
  const shared = useContext(CodeLanguageContext);
  const [language, setLanguage] = useState<CodeLanguage>('curl');
  return shared ?? { language, setLanguage };
}
