import { Link } from "wouter";
import { usePreload } from "../../../data/hooks";
import { type EventLinkProps, eventHref } from "../../../ui/calendar/EventLink";

/** A link to an event's page that starts loading it on hover or focus. */
export function PreloadedEventLink({ event, children, className, style }: EventLinkProps) {
  const preload = usePreload({ kind: "event", id: event.id });
  return (
    <Link href={eventHref(event.id)} className={className} style={style} {...preload}>
      {children}
    </Link>
  );
}
