import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AuthPanel } from "./auth-panel";
import { CalculatePanel } from "./calculate-panel";
import { CompaniesPanel } from "./companies-panel";
import { ConsolePanel, ConsoleTabList } from "./console-tabs";
import { CredentialsPanel } from "./credentials-panel";
import { CustomRequestPanel } from "./custom-request-panel";
import { SessionStatus } from "./session-status";

const noop = async () => {};
const idle = { loading: false, busy: () => false };
const credentials = { mandantId: "4711", username: "makler", source: "environment" as const };

describe("console tabs", () => {
  it("marks the active tab and renders only its panel", () => {
    const tabs = renderToStaticMarkup(<ConsoleTabList active="calculate" onSelect={() => {}} />);
    expect(tabs).toContain('id="tab-calculate" aria-selected="true" aria-controls="panel-calculate"');
    expect(tabs).toContain('id="tab-auth" aria-selected="false"');
    expect(tabs.match(/role="tab"/g)).toHaveLength(6);
    const panel = (active: "auth" | "calculate") =>
      renderToStaticMarkup(
        <ConsolePanel id="auth" active={active} title="Authentication Test">
          <p>Inhalt</p>
        </ConsolePanel>,
      );
    expect(panel("auth")).toContain('role="tabpanel" id="panel-auth" aria-labelledby="tab-auth"');
    expect(panel("calculate")).toBe("");
  });
});

describe("SessionStatus", () => {
  it("names the session state", () => {
    expect(renderToStaticMarkup(<SessionStatus state="none" />)).toContain(">Keine</");
    expect(renderToStaticMarkup(<SessionStatus state="partial" />)).toContain(">Teilweise</");
    expect(renderToStaticMarkup(<SessionStatus state="complete" />)).toContain(">Vollständig</");
  });
});

describe("AuthPanel", () => {
  const auth = (result?: string) => ({ result, testAuthentication: noop, clearSession: () => {} });

  it("shows the active session shortened, and the last answer", () => {
    const html = renderToStaticMarkup(
      <AuthPanel
        engine={{
          ...idle,
          state: "complete",
          session: { sessionId: "0123456789abcdefXYZ", aspxAuth: "AUTHCOOKIE" },
        }}
        auth={auth('{"success": true}')}
      />,
    );
    expect(html).toContain("Aktive Session");
    expect(html).toContain("0123456789abcde...");
    expect(html).not.toContain("XYZ");
    expect(html).toContain("Ergebnis (JSON)");
  });

  it("shows no session block without a session, and a spinner while authenticating", () => {
    const html = renderToStaticMarkup(
      <AuthPanel
        engine={{
          loading: true,
          busy: (action) => action === "authenticate",
          state: "none",
          session: undefined,
        }}
        auth={auth()}
      />,
    );
    expect(html).not.toContain("Aktive Session");
    expect(html).toContain("animate-spin");
    expect(html).toContain('disabled="">');
  });
});

describe("CredentialsPanel", () => {
  it("masks the password and says where the credentials come from", () => {
    const fromEnv = renderToStaticMarkup(<CredentialsPanel credentials={credentials} />);
    expect(fromEnv).toContain('value="••••••••"');
    expect(fromEnv).toContain(
      "Zugangsdaten sind hardcodiert und können nicht geändert werden. Sie stammen aus der Server-Konfiguration KVR_*;",
    );
    expect(fromEnv).toMatch(
      /<input type="password" required="" autoComplete="new-password"[^>]*name="password"/,
    );
    const stored = renderToStaticMarkup(
      <CredentialsPanel credentials={{ ...credentials, source: "stored" }} />,
    );
    // Stored by the form below: never the note that they cannot be changed.
    expect(stored).toContain("Gespeichert im Admin-Bereich, verschlüsselt; ändern über das Formular unten.");
    expect(stored).not.toContain("können nicht geändert werden");
  });
});

describe("CompaniesPanel", () => {
  it("shows the JSON and the raw XML once companies were fetched", () => {
    const render = (companies?: { json: string; xml: string }) =>
      renderToStaticMarkup(
        <CompaniesPanel
          engine={idle}
          companies={{ companies, getCompanies: noop }}
          credentials={credentials}
        />,
      );
    expect(render()).not.toContain("Rohes XML");
    const html = render({ json: "[]", xml: "<GetCompaniesResult/>" });
    expect(html).toContain("Unternehmen (JSON)");
    expect(html).toContain("Rohes XML");
    expect(html).toContain("&lt;GetCompaniesResult/&gt;");
  });
});

describe("request panels", () => {
  it("allows sending only with a body", () => {
    const calculate = (body: string) =>
      renderToStaticMarkup(
        <CalculatePanel
          engine={idle}
          calculate={{ body, setBody: () => {}, result: undefined, analysis: undefined, send: noop }}
          examples={{ simplified: "s", full: "f" }}
        />,
      );
    expect(calculate(" ")).toMatch(/disabled="">(<!-- -->)? Send Calculate Request/);
    expect(calculate("<tns:Calculate/>")).not.toContain('disabled=""');
    const custom = (body: string, result?: string) =>
      renderToStaticMarkup(
        <CustomRequestPanel
          engine={idle}
          custom={{ body, setBody: () => {}, result, send: noop }}
          example="g"
        />,
      );
    expect(custom("")).toMatch(/disabled="">(<!-- -->)? Send Request/);
    expect(custom("<x/>", "<answer/>")).toContain("&lt;answer/&gt;");
  });
});
