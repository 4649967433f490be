import { highlightSamples, highlightsModule } from './highlight-code';

it('gives each sample its lines of tokens, with a kind for what is coloured and the exact text kept', async () => {
  const code = "const secret = process.env.SECRET; // never logged\nawait fetch(url, { method: 'POST' });";
  const curl = 'curl -X POST "https://sandbox.example/v1/auth/login"';
  const highlighted = await highlightSamples([
    { code, language: 'typescript' },
    { code: curl, language: 'bash' },
  ]);

  const lines = highlighted[code]!;
  expect(lines.map((line) => line.map((token) => token.text).join(''))).toEqual(code.split('\n'));
  expect(lines[0]![0]).toEqual({ text: 'const', kind: 'keyword' });
  expect(lines[0]).toContainEqual({ text: '// never logged', kind: 'comment' });
  expect(lines[1]).toContainEqual({ text: "'POST'", kind: 'string-expression' });
  expect(lines[1]).toContainEqual({ text: 'fetch', kind: 'function' });
  // Plain text carries no kind, and nothing carries a colour or a style.
  expect(lines[0]).toContainEqual({ text: ' ' });
  expect(JSON.stringify(highlighted)).not.toMatch(/color|style|#[0-9a-f]{6}/i);

  expect(highlighted[curl]![0]).toContainEqual({
    text: '"https://sandbox.example/v1/auth/login"',
    kind: 'string-expression',
  });
}, 30_000);

it('writes the highlights packed into the module, which gives back every sample under its own code', async () => {
  const samples = [
    { code: "const a = 'x';\n\n// two lines on\nfetch(a);\n", language: 'javascript' },
    { code: '{\n  "id": "acc_1"\n}', language: 'json' },
  ];
  const highlighted = await highlightSamples(samples);
  const source = highlightsModule(highlighted);
  // Each sample's code is written once, in its tokens: the key is not repeated beside them.
  expect(source.split('acc_1')).toHaveLength(2);
  const run = new Function(`${source.replace('export const', 'const')}\nreturn CODE_HIGHLIGHTS;`) as () => unknown;
  expect(run()).toEqual(highlighted);
  expect(Object.keys(run() as object)).toEqual(samples.map((sample) => sample.code));
  // Data as a JSON string, and each sample unpacked only when read (the docs pages read a few of hundreds).
  expect(source).toMatch(/const PACKED = JSON\.parse\("/);
  const module = run() as Record<string, unknown>;
  expect(Object.getOwnPropertyDescriptor(module, samples[0]!.code)?.get).toEqual(expect.any(Function));
  expect(module[samples[0]!.code]).toBe(module[samples[0]!.code]);

  expect(() => highlightsModule({ 'what it was': [[{ text: 'something else' }]] })).toThrow(
    /do not read as the sample/,
  );
}, 30_000);
