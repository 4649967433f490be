import express from 'express';
import request from 'supertest';
import {
  DEFERRED_SCRIPTS_ELEMENT_ID,
  shellAfterPaint,
  START_SCRIPT_PATH,
  startScriptRoute,
  withDeferredScripts,
} from './scripts-after-paint';

/** As the shell's build writes it: minified, attributes unquoted. */
const SHELL =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Northvault</title>' +
  '<script type=application/json id=data>{"a":1}</script>' +
  '<link rel=icon href=/favicon.svg><script defer src=/main.0123456789.js></script>' +
  '<link rel=preload as=script href=/bootstrap.0123456789.js><link rel=preload as=style href=/a.0123456789.css>' +
  '<link rel=preload as=script href=/369.0123456789.js></head><body><div id=root></div></body></html>';

describe('the shell’s HTML for a prerendered page', () => {
  it('names the shell’s scripts and script preloads, in order, and keeps everything else as it was', () => {
    const { html, deferred } = shellAfterPaint(SHELL);
    expect(deferred).toEqual({
      scripts: ['/main.0123456789.js'],
      preloads: ['/bootstrap.0123456789.js', '/369.0123456789.js'],
    });
    expect(html).toBe(
      '<!doctype html><html lang=en><head><meta charset=utf-8><title>Northvault</title>' +
        '<script type=application/json id=data>{"a":1}</script>' +
        `<link rel=icon href=/favicon.svg><script defer src="${START_SCRIPT_PATH}"></script>` +
        '<link rel=preload as=style href=/a.0123456789.css>' +
        '</head><body><div id=root></div></body></html>',
    );
  });

  it('leaves HTML without scripts alone', () => {
    const page = '<!doctype html><html><head><title>x</title></head><body></body></html>';
    expect(shellAfterPaint(page)).toEqual({ html: page, deferred: { scripts: [], preloads: [] } });
  });

  it('writes the scripts as a JSON data block that no file name can close', () => {
    const html = withDeferredScripts('<head></head>', {
      scripts: ['/main.js'],
      preloads: ['https://cdn.example/</script><script>alert(1)</script>.js'],
    });
    expect(html).not.toContain('</script><script>');
    const json = html.match(
      new RegExp(`<script type="application/json" id="${DEFERRED_SCRIPTS_ELEMENT_ID}">(.*)</script></head>`),
    );
    expect(JSON.parse(json![1])).toEqual({
      scripts: ['/main.js'],
      preloads: ['https://cdn.example/</script><script>alert(1)</script>.js'],
    });
  });
});

describe('the start script', () => {
  const app = express().use(startScriptRoute());

  it('is served as JavaScript, named by its content’s hash and cached for a year', async () => {
    expect(START_SCRIPT_PATH).toMatch(/^\/start-after-paint\.[0-9a-f]{10}\.js$/);
    const response = await request(app).get(START_SCRIPT_PATH).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.text).toContain(`document.getElementById("${DEFERRED_SCRIPTS_ELEMENT_ID}")`);
  });

  it('is not served under any other name', async () => {
    await request(app).get('/start-after-paint.0000000000.js').expect(404);
  });
});
