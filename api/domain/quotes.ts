import { and, eq } from 'drizzle-orm';
import { formatPhone } from '#core/format/phone.ts';
import type { QuoteRequest } from '#core/validation/quote.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import type { Mailer } from '../lib/mailer.ts';
import type { TenantRow } from './tenants.ts';

type ValidQuote = Omit<QuoteRequest, 'vehicleType' | 'vehicleMake' | 'vehicleModel' | 'vehicleYear'> &
  Partial<Pick<QuoteRequest, 'vehicleType' | 'vehicleMake' | 'vehicleModel' | 'vehicleYear'>>;

/**
 * Stores a quote request as pending, links it to a customer (found by e-mail or created), records a
 * notification for the dashboard and e-mails the owner. The e-mail is best effort: a delivery
 * failure is logged and never loses the request.
 */
export async function submitQuoteRequest(db: Db, mailer: Mailer, tenant: TenantRow, quote: ValidQuote): Promise<{ id: number }> {
  const id = await db.transaction(async (tx) => {
    const email = quote.email.toLowerCase();
    const existing = await tx
      .select({ id: s.customers.id })
      .from(s.customers)
      .where(and(eq(s.customers.tenantId, tenant.id), eq(s.customers.email, email)))
      .get();
    const customerId =
      existing?.id ??
      (
        await tx
          .insert(s.customers)
          .values({
            tenantId: tenant.id,
            name: quote.name,
            email,
            phone: quote.phone,
            city: quote.city,
            state: quote.state,
            zip: quote.zipCode,
          })
          .returning({ id: s.customers.id })
      )[0]!.id;
    const [row] = await tx
      .insert(s.quotes)
      .values({
        tenantId: tenant.id,
        customerId,
        name: quote.name,
        email,
        phone: quote.phone,
        vehicleType: quote.vehicleType,
        vehicleMake: quote.vehicleMake,
        vehicleModel: quote.vehicleModel,
        vehicleYear: quote.vehicleYear,
        services: quote.services,
        message: quote.message || null,
        city: quote.city,
        state: quote.state,
        zipCode: quote.zipCode,
        status: 'pending',
      })
      .returning({ id: s.quotes.id });
    await tx.insert(s.notifications).values({
      tenantId: tenant.id,
      kind: 'quote_request',
      title: `New quote request from ${quote.name}`,
      body: `${quote.services.join(', ')} in ${quote.city}, ${quote.state}`,
      link: `/${tenant.slug}/dashboard?quote=${row!.id}`,
    });
    return row!.id;
  });

  const to = tenant.businessEmail ?? tenant.personalEmail;
  if (to) {
    const subject = `New quote request from ${quote.name}`;
    try {
      const sent = await mailer.send({ to, subject, text: quoteEmailText(tenant, quote), replyTo: quote.email });
      await db.insert(s.emailLog).values({ tenantId: tenant.id, to, subject, transport: sent.transport });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`[quotes] e-mail to ${to} failed: ${message}`);
      await db.insert(s.emailLog).values({ tenantId: tenant.id, to, subject, transport: 'smtp', error: message });
    }
  }
  return { id };
}

export function quoteEmailText(tenant: TenantRow, q: ValidQuote): string {
  const vehicle = [q.vehicleYear, q.vehicleMake, q.vehicleModel].filter(Boolean).join(' ');
  return [
    `${tenant.businessName} has a new quote request.`,
    '',
    `Name: ${q.name}`,
    `Email: ${q.email}`,
    `Phone: ${formatPhone(q.phone) || q.phone}`,
    ...(q.vehicleType ? [`Vehicle: ${q.vehicleType}${vehicle ? ` (${vehicle})` : ''}`] : []),
    `Services: ${q.services.join(', ')}`,
    `Location: ${q.city}, ${q.state} ${q.zipCode}`,
    ...(q.message ? ['', 'Message:', q.message] : []),
    '',
    'Reply to this e-mail to answer the customer directly.',
  ].join('\n');
}
