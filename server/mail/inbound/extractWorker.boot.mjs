// The worker thread's entry (see extractorPool.ts): a plain module, so that
// it starts the same under `tsx` (npm start), under vitest and under plain
// Node. It loads the TypeScript extractor through tsx's API, then answers
// each request on its port and says once that it is ready.
import { parentPort } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

const { answer } = await tsImport("./extractWorker.ts", import.meta.url);
const { readySignal } = await tsImport("./extractProtocol.ts", import.meta.url);

parentPort.on("message", (request) => {
  void answer(request).then((reply) => parentPort.postMessage(reply));
});
parentPort.postMessage(readySignal);
