## The service's answers (issue 29): every error's `message`, said in the asker's language
## (`?lang=`, else `Accept-Language`). Each says what happened and what to do; the JSON `code`
## beside it stays English. Loaded with words/locales/LANG.ftl; tests/catalogues.rs keeps the
## four files alike.

## Tokens and rights

api-missing-token = this needs a token (an arbiter's to upload or rule, an admin's to manage tokens): ask the tournament's administrator for one, then send it as `Authorization: Bearer` followed by the token
api-missing-token-write = this needs an arbiter's token (to upload a round, rule or change a tournament): ask the tournament's administrator for one, then give it in the form (or send it after `Authorization: Bearer`)
api-missing-token-admin = only an administrator's token may do this: ask the server's administrator
api-missing-token-read = this is read with a token (an administrator's, a reader's, or the arbiter's of this tournament): ask the tournament's administrator for one
api-invalid-token = this token is not one of this server's: check that it was copied whole, or ask the tournament's administrator for a new one
api-revoked-token = the token `{ $name }` was revoked on { $day } and opens nothing any more: ask the tournament's administrator for a new one
api-role-admin = an administrator's
api-role-arbiter = an arbiter's
api-role-reader = a reader's
api-admin-only = only an administrator may do this, and `{ $name }` is { $role } token: ask the tournament's administrator
api-read-only-token = `{ $name }` is a reader's token: it reads tournaments and changes nothing; to upload or rule, ask the tournament's administrator for an arbiter's token
api-not-your-tournament = tournament `{ $id }` belongs to `{ $owner }` and was not granted to `{ $name }`: ask `{ $owner }` or an administrator to grant it to you
api-private-needs-token = tournament `{ $id }` is private: send a token that may read it (ask the tournament's administrator)
api-private-tournament = tournament `{ $id }` is private and `{ $name }` may not read it: ask the tournament's administrator to grant it to you
api-private-bytes = these files belong to a private tournament that `{ $name }` may not read: ask the tournament's administrator to grant it to you
api-foreign-files = these files, under these rules, are already tournament `{ $id }`, which belongs to `{ $owner }`; `{ $name }` may not change it: ask `{ $owner }` or an administrator to grant it to you

## The body of a request

api-size-mb = { $n } MB
api-size-kb = { $n } KB
api-size-bytes = { $n ->
        [one] { $n } byte
       *[other] { $n } bytes
    }
api-body-too-large = this upload is { $size }; the limit is { $limit }: split it (by round, for instance) and send the parts one by one
api-body-over-limit = this upload is more than { $limit }, the limit (unpacked, for an archive): split it (by round, for instance) and send the parts one by one
api-body-too-slow = the file arrived too slowly (it must start within { $seconds } s, then come at { $rate } a second at least): send it again from a better connection
api-unsupported-media-type = this is sent as `{ $found }`, which is not read here: send a PDN file, a .zip or .gz of PDN files, or the page's form
api-bad-multipart = the form could not be read (it may have been cut off): send it again
api-missing-file = the form holds no file: choose a PDN file and send it again
api-bad-body = the file could not be received whole: send it again
api-bad-archive = this archive cannot be read (damaged, cut off, or without a .pdn file inside): check it opens on your computer, or send its PDN files instead
api-archive-without-pdn = the .zip archive holds no .pdn file: zip the PDN files themselves (the export of the games), or send them one by one
api-file-named = file { $n } (`{ $name }`)
api-file-number = file { $n }
api-file-refused = { $file }: { $why }

## The file itself

api-not-pdn-binary = this file is not PDN but a binary file (a picture, a document?): export the games as PDN and send that file
api-not-pdn-text = nothing in this file looks like a game (no tag, no move, no result): check that it is the PDN export of the games
api-no-games = this file is empty: there is no game to check
api-too-many-games = this file holds more than { $limit } games, the most one upload may hold: split it (by round, for instance)
api-abandoned = the answer was given up: the client went away before it
api-slow-reader = the answer was given up: it was taken too slowly
api-work-timeout = checking this file took more than { $seconds } s, the limit for one request: split it (by round, for instance) and send the parts one by one

## Busy, and the database

api-busy = the server is busy checking other files: try again in a moment
api-peer-busy = { $turns ->
        [one] this computer already has { $turns } file being checked: wait for its answer, or send an arbiter's token
       *[other] this computer already has { $turns } files being checked: wait for their answers, or send an arbiter's token
    }
api-reads-busy = the server is busy with other pages: try again in a moment
api-reads-peer = { $turns ->
        [one] this computer is already waiting for { $turns } page: wait for it, then try again
       *[other] this computer is already waiting for { $turns } pages: wait for them, then try again
    }
api-read-timeout = preparing this page took more than { $seconds } s and was given up: try again in a moment; if it happens again, tell the server's administrator
api-storage-busy = the database is busy saving something else: try again in a moment
api-storage-full = the database has no room left and nothing was saved: ask the server's administrator to free space on its disk, then try again
api-storage-lost = the database cannot be reached and nothing was saved: try again in a while; if it goes on, tell the server's administrator
api-unavailable = the database does not answer: try again in a moment; if it goes on, tell the server's administrator
api-shutting-down = the server is stopping: try again in a minute
api-internal = something went wrong on the server: try again; if it happens again, give the server's administrator the request number (the `x-request-id` header)

## Addresses and their parameters

api-route-not-found = there is nothing at this address: check it for a typing mistake (`GET /api/v1/openapi.json` lists the addresses)
api-method-not-allowed = this address does not take this kind of request (`GET /api/v1/openapi.json` lists what each takes)
api-page-not-found-title = Page not found
api-page-not-found = There is no page at { $path }. The address may be mistyped, or the page may have moved.
api-page-not-found-home = Go to the arbiter's page
api-bad-query = a parameter of the address cannot be read (a number where a word is, or a name misspelt): check the address (`docs/api.md` lists the parameters)
api-bad-json = what was sent cannot be read as this request needs it (`details.cause` says where): check the form, or the program that sent it
api-bad-path = there is nothing at this address: a number in it is not one (check it for a typing mistake)
api-unknown-lang = the language `{ $value }` is not spoken here: choose `en`, `fr`, `nl` or `ru`
api-unknown-ruleset = the rules `{ $value }` are not known here: choose `fmjd-2024` (the default) or `fmjd-2015`
api-unknown-severity = unknown severity `{ $value }`: choose `error`, `warning` or `info`
api-limit-range = the number of items on a page must be between 1 and { $limit }
api-offset-range = the number of items skipped must be between 0 and { $limit }

## Tournaments, games, players

api-no-tournament = there is no tournament `{ $id }`: it may have been deleted, or the address mistyped; the list of tournaments has the rest
api-no-game = tournament `{ $id }` has no game { $game }: check the number in the list of its games
api-no-file = tournament `{ $id }` has no file { $file }: check the number in its list of files
api-no-player = tournament `{ $id }` has no player `{ $name }`: check the spelling in its standings
api-no-export = there is no export `{ $name }`: choose one of { $exports }
api-tournament-gone = the tournament was deleted while the file was being checked: nothing was saved
api-tournament-changed = the tournament was checked again under other rules while the file was being checked: send the file again
api-round-zero = rounds are counted from 1: give a round of 1 or more
api-round-several-files = { $files ->
        [one] a round given in the address names the round of a single file
       *[other] a round given in the address names the round of a single file, and this form has { $files }: name each file after its round (`round3.pdn`), or send them one at a time
    }
api-open-errors = { $count ->
        [one] this tournament still has { $count } error no arbiter has ruled on: rule on it first, then export
       *[other] this tournament still has { $count } errors no arbiter has ruled on: rule on them first, then export
    }
api-bad-tiebreaks = the tie-breaks `{ $value }` cannot be read: name them from the list in `docs/api.md`, separated by commas
api-bad-system = the system `{ $value }` is not known here: choose `round-robin` or `swiss`, or leave it out to let the games tell
api-bye-points-range = a bye is worth between 0 and { $limit } points

## Rulings and decisions

api-decision-name-empty = `{ $field }` names nobody: give a player's name as the standings write it
api-decision-text-empty = `{ $field }` is empty: say why
api-decision-too-long = `{ $field }` is longer than { $limit } characters: say it more briefly
api-decision-round = the round must be between 1 and { $limit }
api-decision-same-name = `{ $from }` and `{ $into }` are already one name: there is nothing to merge
api-decision-bye-points = a bye is worth between 0 and { $limit } points
api-decision-finding-twice = this ruling rules on one finding twice: rule on each finding once
api-decision-forfeit-one-player = a forfeit needs two players, and the winner and the loser are the same: check the names
api-unknown-player = tournament `{ $id }` has no player named `{ $name }`: check the spelling in its standings
api-unknown-finding = { $findings ->
        [one] game { $game } has { $findings } finding, and there is no finding { $finding }: reload the game and choose again
       *[other] game { $game } has { $findings } findings, and there is no finding { $finding }: reload the game and choose again
    }
api-no-decision = tournament `{ $id }` has no decision { $decision }: it may have been withdrawn already; reload its decisions
api-stale-suggestion = tournament `{ $id }` no longer suggests `{ $key }` (it changed since): reload the suggestions and choose again

## Tokens managed by an administrator

api-token-exists = a token named `{ $name }` already exists: choose another name, or revoke that one first
api-token-name = a token name must be 1 to 100 characters, without control characters
api-token-name-reserved = `{ $name }` is reserved: what is recorded under it is the command line's, so no token may take it; choose another name
api-no-token = there is no token named `{ $name }`: check the name in the list of tokens

## Board diagrams

api-bad-fen = this is not a position in FEN (as `W:W31,32:B1,2` is): check what was copied
api-fen-too-long = this FEN is longer than { $limit } characters, more than any position needs
api-board-fen-required = give the position to draw as `fen` in the address
api-bad-move = `{ $notation }` is not a move: write it as `32-28` or `32x23x12`
api-board-finding = { $findings ->
        [0] this game has no finding to show
        [one] this game has { $findings } finding: choose finding 0
       *[other] this game has { $findings } findings: choose one from 0 to the last
    }
api-board-ply = this game was replayed up to half-move { $last }: choose a half-move from 0 to { $last }
api-board-to-move = { $side ->
    [white] White to move
   *[black] Black to move
}
api-board-start = Start position; { $to_move }
api-board-after = { $side ->
    [white] Ply { $ply }: { $number }. { $played }; { $to_move }
   *[black] Ply { $ply }: { $number }... { $played }; { $to_move }
}
api-board-finding-caption = { $place }: { $label }.
api-no-position = finding { $finding } is about no position on the board
api-no-start-position = this game's start position cannot be read, so there is no board to draw

## Search

api-search-too-long = `{ $field }` is longer than { $limit } characters: search for a shorter part of it
api-search-date = `{ $field }`: `{ $value }` is not a date: write it as `14/07/2021`, `2021-07-14`, `07/2021`, `2021-07` or `2021`
api-search-side = `{ $value }` is not a side: choose `white` or `black`
api-search-status = `{ $value }` is not a verdict: choose `valid`, `irregular`, `invalid`, `unparsable` or `unsupported_variant`
api-search-finding = `{ $value }` is not a kind of finding: choose one from the search page's list
api-search-dates-crossed = the first date is after the last: swap them

## Live rounds
api-live-no-round = no live round is called `{ $name }`: send its PDN first (PUT), or check the name
api-live-no-game = the live round `{ $name }` has no game { $n }: its games are numbered from 1 in the order of its last version
api-live-bad-name = a live round's name is 1 to { $limit } letters, digits, `-`, `_` or `.`: choose another
api-live-full = { $count } live rounds are followed already: delete a finished one first
api-live-unfinished = a game of the live round `{ $name }` has no result yet: store it once every game has ended, or ask with `unfinished=true`
api-live-empty = the live round `{ $name }` has no game yet: there is nothing to store
api-live-rules-differ = the tournament `{ $id }` is checked under other rules than this live round: add the round to a tournament of its rules, or store it as a new one
api-live-source-none = name the round's feed: a `file` of the live directory or a `url`, one of the two
api-live-source-no-dir = this server reads no file for live rounds: its administrator starts it with `--live-dir DIR` to allow the files of a directory
api-live-source-outside = `{ $path }` is not a file of this server's live directory: give the path of a file in it, such as `games.pdn`
api-live-source-bad-url = `{ $value }` is not an address this server reads: give an `http://` address without a name or password in it
api-live-source-host = this server does not read live rounds from `{ $name }`: its administrator allows hosts with `--live-hosts`
api-live-source-interval = the interval is { $from } milliseconds to { $into } seconds: choose one in between
api-live-no-source = the live round `{ $name }` is not read from a feed: there is nothing to stop
api-live-feed-unreachable = the feed cannot be read ({ $why }): the round keeps its last version and is read again at the next interval
api-live-feed-status = the feed answered with the status { $count }: the round keeps its last version
api-live-feed-too-large = the feed is { $size }, more than the limit of { $limit }: the round keeps its last version
api-live-feed-not-pdn = the feed is not PDN any more: the round keeps its last version until the feed is PDN again
api-live-feed-stalled = the feed has not changed for { $seconds } s while games are still being played: check the boards and the relay
api-live-feed-busy = the server was busy: this version will be read at the next interval
