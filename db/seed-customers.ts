/**
 * Demo quote requests and customers (issue 16), per demo business: a dozen requests over the last
 * four weeks, in the industry's words and from the business's own services, from cities it serves
 * and one it does not; new ones unread, some being worked with notes and an estimate, some done,
 * one cancelled with its reason; each with its bell notification. Every request, seeded appointment
 * and online booking is linked to its customer by the product's own matching (matchOrCreateCustomer),
 * so some customers have several requests and jobs. Added once per business (its settings remember it).
 */
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { IndustryContent } from '#core/content/types.ts';
import { type Thing, type VehicleAnswers, vehicleThing } from '#core/customers/things.ts';
import { quoteRequestLink } from '#core/quotes/links.ts';
import type { QuoteStatus } from '#core/quotes/status.ts';
import { quoteAsksForVehicle } from '#core/validation/quote.ts';
import type { Db } from './client.ts';
import { matchOrCreateCustomer, type Tx } from './customers.ts';
import * as s from './schema.ts';

const HOUR = 3_600_000;

/** A city near each demo business that none of its areas covers: its requests show "outside your areas". */
const OUTSIDE: Record<string, { city: string; state: string; zip: string }> = {
  AZ: { city: 'Flagstaff', state: 'AZ', zip: '86001' },
  NC: { city: 'Raleigh', state: 'NC', zip: '27601' },
  TN: { city: 'Knoxville', state: 'TN', zip: '37902' },
  CO: { city: 'Colorado Springs', state: 'CO', zip: '80903' },
  TX: { city: 'Houston', state: 'TX', zip: '77002' },
};

interface DemoPerson {
  name: string;
  email: string;
  /** Seven digits after the business's area code (555-03xx: no seeded appointment has them). */
  phone: string;
}

/**
 * Who asks. Dana, Michael and Sarah are customers the schedule already knows (same e-mail), so
 * their records gather requests and jobs; Jordan asks twice.
 */
const PEOPLE: readonly DemoPerson[] = [
  { name: 'Jordan Blake', email: 'jordan.blake@example.com', phone: '5550301' },
  { name: 'Priya Raman', email: 'priya.raman@example.com', phone: '5550302' },
  { name: 'Marcus Webb', email: 'marcus.webb@example.com', phone: '5550303' },
  { name: 'Natalie Brooks', email: 'nat.brooks@example.com', phone: '5550304' },
  { name: 'Dana Reyes', email: 'dana.reyes@example.com', phone: '5550305' },
  { name: 'Kevin O’Connor', email: 'kevin.oconnor@example.com', phone: '5550306' },
  { name: 'Sofia Delgado', email: 'sofia.delgado@example.com', phone: '5550307' },
  { name: 'Michael Chen', email: 'mchen@example.com', phone: '5550308' },
  { name: 'Jordan Blake', email: 'jordan.blake@example.com', phone: '5550301' },
  { name: 'Sarah Johnson', email: 'sarah.j@example.com', phone: '5550309' },
  { name: 'Ethan Price', email: 'ethan.price@example.com', phone: '5550310' },
  { name: 'Grace Liu', email: 'grace.liu@example.com', phone: '5550311' },
];

/** Request i (0 the newest): how old it is, its status and what staff did with it. */
interface Plan {
  ageHours: number;
  status: QuoteStatus;
  read: boolean;
  outside?: boolean;
  estimate?: boolean;
  assigned?: boolean;
  note?: string;
  cancelReason?: string;
}

const PLANS: readonly Plan[] = [
  { ageHours: 3, status: 'pending', read: false },
  { ageHours: 20, status: 'pending', read: false },
  { ageHours: 2 * 24 + 5, status: 'pending', read: false, outside: true },
  { ageHours: 3 * 24 + 2, status: 'pending', read: true, note: 'Left a voicemail; try again after 4 pm.' },
  {
    ageHours: 5 * 24,
    status: 'in_progress',
    read: true,
    estimate: true,
    note: 'Walked through the options by phone; sending the estimate.',
  },
  { ageHours: 7 * 24 + 6, status: 'in_progress', read: true, estimate: true, assigned: true, note: 'Site visit booked to measure first.' },
  { ageHours: 9 * 24, status: 'pending', read: true },
  { ageHours: 12 * 24, status: 'completed', read: true, estimate: true, note: 'Booked and done. Happy customer.' },
  {
    ageHours: 14 * 24 + 3,
    status: 'cancelled',
    read: true,
    cancelReason: 'Customer went with a cheaper quote elsewhere',
    note: 'Offer 10% off if they come back.',
  },
  { ageHours: 17 * 24, status: 'completed', read: true, estimate: true },
  { ageHours: 20 * 24 + 4, status: 'in_progress', read: true, estimate: true, note: 'Waiting on the HOA approval for the date.' },
  { ageHours: 25 * 24, status: 'completed', read: true, estimate: true },
];

interface Ask {
  message: string;
  thing?: Thing;
  vehicle?: { type: string; make: string; model: string; year: string };
}

/** What each industry's customers write, and what they bring. */
const ASKS: Record<string, readonly Ask[]> = {
  'mobile-detailing': [
    {
      message: 'Two kids and a dog: the back seats need help before a road trip.',
      vehicle: { type: 'auto', make: 'Honda', model: 'Odyssey', year: '2019' },
    },
    {
      message: 'New car, want it protected before the summer sun gets to it.',
      vehicle: { type: 'auto', make: 'Tesla', model: 'Model 3', year: '2024' },
    },
    {
      message: 'Work truck, heavy dust inside and out. Can you come to the job site?',
      vehicle: { type: 'truck', make: 'Ford', model: 'F-250', year: '2020' },
    },
    {
      message: 'Selling it next month; what would make the biggest difference?',
      vehicle: { type: 'auto', make: 'Toyota', model: 'Camry', year: '2017' },
    },
    {
      message: 'Swirl marks on the hood and a few light scratches on the door.',
      vehicle: { type: 'auto', make: 'BMW', model: 'X5', year: '2021' },
    },
    {
      message: 'Boat has been in storage all winter, needs a full clean and wax.',
      vehicle: { type: 'boat', make: 'Sea Ray', model: 'SPX 190', year: '2018' },
    },
  ],
  'house-cleaning': [
    {
      message: 'Moving out on the 30th and need the deposit back. 2 bed, 2 bath.',
      thing: { type: 'apartment', label: '2-bed, 2-bath apartment', details: '' },
    },
    {
      message: 'Family visiting for the holidays; the kitchen and guest bath need a deep clean.',
      thing: { type: 'house', label: '4-bed house', details: 'Two dogs' },
    },
    {
      message: 'Looking for every-other-week cleaning. Gate code is given on booking.',
      thing: { type: 'townhome', label: '3-bed townhome', details: '' },
    },
    {
      message: 'Small office, 6 desks, after hours only please.',
      thing: { type: 'office', label: 'Office suite, 1,200 sq ft', details: '' },
    },
    {
      message: 'Post-renovation dust everywhere, including inside the cabinets.',
      thing: { type: 'house', label: '3-bed house', details: 'Just renovated' },
    },
    { message: 'Windows inside and out, two stories.', thing: { type: 'house', label: '2-story house', details: '' } },
  ],
  lawncare: [
    {
      message: 'Weekly mowing for the season, corner lot with a backyard fence.',
      thing: { type: 'standard-lot', label: 'Corner lot, fenced backyard', details: '' },
    },
    {
      message: 'Bare patches after the drought; thinking aeration and overseeding.',
      thing: { type: 'standard-lot', label: 'Front and back lawn', details: '' },
    },
    {
      message: 'Beds are overgrown, need weeding and fresh mulch before we list the house.',
      thing: { type: 'small-lot', label: 'Townhouse yard', details: '' },
    },
    {
      message: 'Two acres, mostly open field, plus leaf cleanup in the fall.',
      thing: { type: 'acreage', label: '2-acre property', details: 'Gate on the north side' },
    },
    {
      message: 'Hedges along the driveway are taller than the car now.',
      thing: { type: 'large-lot', label: 'Large lot with hedges', details: '' },
    },
    {
      message: 'Fertilizer and weed control program for the year, please.',
      thing: { type: 'standard-lot', label: 'Suburban lawn', details: '' },
    },
  ],
  'pet-grooming': [
    {
      message: 'Doodle with some matting behind the ears, very friendly.',
      thing: { type: 'medium-dog', label: 'Biscuit, goldendoodle', details: 'Matting behind the ears' },
    },
    {
      message: 'Senior lab, arthritic, needs a gentle bath and nails.',
      thing: { type: 'large-dog', label: 'Rosie, Labrador (12 yrs)', details: 'Arthritis: go gently' },
    },
    {
      message: 'First groom for our puppy, she is 4 months old.',
      thing: { type: 'small-dog', label: 'Pepper, mini schnauzer puppy', details: '' },
    },
    {
      message: 'Long-haired cat, sheds everywhere; can you do a lion cut?',
      thing: { type: 'cat', label: 'Milo, Maine Coon', details: 'Nervous with dryers' },
    },
    {
      message: 'Two huskies blowing their coats. De-shedding for both?',
      thing: { type: 'large-dog', label: 'Koda and Luna, huskies', details: '' },
    },
    { message: 'Newfoundland, 130 lb, full groom before a show.', thing: { type: 'giant-dog', label: 'Bear, Newfoundland', details: '' } },
  ],
  barber: [
    {
      message: 'Wedding party of five on Saturday morning: cuts and hot towel shaves.',
      thing: { type: 'adult', label: 'Skin fade, #1 on the sides', details: '' },
    },
    {
      message: 'Can you do home visits? My dad is in a wheelchair.',
      thing: { type: 'senior', label: 'Classic scissor cut', details: 'Home visit' },
    },
    { message: 'Twins, age 7, first haircut somewhere new.', thing: { type: 'kid', label: 'Kids cut, short on top', details: '' } },
    {
      message: 'Growing out my beard and need it shaped properly.',
      thing: { type: 'adult', label: 'Beard shape-up, medium length', details: '' },
    },
    { message: 'Regular every 3 weeks, taper and line-up.', thing: { type: 'adult', label: 'Taper with line-up', details: '' } },
    { message: 'Office team of 10: could you come in for an afternoon?', thing: { type: 'adult', label: 'Group booking', details: '' } },
  ],
};

/** Believable estimates: one of the business's tier prices, rounded to the dollar. */
const roundDollars = (cents: number) => Math.round(cents / 100) * 100;

/**
 * Seeded appointments and bookings carry no customer yet (the schedule's demo jobs), and a person
 * who booked without an e-mail was written with a different phone on each job: one phone each,
 * then every job is matched to its customer.
 */
/**
 * When a demo job last involved its customer: a past job on its day; an upcoming one when it was
 * booked, one to six days ago (the seed writes every job at once, so its own time says nothing).
 */
const lastActivity = (job: { id: number; startTime: number }, now: number) =>
  job.startTime <= now ? job.startTime : now - (1 + (job.id % 6)) * 24 * HOUR;

async function linkAppointments(tx: Tx, tenantId: number, industry: string, now: number): Promise<void> {
  const jobs = await tx
    .select({ job: s.appointments, area: { city: s.serviceAreas.city, state: s.serviceAreas.state } })
    .from(s.appointments)
    .leftJoin(s.serviceAreas, eq(s.serviceAreas.id, s.appointments.serviceAreaId))
    .where(and(eq(s.appointments.tenantId, tenantId), isNull(s.appointments.customerId)))
    .orderBy(asc(s.appointments.startTime));
  const phoneOf = new Map<string, string>();
  for (const { job, area } of jobs) {
    let phone = job.customerPhone;
    if (!job.customerEmail) {
      phone = phoneOf.get(job.customerName) ?? phone;
      phoneOf.set(job.customerName, phone);
      if (phone !== job.customerPhone) await tx.update(s.appointments).set({ customerPhone: phone }).where(eq(s.appointments.id, job.id));
    }
    const customerId = await matchOrCreateCustomer(tx, tenantId, {
      name: job.customerName,
      email: job.customerEmail,
      phone,
      // The job is done in one of the business's areas: the customer lives there.
      address: area ? { city: area.city, state: area.state } : undefined,
      at: lastActivity(job, now),
    });
    await tx.update(s.appointments).set({ customerId }).where(eq(s.appointments.id, job.id));
  }
  // Online bookings know the service address and the vehicle (or home, lot, pet): their customers learn them.
  const booked = await tx
    .select({ appointment: s.appointments, booking: s.bookings })
    .from(s.bookings)
    .innerJoin(s.appointments, eq(s.appointments.id, s.bookings.appointmentId))
    .where(eq(s.bookings.tenantId, tenantId));
  for (const { appointment, booking } of booked) {
    await matchOrCreateCustomer(tx, tenantId, {
      name: appointment.customerName,
      email: appointment.customerEmail,
      phone: appointment.customerPhone,
      address: booking.address,
      thing: vehicleThing(industry, booking.vehicle as VehicleAnswers),
      at: lastActivity(appointment, now),
    });
  }
}

export async function seedDemoRequestsAndCustomers(db: Db, industry: IndustryContent, now: number): Promise<void> {
  const tenant = await db.select().from(s.tenants).where(eq(s.tenants.slug, industry.demo.slug)).get();
  if (!tenant || tenant.settings.demoCustomers === true) return;
  const services = await db
    .select({ name: s.services.name, priceCents: s.services.basePriceCents })
    .from(s.services)
    .where(and(eq(s.services.tenantId, tenant.id), ne(s.services.category, 'addons')))
    .orderBy(asc(s.services.sortOrder));
  const areas = await db.select().from(s.serviceAreas).where(eq(s.serviceAreas.tenantId, tenant.id)).orderBy(asc(s.serviceAreas.sortOrder));
  const tech = await db
    .select({ id: s.users.id })
    .from(s.users)
    .where(and(eq(s.users.tenantId, tenant.id), eq(s.users.staffRole, 'tech')))
    .get();
  const asks = ASKS[tenant.industry] ?? ASKS['mobile-detailing']!;
  const areaCode = (tenant.businessPhone ?? '6025550100').slice(0, 3);
  const detailed = quoteAsksForVehicle(tenant.industry);

  await db.transaction(async (tx) => {
    await linkAppointments(tx, tenant.id, tenant.industry, now);
    for (const [i, plan] of PLANS.entries()) {
      const person = PEOPLE[i]!;
      const ask = asks[i % asks.length]!;
      const area = areas[i % Math.max(areas.length, 1)];
      const place =
        plan.outside && OUTSIDE[area?.state ?? '']
          ? OUTSIDE[area!.state]!
          : { city: area?.city ?? '', state: area?.state ?? '', zip: area?.zip ?? area?.zipCodes[0] ?? '' };
      const chosen = [services[i % services.length], ...(i % 3 === 0 ? [services[(i + 2) % services.length]] : [])].filter(
        (service, index, all): service is NonNullable<typeof service> => service !== undefined && all.indexOf(service) === index,
      );
      const createdAt = now - plan.ageHours * HOUR;
      const phone = `(${areaCode}) ${person.phone.slice(0, 3)}-${person.phone.slice(3)}`;
      const vehicle = detailed ? ask.vehicle : undefined;
      const customerId = await matchOrCreateCustomer(tx, tenant.id, {
        name: person.name,
        email: person.email,
        phone,
        address: place,
        thing: vehicle ? vehicleThing(tenant.industry, vehicle) : ask.thing,
        at: createdAt,
      });
      const estimate = plan.estimate ? roundDollars(chosen.reduce((sum, service) => sum + service.priceCents, 0) * 1.1) : null;
      const [quote] = await tx
        .insert(s.quotes)
        .values({
          tenantId: tenant.id,
          customerId,
          name: person.name,
          email: person.email,
          phone,
          vehicleType: vehicle?.type ?? null,
          vehicleMake: vehicle?.make ?? null,
          vehicleModel: vehicle?.model ?? null,
          vehicleYear: vehicle?.year ?? null,
          services: chosen.map((service) => service.name),
          message: ask.message,
          city: place.city,
          state: place.state,
          zipCode: place.zip,
          status: plan.status,
          estimatedPriceCents: estimate,
          estimatedDurationMinutes: estimate === null ? null : 120 + (i % 3) * 60,
          notes: plan.note ?? null,
          cancelReason: plan.cancelReason ?? null,
          assignedUserId: plan.assigned ? (tech?.id ?? null) : null,
          readAt: plan.read ? createdAt + 2 * HOUR : null,
          createdAt,
          updatedAt: plan.read ? createdAt + 2 * HOUR : createdAt,
        })
        .returning({ id: s.quotes.id });
      await tx.insert(s.notifications).values({
        tenantId: tenant.id,
        kind: 'quote_request',
        title: `New quote request from ${person.name}`,
        body: `${chosen.map((service) => service.name).join(', ')} in ${place.city}, ${place.state}`,
        link: quoteRequestLink(tenant.slug, quote!.id),
        readAt: plan.read ? createdAt + 2 * HOUR : null,
        createdAt,
      });
    }
    // What the owner wrote down about two regulars.
    for (const [email, notes] of [
      ['dana.reyes@example.com', 'Prefers text messages. Pays by card on site.'],
      ['jordan.blake@example.com', 'Referred by Michael Chen. Ask about a maintenance plan.'],
    ] as const)
      await tx
        .update(s.customers)
        .set({ notes })
        .where(and(eq(s.customers.tenantId, tenant.id), eq(s.customers.email, email)));
    await tx
      .update(s.tenants)
      .set({ settings: { ...tenant.settings, demoCustomers: true } })
      .where(eq(s.tenants.id, tenant.id));
  });
}

/** How many requests each demo business gets. */
export const DEMO_REQUESTS_PER_BUSINESS = PLANS.length;
