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
