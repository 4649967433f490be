import { rmSync } from 'node:fs';

export default function globalTeardown(): void {
  const runDir = process.env.NV_E2E_RUN_DIR;
  if (runDir) rmSync(runDir, { recursive: true, force: true });
}
