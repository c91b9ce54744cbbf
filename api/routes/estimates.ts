/**
 * Estimates (issue 16 §3): an owner answers a quote request with priced lines, the customer accepts
 * (choosing optional lines) or declines on a page of the business's site, and books a time for an
 * accepted one in the booking wizard. Answers are `{ success: true, data }` or `{ success: false,
 * error, fields?: { field: message } }` (400 'Validation failed' with one message per field, paths
 * like 'items.0.priceCents'; the messages are core/estimates/schemas.ts). Money is integer cents
 * (as the services API), durations integer minutes, instants ISO 8601 UTC, `validUntil` a day
 * 'YYYY-MM-DD' in the business's time zone: the estimate can be accepted through the end of it.
 *
 * Shapes
 *   Item      { id ('i1', 'i2'... given by the server, kept by PUT when sent back), serviceId: number|null,
 *               tierId: number|null, description (1..200 characters), priceCents (0..10,000,000),
 *               optional: boolean }   (serviceId/tierId: a service and tier of the business, the
 *               composer's default price is the tier's; null for a free-text line)
 *   ItemInput { id?, serviceId?, tierId?, description, priceCents, optional? (false) }
 *   Estimate  { id, quoteId, customerId|null, status, items: Item[], durationMinutes (15..1440),
 *               validUntil, message|null (up to 2,000 characters), requiredCents (sum of the
 *               required lines), optionalCents (sum of the optional lines), acceptedOptionalIds:
 *               string[], totalCents (accepted: required + chosen optional; else requiredCents),
 *               declineReason|null, sentAt|null, acceptedAt|null, declinedAt|null, bookedAt|null,
 *               appointmentId|null, customer: { name, email, phone } (from the quote request),
 *               createdAt, updatedAt }
 *   status    draft | sent | accepted | declined | expired | booked   ('expired' is computed: a
 *             sent estimate whose validUntil has passed in the business's zone; never stored)
 *
 * Staff calls (signed in; the business's staff read, owners and managers write, admins all; an
 * estimate of another business is 404 'Estimate not found', a quote of another business 404 'Quote
 * not found', a business_slug naming another business 403)
 *   POST /api/quotes/{quoteId}/estimates   { items: ItemInput[] (1..30, at least one required line),
 *        durationMinutes, validUntil (today..today+90 days), message? } -> 201 data: Estimate (draft)
 *        400 fields: items, items.N.description|priceCents|serviceId|tierId ('Service not found',
 *        'Tier not found' for one not of the business), durationMinutes, validUntil; a cancelled or
 *        completed quote: 409 'This quote request is closed'
 *   PUT  /api/estimates/{id}   the same body -> data: Estimate   (only a draft: 409 'Only a draft
 *        estimate can be changed')
 *   POST /api/estimates/{id}/send  -> data: Estimate (status sent, sentAt)
 *        E-mails the quote's address a link `{site}/estimate?t={token}` (token: 43 random URL-safe
 *        characters; only its SHA-256 is stored). Only a draft is sent: else 409 'This estimate
 *        was already sent'.
 *        The quote request becomes in_progress (if pending).
 *   GET  /api/estimates?business_slug=&quote_id=&limit=(1..100, 10)&offset=(>=0, 0)
 *        -> data: Estimate[] newest first, total (business_slug: optional for a business's staff,
 *        required for an admin: 400 'business_slug is required')
 *   GET  /api/estimates/{id} -> data: Estimate
 *
 * Public calls (the token is the credential; 404 ESTIMATE_LINK_INVALID for an unknown or forged
 * token; 10 writes a minute per address, then 429)
 *   GET  /api/estimate-links/{token}
 *        -> data: { business: { name, slug, phone|null, email|null }, status, items: [{ id,
 *           description, priceCents, optional }], requiredCents, optionalCents,
 *           acceptedOptionalIds, totalCents, durationMinutes, validUntil, message|null,
 *           declineReason|null, customer: { name, email, phone, street|null, city, state, zip },
 *           booking_url: '{site}/booking?estimate={token}' | null (accepted, not yet booked),
 *           appointment: { start, end, date, time, time_zone } | null (booked) }
 *        404 'This estimate link is not valid. Please check the link in your e-mail or contact
 *        the business.' (a token names no business until it is found)
 *   POST /api/estimate-links/{token}/accept  { optionalItemIds: string[] (ids of optional lines) }
 *        -> data: as GET (status accepted, totalCents with the chosen lines, booking_url)
 *        400 fields.optionalItemIds 'Unknown optional item: {id}'; 409 with the state's message
 *        (core/estimates/messages: expired, declined, already accepted or booked)
 *   POST /api/estimate-links/{token}/decline { reason (1..1,000 characters, required:
 *        'Please tell us why you are declining') } -> data: as GET (status declined)
 *        409 as accept
 *
 * Booking an accepted estimate (the booking wizard's estimate mode, `{site}/booking?estimate={token}`;
 * the hold and the appointment are made by the booking domain, api/domain/booking/, as any booking)
 *   GET  /api/estimate-links/{token}/availability?from=&to=   -> as GET /api/availability/{slug}
 *        (data: { time_zone, duration_minutes (the estimate's), days: [{ date, slots }] }), the
 *        job placed at the quote's ZIP
 *   POST /api/estimate-links/{token}/holds { date, time, release?: holdId }
 *        -> 201 as POST /api/booking/{slug}/holds (price.total_cents = the accepted total)
 *        409 'That time was just taken' + alternatives; 409 the state's message when not accepted
 *   Then POST /api/booking/holds/{holdId}/confirm as any booking (contact fields prefilled by the
 *   wizard from the estimate's customer). The appointment carries the estimate's price and
 *   duration; the estimate becomes booked (appointmentId, bookedAt) and the quote completed, in
 *   the same transaction as the appointment.
 *
 * The owner is told each step (a notification in the bell, kinds estimate_accepted,
 * estimate_declined, estimate_booked, and an e-mail to the business's address).
 */
