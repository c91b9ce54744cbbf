import type { CatalogAddon, CatalogService, IndustryContent, ServicePageContent } from '#core/content/types.ts';
import { SERVICES_SECTION_TITLE } from '#core/site/constants.ts';
import { stockImage } from '../images.ts';
import { cityPageBuilder, gallery, heroImages, servicePages } from './shared.ts';

const INDUSTRY = 'mobile-detailing';

const services: CatalogService[] = [
  {
    slug: 'auto-detailing',
    name: 'Auto Detailing',
    category: 'service-packages',
    vehicles: ['cars', 'suv', 'trucks'],
    description:
      'Hand wash, decontamination and a deep interior clean for cars, trucks and SUVs, done in your driveway or office lot with our own water and power.',
    pricingUnit: 'flat',
    image: stockImage(INDUSTRY, 'svc-auto-detailing'),
    tiers: [
      {
        name: 'Express Detail',
        priceCents: 12900,
        durationMinutes: 90,
        description: 'A thorough maintenance clean inside and out for vehicles that are already in decent shape.',
        features: [
          'Foam pre-wash and two-bucket hand wash',
          'Wheel faces, tires and wheel wells cleaned',
          'Full interior vacuum, including the trunk',
          'Dash, console and door panels wiped and UV-protected',
          'Streak-free glass inside and out',
        ],
      },
      {
        name: 'Full Detail',
        priceCents: 24900,
        durationMinutes: 240,
        description: 'Our most-booked package: a deep interior reset plus decontaminated, sealed paint.',
        features: [
          'Everything in the Express Detail',
          'Iron and clay-bar decontamination of the paint',
          'Hot-water extraction of carpets, mats and cloth seats',
          'Leather cleaned and conditioned',
          'Spray sealant with about three months of protection',
          'Door jambs, pedals and air vents detailed',
        ],
        popular: true,
      },
      {
        name: 'Showroom Detail',
        priceCents: 39900,
        durationMinutes: 360,
        description: 'For a sale, a lease return, or just falling back in love with your vehicle.',
        features: [
          'Everything in the Full Detail',
          'One-step machine polish to reduce light swirls',
          'Engine bay cleaned and dressed',
          'Headlight lenses polished and sealed',
          'Pet hair removal and spot stain treatment included',
        ],
      },
    ],
  },
  {
    slug: 'ceramic-coating',
    name: 'Ceramic Coating',
    category: 'ceramic-coating',
    vehicles: ['cars', 'suv', 'trucks', 'motorcycles'],
    description:
      'A hard, glossy layer of professional-grade ceramic that bonds to your paint, blocks UV, repels water and makes every wash faster for years.',
    pricingUnit: 'flat',
    image: stockImage(INDUSTRY, 'svc-ceramic-coating'),
    tiers: [
      {
        name: 'Essential Coating (2-Year)',
        priceCents: 69900,
        durationMinutes: 360,
        description: 'An entry-level professional coating over fully decontaminated paint.',
        features: [
          'Full wash plus iron and clay decontamination',
          'Panel wipe to remove old waxes and oils',
          '2-year ceramic coating on all painted surfaces',
          'Windshield and side glass coated for rain beading',
          'Written care guide and first-wash tips',
        ],
      },
      {
        name: 'Signature Coating (5-Year)',
        priceCents: 119900,
        durationMinutes: 600,
        description: 'A one-step machine polish followed by a 5-year coating on paint, wheels and trim.',
        features: [
          'Everything in the Essential Coating',
          'One-step polish that removes most light swirls',
          '5-year ceramic coating on paint',
          'Wheel faces and brake calipers coated',
          'Exterior plastic trim coated against UV fading',
          'Complimentary 30-day inspection',
        ],
        popular: true,
      },
      {
        name: 'Ultimate Coating (7-Year)',
        priceCents: 179900,
        durationMinutes: 900,
        description: 'Two-step paint correction and our longest-lasting layered coating, best for new or dark-colored vehicles.',
        features: [
          'Two-step correction for near-flawless gloss',
          'Two layers of 7-year ceramic coating',
          'Wheels removed and barrels coated',
          'Glass, trim and leather seats protected',
          'Annual inspection with a maintenance wash and top-up',
        ],
      },
    ],
  },
  {
    slug: 'marine-detailing',
    name: 'Marine Detailing',
    category: 'service-packages',
    vehicles: ['boats'],
    description:
      'Gelcoat oxidation removal, marine wax and ceramic, and vinyl care for ski boats, wake boats and pontoons, at your home, storage lot or marina.',
    pricingUnit: 'flat',
    image: stockImage(INDUSTRY, 'svc-marine-detailing'),
    tiers: [
      {
        name: 'Maintenance Wash',
        priceCents: 24900,
        durationMinutes: 150,
        description: 'A freshwater wash-down for boats up to 24 ft, ideal every few weeks during the season.',
        features: [
          'Hull sides and deck hand-washed',
          'Non-skid scrubbed with a marine-safe cleaner',
          'Vinyl seats cleaned and UV-protected',
          'Stainless rails and cleats wiped and polished',
          'Water spots removed from the windscreen',
        ],
      },
      {
        name: 'Oxidation Removal & Wax',
        priceCents: 59900,
        durationMinutes: 360,
        description: 'Brings chalky, faded gelcoat back to gloss and seals it with a marine wax.',
        features: [
          'Machine compound and polish of oxidized gelcoat',
          'Marine wax on hull and topsides',
          'Waterline scum and stain removal',
          'Vinyl deep-cleaned and conditioned',
          'Priced for boats up to 24 ft; larger boats quoted per foot',
        ],
        popular: true,
      },
      {
        name: 'Marine Ceramic Package',
        priceCents: 129900,
        durationMinutes: 600,
        description: 'Correction plus a marine-grade ceramic coating that resists UV, hard-water spots and fuel residue.',
        features: [
          'Full oxidation removal and polish',
          'Marine ceramic coating on all gelcoat',
          'Stainless, metal and glass coated',
          'Vinyl and canvas treated with UV protectant',
          'Up to two years of protection with proper care',
        ],
      },
    ],
  },
  {
    slug: 'paint-correction',
    name: 'Paint Correction',
    category: 'paint-correction',
    vehicles: ['cars', 'suv', 'trucks', 'motorcycles'],
    description:
      'Machine polishing that removes swirl marks, wash scratches, water-spot etching and oxidation to bring back true depth and gloss.',
    pricingUnit: 'flat',
    image: stockImage(INDUSTRY, 'svc-paint-correction'),
    tiers: [
      {
        name: 'One-Step Enhancement',
        priceCents: 44900,
        durationMinutes: 300,
        description: 'A single polishing stage that removes light swirls and restores gloss.',
        features: [
          'Paint thickness readings before we start',
          'Full wash and decontamination',
          'One-step compound and polish combination',
          'Removes roughly half or more of light defects',
          'Sealant applied to protect the finish',
        ],
      },
      {
        name: 'Two-Step Correction',
        priceCents: 84900,
        durationMinutes: 600,
        description: 'Cutting and finishing stages for moderate swirls, wash marring and water-spot etching.',
        features: [
          'Everything in the One-Step Enhancement',
          'Dedicated compounding stage for deeper defects',
          'Refining polish for crisp, high-gloss reflections',
          'Removes roughly 80 to 90 percent of visible defects',
          'The ideal base for a ceramic coating',
        ],
        popular: true,
      },
      {
        name: 'Multi-Stage Restoration',
        priceCents: 139900,
        durationMinutes: 960,
        description: 'For neglected, black or show vehicles: spot wet sanding where safe and multiple polishing stages.',
        features: [
          'Spot wet sanding of isolated deep scratches',
          'Multiple compounding and finishing stages',
          'Panel-by-panel inspection under swirl-finder lights',
          'Trim and badges masked and protected',
          'Before-and-after photo report',
        ],
      },
    ],
  },
  {
    slug: 'ppf',
    name: 'Paint Protection Film',
    category: 'paint-protection-film',
    vehicles: ['cars', 'suv', 'trucks', 'motorcycles'],
    description:
      'Clear, self-healing urethane film that absorbs rock chips, road rash and scratches before they reach your paint, installed in your garage.',
    pricingUnit: 'flat',
    image: stockImage(INDUSTRY, 'svc-ppf'),
    tiers: [
      {
        name: 'Partial Front',
        priceCents: 89500,
        durationMinutes: 300,
        description: 'Film on the areas that take the most rock chips.',
        features: [
          'Full front bumper',
          'Leading 18 to 24 inches of hood and fenders',
          'Mirror caps',
          'Self-healing, gloss-finish urethane film',
          '10-year manufacturer film warranty',
        ],
      },
      {
        name: 'Full Front',
        priceCents: 189500,
        durationMinutes: 600,
        description: 'Complete front-end coverage with no visible line across the hood.',
        features: [
          'Full hood and full front fenders',
          'Front bumper and mirror caps',
          'Headlights',
          'Edges wrapped wherever the panel allows',
          '10-year manufacturer film warranty',
        ],
        popular: true,
      },
      {
        name: 'Track Pack',
        priceCents: 289500,
        durationMinutes: 900,
        description: 'Full front plus the high-impact areas behind it, for highway commuters and track days.',
        features: [
          'Everything in Full Front',
          'A-pillars and the leading edge of the roof',
          'Rocker panels and rear quarter impact areas',
          'Door cups and door edges',
          'Follow-up inspection at 30 days',
        ],
      },
      {
        name: 'Full Body',
        priceCents: 599500,
        durationMinutes: 2400,
        description: 'Every painted panel wrapped for maximum protection, in gloss or satin.',
        features: [
          'Every painted exterior panel',
          'Gloss or satin film finish',
          'Ceramic coating applied over the film',
          'Multi-day install in your garage',
          '10-year manufacturer film warranty',
        ],
      },
    ],
  },
  {
    slug: 'rv-detailing',
    name: 'RV Detailing',
    category: 'service-packages',
    vehicles: ['rvs'],
    description:
      'Roof-to-tires washing, oxidation removal and wax for motorhomes, fifth wheels and travel trailers, at your home or storage facility.',
    pricingUnit: 'flat',
    image: stockImage(INDUSTRY, 'svc-rv-detailing'),
    tiers: [
      {
        name: 'Exterior Wash',
        priceCents: 34900,
        durationMinutes: 240,
        description: 'A hand wash of the roof, body and windows for motorhomes and trailers up to 30 ft.',
        features: [
          'Roof cleaned and rinsed',
          'Sidewalls, end caps and windows hand-washed',
          'Black streaks removed from below gutters and awnings',
          'Wheels and tires cleaned and dressed',
          'Longer rigs quoted per foot',
        ],
      },
      {
        name: 'Wash, Oxidation Removal & Wax',
        priceCents: 89900,
        durationMinutes: 480,
        description: 'Restores chalky fiberglass and faded decals, then protects with a UV-blocking wax.',
        features: [
          'Everything in the Exterior Wash',
          'Machine polish to remove oxidation',
          'UV-blocking wax on fiberglass and gelcoat',
          'Rubber or TPO roof treated with protectant',
          'Decals and graphics cleaned and protected',
        ],
        popular: true,
      },
      {
        name: 'Full RV Detail',
        priceCents: 139900,
        durationMinutes: 720,
        description: 'Inside and out, ready for the road or for storage.',
        features: [
          'Everything in Wash, Oxidation Removal & Wax',
          'Interior vacuum and hard-surface cleaning',
          'Upholstery and carpet extraction',
          'Kitchen, bath and cabinet fronts wiped down',
          'Windows, blinds and screens cleaned',
        ],
      },
    ],
  },
];

const heroCtas: ServicePageContent['hero']['ctas'] = [{ label: 'Book Now' }, { label: 'Request Quote' }];

const pages = servicePages(INDUSTRY, {
  'auto-detailing': {
    title: 'Auto Detailing',
    shortDescription: 'A complete inside-and-out detail at your home or office, with our own water and power.',
    hero: {
      headline: 'Mobile Auto Detailing That Comes to You',
      subheadline: 'Hand wash, decontamination and a deep interior clean in your driveway, while you work, relax or run errands.',
      ctas: heroCtas,
    },
    whatItIs: {
      description:
        'A true detail goes far beyond a car wash. We hand-wash with pH-neutral foam, pull embedded iron and tar from the paint, clean every wheel barrel and door jamb, and reset the interior with hot-water extraction and steam. Our van carries filtered water, a generator and runoff mats, so the only thing we need from you is the keys.',
      benefits: [
        'No drive, no waiting room: we work wherever the vehicle is parked',
        'Scratch-safe two-bucket hand wash instead of brushes',
        'Carpets and cloth seats extracted, not just vacuumed',
        'Interior plastics protected from UV fading and cracking',
        'Every package priced up front by vehicle size',
      ],
    },
    process: {
      title: 'How a Mobile Detail Works',
      steps: [
        {
          number: 1,
          title: 'Walk-around and setup',
          description: 'We note any scratches, stains or problem areas with you, then set up the water tank, mats and shade if needed.',
          bullets: ['Photos of existing damage', 'Your priorities noted before we start'],
        },
        {
          number: 2,
          title: 'Exterior wash and decontamination',
          description:
            'Wheels and tires first, then a foam pre-soak, hand wash, iron remover and clay bar to leave the paint smooth as glass.',
          bullets: ['pH-neutral foam pre-soak', 'Clay bar on the Full and Showroom packages'],
        },
        {
          number: 3,
          title: 'Interior deep clean',
          description:
            'Air-purge and vacuum, hot-water extraction of fabric, leather cleaning and conditioning, and a detailed wipe of every vent and seam.',
        },
        {
          number: 4,
          title: 'Protection and final inspection',
          description:
            'Sealant on paint, dressing on tires and trim, streak-free glass, and a final walk-around with you before we pack up.',
        },
      ],
    },
    results: {
      bullets: [
        'Paint that feels smooth and looks glossy again',
        'Fresh, odor-free cabin with stains lifted from carpets and seats',
        'Clean door jambs, wheel barrels and glass edges',
        'About three months of sealant protection on Full Details',
      ],
    },
    cta: {
      title: 'Ready for a Car That Feels New Again?',
      description: 'Pick a package and a time; we bring everything else.',
      primary: { label: 'Book a Detail' },
      secondary: { label: 'Get a Custom Quote' },
    },
  },
  'ceramic-coating': {
    title: 'Ceramic Coating',
    shortDescription: 'Multi-year ceramic protection that blocks UV, repels water and keeps your vehicle easy to clean.',
    hero: {
      headline: 'Professional Ceramic Coating, Applied at Your Home',
      subheadline:
        'Years of gloss and protection from sun, bird droppings and hard-water spots, installed in your garage or under our canopy.',
      ctas: heroCtas,
    },
    whatItIs: {
      description:
        'A ceramic coating is a liquid silica-based layer that cures into a hard, transparent shell bonded to your clear coat. Unlike wax, which washes away in weeks, a professional coating lasts years, sheds water and dirt, and resists chemical etching from bird droppings, bug residue and mineral spots. It is not bulletproof: a coating will not stop rock chips, which is where paint protection film comes in.',
      benefits: [
        'Deep, glassy gloss that lasts for years, not weeks',
        'Water and dirt slide off, so washes take half the time',
        'UV protection that slows fading and oxidation',
        'Resistance to bird droppings, bug acids and hard-water etching',
        'Works on paint, wheels, glass and trim',
      ],
      chart: {
        type: 'protection-comparison',
        title: 'How Protection Options Compare',
        description:
          'Wax and sealants are affordable but short-lived. A ceramic coating adds years of chemical and UV protection, and paint protection film is the only option that physically stops rock chips.',
      },
    },
    process: {
      title: 'Our Ceramic Coating Process',
      steps: [
        {
          number: 1,
          title: 'Inspection and paint readings',
          description: 'We measure paint thickness and map swirls and scratches so you know exactly what the coating will lock in.',
        },
        {
          number: 2,
          title: 'Wash and full decontamination',
          description: 'Foam wash, iron remover, tar remover and clay bar strip everything bonded to the paint.',
        },
        {
          number: 3,
          title: 'Paint correction',
          description: 'Machine polishing removes swirls and water spots, because a coating preserves whatever is under it.',
          bullets: ['One-step polish on the Signature package', 'Two-step correction on the Ultimate package'],
        },
        {
          number: 4,
          title: 'Panel prep and coating',
          description:
            'An alcohol-based panel wipe removes polishing oils, then the coating is applied panel by panel and leveled by hand.',
        },
        {
          number: 5,
          title: 'Curing and hand-over',
          description:
            'We check every panel under inspection lights, explain the first-week care rules and book your follow-up inspection.',
        },
      ],
    },
    results: {
      bullets: [
        'A slick, mirror-like finish with tight water beading',
        'Corrected paint sealed under years of protection',
        'Coated wheels that release brake dust with a rinse',
        'A written care guide and maintenance plan',
      ],
    },
    cta: {
      title: 'Protect Your Paint for Years, Not Weeks',
      description: 'Tell us about your vehicle and we will recommend the right coating level.',
      primary: { label: 'Book a Coating' },
      secondary: { label: 'Ask About Coatings' },
    },
  },
  'marine-detailing': {
    title: 'Marine Detailing',
    shortDescription: 'Oxidation removal, wax, ceramic and vinyl care for boats at your home, storage lot or marina.',
    hero: {
      headline: 'Marine Detailing for Lake-Ready Boats',
      subheadline: 'We restore chalky gelcoat, protect vinyl from the sun and keep your boat looking its best all season.',
      ctas: [{ label: 'Book Now' }, { label: 'Request a Boat Quote' }],
    },
    whatItIs: {
      description:
        'Sun, hard lake water and fuel residue are hard on a boat. Gelcoat oxidizes into a chalky film, vinyl cracks and stains, and stainless pits if it is neglected. Our marine detail restores the gelcoat with machine polishing, seals it with marine wax or ceramic, and treats every seat and cover with UV protection. We work on the trailer at your home or storage lot, and at marinas that allow outside contractors.',
      benefits: [
        'Chalky, faded gelcoat polished back to a deep shine',
        'Waterline stains and scum lines removed',
        'Vinyl cleaned and protected against sun cracking',
        'Marine-safe products that are gentle on the water',
        'Pre-season and end-of-season packages available',
      ],
    },
    process: {
      title: 'How We Detail Your Boat',
      steps: [
        {
          number: 1,
          title: 'Condition check',
          description: 'We check oxidation depth with a test spot and look over vinyl, canvas and metal so the quote matches the work.',
        },
        {
          number: 2,
          title: 'Deep wash and stain removal',
          description: 'Hull, deck and non-skid are washed, and waterline scum and tannin stains are lifted with marine-safe cleaners.',
        },
        {
          number: 3,
          title: 'Compound and polish',
          description: 'Machine compounding cuts through oxidation, then a finishing polish restores color and gloss to the gelcoat.',
        },
        {
          number: 4,
          title: 'Protect and hand over',
          description:
            'Marine wax or ceramic on the gelcoat, UV protectant on vinyl, polished stainless, and a final walk-through with you.',
        },
      ],
    },
    results: {
      bullets: [
        'Gelcoat with restored color and a wet-look gloss',
        'Clean, supple vinyl seats without mildew spots',
        'A clean waterline and polished stainless rails',
        'Protection that makes post-trip rinses quick',
      ],
    },
    cta: {
      title: 'Get Your Boat Ready for the Water',
      description: 'Send us the length and a photo and we will quote it the same day.',
      primary: { label: 'Book a Boat Detail' },
      secondary: { label: 'Request a Boat Quote' },
    },
  },
  'paint-correction': {
    title: 'Paint Correction',
    shortDescription: 'Machine polishing that removes swirl marks, scratches and water-spot etching.',
    hero: {
      headline: 'Paint Correction That Brings Back True Gloss',
      subheadline: 'We remove swirls, wash marring and etching by machine polishing, measured and inspected panel by panel.',
      ctas: heroCtas,
    },
    whatItIs: {
      description:
        'Most of the dullness you see on a daily driver isn’t dirt. It’s thousands of fine scratches in the clear coat left by automatic car washes, dry towels and dusty wipe-downs. Paint correction levels the clear coat with machine polishing until those defects are gone, revealing the depth and color the paint had on day one. We measure paint thickness first and only remove as much as needed.',
      benefits: [
        'Swirl marks and spiderwebbing removed, not just filled in',
        'Paint thickness measured to keep your clear coat safe',
        'Sharper reflections and richer color',
        'The best possible base for a ceramic coating',
        'Ideal before selling or after years of car-wash use',
      ],
    },
    process: {
      title: 'Our Correction Process',
      steps: [
        {
          number: 1,
          title: 'Measure and assess',
          description: 'Paint depth readings on every panel and a look under swirl-finder lights to plan the right level of correction.',
        },
        {
          number: 2,
          title: 'Wash, decontaminate and mask',
          description: 'The paint is stripped of iron, tar and old wax, and rubber trim, badges and edges are taped off.',
        },
        {
          number: 3,
          title: 'Test spot',
          description:
            'We dial in the pad and polish combination on a small area so each panel gets the least aggressive method that works.',
        },
        {
          number: 4,
          title: 'Compound and refine',
          description: 'Cutting stages remove the defects, then finishing polish restores clarity and gloss.',
        },
        {
          number: 5,
          title: 'Inspect and protect',
          description: 'Every panel is wiped down and inspected, then sealed with a sealant or ceramic coating.',
        },
      ],
    },
    results: {
      bullets: [
        'Up to 90 percent of visible swirls removed with a two-step correction',
        'Deeper color and crisp, mirror-like reflections',
        'Paint readings and photos documenting the work',
        'A protected finish, ready for a coating or PPF',
      ],
    },
    cta: {
      title: 'See What Your Paint Really Looks Like',
      description: 'We will inspect your vehicle and recommend the right correction level before any polishing starts.',
      primary: { label: 'Book a Correction' },
      secondary: { label: 'Request an Inspection' },
    },
  },
  ppf: {
    title: 'Paint Protection Film',
    shortDescription: 'Clear, self-healing film that stops rock chips and scratches before they reach your paint.',
    hero: {
      headline: 'Paint Protection Film Installed in Your Garage',
      subheadline: 'Invisible, self-healing urethane film that takes the rock chips and road rash so your factory paint doesn’t have to.',
      ctas: heroCtas,
    },
    whatItIs: {
      description:
        'Paint protection film (PPF, sometimes called clear bra) is a thick, optically clear urethane film applied to the painted panels that take the most abuse. It physically absorbs impacts from gravel and road debris, and its top layer heals light scratches with heat from the sun or warm water. We use precision pre-cut patterns and wrap edges wherever the panel allows, so the film is practically invisible.',
      benefits: [
        'Stops rock chips and road rash on the front end',
        'Self-healing top coat makes light scratches disappear',
        'Virtually invisible, with wrapped edges where possible',
        'Preserves factory paint and resale value',
        'Can be ceramic-coated for easy washing',
      ],
      chart: {
        type: 'protection-comparison',
        title: 'How Protection Options Compare',
        description:
          'Only film gives real rock-chip resistance. Many owners pair PPF on the front end with a ceramic coating on the rest of the vehicle.',
      },
    },
    process: {
      title: 'How We Install PPF',
      steps: [
        {
          number: 1,
          title: 'Choose coverage',
          description:
            'We look at how you drive and where chips appear, then recommend partial front, full front, track pack or full body.',
        },
        {
          number: 2,
          title: 'Decontaminate and polish',
          description:
            'Film locks in whatever is underneath, so the paint is clayed and polished to remove swirls before any film goes on.',
        },
        {
          number: 3,
          title: 'Precision install',
          description:
            'Computer-cut film is positioned with slip solution, squeegeed out and wrapped around edges, in a clean garage out of the wind.',
        },
        {
          number: 4,
          title: 'Post-heat and inspection',
          description: 'Edges are heated and sealed, every panel is checked for lift or debris, and we explain the curing period.',
        },
      ],
    },
    results: {
      bullets: [
        'A front end that shrugs off highway rock chips',
        'Film that is nearly invisible once cured',
        'Swirl-free paint sealed underneath',
        '10-year manufacturer warranty against yellowing and peeling',
      ],
    },
    cta: {
      title: 'Stop Rock Chips Before They Happen',
      description: 'Tell us your vehicle and coverage and we will send a quote within one business day.',
      primary: { label: 'Book PPF Installation' },
      secondary: { label: 'Get a PPF Quote' },
    },
  },
  'rv-detailing': {
    title: 'RV Detailing',
    shortDescription: 'Roof, body and interior detailing for motorhomes, fifth wheels and travel trailers.',
    hero: {
      headline: 'RV Detailing at Your Home or Storage Lot',
      subheadline: 'We wash, de-oxidize and wax motorhomes and trailers of every size, roof to tires, without you moving the rig.',
      ctas: [{ label: 'Book Now' }, { label: 'Request an RV Quote' }],
    },
    whatItIs: {
      description:
        'An RV spends months in the sun, and its fiberglass, decals and roof show it: chalky sidewalls, black streaks under every gutter and a roof membrane that dries out. Our RV detail is done on ladders and scaffold at your home or storage facility. We clean the roof first, restore the fiberglass with machine polishing, and protect it with a UV-blocking wax so the next season starts clean.',
      benefits: [
        'No need to drive the rig to a wash bay',
        'Roof cleaned and treated to extend membrane life',
        'Oxidation and black streaks removed from the body',
        'Decals protected against fading and cracking',
        'Interior refresh before a trip or after storage',
      ],
    },
    process: {
      title: 'Our RV Detailing Process',
      steps: [
        {
          number: 1,
          title: 'Measure and inspect',
          description: 'We measure the rig, check the roof material (rubber, TPO or fiberglass) and note seals and decals that need care.',
        },
        {
          number: 2,
          title: 'Roof first',
          description: 'The roof is cleaned and rinsed before the body, so nothing runs down onto freshly washed sidewalls.',
        },
        {
          number: 3,
          title: 'Body wash and oxidation removal',
          description:
            'Sidewalls, end caps, awnings and wheels are washed, black streaks removed and oxidized fiberglass machine-polished.',
        },
        {
          number: 4,
          title: 'Protect and finish',
          description: 'UV-blocking wax on the body, roof protectant, dressed tires and, on the Full package, a complete interior clean.',
        },
      ],
    },
    results: {
      bullets: [
        'Bright, glossy fiberglass without chalky residue',
        'A clean, treated roof and streak-free sidewalls',
        'Protected decals and graphics',
        'A fresh interior ready for the next trip',
      ],
    },
    cta: {
      title: 'Get Your RV Road-Ready',
      description: 'Tell us the length and type of your rig for a same-day quote.',
      primary: { label: 'Book an RV Detail' },
      secondary: { label: 'Request an RV Quote' },
    },
  },
});

/**
 * Cars, SUVs and trucks come in sizes (spec 1 §3): a large or extra-large vehicle takes longer and
 * costs more, here 15% and 30%, rounded to $10. Boats and RVs are priced by their own tiers.
 */
function pricedBySize(service: CatalogService): CatalogService {
  if (!service.vehicles?.includes('cars')) return service;
  const bySize = (cents: number, factor: number) => Math.round((cents * factor) / 1000) * 1000;
  return {
    ...service,
    tiers: service.tiers.map((t) => ({ ...t, sizePricesCents: { l: bySize(t.priceCents, 1.15), xl: bySize(t.priceCents, 1.3) } })),
  };
}

/** Extras booked with a detail: each with its own price and time on site. */
const ADDONS: CatalogAddon[] = [
  {
    slug: 'pet-hair-removal',
    name: 'Pet Hair Removal',
    description: 'Embedded fur worked out of carpets, mats and cloth seats with rubber brushes and a high-suction vacuum.',
    priceCents: 4900,
    durationMinutes: 45,
    vehicles: ['cars', 'suv', 'trucks', 'rvs'],
  },
  {
    slug: 'engine-bay-detail',
    name: 'Engine Bay Detail',
    description: 'Degreased, rinsed with low pressure, dried with air and dressed with a non-greasy protectant.',
    priceCents: 5900,
    durationMinutes: 45,
    vehicles: ['cars', 'suv', 'trucks', 'motorcycles', 'offroad'],
  },
  {
    slug: 'headlight-restoration',
    name: 'Headlight Restoration',
    description: 'Yellowed, hazy lenses wet-sanded, polished clear and sealed with a UV-blocking coat.',
    priceCents: 7900,
    durationMinutes: 60,
    vehicles: ['cars', 'suv', 'trucks', 'rvs', 'motorcycles'],
  },
  {
    slug: 'odor-elimination',
    name: 'Odor Elimination',
    description: 'Smoke, pet and mildew odors broken down at the source with an enzyme treatment and an ozone cycle.',
    priceCents: 8900,
    durationMinutes: 90,
    vehicles: ['cars', 'suv', 'trucks', 'rvs', 'boats'],
  },
  {
    slug: 'clay-bar-sealant',
    name: 'Clay Bar & Sealant',
    description: 'Bonded contamination lifted with a clay bar, then a polymer sealant that keeps the paint slick for months.',
    priceCents: 6900,
    durationMinutes: 60,
  },
];

const content: IndustryContent = {
  industry: INDUSTRY,
  title: 'Mobile Detailing',
  subjectNoun: 'vehicle',
  logoSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" aria-hidden="true"><path fill="currentColor" fill-rule="evenodd" d="M12.4 13.6A4 4 0 0 1 16.1 11h15.8a4 4 0 0 1 3.7 2.6L38.4 21H40a4 4 0 0 1 4 4v7a2 2 0 0 1-2 2h-2.1a6 6 0 0 0-11.8 0h-8.2a6 6 0 0 0-11.8 0H6a2 2 0 0 1-2-2v-7a4 4 0 0 1 4-4h1.6zM16.5 15l-2.3 6H22v-6zm9.5 0v6h7.8l-2.3-6z"/><circle fill="currentColor" cx="14" cy="35" r="4.5"/><circle fill="currentColor" cx="34" cy="35" r="4.5"/><path fill="currentColor" d="M40 3l1.2 2.8L44 7l-2.8 1.2L40 11l-1.2-2.8L36 7l2.8-1.2z"/></svg>',
  theme: { primary: '#1D4ED8', primaryDark: '#1E3A8A', accent: '#F59E0B', surface: '#F8FAFC' },
  defaults: {
    heroTitle: 'Showroom Shine, Delivered to Your Driveway',
    heroSubtitle:
      'Mobile detailing, ceramic coatings and paint protection film for cars, trucks, boats and RVs. We bring our own water and power and work wherever you park.',
    servicesTitle: SERVICES_SECTION_TITLE,
    servicesSubtitle:
      'From a maintenance detail to a multi-year ceramic coating, every package is done by hand at your home, office or storage lot.',
    reviewsTitle: 'What Our Customers Say',
    reviewsSubtitle: 'Reviews from drivers, boat owners and RV travelers we have detailed.',
    faqTitle: 'Frequently Asked Questions',
    faqSubtitle: 'Scheduling, pricing, prep and how to care for your finish afterward.',
  },
  heroImages: heroImages(INDUSTRY),
  services: services.map(pricedBySize),
  addons: ADDONS,
  servicePages: pages,
  serviceSlugAliases: { 'paint-protection-film': 'ppf', 'ppf-installation': 'ppf' },
  faqs: [
    {
      category: 'General',
      question: 'What does mobile detailing mean?',
      answer:
        'We come to you. Our van carries filtered water, a generator, pressure washer, extractor and every product we need, so we can detail your vehicle at home, at work or in a storage lot without you driving anywhere.',
    },
    {
      category: 'General',
      question: 'Are you licensed and insured?',
      answer:
        'Yes. We are a licensed business with general liability and garage-keepers insurance, and we can send a certificate of insurance to your HOA or property manager on request.',
    },
    {
      category: 'General',
      question: 'Do I need to be home during the detail?',
      answer:
        'No. Many customers leave the vehicle unlocked or hand us the keys and go about their day. We send photos and a text when we finish.',
    },
    {
      category: 'Services',
      question: 'What’s the difference between a detail and a car wash?',
      answer:
        'A car wash cleans the surface. A detail restores it: we decontaminate the paint, clean wheel barrels and door jambs, extract carpets and seats, condition leather and protect every surface. Expect two to six hours instead of twenty minutes.',
    },
    {
      category: 'Services',
      question: 'Should I choose ceramic coating or paint protection film?',
      answer:
        'They do different jobs. A ceramic coating adds gloss, UV protection and easy washing for years, but it will not stop rock chips. PPF is a physical film that absorbs chips and scratches. Many owners put PPF on the front end and ceramic coating on everything else.',
    },
    {
      category: 'Services',
      question: 'Do you detail trucks, SUVs and work vans?',
      answer:
        'Yes. Our packages are priced for sedans and small SUVs; full-size trucks, three-row SUVs and vans are a little more because they take longer. The quote tells you the exact price before we start.',
    },
    {
      category: 'Scheduling',
      question: 'How far ahead should I book?',
      answer:
        'Express and full details can usually be booked within the week. Ceramic coatings, paint correction and PPF take a full day or more, so book one to two weeks ahead.',
    },
    {
      category: 'Scheduling',
      question: 'What happens if it rains or is very hot?',
      answer:
        'Interior work goes ahead in almost any weather. For exterior work we use a canopy or your garage; if conditions make a good result impossible, we reschedule at no charge.',
    },
    {
      category: 'Pricing',
      question: 'How is pricing determined?',
      answer:
        'By the package and the size and condition of the vehicle. Heavy pet hair, sand, mold or severe oxidation may add time, and we always tell you before doing any extra work.',
    },
    {
      category: 'Pricing',
      question: 'Do you offer maintenance plans?',
      answer:
        'Yes. Customers who book a maintenance wash every two to four weeks get a lower rate per visit, and ceramic-coated vehicles get a discounted maintenance wash that keeps the coating at its best.',
    },
    {
      category: 'Preparation',
      question: 'How should I prepare my vehicle?',
      answer:
        'Remove personal items, car seats and valuables from the cabin and trunk, and make sure we can open all doors. Everything else, including water and power, we bring.',
    },
    {
      category: 'Preparation',
      question: 'Do you need a garage for ceramic coating or PPF?',
      answer:
        'For PPF, yes: film has to go on in a clean, enclosed space out of the wind. Ceramic coatings need shade and a paint temperature under about 90°F, so a garage or carport is best, though our canopy works on milder days.',
    },
    {
      category: 'Locations',
      question: 'What areas do you service?',
      answer:
        'We serve our home city and the surrounding communities listed on this page. Open the service-area list to see every city we cover; if yours is not on it, call us, because we often make exceptions for coatings and RVs.',
    },
    {
      category: 'Locations',
      question: 'Can you detail my car at my workplace?',
      answer:
        'Yes, as long as the property allows it and we have room to open all doors. Office lots and parking garages are some of our most common locations.',
    },
    {
      category: 'Payments',
      question: 'What payment methods do you accept?',
      answer:
        'All major credit and debit cards, Apple Pay, Google Pay and Zelle. Payment is collected when the work is done and you are happy with it.',
    },
    {
      category: 'Payments',
      question: 'Do you require a deposit?',
      answer:
        'Only for ceramic coatings, paint correction, PPF and RV details, where we reserve a full day. The deposit is applied to your final invoice.',
    },
    {
      category: 'Warranty',
      question: 'Is ceramic coating covered by a warranty?',
      answer:
        'Yes. Each coating level carries a warranty matching its rated life, as long as the vehicle is washed properly and inspected as scheduled. We give you the paperwork at hand-over.',
    },
    {
      category: 'Warranty',
      question: 'What if I am not satisfied with the detail?',
      answer:
        'Tell us within 48 hours and we will come back and fix it free of charge. Most concerns are sorted out during the final walk-around before we leave.',
    },
    {
      category: 'Aftercare',
      question: 'How soon can I wash my car after a ceramic coating?',
      answer:
        'Wait seven days before the first wash and avoid rain and sprinklers for the first 24 to 48 hours if you can. After that, a pH-neutral shampoo and a soft mitt are all it needs.',
    },
    {
      category: 'Aftercare',
      question: 'Can I take a coated car through an automatic car wash?',
      answer:
        'We advise against it. Brush washes put swirls back into the paint, and harsh touchless chemicals shorten the life of the coating. A hand wash or our maintenance plan keeps it looking its best.',
    },
    {
      category: 'RV',
      question: 'What size RVs do you detail?',
      answer:
        'Everything from teardrop trailers and camper vans to 45 ft Class A motorhomes and fifth wheels. Prices are listed for rigs up to 30 ft; longer rigs are quoted per foot.',
    },
    {
      category: 'RV',
      question: 'Can you detail my RV at a storage facility?',
      answer:
        'Yes, most storage lots allow it. We bring our own water and power; just let us know the gate procedure and make sure there is room to set up a ladder on both sides.',
    },
  ],
  gallery: gallery(INDUSTRY, [
    {
      title: 'Full Detail on a Red Sedan',
      caption: 'Hand wash, clay bar and sealant brought the color back.',
      tags: ['auto-detailing', 'car'],
    },
    {
      title: 'Ceramic Coating on a Black SUV',
      caption: 'Our five-year Signature coating over a one-step polish.',
      tags: ['ceramic-coating', 'suv'],
    },
    {
      title: 'Paint Correction on a Blue Coupe',
      caption: 'A two-step correction removed years of car-wash swirls.',
      tags: ['paint-correction', 'car'],
    },
    { title: 'Driveway Detail', caption: 'A white SUV finished on site, with our own water and power.', tags: ['auto-detailing', 'suv'] },
    { title: 'Marina Boat Detail', caption: 'Oxidation removed and gelcoat waxed, right at the slip.', tags: ['marine-detailing', 'boat'] },
    { title: 'Motorhome Wash & Wax', caption: 'Roof to tires, ready for the next trip.', tags: ['rv-detailing', 'rv'] },
    { title: 'Showroom Detail', caption: 'A silver sedan prepped for sale with our Showroom package.', tags: ['auto-detailing', 'car'] },
    {
      title: 'Sealed and Shining',
      caption: 'Spray sealant keeps the gloss for months after a Full Detail.',
      tags: ['auto-detailing', 'car'],
    },
    { title: 'Full Front PPF', caption: 'Self-healing film on the hood, fenders, bumper and mirrors.', tags: ['ppf', 'car'] },
    { title: 'Ready for a Night Out', caption: 'Glass, wheels and paint finished to a deep gloss.', tags: ['auto-detailing', 'car'] },
  ]),
  cityPage: cityPageBuilder({
    defaultServiceNames: services.map((s) => s.name),
    headlines: [
      (c) => `Mobile Detailing in ${c.city}, ${c.state}`,
      (c) => `${c.city} Mobile Detailing That Comes to You`,
      (c) => `Professional Auto Detailing in ${c.city}, ${c.stateName}`,
      (c) => `Ceramic Coating & Detailing in ${c.city}`,
    ],
    intros: [
      (c) =>
        `${c.businessName} brings professional detailing to driveways, offices and storage lots across ${c.city}. ${
          c.isPrimary ? `${c.city} is our home base, so we are here most days of the week.` : `${c.city} is a regular stop on our route.`
        } Book online, tell us where the vehicle is parked, and we arrive with our own water, power and products.`,
      (c) =>
        `Looking for a detailer in ${c.city}, ${c.stateName}? ${c.businessName} handles everything from maintenance details to multi-year ceramic coatings and paint protection film, all done on site so you never have to sit in a waiting room.`,
      (c) =>
        `${c.isPrimary ? 'Drivers all over our home city of' : 'Drivers in'} ${c.city} count on ${c.businessName} for ${c.services(3)}. We work at your home or office, bring everything with us, and leave nothing behind but a clean vehicle.`,
    ],
    conditionLeads: [
      (c) => `Detailing in ${c.city} has its own challenges.`,
      (c) => `Every climate wears on a vehicle differently, and ${c.city} is no exception.`,
      (c) => `What we see on vehicles around ${c.city} follows the local weather.`,
      (c) => `${c.stateName} conditions shape how we detail in ${c.city}.`,
    ],
    regions: {
      desert: {
        conditions:
          'Months of triple-digit heat and intense UV fade clear coat, dry out rubber trim and crack dashboards, while fine dust settles into every seam. Any water left to dry on a hot panel bakes into a spot within minutes.',
        advice:
          'We work in the shade or early in the morning, rinse and dry with filtered water so nothing spots, and lean on ceramic coatings and UV-blocking interior protectants that hold up to the heat.',
        faq: {
          q: (c) => `Can you detail in ${c.city}’s summer heat?`,
          a: 'Yes. In the hottest months we start as early as 6 a.m., work under a pop-up canopy and keep panels cool so products never flash on hot paint. Coatings are applied in a garage or carport whenever the paint is too hot to touch.',
        },
      },
      california: {
        conditions:
          'Strong sun, long dry spells and salty coastal air are hard on paint, and water-use rules limit how a car can be washed. Wildfire seasons can leave a film of ash that scratches if it is wiped off dry.',
        advice:
          'Our rinseless methods use a few gallons per vehicle, runoff mats keep water out of the storm drain, and ash is lifted with a pre-soak rather than rubbed into the clear coat.',
        faq: {
          q: (c) => `Is mobile detailing allowed under ${c.stateName} water restrictions?`,
          a: 'Yes. We bring our own water, use rinseless wash methods that need only a few gallons, and capture runoff so nothing reaches the storm drain. That keeps us within local drought rules.',
        },
      },
      northwest: {
        conditions:
          'Months of drizzle keep vehicles damp, so road film, moss along window seals and sap from firs and pines build up fast. Mildew can take hold in carpets when wet boots and jackets sit in the cabin all winter.',
        advice:
          'We bring a canopy for rainy-day appointments, extract and dry carpets thoroughly, and favor hydrophobic coatings that make rain bead and carry grime away.',
        faq: {
          q: 'Do you still come out when it rains?',
          a: 'Interior work goes ahead rain or shine. For exterior work and coatings we use a canopy or your garage, and if it is pouring with no cover available we reschedule at no charge.',
        },
      },
      mountain: {
        conditions:
          'High altitude means stronger UV, and winter roads are treated with magnesium chloride and sand that cling to lower panels, wheels and undercarriages. Gravel and chip-sealed roads put rock chips in front ends quickly.',
        advice:
          'We pay extra attention to lower panels, wheel wells and jambs, and often recommend paint protection film on the front end plus a coating that makes de-icer residue easier to wash off.',
        faq: {
          q: (c) => `Do you detail in ${c.city} during the winter?`,
          a: 'Yes, when temperatures allow. Coatings need the paint above about 50°F, so in cold months we work in a heated garage or around warm afternoons. Interior details run all year.',
        },
      },
      plains: {
        conditions:
          'Long, hot summers and steady wind push dust, pollen and bugs onto every surface, and spring storm season brings hail and heavy rain. Love bugs and grasshoppers bake onto bumpers and mirrors if they sit.',
        advice:
          'We dissolve bug residue with a dedicated pre-soak instead of scrubbing, and a ceramic coating keeps that cleanup quick between visits.',
        faq: {
          q: 'Can you help after a hailstorm or dust storm?',
          a: 'We can wash and decontaminate the vehicle and document the paint before it goes to a paintless dent repair shop or your adjuster. We do not repair dents ourselves, but we are happy to recommend shops.',
        },
      },
      southeast: {
        conditions:
          'Heavy spring pollen coats vehicles in yellow dust, summer humidity encourages mildew inside, and pine sap, tree droppings and love bugs etch clear coat quickly in the heat.',
        advice:
          'We lift pollen with pH-neutral foam instead of wiping it, steam and extract interiors to kill musty odors, and suggest a coating before pollen season so a rinse is enough most weeks.',
        faq: {
          q: 'Is pollen bad for my paint?',
          a: 'Pollen is gritty and mildly acidic. Wiping it off dry causes swirls, and letting it soak in rain and sun can leave stains. A foam pre-wash and a sealant or ceramic coating keep it from bonding.',
        },
      },
      'upper-south': {
        conditions:
          'Four real seasons put a vehicle through everything: spring pollen and storms, humid summers, leaf and sap stains in the fall, and brine and road salt in winter.',
        advice:
          'We schedule sealants and undercarriage rinses ahead of winter, and spring details that strip salt and pollen before they cause corrosion or stains.',
        faq: {
          q: 'Should I get a detail before or after winter?',
          a: 'Both if you can. A sealant or coating in the fall keeps brine from bonding, and a spring detail removes salt from wheels, jambs and carpets before it causes rust or permanent stains.',
        },
      },
      midwest: {
        conditions:
          'Road salt and brine are the big enemies here, along with sticky tree sap in summer and bug season on rural highways. Salt-stained carpets and floor mats are a winter staple.',
        advice:
          'We remove salt from carpets with a neutralizer and hot-water extraction, clean wheel barrels and jambs, and recommend protection that makes winter washes easier.',
        faq: {
          q: 'Can you remove salt stains from my carpets?',
          a: 'Yes. White salt rings come out with a dedicated neutralizer and hot-water extraction. Older stains may need two passes, and we will tell you honestly if a stain is permanent.',
        },
      },
      north: {
        conditions:
          'Long winters mean months of road salt, sand and slush and a short detailing season. Salt works into wheel barrels, brake dust bakes onto hot wheels, and cabins take a beating from wet boots.',
        advice:
          'Spring and fall are our busiest weeks: a spring salt removal and a fall protection package bracket the snow season, with heated-garage appointments in between.',
        faq: {
          q: 'When is the best time to book a coating in a cold climate?',
          a: 'Late spring through early fall, when overnight temperatures stay above about 50°F. If you have a heated garage, we can coat any time of year.',
        },
      },
      northeast: {
        conditions:
          'Street parking, tight driveways and winter salt are everyday realities, along with sap and bird droppings from street trees. Near the coast, salt air speeds up corrosion on wheels and trim.',
        advice:
          'Our compact setup fits in a single parking space, we carry our own water and power, and we plan around street-cleaning and alternate-side parking rules.',
        faq: {
          q: 'Can you detail a car that is parked on the street?',
          a: 'Usually, yes. We need a legal spot with room to open the doors, and nothing we use runs into the storm drain. Some buildings prefer that we work on a garage level instead.',
        },
      },
      tropical: {
        conditions:
          'Year-round sun, salt air and afternoon downpours are hard on paint and trim, and bug splatter and bird droppings turn acidic fast in the heat. Humidity keeps interiors damp and musty.',
        advice:
          'We rinse salt off thoroughly, neutralize bug and bird residue before it etches, and recommend a ceramic coating plus UV protectant on interior plastics.',
        faq: {
          q: 'How often should a car near the coast be detailed?',
          a: 'A maintenance wash every two to four weeks if you park outdoors near the water, with a full detail or coating top-up every few months. Salt left on paint and wheels speeds up corrosion.',
        },
      },
    },
    states: {
      AZ: 'Arizona tap water is some of the hardest in the country, and a monsoon dust storm between July and September can coat a freshly washed car in an afternoon.',
      NV: 'Southern Nevada’s water comes largely from Lake Mead and is very hard, and spring winds drive sand and grit hard enough to pit windshields and front ends.',
      NM: 'New Mexico’s high elevation makes the UV even stronger, and spring winds carry grit that sandblasts bumpers and mirrors.',
      CO: 'Colorado road crews rely on magnesium chloride, which clings to paint and wheels long after the snow is gone.',
      FL: 'Love bug season each spring and late summer leaves acidic residue that can etch clear coat within days.',
      UT: 'Salt Lake area water is hard, and winter inversions leave a gritty film on vehicles parked outside.',
    },
    practical: [
      (c) =>
        `Many ${c.city} neighborhoods have HOA rules about washing cars in driveways. Our setup is self-contained, with our own water tank, generator and runoff mat, so nothing runs into the gutter and most HOAs have no objection. If yours wants notice or a certificate of insurance, we will send it.`,
      (c) =>
        `Apartment lots, office garages and gated communities in ${c.city} are all fine. We need about three feet of clearance around the vehicle and the property’s permission where it is required; for ceramic coatings or PPF we also need a covered spot out of direct sun.`,
      (c) =>
        `You do not need to leave out a hose or an extension cord for us in ${c.city}. The van carries filtered water and a quiet generator, so we can work in your driveway, at your office or in a storage lot while you get on with your day.`,
    ],
    coverage: (c) =>
      c.isPrimary
        ? `${c.businessName} is based in ${c.city}, so same-week appointments are the norm here.${
            c.nearbyCities.length > 0 ? ` From ${c.city} we also cover ${c.near(4)}.` : ''
          } The services locals book most are ${c.services(3)}.`
        : `${c.city} is part of our regular route${c.nearbyCities.length > 0 ? `, together with ${c.near(3)}` : ''}. We group appointments by area, so booking a few days ahead helps us hold the time that suits you. Popular services here include ${c.services(3)}.`,
    serveAnswer: (c) =>
      c.isPrimary
        ? `Yes. ${c.city} is our home base, and we detail vehicles all over town at homes, offices and storage lots.`
        : `Yes. ${c.businessName} serves ${c.city}, ${c.stateName}${c.nearbyCities.length > 0 ? `, along with ${c.near(2)}` : ''}. We come to your home, workplace or storage lot.`,
    faqs: (c) => [
      {
        q: c.pick([`Is there a travel fee for ${c.city}?`, `Do you charge extra to come to ${c.city}?`], 'travel'),
        a: c.isPrimary
          ? `No. ${c.city} is our home base, so there is no trip charge anywhere in town.`
          : `Not for addresses inside our regular service area. Locations on the far edge of ${c.city}, marinas or remote storage lots may carry a small trip charge, and we always quote it before you book.`,
      },
      {
        q: `How far ahead should I book in ${c.city}?`,
        a: c.isPrimary
          ? 'Maintenance and full details are usually available within two or three days. Ceramic coatings, correction and PPF need a full day, so book one to two weeks ahead.'
          : `We are in ${c.city} on set days each week, so three to five days ahead is ideal for a detail. Coatings, correction and PPF should be booked about two weeks ahead.`,
      },
      c.pick(
        [
          {
            q: `Do I need to provide water or power in ${c.city}?`,
            a: 'No. We bring filtered water, a generator and all our equipment. We only need access to the vehicle and room to open every door, plus a garage or covered space for coatings and PPF.',
          },
          {
            q: `What do you need from me for a detail in ${c.city}?`,
            a: 'Just access to the vehicle and enough room to open every door. We bring filtered water, a generator and all our equipment. For coatings and PPF we need a garage or covered space.',
          },
        ],
        'access',
      ),
    ],
  }),
  demo: {
    slug: 'prestige-mobile-detailing',
    businessName: 'Prestige Mobile Detailing',
    legalName: 'Prestige Mobile Detailing LLC',
    ownerFirstName: 'Marcus',
    ownerLastName: 'Delgado',
    businessPhone: '4805550142',
    businessEmail: 'hello@prestigemobiledetailing.example',
    street: '8120 E Raintree Dr, Suite 104',
    businessStartDate: '2017-04-03',
    social: {
      facebook: 'https://www.facebook.com/prestigemobiledetailingaz',
      instagram: 'https://www.instagram.com/prestigemobiledetailing',
      tiktok: 'https://www.tiktok.com/@prestigedetailaz',
      youtube: 'https://www.youtube.com/@prestigemobiledetailing',
      gbp: 'https://www.google.com/maps/place/Prestige+Mobile+Detailing/@33.6213,-111.8934,15z',
    },
    serviceRadiusMiles: 35,
    serviceAreas: [
      { city: 'Scottsdale', state: 'AZ', zip: '85251', lat: 33.4942, lng: -111.9261, primary: true },
      { city: 'Phoenix', state: 'AZ', zip: '85004', lat: 33.4484, lng: -112.074 },
      { city: 'Tempe', state: 'AZ', zip: '85281', lat: 33.4255, lng: -111.94 },
      { city: 'Mesa', state: 'AZ', zip: '85201', lat: 33.4152, lng: -111.8315 },
      { city: 'Chandler', state: 'AZ', zip: '85225', lat: 33.3062, lng: -111.8413 },
      { city: 'Gilbert', state: 'AZ', zip: '85233', lat: 33.3528, lng: -111.789 },
      { city: 'Paradise Valley', state: 'AZ', zip: '85253', lat: 33.531, lng: -111.9426 },
      { city: 'Fountain Hills', state: 'AZ', zip: '85268', lat: 33.6117, lng: -111.7174 },
      { city: 'Cave Creek', state: 'AZ', zip: '85331', lat: 33.8333, lng: -111.9507 },
      { city: 'Glendale', state: 'AZ', zip: '85301', lat: 33.5387, lng: -112.186 },
      { city: 'Peoria', state: 'AZ', zip: '85345', lat: 33.5806, lng: -112.2374 },
      { city: 'Queen Creek', state: 'AZ', zip: '85142', lat: 33.2487, lng: -111.6343 },
      { city: 'Goodyear', state: 'AZ', zip: '85338', lat: 33.4353, lng: -112.3582 },
      { city: 'Surprise', state: 'AZ', zip: '85374', lat: 33.6292, lng: -112.368 },
      { city: 'Apache Junction', state: 'AZ', zip: '85120', lat: 33.415, lng: -111.5496 },
      { city: 'Carefree', state: 'AZ', zip: '85377', lat: 33.8222, lng: -111.9182 },
    ],
    reviews: [
      {
        customerName: 'Jason Whitaker',
        rating: 5,
        title: 'Black truck finally looks black',
        comment:
          'Had the 5-year ceramic package done on my black F-150. Marcus spent most of the day polishing out years of car-wash swirls before coating it, and the gloss is unreal. Monsoon dust now rinses right off.',
        source: 'google',
        reviewerUrl: 'https://www.google.com/maps/contrib/104857395120394857213',
        avatar: 'avatar-07',
        reviewer: 'man',
        serviceCategory: 'Ceramic Coating',
        daysAgo: 12,
      },
      {
        customerName: 'Priya Raman',
        rating: 5,
        comment:
          'They detailed my car in the parking garage at my office while I was in meetings. Coffee stains in the passenger seat are completely gone.',
        source: 'website',
        serviceCategory: 'Auto Detailing',
        daysAgo: 37,
      },
      {
        customerName: 'Dale Hutchins',
        rating: 5,
        title: 'Our fifth wheel looks new',
        comment:
          'Our 38 ft fifth wheel had chalky sidewalls and black streaks everywhere after two summers at the storage lot in Mesa. Two guys showed up with ladders, worked all day, and the fiberglass shines again. They even treated the rubber roof.',
        source: 'facebook',
        reviewerUrl: 'https://www.facebook.com/dale.hutchins.az',
        avatar: 'avatar-02',
        reviewer: 'man',
        serviceCategory: 'RV Detailing',
        daysAgo: 64,
      },
      {
        customerName: 'Melissa Crane',
        rating: 4,
        comment:
          'Great full detail on our minivan, and three kids’ worth of crumbs and juice stains are history. They ran about 30 minutes late because of a previous job, but they texted ahead and the result was worth it.',
        source: 'yelp',
        reviewerUrl: 'https://www.yelp.com/user_details?userid=Qm7rT2xVb9KpLw4NcZ1aHg',
        serviceCategory: 'Auto Detailing',
        daysAgo: 103,
      },
      {
        customerName: 'Tyler Brandt',
        rating: 5,
        title: 'Full front PPF on my Model Y',
        comment:
          'Clean install in my garage with wrapped edges, and you honestly cannot tell the film is there. Drove I-10 to Tucson the next week and the front end came back without a single chip.',
        source: 'google',
        reviewerUrl: 'https://www.google.com/maps/contrib/117204958372610493851',
        serviceCategory: 'Paint Protection Film',
        daysAgo: 141,
      },
      {
        customerName: 'Rosa Jimenez',
        rating: 5,
        comment: 'Fast, friendly and careful with my leather seats. Booking online took two minutes.',
        source: 'google',
        reviewerUrl: 'https://www.google.com/maps/contrib/109384756102938475610',
        avatar: 'avatar-03',
        reviewer: 'woman',
        serviceCategory: 'Auto Detailing',
        daysAgo: 188,
      },
      {
        customerName: 'Kevin O’Rourke',
        rating: 5,
        title: 'Boat ready for Lake Pleasant',
        comment:
          'Our 22 ft Malibu had a chalky hull and a brown waterline from last season. After the oxidation removal and wax it looks like it just left the dealer, and the vinyl seats feel soft again instead of sticky.',
        source: 'yelp',
        reviewerUrl: 'https://www.yelp.com/user_details?userid=Hk3pWq8ZsN2vYd6RtE5mJA',
        serviceCategory: 'Marine Detailing',
        daysAgo: 236,
      },
      {
        customerName: 'Angela Foster',
        rating: 5,
        comment:
          'I sell cars on the side and use Prestige before every listing. The two-step correction on a silver Lexus took out nearly every swirl, and the car sold in four days.',
        source: 'website',
        avatar: 'avatar-06',
        reviewer: 'woman',
        serviceCategory: 'Paint Correction',
        daysAgo: 279,
      },
      {
        customerName: 'Brandon Lee',
        rating: 4,
        comment:
          'Really good work on my Jeep after a weekend of off-roading near Bartlett Lake. One floor mat still had a little mud in the grooves, which they cleaned when I pointed it out.',
        source: 'facebook',
        reviewerUrl: 'https://www.facebook.com/brandon.lee.4471',
        serviceCategory: 'Auto Detailing',
        daysAgo: 322,
      },
      {
        customerName: 'Samantha Ortiz',
        rating: 5,
        title: 'Worth every penny in Chandler',
        comment:
          'The East Valley crew coated my white Audi and sealed the wheels. Hard-water spots from the sprinklers used to drive me crazy, and now they just wipe off. Very professional and tidy.',
        source: 'google',
        reviewerUrl: 'https://www.google.com/maps/contrib/112093847561029384756',
        serviceCategory: 'Ceramic Coating',
        daysAgo: 371,
      },
      {
        customerName: 'Greg Mathis',
        rating: 5,
        comment: 'Third year on their maintenance plan. Same detailer every visit, always on time, always thorough.',
        source: 'yelp',
        reviewerUrl: 'https://www.yelp.com/user_details?userid=Zt6nLq1XcV8bMp3KdR7wFs',
        avatar: 'avatar-05',
        reviewer: 'man',
        serviceCategory: 'Auto Detailing',
        daysAgo: 448,
      },
      {
        customerName: 'Nicole Parsons',
        rating: 5,
        comment:
          'Brought our 32 ft Class C back from a summer in Flagstaff covered in bugs and pine sap. Prestige came to our house in Gilbert, cleaned it top to bottom and waxed it. It looks better than when we bought it.',
        source: 'website',
        serviceCategory: 'RV Detailing',
        daysAgo: 517,
      },
    ],
  },
};

export default content;
