import { escapeXml } from "../lib/xml/safe-xml";
import type { TextExchange } from "./exchange-types";
import { SOAP_ENV_NS } from "./protocol";

/** The engine's answers other than an operation's result: the envelope, SOAP Faults and the login page. */

export function soapEnvelope(body: string): string {
  return `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${SOAP_ENV_NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"><soap:Body>${body}</soap:Body></soap:Envelope>`;
}

export function soapFault(
  code: "soap:Client" | "soap:Server" | "soap:VersionMismatch",
  message: string,
): string {
  return soapEnvelope(
    `<soap:Fault><faultcode>${code}</faultcode><faultstring>${escapeXml(message)}</faultstring></soap:Fault>`,
  );
}

/** The page a forms-authentication ASP.NET service answers with when the session is missing or expired. */
export function loginPageHtml(returnUrl: string): string {
  return `<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Anmeldung - KVR</title></head>
<body><form method="post" action="./Login.aspx?ReturnUrl=${encodeURIComponent(returnUrl)}" id="form1">
<h1>Anmeldung</h1><p>Ihre Sitzung ist abgelaufen. Bitte melden Sie sich an.</p>
<label for="txtMandant">Mandant</label><input name="txtMandant" id="txtMandant" type="text">
<label for="txtUser">Benutzername</label><input name="txtUser" id="txtUser" type="text">
<label for="txtPassword">Passwort</label><input name="txtPassword" id="txtPassword" type="password">
<input type="submit" name="btnLogin" value="Login">
</form></body></html>`;
}

export const xmlResponse = (
  body: string,
  status = 200,
  headers: Record<string, string> = {},
): TextExchange => ({
  status,
  headers: new Headers({ "content-type": "text/xml; charset=utf-8", ...headers }),
  body,
});

/** The German SOAP Fault of a refused (rate-limited) operation. */
export function tooManyRequestsFault(retryAfterSeconds: number): TextExchange {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return {
    status: 429,
    headers: new Headers({
      "content-type": "text/xml; charset=utf-8",
      "retry-after": String(retryAfterSeconds),
    }),
    body: soapFault(
      "soap:Client",
      `Zu viele Anfragen an den Rechenkern. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? "Minute" : "Minuten"} erneut.`,
    ),
  };
}
