// The JSON API under /api/v1 (docs/api.md). Errors carry the service's own message, which the
// pages show as they are: they are written for people.

import {lang, t} from './i18n.js';

export const API = '/api/v1';

/** An error answered by the service (or the network). */
export class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** The message of an error body `{"error": {"code", "message"}}`, else the status line. */
function fromBody(status, text) {
  try {
    const body = JSON.parse(text);
    if (body && body.error && body.error.message) {
      return new ApiError(status, body.error.code, body.error.message);
    }
  } catch {
    // Not JSON: a proxy's page or an empty body; fall through.
  }
  return new ApiError(status, 'http', t('page-service-answered', {status}));
}

/** The answer to `method path`, its status and text (with the arbiter's `token` and a JSON
 * `body` when given), or an ApiError with the service's message. */
async function answer(path, accept, {method = 'GET', token = '', body} = {}) {
  // The service's sentences (`message`) in the page's language.
  const headers = {Accept: accept, 'Accept-Language': lang};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response;
  try {
    response = await fetch(API + path, {method, headers, body: body === undefined ? undefined : JSON.stringify(body)});
  } catch (e) {
    throw new ApiError(0, 'network', t('page-service-unreachable', {error: e.message}));
  }
  const text = await response.text();
  if (!response.ok) throw fromBody(response.status, text);
  return {status: response.status, text};
}

/** The text of a GET's answer, or an ApiError. */
async function request(path, accept) {
  return (await answer(path, accept)).text;
}

/** GETs JSON. */
export async function getJson(path) {
  return JSON.parse(await request(path, 'application/json'));
}

/** GETs a text answer (PDN) as text. */
export function getText(path) {
  return request(path, 'application/x-pdn, text/plain');
}

/** GETs an SVG document as text. */
export function getSvg(path) {
  return request(path, 'image/svg+xml');
}

/**
 * Posts a form (`file` and the rest) to `path` with a bearer token, as multipart.
 * XMLHttpRequest rather than fetch because it reports upload progress: `onProgress(fraction)`,
 * then `onProgress(1)` while the server referees. The JSON answer, or an ApiError.
 */
function postForm(path, form, token, onProgress) {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API}${path}`);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', lang);
    xhr.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable && onProgress) onProgress(e.loaded / e.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText));
        } catch {
          reject(new ApiError(xhr.status, 'bad_answer', t('page-service-not-json')));
        }
      } else {
        reject(fromBody(xhr.status, xhr.responseText));
      }
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, 'network', t('page-upload-unreachable'))));
    xhr.send(form);
  });
}

/** Uploads a file as a new tournament (`name`, `ruleset` when given). */
export function uploadTournament({file, name, ruleset, token, onProgress}) {
  const form = new FormData();
  form.append('file', file, file.name);
  if (name) form.append('name', name);
  const query = ruleset ? `?ruleset=${encodeURIComponent(ruleset)}` : '';
  return postForm(`/tournaments${query}`, form, token, onProgress);
}

/** Adds a round file to tournament `id` (its games numbered `round` when they have no Round tag). */
export function addRound({id, file, round, token, onProgress}) {
  const form = new FormData();
  form.append('file', file, file.name);
  const query = round ? `?round=${encodeURIComponent(round)}` : '';
  return postForm(`/tournaments/${encodeURIComponent(id)}/files${query}`, form, token, onProgress);
}

/** The largest body the service takes, in bytes, as the shell says it (`data-max-body`); 0 when unknown. */
export function maxBody() {
  const n = Number.parseInt(document.documentElement.dataset.maxBody || '', 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

const TOKEN_KEY = 'draughts-arbiter.token';

/** The arbiter's token kept in this browser: this tab's first, else the one the upload page remembered. */
export function savedToken() {
  try {
    return sessionStorage.getItem(TOKEN_KEY) || localStorage.getItem(TOKEN_KEY) || '';
  } catch {
    return '';
  }
}

/** Keeps the token for this tab (the upload page's "remember" is what keeps it longer). */
export function keepToken(token) {
  try {
    sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Storage disabled: the token is asked again next time.
  }
}

/** A JSON request with the arbiter's token (if any): the JSON answer, or an ApiError with the service's message. */
export async function send(method, path, token, body) {
  const {status, text} = await answer(path, 'application/json', {method, token, body});
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(status, 'bad_answer', t('page-service-not-json'));
  }
}
