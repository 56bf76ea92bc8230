import { Worker } from "node:worker_threads";
import {
  readySignal,
  type WorkerReply,
  type WorkerRequest,
  type WorkerTask,
} from "./extractProtocol";

/**
 * Why a request to the extractor gave no answer. `final` when the message
 * itself is the cause (it ran past the time limit, or took the worker down
 * with it): trying again would only do the same, so it is not retried.
 */
export class ExtractionStopped extends Error {
  constructor(
    message: string,
    readonly final: boolean,
  ) {
    super(message);
    this.name = "ExtractionStopped";
  }
}

export interface PoolOptions {
  /** Worker threads at most (each reads one message at a time). */
  readonly size: number;
  /** Wall-clock time one request may take before its worker is ended. */
  readonly limitMs: number;
  /** Heap one worker may use; a message that needs more ends that worker, not the server. */
  readonly heapMb: number;
}

/** How long a new worker may take to load the extractor. */
const startLimitMs = 60_000;

const bootFile = new URL("./extractWorker.boot.mjs", import.meta.url);

interface Task {
  readonly request: WorkerTask;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: ExtractionStopped) => void;
}

const duration = (ms: number) => (ms < 1_000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`);

interface Listeners {
  readonly message: (message: unknown) => void;
  readonly error: (error: Error) => void;
  readonly exit: (code: number) => void;
}

/**
 * Listens to a worker and returns what stops exactly these listeners (a
 * worker's own listeners, which keep its port referenced, must stay).
 */
function listen(worker: Worker, listeners: Listeners): () => void {
  worker.on("message", listeners.message);
  worker.on("error", listeners.error);
  worker.on("exit", listeners.exit);
  return () => {
    worker.off("message", listeners.message);
    worker.off("error", listeners.error);
    worker.off("exit", listeners.exit);
  };
}

/** A worker that has loaded the extractor, or the reason it could not. */
function startWorker(heapMb: number): Promise<Worker> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(bootFile, {
      resourceLimits: { maxOldGenerationSizeMb: heapMb },
      stdout: false,
      stderr: false,
    });
    const fail = (reason: string) => {
      clearTimeout(timer);
      off();
      void worker.terminate();
      reject(new ExtractionStopped(`The message reader could not start: ${reason}`, false));
    };
    const timer = setTimeout(() => fail(`not ready after ${duration(startLimitMs)}`), startLimitMs);
    const off = listen(worker, {
      message: (message) => {
        if (message !== readySignal) return fail("it said something unexpected");
        clearTimeout(timer);
        off();
        resolve(worker);
      },
      error: (error) => fail(error.message),
      exit: (code) => fail(`it exited with code ${code}`),
    });
  });
}

/** Runs one request on `worker`; ends the worker when it runs past `limitMs` or dies. */
function runOn(worker: Worker, id: number, task: Task, limitMs: number): Promise<"kept" | "ended"> {
  return new Promise((settled) => {
    const done = (outcome: "kept" | "ended") => {
      clearTimeout(timer);
      off();
      settled(outcome);
    };
    const stop = (reason: string) => {
      void worker.terminate();
      task.reject(new ExtractionStopped(reason, true));
      done("ended");
    };
    const timer = setTimeout(
      () => stop(`Reading the message took longer than ${duration(limitMs)}; it was stopped`),
      limitMs,
    );
    const off = listen(worker, {
      message: (message) => {
        const reply = message as WorkerReply;
        if (reply.id !== id) return;
        if (reply.ok) task.resolve(reply.value);
        else task.reject(new ExtractionStopped(reply.error, false));
        done("kept");
      },
      error: (error) =>
        stop(
          error.message.includes("memory")
            ? "Reading the message needed more memory than allowed; it was stopped"
            : `The message reader failed: ${error.message}`,
        ),
      exit: () => stop("The message reader stopped on this message"),
    });
    worker.postMessage({ ...task.request, id } satisfies WorkerRequest);
  });
}

/**
 * The extractor's worker threads: requests wait their turn, each runs in
 * a worker of its own for at most `limitMs` of wall-clock time, and a
 * worker that ran past it (or died) is ended and replaced on the next
 * request. The server's thread never runs the extractor, so a hostile
 * message costs at most one worker for `limitMs`, never the server.
 * Workers start on first use: a server that receives no mail loads nothing.
 */
export class ExtractorPool {
  private readonly waiting: Array<Task> = [];
  private readonly idle: Array<Worker> = [];
  private readonly all = new Set<Worker>();
  private readonly offIdle = new WeakMap<Worker, () => void>();
  private busy = 0;
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: PoolOptions) {}

  /** Sends a request to a worker; rejects with `ExtractionStopped`. */
  run(request: WorkerTask): Promise<unknown> {
    if (this.closed)
      return Promise.reject(new ExtractionStopped("The message reader is shut down", false));
    return new Promise((resolve, reject) => {
      this.waiting.push({ request, resolve, reject });
      this.pump();
    });
  }

  /** Workers alive now (for tests and the benchmark). */
  get workers(): number {
    return this.all.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.waiting.splice(0))
      task.reject(new ExtractionStopped("The message reader is shut down", false));
    await Promise.all([...this.all].map((worker) => worker.terminate()));
    this.all.clear();
    this.idle.length = 0;
  }

  private pump(): void {
    while (this.waiting.length > 0 && this.busy < this.options.size) {
      const task = this.waiting.shift() as Task;
      this.busy += 1;
      void this.serve(task).finally(() => {
        this.busy -= 1;
        this.pump();
      });
    }
  }

  private async serve(task: Task): Promise<void> {
    let worker = this.idle.pop();
    if (worker !== undefined) {
      this.offIdle.get(worker)?.();
      worker.ref();
    } else {
      try {
        worker = await startWorker(this.options.heapMb);
      } catch (error) {
        task.reject(error as ExtractionStopped);
        return;
      }
      if (this.closed) {
        void worker.terminate();
        task.reject(new ExtractionStopped("The message reader is shut down", false));
        return;
      }
      this.all.add(worker);
    }
    const outcome = await runOn(worker, this.nextId++, task, this.options.limitMs);
    if (outcome === "kept" && !this.closed) this.rest(worker);
    else this.all.delete(worker);
  }

  /** An idle worker keeps no process alive, and leaves the pool if it dies. */
  private rest(worker: Worker): void {
    worker.unref();
    const gone = () => {
      this.all.delete(worker);
      const index = this.idle.indexOf(worker);
      if (index >= 0) this.idle.splice(index, 1);
    };
    worker.once("exit", gone);
    this.offIdle.set(worker, () => worker.off("exit", gone));
    this.idle.push(worker);
  }
}
