import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AgeNoticeDialog } from "./age-notice-dialog";

describe("AgeNoticeDialog", () => {
  it("says that the age on the insurance start counts", () => {
    const html = renderToStaticMarkup(<AgeNoticeDialog open={false} onClose={() => {}} />);
    expect(html).toContain("Hinweis zur Privaten Krankenversicherung");
    expect(html).toContain("Maßgeblich ist Ihr Alter zum Versicherungsbeginn.");
    expect(html).toContain("Verstanden");
  });
});
