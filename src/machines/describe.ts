import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";

/**
 * Names for a machine's parts, shared by the diagrams (`npm run machines`)
 * and the coverage report of the model-based tests, so both speak of a
 * transition the same way: `auth.signedIn.idle --after authTick--> auth.signedIn.checking`.
 */

export function allStateNodes(machine: AnyStateMachine): ReadonlyArray<AnyStateNode> {
  const walk = (node: AnyStateNode): Array<AnyStateNode> => [
    node,
    ...(Object.values(node.states) as Array<AnyStateNode>).flatMap(walk),
  ];
  return walk(machine.root);
}

/** Every transition a state node declares: event and delayed ones, invoke results, eventless ones. */
export function transitionsOf(node: AnyStateNode): ReadonlyArray<AnyTransitionDefinition> {
  return [...node.transitions.values()].flat().concat(node.always ?? []);
}

export function allTransitions(machine: AnyStateMachine): ReadonlyArray<AnyTransitionDefinition> {
  return allStateNodes(machine).flatMap(transitionsOf);
}

export function guardName(transition: AnyTransitionDefinition): string | null {
  const { guard } = transition;
  if (guard === undefined) return null;
  if (typeof guard === "string") return guard;
  if (typeof guard === "object" && guard !== null && "type" in guard) return String(guard.type);
  return "guard";
}

/** `xstate.after.authTick.auth.signedIn.idle` reads `after authTick`; invoke results `done x` / `error x`. */
export function eventLabel(transition: AnyTransitionDefinition): string {
  const type = transition.eventType;
  if (type === "") return "always";
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) return `after ${after[1]}`;
  const result = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (result) return `${result[1]} ${result[2]}`;
  return type;
}

export function transitionLabel(transition: AnyTransitionDefinition): string {
  const guard = guardName(transition);
  return `${eventLabel(transition)}${guard ? ` [${guard}]` : ""}`;
}

/** A stable, readable name for a transition, the same for a machine and its `.provide()` copies. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const targets = (transition.target ?? []).map((target) => target.id).join(",") || "(stays)";
  return `${transition.source.id} --${transitionLabel(transition)}--> ${targets}`;
}

/** The name of an action or guard reference: a string, `{ type }`, or a function's name. */
function referenceName(reference: unknown): string {
  if (typeof reference === "string") return reference;
  if (typeof reference === "function") return reference.name || "(inline)";
  if (typeof reference === "object" && reference !== null && "type" in reference)
    return String(reference.type);
  return String(reference);
}

/**
 * What a machine is, without its implementations: every state node (id,
 * type, initial state, tags, entry and exit actions, invoked actors) and
 * every transition with its guard and actions. Two machines with the same
 * shape draw the same diagram and take the same paths.
 */
export function machineShape(machine: AnyStateMachine): ReadonlyArray<string> {
  const names = (list: ReadonlyArray<unknown>) => list.map(referenceName).join(",");
  return allStateNodes(machine).flatMap((node) => [
    [
      `state ${node.id}`,
      `type=${node.type}`,
      `initial=${(node.initial?.target ?? []).map((target: AnyStateNode) => target.id).join(",")}`,
      `tags=${[...node.tags].sort().join(",")}`,
      `entry=${names(node.entry)}`,
      `exit=${names(node.exit)}`,
      `invoke=${node.invoke.map((invoke) => `${invoke.id}:${referenceName(invoke.src)}`).join(",")}`,
    ].join(" "),
    ...transitionsOf(node).map(
      (transition) =>
        `transition ${transitionKey(transition)} actions=${names(transition.actions)} reenter=${transition.reenter}`,
    ),
  ]);
}
