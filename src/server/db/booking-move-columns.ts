import { sql } from 'drizzle-orm';
import { booking, bookingMove } from './schema';

/** A trainer's proposal as a view of its booking reads it; instants are ISO text in JSON. */
export interface OpenProposalRow {
  id: string;
  date: string;
  timeSlot: string;
  startsAt: string;
  note: string | null;
}

/**
 * What every view of a booking reads of its moves (docs/product/booking.md#reschedule): how often
 * the client moved it, and the trainer's proposal waiting for an answer. A proposal whose time or
 * session has begun is past answering, whatever its row still says.
 */
export const bookingMoveColumns = {
  clientMoves: sql<number>`(select count(*)::int from ${bookingMove} m
    where m.booking_id = ${booking.id} and m.requested_by = 'client' and m.status = 'moved')`,
  openProposal: sql<OpenProposalRow | null>`(select json_build_object(
      'id', m.id, 'date', m.to_session_date, 'timeSlot', m.to_time_slot,
      'startsAt', m.to_starts_at, 'note', m.note)
    from ${bookingMove} m
    where m.booking_id = ${booking.id} and m.status = 'proposed' limit 1)`,
};
