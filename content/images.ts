/**
 * Manifest of the stock illustrations: each one is committed once at its native size as
 * `content/images/{industry}/{key}.webp` or `content/images/avatars/{name}.webp` (decision 015), and
 * the build (build-scripts/images/resize-stock-images.ts) writes every listed width to
 * `/industries/{industry}/images/{key}-{w}.webp` and `/industries/avatars/{name}-{w}.webp`.
 * Pure data and helpers: safe to import from the site.
 *
 * Reference images only through `stockImage()` / `avatarImage()`: they throw on an unknown key, so a
 * typo fails the tests instead of shipping a broken image.
 */
import { type ImageRef, type Industry, type Person, SERVICE_SLUGS } from '#core/content/types.ts';

export interface ImageSpec {
  /** File key, e.g. `hero-1`, `svc-ppf`, `before-ppf`, `gallery-03`. */
  key: string;
  /** Native (largest) size; `width`/`height` of the returned ImageRef. */
  width: number;
  height: number;
  /** Widths that are emitted, ascending; the last one equals `width`. */
  widths: readonly number[];
  /** Short description of the picture, the default alt text. */
  description: string;
}

export const AVATAR_NAMES = [
  'avatar-01',
  'avatar-02',
  'avatar-03',
  'avatar-04',
  'avatar-05',
  'avatar-06',
  'avatar-07',
  'avatar-08',
] as const;
export type AvatarName = (typeof AVATAR_NAMES)[number];

/** Who each stock avatar shows, so a review's avatar can be checked against its reviewer. */
export const AVATAR_PEOPLE: Record<AvatarName, { person: Person; description: string }> = {
  'avatar-01': { person: 'woman', description: 'Woman with long brown hair' },
  'avatar-02': { person: 'man', description: 'Man with a fade and a trimmed beard' },
  'avatar-03': { person: 'woman', description: 'Woman with her hair in a bun' },
  'avatar-04': { person: 'man', description: 'Young man with a curly top and tapered sides' },
  'avatar-05': { person: 'man', description: 'Man with fair hair in a side part' },
  'avatar-06': { person: 'woman', description: 'Woman with a dark bob' },
  'avatar-07': { person: 'man', description: 'Bald man with a full beard' },
  'avatar-08': { person: 'man', description: 'Older man with short grey hair' },
};

/** [card, what-it-is, before, after] descriptions of one service. */
type ServiceText = readonly [svc: string, what: string, before: string, after: string];

interface IndustryText {
  heroes: readonly [string, string];
  services: Record<string, ServiceText>;
  process: readonly [string, string, string];
  gallery: readonly string[];
  og: string;
}

const TEXT: Record<Industry, IndustryText> = {
  'mobile-detailing': {
    heroes: ['Glossy sports car under studio lights', 'Freshly detailed SUV at dusk in front of a city skyline'],
    services: {
      'auto-detailing': [
        'Freshly detailed sedan parked in a sunny driveway',
        'Sedan covered in wash foam during a hand wash',
        'Dusty, mud-splashed sedan before detailing',
        'The same sedan clean and glossy after detailing',
      ],
      'ceramic-coating': [
        'Ceramic-coated sports car gleaming under studio lights',
        'Water beading on a ceramic-coated sports car',
        'Sports car with dull, water-spotted paint',
        'The same sports car with a deep ceramic gloss',
      ],
      'marine-detailing': [
        'Detailed motor boat on calm blue water',
        'Motor boat moored at a marina dock',
        'Boat with a stained, algae-marked hull',
        'The same boat with a bright, polished hull',
      ],
      'paint-correction': [
        'Sports coupe with flawless, mirror-like paint',
        'Machine polisher restoring a glossy paint finish',
        'Car paint covered in swirl marks and haze',
        'The same paint corrected to a mirror finish',
      ],
      ppf: [
        'SUV with clear paint protection film catching the light',
        'Sports car protected by clear film under studio lights',
        'SUV with rock chips and scratches on the paint',
        'The same SUV protected, glossy and chip-free',
      ],
      'rv-detailing': [
        'Motorhome detailed and shining at a campground',
        'Motorhome parked in front of the mountains',
        'Motorhome with black streaks and road grime',
        'The same motorhome washed and waxed',
      ],
    },
    process: ['Inspecting the paint under a detailing light', 'Foam wash in progress', 'Final wipe-down leaving a glossy finish'],
    gallery: [
      'Red sedan after a full detail',
      'Black SUV with a fresh ceramic coating',
      'Blue sports coupe after paint correction',
      'White SUV detailed in a driveway',
      'Motor boat detailed at the marina',
      'Motorhome detailed at a campground',
      'Silver sedan gleaming in the studio',
      'Green coupe shining at sunset',
      'Orange sports car with paint protection film',
      'Dark sedan detailed for a night in the city',
    ],
    og: 'Freshly detailed car gleaming under studio lights',
  },
  'house-cleaning': {
    heroes: ['Spotless living room in warm evening light', 'Clean modern kitchen under pendant lights'],
    services: {
      'standard-cleaning': [
        'Tidy living room after a standard clean',
        'Cleaning caddy with spray bottles and cloths',
        'Cluttered, dusty living room',
        'The same living room clean and tidy',
      ],
      'deep-cleaning': [
        'Sparkling kitchen after a deep clean',
        'Scrubbed stovetop and gleaming counters',
        'Greasy kitchen with stained counters',
        'The same kitchen deep-cleaned and shining',
      ],
      'move-in-out-cleaning': [
        'Empty, freshly cleaned room ready for move-in',
        'Moving boxes in a clean, empty room',
        'Empty room with debris and scuffs after a move-out',
        'The same room spotless and ready for move-in',
      ],
      'recurring-cleaning': [
        'Neatly made bedroom kept clean week after week',
        'Calm, tidy bedroom with a made bed',
        'Bedroom with an unmade bed and clutter',
        'The same bedroom tidy with the bed made',
      ],
      'carpet-upholstery-cleaning': [
        'Fresh sofa and rug after upholstery cleaning',
        'Clean sofa cushions and a bright rug',
        'Sofa and rug covered in stains',
        'The same sofa and rug stain-free',
      ],
      'window-cleaning': [
        'Streak-free window with a garden view',
        'Squeegee on a sparkling window',
        'Window with smudges, dust and water spots',
        'The same window crystal clear',
      ],
    },
    process: ['Walk-through of the room before cleaning', 'Cleaning supplies at work', 'Freshly cleaned, sparkling room'],
    gallery: [
      'Bright living room with a blue sofa',
      'Spotless kitchen with white cabinets',
      'Freshly made bedroom',
      'Sparkling clean bathroom',
      'Cozy living room with a green sofa',
      'Kitchen with wood cabinets after a deep clean',
      'Streak-free windows in a sunny room',
      'Calm bedroom with fresh linens',
      'Clean bathroom with a freestanding tub',
      'Empty room cleaned for move-in',
    ],
    og: 'Spotless, bright living room',
  },
  lawncare: {
    heroes: ['Striped lawn in front of a house at golden hour', 'Landscaped yard with trees and hedges at dusk'],
    services: {
      'lawn-mowing': [
        'Freshly mowed lawn with crisp stripes',
        'Lawn mower on a striped lawn',
        'Overgrown, uneven lawn in front of a house',
        'The same lawn mowed with clean stripes',
      ],
      'fertilization-weed-control': [
        'Thick, deep-green lawn',
        'Healthy grass blades up close',
        'Lawn full of dandelions and yellow patches',
        'The same lawn green and weed-free',
      ],
      'aeration-overseeding': [
        'Lush lawn after aeration and overseeding',
        'Soil plugs on a freshly aerated lawn',
        'Thin, patchy lawn with bare spots',
        'The same lawn thick and even',
      ],
      'landscaping-mulching': [
        'Flower bed with fresh mulch and shrubs',
        'Fresh mulch around young shrubs and flowers',
        'Weedy flower bed with faded mulch',
        'The same bed edged and freshly mulched',
      ],
      'hedge-shrub-trimming': [
        'Neatly trimmed hedges along a lawn',
        'Round shrubs trimmed into shape',
        'Shaggy, overgrown hedges',
        'The same hedges trimmed square',
      ],
      'leaf-cleanup': [
        'Clean lawn under autumn trees',
        'Raked leaf pile on a lawn in autumn',
        'Lawn buried in fallen leaves',
        'The same lawn cleared of leaves',
      ],
    },
    process: ['Inspecting the lawn and beds', 'Mowing in progress', 'Edged and striped finish'],
    gallery: [
      'Striped front lawn of a suburban house',
      'Backyard with trimmed hedges',
      'Freshly mulched flower beds',
      'Lawn and trees on a sunny afternoon',
      'Neat lawn in front of a blue house',
      'Autumn yard cleared of leaves',
      'Round shrubs and a green lawn',
      'Lawn with a picket fence',
      'Evening lawn with warm house lights',
      'Lush lawn after overseeding',
    ],
    og: 'Striped lawn in front of a house',
  },
  'pet-grooming': {
    heroes: ['Happy groomed dog in a grooming salon', 'Fluffy dog after a bath with towels and bubbles'],
    services: {
      'full-groom': [
        'Freshly groomed dog on a grooming table',
        'Groomed dog wearing a bow',
        'Shaggy, matted dog before grooming',
        'The same dog neatly groomed',
      ],
      'bath-brush': [
        'Dog in a bath full of bubbles',
        'Freshly bathed dog on a towel with a brush',
        'Muddy dog in the tub',
        'The same dog clean and fluffy',
      ],
      'puppy-groom': [
        'Puppy after its first groom',
        'Puppy sitting on a soft towel',
        'Scruffy puppy before grooming',
        'The same puppy groomed and tidy',
      ],
      'nail-trim-paw-care': [
        'Dog paw with neatly trimmed nails',
        'Dog resting its paws on a towel next to nail clippers',
        'Paw with overgrown nails and dirty fur',
        'The same paw trimmed and clean',
      ],
      'de-shedding': [
        'Dog with a sleek coat after de-shedding',
        'De-shedding brush and a happy dog',
        'Dog surrounded by loose shedding fur',
        'The same dog with a sleek, shiny coat',
      ],
      'cat-grooming': ['Groomed cat relaxing', 'Cat sitting on a grooming table', 'Matted, scruffy cat', 'The same cat smooth and groomed'],
    },
    process: ['Checking coat and skin', 'Bath time with lots of bubbles', 'Finished groom with a bow'],
    gallery: [
      'Groomed golden dog with a bow',
      'White fluffy dog after a bath',
      'Brown puppy after its first groom',
      'Groomed cat on a grooming table',
      'Black dog with a sleek coat',
      'Grey dog wearing a bandana',
      'Dog in a bubble bath',
      'Ginger cat after brushing',
      'Cream dog with a fresh trim',
      'Spotted dog after grooming',
    ],
    og: 'Happy groomed dog in a grooming salon',
  },
  barber: {
    heroes: ['Barbershop with a classic chair and barber pole', 'Barber chair under warm pendant lights'],
    services: {
      'classic-haircut': [
        'Man with a classic side-part haircut',
        'Scissors and comb on a barber counter',
        'Man with long, overgrown hair',
        'The same man with a classic cut',
      ],
      'skin-fade': [
        'Fresh skin fade haircut',
        'Clippers ready for a fade',
        'Overgrown hair before a fade',
        'The same client with a sharp skin fade',
      ],
      'beard-trim': [
        'Neatly trimmed and shaped beard',
        'Beard trimmer, comb and beard oil',
        'Bushy, untrimmed beard',
        'The same beard shaped and lined up',
      ],
      'hot-towel-shave': [
        'Clean hot-towel shave',
        'Straight razor, shaving brush and hot towel',
        'Stubbled face before a shave',
        'The same face clean-shaven',
      ],
      'kids-cut': ['Kid with a fresh haircut', 'Smiling kid with a neat haircut', 'Kid with shaggy hair', 'The same kid with a neat cut'],
      'hair-beard-combo': [
        'Fresh fade with a trimmed beard',
        'Barber tools laid out on the counter',
        'Overgrown hair and beard',
        'The same client with a fresh cut and beard',
      ],
    },
    process: ['Consultation in front of the mirror', 'Clipper work in progress', 'Finished cut, styled'],
    gallery: [
      'Textured crop with a low fade',
      'Classic side part',
      'Skin fade with a hard part',
      'Full beard, shaped and lined up',
      'Curly top with a taper fade',
      'Barbershop interior with vintage chairs',
      'Pompadour with faded sides',
      'Buzz cut with a trimmed beard',
      'Barber tools on the counter',
      'Kid with a fresh taper',
    ],
    og: 'Classic barbershop chair and barber pole',
  },
};

function spec(key: string, width: number, height: number, widths: readonly number[], description: string): ImageSpec {
  return { key, width, height, widths, description };
}

function buildSpecs(industry: Industry): readonly ImageSpec[] {
  const t = TEXT[industry];
  const specs: ImageSpec[] = [];
  t.heroes.forEach((d, i) => {
    specs.push(spec(`hero-${i + 1}`, 1600, 900, [800, 1200, 1600], d));
    specs.push(spec(`hero-${i + 1}-mobile`, 800, 1200, [400, 800], d));
  });
  for (const slug of SERVICE_SLUGS[industry]) {
    const s = t.services[slug];
    if (!s) throw new Error(`content/images.ts: no descriptions for service "${slug}" (${industry})`);
    specs.push(spec(`svc-${slug}`, 800, 533, [400, 800], s[0]));
    specs.push(spec(`what-${slug}`, 500, 400, [500], s[1]));
    specs.push(spec(`before-${slug}`, 1200, 800, [600, 1200], s[2]));
    specs.push(spec(`after-${slug}`, 1200, 800, [600, 1200], s[3]));
  }
  for (const [i, d] of t.process.entries()) specs.push(spec(`process-${i + 1}`, 600, 400, [600], d));
  for (const [i, d] of t.gallery.entries()) specs.push(spec(`gallery-${String(i + 1).padStart(2, '0')}`, 1200, 900, [600, 1200], d));
  specs.push(spec('og', 1200, 630, [1200], t.og));
  return specs;
}

const INDUSTRY_KEYS = Object.keys(TEXT) as Industry[];

/** Every stock image of every industry. */
export const IMAGE_SPECS: Record<Industry, readonly ImageSpec[]> = Object.fromEntries(
  INDUSTRY_KEYS.map((ind) => [ind, buildSpecs(ind)]),
) as Record<Industry, readonly ImageSpec[]>;

export const AVATAR_SPECS: readonly ImageSpec[] = AVATAR_NAMES.map((n) => spec(n, 160, 160, [160], AVATAR_PEOPLE[n].description));

const BY_KEY = new Map<string, ImageSpec>();
for (const ind of INDUSTRY_KEYS) for (const s of IMAGE_SPECS[ind]) BY_KEY.set(`${ind}/${s.key}`, s);
const AVATAR_BY_NAME = new Map(AVATAR_SPECS.map((s) => [s.key, s]));

/** Path of one variant relative to the public dir, e.g. `industries/lawncare/images/hero-1-800.webp`. */
export function stockImageFile(industry: Industry, key: string, width: number): string {
  return `industries/${industry}/images/${key}-${width}.webp`;
}

/** Path of one avatar variant relative to the public dir, e.g. `industries/avatars/avatar-01-160.webp`. */
export function avatarImageFile(name: string, width: number): string {
  return `industries/avatars/${name}-${width}.webp`;
}

/** One committed picture: where its master lies and where each of its widths is served. */
export interface StockImageFiles {
  spec: ImageSpec;
  /** The master at the native size, relative to `content/images/`, e.g. `lawncare/hero-1.webp`. */
  master: string;
  /** The served file of one width, relative to the public dir. */
  file: (width: number) => string;
}

/** Every stock image and avatar with its master and its served files: what the build resizes. */
export const STOCK_IMAGE_FILES: readonly StockImageFiles[] = [
  ...INDUSTRY_KEYS.flatMap((ind) =>
    IMAGE_SPECS[ind].map((s) => ({ spec: s, master: `${ind}/${s.key}.webp`, file: (w: number) => stockImageFile(ind, s.key, w) })),
  ),
  ...AVATAR_SPECS.map((s) => ({ spec: s, master: `avatars/${s.key}.webp`, file: (w: number) => avatarImageFile(s.key, w) })),
];

function toRef(s: ImageSpec, file: (w: number) => string, alt: string | undefined): ImageRef {
  const url = (w: number) => `/${file(w)}`;
  const ref: ImageRef = { src: url(s.width), alt: alt ?? s.description, width: s.width, height: s.height };
  if (s.widths.length > 1) ref.srcset = s.widths.map((w) => `${url(w)} ${w}w`).join(', ');
  return ref;
}

/** Spec of one industry image; throws on an unknown industry or key. */
export function stockImageSpec(industry: Industry, key: string): ImageSpec {
  const s = BY_KEY.get(`${industry}/${key}`);
  if (!s) {
    if (!IMAGE_SPECS[industry]) throw new Error(`stockImage: unknown industry "${String(industry)}"`);
    throw new Error(
      `stockImage: unknown image key "${key}" for industry "${industry}". ` +
        `Known keys: ${IMAGE_SPECS[industry].map((x) => x.key).join(', ')}`,
    );
  }
  return s;
}

/**
 * Reference to a stock industry image. `src` is the largest variant, `srcset` lists every
 * emitted width (undefined when only one width exists), width/height are the native size.
 * `alt` defaults to the spec's description; pass '' for a decorative image.
 */
export function stockImage(industry: Industry, key: string, alt?: string): ImageRef {
  return toRef(stockImageSpec(industry, key), (w) => stockImageFile(industry, key, w), alt);
}

/** Reference to a stock avatar (`avatar-01` … `avatar-08`); throws on an unknown name. */
export function avatarImage(name: string, alt: string): ImageRef {
  const s = AVATAR_BY_NAME.get(name);
  if (!s) throw new Error(`avatarImage: unknown avatar "${name}". Known avatars: ${AVATAR_NAMES.join(', ')}`);
  return toRef(s, (w) => avatarImageFile(name, w), alt);
}

/** Reviews store stock avatars as "stock:{name}" and uploads as a file name under /uploads/avatars/. */
export const STOCK_AVATAR_PREFIX = 'stock:';
