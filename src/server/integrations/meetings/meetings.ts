/**
 * The video meetings port: a link for a confirmed online session
 * (docs/product/booking.md#meeting-links).
 */
export interface MeetingDetails {
  provider: 'jitsi' | 'zoom';
  meetingId: string;
  meetingPassword: string | null;
  joinUrl: string;
}

export interface Meetings {
  create(input: {
    topic: string;
    startsAt: Date;
    durationMinutes: number;
  }): Promise<MeetingDetails>;
  /** The meeting follows its session to a new time; its link stays the same. */
  update(meetingId: string, input: { startsAt: Date; durationMinutes: number }): Promise<void>;
}
