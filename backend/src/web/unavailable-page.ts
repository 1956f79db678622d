/**
 * What a page of the site answers while PostgreSQL is down (with 503 and Retry-After): a short
 * Spanish page with no scripts nor assets, since the site's own code would only meet more 503s.
 * Crawlers see the 503 and come back later instead of indexing an error.
 */
export const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Rutalia · Servicio no disponible</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:15vh auto;padding:0 1.5rem;color:#1f2937;line-height:1.5}h1{font-size:1.5rem}a{color:#1d4ed8}</style>
</head>
<body>
<h1>Rutalia no está disponible en este momento</h1>
<p>Estamos teniendo un problema técnico temporal. Tus datos están a salvo.</p>
<p>Vuelve a intentarlo en unos segundos: <a href="">recargar la página</a>.</p>
</body>
</html>
`;
