import { badRequest, forbidden, notFound } from '#server/http-error.ts';
import type { CurrentUser, ProfileChangesInput, UserProfile } from '#shared/account-schemas.ts';
import { DEFAULT_SERVICE_PRICE_RUPEES, TRAINER_TERMS } from '#shared/catalog.ts';
import type { Locale } from '#shared/locale.ts';
import { MESSAGES } from '#shared/messages.ts';
import { rupeesToPaise } from '#shared/money.ts';
import type { AccountRepository, UserRecord } from './account.repository';

export function createAccountService(repository: AccountRepository, now: () => Date) {
  async function load(userId: string) {
    const account = await repository.findUser(userId);
    if (!account) throw notFound(MESSAGES.fetchCurrentUserFailed);
    return account;
  }

  return {
    /** docs/product/languages.md#choosing-the-language: the choice follows the person. */
    async setLocale(userId: string, locale: Locale): Promise<{ locale: Locale }> {
      await load(userId);
      await repository.setLocale(userId, locale, now());
      return { locale };
    },

    async currentUser(userId: string): Promise<CurrentUser> {
      const account = await load(userId);
      const image = account.profileImageUrl ?? account.image;
      return {
        id: account.id,
        dbId: account.id,
        firstName: account.firstName,
        lastName: account.lastName,
        fullName: account.name,
        email: account.email,
        emailAddresses: [{ emailAddress: account.email }],
        imageUrl: image,
        profileImageUrl: image,
        userType: account.role,
        isTrainer: account.role === 'trainer',
        isAdmin: account.role === 'admin',
        trainerId: account.trainerId,
        phone: account.phone,
        dateOfBirth: account.dateOfBirth,
        city: account.city,
        gender: account.gender,
        locale: account.locale,
      };
    },

    async profile(userId: string): Promise<UserProfile> {
      return toProfile(await load(userId));
    },

    async updateProfile(userId: string, changes: ProfileChangesInput): Promise<UserProfile> {
      const account = await load(userId);
      const image = changes.profileImageUrl;
      // A new photo arrives only through the checked upload (save-user-image); here it may stay or go.
      if (image && image !== account.profileImageUrl && image !== account.image) {
        throw badRequest(MESSAGES.imageMustBeUploaded, {
          profileImageUrl: MESSAGES.imageMustBeUploaded,
        });
      }
      await repository.updateProfile(userId, changes, now());
      return toProfile(await load(userId));
    },

    async becomeTrainer(userId: string): Promise<{ alreadyTrainer: boolean }> {
      const account = await load(userId);
      if (account.role === 'admin') throw forbidden(MESSAGES.forbidden);
      if (account.role === 'trainer' && account.trainerId) return { alreadyTrainer: true };
      await repository.becomeTrainer(
        account,
        { document: TRAINER_TERMS.document, version: TRAINER_TERMS.version },
        {
          personal: {
            enabled: false,
            pricePaise: rupeesToPaise(DEFAULT_SERVICE_PRICE_RUPEES.personal),
          },
          group: { enabled: false, pricePaise: rupeesToPaise(DEFAULT_SERVICE_PRICE_RUPEES.group) },
          online: {
            enabled: false,
            pricePaise: rupeesToPaise(DEFAULT_SERVICE_PRICE_RUPEES.online),
          },
        },
        now(),
      );
      return { alreadyTrainer: false };
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;

function toProfile(account: UserRecord): UserProfile {
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    phone: account.phone,
    dateOfBirth: account.dateOfBirth,
    city: account.city,
    gender: account.gender,
    profileImageUrl: account.profileImageUrl ?? account.image,
    isTrainer: account.role === 'trainer',
    userType: account.role,
  };
}
