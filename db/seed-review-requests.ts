/**
 * Demo review requests and reviews awaiting approval (issue 16), per demo business: the request
 * e-mails its latest completed jobs were sent (one of them answered), and two reviews waiting in
 * the Reviews card's "Awaiting approval": the answered link's (verified, with the customer's photo)
 * and one sent from the review page without a link. Added once, to a business without requests.
 * The links' tokens are thrown away: only their hashes are kept, as for real requests.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull, lt } from 'drizzle-orm';
import { STOCK_AVATAR_PREFIX } from '#content/images.ts';
import type { IndustryContent } from '#core/content/types.ts';
import { DEFAULT_REVIEW_REQUEST_DELAY_HOURS, REVIEW_LINK_VALID_MS } from '#core/reviews/requests.ts';
import type { Db } from './client.ts';
import * as s from './schema.ts';

const HOUR = 3_600_000;
const SENT_REQUESTS = 4;

/** What two customers of each industry wrote: the first came by the e-mailed link, the second found the review page. */
const PENDING_REVIEWS: Record<string, readonly [{ rating: number; comment: string }, { name: string; rating: number; comment: string }]> = {
  'mobile-detailing': [
    {
      rating: 5,
      comment:
        'They came to my office parking lot and had the SUV looking better than the day I bought it. The dog hair in the cargo area is finally gone.',
    },
    {
      name: 'Marcus T.',
      rating: 4,
      comment: 'Great interior job on my truck. Arrived 20 minutes late, but they texted ahead to let me know.',
    },
  ],
  'house-cleaning': [
    {
      rating: 5,
      comment: 'The kitchen and both bathrooms were spotless and they even wiped down the baseboards. Same crew next month, please!',
    },
    {
      name: 'Priya S.',
      rating: 4,
      comment: 'Very thorough move-out clean, our landlord returned the full deposit. Took a bit longer than quoted.',
    },
  ],
  lawncare: [
    {
      rating: 5,
      comment: 'Edges are crisp, clippings all blown off the driveway, and the gate was latched behind them. Exactly what I want.',
    },
    {
      name: 'Dale W.',
      rating: 4,
      comment: 'Good spring cleanup and mulch. One bed got less mulch than the others, they fixed it the next day.',
    },
  ],
  'pet-grooming': [
    {
      rating: 5,
      comment: 'Our doodle came back fluffy, calm and smelling great. The groomer sent a photo halfway through, which we loved.',
    },
    { name: 'Jenna K.', rating: 5, comment: 'First groom for our nervous rescue and she did wonderfully. So patient with her.' },
  ],
  barber: [
    { rating: 5, comment: 'Clean skin fade and the beard line-up is perfect. Booked online, in the chair on time.' },
    { name: 'Andre M.', rating: 4, comment: 'Solid cut and a hot towel finish. Shop was busy on Saturday, so plan a few extra minutes.' },
  ],
};

const hashOfRandomToken = () => createHash('sha256').update(randomBytes(32).toString('base64url')).digest('hex');

export async function seedDemoReviewRequests(db: Db, industry: IndustryContent, now: number): Promise<void> {
  const texts = PENDING_REVIEWS[industry.industry];
  const tenant = await db.select().from(s.tenants).where(eq(s.tenants.slug, industry.demo.slug)).get();
  if (!tenant || !texts) return;
  if (await db.select({ id: s.reviewRequests.id }).from(s.reviewRequests).where(eq(s.reviewRequests.tenantId, tenant.id)).get()) return;
  const done = await db
    .select()
    .from(s.appointments)
    .where(
      and(
        eq(s.appointments.tenantId, tenant.id),
        eq(s.appointments.status, 'completed'),
        isNotNull(s.appointments.customerEmail),
        lt(s.appointments.endTime, now - DEFAULT_REVIEW_REQUEST_DELAY_HOURS * HOUR),
      ),
    )
    .orderBy(desc(s.appointments.endTime))
    .limit(SENT_REQUESTS);
  const [answered, walkIn] = texts;

  await db.transaction(async (tx) => {
    for (const [i, appointment] of done.entries()) {
      const sentAt = appointment.endTime + DEFAULT_REVIEW_REQUEST_DELAY_HOURS * HOUR;
      const [request] = await tx
        .insert(s.reviewRequests)
        .values({
          tenantId: tenant.id,
          appointmentId: appointment.id,
          runAt: sentAt,
          state: 'sent',
          attempts: 0,
          sentAt,
          tokenHash: hashOfRandomToken(),
          expiresAt: sentAt + REVIEW_LINK_VALID_MS,
          createdAt: appointment.endTime,
        })
        .returning({ id: s.reviewRequests.id });
      if (i !== 0) continue;
      // The latest job's customer answered the e-mail the evening it came, with their photo.
      const writtenAt = Math.min(sentAt + 5 * HOUR, now - HOUR);
      const [review] = await tx
        .insert(s.reviews)
        .values({
          tenantId: tenant.id,
          customerName: appointment.customerName,
          rating: answered.rating,
          comment: answered.comment,
          source: 'website',
          avatarFilename: `${STOCK_AVATAR_PREFIX}avatar-06`,
          status: 'pending',
          verified: true,
          publishedAt: writtenAt,
          createdAt: writtenAt,
        })
        .returning({ id: s.reviews.id });
      await tx.update(s.reviewRequests).set({ usedAt: writtenAt, reviewId: review!.id }).where(eq(s.reviewRequests.id, request!.id));
    }
    const foundAt = now - 26 * HOUR;
    await tx.insert(s.reviews).values({
      tenantId: tenant.id,
      customerName: walkIn.name,
      rating: walkIn.rating,
      comment: walkIn.comment,
      source: 'website',
      status: 'pending',
      verified: false,
      publishedAt: foundAt,
      createdAt: foundAt,
    });
  });
}
