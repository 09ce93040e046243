import { type ComponentType, lazy, Suspense, useEffect, useReducer } from 'react';
import { useUser } from '#web/lib/auth/user-context.ts';

const ConsentPrompts = lazy<ComponentType<{ signedIn: boolean }>>(() =>
  import('#web/features/privacy/components/consent-prompts.tsx').catch(() => ({
    default: () => null,
  })),
);

/**
 * docs/product/privacy.md#consent: a signed-in person's consents (and a changed notice) on every
 * load; a visitor is asked about analytics once they first touch the page, so the question's
 * code stays out of the listing's first JavaScript (docs/decisions/0042-consent-and-adults-only.md).
 */
export function PrivacyPrompts() {
  const { user, status } = useUser();
  const [touched, touch] = useReducer(() => true, false);
  useEffect(() => {
    // The layout lives as long as the page: the listeners need no removal.
    for (const name of ['pointerdown', 'keydown', 'scroll']) {
      addEventListener(name, touch, { once: true, passive: true });
    }
  }, []);
  return (
    status === 'ready' &&
    (user || touched) && (
      <Suspense>
        <ConsentPrompts key={user?.id} signedIn={!!user} />
      </Suspense>
    )
  );
}
