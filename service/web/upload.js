// The upload form: drop a PDN file (or choose one), say whether it makes a new tournament or is
// a round of one already here, give the token (whose it is said), see the result announced. A
// file over the service's limit is refused before it is sent, with its size and the limit.

import {h, replace, errorBox} from './dom.js';
import {getJson, uploadTournament, addRound, maxBody, keepToken as keepForTab} from './api.js';
import {t, formatNumber} from './i18n.js';
import {tellApart} from './list.js';
import {tokenField} from './token.js';

const TOKEN_KEY = 'draughts-arbiter.token';
/** The tournaments offered to add a round to: the newest this many. */
const OFFERED = 200;

/** Keeps the token only when the arbiter asked to; forgets it otherwise. */
function keepToken(token, remember) {
  try {
    if (remember) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage disabled (private mode): the token is simply not remembered.
  }
  keepForTab(token);
}

function remembered() {
  try {
    return Boolean(localStorage.getItem(TOKEN_KEY));
  } catch {
    return false;
  }
}

/** Why `file` cannot be sent (its size over the service's limit), or null. The form's other
 * fields take a few hundred bytes of the body. */
export function tooLarge(file) {
  const limit = maxBody();
  if (!file || !limit || file.size + 1024 <= limit) return null;
  return t('page-upload-too-large', {file: file.name, size: formatBytes(file.size), limit: formatBytes(limit)});
}

/** The tournaments a round may be added to, newest first, those sharing a name told apart. */
async function tournaments() {
  try {
    const page = await getJson(`/tournaments?limit=${OFFERED}`);
    const apart = await tellApart(page.items);
    return page.items.map((tour) => ({...tour, apart: apart.get(tour.id) || ''}));
  } catch {
    // No list (the network): the form still makes new tournaments.
    return [];
  }
}

/** Renders the upload form into `main`; `?to=ID` starts with that tournament chosen. */
export async function renderUpload(main) {
  document.title = `${t('page-nav-upload')} — draughts-arbiter`;
  const existing = await tournaments();
  const fileInput = h('input', {type: 'file', id: 'file', name: 'file', class: 'file-input', accept: '.pdn,.txt,.zip,.gz,text/plain,application/x-pdn,application/x-draughts-pdn,application/zip,application/gzip', required: true, 'aria-describedby': 'file-help'});
  const chosen = h('span', {class: 'chosen', id: 'chosen'}, t('page-upload-no-file'));
  // Said where the file was chosen, not under the form's button (off screen on a phone).
  const problem = h('p', {class: 'file-problem', id: 'file-problem', role: 'alert'});
  const limit = maxBody();
  const drop = h('div', {class: 'dropzone'},
    h('label', {for: 'file'}, h('strong', {}, t('page-upload-drop')), ' ', h('span', {class: 'choose'}, t('page-upload-or-choose'))),
    fileInput, chosen, problem,
    h('p', {class: 'help', id: 'file-help'}, t('page-upload-file-help'), limit ? ` ${t('page-upload-limit', {limit: formatBytes(limit)})}` : ''));
  const target = h('select', {id: 'target', name: 'target', 'aria-describedby': 'target-help'},
    h('option', {value: ''}, t('page-upload-new-tournament')),
    existing.map((tour) => h('option', {value: tour.id}, tour.apart ? `${tour.name} (${tour.apart})` : tour.name)));
  const wanted = new URLSearchParams(location.search).get('to');
  if (wanted && existing.some((tour) => tour.id === wanted)) target.value = wanted;
  const targetHelp = h('p', {class: 'help', id: 'target-help'});
  const nameInput = h('input', {type: 'text', id: 'name', name: 'name', autocomplete: 'off', placeholder: t('page-upload-name-placeholder'), maxlength: 200});
  const ruleset = h('select', {id: 'ruleset', name: 'ruleset'},
    h('option', {value: 'fmjd-2024'}, t('page-upload-rules-default', {rules: 'FMJD 2024'})),
    h('option', {value: 'fmjd-2015'}, 'FMJD 2015'));
  const round = h('input', {type: 'number', id: 'round-number', name: 'round', min: '1', max: '999', inputmode: 'numeric'});
  const token = tokenField({id: 'token', label: t('page-upload-token'), need: 'create', tournament: () => target.value,
    help: h('p', {id: 'token-help', class: 'help'}, tokenHelp())});
  token.input.required = true;
  const remember = h('input', {type: 'checkbox', id: 'remember', checked: remembered()});
  const submit = h('button', {type: 'submit', class: 'primary'}, t('page-upload-submit'));
  const status = h('div', {id: 'upload-status', class: 'status', 'aria-live': 'polite', role: 'status'});
  const newFields = [
    h('div', {class: 'field', 'data-for': 'new'}, h('label', {for: 'name'}, t('page-upload-name')), nameInput),
    h('div', {class: 'field', 'data-for': 'new'}, h('label', {for: 'ruleset'}, t('page-fact-rules')), ruleset),
  ];
  const roundField = h('div', {class: 'field', 'data-for': 'existing'}, h('label', {for: 'round-number'}, t('page-add-round')), round);

  /** The fields of the choice made: a new tournament's name and rules, or a round's number. */
  const showTarget = () => {
    const tour = existing.find((x) => x.id === target.value);
    for (const field of newFields) field.hidden = Boolean(tour);
    roundField.hidden = !tour;
    targetHelp.textContent = tour
      ? t('page-upload-adds-to', {name: tour.name, rules: tour.ruleset})
      : t('page-upload-makes-new');
    submit.textContent = tour ? t('page-upload-submit-round') : t('page-upload-submit');
    // What the token may do depends on where the file goes.
    token.input.dispatchEvent(new Event('change'));
  };
  target.addEventListener('change', showTarget);

  const showFile = () => {
    const file = fileInput.files && fileInput.files[0];
    chosen.textContent = file ? t('page-upload-chosen', {file: file.name, size: formatBytes(file.size)}) : t('page-upload-no-file');
    const why = tooLarge(file);
    problem.textContent = why || '';
    drop.classList.toggle('refused', Boolean(why));
    if (status.querySelector('.error')) replace(status);
  };
  fileInput.addEventListener('change', showFile);
  for (const event of ['dragenter', 'dragover']) {
    drop.addEventListener(event, (e) => {
      e.preventDefault();
      drop.classList.add('dragging');
    });
  }
  for (const event of ['dragleave', 'drop']) {
    drop.addEventListener(event, () => drop.classList.remove('dragging'));
  }
  drop.addEventListener('drop', (e) => {
    e.preventDefault();
    if (e.dataTransfer && e.dataTransfer.files.length) {
      fileInput.files = e.dataTransfer.files;
      showFile();
    }
  });

  const form = h('form', {class: 'upload', novalidate: true},
    drop,
    h('div', {class: 'field'}, h('label', {for: 'target'}, t('page-upload-target')), target, targetHelp),
    newFields, roundField,
    token.field,
    h('div', {class: 'field check'}, remember, h('label', {for: 'remember'}, t('page-upload-remember'))),
    submit, status);

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const file = fileInput.files && fileInput.files[0];
    const secret = token.value();
    const tour = existing.find((x) => x.id === target.value);
    if (!file) {
      replace(status, errorBox(t('page-upload-choose-first')));
      fileInput.focus();
      return;
    }
    const why = tooLarge(file);
    if (why) {
      problem.textContent = why;
      drop.scrollIntoView({block: 'nearest'});
      return;
    }
    if (!secret) {
      replace(status, errorBox(t('page-upload-token-required')));
      token.input.focus();
      return;
    }
    keepToken(secret, remember.checked);
    submit.disabled = true;
    replace(status, h('p', {}, t('page-upload-uploading', {file: file.name})));
    const onProgress = (fraction) => {
      status.firstChild.textContent = fraction < 1
        ? t('page-upload-progress', {file: file.name, percent: formatNumber(fraction, {style: 'percent'})})
        : t('page-upload-checking');
    };
    try {
      if (tour) {
        const answer = await addRound({id: tour.id, file, round: round.value, token: secret, onProgress});
        const added = answer.files.some((f) => f.created);
        replace(status, h('p', {class: 'ok'}, added
          ? t('page-add-added', {file: file.name, games: answer.files[0].games, files: answer.tournament.files})
          : t('page-add-already', {file: file.name})));
        location.assign(`/t/${encodeURIComponent(tour.id)}?${added ? 'added' : 'again'}=1`);
        return;
      }
      const answer = await uploadTournament({file, token: secret, name: nameInput.value.trim(), ruleset: ruleset.value, onProgress});
      const created = answer.tournament;
      replace(status, h('p', {class: 'ok'}, answer.created
        ? t('page-upload-checked', {name: created.name, games: created.games, findings: created.findings})
        : t('page-upload-already', {name: created.name, games: created.games, findings: created.findings})));
      location.assign(`/t/${encodeURIComponent(answer.id)}${answer.created ? '' : '?again=1'}`);
    } catch (err) {
      replace(status, errorBox(t('page-upload-failed', {error: err.message})));
      status.scrollIntoView({block: 'nearest'});
      submit.disabled = false;
    }
  });

  replace(main, h('h1', {}, t('page-nav-upload')),
    h('p', {}, t('page-upload-intro')),
    form);
  showTarget();
}

/** The command that makes a token, in the sentence that says who makes it. */
function tokenHelp() {
  const command = 'draughts-arbiter token create NAME';
  const [before, after] = t('page-upload-token-help', {command: '\u0000'}).split('\u0000');
  return [before, h('code', {}, command), after ?? ''];
}

/** A size in the language's form: "12 octets", "1,5 ko", "3,2 МБ". */
export function formatBytes(n) {
  const [value, unit] = n < 1024 ? [n, 'byte'] : n < 1024 * 1024 ? [n / 1024, 'kilobyte'] : [n / 1024 / 1024, 'megabyte'];
  return formatNumber(value, {style: 'unit', unit, unitDisplay: unit === 'byte' ? 'long' : 'short', maximumFractionDigits: 1});
}
