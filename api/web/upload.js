// The upload form: drop a PDN file (or choose one), give the token, see the result announced.

import {h, replace, errorBox} from './dom.js';
import {uploadTournament} from './api.js';

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
  document.title = 'Upload a round — draughts-arbiter';
  const saved = storedToken();
  const fileInput = h('input', {type: 'file', id: 'file', name: 'file', accept: '.pdn,.txt,.zip,.gz,text/plain,application/x-pdn,application/x-draughts-pdn,application/zip,application/gzip', required: true, 'aria-describedby': 'file-help'});
  const chosen = h('span', {class: 'chosen', id: 'chosen'}, 'No file chosen');
  const drop = h('div', {class: 'dropzone'},
    h('label', {for: 'file'}, h('strong', {}, 'Drop the round’s PDN file here'), h('span', {}, ' or choose a file')),
    fileInput, chosen,
    h('p', {class: 'help', id: 'file-help'}, 'A .pdn file, or a .zip or .gz of PDN files (each game of every file is checked).'));
  const nameInput = h('input', {type: 'text', id: 'name', name: 'name', autocomplete: 'off', placeholder: 'Defaults to the Event tag, else the file name', maxlength: 200});
  const ruleset = h('select', {id: 'ruleset', name: 'ruleset'},
    h('option', {value: 'fmjd-2024'}, 'FMJD 2024 (default)'),
    h('option', {value: 'fmjd-2015'}, 'FMJD 2015'));
  const tokenInput = h('input', {type: 'password', id: 'token', name: 'token', autocomplete: 'off', required: true, spellcheck: 'false', 'aria-describedby': 'token-help'});
  tokenInput.value = saved;
  const remember = h('input', {type: 'checkbox', id: 'remember', checked: saved !== ''});
  const submit = h('button', {type: 'submit', class: 'primary'}, 'Upload and check');
  const status = h('div', {id: 'upload-status', class: 'status', 'aria-live': 'polite', role: 'status'});

  const showFile = () => {
    const file = fileInput.files && fileInput.files[0];
    chosen.textContent = file ? `${file.name} (${formatBytes(file.size)})` : 'No file chosen';
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
    h('div', {class: 'field'}, h('label', {for: 'name'}, 'Tournament name'), nameInput),
    h('div', {class: 'field'}, h('label', {for: 'ruleset'}, 'Rules'), ruleset),
    h('div', {class: 'field'},
      h('label', {for: 'token'}, 'Upload token'), tokenInput,
      h('p', {id: 'token-help', class: 'help'}, 'Made by the organiser with ', h('code', {}, 'draughts-arbiter token create NAME'), '. Sent only to this service.')),
    h('div', {class: 'field check'}, remember, h('label', {for: 'remember'}, 'Remember the token on this device')),
    submit, status);

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const file = fileInput.files && fileInput.files[0];
    const token = tokenInput.value.trim();
    if (!file) {
      replace(status, errorBox('Choose a PDN file (or a .zip or .gz of them) first.'));
      fileInput.focus();
      return;
    }
    if (!token) {
      replace(status, errorBox('The upload token is required.'));
      tokenInput.focus();
      return;
    }
    keepToken(token, remember.checked);
    submit.disabled = true;
    replace(status, h('p', {}, `Uploading ${file.name}…`));
    try {
      const answer = await uploadTournament({
        file, token, name: nameInput.value.trim(), ruleset: ruleset.value,
        onProgress: (fraction) => {
          status.firstChild.textContent = fraction < 1
            ? `Uploading ${file.name}: ${Math.round(fraction * 100)}%`
            : 'Uploaded; the referee is checking the games…';
        },
      });
      const t = answer.tournament;
      replace(status, h('p', {class: 'ok'},
        `${answer.created ? 'Checked' : 'Already uploaded'}: ${t.name}, ${t.games} games, ${t.findings} findings. Opening it…`));
      location.assign(`/t/${encodeURIComponent(answer.id)}${answer.created ? '' : '?again=1'}`);
    } catch (err) {
      replace(status, errorBox(`Upload failed: ${err.message}`));
      status.scrollIntoView({block: 'nearest'});
      submit.disabled = false;
    }
  });

  replace(main, h('h1', {}, 'Upload a round'),
    h('p', {}, 'Every game is refereed under the FMJD rules; the file, the verdicts and the moves are kept on this server.'),
    form);
}

function formatBytes(n) {
  if (n < 1024) return `${n} bytes`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}
