/** How the bookings feature asks for a refund; the payments feature implements it. */
export interface BookingRefunds {
  /** 'none' when the booking has no paid payment; idempotent. */
  refundBooking(bookingId: string, reason: string): Promise<'refunded' | 'pending' | 'none'>;
}
