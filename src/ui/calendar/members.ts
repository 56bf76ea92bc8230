import type { CalendarEvent, EventStatus } from "../../../api/CalendarEvent";
import type { FamilyMember } from "../../../api/FamilyMember";

/** Family members by `Id`, for looking up an event's people. */
export type MembersById = ReadonlyMap<string, FamilyMember>;

export function membersById(members: ReadonlyArray<FamilyMember> | undefined): MembersById {
  return new Map((members ?? []).map((member) => [member.Id, member]));
}

/** The event's family members that still exist, in the event's order. */
export function membersOf(
  event: Pick<CalendarEvent, "familyMemberIds">,
  byId: MembersById,
): FamilyMember[] {
  return event.familyMemberIds.flatMap((id) => {
    const member = byId.get(id);
    return member === undefined ? [] : [member];
  });
}

/** What a status says, in words: colour is never the only signal. */
export const eventStatusLabel: Record<EventStatus, string> = {
  suggested: "Suggested",
  confirmed: "Confirmed",
  dismissed: "Dismissed",
  cancelled: "Cancelled",
};

/** Names joined for reading: `Ada`, `Ada and Ben`, `Ada, Ben and Cy`. */
export function joinNames(names: ReadonlyArray<string>): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/**
 * What a calendar entry says after its title, for a screen reader (its
 * chip shows less): when, where, who and the status, in words.
 */
export function eventDetails(
  event: Pick<CalendarEvent, "familyMemberIds" | "location" | "status">,
  when: string,
  byId: MembersById,
): string {
  const people = membersOf(event, byId);
  return [
    when,
    event.location.trim(),
    joinNames(people.map((member) => member.Name)),
    eventStatusLabel[event.status],
  ]
    .filter(Boolean)
    .join(", ");
}
