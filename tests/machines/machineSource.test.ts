import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type AnyStateMachine, createMachine } from "xstate";
import { machineModuleName, toMachineSource } from "../../scripts/machineSource";
import { machines } from "../../scripts/machines";
import { machineShape } from "../../src/machines/describe";

/**
 * `docs/machines/<name>.machine.ts` is what a developer pastes into the
 * Stately visualiser: each must be what `npm run machines` writes today,
 * and must build a machine with the real one's states and transitions.
 */

const docs = path.resolve(import.meta.dirname, "../../docs/machines");

describe.each(Object.entries(machines))("docs/machines/%s.machine.ts", (name, machine) => {
  const file = path.join(docs, `${name}.machine.ts`);

  it("is what `npm run machines` writes now", () => {
    expect(fs.readFileSync(file, "utf8"), "run `npm run machines`").toBe(
      toMachineSource(name, machine),
    );
  });

  it("builds a machine with the app's states, transitions, actions and actors", async () => {
    const module = (await import(file)) as Record<string, AnyStateMachine>;
    const exported = module[machineModuleName(name)];
    expect(exported?.id).toBe(machine.id);
    expect(machineShape(exported as AnyStateMachine)).toEqual(machineShape(machine));
    expect(Object.keys(exported?.implementations.actions ?? {}).sort()).toEqual(
      Object.keys(machine.implementations.actions).sort(),
    );
    expect(Object.keys(exported?.implementations.guards ?? {}).sort()).toEqual(
      Object.keys(machine.implementations.guards).sort(),
    );
    expect(Object.keys(exported?.implementations.actors ?? {}).sort()).toEqual(
      Object.keys(machine.implementations.actors).sort(),
    );
    expect(Object.keys(exported?.implementations.delays ?? {}).sort()).toEqual(
      Object.keys(machine.implementations.delays).sort(),
    );
  });
});

describe("machineShape", () => {
  const guard = machines.guard as AnyStateMachine;
  const rebuilt = (config: Record<string, unknown>) =>
    createMachine({ ...guard.config, ...config } as never, guard.implementations as never);

  it("is the same for the same config, whatever the implementations", () => {
    expect(machineShape(guard.provide({ guards: { notOnLogin: () => false } }))).toEqual(
      machineShape(guard),
    );
    expect(machineShape(rebuilt({}))).toEqual(machineShape(guard));
  });

  it("differs when a state starts elsewhere or a transition goes", () => {
    expect(machineShape(rebuilt({ initial: "loading" }))).not.toEqual(machineShape(guard));
    const on = { ...(guard.config.on as Record<string, unknown>) };
    delete on["location.changed"];
    expect(machineShape(rebuilt({ on }))).not.toEqual(machineShape(guard));
  });
});
