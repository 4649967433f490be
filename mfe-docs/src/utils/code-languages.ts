export const CODE_LANGUAGES = [
  { id: 'curl', label: 'curl' },
  { id: 'node', label: 'Node.js' },
  { id: 'python', label: 'Python' },
] as const;

export type CodeLanguage = (typeof CODE_LANGUAGES)[number]['id'];

export function codeLanguageLabel(language: CodeLanguage): string {
  return CODE_LANGUAGES.find((option) => option.id === language)!.label;
}
