/** Every bookings query key starts here, so a change can invalidate them all at once. */
export const bookingKeys = {
  all: ['bookings'] as const,
  list: () => [...bookingKeys.all, 'list'] as const,
  detail: (id: string) => [...bookingKeys.all, 'detail', id] as const,
  slots: (trainerId: string, date: string) =>
    [...bookingKeys.all, 'slots', trainerId, date] as const,
  moveSlots: (bookingId: string, date: string) =>
    [...bookingKeys.all, 'move-slots', bookingId, date] as const,
  availability: (trainerId: string, from: string, to: string) =>
    [...bookingKeys.all, 'availability', trainerId, from, to] as const,
};
