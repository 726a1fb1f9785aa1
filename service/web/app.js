// The page's router: the server answers every page path with the same shell, and this module
// picks what to render from the path. Links are ordinary links (full page loads), so the back
// button, bookmarks and opening in a new tab work without any history juggling.

import {replace, errorBox} from './dom.js';
import {loadMessages, translateShell, t} from './i18n.js';
import {renderList} from './list.js';
import {renderUpload} from './upload.js';
import {renderTournament} from './tournament.js';
import {renderGame} from './game.js';
import {renderSearch} from './search.js';
import {renderStandings} from './standings.js';
import {renderLiveList, renderLiveRound, renderLiveGame} from './live.js';

const ROUTES = [
  [/^\/$/, 'list', () => renderList],
  [/^\/upload\/?$/, 'upload', () => renderUpload],
  [/^\/search\/?$/, 'search', () => renderSearch],
  [/^\/t\/([^/]+)\/?$/, 'list', () => renderTournament],
  [/^\/t\/([^/]+)\/standings\/?$/, 'list', () => renderStandings],
  [/^\/t\/([^/]+)\/g\/(\d+)\/?$/, 'list', () => renderGame],
  [/^\/live\/?$/, 'live', () => renderLiveList],
  [/^\/live\/([^/]+)\/?$/, 'live', () => renderLiveRound],
  [/^\/live\/([^/]+)\/g\/(\d+)\/?$/, 'live', () => renderLiveGame],
];

async function start() {
  await loadMessages();
  translateShell();
  const main = document.getElementById('main');
  const path = location.pathname;
  for (const [pattern, nav, page] of ROUTES) {
    const match = pattern.exec(path);
    if (!match) continue;
    for (const link of document.querySelectorAll('[data-nav]')) {
      if (link.dataset.nav === nav) link.setAttribute('aria-current', 'page');
    }
    const params = match.slice(1).map(decodeURIComponent);
    try {
      await page()(main, ...params);
    } catch (e) {
      replace(main, errorBox(e.message || String(e)));
    }
    return;
  }
  replace(main, errorBox(t('page-no-such-page')));
}

start();
