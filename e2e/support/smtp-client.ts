/**
 * Sends one message over SMTP the way a mail server does (EHLO, MAIL FROM, RCPT TO, DATA), with nothing but a socket:
 * the suite writes to the backend's inbound listener as a customer's mail provider would.
 */
import { connect } from 'node:net';

export async function sendSmtp(port: number, from: string, to: string, message: string): Promise<void> {
  const socket = connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  let buffered = '';
  const waiting: Array<(line: string) => void> = [];
  socket.on('data', (chunk: string) => {
    buffered += chunk;
    // A reply's last line has a space after its code; earlier lines of it have a hyphen.
    for (let match = /^(\d{3}) .*\r\n/m.exec(buffered); match; match = /^(\d{3}) .*\r\n/m.exec(buffered)) {
      const end = match.index + match[0].length;
      const reply = buffered.slice(0, end);
      buffered = buffered.slice(end);
      waiting.shift()?.(reply);
    }
  });
  const reply = () => new Promise<string>((resolve) => waiting.push(resolve));
  const expectCode = async (code: string, command?: string) => {
    const answer = reply();
    if (command !== undefined) socket.write(`${command}\r\n`);
    const text = await answer;
    if (!text.match(new RegExp(`^${code} `, 'm'))) throw new Error(`SMTP ${command ?? 'greeting'}: ${text}`);
  };
  try {
    await expectCode('220');
    await expectCode('250', 'EHLO mail.example.com');
    await expectCode('250', `MAIL FROM:<${from}>`);
    await expectCode('250', `RCPT TO:<${to}>`);
    await expectCode('354', 'DATA');
    // Dot-stuffing: a line that starts with a dot gets another.
    const body = message.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..');
    await expectCode('250', `${body}\r\n.`);
    await expectCode('221', 'QUIT');
  } finally {
    socket.end();
  }
}
