/**
 * `npm run machines`: writes every machine's definition as JSON, as a
 * Mermaid state diagram, and as a self-contained module the Stately
 * visualiser imports (`setup()` stubs and the `createMachine` config), to
 * `docs/machines/<name>.json`, `<name>.mmd` and `<name>.machine.ts`.
 */
import fs from "node:fs";
import path from "node:path";
import type { AnyStateMachine, AnyStateNode } from "xstate";
import { authMachine } from "../src/machines/auth/auth.machine";
import { refreshMachine } from "../src/machines/auth/refresh.machine";
import { stripeJsMachine } from "../src/machines/billing/stripeJs.machine";
import { callbackMachine } from "../src/machines/callback/callback.machine";
import { allStateNodes, transitionLabel, transitionsOf } from "../src/machines/describe";
import { guardMachine } from "../src/machines/guard/guard.machine";
import { liveMachine } from "../src/machines/live/live.machine";
import { loaderMachine } from "../src/machines/loader/loader.machine";
import { microsoftMachine } from "../src/machines/microsoft/microsoft.machine";
import { mutationMachine } from "../src/machines/mutation/mutation.machine";
import { queryMachine } from "../src/machines/query/query.machine";
import { requestMachine } from "../src/machines/request/request.machine";
import { totpEnrolmentMachine } from "../src/machines/totpEnrolment/totpEnrolment.machine";
import { toMachineSource } from "./machineSource";

export const machines: Record<string, AnyStateMachine> = {
  auth: authMachine,
  tokenRefresh: refreshMachine,
  guard: guardMachine,
  callback: callbackMachine,
  microsoft: microsoftMachine,
  request: requestMachine,
  totpEnrolment: totpEnrolmentMachine,
  loader: loaderMachine,
  query: queryMachine,
  mutation: mutationMachine,
  stripeJs: stripeJsMachine,
  live: liveMachine,
};

const mermaidId = (node: AnyStateNode) => node.id.replace(/[^A-Za-z0-9]/g, "_");

function declare(node: AnyStateNode, indent: string, lines: string[]): void {
  const children = Object.values(node.states) as AnyStateNode[];
  const id = mermaidId(node);
  if (children.length === 0) {
    lines.push(`${indent}state "${node.key}" as ${id}`);
    if (node.type === "final") lines.push(`${indent}${id} --> [*]`);
    return;
  }
  lines.push(`${indent}state "${node.key}" as ${id} {`);
  declareChildren(node, `${indent}  `, lines);
  lines.push(`${indent}}`);
}

function declareChildren(node: AnyStateNode, indent: string, lines: string[]): void {
  const children = Object.values(node.states) as AnyStateNode[];
  const initial = node.initial?.target?.[0];
  if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
  for (const child of children) declare(child, indent, lines);
}

export function toMermaid(machine: AnyStateMachine): string {
  const lines = ["stateDiagram-v2"];
  declareChildren(machine.root, "  ", lines);
  // Transitions of the machine itself apply in every state: drawn from a pseudo-state.
  const anyState = "any_state";
  if (transitionsOf(machine.root).length > 0) lines.push(`  state "any state" as ${anyState}`);
  for (const node of allStateNodes(machine)) {
    const source = node === machine.root ? anyState : mermaidId(node);
    for (const transition of transitionsOf(node)) {
      const label = transitionLabel(transition);
      const targets = transition.target ?? [];
      // A transition without a target only runs actions: a loop on its state.
      if (targets.length === 0) lines.push(`  ${source} --> ${source} : ${label}`);
      for (const target of targets) lines.push(`  ${source} --> ${mermaidId(target)} : ${label}`);
    }
  }
  return `${lines.join("\n")}\n`;
}

function main() {
  const outDir = path.resolve("docs/machines");
  fs.mkdirSync(outDir, { recursive: true });
  for (const [name, machine] of Object.entries(machines)) {
    fs.writeFileSync(
      path.join(outDir, `${name}.json`),
      `${JSON.stringify(machine.toJSON(), null, 2)}\n`,
    );
    fs.writeFileSync(path.join(outDir, `${name}.mmd`), toMermaid(machine));
    fs.writeFileSync(path.join(outDir, `${name}.machine.ts`), toMachineSource(name, machine));
    console.log(`docs/machines/${name}.json, .mmd, .machine.ts`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
