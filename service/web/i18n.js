// The page's words in the arbiter's language (issue 19): English, French, Dutch or Russian.
// The language is the one chosen with the selector (remembered in this browser), else the one
// the server picked from the browser's Accept-Language (the shell's `lang`). The catalogue comes
// from the server (`/assets/messages-LANG.json`, made from words/locales/LANG.ftl): each message a
// list of parts, text, a placeable `{var}` or a plural `{select, variants, default}`.

export const LANGUAGES = [['en', 'English'], ['fr', 'Français'], ['nl', 'Nederlands'], ['ru', 'Русский']];
const CODES = LANGUAGES.map(([code]) => code);
const KEY = 'draughts-arbiter.lang';

function remembered() {
  try {
    return localStorage.getItem(KEY);
  } catch {
    // Storage refused (a private window): the server's choice stands.
    return null;
  }
}

/** The language of the page. */
export const lang = (() => {
  const saved = remembered();
  if (CODES.includes(saved)) return saved;
  const shell = document.documentElement.lang;
  return CODES.includes(shell) ? shell : 'en';
})();

const plurals = new Intl.PluralRules(lang);
// Groups only from five digits: "12 345 parties" but "Partie 1234", as numbers are written.
const numbers = new Intl.NumberFormat(lang, {useGrouping: 'min2'});
let messages = {};

/** A number in the language's form: "12,5" in French, "12 345" (narrow no-break space). */
export function formatNumber(n, options) {
  return options ? new Intl.NumberFormat(lang, options).format(n) : numbers.format(n);
}

// UTC, as the service stores them (and says so): every reader of a tournament sees one time.
const instants = new Intl.DateTimeFormat(lang, {
  year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit',
  hourCycle: 'h23', timeZone: 'UTC', timeZoneName: 'short',
});

/** An RFC 3339 instant ("2026-11-30T10:00:00Z") in the language's form: "30 nov. 2026, 10:00 UTC". */
export function formatDateTime(text) {
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? String(text ?? '') : instants.format(date);
}

const days = new Intl.DateTimeFormat(lang, {year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC'});
const months = new Intl.DateTimeFormat(lang, {year: 'numeric', month: 'long', timeZone: 'UTC'});

/** A calendar date as PDN or ISO writes it ("2021.07.14", "2021-07-??", "2021") in the
 * language's form ("14 juil. 2021", "juillet 2021", "2021"); anything else as written. */
export function formatCalendarDate(text) {
  const m = /^\s*(\d{4})(?:[.\/-](\d{2}|\?{2})(?:[.\/-](\d{2}|\?{2}))?)?\s*$/.exec(text || '');
  if (!m) return text || '';
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!(month >= 1 && month <= 12)) return m[1];
  if (!(day >= 1 && day <= 31)) return months.format(Date.UTC(year, month - 1, 1));
  return days.format(Date.UTC(year, month - 1, day));
}

/** Two calendar dates as one span, as the language writes it ("1–2 juin 2024", "30 нояб. –
 * 2 дек. 2026 г."); two written dates that are not whole days, each as written. */
export function formatDateSpan(first, last) {
  const day = (text) => {
    const m = /^\s*(\d{4})[.\/-](\d{2})[.\/-](\d{2})\s*$/.exec(text || '');
    return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
  };
  const [a, b] = [day(first), day(last)];
  if (a !== null && b !== null && !Number.isNaN(a) && !Number.isNaN(b) && a <= b) return days.formatRange(a, b);
  const [x, y] = [formatCalendarDate(first), formatCalendarDate(last)];
  return x === y ? x : `${x} – ${y}`;
}

/** Loads the catalogue; the page's words are English keys until it has come. */
export async function loadMessages() {
  try {
    const response = await fetch(`/assets/messages-${lang}.json`);
    if (response.ok) messages = await response.json();
  } catch {
    // No catalogue (the network): the keys' English fallbacks below are used.
  }
  document.documentElement.lang = lang;
}

function value(v) {
  return typeof v === 'number' ? numbers.format(v) : (v === undefined || v === null ? '' : String(v));
}

function variant(part, v) {
  const variants = part.variants || {};
  if (variants[String(v)]) return variants[String(v)];
  if (typeof v === 'number') {
    const category = plurals.select(v);
    if (variants[category]) return variants[category];
  }
  return variants[part.default] || [];
}

function render(parts, args) {
  return parts.map((part) => {
    if (typeof part === 'string') return part;
    if (part.var !== undefined) return value(args[part.var]);
    if (part.select !== undefined) return render(variant(part, args[part.select]), args);
    return '';
  }).join('');
}

/** The message `key` with its placeables filled from `args`; the key itself if there is none. */
export function t(key, args = {}) {
  const parts = messages[key];
  return Array.isArray(parts) ? render(parts, args) : key;
}

/** Whether the catalogue has `key` (for words made from codes: kinds, articles). */
export function has(key) {
  return Array.isArray(messages[key]);
}

/** The word of catalogue key `key` made from a code (`page-role-${code}`), the code itself for
 * a code added later. */
export function codeWord(key, code) {
  return has(key) ? t(key) : String(code).replace(/_/g, ' ');
}

/** Puts the shell's words in the language and the language selector at the header's right
 * (beside the name on a phone: it takes no room from the board). */
export function translateShell() {
  for (const el of document.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of document.querySelectorAll('[data-i18n-label]')) el.setAttribute('aria-label', t(el.dataset.i18nLabel));
  const header = document.querySelector('header.site');
  if (!header || document.getElementById('lang-select')) return;
  const select = document.createElement('select');
  select.id = 'lang-select';
  select.setAttribute('aria-label', t('page-language'));
  for (const [code, name] of LANGUAGES) {
    const option = document.createElement('option');
    option.value = code;
    option.lang = code;
    option.textContent = name;
    option.selected = code === lang;
    select.append(option);
  }
  select.addEventListener('change', () => {
    try {
      localStorage.setItem(KEY, select.value);
    } catch {
      // Not remembered; the reload below still shows the choice through the address.
    }
    location.reload();
  });
  const label = document.createElement('label');
  label.className = 'lang';
  label.append(select);
  header.append(label);
}
