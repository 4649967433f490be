/**
 * At most `concurrency` password hashes at once in this process (docs/security.md#sandbox-sign-in):
 * scrypt takes 128 MiB and a tenth of a second of a core each, so a burst of logins would otherwise
 * take the memory and every core. Further hashes wait their turn in order, for `queueDeadlineMs` at
 * most; one that would wait longer is refused at once with PasswordHashBusyError, without hashing.
 */
export class PasswordHashBusyError extends Error {
  constructor() {
    super('Too many password hashes are waiting');
    this.name = 'PasswordHashBusyError';
  }
}

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

export class PasswordHashGate {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    readonly concurrency: number,
    readonly queueDeadlineMs: number,
  ) {}

  /** Hashes running now and waiting, for the tests and the logs. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(hash: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await hash();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(new PasswordHashBusyError());
        }, this.queueDeadlineMs),
      };
      this.waiting.push(waiter);
    });
  }

  /** The slot passes straight to the next waiter, so `running` never drops below what is in use. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next.start();
    else this.running -= 1;
  }
}
