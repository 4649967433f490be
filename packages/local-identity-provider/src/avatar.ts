/** A round avatar with the account's initials, so `picture` points somewhere real. */
const COLOURS = ['#1d4ed8', '#0d9488', '#7c3aed', '#b45309', '#be123c', '#15803d'];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [words[0]?.[0]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

export function avatarSvg(sub: string, name: string): string {
  const colour = COLOURS[parseInt(sub.slice(-6), 16) % COLOURS.length] ?? COLOURS[0];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<circle cx="48" cy="48" r="48" fill="${colour}"/>` +
    `<text x="48" y="58" font-family="system-ui,sans-serif" font-size="36" font-weight="600" fill="#fff" text-anchor="middle">${escapeXml(initialsOf(name))}</text>` +
    `</svg>`
  );
}
