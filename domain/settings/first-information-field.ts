/**
 * The form field that carries the version of the Erstinformation the page showed
 * (docs/product/broker-duties.md#first-information). Its own module: the landing page's form imports it without zod.
 */
export const FIRST_INFORMATION_FIELD = "firstInformationVersion";
