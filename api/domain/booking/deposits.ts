/**
 * Deposits through Stripe (issue 15 §6, decision 024): when the business requires a deposit and
 * the server has Stripe keys, confirming a hold opens a Stripe Checkout Session for the deposit and
 * keeps the hold (state 'payment') until Stripe says how it ended. The webhook, verified by its
 * signature, books the hold when the session is paid, and gives the time back when the session
 * expires (abandoned) or its payment fails. Nothing is booked on the word of the browser.
 */
import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import type { TenantRow } from '../tenants.ts';
import type { HoldRow } from './holds.ts';
import { jobOf } from './job.ts';

/** Stripe's shortest Checkout Session life; the hold outlives it a little, so the expiry event frees it. */
export const CHECKOUT_MINUTES = 30;
const HOLD_GRACE_MINUTES = 5;
const MINUTE_MS = 60_000;

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** A stand-in of Stripe's API (tests, or stripe-mock): 'http://127.0.0.1:12111'. */
  apiBase?: string;
}

export type DepositEvent =
  { kind: 'paid'; holdId: string; sessionId: string } | { kind: 'ended'; holdId: string; sessionId: string } | { kind: 'other' };

export interface DepositGateway {
  /** A Checkout Session for the hold's deposit: its id and the page to send the visitor to. */
  openCheckout(input: {
    hold: HoldRow;
    tenant: TenantRow;
    email: string;
    successUrl: string;
    cancelUrl: string;
    now: number;
    /** Names this attempt: a repeated confirm with the same answers gets the same session. */
    attempt: string;
  }): Promise<{ id: string; url: string; expiresAt: number }>;
  /** Ends an unpaid session, so it can no longer be paid; throws when Stripe refuses (it was paid meanwhile). */
  expireCheckout(sessionId: string): Promise<void>;
  /** The event of a webhook call, or undefined when the signature does not prove it came from Stripe. */
  readEvent(rawBody: string, signature: string | undefined): Promise<DepositEvent | undefined>;
}

export function stripeGateway(settings: StripeSettings): DepositGateway {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  const stripe = new Stripe(settings.secretKey, {
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
    maxNetworkRetries: 1,
    timeout: 20_000,
  });
  return {
    async openCheckout({ hold, tenant, email, successUrl, cancelUrl, now, attempt }) {
      const job = jobOf(hold);
      const expiresAt = now + CHECKOUT_MINUTES * MINUTE_MS + MINUTE_MS;
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer_email: email,
          client_reference_id: hold.id,
          metadata: { hold_id: hold.id, tenant: tenant.slug },
          payment_intent_data: { metadata: { hold_id: hold.id, tenant: tenant.slug } },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: job.price.depositCents,
                product_data: { name: `Deposit: ${job.serviceName} – ${job.tierName}`, description: tenant.businessName },
              },
            },
          ],
          expires_at: Math.ceil(expiresAt / 1000),
          success_url: successUrl,
          cancel_url: cancelUrl,
        },
        // A retried confirm of the same hold and answers gets the same session, not a second one.
        { idempotencyKey: `deposit-${hold.id}-${attempt}` },
      );
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
      return { id: session.id, url: session.url, expiresAt: (session.expires_at ?? Math.ceil(expiresAt / 1000)) * 1000 };
    },
    async expireCheckout(sessionId) {
      await stripe.checkout.sessions.expire(sessionId);
    },
    async readEvent(rawBody, signature) {
      if (!signature) return undefined;
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, settings.webhookSecret);
      } catch {
        return undefined;
      }
      if (!event.type.startsWith('checkout.session.')) return { kind: 'other' };
      const session = event.data.object as Stripe.Checkout.Session;
      const holdId = session.metadata?.hold_id ?? session.client_reference_id ?? '';
      const paid =
        (event.type === 'checkout.session.completed' && session.payment_status === 'paid') ||
        event.type === 'checkout.session.async_payment_succeeded';
      if (paid) return { kind: 'paid', holdId, sessionId: session.id };
      if (event.type === 'checkout.session.expired' || event.type === 'checkout.session.async_payment_failed')
        return { kind: 'ended', holdId, sessionId: session.id };
      return { kind: 'other' };
    },
  };
}

/** Keeps the hold while the visitor pays: until the session can no longer be paid, and a little after. */
export async function holdForPayment(db: Db, hold: HoldRow, answers: Record<string, unknown>, session: { id: string; expiresAt: number }) {
  await db
    .update(s.bookingHolds)
    .set({ state: 'payment', answers, stripeSessionId: session.id, expiresAt: session.expiresAt + HOLD_GRACE_MINUTES * MINUTE_MS })
    .where(eq(s.bookingHolds.id, hold.id));
}

/**
 * A confirm with other answers while the hold's deposit page is open (the visitor came back and
 * changed them): the open session is ended first, so only the newest can be paid. False when Stripe
 * refuses (it was paid meanwhile).
 */
export async function replaceOpenCheckout(gateway: DepositGateway, hold: HoldRow, attempt: string): Promise<boolean> {
  if (hold.state !== 'payment' || !hold.stripeSessionId || attemptOf(hold.answers ?? {}) === attempt) return true;
  try {
    await gateway.expireCheckout(hold.stripeSessionId);
    return true;
  } catch {
    return false;
  }
}

/** The name of a confirm attempt: a hash of the answers it pays for. */
export const attemptOf = (answers: Record<string, unknown>) =>
  createHash('sha256').update(JSON.stringify(answers)).digest('base64url').slice(0, 16);

/**
 * The visitor gives back a hold while its deposit page is open (they picked another time): the
 * session is ended first, so a payment cannot arrive for a time no longer held. False when Stripe
 * refuses (paid meanwhile); the webhook then books it.
 */
export async function abandonPayment(db: Db, gateway: DepositGateway, hold: HoldRow): Promise<boolean> {
  if (hold.state !== 'payment' || !hold.stripeSessionId) return false;
  try {
    await gateway.expireCheckout(hold.stripeSessionId);
  } catch (error) {
    console.warn(`[booking] Stripe kept session ${hold.stripeSessionId} open: ${error instanceof Error ? error.message : error}`);
    return false;
  }
  await endPayment(db, hold.id, hold.stripeSessionId);
  return true;
}

/** Frees the time of a hold whose payment ended without money (abandoned, expired or failed). */
export async function endPayment(db: Db, holdId: string, sessionId: string): Promise<void> {
  await db
    .update(s.bookingHolds)
    .set({ state: 'released' })
    .where(and(eq(s.bookingHolds.id, holdId), eq(s.bookingHolds.stripeSessionId, sessionId), eq(s.bookingHolds.state, 'payment')));
}

/**
 * A deposit came in for a time that is no longer free (the owner booked over the hold on purpose):
 * nothing is booked, and the owner is told in the dashboard to refund it or call the customer.
 */
export async function flagPaidButTaken(db: Db, tenant: TenantRow, hold: HoldRow, sessionId: string): Promise<void> {
  const answers = hold.answers as { name?: string; phone?: string } | null;
  const job = jobOf(hold);
  await db.insert(s.notifications).values({
    tenantId: tenant.id,
    kind: 'booking_payment_conflict',
    title: `${answers?.name ?? 'A customer'} paid a deposit for a time that was taken`,
    body: `${job.serviceName}, deposit ${(job.price.depositCents / 100).toFixed(2)} USD (Stripe session ${sessionId}). Refund it in Stripe or call ${answers?.phone ?? 'them'} to find another time.`,
    link: `/${tenant.slug}/dashboard`,
  });
  await endPayment(db, hold.id, sessionId);
}

export async function holdOfSession(db: Db, holdId: string, sessionId: string): Promise<HoldRow | undefined> {
  return db
    .select()
    .from(s.bookingHolds)
    .where(and(eq(s.bookingHolds.id, holdId), eq(s.bookingHolds.stripeSessionId, sessionId)))
    .get();
}
