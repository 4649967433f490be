/**
 * The background gradients a brand may use: `linear-`, `radial-` or `conic-gradient(…)`, optionally
 * repeating, whose colours are hex. Nothing else fits, so a gradient cannot carry other CSS into
 * the branded site (no `;`, braces, `url()` or nested functions), and every colour in it can be
 * checked for contrast.
 */
const GRADIENT = /^(?:repeating-)?(?:linear|radial|conic)-gradient\(([^()]*)\)$/;
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** An angle, a length or a percentage: a stop's position, or a colour hint between stops. */
const POSITION = /^-?\d+(?:\.\d+)?(?:%|deg|grad|rad|turn|px|em|rem|vw|vh)?$/i;
/** What may open a gradient before its colours: `to right`, `135deg`, `circle at 85% 10%`, `from 90deg`. */
const LINE_WORD = /^(?:[a-z-]+|-?\d+(?:\.\d+)?(?:%|deg|grad|rad|turn|px|em|rem|vw|vh)?)$/i;

/** `#abc` → `#aabbcc`, lower case. */
function longHex(hex: string): string {
  const digits = hex.slice(1).toLowerCase();
  return digits.length === 3 ? `#${[...digits].map((digit) => digit + digit).join('')}` : `#${digits}`;
}

/** Every colour stop's colour as `#rrggbb`, in order; `null` when the value is not a gradient this site accepts. */
export function gradientColors(value: string): string[] | null {
  if (value.length > 400) return null;
  const inner = GRADIENT.exec(value.trim())?.[1];
  if (inner === undefined) return null;
  const colors: string[] = [];
  const parts = inner.split(',').map((part) => part.trim().split(/\s+/));
  for (const [index, words] of parts.entries()) {
    const [first, ...rest] = words;
    if (!first) return null;
    if (HEX.test(first)) {
      if (rest.length > 2 || !rest.every((word) => POSITION.test(word))) return null;
      colors.push(longHex(first));
    } else if (index === 0) {
      if (!words.every((word) => LINE_WORD.test(word))) return null;
    } else if (!(words.length === 1 && POSITION.test(first))) {
      return null;
    }
  }
  return colors.length >= 2 ? colors : null;
}

export function isCssGradient(value: string): boolean {
  return gradientColors(value) !== null;
}
