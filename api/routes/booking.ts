/**
 * Online booking (issue 15): what the wizard of a tenant's site reads and writes. Public (no
 * sign-in): the hold id and the manage token are the credentials. Answers are
 * `{ success: true, data }` or `{ success: false, error, fields?, data? }`; every answer is
 * `Cache-Control: no-store`. Money is integer cents; instants are ISO 8601 UTC strings; `date` is
 * 'YYYY-MM-DD' and `time` 'HH:MM' in the business's time zone (`time_zone`), as the availability
 * route answers them (GET /api/availability/{slug}, api/routes/availability.ts).
 *
 * Every call naming a business answers 404 NO_TENANT_CONTEXT for an unknown slug, 403
 * TENANT_NOT_APPROVED for a business that is not public, and 403 'Online booking is not available
 * for this business' when its features.bookingEnabled is false (GET options still answers, with
 * booking_enabled false, so the wizard can say so and offer the quote form). 429 with Retry-After
 * past the per-address limits (holds: 30 a minute; confirms and manage writes: 10 a minute).
 *
 * GET /api/booking/{slug}/options
 *   -> data: {
 *        business: { name, slug, phone (display form or null), industry },
 *        booking_enabled, time_zone,
 *        vehicle: { label ('Vehicle', 'Home type'...), choices: [{ key, label }],
 *                   sizes: [{ key: 'xs'..'xl', label }] or null (null: the industry prices no sizes),
 *                   asks_details: boolean (detailing: make, model, year, color; length for boats
 *                   and RVs), year_choices: string[] (spec 2 §3, 'Before 1950' last) },
 *        services: [{ slug, name, category, description, vehicle_types: string[] (keys; empty: all),
 *                     tiers: [{ id, name, description, features, popular, price_cents,
 *                               duration_minutes, size_prices_cents: { xs?..xl? } }] }],
 *        addons:   [{ slug, name, description, price_cents, duration_minutes, size_prices_cents }]
 *                  (an add-on is booked at its shortest enabled tier, as availability counts it),
 *        payment:  { deposit_required, deposit_percentage (0..1), online: boolean (true only when a
 *                    deposit is required and Stripe is configured), note: the text the payment step
 *                    shows ('Payment is collected on site after the service.' or the deposit line) },
 *        cancellation_notice_hours
 *      }
 *
 * GET /api/booking/{slug}/price?service=&tier=&addons=&size=&zip=   (the availability query's fields)
 *   -> data: Price = { tier_cents, addons_cents, subtotal_cents, multiplier, minimum_cents,
 *        total_cents, deposit_cents, duration_minutes, area: { id, city, state } | null }
 *      computed by core/booking/pricing.ts `bookingPrice` (the wizard may run the same function on
 *      the options it read; the server's answer is the authority and is stored with the booking)
 *   400 fields { service|tier|addons|size|zip }; a ZIP the business does not serve: fields.zip =
 *      'This business does not serve ZIP code {zip} yet' (the availability
 *      route's message) and data: { quote: true } (the wizard offers the quote form)
 *
 * POST /api/booking/{slug}/holds
 *   { service, tier, addons?: string[], size?, zip, date, time, release?: holdId }
 *   -> 201 data: { hold_id, expires_at (10 minutes on), start, end, crew: null, price: Price }
 *      The time is kept from everyone else until expires_at (availability leaves it out; the
 *      owner's schedule sees it as busy). `release` gives back the visitor's previous hold in the
 *      same transaction (picking another time).
 *   409 { error: 'That time was just taken', data: { alternatives: [{ date, time, start }] } }
 *      (the nearest free start times of the same job, up to 6, nearest first)
 *   400 fields as /price, plus date, time ('That time is not available' for a time the business
 *      never offers: closed, in the lead time, outside the window)
 *
 * DELETE /api/booking/holds/{holdId}  -> data: { released: boolean }
 *
 * POST /api/booking/holds/{holdId}/confirm
 *   { name, email, phone, street, city, state, zip (must equal the hold's ZIP),
 *     vehicle: { type (a vehicle choice key), make?, model?, year?, color?, length? } (detailing:
 *     make, model, year required; length for boats and RVs), details? (free text: home size, pet
 *     breed...), notes?, payment_method?: 'on_site' | 'card' }
 *   -> 201 data: { status: 'booked', appointment: BookedAppointment, manage_url }
 *   -> 200 data: { status: 'payment_required', checkout_url, deposit_cents } (deposit required
 *      and Stripe configured: the hold is kept until the payment ends; the appointment is made
 *      by the webhook when paid)
 *   400 fields (messages of core/booking/schemas.ts); 404 'This hold has expired. Please pick a
 *      time again.' (unknown or expired hold whose time was taken: data.alternatives as for 409);
 *   409 'That time was just taken' with data.alternatives (the trigger or the conflict check
 *      refused the write)
 *   BookedAppointment = { id, reference ('B-000123'), status ('scheduled' | 'confirmed'), start,
 *      end, date, time, time_zone, service, tier, addons: string[], price: Price, customer: { name,
 *      email, phone }, address: { street, city, state, zip }, vehicle, business: { name, phone } }
 *
 * GET  /api/booking/manage/{token}
 *   -> data: { appointment: BookedAppointment, can_change: boolean, cancellation_notice_hours,
 *              change_message: null | 'Please call {business} at {phone} to change this booking.' }
 *   404 'This booking link is invalid or has expired' (unknown token, or the appointment is over)
 * POST /api/booking/manage/{token}/reschedule  { date, time }
 *   -> data: { appointment } ; 409 'That time was just taken' + alternatives; 403 change_message
 *      inside the notice; 409 'This booking was cancelled'
 * POST /api/booking/manage/{token}/cancel
 *   -> data: { appointment } (status 'cancelled'); 403 change_message inside the notice
 *
 * POST /api/booking/stripe/webhook   (Stripe only; signature verified with STRIPE_WEBHOOK_SECRET)
 *   checkout.session.completed (paid) -> the hold becomes the appointment, deposit recorded
 *   checkout.session.expired, checkout.session.async_payment_failed -> the hold is released
 *   -> 200 { received: true }; 400 for a missing or forged signature
 *
 * POST /api/booking/{slug}/events  { event: 'started' | 'step', step?: wizard step name }
 *   -> 202; recorded in analytics_events as booking_started / booking_step; 'completed' is
 *   recorded by the server on confirm (booking_completed), never taken from the browser.
 */
