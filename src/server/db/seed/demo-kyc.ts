import { createKycCipher, SEALED_COLUMN } from '#server/features/kyc/kyc-cipher.ts';
import type { FileStorage } from '#server/integrations/storage/storage.ts';
import { CITIES } from '#shared/catalog.ts';
import {
  KYC_DOCUMENT_LABELS,
  KYC_DOCUMENTS,
  type KycDocument,
  lastFour,
  verhoeffCheckDigit,
} from '#shared/kyc.ts';
import { present } from '#shared/present.ts';
import { gstinCheckCharacter } from '#shared/tax/gstin.ts';
import { CITY_STATES, type StateCode } from '#shared/tax/indian-states.ts';
import type { trainerKyc } from '../schema';
import { DEMO_ACCOUNTS, type DemoData } from './build-demo-data';

export interface DemoKycOptions {
  now: Date;
  newId: () => string;
  encryptionKey: Buffer;
  storage: FileStorage;
}

type KycRow = typeof trainerKyc.$inferInsert;
const DAY_MS = 86_400_000;

interface DemoIdentity {
  name: string;
  aadhaar: string;
  pan: string;
  bank: { account: string; ifsc: string; bankName: string; branch: string } | null;
  upiId: string;
}

// Sequences that pass the rule (Verhoeff, PAN shape) and read as made up.
const identities = (demoName: string, otherName: string): [DemoIdentity, DemoIdentity] => [
  {
    name: demoName,
    aadhaar: '234567890124',
    pan: `ABCP${initialOfSurname(demoName)}1234K`,
    bank: {
      account: '501001234567',
      ifsc: 'HDFC0000240',
      bankName: 'HDFC Bank',
      branch: 'Bandra West',
    },
    upiId: 'demo.trainer@okhdfc',
  },
  {
    name: otherName,
    aadhaar: '987654321012',
    pan: `PQRP${initialOfSurname(otherName)}5678L`,
    bank: null,
    upiId: 'demo.review@oksbi',
  },
];

/**
 * A made-up identity for the n-th other verified trainer: an Aadhaar that passes the rule, a
 * PAN of an individual with the surname's initial, and a UPI id, paid by UPI.
 */
function verifiedIdentity(name: string, n: number): DemoIdentity {
  const body = String(30_000_000_000 + n * 7_919);
  const serial = String(1000 + (n % 9000));
  return {
    name,
    aadhaar: `${body}${verhoeffCheckDigit(body)}`,
    pan: `KSTP${initialOfSurname(name)}${serial}V`,
    bank: null,
    upiId: `trainer${n}@okaxis`,
  };
}

/** The state of a trainer's city, taken as their business address. */
function stateOfCity(cityName: string | null | undefined): StateCode {
  const slug = CITIES.find((city) => city.name === cityName)?.slug ?? '';
  return present(CITY_STATES[slug], `the state of ${cityName}`);
}

/** A PAN's first GST registration in a state: code, PAN, "1Z" and the check character. */
function gstinOf(stateCode: StateCode, pan: string): string {
  const first14 = `${stateCode}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

const initialOfSurname = (name: string) =>
  (name.trim().split(/\s+/).at(-1)?.[0] ?? 'K').toUpperCase().replace(/[^A-Z]/, 'K');

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A plainly fake card: the details a reviewer compares, and SAMPLE across it. */
function documentSvg(document: KycDocument, who: DemoIdentity): string {
  const lines =
    document === 'panImage'
      ? ['INCOME TAX DEPARTMENT', who.name.toUpperCase(), `Permanent Account Number: ${who.pan}`]
      : document === 'aadhaarFrontImage'
        ? ['Government of India', who.name, who.aadhaar.replace(/(\d{4})(?=\d)/g, '$1 ')]
        : [
            'Unique Identification Authority of India',
            'Address: Mumbai, Maharashtra',
            who.aadhaar.replace(/(\d{4})(?=\d)/g, '$1 '),
          ];
  const band = document === 'panImage' ? '#1e3a8a' : '#ea580c';
  const text = lines
    .map(
      (line, index) =>
        `<text x="40" y="${150 + index * 60}" font-family="sans-serif" font-size="${index === 2 ? 34 : 28}" fill="#0f172a">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="600"><rect width="960" height="600" rx="24" fill="#f8fafc"/><rect width="960" height="80" rx="24" fill="${band}"/><text x="40" y="54" font-family="sans-serif" font-size="30" fill="#fff">${escapeXml(KYC_DOCUMENT_LABELS[document])} · Kasrat demo</text>${text}<text x="480" y="470" text-anchor="middle" font-family="sans-serif" font-size="96" fill="#dc2626" fill-opacity="0.25" transform="rotate(-12 480 470)">SAMPLE</text></svg>`;
}

type DrawnDocuments = Record<KycDocument, Buffer>;

/** The three documents of one person as sharp draws them (SVG to WebP). */
async function drawDocuments(who: DemoIdentity): Promise<DrawnDocuments> {
  const { default: sharp } = await import('sharp');
  const drawn = await Promise.all(
    KYC_DOCUMENTS.map(async (document) => {
      const image = await sharp(Buffer.from(documentSvg(document, who)))
        .webp({ quality: 80 })
        .toBuffer();
      return [document, image] as const;
    }),
  );
  return Object.fromEntries(drawn) as DrawnDocuments;
}

/** Stores drawn documents privately, as an upload would; returns their references. */
async function storeDocuments(drawn: DrawnDocuments, options: DemoKycOptions) {
  const stored = await Promise.all(
    KYC_DOCUMENTS.map(async (document) => {
      const id = options.newId();
      await options.storage.putObject(`private/kyc/${id}.webp`, drawn[document], 'image/webp');
      return [document, `private:kyc/${id}.webp`] as const;
    }),
  );
  return Object.fromEntries(stored) as Record<KycDocument, string>;
}

/** The demo trainer, the trainer awaiting review, the admin, and who they are on paper. */
function demoKycPeople(data: DemoData) {
  const userOf = (email: string) => data.users.find((row) => row.email === email);
  const demoUser = userOf(DEMO_ACCOUNTS.trainer);
  const admin = userOf(DEMO_ACCOUNTS.admin);
  const demoTrainer = data.trainers.find((row) => row.userId === demoUser?.id);
  const other = data.trainers.find((row) => row !== demoTrainer && row.services.personal.enabled);
  if (!demoTrainer || !other || !admin) throw new Error('demo KYC: the demo accounts are missing');
  const [verified, awaiting] = identities(
    demoTrainer.name ?? 'Demo Trainer',
    other.name ?? 'Trainer',
  );
  return { demoTrainer, other, admin, verified, awaiting };
}

export interface DemoKycDrawings {
  verified: DrawnDocuments;
  awaiting: DrawnDocuments;
}

/**
 * The two uploaded trainers' documents, drawn on libuv's threads. Drawing writes nothing, so the
 * seed starts it before it takes its lock: begun inside, it waited on the inserts' turns of the
 * event loop and held up a first start (docs/decisions/0054-first-start-under-five-seconds.md).
 */
export async function drawDemoKycDocuments(data: DemoData): Promise<DemoKycDrawings> {
  const { verified, awaiting } = demoKycPeople(data);
  const [verifiedDrawn, awaitingDrawn] = await Promise.all([
    drawDocuments(verified),
    drawDocuments(awaiting),
  ]);
  return { verified: verifiedDrawn, awaiting: awaitingDrawn };
}

/**
 * The demo trainer's KYC, verified by the demo admin, and a second trainer's awaiting review so
 * the admin console has one to decide. Numbers are sealed with the running server's key.
 * Every other published trainer in two is verified too, so the listing shows both kinds of card
 * (issue 17); theirs were decided before document uploads were kept, so they have no images.
 * Each gives the state of their city; the first of those is GST-registered there, the demo
 * trainer is not, so both kinds of tax document can be seen (docs/product/kyc.md#tax-details).
 */
export async function demoKycRows(
  data: DemoData,
  drawings: DemoKycDrawings,
  options: DemoKycOptions,
): Promise<KycRow[]> {
  const { demoTrainer, other, admin, verified, awaiting } = demoKycPeople(data);
  const cipher = createKycCipher(options.encryptionKey);
  const at = (daysAgo: number) => new Date(options.now.getTime() - daysAgo * DAY_MS);

  const rowOf = async (
    trainerId: string,
    who: DemoIdentity,
    drawn: DrawnDocuments,
    stateCode: StateCode,
    submittedDaysAgo: number,
  ): Promise<KycRow> => ({
    trainerId,
    aadhaarNumberEncrypted: cipher.encrypt(who.aadhaar, trainerId, SEALED_COLUMN.aadhaar),
    aadhaarLast4: lastFour(who.aadhaar),
    aadhaarName: who.name,
    panNumberEncrypted: cipher.encrypt(who.pan, trainerId, SEALED_COLUMN.pan),
    panLast4: lastFour(who.pan),
    panName: who.name,
    upiId: who.upiId,
    bankAccountName: who.bank ? who.name : null,
    bankAccountNumberEncrypted: who.bank
      ? cipher.encrypt(who.bank.account, trainerId, SEALED_COLUMN.bankAccount)
      : null,
    bankAccountLast4: who.bank ? lastFour(who.bank.account) : null,
    bankIfsc: who.bank?.ifsc ?? null,
    bankName: who.bank?.bankName ?? null,
    bankBranch: who.bank?.branch ?? null,
    stateCode,
    gstin: null,
    ...(await storeDocuments(drawn, options)),
    // every column is given: the seed's bulk insert writes null for a missing one
    status: 'partial',
    aadhaarVerified: false,
    panVerified: false,
    rejectionReason: null,
    reviewedAt: null,
    reviewedBy: null,
    submittedAt: at(submittedDaysAgo),
    createdAt: at(submittedDaysAgo),
    updatedAt: at(submittedDaysAgo),
  });

  const [completed, awaitingRow] = await Promise.all([
    rowOf(demoTrainer.id, verified, drawings.verified, stateOfCity(demoTrainer.city), 40),
    rowOf(other.id, awaiting, drawings.awaiting, stateOfCity(other.city), 1),
  ]);
  return [
    {
      ...completed,
      status: 'completed',
      aadhaarVerified: true,
      panVerified: true,
      reviewedAt: at(39),
      reviewedBy: admin.id,
      updatedAt: at(39),
    },
    awaitingRow,
    ...data.trainers
      .filter((row) => row !== demoTrainer && row !== other && row.published)
      .filter((_, index) => index % 2 === 0)
      .map((row, index): KycRow => {
        const who = verifiedIdentity(row.name ?? 'Trainer', index);
        const submittedDaysAgo = 60 + (index % 120);
        const stateCode = stateOfCity(row.city);
        return {
          trainerId: row.id,
          aadhaarNumberEncrypted: cipher.encrypt(who.aadhaar, row.id, SEALED_COLUMN.aadhaar),
          aadhaarLast4: lastFour(who.aadhaar),
          aadhaarName: who.name,
          panNumberEncrypted: cipher.encrypt(who.pan, row.id, SEALED_COLUMN.pan),
          panLast4: lastFour(who.pan),
          panName: who.name,
          upiId: who.upiId,
          bankAccountName: null,
          bankAccountNumberEncrypted: null,
          bankAccountLast4: null,
          bankIfsc: null,
          bankName: null,
          bankBranch: null,
          stateCode,
          gstin: index === 0 ? gstinOf(stateCode, who.pan) : null,
          aadhaarFrontImage: null,
          aadhaarBackImage: null,
          panImage: null,
          status: 'completed',
          aadhaarVerified: true,
          panVerified: true,
          rejectionReason: null,
          reviewedAt: at(submittedDaysAgo - 1),
          reviewedBy: admin.id,
          submittedAt: at(submittedDaysAgo),
          createdAt: at(submittedDaysAgo),
          updatedAt: at(submittedDaysAgo - 1),
        };
      }),
  ];
}
