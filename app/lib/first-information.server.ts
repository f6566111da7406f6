import { AppError } from "../../domain/errors/app-error";
import {
  FIRST_INFORMATION_REQUIRED,
  type FirstInformationShown,
  firstInformationShown,
} from "../../domain/settings/first-information";
import { FIRST_INFORMATION_FIELD } from "../../domain/settings/first-information-field";
import {
  firstInformationDocument,
  firstInformationSummary,
} from "../../domain/settings/first-information-text";
import type { PageContext } from "../../server/transport/page-context.server";

/** What a form page shows of the Erstinformation (docs/product/broker-duties.md#first-information). */
export async function firstInformationPanel(page: PageContext) {
  const settings = await page.services.getSiteSettings();
  return { summary: firstInformationSummary(settings), document: firstInformationDocument(settings) };
}

/**
 * The Erstinformation a posted form showed, with the moment it was sent; undefined when the form named none, or
 * not the version in force.
 */
export async function shownFirstInformation(
  page: PageContext,
  form: FormData | Record<string, string>,
): Promise<FirstInformationShown | undefined> {
  const submitted =
    form instanceof FormData ? form.get(FIRST_INFORMATION_FIELD) : form[FIRST_INFORMATION_FIELD];
  return firstInformationShown(submitted, await page.services.getSiteSettings(), new Date(page.gate.now));
}

/**
 * {@link shownFirstInformation}, required: a form without the version in force is refused (`validation-failed` on
 * the field `firstInformationVersion`), so no first comparison is calculated before the person saw it.
 */
export async function requireFirstInformation(
  page: PageContext,
  form: FormData,
): Promise<FirstInformationShown> {
  const shown = await shownFirstInformation(page, form);
  if (shown) return shown;
  throw new AppError("validation-failed", {
    fieldErrors: { [FIRST_INFORMATION_FIELD]: [FIRST_INFORMATION_REQUIRED] },
    detail: FIRST_INFORMATION_REQUIRED,
  });
}
