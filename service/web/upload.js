// The upload form: drop a PDN file (or choose one), give the token, see the result announced.

import {h, replace, errorBox} from './dom.js';
import {uploadTournament} from './api.js';
import {t, formatNumber} from './i18n.js';

const TOKEN_KEY = 'draughts-arbiter.token';

function storedToken() {
  try {
    return localStorage.getItem(TOKEN_KEY) || '';
  } catch {
    return '';
  }
}

/** Keeps the token only when the arbiter asked to; forgets it otherwise. */
function keepToken(token, remember) {
  try {
    if (remember) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage disabled (private mode): the token is simply not remembered.
  }
}

/** Renders the upload form into `main`. */
export function renderUpload(main) {
  document.title = `${t('page-nav-upload')} — draughts-arbiter`;
  const saved = storedToken();
  const fileInput = h('input', {type: 'file', id: 'file', name: 'file', class: 'file-input', accept: '.pdn,.txt,.zip,.gz,text/plain,application/x-pdn,application/x-draughts-pdn,application/zip,application/gzip', required: true, 'aria-describedby': 'file-help'});
  const chosen = h('span', {class: 'chosen', id: 'chosen'}, t('page-upload-no-file'));
  const drop = h('div', {class: 'dropzone'},
    h('label', {for: 'file'}, h('strong', {}, t('page-upload-drop')), ' ', h('span', {class: 'choose'}, t('page-upload-or-choose'))),
    fileInput, chosen,
    h('p', {class: 'help', id: 'file-help'}, t('page-upload-file-help')));
  const nameInput = h('input', {type: 'text', id: 'name', name: 'name', autocomplete: 'off', placeholder: t('page-upload-name-placeholder'), maxlength: 200});
  const ruleset = h('select', {id: 'ruleset', name: 'ruleset'},
    h('option', {value: 'fmjd-2024'}, t('page-upload-rules-default', {rules: 'FMJD 2024'})),
    h('option', {value: 'fmjd-2015'}, 'FMJD 2015'));
  const tokenInput = h('input', {type: 'password', id: 'token', name: 'token', autocomplete: 'off', required: true, spellcheck: 'false', 'aria-describedby': 'token-help'});
  tokenInput.value = saved;
  const remember = h('input', {type: 'checkbox', id: 'remember', checked: saved !== ''});
  const submit = h('button', {type: 'submit', class: 'primary'}, t('page-upload-submit'));
  const status = h('div', {id: 'upload-status', class: 'status', 'aria-live': 'polite', role: 'status'});

  const showFile = () => {
    const file = fileInput.files && fileInput.files[0];
    chosen.textContent = file ? t('page-upload-chosen', {file: file.name, size: formatBytes(file.size)}) : t('page-upload-no-file');
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
    h('div', {class: 'field'}, h('label', {for: 'name'}, t('page-upload-name')), nameInput),
    h('div', {class: 'field'}, h('label', {for: 'ruleset'}, t('page-fact-rules')), ruleset),
    h('div', {class: 'field'},
      h('label', {for: 'token'}, t('page-upload-token')), tokenInput,
      h('p', {id: 'token-help', class: 'help'}, tokenHelp())),
    h('div', {class: 'field check'}, remember, h('label', {for: 'remember'}, t('page-upload-remember'))),
    submit, status);

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const file = fileInput.files && fileInput.files[0];
    const token = tokenInput.value.trim();
    if (!file) {
      replace(status, errorBox(t('page-upload-choose-first')));
      fileInput.focus();
      return;
    }
    if (!token) {
      replace(status, errorBox(t('page-upload-token-required')));
      tokenInput.focus();
      return;
    }
    keepToken(token, remember.checked);
    submit.disabled = true;
    replace(status, h('p', {}, t('page-upload-uploading', {file: file.name})));
    try {
      const answer = await uploadTournament({
        file, token, name: nameInput.value.trim(), ruleset: ruleset.value,
        onProgress: (fraction) => {
          status.firstChild.textContent = fraction < 1
            ? t('page-upload-progress', {file: file.name, percent: formatNumber(fraction, {style: 'percent'})})
            : t('page-upload-checking');
        },
      });
      const tour = answer.tournament;
      replace(status, h('p', {class: 'ok'}, answer.created
        ? t('page-upload-checked', {name: tour.name, games: tour.games, findings: tour.findings})
        : t('page-upload-already', {name: tour.name, games: tour.games, findings: tour.findings})));
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
}

/** The command that makes a token, in the sentence that says who makes it. */
function tokenHelp() {
  const command = 'draughts-arbiter token create NAME';
  const [before, after] = t('page-upload-token-help', {command: '\u0000'}).split('\u0000');
  return [before, h('code', {}, command), after ?? ''];
}

/** A file's size in the language's form: "12 octets", "1,5 ko", "3,2 МБ". */
function formatBytes(n) {
  const [value, unit] = n < 1024 ? [n, 'byte'] : n < 1024 * 1024 ? [n / 1024, 'kilobyte'] : [n / 1024 / 1024, 'megabyte'];
  return formatNumber(value, {style: 'unit', unit, unitDisplay: unit === 'byte' ? 'long' : 'short', maximumFractionDigits: 1});
}
