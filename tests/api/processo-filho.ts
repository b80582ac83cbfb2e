/**
 * The server as a child process, for the crash tests (pdv-queda, nfse-queda, tarefas-queda): the
 * process is started with `node --import tsx <entrada>` and is ready when it prints its
 * `{"url": ...}` line (tests/jobs/servidor*.ts); the test kills it with a signal (`SIGKILL` for a
 * crash) and starts it again on the same DATA_DIR or database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** One server process at a time, started and killed by the test. */
export class ServidorFilho {
  private processo: ChildProcess | null = null;

  /**
   * @param entrada path of the server script (tests/jobs/...).
   * @param ambiente the process's variables beyond the test's own environment (read at each start,
   *   so it may name what beforeAll sets up: the simulator's URL, the database).
   */
  constructor(
    private readonly entrada: string,
    private readonly ambiente: () => Record<string, string>,
  ) {}

  /**
   * Starts the process; resolves with its base URL.
   * @throws Error with the end of its stderr when it exits first or does not print its URL within `limiteMs`.
   */
  iniciar(limiteMs = 90_000): Promise<string> {
    const p = spawn(process.execPath, ['--import', 'tsx', this.entrada], {
      env: { ...process.env, LOG_LEVEL: 'warn', REDIS_URL: '', LOGIN_RATE_MAX: '100', CEP_API_URL: 'off', SEFAZ_SIMULADOR: 'off', ...this.ambiente() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.processo = p;
    let erros = '';
    p.stderr!.on('data', (d) => {
      erros = (erros + d).slice(-4000);
    });
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`o servidor não subiu em ${limiteMs / 1000} s: ${erros}`)), limiteMs);
      createInterface({ input: p.stdout! }).on('line', (l) => {
        if (l.startsWith('{"url"')) {
          clearTimeout(t);
          resolve(JSON.parse(l).url);
        }
      });
      p.on('exit', (code) => {
        clearTimeout(t);
        reject(new Error(`o servidor saiu (${code}): ${erros}`));
      });
    });
  }

  /** Sends `sinal` and resolves when the process has exited (at once when none is running). */
  matar(sinal: NodeJS.Signals): Promise<void> {
    const p = this.processo;
    this.processo = null;
    if (!p || p.exitCode !== null || p.signalCode !== null) return Promise.resolve();
    return new Promise((r) => {
      p.once('exit', () => r());
      p.kill(sinal);
    });
  }
}

/**
 * Polls `fn` every `intervaloMs` until it returns something truthy, and returns that.
 * @throws Error naming `oque` after `ms` milliseconds.
 */
export async function ate<T>(fn: () => Promise<T | undefined | null | false>, oque: string, ms = 120_000, intervaloMs = 100): Promise<T> {
  const fim = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > fim) throw new Error(`tempo esgotado esperando ${oque}`);
    await new Promise((r) => setTimeout(r, intervaloMs));
  }
}
