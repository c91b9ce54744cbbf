import type { CatalogAddon, CatalogService, IndustryContent, ServicePageContent } from '#core/content/types.ts';
import { SERVICES_SECTION_TITLE } from '#core/site/constants.ts';
import { stockImage } from '../images.ts';
import { cityPageBuilder, gallery, heroImages, servicePages } from './shared.ts';

const INDUSTRY = 'lawncare';

const services: CatalogService[] = [
  {
    slug: 'lawn-mowing',
    name: 'Lawn Mowing',
    category: 'service-packages',
    description:
      'Weekly or every-other-week mowing at the right height for your grass, with crisp edges, string trimming and clean hard surfaces every visit.',
    pricingUnit: 'flat',
    image: stockImage(INDUSTRY, 'svc-lawn-mowing'),
    tiers: [
      {
        name: 'Small Yard',
        priceCents: 4500,
        durationMinutes: 30,
        description: 'Lots up to a quarter acre, price per visit.',
        features: [
          'Mowing at the right height for your grass type',
          'String trimming around beds, fences and trees',
          'Edging along driveway, walks and curb',
          'Clippings blown off all hard surfaces',
        ],
      },
      {
        name: 'Standard Yard',
        priceCents: 6000,
        durationMinutes: 45,
        description: 'Lots from a quarter to half an acre, price per visit.',
        features: [
          'Everything in the Small Yard visit',
          'Front and back yards, including fenced areas',
          'Mowing pattern rotated each visit',
          'Clippings mulched back into the lawn',
          'Quick check for weeds, disease and irrigation issues',
        ],
        popular: true,
      },
      {
        name: 'Large Yard',
        priceCents: 9000,
        durationMinutes: 75,
        description: 'Lots from half an acre to one acre, price per visit.',
        features: [
          'Everything in the Standard Yard visit',
          'Zero-turn mower for open areas',
          'Ditch and slope trimming',
          'Bed edges re-cut monthly',
        ],
      },
    ],
  },
  {
    slug: 'fertilization-weed-control',
    name: 'Fertilization & Weed Control',
    category: 'service-packages',
    description:
      'A seasonal program of fertilizer, pre-emergent and targeted weed control, timed for your grass type and applied by licensed technicians.',
    pricingUnit: 'flat',
    image: stockImage(INDUSTRY, 'svc-fertilization-weed-control'),
    tiers: [
      {
        name: 'Single Application',
        priceCents: 7900,
        durationMinutes: 30,
        description: 'One treatment for lawns up to 5,000 square feet, such as a spring green-up or weed knock-down.',
        features: [
          'Lawn inspection and grass identification',
          'Granular or liquid fertilizer, as needed',
          'Spot treatment of broadleaf weeds',
          'Written watering instructions',
        ],
      },
      {
        name: '7-Step Annual Program',
        priceCents: 6900,
        durationMinutes: 30,
        description: 'Seven visits a year timed to the season, price per visit for lawns up to 5,000 square feet.',
        features: [
          'Pre-emergent crabgrass control in late winter and spring',
          'Slow-release fertilizer through the growing season',
          'Broadleaf weed control every visit',
          'Free service calls between visits',
          'Soil test in the first year',
        ],
        popular: true,
      },
      {
        name: 'Premium Program',
        priceCents: 9500,
        durationMinutes: 40,
        description: 'The 7-step program plus grub prevention, fungicide and lime, price per visit.',
        features: [
          'Everything in the 7-Step Annual Program',
          'Preventive grub control',
          'Fungicide for brown patch in summer',
          'Lime applied based on your soil test',
          'Fire ant broadcast treatment',
        ],
      },
    ],
  },
  {
    slug: 'aeration-overseeding',
    name: 'Aeration & Overseeding',
    category: 'exterior',
    description:
      'Core aeration to relieve compacted soil, followed by overseeding with quality seed to thicken thin lawns and crowd out weeds.',
    pricingUnit: 'flat',
    image: stockImage(INDUSTRY, 'svc-aeration-overseeding'),
    tiers: [
      {
        name: 'Core Aeration',
        priceCents: 12900,
        durationMinutes: 60,
        description: 'Aeration only, for lawns up to 7,000 square feet.',
        features: [
          'Irrigation heads flagged before we start',
          'Double-pass core aeration',
          'Soil plugs left to break down naturally',
          'Watering and mowing guide',
        ],
      },
      {
        name: 'Aeration + Overseeding',
        priceCents: 24900,
        durationMinutes: 90,
        description: 'Aeration with premium seed matched to your lawn, for up to 7,000 square feet.',
        features: [
          'Everything in Core Aeration',
          'Certified seed blend matched to sun and shade',
          'Starter fertilizer to feed new seedlings',
          'Germination check two to three weeks later',
        ],
        popular: true,
      },
      {
        name: 'Lawn Renovation',
        priceCents: 39900,
        durationMinutes: 150,
        description: 'For thin, patchy or bare lawns up to 7,000 square feet.',
        features: [
          'Everything in Aeration + Overseeding',
          'Bare spots raked and seeded at a heavier rate',
          'Compost topdressing on thin areas',
          'Lime applied if the soil test calls for it',
          'Follow-up seeding of any weak spots',
        ],
      },
    ],
  },
  {
    slug: 'landscaping-mulching',
    name: 'Landscaping & Mulching',
    category: 'exterior',
    description: 'Fresh mulch or pine straw, crisp natural bed edges, weeding and seasonal color that make a property look cared for.',
    pricingUnit: 'flat',
    image: stockImage(INDUSTRY, 'svc-landscaping-mulching'),
    tiers: [
      {
        name: 'Pine Straw Refresh',
        priceCents: 18900,
        durationMinutes: 120,
        description: 'Up to 20 bales of long-needle pine straw tucked neatly along bed edges.',
        features: [
          'Beds weeded and cleared of debris',
          'Long-needle pine straw, about 3 inches deep',
          'Edges tucked for a clean line',
          'Walks and driveway blown clean',
        ],
      },
      {
        name: 'Mulch Bed Refresh',
        priceCents: 34900,
        durationMinutes: 180,
        description: 'Up to 5 cubic yards of hardwood or pine-bark mulch, installed at the right depth.',
        features: [
          'Beds weeded and old debris removed',
          'Natural spade edge re-cut on all beds',
          'Pre-emergent applied to reduce new weeds',
          'Mulch at 2 to 3 inches, kept off trunks and stems',
          'Walks and driveway blown clean',
        ],
        popular: true,
      },
      {
        name: 'Full Bed Renovation',
        priceCents: 74900,
        durationMinutes: 360,
        description: 'A complete front-yard bed makeover with plants and mulch.',
        features: [
          'Overgrown or dead plants removed',
          'Soil amended with compost',
          'Up to 8 new shrubs or perennials installed',
          'Seasonal annual color by the entry',
          'Fresh mulch throughout',
        ],
      },
    ],
  },
  {
    slug: 'hedge-shrub-trimming',
    name: 'Hedge & Shrub Trimming',
    category: 'exterior',
    description:
      'Hand-pruned and sheared shrubs, hedges and small ornamental trees, shaped at the right time of year with all clippings hauled away.',
    pricingUnit: 'flat',
    image: stockImage(INDUSTRY, 'svc-hedge-shrub-trimming'),
    tiers: [
      {
        name: 'Up to 10 Shrubs',
        priceCents: 12900,
        durationMinutes: 60,
        description: 'Foundation shrubs around a typical front yard.',
        features: [
          'Shaping to natural or formal form',
          'Dead and crossing branches removed',
          'Clippings cleaned from beds and lawn',
          'Debris hauled away',
        ],
      },
      {
        name: 'Up to 25 Shrubs & Hedges',
        priceCents: 24900,
        durationMinutes: 150,
        description: 'Front and back yards, including one hedge row up to 40 feet.',
        features: [
          'Everything in the 10-shrub visit',
          'Hedge tops and sides squared',
          'Ornamental grasses cut back in season',
          'Shrubs pulled back from siding and windows',
          'Debris hauled away',
        ],
        popular: true,
      },
      {
        name: 'Full Property',
        priceCents: 39900,
        durationMinutes: 240,
        description: 'Larger properties with long hedges and small ornamental trees up to 12 feet.',
        features: [
          'Everything in the 25-shrub visit',
          'Privacy hedges up to 10 feet tall',
          'Crape myrtles and small trees pruned correctly',
          'Limbs lifted away from roof and walkways',
          'Debris hauled away',
        ],
      },
    ],
  },
  {
    slug: 'leaf-cleanup',
    name: 'Leaf Cleanup',
    category: 'addons',
    description: 'Fall and spring cleanups that clear leaves from lawns, beds and hardscapes before they smother your grass.',
    pricingUnit: 'flat',
    image: stockImage(INDUSTRY, 'svc-leaf-cleanup'),
    tiers: [
      {
        name: 'Small Lot Cleanup',
        priceCents: 18900,
        durationMinutes: 90,
        description: 'Lots up to a quarter acre with a few mature trees.',
        features: [
          'Leaves blown out of beds and off the lawn',
          'Walks, patio and driveway cleared',
          'Leaves bagged or hauled away',
          'Final mow to mulch remaining leaves',
        ],
      },
      {
        name: 'Standard Cleanup',
        priceCents: 28900,
        durationMinutes: 150,
        description: 'Lots up to half an acre, the most common size we clean.',
        features: [
          'Everything in the Small Lot Cleanup',
          'Leaves cleared from under shrubs and along fences',
          'Perennials cut back for winter',
          'Leaves hauled away',
        ],
        popular: true,
      },
      {
        name: 'Wooded Lot Cleanup',
        priceCents: 44900,
        durationMinutes: 240,
        description: 'Large or heavily wooded lots up to one acre.',
        features: [
          'Everything in the Standard Cleanup',
          'Leaf vacuum and truck for heavy volume',
          'Sticks and small fallen limbs removed',
          'Gutters cleared on single-story homes',
          'Leaves hauled away',
        ],
      },
    ],
  },
];

const heroCtas: ServicePageContent['hero']['ctas'] = [{ label: 'Get Started' }, { label: 'Request a Free Estimate' }];

const pages = servicePages(INDUSTRY, {
  'lawn-mowing': {
    title: 'Lawn Mowing',
    shortDescription: 'Reliable weekly or biweekly mowing, trimming, edging and cleanup.',
    hero: {
      headline: 'Lawn Mowing You Never Have to Think About',
      subheadline: 'The same crew on the same day, mowing at the right height, with sharp edges and clean walks every single visit.',
      ctas: heroCtas,
    },
    whatItIs: {
      description:
        'Good mowing is more than cutting grass. We set the deck height for your grass type, never taking more than a third of the blade at once, keep our blades sharp so tips are cut cleanly instead of torn, and change mowing direction every visit to avoid ruts. Every visit includes string trimming, edging along hard surfaces and a blow-off of clippings, and the crew keeps an eye out for weeds, disease and broken sprinkler heads.',
      benefits: [
        'Mowed at the right height for bermuda, zoysia, fescue or St. Augustine',
        'Sharp blades for a clean cut and a greener lawn',
        'Edging and trimming every visit',
        'Same crew and the same service day',
        'Text when we arrive and when we finish',
      ],
    },
    process: {
      title: 'What Happens Every Visit',
      steps: [
        {
          number: 1,
          title: 'Walk the yard',
          description: 'A quick check for toys, hoses, pet waste and soft spots before any equipment starts.',
        },
        {
          number: 2,
          title: 'Mow',
          description: 'Cut at the right height for your grass and season, in a pattern that changes each visit.',
        },
        {
          number: 3,
          title: 'Trim and edge',
          description: 'String trimming around beds, trees and fences, and a crisp vertical edge along driveways, walks and curbs.',
        },
        {
          number: 4,
          title: 'Clean up and report',
          description: 'Clippings blown off every hard surface, gates closed, and a note if we spot a problem.',
        },
      ],
    },
    results: {
      bullets: [
        'An evenly cut, healthy-looking lawn',
        'Clean, sharp lines along every hard surface',
        'No clippings left on driveways, walks or patios',
        'Early warning of weeds, disease or irrigation problems',
      ],
    },
    cta: {
      title: 'Get Your Weekends Back',
      description: 'Tell us your address and we will send a per-visit price within one business day.',
      primary: { label: 'Start Mowing Service' },
      secondary: { label: 'Request a Free Estimate' },
    },
  },
  'fertilization-weed-control': {
    title: 'Fertilization & Weed Control',
    shortDescription: 'Seasonal fertilizer and weed control timed to your grass type.',
    hero: {
      headline: 'A Thicker, Greener Lawn With Fewer Weeds',
      subheadline: 'Licensed technicians feed your lawn and stop weeds at the right time of year, with free service calls between visits.',
      ctas: heroCtas,
    },
    whatItIs: {
      description:
        'A healthy lawn needs the right nutrients at the right time, and most weeds are far easier to prevent than to kill. Our program starts with pre-emergent in late winter to stop crabgrass before it germinates, feeds your grass with slow-release fertilizer through the growing season, and spot-treats broadleaf weeds like clover and dandelion every visit. Timing and products are matched to your grass: a bermuda lawn and a fescue lawn need very different calendars.',
      benefits: [
        'Crabgrass stopped before it sprouts',
        'Slow-release feeding for steady, even color',
        'Broadleaf weeds treated every visit',
        'Program matched to warm- or cool-season grass',
        'Free service calls if weeds return between visits',
      ],
    },
    process: {
      title: 'How Our Program Works',
      steps: [
        {
          number: 1,
          title: 'Lawn evaluation and soil test',
          description: 'We identify your grass type, measure the lawn and test the soil for pH and nutrients.',
        },
        {
          number: 2,
          title: 'Late-winter pre-emergent',
          description: 'A barrier that stops crabgrass and other annual weeds from germinating as the soil warms.',
        },
        {
          number: 3,
          title: 'Seasonal feeding and weed control',
          description: 'Fertilizer and spot weed control on a schedule tuned to your grass, with summer rates adjusted for heat stress.',
        },
        {
          number: 4,
          title: 'Fall and winter treatments',
          description: 'Root-building fall fertilizer and a winter weed treatment to get ahead of next spring.',
        },
      ],
    },
    results: {
      bullets: [
        'Thicker turf that crowds out new weeds',
        'Even, deep green color through the season',
        'Far less crabgrass, clover and dandelion',
        'A visit note after every application',
      ],
    },
    cta: {
      title: 'Start Your Lawn Program',
      description: 'Sign up before late winter to get the crabgrass pre-emergent on time.',
      primary: { label: 'Start a Lawn Program' },
      secondary: { label: 'Request a Free Estimate' },
    },
  },
  'aeration-overseeding': {
    title: 'Aeration & Overseeding',
    shortDescription: 'Core aeration and overseeding to relieve compaction and thicken thin lawns.',
    hero: {
      headline: 'Aeration and Overseeding for a Thicker Lawn',
      subheadline: 'We relieve compacted soil and plant new grass right where it can take root, at the best time of year for your lawn.',
      ctas: heroCtas,
    },
    whatItIs: {
      description:
        'Over time, foot traffic, mowers and heavy clay soil pack the ground so tightly that water, air and fertilizer cannot reach the roots. Core aeration pulls thousands of small plugs of soil out of the lawn, opening channels for roots to grow. Overseeding right after aeration drops seed into those holes, where it has excellent soil contact, filling in thin areas with new, healthy grass. Cool-season lawns like fescue are best done in early fall; warm-season lawns like bermuda and zoysia are aerated in early summer.',
      benefits: [
        'Relieves compaction from clay soil and foot traffic',
        'Water and fertilizer reach the root zone',
        'New grass fills in thin and bare areas',
        'Thicker turf crowds out weeds naturally',
        'Timed for your grass type',
      ],
    },
    process: {
      title: 'Our Aeration and Seeding Process',
      steps: [
        {
          number: 1,
          title: 'Flag sprinklers and utilities',
          description: 'We mark irrigation heads, shallow lines and invisible dog fences so the aerator avoids them.',
        },
        {
          number: 2,
          title: 'Core aerate',
          description: 'Two passes in different directions with a core aerator, pulling plugs two to three inches deep.',
        },
        {
          number: 3,
          title: 'Overseed and feed',
          description: 'Certified seed matched to your sun and shade, followed by a starter fertilizer for fast establishment.',
        },
        {
          number: 4,
          title: 'Watering plan and check-in',
          description: 'You get a simple watering schedule, and we come back in two to three weeks to check germination.',
        },
      ],
    },
    results: {
      bullets: [
        'Looser soil and deeper roots',
        'New grass filling in thin areas within weeks',
        'Better response to water and fertilizer',
        'A thicker lawn heading into the next season',
      ],
    },
    cta: {
      title: 'Reserve Your Aeration Date',
      description: 'Fall aeration dates fill quickly; book yours early.',
      primary: { label: 'Book Aeration' },
      secondary: { label: 'Request a Free Estimate' },
    },
  },
  'landscaping-mulching': {
    title: 'Landscaping & Mulching',
    shortDescription: 'Fresh mulch or pine straw, clean bed edges and seasonal plantings.',
    hero: {
      headline: 'Fresh Beds, Clean Edges, Instant Curb Appeal',
      subheadline: 'Mulch, pine straw, bed edging, weeding and new plantings that make your whole property look cared for.',
      ctas: heroCtas,
    },
    whatItIs: {
      description:
        'Fresh mulch is the fastest way to make a yard look finished, and it does real work too: it holds moisture in the soil, keeps roots cooler in summer and blocks weeds. We weed the beds, re-cut a crisp natural edge with a spade, apply a pre-emergent to slow new weeds, and spread mulch or pine straw at the right depth, pulled back from trunks and stems so it never causes rot. Full renovations replace tired plants with shrubs and perennials suited to your light and soil.',
      benefits: [
        'Crisp, natural spade-cut bed edges',
        'Moisture held in the soil through hot weather',
        'Fewer weeds with pre-emergent under the mulch',
        'Hardwood, pine bark or long-needle pine straw',
        'Plants chosen for your light and soil',
      ],
    },
    process: {
      title: 'How We Refresh Your Beds',
      steps: [
        {
          number: 1,
          title: 'Choose materials',
          description: 'We help you choose the mulch color or pine straw and confirm any plants to remove or add.',
        },
        {
          number: 2,
          title: 'Weed and edge',
          description: 'Weeds pulled by the root, debris cleared, and a clean edge cut between lawn and bed.',
        },
        {
          number: 3,
          title: 'Plant and pre-treat',
          description: 'New plants installed with compost, and pre-emergent spread to slow new weeds.',
        },
        {
          number: 4,
          title: 'Mulch and clean up',
          description: 'Mulch spread two to three inches deep and kept off stems, then every surface blown clean.',
        },
      ],
    },
    results: {
      bullets: [
        'Neat, uniform beds with a clean edge',
        'Healthier plants with cooler, moister roots',
        'Fewer weeds through the season',
        'A property that looks finished from the street',
      ],
    },
    cta: {
      title: 'Boost Your Curb Appeal This Season',
      description: 'Send a few photos of your beds and we will quote the job.',
      primary: { label: 'Book a Bed Refresh' },
      secondary: { label: 'Request a Free Estimate' },
    },
  },
  'hedge-shrub-trimming': {
    title: 'Hedge & Shrub Trimming',
    shortDescription: 'Shrubs and hedges shaped at the right time of year, with clippings hauled away.',
    hero: {
      headline: 'Hedge and Shrub Trimming Done at the Right Time',
      subheadline: 'Clean shapes, healthy plants and clear windows and walkways, without cutting off next season’s blooms.',
      ctas: heroCtas,
    },
    whatItIs: {
      description:
        'Overgrown shrubs block windows, crowd walkways and rub against siding, while badly timed trimming removes next year’s flowers. We prune each plant for its type: hedges and boxwoods sheared into clean lines, flowering shrubs like azaleas trimmed right after they bloom, and crape myrtles pruned by thinning rather than topping. Dead and crossing branches come out, plants are pulled back from the house, and every clipping is cleaned up and hauled away.',
      benefits: [
        'Clean, even hedge lines and natural shrub shapes',
        'Flowering shrubs trimmed without losing blooms',
        'Branches pulled back from siding, roofs and windows',
        'Healthier plants with better air flow',
        'All clippings hauled away',
      ],
    },
    process: {
      title: 'Our Trimming Process',
      steps: [
        {
          number: 1,
          title: 'Plant-by-plant plan',
          description: 'We identify each shrub, note bloom timing and agree on shape and height with you.',
        },
        {
          number: 2,
          title: 'Selective pruning',
          description: 'Dead, damaged and crossing branches come out first to open up the plant.',
        },
        {
          number: 3,
          title: 'Shape and shear',
          description: 'Hedges sheared with a slightly wider base so light reaches the bottom; flowering shrubs shaped by hand.',
        },
        {
          number: 4,
          title: 'Clean up and haul away',
          description: 'Clippings raked out of beds and lawn and hauled off, with walks and drives blown clean.',
        },
      ],
    },
    results: {
      bullets: [
        'Tidy hedges with straight, even lines',
        'Windows, walkways and siding clear of branches',
        'Healthy shrubs that bloom on schedule',
        'No clippings left behind',
      ],
    },
    cta: {
      title: 'Tame Your Overgrown Shrubs',
      description: 'Tell us roughly how many shrubs and hedges you have for a quick quote.',
      primary: { label: 'Book Trimming' },
      secondary: { label: 'Request a Free Estimate' },
    },
  },
  'leaf-cleanup': {
    title: 'Leaf Cleanup',
    shortDescription: 'Fall and spring leaf removal from lawns, beds and hardscapes.',
    hero: {
      headline: 'Leaf Cleanup That Protects Your Lawn',
      subheadline: 'We clear leaves from lawns, beds and walks before they smother the grass, and haul them away.',
      ctas: heroCtas,
    },
    whatItIs: {
      description:
        'A thick layer of wet leaves blocks sunlight, traps moisture and invites disease, leaving dead patches in spring. Our cleanups clear leaves from the lawn, beds, fence lines and hardscapes with backpack blowers, rakes and, on heavily wooded lots, a leaf vacuum. We finish with a mow to mulch the last scattered leaves into the turf and haul everything else away. Most properties need one cleanup after the peak drop and another once the last oaks let go.',
      benefits: [
        'Prevents dead patches and snow mold under matted leaves',
        'Beds and fence lines cleared, not just the lawn',
        'Leaves hauled away, no piles left at the curb',
        'Perennials cut back for winter',
        'Scheduled around peak leaf drop',
      ],
    },
    process: {
      title: 'How a Cleanup Works',
      steps: [
        {
          number: 1,
          title: 'Beds and edges first',
          description: 'Leaves are blown out of beds, from under shrubs and along fences toward the open lawn.',
        },
        {
          number: 2,
          title: 'Lawn and hardscapes',
          description: 'The lawn, walks, patio and driveway are cleared and leaves gathered onto tarps.',
        },
        {
          number: 3,
          title: 'Haul away',
          description: 'Leaves are loaded and hauled away, or vacuumed into the truck on heavy lots.',
        },
        {
          number: 4,
          title: 'Final mow',
          description: 'A last mow mulches stray leaves into the lawn and leaves a clean finish.',
        },
      ],
    },
    results: {
      bullets: [
        'A clear, healthy lawn going into winter',
        'Tidy beds and fence lines',
        'Clean walks, patio and driveway',
        'Nothing left at the curb',
      ],
    },
    cta: {
      title: 'Reserve Your Fall Cleanup',
      description: 'Cleanup dates fill up in November; book early to get the date you want.',
      primary: { label: 'Book a Cleanup' },
      secondary: { label: 'Request a Free Estimate' },
    },
  },
});

/** Extras added to a visit: each with its own price and time. */
const ADDONS: CatalogAddon[] = [
  {
    slug: 'bed-weeding',
    name: 'Bed Weeding',
    description: 'Weeds pulled by the root from planting beds and along borders, and hauled away.',
    priceCents: 4500,
    durationMinutes: 45,
  },
  {
    slug: 'gutter-cleaning',
    name: 'Gutter Cleaning',
    description: 'Leaves and debris cleared from single-story gutters, downspouts flushed and checked.',
    priceCents: 9900,
    durationMinutes: 60,
  },
  {
    slug: 'clipping-bagging',
    name: 'Clipping Bagging',
    description: 'Clippings bagged and removed instead of mulched back into the lawn.',
    priceCents: 1500,
    durationMinutes: 15,
  },
];

const content: IndustryContent = {
  industry: INDUSTRY,
  title: 'Lawn Care',
  subjectNoun: 'lawn',
  logoSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" aria-hidden="true"><path fill="currentColor" d="M41 6C25 6 11 13 10 28c-.2 3.3.7 6.3 2.4 8.7L6.9 42.2a1.5 1.5 0 0 0 2.1 2.1l5.6-5.6c2.3 1.6 5 2.4 8 2.3C36.6 40.3 42 24 41 6zM16.5 33.6a1.5 1.5 0 0 1-2.1-2.1l12-12a1.5 1.5 0 0 1 2.1 2.1z"/></svg>',
  theme: { primary: '#15803D', primaryDark: '#14532D', accent: '#CA8A04', surface: '#F7FEE7' },
  defaults: {
    heroTitle: 'A Healthier, Greener Lawn Starts Here',
    heroSubtitle:
      'Reliable mowing, seasonal fertilization, aeration and landscaping from a local crew that shows up on the same day every week.',
    servicesTitle: SERVICES_SECTION_TITLE,
    servicesSubtitle: 'Everything your yard needs through the year, from weekly mowing to fall aeration and leaf cleanup.',
    reviewsTitle: 'What Our Neighbors Say',
    reviewsSubtitle: 'Homeowners and HOAs on the lawns, beds and cleanups we take care of.',
    faqTitle: 'Lawn Care Questions',
    faqSubtitle: 'Scheduling, treatments, pricing and how to care for your lawn between visits.',
  },
  heroImages: heroImages(INDUSTRY),
  services,
  addons: ADDONS,
  servicePages: pages,
  serviceSlugAliases: {
    mowing: 'lawn-mowing',
    'lawn-fertilization': 'fertilization-weed-control',
    aeration: 'aeration-overseeding',
    mulching: 'landscaping-mulching',
  },
  faqs: [
    {
      category: 'General',
      question: 'Are you licensed and insured?',
      answer:
        'Yes. We carry general liability and workers’ compensation insurance, and every fertilizer and weed control application is made by or under a state-licensed pesticide applicator.',
    },
    {
      category: 'General',
      question: 'Do I have to sign a long-term contract?',
      answer:
        'No. Mowing is month to month, and lawn programs renew each year unless you cancel. You can pause or cancel any time before the next visit.',
    },
    {
      category: 'Services',
      question: 'What is included with every mowing visit?',
      answer:
        'Mowing at the right height for your grass, string trimming around obstacles, edging along driveways, walks and curbs, and blowing clippings off every hard surface.',
    },
    {
      category: 'Services',
      question: 'Do you bag the clippings?',
      answer:
        'We mulch clippings back into the lawn by default, which returns nitrogen to the soil. If you prefer bagging, or the grass is overgrown, we bag and haul them for a small fee.',
    },
    {
      category: 'Services',
      question: 'Do you treat fire ants and grubs?',
      answer:
        'Yes. Our Premium Program includes preventive grub control and a fire ant broadcast treatment, and both are available as stand-alone treatments.',
    },
    {
      category: 'Scheduling',
      question: 'What day will you mow my lawn?',
      answer: 'You get a regular service day based on your street’s route. We text the evening before and again when the crew arrives.',
    },
    {
      category: 'Scheduling',
      question: 'What happens when it rains?',
      answer:
        'Mowing soaked grass tears it and ruts the lawn, so heavy rain pushes the route back a day. Light rain usually does not stop us, and treatments are rescheduled if rain is forecast within a few hours.',
    },
    {
      category: 'Pricing',
      question: 'How do you price lawn care?',
      answer:
        'By the size of the lawn, obstacles like beds and playsets, slopes and access through gates. We measure your property before quoting, so the price per visit is fixed.',
    },
    {
      category: 'Pricing',
      question: 'Is there a charge for the first cut on an overgrown lawn?',
      answer:
        'If the grass is more than about twice its normal height, the first cut takes longer and may need bagging, so it is priced as a one-time cleanup. Regular pricing starts with the next visit.',
    },
    {
      category: 'Preparation',
      question: 'How should I prepare for aeration?',
      answer:
        'Water the lawn well the day before so the soil is soft, and mark sprinkler heads, shallow cables and invisible dog fence lines, or let us know where they are.',
    },
    {
      category: 'Preparation',
      question: 'Do I need to be home for service?',
      answer: 'No. Just leave gates unlocked, keep pets inside on service day, and pick up toys, hoses and pet waste from the lawn.',
    },
    {
      category: 'Locations',
      question: 'What areas do you service?',
      answer:
        'We maintain lawns in our home city and the surrounding communities in our service-area list. Routes are built street by street, so send us your address and we will confirm.',
    },
    {
      category: 'Locations',
      question: 'Do you take care of HOA common areas and small commercial properties?',
      answer:
        'Yes. We maintain entrances, common areas and retention ponds for HOAs, and small office and retail properties, with a monthly service report.',
    },
    {
      category: 'Payments',
      question: 'How do I pay?',
      answer:
        'Most customers use autopay with a card or bank account, charged after each visit or monthly. We also accept checks and online payments from your invoice.',
    },
    {
      category: 'Payments',
      question: 'Do you offer a prepay discount?',
      answer:
        'Yes. Prepaying an annual lawn program saves five percent, and you can still cancel and receive a refund for visits not yet made.',
    },
    {
      category: 'Warranty',
      question: 'What if weeds come back between treatments?',
      answer:
        'Call us. Program customers get free service calls, and we will re-treat problem weeds at no charge between scheduled visits.',
    },
    {
      category: 'Warranty',
      question: 'What if new seed does not come up?',
      answer: 'If you follow the watering plan and areas fail to germinate, we will reseed those areas free at our follow-up visit.',
    },
    {
      category: 'Aftercare',
      question: 'How should I water after overseeding?',
      answer:
        'Keep the top inch of soil moist: water lightly once or twice a day for the first two to three weeks, then switch to deeper, less frequent watering once the new grass is up.',
    },
    {
      category: 'Aftercare',
      question: 'When can kids and pets use the lawn after a treatment?',
      answer:
        'Once liquid applications have dried, usually one to two hours, and after granular applications have been watered in. We leave a flag and a note after every treatment.',
    },
    {
      category: 'Aftercare',
      question: 'How high should my lawn be mowed?',
      answer:
        'It depends on the grass: about 1 to 2 inches for bermuda and zoysia, 3 to 4 inches for tall fescue and St. Augustine. We set our decks accordingly and raise them during heat and drought.',
    },
  ],
  gallery: gallery(INDUSTRY, [
    { title: 'Weekly Mowing', caption: 'Cut at the right height, with crisp stripes and edges.', tags: ['lawn-mowing'] },
    { title: 'Backyard Hedges', caption: 'Hedges squared off and every clipping hauled away.', tags: ['hedge-shrub-trimming'] },
    { title: 'Fresh Mulch Beds', caption: 'Weeded, edged and mulched two to three inches deep.', tags: ['landscaping-mulching'] },
    {
      title: 'Healthy Turf Under Trees',
      caption: 'Steady feeding and weed control all season long.',
      tags: ['fertilization-weed-control'],
    },
    { title: 'Curb Appeal', caption: 'Mowing, edging and trimming on every visit.', tags: ['lawn-mowing'] },
    { title: 'Fall Cleanup', caption: 'Leaves cleared from the lawn and beds and hauled away.', tags: ['leaf-cleanup'] },
    { title: 'Shrub Shaping', caption: 'Foundation shrubs shaped into clean, rounded forms.', tags: ['hedge-shrub-trimming'] },
    { title: 'Trimmed Fence Lines', caption: 'String trimming along fences and beds on every mow.', tags: ['lawn-mowing'] },
    { title: 'Weed-Free by Summer', caption: 'A thick, even lawn after a season on our program.', tags: ['fertilization-weed-control'] },
    { title: 'New Grass Filling In', caption: 'Thicker turf a few weeks after aeration and overseeding.', tags: ['aeration-overseeding'] },
  ]),
  cityPage: cityPageBuilder({
    defaultServiceNames: services.map((s) => s.name),
    headlines: [
      (c) => `Lawn Care in ${c.city}, ${c.state}`,
      (c) => `${c.city} Lawn Mowing and Lawn Care`,
      (c) => `Professional Lawn Service in ${c.city}, ${c.stateName}`,
      (c) => `Lawn Care and Landscaping for ${c.city} Homes`,
    ],
    intros: [
      (c) =>
        `${c.businessName} mows, feeds and maintains lawns across ${c.city}. ${
          c.isPrimary
            ? 'Our shop and most of our crews are based here.'
            : `Our crews run routes through ${c.city} every week of the season.`
        } You get a regular service day, the same crew, and a text when we arrive.`,
      (c) =>
        `Looking for a lawn service in ${c.city}, ${c.stateName}? ${c.businessName} handles everything from weekly mowing to fertilization, aeration and fall cleanups, with programs timed for the grass that grows here.`,
      (c) =>
        `Homeowners and HOAs in ${c.city} rely on ${c.businessName} for ${c.services(3)}. We measure every property before we quote, so the price per visit never changes without warning.`,
    ],
    conditionLeads: [
      (c) => `Lawns in ${c.city} have their own challenges.`,
      (c) => `What works on a lawn in ${c.city} depends on the local climate and soil.`,
      (c) => `${c.stateName} weather sets the lawn care calendar in ${c.city}.`,
      (c) => `Every region grows grass differently, and ${c.city} is no exception.`,
    ],
    regions: {
      desert: {
        conditions:
          'Bermuda grass thrives in the heat but goes dormant and brown in winter, which is why many lawns are overseeded with ryegrass each fall. Intense sun, alkaline soil and watering restrictions make every drop of irrigation count.',
        advice:
          'We mow higher in the hottest months, time fertilizer around summer heat, and check irrigation coverage every visit, since a single broken head can brown a section of lawn in days.',
        faq: {
          q: (c) => `Do you overseed lawns with winter rye in ${c.city}?`,
          a: 'Yes. We scalp the bermuda and overseed with perennial ryegrass in early to mid October, so the lawn stays green through winter. Rye needs regular watering for the first few weeks to establish.',
        },
      },
      california: {
        conditions:
          'Long dry seasons and water restrictions make turf harder to keep green, and many yards mix tall fescue or warm-season grasses with drought-tolerant beds. Gophers and compacted soil are common problems.',
        advice:
          'We mow tall to shade the soil, aerate to help water soak in instead of running off, and can convert thirsty areas to mulch beds with water-wise plants.',
        faq: {
          q: 'How do you keep a lawn healthy under watering restrictions?',
          a: 'Mowing higher, aerating to improve infiltration, watering deeply on allowed days rather than lightly, and fertilizing lightly. We can also check your irrigation timer and heads for waste.',
        },
      },
      northwest: {
        conditions:
          'Mild, wet winters and acidic soil favor moss over grass, especially in shade, and spring growth is so fast that lawns can need mowing twice a week.',
        advice: 'We lime to raise soil pH, treat and rake out moss, and overseed with shade-tolerant fescue and ryegrass in early fall.',
        faq: {
          q: 'Can you get rid of the moss in my lawn?',
          a: 'We treat moss, rake it out and overseed, but moss comes back unless the causes change: shade, poor drainage, compaction and acidic soil. We address those with pruning advice, aeration and lime.',
        },
      },
      mountain: {
        conditions:
          'Kentucky bluegrass lawns face a short growing season, intense high-altitude sun, dry air and summer watering limits, and heavy clay soils compact easily.',
        advice:
          'We aerate in spring and fall, mow at three inches or higher to shade the soil, and schedule feedings around the short season.',
        faq: {
          q: 'When should I aerate my lawn here?',
          a: 'Spring, once the ground thaws, and early fall are both good. Fall aeration followed by overseeding gives new bluegrass and rye time to establish before winter.',
        },
      },
      plains: {
        conditions:
          'Hot, dry summers and hard, alkaline soils are tough on turf. Bermuda and buffalo grass take the heat, St. Augustine does well in shade, and fire ants and grassburs are constant pests.',
        advice:
          'We mow at the right height for each grass, water-wise feeding in summer, and treat fire ants with a broadcast bait in spring and fall.',
        faq: {
          q: 'Can you get rid of fire ants?',
          a: 'Yes. A broadcast bait in spring and fall controls most colonies across the whole lawn, and we spot-treat new mounds between visits.',
        },
      },
      southeast: {
        conditions:
          'Heavy red clay compacts quickly, spring crabgrass comes up fast, and hot, humid summers bring brown patch to fescue lawns. Bermuda, zoysia and centipede thrive in full sun, while tall fescue does best in partial shade.',
        advice:
          'We core aerate clay soils every year, apply pre-emergent by late February, and treat fescue for brown patch before the worst of the summer humidity.',
        faq: {
          q: 'What grass works best in my yard?',
          a: 'Bermuda and zoysia are best for full sun and heavy use; tall fescue for shade under trees; centipede for low-maintenance sunny lawns. We can recommend one after a quick look at your light and soil.',
        },
      },
      'upper-south': {
        conditions:
          'Lawns here sit in the transition zone, too hot in summer for easy cool-season grass and too cold in winter for many warm-season grasses. Tall fescue, bermuda and zoysia all grow, and clay soils compact easily.',
        advice:
          'We aerate and overseed fescue in September and October, feed bermuda and zoysia in summer, and target wild onion, clover and nutsedge.',
        faq: {
          q: 'When is the best time to overseed fescue?',
          a: 'Early to mid fall, from about Labor Day through mid October. The soil is still warm, the air is cooler, and new grass has months to root before summer heat returns.',
        },
      },
      midwest: {
        conditions:
          'Cool-season lawns of bluegrass, ryegrass and fescue grow fast in spring and fall, slow down in summer heat, and face grubs, dandelions and creeping Charlie.',
        advice:
          'We seed in late summer and early fall, apply grub prevention in early summer, and feed most heavily in the fall for strong roots.',
        faq: {
          q: 'Do I need grub control?',
          a: 'If you have had brown patches that peel back like carpet, or animals digging in the lawn, yes. A preventive treatment in late spring or early summer stops the next generation.',
        },
      },
      north: {
        conditions:
          'A short season, snow cover and cold winters mean snow mold and winter damage in spring, and just a few months for grass to recover.',
        advice:
          'Spring cleanup rakes out matted grass and debris, and a final fall mow a little shorter plus a late fertilizer feeding prepare the lawn for winter.',
        faq: {
          q: 'What should I do about snow mold?',
          a: 'Rake matted, gray or pink patches lightly in spring so they dry out, and most grass recovers. Cutting shorter before winter and clearing leaves in fall help prevent it.',
        },
      },
      northeast: {
        conditions:
          'Mature street trees mean shady lawns and heavy leaf drop, and cool-season grasses battle crabgrass in summer and grubs in late summer.',
        advice: 'We overseed shady areas with fine fescue, clear leaves promptly in fall, and apply pre-emergent as the forsythia blooms.',
        faq: {
          q: 'Can grass grow in my shady yard?',
          a: 'Shade-tolerant fine fescues handle partial shade well. In deep shade, limbing up trees to let more light through or switching to a shade bed is often better than reseeding every year.',
        },
      },
      tropical: {
        conditions:
          'Grass grows nearly year-round, so lawns need mowing most weeks of the year. St. Augustine, bahia and zoysia dominate, and chinch bugs, sandy soil and summer downpours keep things interesting.',
        advice:
          'We mow weekly through the long growing season, watch St. Augustine for chinch bug damage in dry spells, and follow local fertilizer rules during the rainy season.',
        faq: {
          q: 'Why are there brown patches in my St. Augustine grass?',
          a: 'In hot, dry weather, chinch bugs are the usual cause; in wet weather, it is often a fungus. We identify the cause on site before treating, since the fixes are completely different.',
        },
      },
    },
    states: {
      NC: 'Across the North Carolina Piedmont, tall fescue is the most common lawn grass, which makes September and October the busiest aeration and overseeding months.',
      SC: 'Many South Carolina neighborhoods use long-needle pine straw instead of bark mulch, and it needs a fresh layer about twice a year as it fades and settles.',
      AZ: 'Most Arizona cities set irrigation guidelines by season, and lawns do best with deep, infrequent watering.',
      TX: 'Texas cities often limit lawn watering to set days, especially in drought years, so deep watering on your allowed day matters.',
    },
    practical: [
      (c) =>
        `A lot of ${c.city} neighborhoods have HOA standards for mowing height, edging and bed upkeep. We know the usual rules, keep to a weekly schedule in peak season, and can work from your HOA’s landscape guidelines if you share them.`,
      (c) =>
        `Many ${c.city} yards are fenced. Leave the gate unlocked or share a code, keep pets inside on service day, and let us know about sprinkler heads and invisible dog fences before aeration.`,
      (c) =>
        `Corner lots, slopes and backyards reached through narrow gates are common in ${c.city}. We measure every property first and bring the right mower for the gate width, so the price per visit is fixed.`,
    ],
    coverage: (c) =>
      c.isPrimary
        ? `${c.businessName} is based in ${c.city}, and our densest routes are here, so new customers can usually start within a week.${
            c.nearbyCities.length > 0 ? ` Crews also cover ${c.near(4)}.` : ''
          } The services most ${c.city} homeowners start with are ${c.services(3)}.`
        : `Our ${c.city} route runs on set days each week${c.nearbyCities.length > 0 ? `, alongside ${c.near(3)}` : ''}, so your lawn is cared for on a predictable schedule. Popular services here include ${c.services(3)}.`,
    serveAnswer: (c) =>
      c.isPrimary
        ? `Yes. ${c.city} is our home base, with crews in town every weekday of the season.`
        : `Yes. ${c.businessName} has a regular route in ${c.city}, ${c.stateName}${c.nearbyCities.length > 0 ? `, and also serves ${c.near(2)}` : ''}.`,
    faqs: (c) => [
      {
        q: c.pick([`Is there a travel fee for ${c.city}?`, `Do you charge extra for properties in ${c.city}?`], 'travel'),
        a: c.isPrimary
          ? `No. ${c.city} is our home base, and the price per visit is the same anywhere in town.`
          : `No, not for properties on our regular ${c.city} route. Rural properties well outside town may carry a small trip charge, which is built into your quote.`,
      },
      {
        q: `How soon can you start mowing in ${c.city}?`,
        a: c.isPrimary
          ? 'Usually within a week. In spring, when everyone signs up at once, it can take up to two weeks to add you to a route, so reach out in February or March.'
          : `As soon as there is an opening on our ${c.city} route day, usually within one to two weeks. Aeration and cleanups are booked by date, so reserve those early.`,
      },
      {
        q: c.pick(
          [`Do I need to be home when you service my lawn in ${c.city}?`, `What do you need from me on service day in ${c.city}?`],
          'access',
        ),
        a: 'You do not need to be home. Just leave gates unlocked, keep pets inside, and clear toys and hoses from the lawn. We text when the crew arrives and when we finish.',
      },
    ],
  }),
  demo: {
    slug: 'evergreen-lawn-care',
    businessName: 'Evergreen Lawn Care',
    legalName: 'Evergreen Lawn & Landscape Inc.',
    ownerFirstName: 'Caleb',
    ownerLastName: 'Whitley',
    businessPhone: '7045550163',
    businessEmail: 'office@evergreenlawncare.example',
    street: '1415 Westinghouse Blvd, Unit 6',
    businessStartDate: '2012-03-01',
    social: {
      facebook: 'https://www.facebook.com/evergreenlawncareclt',
      youtube: 'https://www.youtube.com/@evergreenlawncareclt',
      gbp: 'https://www.google.com/maps/place/Evergreen+Lawn+Care/@35.1386,-80.8917,15z',
    },
    serviceRadiusMiles: 30,
    serviceAreas: [
      { city: 'Charlotte', state: 'NC', zip: '28202', lat: 35.2271, lng: -80.8431, primary: true },
      { city: 'Matthews', state: 'NC', zip: '28105', lat: 35.1168, lng: -80.7237 },
      { city: 'Huntersville', state: 'NC', zip: '28078', lat: 35.4107, lng: -80.8429 },
      { city: 'Cornelius', state: 'NC', zip: '28031', lat: 35.4868, lng: -80.8601 },
      { city: 'Davidson', state: 'NC', zip: '28036', lat: 35.4993, lng: -80.8487 },
      { city: 'Mint Hill', state: 'NC', zip: '28227', lat: 35.1796, lng: -80.6473 },
      { city: 'Concord', state: 'NC', zip: '28025', lat: 35.4088, lng: -80.5795 },
      { city: 'Mooresville', state: 'NC', zip: '28115', lat: 35.5849, lng: -80.8101 },
      { city: 'Pineville', state: 'NC', zip: '28134', lat: 35.0832, lng: -80.8923 },
      { city: 'Fort Mill', state: 'SC', zip: '29715', lat: 35.0074, lng: -80.9451 },
      { city: 'Rock Hill', state: 'SC', zip: '29730', lat: 34.9249, lng: -81.0251 },
      { city: 'Tega Cay', state: 'SC', zip: '29708', lat: 35.0243, lng: -81.0279 },
      { city: 'Indian Land', state: 'SC', zip: '29707', lat: 34.9882, lng: -80.8559 },
      { city: 'Lake Wylie', state: 'SC', zip: '29710', lat: 35.1082, lng: -81.0448 },
    ],
    reviews: [
      {
        customerName: 'Stephanie Greer',
        rating: 5,
        title: 'Our fescue finally filled in',
        comment:
          'Two years of patchy fescue under our oaks in Matthews, and one round of aeration and overseeding fixed it. They came back three weeks later to check the new grass and reseeded one bare corner for free.',
        source: 'google',
        reviewerUrl: 'https://www.google.com/maps/contrib/105938475610293847561',
        avatar: 'avatar-01',
        reviewer: 'woman',
        serviceCategory: 'Aeration & Overseeding',
        daysAgo: 21,
      },
      {
        customerName: 'Chris Dunham',
        rating: 5,
        comment:
          'Same crew every Tuesday, edges are always sharp, and they close the gate so the dog stays in. That is all I ever wanted from a lawn service.',
        source: 'facebook',
        reviewerUrl: 'https://www.facebook.com/chris.dunham.clt',
        serviceCategory: 'Lawn Mowing',
        daysAgo: 45,
      },
      {
        customerName: 'Amanda Lowery',
        rating: 5,
        comment:
          'The pine straw install in our Fort Mill yard looks fantastic. They weeded first, tucked every edge, and blew off the driveway before they left. Our HOA sent a nice note about the curb appeal.',
        source: 'google',
        reviewerUrl: 'https://www.google.com/maps/contrib/110293847561029384752',
        serviceCategory: 'Landscaping & Mulching',
        daysAgo: 79,
      },
      {
        customerName: 'Derek Simmons',
        rating: 4,
        comment:
          'Crabgrass is mostly gone after the first season on their program. A few clumps came back along the driveway in July, but they came out and spot-treated it within two days of my call.',
        source: 'yelp',
        reviewerUrl: 'https://www.yelp.com/user_details?userid=Bn5tGy2HqL8wRk4ZpX6cVd',
        serviceCategory: 'Fertilization & Weed Control',
        daysAgo: 118,
      },
      {
        customerName: 'Walter Pruitt',
        rating: 5,
        comment: 'Half an acre of oak leaves, gone in one afternoon and hauled away. No bags at the curb for a week like the last company.',
        source: 'website',
        avatar: 'avatar-08',
        reviewer: 'man',
        serviceCategory: 'Leaf Cleanup',
        daysAgo: 156,
      },
      {
        customerName: 'Monica Frazier',
        rating: 5,
        title: 'Crape myrtles saved',
        comment:
          'The previous company topped our crape myrtles every winter. Evergreen thinned them properly and explained why, and this summer they bloomed better than ever.',
        source: 'google',
        reviewerUrl: 'https://www.google.com/maps/contrib/119283746501928374650',
        serviceCategory: 'Hedge & Shrub Trimming',
        daysAgo: 201,
      },
      {
        customerName: 'Jake Holloway',
        rating: 5,
        comment: 'Quick quote, fair price, and they mow our Rock Hill lawn at the right height for bermuda instead of scalping it.',
        source: 'yelp',
        reviewerUrl: 'https://www.yelp.com/user_details?userid=Rt9cMv3KsW1nJd7QxB4hFp',
        serviceCategory: 'Lawn Mowing',
        daysAgo: 247,
      },
      {
        customerName: 'Linda Carver',
        rating: 5,
        comment:
          'We manage a 120-home community in Huntersville, and Evergreen has handled the entrance beds and common areas for three seasons. Monthly reports with photos make my board meetings easy.',
        source: 'website',
        avatar: 'avatar-06',
        reviewer: 'woman',
        serviceCategory: 'Landscaping & Mulching',
        daysAgo: 298,
      },
      {
        customerName: 'Ben Tran',
        rating: 4,
        comment:
          'Lawn looks much greener since starting the program. I wish the texts came a little earlier in the morning, but the work itself has been excellent.',
        source: 'facebook',
        reviewerUrl: 'https://www.facebook.com/ben.tran.9921',
        serviceCategory: 'Fertilization & Weed Control',
        daysAgo: 361,
      },
      {
        customerName: 'Rachel Boyd',
        rating: 5,
        comment:
          'Fire ants were taking over the backyard where our kids play. Two treatments later, not a single mound. Very responsive office too.',
        source: 'google',
        reviewerUrl: 'https://www.google.com/maps/contrib/102938475610293847563',
        serviceCategory: 'Fertilization & Weed Control',
        daysAgo: 429,
      },
      {
        customerName: 'Gary Whitman',
        rating: 5,
        comment:
          'Boxwoods and the big ligustrum hedge along our Tega Cay property line look sharp. They hauled off a whole trailer of clippings.',
        source: 'yelp',
        reviewerUrl: 'https://www.yelp.com/user_details?userid=Kx2dPq7VnT4sLm9GcR1wZb',
        serviceCategory: 'Hedge & Shrub Trimming',
        daysAgo: 503,
      },
    ],
  },
};

export default content;
