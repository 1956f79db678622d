// Diagnosis only (bench/insights-overhead.mjs --cache-date-format, preloaded with --import into
// both apps): `new Intl.DateTimeFormat(locales, options)` answers one instance per locale and
// options, to show what building a formatter on every call costs (madridToday builds one per call,
// and the statistics recorder calls it for every company of every list page).
const Original = Intl.DateTimeFormat;
const cache = new Map();

function CachedDateTimeFormat(locales, options) {
  const key = JSON.stringify([locales, options]);
  let format = cache.get(key);
  if (!format) {
    format = new Original(locales, options);
    cache.set(key, format);
  }
  return format;
}
CachedDateTimeFormat.prototype = Original.prototype;
CachedDateTimeFormat.supportedLocalesOf = Original.supportedLocalesOf.bind(Original);
Intl.DateTimeFormat = CachedDateTimeFormat;
