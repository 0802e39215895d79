import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { EngineFailure, EngineTimedOut } from '../types';

/** Options of an {@link ApertiumPipeline}. */
export interface PipelineOptions {
  /**
   * How long the pipeline may go without answering a segment in flight before it is considered stuck,
   * killed and restarted. Measured from the last answer, so a long queue of healthy work never trips it.
   * @default 20000
   */
  timeoutMs?: number;
  /** Called when the process exits unexpectedly (for the log). */
  onExit?: (info: { mode: string; code: number | null; signal: string | null; stderr: string }) => void;
}

/** Extra time the first segments of a new process get: loading a pair's data takes ~0.2–1 s. */
const STARTUP_ALLOWANCE_MS = 15_000;

interface Pending {
  resolve: (out: string) => void;
  reject: (err: Error) => void;
}

/**
 * One long-lived Apertium pipeline for one mode, in null-flush mode: each segment is written followed
 * by `\0` and its translation is read up to the next `\0`, so the ~200 ms start-up is paid once and a
 * segment costs milliseconds. Segments may be written while earlier ones are in flight; the pipe keeps
 * them in order. When the process dies every segment in flight fails, and the next one starts a new
 * process.
 */
export class ApertiumPipeline {
  private child?: ChildProcessWithoutNullStreams;
  private readonly pending: Pending[] = [];
  private buffer = '';
  private stderr = '';
  /** True from a start until the first answer. */
  private loading = false;
  /** Fires when the pipeline made no progress for the time-out; armed while segments are in flight. */
  private watchdog?: NodeJS.Timeout;
  private readonly timeoutMs: number;
  /** How many processes were started (1 after the first segment; more after restarts). */
  starts = 0;

  constructor(
    readonly mode: string,
    private readonly command: string,
    private readonly args: readonly string[],
    private readonly options: PipelineOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 20_000;
  }

  /** Process id of the running pipeline (its process group), if one runs. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Segments written and not answered yet. */
  get inFlight(): number {
    return this.pending.length;
  }

  /** Translates one segment in stream format; resolves with the output in stream format. */
  translate(stream: string): Promise<string> {
    const child = this.child ?? this.start();
    return new Promise((resolve, reject) => {
      this.pending.push({ resolve, reject });
      if (!this.watchdog) this.arm();
      child.stdin.write(`${stream.replace(/\0/g, '')}\0`);
    });
  }

  /** Ends the process (stdin closed, then the group killed so no stage lingers). */
  async close(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.fail('the pipeline was closed');
  }

  private start(): ChildProcessWithoutNullStreams {
    // bash runs the mode's `a | b | c` pipeline; detached puts it in its own process group so a kill
    // reaches every stage.
    // The stages inherit the server's environment; the UTF-8 locale is set inside the shell.
    const command = `export LC_ALL=C.UTF-8; ${this.command}`;
    const child = spawn('bash', ['-c', command, `apertium-${this.mode}`, ...this.args], {
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
    });
    this.child = child;
    this.starts++;
    this.loading = true;
    this.buffer = '';
    this.stderr = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => this.onData(chunk));
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-2000);
    });
    child.stdin.on('error', () => undefined); // EPIPE after a crash; 'exit' reports it
    child.on('error', (err) => {
      if (this.child === child) this.fail(`could not run the pipeline: ${err.message}`);
    });
    child.on('exit', (code, signal) => {
      if (this.child !== child) return;
      this.options.onExit?.({ mode: this.mode, code, signal, stderr: this.stderr.trim() });
      // stderr stays out of the message, which is logged: a failing stage may echo the text being translated.
      this.fail(`the pipeline exited (${signal ?? `code ${code}`})`);
    });
    // Idle pipelines must not keep the event loop (a script, a test run) alive.
    child.unref();
    for (const s of [child.stdin, child.stdout, child.stderr])
      (s as unknown as { unref?: () => void }).unref?.();
    return child;
  }

  private onData(chunk: string): void {
    this.buffer += chunk;
    for (let end = this.buffer.indexOf('\0'); end >= 0; end = this.buffer.indexOf('\0')) {
      const out = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 1);
      this.loading = false;
      const next = this.pending.shift();
      if (!next) continue; // stray flush at end of input
      this.disarm();
      if (this.pending.length > 0) this.arm();
      next.resolve(out);
    }
  }

  /** Starts the no-progress timer; a process still loading its dictionaries gets the start-up allowance too. */
  private arm(): void {
    const limit = this.timeoutMs + (this.loading ? STARTUP_ALLOWANCE_MS : 0);
    this.watchdog = setTimeout(() => this.fail(`no answer within ${this.timeoutMs} ms`, true), limit);
  }

  private disarm(): void {
    clearTimeout(this.watchdog);
    this.watchdog = undefined;
  }

  /**
   * Kills the process and fails every segment in flight (with EngineTimedOut when it stopped
   * answering); the next segment starts a new process.
   */
  private fail(reason: string, timedOut = false): void {
    const child = this.child;
    this.child = undefined;
    if (child?.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }
    this.disarm();
    const failed = this.pending.splice(0);
    for (const p of failed) {
      const message = `${this.mode}: ${reason}`;
      p.reject(timedOut ? new EngineTimedOut('apertium', message) : new EngineFailure('apertium', message));
    }
  }
}
