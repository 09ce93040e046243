import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { payment, sessionPack, user } from '#server/db/schema.ts';
import { createTrainerRow, services } from './scenarios';
import type { TestContext } from './test-app';

/** Test scenarios of packs: a trainer with packs on offer, and a pack already paid. */

const MUMBAI = { latitude: 19.076, longitude: 72.8777 };

export async function packTrainer(ctx: TestContext) {
  const account = await ctx.signUp({ firstName: 'Ritu', lastName: 'Sharma' });
  const trainer = await createTrainerRow(ctx.database.db, {
    ...MUMBAI,
    userId: account.userId,
    name: 'Ritu Sharma',
    services: {
      ...services({ personal: 1500, online: 1000 }),
      personal: {
        enabled: true,
        pricePaise: 150_000,
        packs: [
          { sessions: 5, pricePaise: 700_000, validityDays: 60 },
          { sessions: 3, pricePaise: 400_200, validityDays: 30 },
        ],
      },
    },
    availableTimes: ['7:00 AM', '9:00 AM', '11:00 AM', '5:00 PM', '6:00 PM', '7:00 PM'],
    trainsAtGym: true,
  });
  await ctx.database.db.update(user).set({ role: 'trainer' }).where(eq(user.id, account.userId));
  return { account, trainer };
}

/** A pack paid and active, written directly (the purchase is tested on its own). */
export async function activePackRow(
  db: Database,
  values: {
    clientId: string;
    trainerId: string;
    service?: 'personal' | 'group' | 'online';
    sessions?: number;
    creditsLeft?: number;
    pricePaise?: number;
    paidAt: Date;
    expiresAt: Date;
  },
) {
  const sessions = values.sessions ?? 5;
  const pricePaise = values.pricePaise ?? 700_000;
  const id = randomUUID();
  await db.insert(sessionPack).values({
    id,
    clientId: values.clientId,
    trainerId: values.trainerId,
    service: values.service ?? 'personal',
    kind: 'pack',
    sessions,
    creditsLeft: values.creditsLeft ?? sessions,
    pricePaise,
    sessionPricePaise: Math.floor(pricePaise / sessions),
    totalPaise: pricePaise,
    validityDays: 60,
    status: 'active',
    paidAt: values.paidAt,
    expiresAt: values.expiresAt,
    createdAt: values.paidAt,
    updatedAt: values.paidAt,
  });
  await db.insert(payment).values({
    id: randomUUID(),
    packId: id,
    provider: 'sandbox',
    orderId: `order_${id}`,
    paymentId: `pay_${id}`,
    amountPaise: pricePaise,
    status: 'paid',
    paidAt: values.paidAt,
    createdAt: values.paidAt,
    updatedAt: values.paidAt,
  });
  return id;
}
