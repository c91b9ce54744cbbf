import type { CatalogAddon, CatalogService, IndustryContent, ServicePageContent } from '#core/content/types.ts';
import { SERVICES_SECTION_TITLE } from '#core/site/constants.ts';
import { stockImage } from '../images.ts';
import { cityPageBuilder, gallery, heroImages, servicePages } from './shared.ts';

const INDUSTRY = 'barber';

const services: CatalogService[] = [
  {
    slug: 'classic-haircut',
    name: 'Classic Haircut',
    category: 'service-packages',
    description:
      'Scissor and clipper cuts from short tapers to longer, textured styles, finished with a neck shave and styled the way you wear it.',
    pricingUnit: 'flat',
    image: stockImage(INDUSTRY, 'svc-classic-haircut'),
    tiers: [
      {
        name: 'Classic Cut',
        priceCents: 3500,
        durationMinutes: 30,
        description: 'Clipper and scissor cut with a tapered neckline.',
        features: [
          'Consultation on length and style',
          'Clipper sides and scissor top',
          'Straight-razor neck cleanup',
          'Styled with the product of your choice',
        ],
        popular: true,
      },
      {
        name: 'Cut & Style',
        priceCents: 4500,
        durationMinutes: 45,
        description: 'A classic cut with a shampoo, hot towel and a longer finish.',
        features: [
          'Everything in the Classic Cut',
          'Shampoo and conditioner',
          'Hot towel on the face and neck',
          'Blow-dry and style',
          'Styling tips for home',
        ],
      },
      {
        name: 'Long Hair Scissor Cut',
        priceCents: 5000,
        durationMinutes: 45,
        description: 'For hair past the ears or collar that is cut mostly with scissors.',
        features: [
          'Shampoo before the cut',
          'Scissor-over-comb and point cutting',
          'Texture and weight removed where needed',
          'Blow-dry and style',
        ],
      },
    ],
  },
  {
    slug: 'skin-fade',
    name: 'Skin Fade',
    category: 'service-packages',
    description: 'A seamless fade from bare skin to length, low, mid, high or drop, blended by hand and finished with a sharp line-up.',
    pricingUnit: 'flat',
    image: stockImage(INDUSTRY, 'svc-skin-fade'),
    tiers: [
      {
        name: 'Fade Refresh',
        priceCents: 2800,
        durationMinutes: 25,
        description: 'Sides and back re-faded within 14 days of your last fade with us; top left as is.',
        features: ['Sides and back re-blended', 'Line-up', 'Neck cleanup'],
      },
      {
        name: 'Skin Fade',
        priceCents: 4000,
        durationMinutes: 40,
        description: 'Low, mid, high, taper or drop fade down to the skin, with the top cut to your style.',
        features: [
          'Fade blended from skin with foil shaver and clippers',
          'Top cut with scissors or clippers',
          'Line-up with a straight razor',
          'Hot towel on the neck',
          'Styled to finish',
        ],
        popular: true,
      },
      {
        name: 'Fade with Design',
        priceCents: 5200,
        durationMinutes: 55,
        description: 'A skin fade plus a hard part or freehand design.',
        features: [
          'Everything in the Skin Fade',
          'Hard part, lines or a freehand design',
          'Design details finished with a trimmer and razor',
          'Photo for your next visit',
        ],
      },
    ],
  },
  {
    slug: 'beard-trim',
    name: 'Beard Trim',
    category: 'addons',
    vehicles: ['adult', 'senior'],
    description: 'Beard shaping, line-ups and conditioning, from a quick cleanup to a full sculpt with hot towel and oil.',
    pricingUnit: 'flat',
    image: stockImage(INDUSTRY, 'svc-beard-trim'),
    tiers: [
      {
        name: 'Beard Line-Up',
        priceCents: 1800,
        durationMinutes: 15,
        description: 'Cheek and neck lines cleaned up with a razor; length left as is.',
        features: ['Cheek line sharpened', 'Neckline set and shaved', 'Mustache tidied'],
      },
      {
        name: 'Beard Trim & Shape',
        priceCents: 2500,
        durationMinutes: 25,
        description: 'Length and shape trimmed to suit your face, with clean lines.',
        features: ['Length trimmed evenly', 'Shape balanced to your face', 'Razor line-up on cheeks and neck', 'Beard oil finish'],
        popular: true,
      },
      {
        name: 'Beard Sculpt',
        priceCents: 3500,
        durationMinutes: 35,
        description: 'A full sculpt for longer beards, with a hot towel treatment.',
        features: [
          'Hot towel to soften the beard and skin',
          'Scissor and clipper sculpting',
          'Straight-razor lines',
          'Beard wash, oil and balm',
          'Fade from beard into sideburns',
        ],
      },
    ],
  },
  {
    slug: 'hot-towel-shave',
    name: 'Hot Towel Shave',
    category: 'service-packages',
    vehicles: ['adult', 'senior'],
    description: 'A traditional straight-razor shave with hot towels, pre-shave oil, rich lather and a cooling finish.',
    pricingUnit: 'flat',
    image: stockImage(INDUSTRY, 'svc-hot-towel-shave'),
    tiers: [
      {
        name: 'Head Shave',
        priceCents: 3500,
        durationMinutes: 30,
        description: 'A smooth straight-razor head shave with hot towels.',
        features: ['Hot towel prep', 'Pre-shave oil and warm lather', 'Straight-razor shave', 'Cooling aftershave balm'],
      },
      {
        name: 'Traditional Hot Towel Shave',
        priceCents: 4000,
        durationMinutes: 40,
        description: 'The classic face shave, done slowly and properly.',
        features: [
          'Two hot towel wraps',
          'Pre-shave oil and hand-whipped lather',
          'Straight razor with and across the grain',
          'Cold towel to close pores',
          'Aftershave balm',
        ],
        popular: true,
      },
      {
        name: 'Royal Shave',
        priceCents: 6000,
        durationMinutes: 60,
        description: 'Face and head shave with a facial massage and mask.',
        features: ['Everything in the Traditional Hot Towel Shave', 'Head shave included', 'Clay mask and face massage', 'Eyebrow cleanup'],
      },
    ],
  },
  {
    slug: 'kids-cut',
    name: 'Kids Cut',
    category: 'service-packages',
    vehicles: ['kid'],
    description:
      'Patient, friendly haircuts for kids 12 and under, from first haircuts to fades, in a chair with a booster seat and a cartoon on.',
    pricingUnit: 'flat',
    image: stockImage(INDUSTRY, 'svc-kids-cut'),
    tiers: [
      {
        name: 'Kids Cut',
        priceCents: 2500,
        durationMinutes: 25,
        description: 'A clipper and scissor cut for kids 12 and under.',
        features: ['Booster seat and kid-sized cape', 'Clipper and scissor cut', 'Neck cleanup', 'Lollipop on the way out'],
        popular: true,
      },
      {
        name: 'Kids Fade',
        priceCents: 3000,
        durationMinutes: 30,
        description: 'A fade or taper with a line-up for kids 12 and under.',
        features: ['Low, mid or high fade', 'Line-up with trimmers', 'Part on request', 'Styled to finish'],
      },
      {
        name: 'First Haircut',
        priceCents: 3000,
        durationMinutes: 30,
        description: 'A gentle first cut with extra time and keepsakes.',
        features: [
          'Extra time for a relaxed first visit',
          'Parent can sit in the chair with them',
          'Lock of hair saved in an envelope',
          'First-haircut certificate',
          'Photo in the chair',
        ],
      },
    ],
  },
  {
    slug: 'hair-beard-combo',
    name: 'Haircut & Beard Combo',
    category: 'service-packages',
    vehicles: ['adult', 'senior'],
    description: 'A haircut or fade and a beard trim in one appointment, blended together so hair and beard work as one look.',
    pricingUnit: 'flat',
    image: stockImage(INDUSTRY, 'svc-hair-beard-combo'),
    tiers: [
      {
        name: 'Cut + Beard Trim',
        priceCents: 5500,
        durationMinutes: 55,
        description: 'A classic cut or fade plus a beard trim and line-up.',
        features: [
          'Classic cut or skin fade',
          'Beard trimmed and shaped',
          'Sideburns blended into the beard',
          'Razor line-up on cheeks and neck',
        ],
        popular: true,
      },
      {
        name: 'Fade + Beard Sculpt',
        priceCents: 6500,
        durationMinutes: 65,
        description: 'A skin fade with a full beard sculpt and hot towel.',
        features: ['Skin fade with line-up', 'Hot towel beard treatment', 'Full beard sculpt', 'Beard oil and balm finish'],
      },
      {
        name: 'The Full Service',
        priceCents: 8500,
        durationMinutes: 90,
        description: 'Our signature appointment: cut, beard, hot towel shave of the cheeks and neck, and a scalp massage.',
        features: [
          'Haircut or fade',
          'Beard sculpt',
          'Hot towel straight-razor shave on cheeks and neck',
          'Shampoo and scalp massage',
          'Complimentary drink',
        ],
      },
    ],
  },
];

const heroCtas: ServicePageContent['hero']['ctas'] = [{ label: 'Book Your Chair' }, { label: 'Ask a Question' }];

const pages = servicePages(INDUSTRY, {
  'classic-haircut': {
    title: 'Classic Haircut',
    shortDescription: 'Scissor and clipper cuts for every length and style, with a razor neck finish.',
    hero: {
      headline: 'A Classic Cut, Done Right',
      subheadline:
        'Tapers, side parts, crops and longer textured styles, cut for your hair type and finished with a straight-razor neckline.',
      ctas: heroCtas,
    },
    whatItIs: {
      description:
        'A good haircut starts with a conversation: how you wear your hair, how much time you spend on it in the morning, and what happens when it grows out. Our barbers cut with clippers and scissors to suit your hair’s texture, growth patterns and cowlicks, so the cut still looks good in week three, not just when you leave the chair. Every classic cut ends with a straight-razor cleanup of the neckline and a style with the product that suits your hair.',
      benefits: [
        'Cut for your hair type, straight, wavy, curly or coily',
        'Grows out cleanly between visits',
        'Straight-razor neckline on every cut',
        'Product and styling advice you can repeat at home',
        'Online booking with the barber you like',
      ],
    },
    process: {
      title: 'Your Appointment',
      steps: [
        {
          number: 1,
          title: 'Consultation',
          description: 'We talk through length, shape, parting and how you style it, and look at any reference photos.',
        },
        {
          number: 2,
          title: 'The cut',
          description: 'Clippers on the sides and back, scissors on top, blended to suit your head shape and growth pattern.',
        },
        {
          number: 3,
          title: 'Detail work',
          description: 'Sideburns, ears and neckline cleaned up, with a straight-razor finish on the neck.',
        },
        {
          number: 4,
          title: 'Style and check',
          description: 'Styled with the right product, checked in the mirror with you, and notes saved for next time.',
        },
      ],
    },
    results: {
      bullets: [
        'A clean, balanced haircut that suits your face',
        'A crisp, razor-finished neckline',
        'A style you can recreate in two minutes',
        'Notes on file so your next cut matches',
      ],
    },
    cta: {
      title: 'Time for a Fresh Cut?',
      description: 'Book online and pick your barber and time.',
      primary: { label: 'Book a Haircut' },
      secondary: { label: 'Ask a Question' },
    },
  },
  'skin-fade': {
    title: 'Skin Fade',
    shortDescription: 'Seamless low, mid, high and drop fades blended from bare skin.',
    hero: {
      headline: 'Skin Fades With No Lines, Just Blend',
      subheadline: 'Low, mid, high, taper or drop fades, blended from bare skin by barbers who do dozens every week.',
      ctas: heroCtas,
    },
    whatItIs: {
      description:
        'A skin fade takes the sides and back down to bare skin at the bottom and blends smoothly up into length, with no visible lines between clipper guards. Getting that blend right takes patience and the right tools: foil shavers, detailers, clippers at half-guard lengths and a lot of checking in the light. We place the fade to suit your head shape and the style on top, then finish with a razor-sharp line-up.',
      benefits: [
        'Seamless blends with no visible steps',
        'Fade height placed to suit your head shape',
        'Crisp razor line-up at the temples and forehead',
        'Works with any top: crop, curls, pompadour or buzz',
        'Fade Refresh option to stay sharp between cuts',
      ],
    },
    process: {
      title: 'How We Fade',
      steps: [
        {
          number: 1,
          title: 'Choose your fade',
          description: 'Low, mid, high, taper or drop, and how the top should look, agreed before the clippers come out.',
        },
        {
          number: 2,
          title: 'Set the guide and bulk removal',
          description: 'A guideline sets the fade height, and the bulk of the length comes off the sides and back.',
        },
        {
          number: 3,
          title: 'Blend from skin',
          description: 'Foil shaver at the bottom, then clippers at progressively longer settings, blended in both directions.',
        },
        {
          number: 4,
          title: 'Top, line-up and finish',
          description: 'The top is cut to style, the edges lined up with a razor, and a hot towel cleans up the neck.',
        },
      ],
    },
    results: {
      bullets: [
        'A smooth gradient from skin to length',
        'Sharp temples, forehead line and neckline',
        'A fade that looks clean from every angle',
        'A look that holds up for about two weeks',
      ],
    },
    cta: {
      title: 'Get a Fade That Blends',
      description: 'Fades book up fast on Fridays and Saturdays; grab your spot online.',
      primary: { label: 'Book a Fade' },
      secondary: { label: 'Ask a Question' },
    },
  },
  'beard-trim': {
    title: 'Beard Trim',
    shortDescription: 'Beard shaping, line-ups and conditioning for every length.',
    hero: {
      headline: 'Beard Trims That Look Intentional',
      subheadline: 'Shape, length and razor-sharp lines that suit your face, from stubble to a full, long beard.',
      ctas: heroCtas,
    },
    whatItIs: {
      description:
        'The difference between a beard and a great beard is shape. We trim length evenly, balance the shape to your face, set a clean neckline about a finger above the Adam’s apple, and sharpen the cheek line with a straight razor. Longer beards get a hot towel to soften the hair and skin, careful scissor work and a wash and oil to finish. We will also tell you how to keep the shape between visits.',
      benefits: [
        'A shape that flatters your jaw and face',
        'Clean, natural neck and cheek lines',
        'Softer beard and less itch with oil and balm',
        'Sideburns blended into your haircut',
        'Tips for trimming between visits',
      ],
    },
    process: {
      title: 'Our Beard Process',
      steps: [
        {
          number: 1,
          title: 'Shape consultation',
          description: 'We look at growth patterns, patchy areas and your face shape, and agree on length and style.',
        },
        {
          number: 2,
          title: 'Soften and trim',
          description: 'A hot towel on the Sculpt tier, then clipper and scissor trimming to even out the length.',
        },
        {
          number: 3,
          title: 'Razor lines',
          description: 'Cheek line and neckline set and shaved with a straight razor for a crisp edge.',
        },
        {
          number: 4,
          title: 'Condition and finish',
          description: 'Beard oil or balm worked in, and the beard brushed into shape.',
        },
      ],
    },
    results: {
      bullets: [
        'An even, well-shaped beard',
        'Crisp cheek and neck lines',
        'Soft, conditioned hair and skin',
        'A beard that blends into your haircut',
      ],
    },
    cta: {
      title: 'Sharpen Up Your Beard',
      description: 'Add a beard trim to any haircut, or book it on its own.',
      primary: { label: 'Book a Beard Trim' },
      secondary: { label: 'Ask a Question' },
    },
  },
  'hot-towel-shave': {
    title: 'Hot Towel Shave',
    shortDescription: 'A traditional straight-razor shave with hot towels and a cooling finish.',
    hero: {
      headline: 'The Traditional Hot Towel Shave',
      subheadline: 'Hot towels, warm lather and a straight razor for the closest, most relaxing shave you have ever had.',
      ctas: heroCtas,
    },
    whatItIs: {
      description:
        'A hot towel shave is one of the oldest rituals in barbering, and still one of the best. Hot towels soften the beard and open the pores, pre-shave oil and warm, hand-whipped lather protect the skin, and a straight razor removes the hair in careful passes with and across the grain. A cold towel and soothing balm finish it off. It is the closest shave possible, far gentler on the skin than a cartridge razor when it is done right, and forty minutes of quiet in a busy week.',
      benefits: [
        'The closest shave you can get',
        'Less irritation and fewer ingrown hairs',
        'A fresh single-use blade for every client',
        'Hot and cold towels that relax and soothe',
        'Great before weddings, interviews and big days',
      ],
    },
    process: {
      title: 'The Shave Ritual',
      steps: [
        {
          number: 1,
          title: 'Hot towel prep',
          description: 'You recline and a steaming towel softens the beard and relaxes the skin.',
        },
        {
          number: 2,
          title: 'Oil and lather',
          description: 'Pre-shave oil, then warm lather brushed in to lift the hair.',
        },
        {
          number: 3,
          title: 'Straight-razor passes',
          description: 'A first pass with the grain, re-lather, and a second pass across it for a close, comfortable finish.',
        },
        {
          number: 4,
          title: 'Cold towel and balm',
          description: 'A cold towel closes the pores and a soothing aftershave balm calms the skin.',
        },
      ],
    },
    results: {
      bullets: [
        'Smooth, close-shaved skin that lasts',
        'Calm skin with no razor burn',
        'Forty minutes of genuine relaxation',
        'A clean look for your big day',
      ],
    },
    cta: {
      title: 'Treat Yourself to a Real Shave',
      description: 'Book a shave on its own or add it to a haircut.',
      primary: { label: 'Book a Shave' },
      secondary: { label: 'Ask a Question' },
    },
  },
  'kids-cut': {
    title: 'Kids Cut',
    shortDescription: 'Friendly, patient haircuts for kids, including first haircuts.',
    hero: {
      headline: 'Haircuts Kids Actually Sit Still For',
      subheadline: 'Patient barbers, booster seats, cartoons and lollipops, from first haircuts to fresh fades for school.',
      ctas: heroCtas,
    },
    whatItIs: {
      description:
        'Kids’ haircuts take a different kind of skill. Our barbers work quickly and calmly, talk kids through each step, and know when to switch to scissors because the clippers are making someone nervous. We have booster seats, kid-sized capes and a cartoon on the screen, and for a first haircut we save a lock of hair and hand you a certificate. Parents are always welcome to stand close or hold little ones on their lap.',
      benefits: [
        'Patient barbers who love working with kids',
        'Booster seats, cartoons and lollipops',
        'Fades, tapers and classic cuts for school',
        'First-haircut keepsakes',
        'Parents welcome beside the chair',
      ],
    },
    process: {
      title: 'A Kid-Friendly Visit',
      steps: [
        {
          number: 1,
          title: 'Say hi and get comfortable',
          description: 'Kids meet their barber, pick a cape and settle into the booster seat, on a parent’s lap if they prefer.',
        },
        {
          number: 2,
          title: 'Quick, gentle cut',
          description: 'Clippers or scissors, whichever your child is more comfortable with, with breaks if anyone needs them.',
        },
        {
          number: 3,
          title: 'Finish and reward',
          description: 'A neck cleanup, a quick style, a look in the mirror and a lollipop on the way out.',
        },
      ],
    },
    results: {
      bullets: [
        'A neat haircut that suits your child',
        'A calm, positive haircut experience',
        'Keepsakes from a first haircut',
        'A barber your kid will ask for by name',
      ],
    },
    cta: {
      title: 'Book a Kids Cut',
      description: 'Weekday afternoons are the calmest times for little ones.',
      primary: { label: 'Book a Kids Cut' },
      secondary: { label: 'Ask a Question' },
    },
  },
  'hair-beard-combo': {
    title: 'Haircut & Beard Combo',
    shortDescription: 'A haircut and beard trim in one appointment, blended as one look.',
    hero: {
      headline: 'Haircut and Beard, One Seamless Look',
      subheadline: 'Your cut and your beard shaped together, with sideburns blended so everything flows.',
      ctas: heroCtas,
    },
    whatItIs: {
      description:
        'When your haircut and beard are done by different people, or at different times, the seam where they meet rarely looks right. The combo appointment handles both together: the cut or fade is shaped first, then the beard is trimmed and sculpted to match, with the sideburns blended so the fade flows straight into your beard. It saves time over booking separately, and it is the appointment most of our bearded regulars book every two to three weeks.',
      benefits: [
        'Haircut and beard designed as one look',
        'Sideburns blended seamlessly',
        'Saves time and money over separate bookings',
        'Hot towel and razor line-up included',
        'The Full Service adds a shave and scalp massage',
      ],
    },
    process: {
      title: 'How the Combo Works',
      steps: [
        {
          number: 1,
          title: 'Plan the whole look',
          description: 'Cut style, fade height and beard length and shape are agreed together.',
        },
        {
          number: 2,
          title: 'Cut or fade',
          description: 'The haircut is done first, with the sideburns left ready to blend into the beard.',
        },
        {
          number: 3,
          title: 'Beard and blend',
          description: 'The beard is trimmed and shaped, and the fade is blended through the sideburns into it.',
        },
        {
          number: 4,
          title: 'Lines and finish',
          description: 'A hot towel, straight-razor lines on the cheeks and neck, and oil and styling to finish.',
        },
      ],
    },
    results: {
      bullets: [
        'A fade that flows straight into your beard',
        'Sharp lines everywhere',
        'Soft, conditioned beard and skin',
        'One appointment instead of two',
      ],
    },
    cta: {
      title: 'Get the Full Look in One Visit',
      description: 'Book a combo and leave sharp from top to chin.',
      primary: { label: 'Book a Combo' },
      secondary: { label: 'Ask a Question' },
    },
  },
});

/** Extras added to a cut: each with its own price and time in the chair. */
const ADDONS: CatalogAddon[] = [
  {
    slug: 'eyebrow-cleanup',
    name: 'Eyebrow Cleanup',
    description: 'Strays trimmed and shaped with scissors and a razor, kept natural.',
    priceCents: 1000,
    durationMinutes: 10,
  },
  {
    slug: 'shampoo-scalp-massage',
    name: 'Shampoo & Scalp Massage',
    description: 'A wash with a cooling shampoo and a two-minute scalp massage before or after your cut.',
    priceCents: 1500,
    durationMinutes: 15,
  },
  {
    slug: 'charcoal-mask',
    name: 'Charcoal Face Mask',
    description: 'A peel-off charcoal mask that clears the pores of the nose and cheeks, finished with a cool towel.',
    priceCents: 2000,
    durationMinutes: 15,
    vehicles: ['adult', 'senior'],
  },
];

const content: IndustryContent = {
  industry: INDUSTRY,
  title: 'Barber',
  subjectNoun: 'cut',
  logoSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" aria-hidden="true"><path fill="currentColor" d="M13 30 41 4.5 18 35zM35 30 7 4.5 30 35z"/><circle fill="currentColor" cx="24" cy="23.3" r="2.8"/><path fill="currentColor" fill-rule="evenodd" d="M12 29.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zm0 3.3a3.2 3.2 0 1 1 0 6.4 3.2 3.2 0 0 1 0-6.4zM36 29.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zm0 3.3a3.2 3.2 0 1 1 0 6.4 3.2 3.2 0 0 1 0-6.4z"/></svg>',
  theme: { primary: '#B91C1C', primaryDark: '#7F1D1D', accent: '#C9A227', surface: '#FAFAF9' },
  defaults: {
    heroTitle: 'Sharp Cuts. Clean Fades. Real Barbers.',
    heroSubtitle:
      'Classic cuts, skin fades, beard sculpting and hot towel shaves from barbers who take their time. Book online or walk in when a chair is open.',
    servicesTitle: SERVICES_SECTION_TITLE,
    servicesSubtitle: 'Every service is finished with a straight-razor neckline and a style you can repeat at home.',
    reviewsTitle: 'From the Chair',
    reviewsSubtitle: 'What our regulars, first-timers and their kids say about their cuts.',
    faqTitle: 'Barbershop FAQ',
    faqSubtitle: 'Booking, walk-ins, pricing and keeping your cut sharp between visits.',
  },
  heroImages: heroImages(INDUSTRY),
  services,
  addons: ADDONS,
  servicePages: pages,
  serviceSlugAliases: {
    haircut: 'classic-haircut',
    fade: 'skin-fade',
    'straight-razor-shave': 'hot-towel-shave',
    'haircut-beard-combo': 'hair-beard-combo',
  },
  faqs: [
    {
      category: 'General',
      question: 'Do you take walk-ins?',
      answer:
        'Yes, whenever a chair is open, but appointments always come first. Booking online is the only way to guarantee a time, especially on Fridays and Saturdays.',
    },
    {
      category: 'General',
      question: 'Do you cut all hair types?',
      answer: 'Yes. Our barbers cut straight, wavy, curly and coily hair every day, from tight fades and tapers to longer scissor cuts.',
    },
    {
      category: 'Services',
      question: 'What is the difference between a taper and a fade?',
      answer:
        'A taper shortens gradually only at the sideburns and neckline, keeping more length on the sides. A fade blends the whole side and back down to very short or bare skin. Both can be low, mid or high.',
    },
    {
      category: 'Services',
      question: 'Do you cut women’s short hair?',
      answer:
        'Yes. Pixie cuts, undercuts, fades and other short styles are booked as a Classic Cut or Skin Fade. Longer styles are better served by a salon.',
    },
    {
      category: 'Services',
      question: 'Can you do designs and hard parts?',
      answer:
        'Yes. Hard parts, lines and freehand designs are part of our Fade with Design tier. Bring a photo if you have something specific in mind.',
    },
    {
      category: 'Scheduling',
      question: 'How often should I get a haircut?',
      answer:
        'Every two to three weeks for skin fades, three to four weeks for tapers and short cuts, and four to six weeks for longer scissor cuts.',
    },
    {
      category: 'Scheduling',
      question: 'What if I am running late?',
      answer:
        'We hold your chair for ten minutes. After that we may need to shorten the service or move you to the next open slot, so please call if you are running behind.',
    },
    {
      category: 'Pricing',
      question: 'Why does a skin fade cost more than a regular cut?',
      answer:
        'Blending from bare skin takes more time, extra tools and a lot more detail work than a standard clipper cut, so it is priced accordingly.',
    },
    {
      category: 'Pricing',
      question: 'Do you offer discounts?',
      answer: 'Active-duty military, veterans, first responders and seniors get $5 off any haircut with ID, Monday through Thursday.',
    },
    {
      category: 'Preparation',
      question: 'Should I wash my hair before my appointment?',
      answer:
        'Come with clean, product-free hair if you can, which helps us see how it naturally falls. Cut & Style and Long Hair appointments include a shampoo.',
    },
    {
      category: 'Preparation',
      question: 'Should I bring a reference photo?',
      answer:
        'Please do. A photo or two of the cut you like, ideally from the side and back, is the fastest way to get exactly what you want.',
    },
    {
      category: 'Locations',
      question: 'What areas do you service?',
      answer:
        'Our shop serves clients from our home city and the surrounding communities in our service-area list, and we bring the chair to weddings and events across that area. Open the list to see every city.',
    },
    {
      category: 'Locations',
      question: 'Do you offer house calls or event bookings?',
      answer:
        'Yes. We groom wedding parties, corporate events and clients who cannot get to the shop, by appointment. A travel fee applies and is quoted in advance.',
    },
    {
      category: 'Payments',
      question: 'What payment methods do you accept?',
      answer: 'Cash, all major cards, Apple Pay and Google Pay. Tips can be added to card payments or left in cash for your barber.',
    },
    {
      category: 'Payments',
      question: 'Do you charge for no-shows?',
      answer:
        'We ask for a card when you book online. Cancellations with less than two hours’ notice and no-shows are charged 50 percent of the service.',
    },
    {
      category: 'Warranty',
      question: 'What if I am not happy with my cut?',
      answer: 'Come back within seven days and we will fix it for free. Most adjustments take just a few minutes.',
    },
    {
      category: 'Warranty',
      question: 'Is there a guarantee on fades?',
      answer:
        'Yes. If a line is off or the blend grows out unevenly in the first week, come back for a free cleanup. After that, any fade from us can be refreshed at the Fade Refresh price within 14 days.',
    },
    {
      category: 'Aftercare',
      question: 'How do I care for my skin after a hot towel shave?',
      answer:
        'Skip hot showers, heavy fragrance and the gym for a few hours, use an alcohol-free moisturizer, and avoid shaving again for two days.',
    },
    {
      category: 'Aftercare',
      question: 'How do I keep my beard looking sharp between trims?',
      answer:
        'Wash it two or three times a week with a beard wash, use oil daily, brush it into shape, and leave the lines to us; shaving your own neckline higher is the most common mistake.',
    },
    {
      category: 'Aftercare',
      question: 'How do I avoid razor bumps after a fade or shave?',
      answer:
        'Keep the area clean, moisturize with an alcohol-free product, avoid tight hats right after, and do not pick at bumps. If you are prone to them, tell your barber so we can adjust technique.',
    },
  ],
  gallery: gallery(INDUSTRY, [
    { title: 'Low Fade, Textured Crop', caption: 'Blended from skin, with texture cut into the top.', tags: ['skin-fade'] },
    { title: 'Classic Side Part', caption: 'Scissor-cut top with tapered sides.', tags: ['classic-haircut'] },
    { title: 'Fade with a Hard Part', caption: 'A razor-cut part line on a high skin fade.', tags: ['skin-fade', 'design'] },
    { title: 'Beard Sculpt', caption: 'Shaped with scissors and finished with razor lines.', tags: ['beard-trim'] },
    { title: 'Curls and a Taper', caption: 'A low taper with defined curls on top.', tags: ['classic-haircut', 'textured-hair'] },
    { title: 'The Shop', caption: 'Vintage chairs, good music and cold drinks.', tags: ['shop'] },
    { title: 'Pompadour', caption: 'Volume on top with faded sides.', tags: ['skin-fade'] },
    { title: 'Buzz and Beard', caption: 'An even buzz cut blended into a trimmed beard.', tags: ['hair-beard-combo'] },
    { title: 'Tools of the Trade', caption: 'Clippers, shears and razors, cleaned between every client.', tags: ['shop', 'tools'] },
    { title: 'Kids Taper', caption: 'A clean taper for school picture day.', tags: ['kids-cut'] },
  ]),
  cityPage: cityPageBuilder({
    defaultServiceNames: services.map((s) => s.name),
    headlines: [
      (c) => (c.isPrimary ? `Barbershop in ${c.city}, ${c.state}` : `Barber Near ${c.city}, ${c.state}`),
      (c) => `${c.city} Haircuts, Fades and Beard Trims`,
      (c) => `Skin Fades and Classic Cuts for ${c.city}, ${c.stateName}`,
      (c) => (c.isPrimary ? `${c.city}’s Neighborhood Barbershop` : `A Barbershop Worth the Drive From ${c.city}`),
    ],
    intros: [
      (c) =>
        c.isPrimary
          ? `${c.businessName} is a ${c.city} barbershop for classic cuts, skin fades, beard work and hot towel shaves. Book online, pick your barber, and walk in to a chair that is ready for you.`
          : `Plenty of our regulars come from ${c.city}, ${c.stateName}. Book online so your chair is ready when you arrive, or ask about bringing ${c.businessName} to ${c.city} for a wedding or event.`,
      (c) =>
        `Looking for a barber ${c.isPrimary ? 'in' : 'near'} ${c.city}? ${c.businessName} does ${c.services(3)}, with a straight-razor finish on every cut and barbers who remember how you like it.`,
      (c) =>
        `From first haircuts to wedding-day shaves, ${c.businessName} has been the go-to shop for men and kids ${c.isPrimary ? 'all over' : 'coming in from'} ${c.city}. Walk-ins are welcome when a chair is open; appointments always come first.`,
    ],
    conditionLeads: [
      (c) => `The weather in ${c.city} shows up in your hair and skin.`,
      (c) => `What ${c.stateName} weather does to your scalp and beard changes how we cut for ${c.city} clients.`,
      (c) => `Every climate is different on hair and skin, and ${c.city} is no exception.`,
    ],
    regions: {
      desert: {
        conditions:
          'Dry heat and strong sun pull moisture from the scalp and beard, and a fresh skin fade leaves skin exposed that has not seen the sun in weeks. Hard water can leave hair dull and beards wiry.',
        advice:
          'We finish shaves and fades with a moisturizing balm, recommend beard oil daily, and remind clients to use sunscreen on freshly faded or shaved heads.',
        faq: {
          q: 'Do I need sunscreen after a skin fade or head shave?',
          a: 'Yes, especially in strong sun. Freshly exposed skin burns easily for the first week or two. A light, non-greasy SPF on the sides and back of the head prevents a painful, patchy burn.',
        },
      },
      california: {
        conditions:
          'Sun, salt water and, in much of the state, hard water dry out hair and skin, and many clients want low-maintenance cuts that handle the beach and the gym.',
        advice:
          'We cut for easy, air-dry styles, suggest a sea-salt or matte product for texture, and finish shaves with an SPF-friendly balm.',
        faq: {
          q: 'What cut works for the beach and the gym?',
          a: 'A textured crop or short taper with a bit of length on top air-dries well and looks good with a little sea-salt spray. Your barber can cut it to fall naturally without product.',
        },
      },
      northwest: {
        conditions: 'Damp air means frizz for wavy and curly hair and hat hair for half the year, and beards are a local specialty.',
        advice:
          'We cut curls to sit well in humidity, recommend a light anti-frizz product, and keep beards shaped for the long wet season.',
        faq: {
          q: 'How do I stop my hair from frizzing in damp weather?',
          a: 'Cut with the curl rather than against it, use a light leave-in or cream instead of gel, and do not towel-rub it dry. We can show you how to set it in under a minute.',
        },
      },
      mountain: {
        conditions:
          'High-altitude sun burns freshly faded skin fast, the dry air leaves scalps flaky and beards itchy, and ski season means helmets and beanies.',
        advice:
          'We finish with moisturizing products, recommend beard oil daily and suggest cuts that still look right after a day under a helmet.',
        faq: {
          q: 'Why is my scalp so dry and flaky?',
          a: 'Dry, high-altitude air and hot showers strip the scalp. Wash hair every other day rather than daily, use a moisturizing shampoo, and ask about our scalp treatment with the Cut & Style.',
        },
      },
      plains: {
        conditions: 'Long, hot summers mean sweat, sun and shorter cuts, while winter wind dries out skin and beards.',
        advice:
          'In summer we see more skin fades and buzz cuts and recommend sunscreen on freshly exposed skin; in winter, beard oil and balm take over.',
        faq: {
          q: 'What is the best cut for hot summers?',
          a: 'A skin fade or short taper with a little length on top keeps you cool and still looks sharp. Refresh every two to three weeks to keep the sides clean.',
        },
      },
      southeast: {
        conditions:
          'Heat and humidity make hair swell and frizz, sweat builds up under hats, and razor bumps are more common when skin stays damp.',
        advice:
          'We cut with humidity in mind, suggest water-based products that do not melt in the heat, and adjust shave technique for clients prone to bumps.',
        faq: {
          q: 'How do I deal with razor bumps in humid weather?',
          a: 'Keep the neck clean and dry, use an alcohol-free soothing product after shaving, avoid tight collars and hats for a day, and let us line you up rather than shaving against the grain at home.',
        },
      },
      'upper-south': {
        conditions:
          'Sticky summers bring frizz, sweat and razor bumps, and the switch to dry indoor heat in winter is hard on scalps and beards.',
        advice:
          'We switch products with the seasons, lighter and water-based in summer, richer oils and balms in winter, and recommend a shorter cut in the hottest months.',
        faq: {
          q: 'Should I change my cut with the seasons?',
          a: 'Many clients go shorter on the sides in summer and leave a little more length and beard in winter. Your barber can plan a cut that grows smoothly between the two.',
        },
      },
      midwest: {
        conditions: 'Cold, dry winters mean flaky scalps, static and itchy beards, and humid summers bring back frizz.',
        advice:
          'We recommend beard oil and a moisturizing shampoo in winter and lighter products in summer, and keep cuts easy to manage under a hat.',
        faq: {
          q: 'Why does my beard itch in winter?',
          a: 'Cold air and indoor heat dry out the skin underneath. Wash with a beard wash instead of shampoo, use oil every day, and add a balm on the coldest days.',
        },
      },
      north: {
        conditions:
          'Long winters mean hats, dry indoor heat and beards that grow out for warmth, while short summers bring everyone back for a shorter cut.',
        advice:
          'We shape winter beards so they stay neat as they grow, keep necklines clean under scarves and collars, and recommend oil and balm for dry skin.',
        faq: {
          q: 'How do I keep a winter beard looking neat?',
          a: 'Book a trim every four weeks to keep the shape and lines while you add length, and use oil daily to keep the skin underneath from flaking.',
        },
      },
      northeast: {
        conditions:
          'Four seasons mean humid, frizzy summers and cold, dry winters, and a busy schedule that leaves little time for long appointments.',
        advice: 'We keep appointments on time, offer quick Fade Refresh slots, and adjust product recommendations with the seasons.',
        faq: {
          q: 'Can I get a quick cleanup on my lunch break?',
          a: 'Yes. A Fade Refresh or Beard Line-Up takes 15 to 25 minutes. Book online and we will have you in and out on time.',
        },
      },
      tropical: {
        conditions:
          'Heat, humidity, strong sun and salt water are constant, so short cuts, frequent refreshes and sun protection for the scalp matter year-round.',
        advice: 'We recommend shorter styles that handle humidity, water-based products, and sunscreen on freshly faded or shaved skin.',
        faq: {
          q: 'How often should I refresh my fade in hot weather?',
          a: 'Every two weeks keeps a skin fade sharp. In heat and humidity, hair on the sides grows out and looks fuzzy faster than people expect.',
        },
      },
    },
    states: {
      TN: 'Tennessee lake season runs from Memorial Day to Labor Day, and long days on the water dry out hair and can sunburn a fresh fade.',
      KY: 'Kentucky’s spring grass and tree pollen is heavy, and sensitive, irritated skin is common in April and May, so we keep shaves extra gentle then.',
      TX: 'Texas summers last from May to October, and most of our clients go shorter for all of it.',
    },
    practical: [
      (c) =>
        c.isPrimary
          ? `Our ${c.city} shop has parking out front and on the side street, and online booking shows every barber’s open times. Walk-ins are welcome whenever a chair is free.`
          : `If you are coming from ${c.city}, book online before you leave so your barber is ready when you walk in. Saturday mornings fill up first, so weekday evenings are the easiest times to grab.`,
      (c) =>
        c.isPrimary
          ? `Most ${c.city} regulars keep a standing appointment every two to three weeks. Book your next cut at checkout and you will never wait for a chair.`
          : `${c.city} clients often pair a visit with errands in town. A Fade Refresh within 14 days of your last fade keeps you sharp at a lower price, which makes the trip worth it.`,
      (c) =>
        `We bring the chair to ${c.city} for wedding parties, team events and clients who cannot get to the shop, by appointment. Tell us the date, headcount and services, and we will send a quote with any travel fee.`,
    ],
    coverage: (c) =>
      c.isPrimary
        ? `${c.businessName} is based in ${c.city}.${c.nearbyCities.length > 0 ? ` Regulars also come in from ${c.near(4)}.` : ''} The services ${c.city} clients book most are ${c.services(3)}.`
        : `${c.city} is one of the communities we serve${c.nearbyCities.length > 0 ? `, along with ${c.near(3)}` : ''}. Clients from here most often book ${c.services(3)}.`,
    serveAnswer: (c) =>
      c.isPrimary
        ? `Yes. Our shop is right here in ${c.city}, open for appointments and walk-ins.`
        : `Yes. Many of our regulars live in ${c.city}, ${c.stateName}, and we take on-location bookings there for weddings, events and clients who cannot make it to the shop.`,
    faqs: (c) => [
      {
        q: c.pick([`Do you do house calls in ${c.city}?`, `Can you come to ${c.city} for a wedding or event?`], 'travel'),
        a: c.isPrimary
          ? `Yes. We bring the chair to homes, offices and venues around ${c.city} for groups, weddings and clients who cannot get to the shop, with no travel fee inside city limits.`
          : `Yes, by appointment. On-location bookings in ${c.city} carry a travel fee based on distance and group size, and we quote it before you confirm.`,
      },
      {
        q: c.isPrimary ? `How far ahead should I book in ${c.city}?` : `How far ahead should I book if I am coming from ${c.city}?`,
        a: c.isPrimary
          ? 'Weekday appointments are often available the same or next day. For Friday evenings and Saturdays, book three to four days ahead.'
          : 'Two or three days ahead for weekdays, and about a week for Saturdays. Booking online locks in your barber and time so the drive is never wasted.',
      },
      {
        q: c.pick(['Is there parking at the shop?', 'Where do I park when I arrive?'], 'access'),
        a: 'There is parking at the shop and on the nearby streets, and the map link in our contact section takes you straight to the door.',
      },
    ],
  }),
  demo: {
    slug: 'sharp-edge-barbers',
    businessName: 'Sharp Edge Barbers',
    legalName: 'Sharp Edge Barbershop LLC',
    ownerFirstName: 'Andre',
    ownerLastName: 'Coleman',
    businessPhone: '6155550118',
    businessEmail: 'book@sharpedgebarbers.example',
    street: '1108 Gallatin Ave',
    businessStartDate: '2016-02-20',
    social: {
      instagram: 'https://www.instagram.com/sharpedgebarbers',
      tiktok: 'https://www.tiktok.com/@sharpedgebarbers',
      gbp: 'https://www.google.com/maps/place/Sharp+Edge+Barbers/@36.1866,-86.7495,17z',
    },
    serviceRadiusMiles: 35,
    serviceAreas: [
      { city: 'Nashville', state: 'TN', zip: '37206', lat: 36.1866, lng: -86.7495, primary: true },
      { city: 'Franklin', state: 'TN', zip: '37064', lat: 35.9251, lng: -86.8689 },
      { city: 'Brentwood', state: 'TN', zip: '37027', lat: 36.0331, lng: -86.7828 },
      { city: 'Murfreesboro', state: 'TN', zip: '37130', lat: 35.8456, lng: -86.3903 },
      { city: 'Hendersonville', state: 'TN', zip: '37075', lat: 36.3048, lng: -86.62 },
      { city: 'Gallatin', state: 'TN', zip: '37066', lat: 36.3884, lng: -86.4467 },
      { city: 'Mount Juliet', state: 'TN', zip: '37122', lat: 36.2001, lng: -86.5186 },
      { city: 'Smyrna', state: 'TN', zip: '37167', lat: 35.9828, lng: -86.5186 },
      { city: 'Goodlettsville', state: 'TN', zip: '37072', lat: 36.3231, lng: -86.7133 },
      { city: 'Spring Hill', state: 'TN', zip: '37174', lat: 35.7512, lng: -86.93 },
      { city: 'Lebanon', state: 'TN', zip: '37087', lat: 36.2081, lng: -86.2911 },
      { city: 'Nolensville', state: 'TN', zip: '37135', lat: 35.9523, lng: -86.6694 },
      { city: 'La Vergne', state: 'TN', zip: '37086', lat: 36.0156, lng: -86.5819 },
      { city: 'White House', state: 'TN', zip: '37188', lat: 36.4703, lng: -86.6514 },
    ],
    reviews: [
      {
        customerName: 'DeShawn Carter',
        rating: 5,
        title: 'Cleanest fade in Nashville',
        comment:
          'Andre has been cutting my hair for three years. Blend is flawless every single time and he never rushes, even on a packed Saturday.',
        source: 'google',
        reviewerUrl: 'https://www.google.com/maps/contrib/106473829501928374651',
        avatar: 'avatar-04',
        reviewer: 'man',
        serviceCategory: 'Skin Fade',
        daysAgo: 6,
      },
      {
        customerName: 'Luke Patterson',
        rating: 5,
        comment:
          'Booked the Full Service before my wedding and brought my groomsmen in the next day. Hot towel shave was the most relaxed I felt all week.',
        source: 'yelp',
        reviewerUrl: 'https://www.yelp.com/user_details?userid=Yh3mPr8TqK2wNc5XsB9dLv',
        serviceCategory: 'Haircut & Beard Combo',
        daysAgo: 33,
      },
      {
        customerName: 'Jasmine Howard',
        rating: 5,
        comment:
          'My son has sensory issues and used to scream through every haircut. Marco let him sit on my lap, used scissors instead of clippers, and had him laughing by the end. We will not go anywhere else.',
        source: 'facebook',
        reviewerUrl: 'https://www.facebook.com/jasmine.howard.615',
        avatar: 'avatar-01',
        reviewer: 'woman',
        serviceCategory: 'Kids Cut',
        daysAgo: 61,
      },
      {
        customerName: 'Ryan Mercer',
        rating: 4,
        comment:
          'Great beard sculpt and the lines were perfect. Had to wait about ten minutes past my appointment time, but they comped my beard oil for it.',
        source: 'google',
        reviewerUrl: 'https://www.google.com/maps/contrib/111928374650192837466',
        serviceCategory: 'Beard Trim',
        daysAgo: 97,
      },
      {
        customerName: 'Sgt. Tomás Rivera',
        rating: 5,
        comment:
          'Drive down from Oak Grove every two weeks for a high-and-tight that passes inspection. Military discount on weekdays is a nice touch.',
        source: 'website',
        avatar: 'avatar-02',
        reviewer: 'man',
        serviceCategory: 'Skin Fade',
        daysAgo: 140,
      },
      {
        customerName: 'Evan Brooks',
        rating: 5,
        comment: 'First proper straight-razor shave of my life. Two hot towels, zero irritation, and my skin felt great for days.',
        source: 'google',
        reviewerUrl: 'https://www.google.com/maps/contrib/104019283746501928376',
        serviceCategory: 'Hot Towel Shave',
        daysAgo: 183,
      },
      {
        customerName: 'Marcus Greene',
        rating: 5,
        comment:
          'Came in with a photo of a drop fade with a hard part and walked out with exactly that. Great music and a good crowd in the shop too.',
        source: 'yelp',
        reviewerUrl: 'https://www.yelp.com/user_details?userid=Nd6wQx1ZsT8kVr3MpL5cHb',
        serviceCategory: 'Skin Fade',
        daysAgo: 229,
      },
      {
        customerName: 'Walt Henley',
        rating: 5,
        comment:
          'I have been getting the same side part since 1975, and these young men cut it better than anyone has in years. Straight razor on the neck, just like it should be.',
        source: 'facebook',
        reviewerUrl: 'https://www.facebook.com/walt.henley.nash',
        serviceCategory: 'Classic Haircut',
        daysAgo: 276,
      },
      {
        customerName: 'Chris Allen',
        rating: 4,
        comment: 'Solid cut and a friendly crew. Parking fills up on Saturday mornings, so book early or come on a weekday.',
        source: 'google',
        reviewerUrl: 'https://www.google.com/maps/contrib/119374650192837465017',
        serviceCategory: 'Classic Haircut',
        daysAgo: 338,
      },
      {
        customerName: 'Owen Tate',
        rating: 5,
        comment:
          'Worth the hour from Bowling Green. My curls have never been cut this well, and he taught me how to style them in under a minute.',
        source: 'website',
        serviceCategory: 'Classic Haircut',
        daysAgo: 409,
      },
      {
        customerName: 'Jordan Ellis',
        rating: 5,
        comment:
          'Brought my daughter for her first haircut. They saved a lock of hair and gave us a little certificate, which absolutely made my wife cry.',
        source: 'google',
        reviewerUrl: 'https://www.google.com/maps/contrib/102837465019283746518',
        avatar: 'avatar-05',
        reviewer: 'man',
        serviceCategory: 'Kids Cut',
        daysAgo: 471,
      },
    ],
  },
};

export default content;
