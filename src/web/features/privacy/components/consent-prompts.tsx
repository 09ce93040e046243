import { AnalyticsBar } from './analytics-bar';
import { NoticeGate } from './notice-gate';

/** What the layout loads once it knows who is there (docs/product/privacy.md#consent). */
export default function ConsentPrompts({ signedIn }: { signedIn: boolean }) {
  return signedIn ? <NoticeGate /> : <AnalyticsBar />;
}
