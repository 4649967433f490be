import { readFile, stat } from 'node:fs/promises';
import { shellAfterPaint, type ShellAfterPaint } from './scripts-after-paint';
import { inlineStyleHashes } from './security-headers';

export interface ShellDocument {
  html: string;
  /** The CSP sources of its inline `<style>` elements (the boot frame), computed from this very HTML. */
  inlineStyleHashes: readonly string[];
  /** The same HTML for a prerendered page, whose scripts start after the first paint (scripts-after-paint.ts). */
  afterPaint: ShellAfterPaint;
}

/** The shell's index.html, read again only when a new build replaces it. */
export class ShellHtml {
  private cached: { modified: number; document: ShellDocument } | null = null;

  constructor(private readonly file: string) {}

  async read(): Promise<ShellDocument> {
    const { mtimeMs } = await stat(this.file);
    if (this.cached?.modified !== mtimeMs) {
      const html = await readFile(this.file, 'utf8');
      this.cached = {
        modified: mtimeMs,
        document: { html, inlineStyleHashes: inlineStyleHashes(html), afterPaint: shellAfterPaint(html) },
      };
    }
    return this.cached.document;
  }
}
