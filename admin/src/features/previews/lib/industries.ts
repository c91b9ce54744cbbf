import { INDUSTRIES, type Industry } from '#core/content/types.ts';

/** The industries' names as their sites call them (content/industries/*.ts `title`; a test keeps them equal), without loading the content. */
const TITLES: Record<Industry, string> = {
  'mobile-detailing': 'Mobile Detailing',
  'house-cleaning': 'House Cleaning',
  lawncare: 'Lawn Care',
  'pet-grooming': 'Pet Grooming',
  barber: 'Barber',
};

export const INDUSTRY_OPTIONS = INDUSTRIES.map((value) => ({ value, label: TITLES[value] }));

export const industryTitle = (industry: string) => TITLES[industry as Industry] ?? industry;
