import { APIError, type BetterAuthPlugin, getCurrentAdapter } from 'better-auth';
import { PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION } from '#shared/privacy-messages.ts';

const SIGN_UP_PATH = '/sign-up/email';

/**
 * Sign-up's confirmation of age and its consents (docs/product/privacy.md#consent,
 * docs/product/privacy.md#adults-only). The user is stamped adult as it is created; the consent
 * rows go in when its password is linked, after the user and in the same transaction, so a
 * person never exists without the consent they gave, nor consent without its person. The
 * route's schema refuses a sign-up without both already; the checks here keep that true for
 * any other way into better-auth's sign-up.
 */
export function signUpConsents(now: () => Date) {
  const refuseWithout = (body: Record<string, unknown> | undefined) => {
    if (body?.adultConfirmed !== true) {
      throw new APIError('BAD_REQUEST', { message: PRIVACY_MESSAGES.adultRequired });
    }
    if (body.noticeAgreed !== true) {
      throw new APIError('BAD_REQUEST', { message: PRIVACY_MESSAGES.noticeRequired });
    }
  };

  return {
    id: 'kasrat-sign-up-consents',
    // better-auth writes the rows through its adapter, so it must know the table's fields.
    schema: {
      consent: {
        fields: {
          userId: {
            type: 'string',
            required: true,
            references: { model: 'user', field: 'id', onDelete: 'cascade' },
          },
          purpose: { type: 'string', required: true },
          noticeVersion: { type: 'string', required: true },
          givenAt: { type: 'date', required: true },
          withdrawnAt: { type: 'date', required: false },
        },
      },
    },
    init: () => ({
      options: {
        databaseHooks: {
          user: {
            create: {
              async before(user, context) {
                if (context?.path !== SIGN_UP_PATH) return;
                refuseWithout(context.body);
                return { data: { ...user, adultConfirmedAt: now() } };
              },
            },
          },
          account: {
            create: {
              async before(account, context) {
                if (context?.path !== SIGN_UP_PATH) return;
                const body: Record<string, unknown> | undefined = context.body;
                refuseWithout(body);
                const purposes = [
                  'notice',
                  ...(body?.analyticsConsent === true ? ['analytics'] : []),
                  ...(body?.marketingConsent === true ? ['marketing'] : []),
                ];
                const adapter = await getCurrentAdapter(context.context.adapter);
                const givenAt = now();
                for (const purpose of purposes) {
                  await adapter.create({
                    model: 'consent',
                    data: {
                      userId: account.userId,
                      purpose,
                      noticeVersion: PRIVACY_NOTICE_VERSION,
                      givenAt,
                    },
                  });
                }
              },
            },
          },
        },
      },
    }),
  } satisfies BetterAuthPlugin;
}
