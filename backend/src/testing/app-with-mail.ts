/**
 * What every suite about emails starts with: a MailDev of the suite's own (MailCatcher), and the app with its
 * job workers on, sending to it over SMTP. `env` adds to (or overrides) those settings; `close` stops both.
 */
import { MailCatcher } from './mail-catcher';
import { createTestApp, type TestApp } from './test-app';

export interface AppWithMail {
  api: TestApp;
  mail: MailCatcher;
  close(): Promise<void>;
}

export async function createAppWithMail(env: Record<string, string> = {}): Promise<AppWithMail> {
  const mail = await MailCatcher.start();
  try {
    const api = await createTestApp({ env: { JOB_WORKERS: 'in-process', SMTP_URL: mail.smtpUrl, ...env } });
    return {
      api,
      mail,
      async close() {
        await api.close();
        await mail.stop();
      },
    };
  } catch (error) {
    await mail.stop();
    throw error;
  }
}
