import { Layer } from "effect";
import { Microsoft, type MicrosoftError, type MicrosoftService } from "./Microsoft";
import { ScriptedCalls } from "./scriptedCalls";

/** A test double of the Microsoft service: every call recorded, pending until the test answers it. */
export class ScriptedMicrosoft extends ScriptedCalls<keyof MicrosoftService, MicrosoftError> {
  readonly service: MicrosoftService = this.serviceOf([
    "startSignIn",
    "completeSignIn",
  ]) as unknown as MicrosoftService;

  readonly layer: Layer.Layer<Microsoft> = Layer.succeed(Microsoft, this.service);
}
