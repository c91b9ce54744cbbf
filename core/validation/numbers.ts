/**
 * Numbers a client sends: a JSON number, or a decimal string as a form field holds it ("4.8",
 * " 112 "). Anything else (objects, arrays, booleans, "abc", "1e999") is not a number, and every
 * number has stated bounds: a value the server would keep but could not read back (an integer past
 * 2^53, an object whose toString is not a function) never gets in.
 */
import { z } from 'zod';

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** The number a value stands for, or undefined when it is not one. */
export function numberFrom(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!DECIMAL.test(text)) return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

export interface NumberRule {
  min: number;
  max: number;
  /** Said for anything that is not a number within the bounds. */
  message: string;
  /** Applied to an accepted value (rounding to the stored precision). */
  normalize?: (n: number) => number;
}

/** True when the value is a number within the rule's bounds. */
export function withinBounds(n: number | undefined, rule: Pick<NumberRule, 'min' | 'max'>): n is number {
  return n !== undefined && n >= rule.min && n <= rule.max;
}

/** A field that takes a number or a numeric string within the bounds, and gives the normalized number. */
export function boundedNumber(rule: NumberRule) {
  return z.unknown().transform((value, ctx) => {
    const n = numberFrom(value);
    if (!withinBounds(n, rule)) {
      ctx.issues.push({ code: 'custom', message: rule.message, input: value });
      return z.NEVER;
    }
    return rule.normalize ? rule.normalize(n) : n;
  });
}
