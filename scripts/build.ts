import { buildApp } from "../server/build/buildApp";

const started = performance.now();
await buildApp();
console.log(`Built the app in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
