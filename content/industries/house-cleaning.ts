import type { CatalogAddon, CatalogService, IndustryContent, ServicePageContent } from '#core/content/types.ts';
import { SERVICES_SECTION_TITLE } from '#core/site/constants.ts';
import { stockImage } from '../images.ts';
import { cityPageBuilder, gallery, heroImages, servicePages } from './shared.ts';

const INDUSTRY = 'house-cleaning';

const services: CatalogService[] = [
  {
    slug: 'standard-cleaning',
    name: 'Standard Cleaning',
    category: 'service-packages',
    description:
      'A top-to-bottom clean of kitchens, bathrooms, bedrooms and living areas, with all supplies and equipment brought by our team.',
    pricingUnit: 'flat',
    image: stockImage(INDUSTRY, 'svc-standard-cleaning'),
    tiers: [
      {
        name: 'Up to 2 Bedrooms',
        priceCents: 13900,
        durationMinutes: 150,
        description: 'Apartments, condos and smaller homes with one or two bathrooms.',
        features: [
          'Kitchen counters, sink, stovetop and appliance fronts',
          'Bathrooms cleaned and disinfected',
          'Dusting of reachable surfaces and décor',
          'Floors vacuumed and mopped',
          'Trash emptied and beds made',
        ],
      },
      {
        name: '3 Bedrooms',
        priceCents: 17900,
        durationMinutes: 210,
        description: 'Our most common home size, with up to two and a half bathrooms.',
        features: [
          'Everything in the 2-bedroom clean',
          'Microwave inside and out',
          'Mirrors and glass shower doors polished',
          'Stairs and landings vacuumed',
          'Two-person team for a faster visit',
        ],
        popular: true,
      },
      {
        name: '4+ Bedrooms',
        priceCents: 22900,
        durationMinutes: 270,
        description: 'Larger homes up to about 3,500 square feet; bigger homes are quoted individually.',
        features: [
          'Everything in the 3-bedroom clean',
          'Up to four bathrooms',
          'Bonus room or game room included',
          'Laundry room wiped down',
          'Two- or three-person team',
        ],
      },
    ],
  },
  {
    slug: 'deep-cleaning',
    name: 'Deep Cleaning',
    category: 'interior',
    description:
      'Detailed cleaning of the buildup a regular visit skips: baseboards, grout, cabinet fronts, light fixtures, vents and behind the furniture.',
    pricingUnit: 'flat',
    image: stockImage(INDUSTRY, 'svc-deep-cleaning'),
    tiers: [
      {
        name: 'Apartment Deep Clean',
        priceCents: 24900,
        durationMinutes: 240,
        description: 'Up to two bedrooms and two bathrooms, ideal as a first visit.',
        features: [
          'Baseboards, door frames and light switches hand-wiped',
          'Tile grout and shower glass scrubbed',
          'Kitchen cabinet fronts degreased',
          'Ceiling fans and light fixtures dusted',
          'Vents and returns vacuumed',
        ],
      },
      {
        name: 'Home Deep Clean',
        priceCents: 34900,
        durationMinutes: 360,
        description: 'Homes up to about 2,500 square feet and three bathrooms.',
        features: [
          'Everything in the Apartment Deep Clean',
          'Blinds and window sills wiped',
          'Under and behind movable furniture',
          'Hard-water scale removed from fixtures',
          'Inside the oven or refrigerator (choose one)',
        ],
        popular: true,
      },
      {
        name: 'Large Home Deep Clean',
        priceCents: 47900,
        durationMinutes: 480,
        description: 'Homes over 2,500 square feet, or homes that have not been professionally cleaned in a long time.',
        features: [
          'Everything in the Home Deep Clean',
          'Inside the oven and the refrigerator',
          'Interior doors wiped on both sides',
          'Three-person team',
          'Spot-cleaning of walls and scuff marks',
        ],
      },
    ],
  },
  {
    slug: 'move-in-out-cleaning',
    name: 'Move-In/Move-Out Cleaning',
    category: 'service-packages',
    vehicles: ['apartment', 'house', 'townhome'],
    description: 'An empty-home clean inside every cabinet, closet and appliance, built around landlord and property-manager checklists.',
    pricingUnit: 'flat',
    image: stockImage(INDUSTRY, 'svc-move-in-out-cleaning'),
    tiers: [
      {
        name: 'Studio or 1 Bedroom',
        priceCents: 22900,
        durationMinutes: 240,
        description: 'Empty apartments and condos up to one bedroom.',
        features: [
          'Inside all cabinets, drawers and closets',
          'Inside the oven, refrigerator and dishwasher',
          'Baseboards, outlets and switch plates',
          'Bathroom fully sanitized and descaled',
          'Window sills and tracks',
        ],
      },
      {
        name: '2 to 3 Bedrooms',
        priceCents: 34900,
        durationMinutes: 360,
        description: 'Our most-booked move-out size for apartments and houses.',
        features: [
          'Everything in the 1-bedroom clean',
          'Up to two and a half bathrooms',
          'Walls spot-cleaned for scuffs',
          'Garage floor swept',
          'Checklist photos you can send your landlord',
        ],
        popular: true,
      },
      {
        name: '4+ Bedrooms',
        priceCents: 49900,
        durationMinutes: 540,
        description: 'Larger empty homes, ready for new owners or a listing.',
        features: [
          'Everything in the 2 to 3 bedroom clean',
          'Up to four bathrooms',
          'Light fixtures and ceiling fans wiped',
          'Laundry room, washer and dryer interiors',
          'Three-person team to finish in one day',
        ],
      },
    ],
  },
  {
    slug: 'recurring-cleaning',
    name: 'Recurring Cleaning',
    category: 'service-packages',
    description: 'The same trusted team on a weekly, every-other-week or monthly schedule, at a lower rate per visit.',
    pricingUnit: 'flat',
    image: stockImage(INDUSTRY, 'svc-recurring-cleaning'),
    tiers: [
      {
        name: 'Monthly',
        priceCents: 16900,
        durationMinutes: 180,
        description: 'A thorough reset once a month for homes that stay fairly tidy; price shown for a 3-bedroom home.',
        features: [
          'Full standard clean every visit',
          'One rotating detail task per visit',
          'Same team whenever possible',
          'Skip or reschedule with 48 hours’ notice',
        ],
      },
      {
        name: 'Every Other Week',
        priceCents: 14900,
        durationMinutes: 165,
        description: 'The schedule most families choose; price shown for a 3-bedroom home.',
        features: [
          'Full standard clean every visit',
          'Rotating detail tasks: baseboards, blinds, fridge',
          'Same team and the same day of the week',
          'Priority holiday scheduling',
          'Skip or reschedule with 48 hours’ notice',
        ],
        popular: true,
      },
      {
        name: 'Weekly',
        priceCents: 12900,
        durationMinutes: 150,
        description: 'For busy households, pets and kids; price shown for a 3-bedroom home.',
        features: [
          'Full standard clean every visit',
          'Two rotating detail tasks per visit',
          'Same team and the same day of the week',
          'Priority holiday scheduling',
          'Lowest rate per visit',
        ],
      },
    ],
  },
  {
    slug: 'carpet-upholstery-cleaning',
    name: 'Carpet & Upholstery Cleaning',
    category: 'addons',
    description: 'Hot-water extraction for carpets, rugs, sofas and chairs that lifts embedded dirt, pet odors and everyday stains.',
    pricingUnit: 'flat',
    image: stockImage(INDUSTRY, 'svc-carpet-upholstery-cleaning'),
    tiers: [
      {
        name: 'Sofa & Chair',
        priceCents: 12900,
        durationMinutes: 75,
        description: 'One sofa or sectional piece and one accent chair.',
        features: [
          'Fabric test before cleaning',
          'Pre-treatment of spots and arm rests',
          'Low-moisture extraction for faster drying',
          'Cushions cleaned on both sides',
        ],
      },
      {
        name: '3 Rooms of Carpet',
        priceCents: 17900,
        durationMinutes: 120,
        description: 'Three rooms up to 250 square feet each, plus one hallway.',
        features: [
          'Pre-vacuum and spot pre-treatment',
          'Hot-water extraction',
          'Pet-odor enzyme treatment on request',
          'Furniture moved and set on protective tabs',
          'Carpet groomed for even drying',
        ],
        popular: true,
      },
      {
        name: 'Whole Home Carpet',
        priceCents: 29900,
        durationMinutes: 210,
        description: 'Up to six rooms, one hallway and one staircase.',
        features: [
          'Everything in 3 Rooms of Carpet',
          'Stairs and landing included',
          'Traffic-lane pre-conditioning',
          'Fabric protector on high-traffic areas',
          'Air movers left running to speed drying',
        ],
      },
    ],
  },
  {
    slug: 'window-cleaning',
    name: 'Window Cleaning',
    category: 'exterior',
    description: 'Streak-free glass inside and out, with screens, sills and tracks cleaned and hard-water spots removed.',
    pricingUnit: 'flat',
    image: stockImage(INDUSTRY, 'svc-window-cleaning'),
    tiers: [
      {
        name: 'Single-Story Home',
        priceCents: 18900,
        durationMinutes: 150,
        description: 'Inside and out for up to 20 standard panes.',
        features: ['Interior and exterior glass', 'Screens brushed and rinsed', 'Window sills wiped', 'Frames and ledges dusted'],
      },
      {
        name: 'Two-Story Home',
        priceCents: 29900,
        durationMinutes: 240,
        description: 'Inside and out for up to 35 panes, including upper-floor windows.',
        features: [
          'Everything in the Single-Story clean',
          'Upper-floor exterior glass by water-fed pole',
          'Window tracks vacuumed and wiped',
          'Sliding glass doors inside and out',
          'French doors and sidelights included',
        ],
        popular: true,
      },
      {
        name: 'Full Glass Detail',
        priceCents: 41900,
        durationMinutes: 330,
        description: 'For homes with mineral-spotted glass or a lot of it.',
        features: [
          'Everything in the Two-Story clean',
          'Hard-water spot removal on glass',
          'Glass shower doors descaled',
          'Skylights and transoms where reachable',
          'Up to 50 panes',
        ],
      },
    ],
  },
];

const heroCtas: ServicePageContent['hero']['ctas'] = [{ label: 'Book a Cleaning' }, { label: 'Get a Free Quote' }];

const pages = servicePages(INDUSTRY, {
  'standard-cleaning': {
    title: 'Standard Cleaning',
    shortDescription: 'A complete, room-by-room clean of your home with supplies included.',
    hero: {
      headline: 'House Cleaning You Can Count On',
      subheadline:
        'Kitchens, bathrooms, bedrooms and floors cleaned top to bottom by a vetted, insured team that brings everything it needs.',
      ctas: heroCtas,
    },
    whatItIs: {
      description:
        'A standard cleaning is the everyday reset your home needs: counters cleared and wiped, bathrooms scrubbed and disinfected, dust gone from shelves and surfaces, floors vacuumed and mopped, and beds made. Our team works from a room-by-room checklist, so nothing depends on who happens to be cleaning that day. If it’s been a while since your last professional clean, start with a deep cleaning and keep it up with standard visits.',
      benefits: [
        'Vetted, background-checked and insured cleaners',
        'All supplies and HEPA vacuums brought to your home',
        'Room-by-room checklist for consistent results',
        'Kid- and pet-friendly products on request',
        'Flat pricing by home size, no surprises',
      ],
    },
    process: {
      title: 'What Happens on Cleaning Day',
      steps: [
        {
          number: 1,
          title: 'Tell us your priorities',
          description: 'When you book, note anything we should focus on, skip, or watch out for, like a shy cat or a marble countertop.',
        },
        {
          number: 2,
          title: 'Kitchen and bathrooms first',
          description: 'The hardest-working rooms get cleaned and disinfected first: counters, sinks, fixtures, toilets, tubs and showers.',
        },
        {
          number: 3,
          title: 'Bedrooms and living areas',
          description:
            'Dusting from top to bottom, mirrors and glass polished, beds made and surfaces wiped, then floors vacuumed and mopped on the way out.',
        },
        {
          number: 4,
          title: 'Walk-through and checklist',
          description: 'The team lead checks every room against the checklist before locking up and sends you a note when we are done.',
        },
      ],
    },
    results: {
      bullets: [
        'Disinfected kitchen and bathroom surfaces',
        'Dust-free shelves, furniture and baseboard tops',
        'Vacuumed carpets and freshly mopped hard floors',
        'Made beds and emptied trash cans',
      ],
    },
    cta: {
      title: 'Come Home to a Clean House',
      description: 'Book online in a minute and get a confirmed arrival window.',
      primary: { label: 'Book a Cleaning' },
      secondary: { label: 'Get a Free Quote' },
    },
  },
  'deep-cleaning': {
    title: 'Deep Cleaning',
    shortDescription: 'Detailed cleaning of the buildup regular visits skip: grout, baseboards, fixtures and more.',
    hero: {
      headline: 'Deep Cleaning for a True Fresh Start',
      subheadline:
        'We tackle the grime that builds up over months: baseboards, grout, cabinet fronts, vents, fixtures and behind the furniture.',
      ctas: heroCtas,
    },
    whatItIs: {
      description:
        'A deep cleaning goes well beyond the surfaces you see every day. We hand-wipe baseboards and door frames, scrub tile grout and soap scum, degrease cabinet fronts and range hoods, dust ceiling fans and light fixtures, vacuum vents, and clean under and behind furniture that can be moved. It is the right first visit with us, a great seasonal reset, and the perfect way to get ready for guests.',
      benefits: [
        'Removes months of buildup from kitchens and bathrooms',
        'Reduces dust and allergens in vents, fans and fixtures',
        'Hard-water scale and soap scum removed from fixtures',
        'Sets a clean baseline that recurring visits can maintain',
        'Optional inside-oven and inside-fridge cleaning',
      ],
    },
    process: {
      title: 'How We Deep Clean',
      steps: [
        {
          number: 1,
          title: 'Walk-through and plan',
          description: 'We confirm problem areas with you and decide whether the oven or refrigerator interior is included.',
        },
        {
          number: 2,
          title: 'Top-down dusting',
          description: 'Ceiling fans, light fixtures, vents, blinds and high shelves come first, so falling dust is picked up later.',
        },
        {
          number: 3,
          title: 'Kitchen degreasing',
          description: 'Cabinet fronts, range hood, backsplash and appliance exteriors are degreased, and the sink and faucet descaled.',
        },
        {
          number: 4,
          title: 'Bathroom detailing',
          description:
            'Grout and shower glass scrubbed, scale removed from fixtures, and toilets cleaned right down to the base and hinges.',
        },
        {
          number: 5,
          title: 'Baseboards and floors',
          description: 'Baseboards and door frames hand-wiped, furniture moved where possible, then every floor vacuumed and mopped.',
        },
      ],
    },
    results: {
      bullets: [
        'Bright grout and clear shower glass',
        'Degreased cabinets and range hood',
        'Dust-free fans, vents and light fixtures',
        'Clean baseboards and floors edge to edge',
      ],
    },
    cta: {
      title: 'Give Your Home a Reset',
      description: 'Deep cleanings fill up before holidays; reserve your day early.',
      primary: { label: 'Book a Deep Clean' },
      secondary: { label: 'Get a Free Quote' },
    },
  },
  'move-in-out-cleaning': {
    title: 'Move-In/Move-Out Cleaning',
    shortDescription: 'An empty-home clean inside every cabinet, closet and appliance.',
    hero: {
      headline: 'Move-Out Cleaning That Helps You Get Your Deposit Back',
      subheadline: 'Inside cabinets, appliances and closets, baseboards to light fixtures, following the checklist landlords actually use.',
      ctas: heroCtas,
    },
    whatItIs: {
      description:
        'An empty home shows everything: crumbs in drawers, grease inside the oven, dust on closet shelves and scuffs along the walls. Our move-in/move-out cleaning covers all of it, inside and out, so you can hand back the keys with confidence or unpack into a home that is truly clean. We work from the same checklist property managers use at inspection and send photos when we finish.',
      benefits: [
        'Inside every cabinet, drawer and closet',
        'Oven, refrigerator, dishwasher and microwave cleaned inside',
        'Built around landlord and property-manager checklists',
        'Photo report for your records or your landlord',
        'Flexible timing around moving trucks and closings',
      ],
    },
    process: {
      title: 'Our Move-Out Checklist',
      steps: [
        {
          number: 1,
          title: 'Schedule around your move',
          description: 'We book after the movers leave and before the walk-through, including weekend and same-week slots when available.',
        },
        {
          number: 2,
          title: 'Kitchen inside and out',
          description: 'Every cabinet and drawer wiped out, appliances cleaned inside, range hood degreased and the sink polished.',
        },
        {
          number: 3,
          title: 'Bathrooms, closets and walls',
          description:
            'Bathrooms sanitized and descaled, closet shelves and rods wiped, scuffs spot-cleaned, outlets and switch plates wiped.',
        },
        {
          number: 4,
          title: 'Floors and photo report',
          description: 'Baseboards and floors finished last, then a room-by-room photo set is sent to you for your records.',
        },
      ],
    },
    results: {
      bullets: [
        'Crumb-free cabinets and drawers',
        'Spotless oven, fridge and dishwasher interiors',
        'Clean closets, sills and baseboards',
        'A photo report ready for your landlord or buyer',
      ],
    },
    cta: {
      title: 'Moving Soon? Let Us Handle the Cleaning',
      description: 'Tell us your move date and home size for a fixed quote.',
      primary: { label: 'Book a Move-Out Clean' },
      secondary: { label: 'Get a Free Quote' },
    },
  },
  'recurring-cleaning': {
    title: 'Recurring Cleaning',
    shortDescription: 'Weekly, every-other-week or monthly cleaning by the same trusted team.',
    hero: {
      headline: 'A Clean Home Every Week, Without Lifting a Finger',
      subheadline: 'The same team on a schedule that fits your life, with a lower rate every visit and easy skips when plans change.',
      ctas: heroCtas,
    },
    whatItIs: {
      description:
        'Recurring cleaning keeps your home at the standard of a fresh clean all the time. You get the same team on the same day, they learn how you like things done, and each visit includes a rotating detail task like baseboards, blinds or the inside of the fridge, so the whole house stays on top of itself. Rates drop the more often we visit, and you can skip or move a visit with 48 hours’ notice.',
      benefits: [
        'Same team and the same day of the week',
        'Lower price per visit than one-time cleanings',
        'Rotating detail tasks keep buildup from coming back',
        'Skip or reschedule online with 48 hours’ notice',
        'Priority booking around holidays',
      ],
    },
    process: {
      title: 'How Recurring Service Works',
      steps: [
        {
          number: 1,
          title: 'Start with a baseline clean',
          description: 'Most homes begin with a deep cleaning so every recurring visit starts from the same clean slate.',
        },
        {
          number: 2,
          title: 'Pick your schedule',
          description: 'Choose weekly, every other week or monthly, and a regular day and arrival window.',
        },
        {
          number: 3,
          title: 'Meet your team',
          description: 'The same cleaners come each time whenever possible, with notes on your preferences saved in your profile.',
        },
        {
          number: 4,
          title: 'Adjust anytime',
          description: 'Add a one-time deep task, skip a week for vacation, or change frequency from your confirmation texts.',
        },
      ],
    },
    results: {
      bullets: [
        'A consistently clean home without weekend chores',
        'Cleaners who know your home and preferences',
        'Buildup handled by rotating detail tasks',
        'Predictable, discounted pricing',
      ],
    },
    cta: {
      title: 'Get Your Weekends Back',
      description: 'Set up a schedule today; your first visit can be as soon as this week.',
      primary: { label: 'Start Recurring Service' },
      secondary: { label: 'Get a Free Quote' },
    },
  },
  'carpet-upholstery-cleaning': {
    title: 'Carpet & Upholstery Cleaning',
    shortDescription: 'Hot-water extraction for carpets, rugs, sofas and chairs.',
    hero: {
      headline: 'Carpet and Upholstery Cleaning That Lifts What Vacuums Leave Behind',
      subheadline: 'Hot-water extraction and targeted stain treatment for carpets, area rugs, sofas, sectionals and dining chairs.',
      ctas: heroCtas,
    },
    whatItIs: {
      description:
        'Vacuuming picks up surface dirt, but the grit, oils and allergens that dull carpet live deep in the fibers. Hot-water extraction flushes them out: we pre-treat spots and traffic lanes, rinse the fibers with heated cleaning solution and pull it back out with strong suction. Upholstery is fabric-tested first and cleaned with the gentlest method that works, and we treat pet accidents with an enzyme that breaks down the source of the odor.',
      benefits: [
        'Removes embedded dirt, allergens and dust mites',
        'Enzyme treatment for pet odors and accidents',
        'Fabric testing before any upholstery is cleaned',
        'Fast drying, usually four to six hours',
        'Brightens traffic lanes and extends carpet life',
      ],
    },
    process: {
      title: 'Our Extraction Process',
      steps: [
        {
          number: 1,
          title: 'Inspect and test',
          description: 'We identify the fiber type, check for colorfastness and point out any stains that may not fully come out.',
        },
        {
          number: 2,
          title: 'Pre-vacuum and pre-treat',
          description: 'Dry soil is vacuumed up, and spots, pet areas and traffic lanes get a targeted pre-treatment.',
        },
        {
          number: 3,
          title: 'Hot-water extraction',
          description: 'Heated solution is rinsed through the fibers and extracted, with slow passes on heavy-traffic areas.',
        },
        {
          number: 4,
          title: 'Groom and dry',
          description: 'Carpet is groomed for even drying, furniture set on protective tabs and air movers left running where needed.',
        },
      ],
    },
    results: {
      bullets: [
        'Brighter carpet with visibly cleaner traffic lanes',
        'Reduced pet odors and lifted everyday stains',
        'Fresh, clean upholstery with restored texture',
        'Dry and ready to walk on the same day',
      ],
    },
    cta: {
      title: 'Make Your Carpets Look New Again',
      description: 'Tell us how many rooms and pieces and we will send a fixed price.',
      primary: { label: 'Book Carpet Cleaning' },
      secondary: { label: 'Get a Free Quote' },
    },
  },
  'window-cleaning': {
    title: 'Window Cleaning',
    shortDescription: 'Streak-free glass inside and out, with screens, sills and tracks cleaned.',
    hero: {
      headline: 'Window Cleaning for a Clearer View',
      subheadline: 'Inside and out, upstairs and down: streak-free glass, clean screens and tracks, and hard-water spots removed.',
      ctas: heroCtas,
    },
    whatItIs: {
      description:
        'Clean windows change how a whole room feels. We wash interior glass by hand with squeegees and lint-free cloths, and clean exterior glass with purified water, which dries without spots, using a water-fed pole for second-story windows so we rarely need a ladder. Screens are brushed and rinsed, tracks vacuumed and wiped, and mineral spots from sprinklers removed on the Full Glass Detail.',
      benefits: [
        'Streak-free interior and exterior glass',
        'Purified-water exterior cleaning that dries spot-free',
        'Second-story windows cleaned safely from the ground',
        'Screens, sills and tracks included',
        'Hard-water spot removal available',
      ],
    },
    process: {
      title: 'How We Clean Your Windows',
      steps: [
        {
          number: 1,
          title: 'Count panes and plan',
          description: 'We confirm the pane count, note any hard-water spotting, and lay drop cloths under interior windows.',
        },
        {
          number: 2,
          title: 'Screens off and cleaned',
          description: 'Screens are removed, brushed and rinsed, and set aside to dry while we work on the glass.',
        },
        {
          number: 3,
          title: 'Glass inside and out',
          description:
            'Interior glass by hand with squeegees, exterior glass with purified water and a soft brush, tracks vacuumed and wiped.',
        },
        {
          number: 4,
          title: 'Reinstall and inspect',
          description: 'Screens go back in, sills are wiped, and every window is checked in daylight for streaks.',
        },
      ],
    },
    results: {
      bullets: [
        'Crystal-clear glass without streaks or spots',
        'Clean screens that let in more light',
        'Dirt-free sills and sliding-door tracks',
        'Mineral spots removed on the Full Glass Detail',
      ],
    },
    cta: {
      title: 'Let the Light Back In',
      description: 'Send us the number of windows and floors for an exact price.',
      primary: { label: 'Book Window Cleaning' },
      secondary: { label: 'Get a Free Quote' },
    },
  },
});

/** Extras added to a cleaning: each with its own price and time. */
const ADDONS: CatalogAddon[] = [
  {
    slug: 'inside-oven',
    name: 'Inside the Oven',
    description: 'Racks soaked and scrubbed, baked-on grease lifted from the walls, door glass and floor of the oven.',
    priceCents: 3500,
    durationMinutes: 30,
  },
  {
    slug: 'inside-fridge',
    name: 'Inside the Fridge',
    description: 'Emptied, shelves and drawers washed, seals wiped and everything put back in order.',
    priceCents: 3500,
    durationMinutes: 30,
  },
  {
    slug: 'interior-windows',
    name: 'Interior Windows',
    description: 'Inside glass, sills and tracks of every reachable window cleaned streak-free.',
    priceCents: 4500,
    durationMinutes: 45,
    vehicles: ['apartment', 'house', 'townhome'],
  },
  {
    slug: 'laundry-fold',
    name: 'Wash & Fold a Load',
    description: 'One load washed, dried and folded while we clean, with your own detergent.',
    priceCents: 2500,
    durationMinutes: 20,
    vehicles: ['apartment', 'house', 'townhome'],
  },
];

const content: IndustryContent = {
  industry: INDUSTRY,
  title: 'House Cleaning',
  subjectNoun: 'home',
  logoSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" aria-hidden="true"><path fill="currentColor" fill-rule="evenodd" d="M22 7.2a3 3 0 0 1 4 0l16.2 14.3a1.5 1.5 0 0 1-2 2.3L38 21.9V40a3 3 0 0 1-3 3H13a3 3 0 0 1-3-3V21.9l-2.2 1.9a1.5 1.5 0 0 1-2-2.3zM20 43V32a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v11z"/><path fill="currentColor" d="M38 2l1.5 3.5L43 7l-3.5 1.5L38 12l-1.5-3.5L33 7l3.5-1.5zM44 13l.8 1.7 1.7.8-1.7.8L44 18l-.8-1.7-1.7-.8 1.7-.8z"/></svg>',
  theme: { primary: '#0F766E', primaryDark: '#134E4A', accent: '#38BDF8', surface: '#F0FDFA' },
  defaults: {
    heroTitle: 'A Spotless Home Without Lifting a Finger',
    heroSubtitle:
      'Trusted, insured cleaners for one-time deep cleans, move-outs and recurring service. We bring the supplies, you get your time back.',
    servicesTitle: SERVICES_SECTION_TITLE,
    servicesSubtitle: 'Flat, upfront prices by home size, with every supply and piece of equipment included.',
    reviewsTitle: 'Loved by Busy Households',
    reviewsSubtitle: 'Families, pet owners and landlords share what it is like to come home to a clean house.',
    faqTitle: 'Cleaning Questions, Answered',
    faqSubtitle: 'What we clean, how to prepare, and how scheduling and payment work.',
  },
  heroImages: heroImages(INDUSTRY),
  services,
  addons: ADDONS,
  servicePages: pages,
  serviceSlugAliases: {
    'house-cleaning': 'standard-cleaning',
    'move-out-cleaning': 'move-in-out-cleaning',
    'move-in-cleaning': 'move-in-out-cleaning',
    'carpet-cleaning': 'carpet-upholstery-cleaning',
  },
  faqs: [
    {
      category: 'General',
      question: 'Are your cleaners background-checked and insured?',
      answer:
        'Yes. Every cleaner is an employee, not a contractor, passes a background check before their first visit, and is covered by our general liability insurance and bonding.',
    },
    {
      category: 'General',
      question: 'Do you bring your own supplies and equipment?',
      answer:
        'Yes. We bring HEPA vacuums, microfiber cloths, mops and all cleaning products. If you prefer a specific product, leave it out and we will gladly use it.',
    },
    {
      category: 'General',
      question: 'Are your products safe for kids and pets?',
      answer:
        'Our standard products are chosen with families in mind, and we offer a fragrance-free, plant-based kit on request at no extra charge.',
    },
    {
      category: 'Services',
      question: 'What is the difference between a standard and a deep cleaning?',
      answer:
        'A standard cleaning covers the surfaces you use every day. A deep cleaning adds the detail work: baseboards, grout, cabinet fronts, fans, vents, fixtures and under movable furniture. We recommend a deep cleaning for a first visit.',
    },
    {
      category: 'Services',
      question: 'Is there anything you do not clean?',
      answer:
        'We do not handle biohazards, mold remediation, pest droppings or exterior windows above the second story, and we do not move heavy furniture or climb above a six-foot ladder.',
    },
    {
      category: 'Services',
      question: 'Can you do laundry or dishes?',
      answer:
        'Yes, as an add-on. We can run a load of dishes, wash and fold one load of laundry, or change bed linens; just add it when you book.',
    },
    {
      category: 'Scheduling',
      question: 'How far in advance should I book?',
      answer:
        'One-time cleanings are usually available within the week. Move-out cleanings at the end of the month and deep cleans before holidays fill up, so book two weeks ahead for those.',
    },
    {
      category: 'Scheduling',
      question: 'Can I reschedule or skip a recurring visit?',
      answer: 'Yes. Reschedule or skip any visit with at least 48 hours’ notice from your confirmation text or by calling us, with no fee.',
    },
    {
      category: 'Pricing',
      question: 'How do you price a cleaning?',
      answer:
        'By the type of cleaning and the number of bedrooms and bathrooms. Homes in very heavy condition or with a lot of pet hair may need extra time, which we always agree with you first.',
    },
    {
      category: 'Pricing',
      question: 'Why is the first cleaning more than recurring visits?',
      answer:
        'The first visit removes months of buildup and takes longer. Once the home is at a clean baseline, recurring visits are faster and cost less.',
    },
    {
      category: 'Preparation',
      question: 'Should I tidy up before you arrive?',
      answer:
        'A quick pick-up of clothes, toys and papers lets us spend our time cleaning rather than moving things. Please put away valuables, cash and anything fragile you are nervous about.',
    },
    {
      category: 'Preparation',
      question: 'What should I do with my pets?',
      answer:
        'Friendly pets can stay home; just tell us about them when you book. If a pet is anxious around vacuums or strangers, a crate or a closed room is best for everyone.',
    },
    {
      category: 'Locations',
      question: 'What areas do you service?',
      answer:
        'We clean homes in our home city and the nearby communities shown in our service-area list. Not sure if you are covered? Send us your ZIP code and we will let you know right away.',
    },
    {
      category: 'Locations',
      question: 'Do you clean apartments, condos and small offices?',
      answer:
        'Yes. We clean apartments and condos of every size, and small offices up to about 3,000 square feet, after hours if you prefer.',
    },
    {
      category: 'Payments',
      question: 'When is my card charged?',
      answer:
        'Your card is saved when you book and charged after the cleaning is finished. Recurring customers receive an emailed receipt after every visit.',
    },
    {
      category: 'Payments',
      question: 'Is there a cancellation fee?',
      answer:
        'Cancellations with less than 48 hours’ notice, or visits where we cannot get in, are charged a $50 fee to cover the team’s reserved time.',
    },
    {
      category: 'Warranty',
      question: 'What if I am not happy with the cleaning?',
      answer:
        'Tell us within 24 hours and we will come back to re-clean the areas you are not happy with, free of charge. That is our satisfaction guarantee.',
    },
    {
      category: 'Warranty',
      question: 'What happens if something is damaged?',
      answer:
        'Accidents are rare, but we are fully insured. Let us know the same day and we will repair or replace the item or reimburse its value.',
    },
    {
      category: 'Aftercare',
      question: 'How long do carpets take to dry after cleaning?',
      answer:
        'Usually four to six hours. Keep the air conditioning or fans running, walk on the carpet in clean socks only, and leave furniture tabs in place until it is fully dry.',
    },
    {
      category: 'Aftercare',
      question: 'How can I keep my home clean between visits?',
      answer:
        'A doormat at each entry, a quick daily wipe of kitchen counters, and squeegeeing the shower glass after use go a long way. Your team can suggest the right products for your surfaces.',
    },
  ],
  gallery: gallery(INDUSTRY, [
    {
      title: 'Living Room Refresh',
      caption: 'Dusted, vacuumed and tidied on a biweekly visit.',
      tags: ['recurring-cleaning', 'living-room'],
    },
    {
      title: 'Kitchen Reset',
      caption: 'Counters, cabinet fronts and appliances wiped and polished.',
      tags: ['standard-cleaning', 'kitchen'],
    },
    { title: 'Guest Room Ready', caption: 'Fresh linens, dusted surfaces and vacuumed floors.', tags: ['standard-cleaning', 'bedroom'] },
    { title: 'Bathroom Detail', caption: 'Soap scum, scale and grime removed on a deep clean.', tags: ['deep-cleaning', 'bathroom'] },
    {
      title: 'Upholstery Refresh',
      caption: 'Sofa cushions cleaned and the whole room reset.',
      tags: ['carpet-upholstery-cleaning', 'living-room'],
    },
    { title: 'Deep-Cleaned Kitchen', caption: 'Degreased cabinet fronts and a spotless stovetop.', tags: ['deep-cleaning', 'kitchen'] },
    { title: 'Streak-Free Windows', caption: 'Inside and out, with sills and tracks wiped.', tags: ['window-cleaning'] },
    {
      title: 'Weekly Bedroom Reset',
      caption: 'Beds made and surfaces dusted on every recurring visit.',
      tags: ['recurring-cleaning', 'bedroom'],
    },
    { title: 'Primary Bath Shine', caption: 'Tub, fixtures and floors cleaned and polished.', tags: ['deep-cleaning', 'bathroom'] },
    { title: 'Move-In Ready', caption: 'Baseboards, sills and floors cleaned in an empty home.', tags: ['move-in-out-cleaning'] },
  ]),
  cityPage: cityPageBuilder({
    defaultServiceNames: services.map((s) => s.name),
    headlines: [
      (c) => `House Cleaning in ${c.city}, ${c.state}`,
      (c) => `${c.city} House Cleaners You Can Trust`,
      (c) => `Professional Home Cleaning in ${c.city}, ${c.stateName}`,
      (c) => `Maid Service and Deep Cleaning in ${c.city}`,
    ],
    intros: [
      (c) =>
        `${c.businessName} cleans homes, apartments and condos throughout ${c.city}. ${
          c.isPrimary ? 'Our office and most of our teams are based here.' : `Our teams are in ${c.city} several days a week.`
        } Every cleaner is background-checked and insured, and we bring every supply we need.`,
      (c) =>
        `Need a house cleaner in ${c.city}, ${c.stateName}? From a single deep clean before guests arrive to a standing biweekly visit, ${c.businessName} gives you the same careful team and flat, upfront pricing.`,
      (c) =>
        `Families, renters and landlords in ${c.city} book ${c.businessName} for ${c.services(3)}. We follow a room-by-room checklist, so every visit is as thorough as the first.`,
    ],
    conditionLeads: [
      (c) => `Every city leaves its own mark on a home, and ${c.city} is no different.`,
      (c) => `Cleaning homes in ${c.city} means planning for the local climate.`,
      (c) => `The dirt and buildup we see in ${c.city} homes follows the seasons in ${c.stateName}.`,
    ],
    regions: {
      desert: {
        conditions:
          'Fine desert dust finds its way through door sweeps and window tracks, and very hard water leaves white scale on faucets, shower glass and the inside of kettles within weeks.',
        advice:
          'We carry descaling products for fixtures and glass, vacuum window tracks and vents on every deep clean, and use damp microfiber so dust is captured instead of pushed around.',
        faq: {
          q: (c) => `Can you remove hard-water stains in ${c.city}?`,
          a: 'Usually, yes. Fresh scale on faucets, showerheads and glass comes off with a descaler on a deep clean. Years-old etching on shower glass may only improve partially, and we will tell you what to expect before we start.',
        },
      },
      california: {
        conditions:
          'Dry winds carry dust into every room, much of the state has hard water that clouds shower glass, and wildfire season can leave a film of smoke residue and ash on sills, patio furniture and vents.',
        advice:
          'We wipe smoke residue with damp cloths rather than dry dusting, use HEPA vacuums, and descale fixtures on every deep clean.',
        faq: {
          q: 'Can you clean up after wildfire smoke?',
          a: 'We can clean light smoke film and ash from hard surfaces, sills, window tracks and floors. Heavy smoke damage, soot inside ducts or odor remediation needs a restoration company, and we will tell you honestly which you need.',
        },
      },
      northwest: {
        conditions:
          'Damp months mean muddy entryways, condensation on window sills and mildew that creeps into shower grout and bathroom ceilings.',
        advice: 'We clean entry floors and mats thoroughly, treat mildew on sills and grout, and leave bathrooms ventilated and dry.',
        faq: {
          q: 'Can you remove mildew from bathrooms and window sills?',
          a: 'Surface mildew on grout, caulk, sills and ceilings is part of our deep clean. Mold inside walls, under flooring or covering large areas needs a remediation specialist, and we will point it out if we see it.',
        },
      },
      mountain: {
        conditions:
          'Very dry air makes dust cling to screens and electronics, spring brings mud season, and winter boots track in sand and de-icer that leaves white residue on floors.',
        advice:
          'We clean entries and hard floors with a neutral cleaner that removes de-icer film without dulling the finish, and dust electronics with anti-static cloths.',
        faq: {
          q: 'How do you handle de-icer residue on floors?',
          a: 'The white film from de-icer and salt comes off with a neutral floor cleaner and a rinse pass. Leaving it on can dull hardwood and stain grout, so winter visits give entries extra attention.',
        },
      },
      plains: {
        conditions:
          'Hot summers, dust and pollen carried by steady wind, and hard water in many cities mean dusty sills, cloudy glass and scale on fixtures. Spring storms track mud into entryways.',
        advice:
          'We descale fixtures, wipe sills and blinds on deep cleans, and use HEPA vacuums that trap pollen and dust instead of blowing it back into the air.',
        faq: {
          q: 'Do you help with allergy season?',
          a: 'Yes. HEPA vacuums, damp dusting, and cleaning vents, fans and blinds remove a lot of pollen and dust from a home. Many allergy sufferers book a deep clean at the start of the season and biweekly visits after that.',
        },
      },
      southeast: {
        conditions:
          'Spring pollen settles as a yellow film on every sill and porch, red clay gets tracked onto carpets, and summer humidity encourages mildew in showers and on bathroom ceilings.',
        advice:
          'We clean porches and entry floors, treat red clay stains before they set, and scrub grout and caulk with a mildew-fighting cleaner.',
        faq: {
          q: 'Can you get red clay stains out of carpet?',
          a: 'Fresh red clay usually comes out with a clay-specific pre-treatment and hot-water extraction. Let it dry completely before we arrive, and do not rub it, which pushes it deeper into the fibers.',
        },
      },
      'upper-south': {
        conditions:
          'Spring pollen is heavy enough to coat window sills in a day, humid summers bring mildew to bathrooms, and winter adds mud and salt to entryways.',
        advice:
          'We time seasonal deep cleans for early spring and late fall, and use HEPA vacuums and damp dusting to capture pollen rather than stir it up.',
        faq: {
          q: 'When is the best time for a deep clean?',
          a: 'Early spring, once the worst of the pollen arrives, and late fall before holiday guests. Many customers book both and keep up with biweekly visits in between.',
        },
      },
      midwest: {
        conditions:
          'Winter brings salt, slush and sand tracked across floors, spring thaw means mud, and basements and laundry rooms can turn musty in humid summers.',
        advice:
          'We give entries and mudrooms extra attention, use a neutral cleaner to lift salt residue, and include basements and laundry rooms when you ask.',
        faq: {
          q: 'Do you clean basements and mudrooms?',
          a: 'Yes. Finished basements are cleaned like any other room, and mudrooms get a scrub for salt and mud. Unfinished storage areas can be swept and dusted as an add-on.',
        },
      },
      north: {
        conditions:
          'Months with the windows shut mean dust and dry air indoors, and snow season brings sand, salt and wet boots through every entry.',
        advice:
          'A spring deep clean after the long winter is our most requested visit, along with regular attention to entries and floors through the snow months.',
        faq: {
          q: 'Do you offer spring cleaning?',
          a: 'Yes. Our deep cleaning is a full spring clean: baseboards, blinds, vents, fans, fixtures and window sills. Book early, since April and May fill up quickly.',
        },
      },
      northeast: {
        conditions:
          'Older homes with radiators, detailed trim and hardwood floors need careful hands, and city living means soot on sills, salt in winter and stairs in almost every home.',
        advice:
          'We use wood-safe cleaners on older floors, dust radiators and trim by hand, and are used to walk-ups, doormen and building key procedures.',
        faq: {
          q: 'Can you clean an apartment in a building with a doorman?',
          a: 'Yes. Add us to your building’s approved-visitor list or leave keys with the front desk, and tell us about any elevator or loading-dock rules.',
        },
      },
      tropical: {
        conditions:
          'Year-round humidity encourages mildew on grout, closets and air-conditioning vents, salt air leaves a haze on windows, and sand comes in on every pair of shoes.',
        advice: 'We treat mildew-prone areas on every visit, wipe vents and sills, and clean glass with a solution that cuts salt film.',
        faq: {
          q: 'How do you deal with mildew in a humid climate?',
          a: 'We clean grout, caulk, vents and closet corners with a mildew-fighting cleaner and leave bathrooms dry. Running the air conditioning and bathroom fans between visits keeps it from coming back.',
        },
      },
    },
    states: {
      TX: 'Around Central Texas, mountain cedar pollen peaks from December through February, the season locals call cedar fever, and oak pollen follows in spring.',
      OK: 'Oklahoma’s red dirt and spring storms mean entries and baseboards need more attention than most.',
      AZ: 'Arizona has some of the hardest tap water in the country, so scale on fixtures and shower glass is the number-one request we get.',
      NC: 'North Carolina pine pollen arrives in late March and April, and red clay is never far from the door.',
    },
    practical: [
      (c) =>
        `Many ${c.city} homes are in gated or HOA communities. Share your gate code or add us to your visitor list when you book, and we will handle the rest. A lockbox or smart-lock code works well if you will not be home.`,
      (c) =>
        `Apartments and condos in ${c.city} are no problem. Let us know about parking, building access and elevator rules, and whether we should pick up a key from the leasing office.`,
      (c) =>
        `You do not need to be home while we clean in ${c.city}. Most clients leave a key, a garage code or a smart-lock code, and we text you when we arrive and when we lock up.`,
    ],
    coverage: (c) =>
      c.isPrimary
        ? `${c.businessName} is based in ${c.city}, so we have the most openings here, including many same-week slots.${
            c.nearbyCities.length > 0 ? ` Our teams also clean in ${c.near(4)}.` : ''
          } The most-booked services in town are ${c.services(3)}.`
        : `Our teams are in ${c.city} on a regular schedule${c.nearbyCities.length > 0 ? `, often on the same days as ${c.near(3)}` : ''}. Booking a few days ahead gets you the best choice of arrival windows. Popular services here include ${c.services(3)}.`,
    serveAnswer: (c) =>
      c.isPrimary
        ? `Yes. ${c.city} is our home base, and our teams clean homes in every part of town.`
        : `Yes. ${c.businessName} cleans homes throughout ${c.city}, ${c.stateName}${c.nearbyCities.length > 0 ? `, as well as ${c.near(2)}` : ''}.`,
    faqs: (c) => [
      {
        q: c.pick([`Is there a travel fee for ${c.city}?`, `Do you charge extra to clean in ${c.city}?`], 'travel'),
        a: c.isPrimary
          ? `No. ${c.city} is our home base, so the price you see is the price you pay.`
          : `No, not for homes in our regular service area. Homes well outside ${c.city} may carry a small trip charge, which is always included in your quote.`,
      },
      {
        q: `How soon can I get a cleaning in ${c.city}?`,
        a: c.isPrimary
          ? 'Often within two to three days for standard and deep cleans. Move-out cleanings at the end of the month should be booked about two weeks ahead.'
          : `Usually within the week, on the days our teams are in ${c.city}. For move-out cleans or holiday deep cleans, book about two weeks ahead.`,
      },
      {
        q: c.pick([`Do I need to be home for a cleaning in ${c.city}?`, `How do your cleaners get into my home in ${c.city}?`], 'access'),
        a: 'Whatever suits you: be home, leave a key or lockbox, or share a garage or smart-lock code. Codes are stored securely and only shared with your assigned team.',
      },
    ],
  }),
  demo: {
    slug: 'sparkle-home-cleaning',
    businessName: 'Sparkle Home Cleaning',
    legalName: 'Sparkle Home Cleaning Services LLC',
    ownerFirstName: 'Danielle',
    ownerLastName: 'Brooks',
    businessPhone: '5125550187',
    businessEmail: 'book@sparklehomecleaning.example',
    street: '2110 S Lamar Blvd, Suite 210',
    businessStartDate: '2015-09-14',
    social: {
      facebook: 'https://www.facebook.com/sparklehomecleaningatx',
      instagram: 'https://www.instagram.com/sparklehomecleaning',
      gbp: 'https://www.google.com/maps/place/Sparkle+Home+Cleaning/@30.2515,-97.7664,15z',
    },
    serviceRadiusMiles: 30,
    serviceAreas: [
      { city: 'Austin', state: 'TX', zip: '78704', lat: 30.243, lng: -97.765, primary: true },
      { city: 'Round Rock', state: 'TX', zip: '78664', lat: 30.5083, lng: -97.6789 },
      { city: 'Cedar Park', state: 'TX', zip: '78613', lat: 30.5052, lng: -97.8203 },
      { city: 'Pflugerville', state: 'TX', zip: '78660', lat: 30.4394, lng: -97.62 },
      { city: 'Georgetown', state: 'TX', zip: '78626', lat: 30.6333, lng: -97.677 },
      { city: 'Leander', state: 'TX', zip: '78641', lat: 30.5788, lng: -97.8531 },
      { city: 'Lakeway', state: 'TX', zip: '78734', lat: 30.3638, lng: -97.9797 },
      { city: 'Bee Cave', state: 'TX', zip: '78738', lat: 30.3085, lng: -97.9447 },
      { city: 'Dripping Springs', state: 'TX', zip: '78620', lat: 30.1902, lng: -98.0867 },
      { city: 'Buda', state: 'TX', zip: '78610', lat: 30.0852, lng: -97.8403 },
      { city: 'Kyle', state: 'TX', zip: '78640', lat: 29.9891, lng: -97.8772 },
      { city: 'San Marcos', state: 'TX', zip: '78666', lat: 29.8833, lng: -97.9414 },
      { city: 'Hutto', state: 'TX', zip: '78634', lat: 30.5427, lng: -97.5467 },
      { city: 'Manor', state: 'TX', zip: '78653', lat: 30.3408, lng: -97.5569 },
      { city: 'Lago Vista', state: 'TX', zip: '78645', lat: 30.4602, lng: -97.9884 },
      { city: 'West Lake Hills', state: 'TX', zip: '78746', lat: 30.2977, lng: -97.802 },
    ],
    reviews: [
      {
        customerName: 'Hannah Schultz',
        rating: 5,
        title: 'Best deep clean we have ever had',
        comment:
          'Maria and Jess spent six hours on our 1990s house in Travis Heights and found grout colors I forgot we had. The shower glass is actually clear for the first time since we moved in.',
        source: 'google',
        reviewerUrl: 'https://www.google.com/maps/contrib/108273645019283746501',
        avatar: 'avatar-06',
        reviewer: 'woman',
        serviceCategory: 'Deep Cleaning',
        daysAgo: 9,
      },
      {
        customerName: 'Marcus Bell',
        rating: 5,
        comment:
          'Got my full deposit back on a two-bedroom in Round Rock. They even cleaned the tracks of the sliding door, which the leasing office specifically checked.',
        source: 'yelp',
        reviewerUrl: 'https://www.yelp.com/user_details?userid=Lp4wRz7NqB2cVx9TgH1kMe',
        serviceCategory: 'Move-In/Move-Out Cleaning',
        daysAgo: 31,
      },
      {
        customerName: 'Ashley Nguyen',
        rating: 5,
        comment:
          'We have had the same team every other Thursday for over a year. With two kids and a golden retriever, coming home to clean floors on Thursday evening is the best part of my week.',
        source: 'facebook',
        reviewerUrl: 'https://www.facebook.com/ashley.nguyen.atx',
        avatar: 'avatar-03',
        reviewer: 'woman',
        serviceCategory: 'Recurring Cleaning',
        daysAgo: 58,
      },
      {
        customerName: 'Robert Keene',
        rating: 4,
        comment:
          'Very thorough standard cleaning. They missed the ceiling fan in the guest room, but came back the next morning to take care of it without any fuss.',
        source: 'google',
        reviewerUrl: 'https://www.google.com/maps/contrib/113948576201938475620',
        serviceCategory: 'Standard Cleaning',
        daysAgo: 96,
      },
      {
        customerName: 'Lauren Pike',
        rating: 5,
        title: 'Sofa looks brand new',
        comment:
          'Our cat decided the light gray sectional was a scratching post and a bathroom. After their enzyme treatment and extraction, the smell is gone and the stain is barely visible.',
        source: 'website',
        serviceCategory: 'Carpet & Upholstery Cleaning',
        daysAgo: 134,
      },
      {
        customerName: 'Diego Ramirez',
        rating: 5,
        comment:
          'Windows on our two-story in Cedar Park were covered in sprinkler spots. They removed the spots, cleaned the screens and the view is amazing now.',
        source: 'google',
        reviewerUrl: 'https://www.google.com/maps/contrib/101928374650192837465',
        avatar: 'avatar-08',
        reviewer: 'man',
        serviceCategory: 'Window Cleaning',
        daysAgo: 177,
      },
      {
        customerName: 'Karen Whitfield',
        rating: 5,
        comment:
          'I manage six rentals in Georgetown and Pflugerville and use Sparkle for every turnover. Photos after every job, and tenants always comment on how clean the place is.',
        source: 'yelp',
        reviewerUrl: 'https://www.yelp.com/user_details?userid=Wc8sKd2MvT5pXn3JbQ7yLa',
        serviceCategory: 'Move-In/Move-Out Cleaning',
        daysAgo: 215,
      },
      {
        customerName: 'Emily Carter',
        rating: 5,
        comment: 'Friendly, on time, and they used my fragrance-free products without me having to ask twice.',
        source: 'website',
        avatar: 'avatar-01',
        reviewer: 'woman',
        serviceCategory: 'Standard Cleaning',
        daysAgo: 263,
      },
      {
        customerName: 'Tom Haskins',
        rating: 4,
        comment:
          'Solid deep clean before my in-laws came for Thanksgiving. Booking took a couple of weeks because of the holiday rush, so plan ahead, but the kitchen looked better than the day we moved in.',
        source: 'facebook',
        reviewerUrl: 'https://www.facebook.com/tom.haskins.512',
        serviceCategory: 'Deep Cleaning',
        daysAgo: 340,
      },
      {
        customerName: 'Priscilla Owens',
        rating: 5,
        comment:
          'Cedar season wrecks my allergies. Their HEPA vacuums and the monthly blind and vent cleaning have made a noticeable difference in our house.',
        source: 'google',
        reviewerUrl: 'https://www.google.com/maps/contrib/116273849501928374650',
        serviceCategory: 'Recurring Cleaning',
        daysAgo: 402,
      },
      {
        customerName: 'Jordan Mills',
        rating: 5,
        comment:
          'Booked a move-in clean for our new place in Kyle the day before the truck arrived. Cabinets, fridge, oven, everything spotless. Made unpacking so much easier.',
        source: 'website',
        serviceCategory: 'Move-In/Move-Out Cleaning',
        daysAgo: 488,
      },
    ],
  },
};

export default content;
