import type { FastifyInstance } from 'fastify';
import { createChatRealtime, SOCKET_LOCALE } from '#server/features/chat/chat-realtime.ts';
import { messageView } from '#server/features/chat/chat-view.ts';
import { createJitsiMeetings } from '#server/integrations/meetings/jitsi-meetings.ts';
import { createZoomMeetings } from '#server/integrations/meetings/zoom-meetings.ts';
import type { Ports } from '#server/ports.ts';
import { SESSION_MINUTES } from '#shared/schedule.ts';
import { createBookingMovesRepository } from './booking-moves.repository';
import { bookingMovesRoutes } from './booking-moves.routes';
import { createBookingMovesService } from './booking-moves.service';
import type { BookingsRepository } from './bookings.repository';

export interface BookingMovesOptions {
  bookings: BookingsRepository;
  /** Tests stand a local server in for Zoom's OAuth and API addresses. */
  zoomUrls?: { oauthUrl: string; apiUrl: string };
}

/**
 * Moving sessions: the routes, the outbox's update of a moved session's Zoom meeting, and the
 * chat line each move leaves, pushed to the pair's open chats once it is committed.
 */
export async function registerBookingMoves(
  app: FastifyInstance,
  { db, config, now, sideEffects }: Ports,
  options: BookingMovesOptions,
) {
  const meetings =
    config.meetings.kind === 'zoom'
      ? createZoomMeetings({ ...config.meetings, ...options.zoomUrls })
      : createJitsiMeetings();
  const realtime = createChatRealtime(app.io);
  const service = createBookingMovesService({
    bookings: options.bookings,
    moves: createBookingMovesRepository(db),
    publicUrl: config.publicUrl,
    now,
    chatEventWritten({ message, ...counts }, senderName) {
      realtime.newMessage({
        chatId: message.chatId,
        message: messageView({ ...message, senderName }, SOCKET_LOCALE),
        ...counts,
      });
    },
  });
  sideEffects.handle('meeting-moved', async ({ bookingId }) => {
    const view = await options.bookings.findView(bookingId);
    const row = view?.booking;
    if (row?.status === 'confirmed' && row.meetingProvider === 'zoom' && row.meetingId) {
      await meetings.update(row.meetingId, {
        startsAt: row.startsAt,
        durationMinutes: SESSION_MINUTES,
      });
    }
    return [];
  });
  await app.register(bookingMovesRoutes(service));
}
