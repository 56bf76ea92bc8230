import { HttpApiBuilder } from "@effect/platform";
import { Effect } from "effect";
import { CorkboardApi } from "../../../api/Api";
import { BadRequest } from "../../../api/errors";
import { FamilyMember } from "../../../api/FamilyMember";
import { CurrentUser } from "../../../api/security";
import { found, handlerSpan, idOf, inTransaction, listPage, run } from "../shared";
import {
  deleteFamilyMember,
  insertFamilyMember,
  listFamilyMembers,
  toFamilyMember,
  updateFamilyMember,
} from "./repo";

const member = "family member";

export const FamilyLive = HttpApiBuilder.group(CorkboardApi, "family", (handlers) =>
  handlers
    .handle("list", ({ urlParams, request }) =>
      listPage(request, urlParams, listFamilyMembers, FamilyMember, toFamilyMember).pipe(
        Effect.withSpan("Family.list", handlerSpan),
      ),
    )
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser;
        const row = yield* inTransaction((sql) =>
          run(() => insertFamilyMember(sql, user.id, payload)),
        );
        return { data: toFamilyMember(row) };
      }).pipe(Effect.withSpan("Family.create", handlerSpan)),
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser;
        const id = yield* idOf(path.Id, member);
        if (payload.Id.toLowerCase() !== id) {
          return yield* Effect.fail(BadRequest.field("Id", "Id must be the Id in the path"));
        }
        const row = yield* inTransaction((sql) =>
          run(() => updateFamilyMember(sql, user.id, id, payload)).pipe(
            Effect.flatMap((updated) => found(updated, member)),
          ),
        );
        return { data: toFamilyMember(row) };
      }).pipe(Effect.withSpan("Family.update", handlerSpan)),
    )
    .handle("remove", ({ path }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser;
        const id = yield* idOf(path.id, member);
        const row = yield* inTransaction((sql) =>
          run(() => deleteFamilyMember(sql, user.id, id)).pipe(
            Effect.flatMap((removed) => found(removed, member)),
          ),
        );
        return { data: toFamilyMember(row) };
      }).pipe(Effect.withSpan("Family.remove", handlerSpan)),
    ),
);
