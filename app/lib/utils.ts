import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. There is no tailwind-merge behind it (~8 KB on every
 * page): components add classes and never override one, so a variant that
 * replaces a utility sets it in place of the default, not after it.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
