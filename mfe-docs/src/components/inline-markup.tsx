/**
 * Docs copy marks code with backticks, as a reader would write it. Splitting on them is all the
 * markup the content needs, and keeps a Markdown library out of the bundle.
 */
export function InlineMarkup({ text }: { text: string }) {
  const parts = text.split('`');
  return <>{parts.map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}</>;
}
