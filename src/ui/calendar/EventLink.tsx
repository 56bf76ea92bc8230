import type { ComponentType, CSSProperties, ReactNode } from "react";
import { Link } from "wouter";
import type { CalendarEvent } from "../../../api/CalendarEvent";

export interface EventLinkProps {
  readonly event: CalendarEvent;
  readonly className?: string;
  readonly style?: CSSProperties;
  readonly children: ReactNode;
}

/**
 * How a widget links to an event's page. The dashboard passes a link that
 * preloads the event on hover or focus; the widgets themselves never touch
 * the data layer.
 */
export type EventLinkComponent = ComponentType<EventLinkProps>;

/** The event's page, from anywhere in the app (`~` leaves a wouter nest). */
export function eventHref(id: string): string {
  return `~/dashboard/event/${encodeURIComponent(id)}`;
}

/** A link without preloading. */
export function PlainEventLink({ event, children, className, style }: EventLinkProps) {
  return (
    <Link href={eventHref(event.id)} className={className} style={style}>
      {children}
    </Link>
  );
}
