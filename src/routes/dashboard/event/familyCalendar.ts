import type { FamilyMember } from "../../../../api/FamilyMember";
import { useQuery } from "../../../data/hooks";
import { browserTimeZone, type WeekStartsOn } from "../../../ui/calendar/dates";
import { type MembersById, membersById } from "../../../ui/calendar/members";

export interface FamilyCalendar {
  /** The family's zone (the browser's until the preferences arrive). */
  readonly timeZone: string;
  readonly weekStartsOn: WeekStartsOn;
  /** Whether the preferences have loaded (the values above are final). */
  readonly loaded: boolean;
}

/** How the family reads dates: their zone and first weekday, from the preferences. */
export function useFamilyCalendar(): FamilyCalendar {
  const preferences = useQuery({ kind: "preferences" });
  return {
    timeZone: preferences.data?.timezone ?? browserTimeZone(),
    weekStartsOn: preferences.data?.weekStartsOn ?? "monday",
    loaded: preferences.data !== undefined,
  };
}

/** The family members by id, for colours and names (empty until they load). */
export function useMembersById(): MembersById {
  return useFamily().byId;
}

/** The family members in their order, and by id (both empty until they load). */
export function useFamily(): {
  readonly list: ReadonlyArray<FamilyMember>;
  readonly byId: MembersById;
} {
  const members = useQuery({ kind: "familyMembers" });
  return { list: members.data ?? [], byId: membersById(members.data) };
}
