import { type AnyActorLogic, type AnyStateMachine, fromPromise, StateMachine } from "xstate";

/**
 * Writes a machine as a self-contained module that Stately's "import from
 * code" accepts: `setup()` with a named stub for every action, guard, actor
 * and delay the app implements, then the machine's own `createMachine`
 * config. The functions the config holds (the context initialiser, invoke
 * inputs, the output) become named stand-ins, so the file imports nothing
 * but `xstate` and can be pasted into the visualiser as it is.
 */

const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const keyOf = (key: string) => (identifier.test(key) ? key : JSON.stringify(key));
const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join("");

type ActorKind = "machine" | "promise" | "callback";

/** Actor logic kinds are told apart by their `transition`, which each factory writes once. */
function actorKind(logic: AnyActorLogic): ActorKind {
  if (logic instanceof StateMachine) return "machine";
  const sample = fromPromise(async () => undefined);
  return String(logic.transition) === String(sample.transition) ? "promise" : "callback";
}

function actorStub(name: string, logic: AnyActorLogic): string {
  switch (actorKind(logic)) {
    case "machine": {
      const id = (logic as AnyStateMachine).id;
      return `createMachine({ id: ${JSON.stringify(id)} /* the app's ${name} machine */ })`;
    }
    case "promise":
      return "fromPromise(async () => undefined)";
    case "callback":
      return "fromCallback(() => () => {})";
  }
}

/** Names for the config's functions, one per function object, readable and unique. */
class StandIns {
  readonly names = new Map<unknown, string>();
  readonly used = new Set<string>();

  nameFor(fn: unknown, key: string, path: ReadonlyArray<string>): string {
    const known = this.names.get(fn);
    if (known !== undefined) return known;
    const own = (fn as { name?: string }).name ?? "";
    const base =
      identifier.test(own) && !["context", "input", "output"].includes(own)
        ? own
        : `${key}For${pascal(path.filter((part) => part !== "states").join(" ")) || "Machine"}`;
    let name = base;
    for (let n = 2; this.used.has(name); n += 1) name = `${base}${n}`;
    this.used.add(name);
    this.names.set(fn, name);
    return name;
  }
}

/** Room for a key before an inline value, so a line stays within `lineWidth`. */
const lineWidth = 100;
const keyRoom = 24;

/** The one-line form of an array or object, when its parts are one line each and it fits. */
const inline = (oneLine: string, parts: ReadonlyArray<string>, indent: string) =>
  parts.some((part) => part.includes("\n")) || indent.length + keyRoom + oneLine.length > lineWidth
    ? null
    : oneLine;

function source(
  value: unknown,
  indent: string,
  path: ReadonlyArray<string>,
  standIns: StandIns,
): string {
  if (typeof value === "function") {
    return standIns.nameFor(value, path.at(-1) ?? "fn", path.slice(0, -1));
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    const inner = `${indent}  `;
    const items = value.map((item, index) =>
      source(item, inner, [...path, String(index)], standIns),
    );
    return (
      inline(`[${items.join(", ")}]`, items, indent) ??
      `[\n${items.map((item) => `${inner}${item},`).join("\n")}\n${indent}]`
    );
  }
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    if (entries.length === 0) return "{}";
    const inner = `${indent}  `;
    const fields = entries.map(
      ([key, item]) => `${keyOf(key)}: ${source(item, inner, [...path, key], standIns)}`,
    );
    return (
      inline(`{ ${fields.join(", ")} }`, fields, indent) ??
      `{\n${fields.map((field) => `${inner}${field},`).join("\n")}\n${indent}}`
    );
  }
  return JSON.stringify(value) ?? "undefined";
}

function stubBlock(
  title: string,
  entries: ReadonlyArray<readonly [string, string]>,
): ReadonlyArray<string> {
  if (entries.length === 0) return [];
  return [
    `  ${title}: {`,
    ...entries.map(([name, stub]) => `    ${keyOf(name)}: ${stub},`),
    "  },",
  ];
}

export function machineModuleName(name: string): string {
  return `${name}Machine`;
}

export function toMachineSource(name: string, machine: AnyStateMachine): string {
  const { actions, guards, actors, delays } = machine.implementations;
  const standIns = new StandIns();
  const config = source(machine.config, "", [], standIns);
  const actorStubs = Object.entries(actors).map(
    ([actor, logic]) => [actor, actorStub(actor, logic as AnyActorLogic)] as const,
  );
  const kinds = new Set(actorStubs.map(([, stub]) => stub.split("(")[0] ?? ""));
  const imports = ["setup", ...kinds].sort();
  const delayStubs = Object.entries(delays).map(
    ([delay, value]) =>
      [
        delay,
        typeof value === "number" ? String(value) : "() => 1000 /* computed from context */",
      ] as const,
  );
  const standInLines = [...standIns.names.values()].map(
    (fn) => `const ${fn} = (..._args: Array<unknown>) => ({});`,
  );
  return [
    `// Generated by \`npm run machines\` from the app's ${name} machine: do not edit.`,
    "// Open it in the Stately visualiser (stately.ai/registry/new → Import from code).",
    "// The stubs stand in for the app's implementations: guards answer false, actors",
    "// never answer on their own, and delays computed from context wait one second.",
    `import { ${imports.join(", ")} } from "xstate";`,
    "",
    ...(standInLines.length > 0
      ? ["// Stand-ins for what the app computes from input and context.", ...standInLines, ""]
      : []),
    `export const ${machineModuleName(name)} = setup({`,
    ...stubBlock(
      "actions",
      Object.keys(actions).map((action) => [action, "() => {}"] as const),
    ),
    ...stubBlock(
      "guards",
      Object.keys(guards).map((guard) => [guard, "() => false"] as const),
    ),
    ...stubBlock("actors", actorStubs),
    ...stubBlock("delays", delayStubs),
    `}).createMachine(${config});`,
    "",
  ].join("\n");
}
