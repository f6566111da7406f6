import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { MASKS } from "../../../domain/assistant/mask-personal-data";
import { CHAT_RETENTION_DAYS, defaultSiteSettings } from "../../../domain/settings/site-settings";
import { PrivacyPolicy } from "./privacy-policy";

/** The policy's text as a visitor reads it (markup removed, whitespace collapsed). */
function policyText(): string {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <PrivacyPolicy operator={defaultSiteSettings.operator} siteName="PKV-Lotse" />
    </MemoryRouter>,
  );
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe("the privacy policy on Lucy (docs/product/assistant.md#privacy)", () => {
  it("states the retention the clean-up uses, in the section and in the overview", () => {
    const text = policyText();
    expect(text).toContain(
      `Gesprächsverläufe löschen wir automatisch spätestens ${CHAT_RETENTION_DAYS} Tage nach`,
    );
    expect(text).toContain(`Gespräche mit Lucy (maskiert): höchstens ${CHAT_RETENTION_DAYS} Tage nach`);
    expect(text).not.toMatch(/Lucy[^.;]*\b90 Tage/);
  });

  it("says that the stored messages are masked, with the placeholders the masking writes", () => {
    const text = policyText();
    expect(text).toContain("Gespeichert werden Ihre Nachrichten und Lucys Antworten aber nur maskiert");
    for (const placeholder of [MASKS.name, MASKS.phone, MASKS.health])
      expect(text).toContain(`„${placeholder}“`);
  });
});
