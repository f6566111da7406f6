const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A page the server answers by itself when the site cannot render its own (maintenance, overload): German, no
 * scripts, no external resources, nothing read from the database.
 */
export function statusPage(options: { heading: string; message: string; siteName?: string }): string {
  const title = options.siteName ? `${options.heading} | ${options.siteName}` : options.heading;
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(options.heading)}</h1>
<p>${escapeHtml(options.message)}</p>
</main>
</body>
</html>`;
}
