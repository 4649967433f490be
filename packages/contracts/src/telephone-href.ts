/** `+44 20 7946 0321` → `tel:+442079460321`: the digits and a leading plus, as dialers want them. */
export function telephoneHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
