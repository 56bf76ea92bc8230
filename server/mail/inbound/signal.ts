/**
 * In-process wake-ups. They only shorten waits: a worker still polls the
 * queue, and the live poller still polls its log, so a wake-up that is lost
 * (or one from another process, which never arrives) costs at most one
 * poll interval. Several test servers in one process share these; a worker
 * woken for another server's message finds nothing and sleeps again.
 */
type Listener = () => void;

const makeSignal = () => {
  const listeners = new Set<Listener>();
  return {
    notify: () => {
      for (const listener of listeners) listener();
    },
    /** Resolves at the next notify or after `ms`, whichever comes first. */
    wait: (ms: number) =>
      new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          listeners.delete(done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        listeners.add(done);
      }),
  };
};

/** A message was queued (accepted, or re-queued by an approval). */
export const queueSignal = makeSignal();

/** A live change was committed. */
export const liveSignal = makeSignal();
