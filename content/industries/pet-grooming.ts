import type { CatalogAddon, CatalogService, IndustryContent, ServicePageContent } from '#core/content/types.ts';
import { SERVICES_SECTION_TITLE } from '#core/site/constants.ts';
import { stockImage } from '../images.ts';
import { cityPageBuilder, gallery, heroImages, servicePages } from './shared.ts';

const INDUSTRY = 'pet-grooming';

const services: CatalogService[] = [
  {
    slug: 'full-groom',
    name: 'Full Groom',
    category: 'service-packages',
    vehicles: ['small-dog', 'medium-dog', 'large-dog', 'giant-dog'],
    description:
      'Bath, blow-dry, breed-style or custom haircut, nails, ears and sanitary trim, one-on-one in our climate-controlled grooming van.',
    pricingUnit: 'flat',
    image: stockImage(INDUSTRY, 'svc-full-groom'),
    tiers: [
      {
        name: 'Small Dog (up to 25 lb)',
        priceCents: 9500,
        durationMinutes: 90,
        description: 'Shih tzus, Yorkies, Maltese, toy poodles and other small breeds.',
        features: [
          'Hydrating shampoo and conditioner',
          'Hand blow-dry and brush-out',
          'Breed-standard or custom haircut',
          'Nail trim, ear cleaning and sanitary trim',
          'Bandana or bow and a spritz of cologne',
        ],
      },
      {
        name: 'Medium Dog (26 to 50 lb)',
        priceCents: 11500,
        durationMinutes: 120,
        description: 'Cockapoos, schnauzers, springer spaniels and mini doodles.',
        features: [
          'Everything in the small-dog groom',
          'Paw pad and feet trim',
          'Face and eye area tidied by hand',
          'Light de-matting included',
        ],
        popular: true,
      },
      {
        name: 'Large Dog (51 to 90 lb)',
        priceCents: 14500,
        durationMinutes: 150,
        description: 'Standard doodles, standard poodles, golden retrievers and similar coats.',
        features: [
          'Everything in the medium-dog groom',
          'High-velocity drying for thick coats',
          'Nail grinding for smooth edges',
          'Two-person lift for dogs who need help onto the table',
        ],
      },
      {
        name: 'Giant Dog (90 lb and up)',
        priceCents: 17500,
        durationMinutes: 180,
        description: 'Bernedoodles, Newfoundlands, Great Pyrenees and other giants.',
        features: [
          'Everything in the large-dog groom',
          'Extra time for big, dense coats',
          'Hydraulic table that lowers to the floor',
          'Undercoat brushed out before the cut',
        ],
      },
    ],
  },
  {
    slug: 'bath-brush',
    name: 'Bath & Brush',
    category: 'service-packages',
    vehicles: ['small-dog', 'medium-dog', 'large-dog', 'giant-dog'],
    description: 'A spa bath, blow-dry, thorough brush-out and nail trim for short-coated dogs or between haircuts.',
    pricingUnit: 'flat',
    image: stockImage(INDUSTRY, 'svc-bath-brush'),
    tiers: [
      {
        name: 'Small Dog',
        priceCents: 6500,
        durationMinutes: 60,
        description: 'Dogs up to 25 lb.',
        features: ['Shampoo matched to skin and coat', 'Conditioner and blow-dry', 'Full brush-out', 'Nail trim and ear cleaning'],
      },
      {
        name: 'Medium Dog',
        priceCents: 8000,
        durationMinutes: 75,
        description: 'Dogs from 26 to 50 lb.',
        features: ['Everything in the small-dog bath', 'Face, feet and sanitary tidy', 'Paw balm', 'Blueberry facial on request'],
        popular: true,
      },
      {
        name: 'Large Dog',
        priceCents: 10000,
        durationMinutes: 90,
        description: 'Dogs over 50 lb.',
        features: ['Everything in the medium-dog bath', 'High-velocity drying', 'Loose undercoat brushed out', 'Nail grinding'],
      },
    ],
  },
  {
    slug: 'puppy-groom',
    name: 'Puppy Groom',
    category: 'service-packages',
    vehicles: ['small-dog', 'medium-dog', 'large-dog'],
    description: 'Short, gentle first grooms for puppies 10 weeks to 6 months old that build a lifetime of calm, happy grooming.',
    pricingUnit: 'flat',
    image: stockImage(INDUSTRY, 'svc-puppy-groom'),
    tiers: [
      {
        name: 'Puppy Intro',
        priceCents: 5500,
        durationMinutes: 45,
        description: 'A first visit focused on getting comfortable with the table, sounds and handling.',
        features: ['Gentle bath and towel dry', 'Introduction to the dryer and clippers', 'Nail trim', 'Lots of breaks and treats'],
      },
      {
        name: 'Puppy Bath & Tidy',
        priceCents: 7000,
        durationMinutes: 60,
        description: 'A bath plus a face, feet and sanitary tidy for growing coats.',
        features: [
          'Tearless puppy shampoo',
          'Low-speed blow-dry',
          'Face, feet and sanitary trim',
          'Nail trim and ear cleaning',
          'Handling tips for at-home brushing',
        ],
        popular: true,
      },
      {
        name: 'Puppy First Haircut',
        priceCents: 9000,
        durationMinutes: 90,
        description: 'A full, short puppy cut for doodles and poodle mixes around 5 to 6 months old.',
        features: [
          'Everything in the Puppy Bath & Tidy',
          'Full body trim',
          'Photos from the first haircut',
          'A brushing plan to prevent mats',
        ],
      },
    ],
  },
  {
    slug: 'nail-trim-paw-care',
    name: 'Nail Trim & Paw Care',
    category: 'addons',
    description: 'Quick nail trims and grinding, paw pad trims and balm, on their own or added to any groom.',
    pricingUnit: 'flat',
    image: stockImage(INDUSTRY, 'svc-nail-trim-paw-care'),
    tiers: [
      {
        name: 'Nail Trim',
        priceCents: 2000,
        durationMinutes: 15,
        description: 'Clipped nails with smoothed edges.',
        features: ['Nails clipped to a healthy length', 'Edges filed smooth', 'Dewclaws included'],
      },
      {
        name: 'Trim & Grind',
        priceCents: 2800,
        durationMinutes: 20,
        description: 'Clipping plus a rotary grind for shorter, rounded nails.',
        features: [
          'Nails clipped and ground',
          'Helps the quick recede over time',
          'Rounded edges that do not scratch floors',
          'Dewclaws included',
        ],
        popular: true,
      },
      {
        name: 'Paw Care Package',
        priceCents: 3800,
        durationMinutes: 30,
        description: 'Full paw care for active dogs, seniors and winter paws.',
        features: ['Trim and grind', 'Fur between the pads trimmed', 'Paws washed and checked for cuts or burrs', 'Moisturizing paw balm'],
      },
    ],
  },
  {
    slug: 'de-shedding',
    name: 'De-Shedding Treatment',
    category: 'addons',
    vehicles: ['small-dog', 'medium-dog', 'large-dog', 'giant-dog'],
    description:
      'Special shampoo, conditioner, high-velocity drying and undercoat tools that remove loose fur before it ends up on your couch.',
    pricingUnit: 'flat',
    image: stockImage(INDUSTRY, 'svc-de-shedding'),
    tiers: [
      {
        name: 'De-Shed Add-On',
        priceCents: 3000,
        durationMinutes: 30,
        description: 'Added to any bath or full groom.',
        features: ['De-shedding shampoo and conditioner', 'Extra high-velocity drying', 'Undercoat rake and slicker brush-out'],
      },
      {
        name: 'De-Shed Bath & Blowout',
        priceCents: 11000,
        durationMinutes: 120,
        description: 'A complete de-shedding session for medium double-coated dogs like Aussies, corgis and Labs.',
        features: [
          'De-shedding shampoo and conditioning mask',
          'High-velocity blowout of loose undercoat',
          'Full brush-out with undercoat tools',
          'Nail trim and ear cleaning',
          'Feet and sanitary tidy',
        ],
        popular: true,
      },
      {
        name: 'Heavy Coat De-Shed',
        priceCents: 14500,
        durationMinutes: 150,
        description: 'For huskies, malamutes, German shepherds and Great Pyrenees during coat-blowing season.',
        features: [
          'Everything in the De-Shed Bath & Blowout',
          'Extra time for full coat blows',
          'Pre-bath brush-out to loosen undercoat',
          'Coat-care plan for between visits',
        ],
      },
    ],
  },
  {
    slug: 'cat-grooming',
    name: 'Cat Grooming',
    category: 'service-packages',
    vehicles: ['cat'],
    description:
      'Calm, cat-only appointments for baths, mat removal and lion cuts, with no dogs in the van and a groomer experienced with cats.',
    pricingUnit: 'flat',
    image: stockImage(INDUSTRY, 'svc-cat-grooming'),
    tiers: [
      {
        name: 'Mat Removal & Sanitary Trim',
        priceCents: 8500,
        durationMinutes: 45,
        description: 'Targeted mat removal and a hygiene trim for long-haired cats.',
        features: ['Mats removed from belly, armpits and pants', 'Sanitary trim', 'Nail trim', 'Brush-out of the remaining coat'],
      },
      {
        name: 'Cat Bath & Brush',
        priceCents: 9500,
        durationMinutes: 60,
        description: 'A full bath with gentle, cat-safe products and a thorough brush-out.',
        features: [
          'Degreasing shampoo and conditioner',
          'Quiet, low-heat drying',
          'Full comb-out',
          'Nail trim and ear cleaning',
          'Sanitary trim',
        ],
      },
      {
        name: 'Lion Cut',
        priceCents: 12500,
        durationMinutes: 75,
        description: 'A short body shave with a full mane, boots and tail tuft, ideal for matted or heavy-shedding cats.',
        features: [
          'Body clipped short, mane and tail tip left full',
          'Bath before or after the cut as the coat allows',
          'Nail trim and ear cleaning',
          'Sanitary trim',
        ],
        popular: true,
      },
    ],
  },
];

const heroCtas: ServicePageContent['hero']['ctas'] = [{ label: 'Book an Appointment' }, { label: 'Ask a Question' }];

const pages = servicePages(INDUSTRY, {
  'full-groom': {
    title: 'Full Groom',
    shortDescription: 'Bath, blow-dry, haircut, nails, ears and sanitary trim in our grooming van.',
    hero: {
      headline: 'Full-Service Grooming, Right in Your Driveway',
      subheadline: 'One groomer, one pet, no cages and no waiting room: a complete spa groom in our climate-controlled van.',
      ctas: heroCtas,
    },
    whatItIs: {
      description:
        'A full groom is everything your dog needs to look and feel great: a bath with shampoo matched to their skin, a hand blow-dry and brush-out, a haircut in the breed style or the custom look you want, and all the details: nails, ears, paw pads and sanitary areas. Because we groom in a fully equipped van outside your home, your dog is never caged, never sits next to barking strangers, and is back inside with you the moment we are done.',
      benefits: [
        'One-on-one attention from start to finish',
        'No crates, no cage dryers, no hours of waiting',
        'Breed-standard or custom styles, including teddy-bear doodle cuts',
        'Less stress for anxious, senior and reactive dogs',
        'Hydraulic tub and table for large and older dogs',
      ],
    },
    process: {
      title: 'How a Mobile Groom Works',
      steps: [
        {
          number: 1,
          title: 'Meet and plan the style',
          description:
            'We say hello at your door, look over the coat together, and agree on length and style. Photos of the look you like help.',
        },
        {
          number: 2,
          title: 'Bath and blow-dry',
          description:
            'Warm water, shampoo and conditioner suited to the coat, then a hand blow-dry and brush-out to straighten the hair for cutting.',
        },
        {
          number: 3,
          title: 'Haircut and finishing',
          description: 'Clipper and scissor work for the body, face and feet, plus nails, ears and a sanitary trim.',
          bullets: ['Breed standard or custom', 'Face scissored by hand'],
        },
        {
          number: 4,
          title: 'Back to you',
          description: 'A bandana or bow, a quick look together, and notes on coat condition or anything we noticed.',
        },
      ],
    },
    results: {
      bullets: [
        'A clean, soft, sweet-smelling coat',
        'A haircut you picked, finished by hand',
        'Trimmed nails, clean ears and tidy paws',
        'A calm dog who was never caged',
      ],
    },
    cta: {
      title: 'Book Your Dog’s Spa Day',
      description: 'Choose a size and a time; we bring the salon to you.',
      primary: { label: 'Book a Full Groom' },
      secondary: { label: 'Ask a Question' },
    },
  },
  'bath-brush': {
    title: 'Bath & Brush',
    shortDescription: 'A spa bath, blow-dry, brush-out and nail trim for short coats or between haircuts.',
    hero: {
      headline: 'A Spa Bath Without the Mess in Your Tub',
      subheadline: 'Shampoo, conditioner, blow-dry, brush-out and nails for short-coated dogs or between full grooms.',
      ctas: heroCtas,
    },
    whatItIs: {
      description:
        'Not every dog needs a haircut, but every dog needs a real bath now and then. Our bath and brush uses shampoo matched to your dog’s skin, from oatmeal for itchy skin to whitening for light coats, followed by conditioner, a thorough blow-dry and a full brush-out that removes loose hair and dirt. Nails and ears are included, so labs, pit bulls, beagles and other short coats walk away clean, soft and tidy.',
      benefits: [
        'No wet dog and no hair in your bathtub',
        'Shampoo chosen for sensitive, itchy or dry skin',
        'Loose hair brushed out before it hits the floor',
        'Nails and ears included',
        'Keeps long coats fresh between full grooms',
      ],
    },
    process: {
      title: 'What We Do',
      steps: [
        {
          number: 1,
          title: 'Pre-bath brush and check',
          description: 'A quick brush-out and a look at skin, ears and paws so we can pick the right shampoo.',
        },
        {
          number: 2,
          title: 'Bath and conditioner',
          description: 'Warm water, two rounds of shampoo where needed, and a conditioner to leave the coat soft.',
        },
        {
          number: 3,
          title: 'Blow-dry and brush-out',
          description: 'High-velocity or low-heat drying, depending on the dog, followed by a full brush-out.',
        },
        {
          number: 4,
          title: 'Nails, ears and finish',
          description: 'Nails trimmed, ears cleaned, and a tidy of face, feet and sanitary areas on medium and large tiers.',
        },
      ],
    },
    results: {
      bullets: [
        'A clean, soft, fully dry coat',
        'Much less loose hair around the house',
        'Short, smooth nails and clean ears',
        'Skin checked for hot spots, lumps or parasites',
      ],
    },
    cta: {
      title: 'Skip the Bathtub Wrestling Match',
      description: 'Book a bath and brush at your door.',
      primary: { label: 'Book a Bath' },
      secondary: { label: 'Ask a Question' },
    },
  },
  'puppy-groom': {
    title: 'Puppy Groom',
    shortDescription: 'Gentle first grooms that teach puppies grooming can be fun.',
    hero: {
      headline: 'Puppy’s First Groom, Done Gently',
      subheadline: 'Short, positive sessions that get your puppy comfortable with baths, dryers, clippers and nail trims.',
      ctas: heroCtas,
    },
    whatItIs: {
      description:
        'How a puppy experiences its first few grooms shapes how it feels about grooming for life. Our puppy appointments are short and patient: we introduce the table, the sound of the dryer and the buzz of the clippers slowly, with plenty of breaks and treats. Start as early as 10 weeks, once your vet has given the go-ahead, and repeat every four to six weeks so grooming becomes routine long before your puppy needs a full haircut.',
      benefits: [
        'Builds a calm, confident grooming dog',
        'Early handling of paws, ears and face',
        'Tearless, gentle puppy products',
        'Quiet, one-on-one setting with no other dogs',
        'At-home brushing tips to prevent mats',
      ],
    },
    process: {
      title: 'A Puppy Visit, Step by Step',
      steps: [
        {
          number: 1,
          title: 'Sniff and settle',
          description: 'Your puppy gets to explore the van and meet the groomer before anything starts.',
        },
        {
          number: 2,
          title: 'Gentle bath',
          description: 'Lukewarm water and tearless shampoo, with lots of praise and short breaks.',
        },
        {
          number: 3,
          title: 'Dryer and clipper introduction',
          description: 'The dryer on low and clippers buzzing near the body before we trim face, feet and sanitary areas.',
        },
        {
          number: 4,
          title: 'Nails and a happy finish',
          description: 'A nail trim with treats, a photo, and handling tips to practice at home.',
        },
      ],
    },
    results: {
      bullets: [
        'A clean, fluffy puppy',
        'Tidy face, feet and sanitary areas',
        'A puppy who learns grooming is safe',
        'A simple at-home brushing routine',
      ],
    },
    cta: {
      title: 'Start Your Puppy Off Right',
      description: 'Book the first visit for around 10 to 12 weeks, after the vet clears your puppy.',
      primary: { label: 'Book a Puppy Groom' },
      secondary: { label: 'Ask a Question' },
    },
  },
  'nail-trim-paw-care': {
    title: 'Nail Trim & Paw Care',
    shortDescription: 'Nail trims, grinding, paw pad trims and balm.',
    hero: {
      headline: 'Nail Trims and Paw Care Without the Struggle',
      subheadline: 'Quick, calm nail trims and grinding, plus pad trims and balm for healthy, comfortable paws.',
      ctas: heroCtas,
    },
    whatItIs: {
      description:
        'Long nails change the way a dog stands and walks and can cause pain in the toes, wrists and hips, especially in older dogs. Many dogs will not let their owners near their paws, which is where we come in. We clip nails to a healthy length, grind them smooth, trim the fur between the pads that makes dogs slip on hard floors, and finish with a moisturizing balm that protects pads from hot pavement and winter de-icer.',
      benefits: [
        'Healthier posture and more comfortable walking',
        'Less slipping on hardwood and tile',
        'Smooth nails that will not scratch floors or skin',
        'Pads protected from heat, ice and de-icer',
        'Quick visits, with no full groom required',
      ],
    },
    process: {
      title: 'How We Care for Paws',
      steps: [
        {
          number: 1,
          title: 'Calm handling',
          description: 'We take our time, support the leg comfortably and use treats for dogs who are nervous about their feet.',
        },
        {
          number: 2,
          title: 'Clip and grind',
          description: 'Nails are clipped in small passes, then ground smooth and rounded without hitting the quick.',
        },
        {
          number: 3,
          title: 'Pads and balm',
          description: 'Fur between the pads is trimmed, paws are checked for cuts and burrs, and balm is rubbed in.',
        },
      ],
    },
    results: {
      bullets: [
        'Short, smooth, rounded nails',
        'Clean, trimmed pads with better grip',
        'Moisturized, protected paw pads',
        'Early warning of cuts, cracks or infections',
      ],
    },
    cta: {
      title: 'Keep Those Paws Happy',
      description: 'Nail trims every three to four weeks keep the quick short and walking comfortable.',
      primary: { label: 'Book a Nail Trim' },
      secondary: { label: 'Ask a Question' },
    },
  },
  'de-shedding': {
    title: 'De-Shedding Treatment',
    shortDescription: 'Removes loose undercoat from double-coated dogs for weeks of less shedding.',
    hero: {
      headline: 'Less Fur on Your Floors, Clothes and Couch',
      subheadline: 'A de-shedding treatment that pulls out loose undercoat safely, without shaving the coat your dog needs.',
      ctas: heroCtas,
    },
    whatItIs: {
      description:
        'Double-coated breeds like huskies, golden retrievers, Labs, German shepherds and corgis shed their dense undercoat all year and blow it out in clumps each spring and fall. Shaving them is not the answer: the coat protects against both heat and cold, and it can grow back patchy. Instead we use a de-shedding shampoo and conditioner that loosen the undercoat, blast it out with a high-velocity dryer, and finish with undercoat rakes and brushes. Most owners see a dramatic drop in shedding for four to six weeks.',
      benefits: [
        'Dramatically less shedding around the home',
        'A cooler, healthier coat without shaving',
        'Helps prevent mats and hot spots in thick coats',
        'All the loose fur stays in our van',
        'Great before summer and during coat-blowing season',
      ],
    },
    process: {
      title: 'Our De-Shedding Method',
      steps: [
        {
          number: 1,
          title: 'Pre-bath brush-out',
          description: 'An undercoat rake loosens packed fur so shampoo can reach the skin.',
        },
        {
          number: 2,
          title: 'De-shedding bath',
          description: 'A shampoo and conditioning mask that releases dead undercoat, left on long enough to work.',
        },
        {
          number: 3,
          title: 'High-velocity blowout',
          description: 'A forced-air dryer pushes out loose undercoat in clouds while drying the coat down to the skin.',
        },
        {
          number: 4,
          title: 'Finishing brush-out',
          description: 'Slicker brushes and combs remove the last of the loose hair, then nails, ears and a tidy.',
        },
      ],
    },
    results: {
      bullets: [
        'A lighter, fluffier, healthier coat',
        'Weeks of noticeably less shedding',
        'Skin that can breathe in summer heat',
        'A plan for brushing between visits',
      ],
    },
    cta: {
      title: 'Win the War on Dog Hair',
      description: 'Book every six to eight weeks, or more often during spring and fall coat blows.',
      primary: { label: 'Book De-Shedding' },
      secondary: { label: 'Ask a Question' },
    },
  },
  'cat-grooming': {
    title: 'Cat Grooming',
    shortDescription: 'Cat-only appointments for baths, mat removal and lion cuts.',
    hero: {
      headline: 'Calm, Cat-Friendly Grooming at Home',
      subheadline: 'Quiet, cat-only appointments with an experienced groomer: no carrier rides, no barking dogs, no long waits.',
      ctas: heroCtas,
    },
    whatItIs: {
      description:
        'Most cats groom themselves well, until age, weight, arthritis or a long coat gets in the way. Mats pull on the skin and can hide sores, and greasy or dandruff-prone coats make cats uncomfortable. Our cat appointments happen in a quiet van with no dogs on board, handled by a groomer experienced with cats. We work efficiently, read your cat’s body language and take breaks when needed. We do not sedate; if a cat is too stressed to groom safely, we will stop and recommend a vet-assisted groom.',
      benefits: [
        'No car ride, no carrier and no barking dogs',
        'Mats removed safely without nicking thin skin',
        'Lion cuts for heavily matted or shedding cats',
        'Helps senior and overweight cats stay clean',
        'We stop if your cat is too stressed',
      ],
    },
    process: {
      title: 'How a Cat Groom Works',
      steps: [
        {
          number: 1,
          title: 'Quiet start',
          description: 'We carry your cat from your door to a van with no other animals, and let them settle for a moment.',
        },
        {
          number: 2,
          title: 'Nails and mat removal',
          description: 'Nails come first, then mats are clipped out carefully close to the skin where needed.',
        },
        {
          number: 3,
          title: 'Bath or clip',
          description: 'A degreasing bath and low-heat dry, or a lion cut, depending on the coat and your cat’s tolerance.',
        },
        {
          number: 4,
          title: 'Comb-out and home',
          description: 'A final comb-out and sanitary trim, then straight back inside to you.',
        },
      ],
    },
    results: {
      bullets: [
        'A mat-free, clean and comfortable cat',
        'Less hair and fewer hairballs',
        'A tidy sanitary area for long-haired cats',
        'A calmer experience than a salon visit',
      ],
    },
    cta: {
      title: 'Give Your Cat a Stress-Free Groom',
      description: 'Tell us about your cat’s coat and temperament when you book.',
      primary: { label: 'Book a Cat Groom' },
      secondary: { label: 'Ask a Question' },
    },
  },
});

/** Extras added to a groom: each with its own price and time on the table. */
const ADDONS: CatalogAddon[] = [
  {
    slug: 'teeth-brushing',
    name: 'Teeth Brushing',
    description: 'Enzymatic pet toothpaste and a finger brush for fresher breath between dental visits.',
    priceCents: 1500,
    durationMinutes: 10,
  },
  {
    slug: 'blueberry-facial',
    name: 'Blueberry Facial',
    description: 'A tear-free blueberry scrub that brightens the face and loosens tear stains.',
    priceCents: 1200,
    durationMinutes: 10,
    vehicles: ['small-dog', 'medium-dog', 'large-dog', 'giant-dog'],
  },
  {
    slug: 'flea-tick-bath',
    name: 'Flea & Tick Bath',
    description: 'A medicated shampoo that kills fleas and ticks on contact, with a full comb-out after.',
    priceCents: 2000,
    durationMinutes: 15,
  },
];

const content: IndustryContent = {
  industry: INDUSTRY,
  title: 'Pet Grooming',
  subjectNoun: 'pet',
  logoSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" aria-hidden="true"><ellipse fill="currentColor" cx="10.5" cy="20" rx="4.5" ry="5.5" transform="rotate(-20 10.5 20)"/><ellipse fill="currentColor" cx="18.5" cy="10.5" rx="4.5" ry="6"/><ellipse fill="currentColor" cx="29.5" cy="10.5" rx="4.5" ry="6"/><ellipse fill="currentColor" cx="37.5" cy="20" rx="4.5" ry="5.5" transform="rotate(20 37.5 20)"/><path fill="currentColor" d="M24 22c-5 0-8.2 4.6-10.6 8.6-2.2 3.6-3.4 5.6-2.4 8.4 1 2.6 3.7 3.6 6.6 3 2.4-.5 4.3-1.4 6.4-1.4s4 .9 6.4 1.4c2.9.6 5.6-.4 6.6-3 1-2.8-.2-4.8-2.4-8.4C32.2 26.6 29 22 24 22z"/></svg>',
  theme: { primary: '#7C3AED', primaryDark: '#5B21B6', accent: '#F472B6', surface: '#FAF5FF' },
  defaults: {
    heroTitle: 'Stress-Free Grooming at Your Door',
    heroSubtitle:
      'Our fully equipped grooming van comes to your home for one-on-one baths, haircuts, nail trims and cat grooming. No cages, no waiting rooms, no car rides.',
    servicesTitle: SERVICES_SECTION_TITLE,
    servicesSubtitle: 'From a quick nail trim to a full breed-style haircut, priced by size and coat.',
    reviewsTitle: 'Happy Pets, Happy Parents',
    reviewsSubtitle: 'What dog and cat owners say about grooming without the salon stress.',
    faqTitle: 'Grooming Questions',
    faqSubtitle: 'Vaccinations, prep, pricing, and keeping your pet’s coat healthy between visits.',
  },
  heroImages: heroImages(INDUSTRY),
  services,
  addons: ADDONS,
  servicePages: pages,
  serviceSlugAliases: {
    'dog-grooming': 'full-groom',
    'nail-trim': 'nail-trim-paw-care',
    deshedding: 'de-shedding',
  },
  faqs: [
    {
      category: 'General',
      question: 'What is mobile grooming?',
      answer:
        'We bring a fully equipped grooming salon to your home in a climate-controlled van with a tub, hydraulic table, dryers and its own water and power. Your pet is groomed one-on-one in the driveway and goes straight back inside when we finish.',
    },
    {
      category: 'General',
      question: 'Are your groomers trained and certified?',
      answer:
        'Every groomer has professional grooming training, pet first aid and CPR certification, and works under supervision until they meet our handling and styling standards.',
    },
    {
      category: 'General',
      question: 'Do you ever use cages or cage dryers?',
      answer:
        'Never. Your pet is the only animal in the van, is groomed from start to finish by one person, and is never left alone or dried in a heated cage.',
    },
    {
      category: 'Services',
      question: 'What is included in a full groom?',
      answer:
        'Bath, conditioner, blow-dry, brush-out, haircut, nail trim, ear cleaning, paw pad trim and sanitary trim, finished with a bandana or bow.',
    },
    {
      category: 'Services',
      question: 'Can you groom anxious, senior or reactive dogs?',
      answer:
        'Yes. The quiet, one-on-one setting is often much easier on these dogs than a busy salon. Tell us about any triggers, health issues or bite history when you book so we can plan and allow extra time.',
    },
    {
      category: 'Services',
      question: 'Do you express anal glands?',
      answer:
        'We express glands externally on request during the bath. If your dog has recurring gland problems, internal expression should be done by your vet.',
    },
    {
      category: 'Scheduling',
      question: 'How often should my dog be groomed?',
      answer:
        'Every four to six weeks for doodles, poodles, shih tzus and other haircut breeds; every six to eight weeks for double-coated and short-coated dogs; nail trims every three to four weeks.',
    },
    {
      category: 'Scheduling',
      question: 'How long does an appointment take?',
      answer:
        'From 15 minutes for a nail trim to about two and a half hours for a giant dog’s full groom. Most full grooms take 90 minutes to two hours.',
    },
    {
      category: 'Pricing',
      question: 'How are prices set?',
      answer:
        'By service, your pet’s size and coat type. Listed prices assume a brushed, mostly mat-free coat. We confirm the price with you at the door before we start.',
    },
    {
      category: 'Pricing',
      question: 'Is there an extra charge for matting?',
      answer:
        'Light tangles are included. Heavy matting takes extra time and care, so it is billed at $15 per 15 minutes, and severely matted coats are shaved short for the pet’s comfort. We always discuss it first.',
    },
    {
      category: 'Preparation',
      question: 'What vaccinations are required?',
      answer: 'A current rabies vaccination is required for all dogs and cats. Please send your vet record before the first visit.',
    },
    {
      category: 'Preparation',
      question: 'How should I prepare for the appointment?',
      answer:
        'Take your dog out for a potty break before we arrive, keep them inside until we knock, and make sure we have a level spot to park near your door.',
    },
    {
      category: 'Locations',
      question: 'What areas do you service?',
      answer:
        'Our grooming vans visit our home city and the communities in our service-area list on set days each week. Not sure if you are covered? Send us your ZIP code.',
    },
    {
      category: 'Locations',
      question: 'Do you need power or water from my home?',
      answer:
        'No. The van carries its own fresh water tank and generator. We just need a legal place to park, ideally within a short walk of your front door.',
    },
    {
      category: 'Payments',
      question: 'How do I pay?',
      answer:
        'We take all major cards, Apple Pay, Google Pay and cash at the end of the appointment. Tips for your groomer are appreciated and can be added to the card payment.',
    },
    {
      category: 'Payments',
      question: 'What is your cancellation policy?',
      answer:
        'Please give us 24 hours’ notice to cancel or reschedule. Late cancellations and no-shows are charged 50 percent of the booked service, since the van drove out for you.',
    },
    {
      category: 'Warranty',
      question: 'What if I am not happy with the haircut?',
      answer: 'Let us know within seven days and we will come back for a free touch-up of anything we can adjust.',
    },
    {
      category: 'Warranty',
      question: 'What happens if my pet gets hurt?',
      answer:
        'Injuries are very rare, but we are fully insured. If a nick or quicked nail happens, we treat it right away, tell you about it, and cover any resulting vet visit.',
    },
    {
      category: 'Aftercare',
      question: 'My dog is scratching after the groom. Is that normal?',
      answer:
        'Mild itching after a close clip, especially around the sanitary area or after mat removal, is common and fades within a day or two. If there is redness or it lasts longer, call us and your vet.',
    },
    {
      category: 'Aftercare',
      question: 'How do I keep my dog’s coat nice between grooms?',
      answer:
        'Brush to the skin two or three times a week with a slicker brush and a metal comb, paying attention to ears, armpits and legs where mats start. Your groomer can show you the technique.',
    },
  ],
  gallery: gallery(INDUSTRY, [
    { title: 'Full Groom with a Bow', caption: 'Bath, haircut and finishing touches, bow included.', tags: ['full-groom'] },
    { title: 'Bath & Brush', caption: 'Blow-dried and brushed out to a soft, fluffy finish.', tags: ['bath-brush'] },
    { title: 'Puppy’s First Groom', caption: 'A short, gentle first visit with plenty of treats.', tags: ['puppy-groom'] },
    { title: 'Cat Groom', caption: 'Mats removed and coat combed out in a quiet, dog-free van.', tags: ['cat-grooming'] },
    { title: 'Sleek and Shiny', caption: 'Loose undercoat lifted out with our de-shedding treatment.', tags: ['de-shedding'] },
    { title: 'Bandana Finish', caption: 'Every full groom ends with a fresh bandana or bow.', tags: ['full-groom'] },
    { title: 'Spa Bath', caption: 'Shampoo matched to the skin and coat.', tags: ['bath-brush'] },
    { title: 'Brushed-Out Cat', caption: 'A full comb-out for a long-haired cat.', tags: ['cat-grooming'] },
    { title: 'Fresh Trim', caption: 'Face, feet and body finished by hand with scissors.', tags: ['full-groom'] },
    {
      title: 'Clean Short Coat',
      caption: 'Bath, brush-out, nails and ears for a short-coated dog.',
      tags: ['bath-brush', 'nail-trim-paw-care'],
    },
  ]),
  cityPage: cityPageBuilder({
    defaultServiceNames: services.map((s) => s.name),
    headlines: [
      (c) => `Mobile Pet Grooming in ${c.city}, ${c.state}`,
      (c) => `${c.city} Dog Grooming That Comes to You`,
      (c) => `Mobile Dog and Cat Grooming in ${c.city}, ${c.stateName}`,
      (c) => `Stress-Free Pet Grooming for ${c.city} Families`,
    ],
    intros: [
      (c) =>
        `${c.businessName} brings a fully equipped grooming salon to driveways across ${c.city}. ${
          c.isPrimary
            ? 'It is our home base, and our vans are in town every day we groom.'
            : `Our vans visit ${c.city} on set days each week.`
        } Your pet gets one-on-one attention and is back inside with you the moment we finish.`,
      (c) =>
        `Searching for a dog groomer in ${c.city}, ${c.stateName}? ${c.businessName} grooms dogs and cats right outside your door: no car ride, no kennel and no hours at a salon.`,
      (c) =>
        `Pet parents in ${c.city} book ${c.businessName} for ${c.services(3)}. Every appointment is one groomer, one pet, in a quiet, climate-controlled van parked at your home.`,
    ],
    conditionLeads: [
      (c) => `Life in ${c.city} leaves its mark on a coat.`,
      (c) => `What we find in coats and paws around ${c.city} follows the local seasons.`,
      (c) => `${c.stateName} weather shapes how we groom pets in ${c.city}.`,
    ],
    regions: {
      desert: {
        conditions:
          'Summer pavement can get hot enough to burn paw pads, dry air leaves skin flaky, and double-coated dogs suffer in the heat even though shaving them does not actually keep them cooler.',
        advice:
          'We groom in an air-conditioned van, thin out undercoat with de-shedding instead of shaving double coats, and finish paws with a protective balm.',
        faq: {
          q: (c) => `Should I shave my double-coated dog for the ${c.city} heat?`,
          a: 'Usually not. A husky’s or golden’s coat insulates against heat and sunburn, and shaved coats can grow back patchy. A de-shedding treatment that removes the dead undercoat keeps them much more comfortable.',
        },
      },
      california: {
        conditions:
          'Foxtails are the big seasonal danger, working their barbed seeds into ears, noses and between toes, and warm coastal weather means fleas almost year-round.',
        advice:
          'We check ears, paws and armpits for foxtails every visit, keep feet and ear hair trimmed short in spring, and tell you right away if we find fleas.',
        faq: {
          q: 'Can you check my dog for foxtails?',
          a: 'Yes. We look between toes, in ears, armpits and around the face on every groom, and trim feet and ear fur short in foxtail season. Anything embedded in the skin, ear canal or nose needs your vet.',
        },
      },
      northwest: {
        conditions:
          'Months of rain and mud mean damp coats that mat quickly and trap moisture against the skin, which can lead to hot spots and odor.',
        advice:
          'We dry coats fully to the skin, keep feet and sanitary areas trimmed short through the wet season, and suggest shorter styles for dogs who love puddles.',
        faq: {
          q: 'What cut is best for a dog in a rainy climate?',
          a: 'A shorter, easy-care cut with tidy feet and belly dries faster and picks up less mud. Longer styles are fine with regular brushing and thorough drying after walks.',
        },
      },
      mountain: {
        conditions:
          'High, dry air leads to flaky skin and static, and winter brings ice balls between the toes and de-icer that irritates pads.',
        advice:
          'We use moisturizing shampoos, trim the fur between pads so snow cannot ball up, check ears and toes for grass awns, and finish with paw balm.',
        faq: {
          q: 'How do I protect my dog’s paws from snow and de-icer?',
          a: 'Keep the fur between the pads trimmed, rinse or wipe paws after walks on treated sidewalks, and use a paw balm. Our Paw Care Package includes all three.',
        },
      },
      plains: {
        conditions:
          'Hot summers, sandburs and grass burrs, and ticks in tall grass are constant seasonal issues, and storm season leaves many dogs anxious.',
        advice:
          'We comb out burrs carefully, check for ticks on every groom, and keep appointments calm and quiet for noise-sensitive dogs.',
        faq: {
          q: 'Can you get burrs and sandburs out of my dog’s coat?',
          a: 'Most come out with a detangler and careful combing. Burrs buried deep in a matted coat sometimes have to be clipped out; we always ask before cutting anything you want kept long.',
        },
      },
      southeast: {
        conditions:
          'Heat and humidity keep thick coats damp, which invites hot spots, yeasty ears and mats, while fleas and ticks are active most of the year. Red clay also stains light coats.',
        advice:
          'We dry to the skin, clean ears on every visit, use whitening shampoo on stained coats, and recommend a tidy every four to six weeks in summer.',
        faq: {
          q: 'My dog gets hot spots every summer. Can grooming help?',
          a: 'Yes. Removing dead undercoat and drying completely to the skin lets air reach it, which reduces the damp conditions hot spots love. Active hot spots should be checked by your vet.',
        },
      },
      'upper-south': {
        conditions:
          'Ticks in spring and summer, burrs from fall walks, humid summers that mat long coats, and winter salt on sidewalks all show up on the grooming table.',
        advice:
          'We check for ticks and burrs on every groom, keep feet short through winter, and schedule seasonal de-shedding in spring and fall.',
        faq: {
          q: 'Do you check for ticks during the groom?',
          a: 'Yes. We look through the coat, ears and between toes on every visit and show you anything we find. Ticks still attached should be removed carefully; we can do it or you can ask your vet.',
        },
      },
      midwest: {
        conditions:
          'Muddy springs, burrs and ticks from summer walks and salty, slushy winters are hard on coats and paws, and double-coated dogs blow their coats heavily each spring.',
        advice: 'We book de-shedding appointments ahead of spring, trim feet short for the salt season, and use paw balm all winter.',
        faq: {
          q: 'When should I book a de-shedding treatment?',
          a: 'In early spring, when double-coated dogs start blowing their winter coat, and again in fall. One or two sessions during the heavy shed makes a big difference at home.',
        },
      },
      north: {
        conditions:
          'Long winters mean snowballs packed between the toes, salty sidewalks, and dry indoor heat that leaves skin itchy and coats full of static.',
        advice:
          'We keep pad fur short, use moisturizing and oatmeal shampoos in winter, and suggest leaving coats a little longer for warmth.',
        faq: {
          q: 'Should my dog have a shorter or longer cut in winter?',
          a: 'A little longer on the body for warmth, with short, tidy feet and belly so snow and salt do not cling. A sweater helps short-coated dogs more than an extra inch of hair.',
        },
      },
      northeast: {
        conditions:
          'Ticks are a serious concern from spring through fall, city sidewalks are salted all winter, and many dogs live in apartments where bathing is a real hassle.',
        advice:
          'We check carefully for ticks, keep feet short through the salt season, and can groom from the street outside your building.',
        faq: {
          q: 'Can you groom my dog if I live in an apartment?',
          a: 'Yes. We park as close to your building as legal parking allows and meet you at the door or the lobby. Just tell us about any loading zones or building rules.',
        },
      },
      tropical: {
        conditions:
          'Year-round heat, humidity, fleas and beach sand and salt water are tough on skin and coats, and swimmers are prone to ear infections.',
        advice:
          'We rinse out salt and sand thoroughly, clean and dry ears on every visit, and favor shorter, easy-care styles for dogs that swim.',
        faq: {
          q: 'How often should a dog that swims be groomed?',
          a: 'Every four to six weeks, with a fresh-water rinse and ear drying at home after every swim. Salt and pool chemicals dry the skin, so we use a moisturizing conditioner.',
        },
      },
    },
    states: {
      CO: 'Along Colorado’s Front Range, cheatgrass lines the trails and open space, and its seeds work into ears and between toes from late spring into summer.',
      WY: 'Wyoming wind drives dust and burrs deep into long coats, and winter hangs on well into spring, so paw care stays on the list from October to May.',
      AZ: 'Arizona asphalt can pass 140°F on summer afternoons, which is why we groom early and keep the van cool.',
      TX: 'Texas summers are long and humid in much of the state, and fleas and ticks barely take a winter break.',
    },
    practical: [
      (c) =>
        `Most of our ${c.city} appointments happen right in the driveway. Our van is about the size of a large SUV, so a driveway or a legal spot out front works, and it is fully self-contained, so we never need your water or power.`,
      (c) =>
        `Plenty of ${c.city} pet parents live in apartments, condos and gated communities. Share the gate code or building instructions when you book, and we will meet you at the door or the lobby.`,
      (c) =>
        `Multi-pet households in ${c.city} can book back-to-back appointments in one visit. We groom each pet separately, one at a time, and there is no second travel charge.`,
    ],
    coverage: (c) =>
      c.isPrimary
        ? `${c.businessName} is based in ${c.city}, so we have the most openings here, including many evening and Saturday slots.${
            c.nearbyCities.length > 0 ? ` Our vans also visit ${c.near(4)}.` : ''
          } The most-booked services in town are ${c.services(3)}.`
        : `Our vans visit ${c.city} on a regular route${c.nearbyCities.length > 0 ? ` together with ${c.near(3)}` : ''}. Booking your next appointment at checkout is the easiest way to keep your favorite day and time. Popular services here include ${c.services(3)}.`,
    serveAnswer: (c) =>
      c.isPrimary
        ? `Yes. ${c.city} is our home base, and our grooming vans are in town every day we are open.`
        : `Yes. ${c.businessName} grooms pets at homes throughout ${c.city}, ${c.stateName}${c.nearbyCities.length > 0 ? `, and also visits ${c.near(2)}` : ''}.`,
    faqs: (c) => [
      {
        q: c.pick([`Is there a travel fee for ${c.city}?`, `Do you charge a trip fee in ${c.city}?`], 'travel'),
        a: c.isPrimary
          ? `No. ${c.city} is our home base, so there is no trip fee anywhere in town.`
          : `Not inside our regular ${c.city} route area. Homes well outside town may have a small trip fee, which is shown before you confirm your booking.`,
      },
      {
        q: `How far ahead should I book a groom in ${c.city}?`,
        a: c.isPrimary
          ? 'One to two weeks for most appointments, and three to four weeks before Thanksgiving and the December holidays. Regular clients usually pre-book their next visit.'
          : `Two to three weeks, since our vans are in ${c.city} on set days. Pre-booking your next visit at checkout keeps you on a regular schedule.`,
      },
      {
        q: c.pick([`Where will you park for a groom in ${c.city}?`, `What do you need at my home in ${c.city}?`], 'access'),
        a: 'A driveway or legal street spot close to your door, on level ground if possible. The van brings its own water, power and climate control, so we need nothing else from you.',
      },
    ],
  }),
  demo: {
    slug: 'pampered-paws-grooming',
    businessName: 'Pampered Paws Grooming',
    legalName: 'Pampered Paws Mobile Grooming LLC',
    ownerFirstName: 'Jenna',
    ownerLastName: 'Morales',
    businessPhone: '3035550129',
    businessEmail: 'appointments@pamperedpawsgrooming.example',
    street: '2450 S Broadway, Unit B',
    businessStartDate: '2019-06-10',
    social: {
      facebook: 'https://www.facebook.com/pamperedpawsdenver',
      instagram: 'https://www.instagram.com/pamperedpawsgrooming',
      tiktok: 'https://www.tiktok.com/@pamperedpawsdenver',
      youtube: 'https://www.youtube.com/@pamperedpawsgrooming',
      gbp: 'https://www.google.com/maps/place/Pampered+Paws+Grooming/@39.6717,-104.9876,15z',
    },
    serviceRadiusMiles: 30,
    serviceAreas: [
      { city: 'Denver', state: 'CO', zip: '80206', lat: 39.7327, lng: -104.9526, primary: true },
      { city: 'Aurora', state: 'CO', zip: '80010', lat: 39.7294, lng: -104.8319 },
      { city: 'Lakewood', state: 'CO', zip: '80226', lat: 39.7047, lng: -105.0814 },
      { city: 'Englewood', state: 'CO', zip: '80110', lat: 39.6478, lng: -104.9878 },
      { city: 'Littleton', state: 'CO', zip: '80120', lat: 39.6133, lng: -105.0166 },
      { city: 'Centennial', state: 'CO', zip: '80112', lat: 39.5807, lng: -104.8772 },
      { city: 'Highlands Ranch', state: 'CO', zip: '80129', lat: 39.5539, lng: -104.9689 },
      { city: 'Parker', state: 'CO', zip: '80134', lat: 39.5186, lng: -104.7614 },
      { city: 'Arvada', state: 'CO', zip: '80002', lat: 39.8028, lng: -105.0875 },
      { city: 'Westminster', state: 'CO', zip: '80031', lat: 39.8367, lng: -105.0372 },
      { city: 'Broomfield', state: 'CO', zip: '80020', lat: 39.9205, lng: -105.0867 },
      { city: 'Golden', state: 'CO', zip: '80401', lat: 39.7555, lng: -105.2211 },
      { city: 'Castle Rock', state: 'CO', zip: '80104', lat: 39.3722, lng: -104.8561 },
      { city: 'Boulder', state: 'CO', zip: '80302', lat: 40.015, lng: -105.2705 },
      { city: 'Thornton', state: 'CO', zip: '80229', lat: 39.868, lng: -104.9719 },
      { city: 'Commerce City', state: 'CO', zip: '80022', lat: 39.8083, lng: -104.9339 },
    ],
    reviews: [
      {
        customerName: 'Kelsey Rourke',
        rating: 5,
        title: 'Our doodle finally likes grooming',
        comment:
          'Biscuit used to shake for hours after salon visits. Jenna grooms him in the van in our driveway, and he literally runs out to it now. His teddy-bear cut was exactly what I showed her in the photo.',
        source: 'google',
        reviewerUrl: 'https://www.google.com/maps/contrib/107384950192837465012',
        avatar: 'avatar-03',
        reviewer: 'woman',
        serviceCategory: 'Full Groom',
        daysAgo: 14,
      },
      {
        customerName: 'Nathan Osei',
        rating: 5,
        comment:
          'Our husky blew his coat in April and the de-shed treatment pulled out what looked like a second husky. The house has been noticeably less furry for weeks.',
        source: 'facebook',
        reviewerUrl: 'https://www.facebook.com/nathan.osei.denver',
        serviceCategory: 'De-Shedding Treatment',
        daysAgo: 42,
      },
      {
        customerName: 'Margaret Ellison',
        rating: 5,
        comment:
          'Our 15-year-old Persian had mats the vet wanted to sedate her for. The groomer worked slowly, took breaks, and gave her a lion cut without any drama. She seems years younger.',
        source: 'website',
        avatar: 'avatar-06',
        reviewer: 'woman',
        serviceCategory: 'Cat Grooming',
        daysAgo: 73,
      },
      {
        customerName: 'Tyler Jensen',
        rating: 4,
        comment:
          'Great nail trim for our reactive shepherd mix, which is no small feat. Only wish they had more Saturday availability in Littleton.',
        source: 'yelp',
        reviewerUrl: 'https://www.yelp.com/user_details?userid=Ms8kVr2NpQ5tLw7DcG3yHx',
        serviceCategory: 'Nail Trim & Paw Care',
        daysAgo: 109,
      },
      {
        customerName: 'Alyssa Park',
        rating: 5,
        comment:
          'First groom for our 11-week-old cavapoo. They went so slowly with the dryer and sent me a video of her getting treats. She was asleep on the couch ten minutes later.',
        source: 'google',
        reviewerUrl: 'https://www.google.com/maps/contrib/114857392019283746503',
        serviceCategory: 'Puppy Groom',
        daysAgo: 151,
      },
      {
        customerName: 'Roberto Vega',
        rating: 5,
        comment: 'Two dogs, one visit, no car full of wet dog hair. The schnauzer’s eyebrows are perfect and the lab smells amazing.',
        source: 'facebook',
        reviewerUrl: 'https://www.facebook.com/roberto.vega.8134',
        serviceCategory: 'Full Groom',
        daysAgo: 198,
      },
      {
        customerName: 'Hailey Brennan',
        rating: 5,
        title: 'Worth the wait for Castle Rock route days',
        comment:
          'There is nothing like this in Castle Rock. We book the route day every six weeks for our golden and two cats, and the whole crew is wonderful with them.',
        source: 'google',
        reviewerUrl: 'https://www.google.com/maps/contrib/103948576102938475604',
        serviceCategory: 'Bath & Brush',
        daysAgo: 244,
      },
      {
        customerName: 'Doug Whitcomb',
        rating: 4,
        comment:
          'Very gentle with our senior lab and his arthritis, thanks to the table that lowers to the floor. Running a bit behind that day, but they called ahead.',
        source: 'yelp',
        reviewerUrl: 'https://www.yelp.com/user_details?userid=Tp4nHx9WqB2cKz6LmV8sJr',
        serviceCategory: 'Bath & Brush',
        daysAgo: 290,
      },
      {
        customerName: 'Sophie Laurent',
        rating: 5,
        comment:
          'They found a cheatgrass seed working its way between my spaniel’s toes that I had completely missed. Caught it before it turned into a vet visit.',
        source: 'website',
        avatar: 'avatar-01',
        reviewer: 'woman',
        serviceCategory: 'Nail Trim & Paw Care',
        daysAgo: 356,
      },
      {
        customerName: 'Ian McAllister',
        rating: 5,
        comment:
          'Standard poodle in a proper sporting clip, done in our driveway in Golden. Professional, punctual and clearly loves dogs.',
        source: 'google',
        reviewerUrl: 'https://www.google.com/maps/contrib/118374650192837465013',
        serviceCategory: 'Full Groom',
        daysAgo: 417,
      },
      {
        customerName: 'Brianna Scott',
        rating: 5,
        comment:
          'Our shih tzu gets her puppy cut here every five weeks. Same groomer every time, and she always remembers exactly how short we like the ears.',
        source: 'yelp',
        reviewerUrl: 'https://www.yelp.com/user_details?userid=Fg7qZs1MxR4vNb9KpT2cWd',
        serviceCategory: 'Full Groom',
        daysAgo: 482,
      },
    ],
  },
};

export default content;
