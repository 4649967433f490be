/**
 * The text a PDF shows, read back the way a viewer finds it: every content stream inflated, every
 * string of its text operators (`Tj`, `TJ`) decoded. Enough for pdfkit's standard fonts, whose
 * strings are hex-encoded WinAnsi bytes, so a test can assert what a receipt says.
 */
import { inflateSync } from 'node:zlib';

function streams(pdf: Buffer): string[] {
  const found: string[] = [];
  const source = pdf.toString('latin1');
  const pattern = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    const body = pdf.subarray(start, end);
    found.push((match[1]!.includes('/FlateDecode') ? inflateSync(body) : body).toString('latin1'));
  }
  return found;
}

function decodeHex(hex: string): string {
  return Buffer.from(hex, 'hex').toString('latin1');
}

/** Each text block's strings joined; blocks (`BT` … `ET`) separated by line breaks. */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const content of streams(pdf)) {
    for (const block of content.split(/\bBT\b/).slice(1)) {
      const text = block.split(/\bET\b/)[0]!;
      const parts = [...text.matchAll(/<([0-9a-fA-F]*)>|\(((?:\\.|[^\\)])*)\)/g)].map(([, hex, literal]) =>
        hex !== undefined ? decodeHex(hex) : literal!.replace(/\\(.)/g, '$1'),
      );
      if (parts.length > 0) lines.push(parts.join(''));
    }
  }
  return lines.join('\n');
}
