## What `import`, `token` and `serve` say on standard error (issue 29), in the `--lang` asked.

## import

cli-import-summary = imported into { $db } in { $seconds } s: files stored: { $created } (games: { $games }); already stored: { $existing }; not stored: { $skipped }; read errors: { $errors }
cli-import-no-games = error: no games found in the paths given: nothing was stored
cli-import-not-stored = { $file }: not stored: { $why }
cli-import-why-unread = it could not be read to its end ({ $why })
cli-import-why-unread-bare = it could not be read to its end
cli-import-why-no-games = it holds no game
cli-import-why-not-pdn = it is not PDN (no game has a tag, a move or a result)
cli-import-progress = files stored: { $created }, already stored: { $existing }
cli-import-lost = { $file }: its bytes and its games came apart (an internal error); it is not stored
cli-import-cannot-write = the output cannot be written: { $error }

## a command line that cannot be read

cli-usage-help = `draughts-arbiter --help` lists the commands, `draughts-arbiter COMMAND --help` a command's options
cli-usage-did-you-mean = did you mean `{ $suggestion }`?
cli-usage-no-command = `{ $command }` is not a command
cli-usage-no-command-given = say what to do: a command such as `check FILE`
cli-usage-no-option = `{ $option }` is not an option of this command
cli-usage-value-not-offered = `{ $value }` is not a value of `{ $option }`: choose one of { $valid }
cli-usage-value-missing = `{ $option }` needs a value: one of { $valid }
cli-usage-value-missing-free = `{ $option }` needs a value
cli-usage-missing = this command needs `{ $args }`
cli-usage-conflict = `{ $option }` cannot be used with `{ $other }`

cli-usage-with-suggestion = { $mistake }; { $suggestion }
cli-usage-value-refused = `{ $value }` is refused for `{ $option }` ({ $why })

## progress (check, import)

cli-progress = games checked: { $games }, { $rate }
cli-progress-rate = { $rate } games/s

## token

cli-token-role-admin = An administrator's
cli-token-role-arbiter = An arbiter's
cli-token-role-reader = A reader's
cli-token-created = { $role } token `{ $name }` was made in { $db }; it is shown only now: keep it safe and give it to its holder
cli-token-no-such = error: no live token is named `{ $name }` (`token list` shows them)
cli-token-revoked = the token `{ $name }` is revoked: it opens nothing any more
cli-token-exists = a token named `{ $name }` already exists: choose another name, or revoke that one first
cli-token-name = a token name must be 1 to 100 characters, without control characters
cli-token-name-reserved = `{ $name }` is reserved: what is recorded under it is the command line's, so no token may take it; choose another name
cli-store-busy = another program is writing to the database and held it for the whole wait: try again when it is done
cli-store-full = the disk of the database is full and nothing was saved: free some space, then try again
cli-store-lost = the database cannot be reached (its file was moved or deleted, or its server does not answer): nothing was saved
cli-store-file = the database's file cannot be used: { $error }
cli-token-list-heading = Name	Role	Made	Revoked
cli-token-list-none = no token yet: `token create NAME --role arbiter` makes one
cli-token-kind-admin = administrator
cli-token-kind-arbiter = arbiter
cli-token-kind-reader = reader
cli-store-failed = the database failed: { $error }

## serve

cli-serve-listening = draughts-arbiter is listening on { $address } (database { $db }); stop it with Ctrl-C
cli-serve-no-database = the database cannot be opened: { $error }
cli-serve-cannot-listen = nothing can listen on { $bind } ({ $error }): is another server using it? Choose another address with --bind
cli-io-address-in-use = the address is in use already
