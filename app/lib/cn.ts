import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. Deliberately without tailwind-merge (≈ 11 KB gzip on every page): shared components keep
 * size and colour utilities in variants (e.g. Button `size`), and a `className` passed in only adds utilities
 * the component does not set itself.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
