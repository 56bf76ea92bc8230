import { buildInPlace } from "../server/build/buildApp";

const started = performance.now();
await buildInPlace();
console.log(`Built the app in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
