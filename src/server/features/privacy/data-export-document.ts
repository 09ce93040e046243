import { SEALED_COLUMN } from '#server/features/kyc/kyc-cipher.ts';
import { chatEventOf } from '#shared/chat-event.ts';
import { shownText } from '#shared/chat-event-line.ts';
import type { DataExportContents } from './data-export-contents.repository';

/** A file of the person's that goes in the zip's `files/` folder. */
export interface ExportFile {
  /** Where it goes in the zip, under `files/`. */
  path: string;
  /** The stored image's address as the rows hold it (a public URL or a `private:` reference). */
  reference: string;
}

export interface ExportDocument {
  data: Record<string, unknown>;
  files: ExportFile[];
}

type Decrypt = (stored: string, trainerId: string, column: string) => string;

const KYC_DOCUMENTS = ['aadhaarFrontImage', 'aadhaarBackImage', 'panImage'] as const;
const PORTFOLIO_IMAGES = ['heroImage1', 'heroImage2', 'profileImage', 'listingImage'] as const;

const extensionOf = (reference: string) =>
  /\.([a-z0-9]+)(?:\?.*)?$/i.exec(reference)?.[1]?.toLowerCase() ?? 'bin';

/**
 * The readable `data.json` of a person's copy and the files to put beside it
 * (docs/product/privacy.md#download-my-data). Chats name the other side as Kasrat shows it, and
 * a trainer's sessions say only where they were (gym, home, online): a client's home address is
 * the client's (docs/decisions/0043-data-export-zip.md).
 */
export function exportDocument(
  contents: DataExportContents,
  options: { exportedAt: Date; decrypt: Decrypt },
): ExportDocument {
  const { person, client, trainer } = contents;
  const files: ExportFile[] = [];
  const seen = new Set<string>();
  const addFile = (reference: string | null | undefined, path: string) => {
    if (!reference || seen.has(reference)) return;
    seen.add(reference);
    files.push({ path: `${path}.${extensionOf(reference)}`, reference });
  };
  addFile(person.image, 'profile/photo');
  addFile(person.profileImageUrl, 'profile/profile-image');

  const chats = contents.chats.map((conversation) => ({
    with: conversation.withName,
    startedAt: conversation.createdAt,
    messages: contents.messages
      .filter((message) => message.chatId === conversation.id)
      .map((message) => ({
        at: message.createdAt,
        from:
          message.messageType === 'event'
            ? 'Kasrat'
            : message.senderId === person.id
              ? 'me'
              : conversation.withName,
        // The copy is in English, as mails are; a line the system wrote is written out in it.
        text: shownText({ event: chatEventOf(message), text: message.body }, 'en'),
        readAt: message.readAt,
      })),
  }));

  const taxDocuments = contents.taxDocuments.map((document) => {
    // A session's recipient is the client: the trainer's copy keeps the name the invoice printed.
    const ownRecipient = document.clientId === person.id || document.supply === 'commission';
    return {
      serial: document.serial,
      kind: document.kind,
      supply: document.supply,
      issueDate: document.issueDate,
      supplierName: document.supplierName,
      recipientName: document.recipientName,
      ...(ownRecipient && { recipientAddress: document.recipientAddress }),
      description: document.description,
      taxablePaise: document.taxablePaise,
      cgstPaise: document.cgstPaise,
      sgstPaise: document.sgstPaise,
      igstPaise: document.igstPaise,
      totalPaise: document.totalPaise,
      bookingId: document.bookingId,
      packId: document.packId,
    };
  });

  let trainerPart: Record<string, unknown> | null = null;
  if (trainer?.profile) {
    const { profile, kyc } = trainer;
    const {
      revision,
      services,
      workingDays,
      blockedDays,
      blockedDates,
      availableTimes,
      earthPoint: _point,
      ...published
    } = profile;
    for (const field of PORTFOLIO_IMAGES) {
      addFile(published[field], `portfolio/${field}`);
      addFile(revision?.[field], `portfolio/revision-${field}`);
    }
    let kycPart: Record<string, unknown> | null = null;
    if (kyc) {
      const open = (stored: string | null, column: string) =>
        stored ? options.decrypt(stored, kyc.trainerId, column) : null;
      const {
        aadhaarNumberEncrypted,
        panNumberEncrypted,
        bankAccountNumberEncrypted,
        reviewedBy: _reviewer,
        ...rest
      } = kyc;
      kycPart = {
        ...rest,
        aadhaarNumber: open(aadhaarNumberEncrypted, SEALED_COLUMN.aadhaar),
        panNumber: open(panNumberEncrypted, SEALED_COLUMN.pan),
        bankAccountNumber: open(bankAccountNumberEncrypted, SEALED_COLUMN.bankAccount),
      };
      for (const field of KYC_DOCUMENTS) addFile(kyc[field], `kyc/${field}`);
    }
    trainerPart = {
      portfolio: published,
      revisionWaitingForReview: revision,
      services,
      availability: { workingDays, blockedDays, blockedDates, availableTimes },
      sessions: trainer.sessions,
      packsSold: trainer.packsSold,
      reviewsReceived: trainer.reviewsReceived,
      payouts: trainer.payouts,
      kyc: kycPart,
    };
  }

  return {
    data: {
      about:
        'A copy of the personal data Kasrat holds about you (docs/product/privacy.md#download-my-data). Money is in paise (100 paise = ₹1); times are UTC instants. Other people appear only by the name Kasrat shows them.',
      exportedAt: options.exportedAt,
      profile: person,
      signInMethods: contents.signInMethods,
      consents: contents.consents,
      reminderChannels: {
        preference: contents.preference,
        pushSubscriptions: contents.pushSubscriptions,
      },
      bookings: client.bookings,
      packs: client.packs,
      payments: client.payments,
      refunds: client.refunds,
      taxDocuments,
      reviewsWritten: client.reviewsWritten,
      chats,
      notificationsSent: contents.mails,
      trainer: trainerPart,
    },
    files,
  };
}
