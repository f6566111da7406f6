import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FieldError, FormField, fieldErrorId } from "./form-field";

describe("FormField", () => {
  it("links the label and the control", () => {
    const html = renderToStaticMarkup(
      <FormField label="E-Mail" id="email">
        <input type="email" />
      </FormField>,
    );
    expect(html).toBe(
      '<div class="grid gap-1"><label for="email" class="text-sm font-medium text-slate-800">E-Mail</label><input type="email" id="email"/></div>',
    );
  });

  it("describes the control with its description and error, marks it invalid and announces the error", () => {
    const html = renderToStaticMarkup(
      <FormField label="Code" description="6 Ziffern" error="Ungültiger Code">
        <input id="code" aria-describedby="own-hint" />
      </FormField>,
    );
    expect(html).toContain('<label for="code"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="own-hint code-description code-error"');
    expect(html).toContain('<p id="code-description" class="text-sm text-slate-600">6 Ziffern</p>');
    expect(html).toContain(
      '<p id="code-error" role="alert" class="text-sm text-red-700">Ungültiger Code</p>',
    );
  });

  it("renders a wrapped control through a function and can leave the error to the caller", () => {
    const html = renderToStaticMarkup(
      <>
        <FormField label="Geburtsdatum" id="birth" error="Ungültiger Tag" errorPlacement="outside">
          {(control) => (
            <span>
              <input {...control} />
            </span>
          )}
        </FormField>
        <FieldError id={fieldErrorId("birth")} message="Ungültiger Tag" />
      </>,
    );
    expect(html).toContain(
      '<span><input id="birth" aria-invalid="true" aria-describedby="birth-error"/></span>',
    );
    expect(html.match(/Ungültiger Tag/g)).toHaveLength(1);
    expect(html).toContain('<p id="birth-error" role="alert"');
  });

  it("generates an id and renders nothing for an empty error", () => {
    const html = renderToStaticMarkup(
      <FormField label="Anrede" error="">
        <select />
      </FormField>,
    );
    const id = /<label for="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<select id="${id}"></select>`);
    expect(html).not.toContain("aria-invalid");
    expect(renderToStaticMarkup(<FieldError id="x" message={undefined} />)).toBe("");
  });
});
