## Что `import`, `token` и `serve` пишут в поток ошибок (issue 29), на языке `--lang`.

## import

cli-import-summary = импорт в { $db } за { $seconds } с: сохранено файлов: { $created } (партий: { $games }); уже были сохранены: { $existing }; не сохранено: { $skipped }; ошибок чтения: { $errors }
cli-import-no-games = ошибка: по указанным путям не найдено ни одной партии: ничего не сохранено
cli-import-not-stored = { $file }: не сохранён: { $why }
cli-import-why-unread = его не удалось прочитать до конца ({ $why })
cli-import-why-unread-bare = его не удалось прочитать до конца
cli-import-why-no-games = в нём нет ни одной партии
cli-import-why-not-pdn = это не PDN (ни в одной партии нет ни тега, ни хода, ни результата)
cli-import-progress = сохранено файлов: { $created }, уже были сохранены: { $existing }
cli-import-lost = { $file }: байты и партии файла разошлись (внутренняя ошибка); файл не сохранён
cli-import-cannot-write = не удаётся записать вывод: { $error }

## a command line that cannot be read

cli-usage-help = `draughts-arbiter --help` перечисляет команды, `draughts-arbiter КОМАНДА --help` — параметры команды
cli-usage-did-you-mean = может быть, `{ $suggestion }`?
cli-usage-no-command = `{ $command }` — не команда
cli-usage-no-command-given = укажите, что сделать: команду, например `check ФАЙЛ`
cli-usage-no-option = `{ $option }` — не параметр этой команды
cli-usage-value-not-offered = `{ $value }` — не значение `{ $option }`: выберите из { $valid }
cli-usage-value-missing = `{ $option }` требует значения: одного из { $valid }
cli-usage-value-missing-free = `{ $option }` требует значения
cli-usage-missing = этой команде нужно `{ $args }`
cli-usage-conflict = `{ $option }` нельзя использовать вместе с `{ $other }`

cli-usage-with-suggestion = { $mistake }; { $suggestion }
cli-usage-value-refused = `{ $value }` не принимается для `{ $option }` ({ $why })

## progress (check, import)

cli-progress = проверено партий: { $games }, { $rate }
cli-progress-rate = { $rate } партий/с

## token

cli-token-role-admin = Токен администратора
cli-token-role-arbiter = Токен судьи
cli-token-role-reader = Токен читателя
cli-token-created = { $role } `{ $name }` создан в { $db }; он показан только сейчас: храните его надёжно и передайте владельцу
cli-token-no-such = ошибка: действующего токена с именем `{ $name }` нет (`token list` их показывает)
cli-token-revoked = токен `{ $name }` отозван: он больше ничего не открывает
cli-token-exists = токен с именем `{ $name }` уже есть: выберите другое имя или сначала отзовите тот токен
cli-token-name = имя токена — от 1 до 100 знаков, без управляющих символов
cli-token-name-reserved = `{ $name }` — имя, под которым записывает командная строка: выберите другое
cli-store-busy = другая программа пишет в базу данных и держала её всё время ожидания: повторите, когда она закончит
cli-store-full = диск базы данных заполнен, ничего не сохранено: освободите место и повторите
cli-store-lost = база данных недоступна (её файл перемещён или удалён, или её сервер не отвечает): ничего не сохранено
cli-store-file = файл базы данных нельзя использовать: { $error }
cli-token-list-heading = Имя	Роль	Создан	Отозван
cli-token-list-none = токенов пока нет: `token create ИМЯ --role arbiter` создаёт токен
cli-token-kind-admin = администратор
cli-token-kind-arbiter = судья
cli-token-kind-reader = читатель
cli-store-failed = сбой базы данных: { $error }

## serve

cli-serve-listening = draughts-arbiter слушает { $address } (база данных { $db }); остановить — Ctrl-C
cli-serve-no-database = не удаётся открыть базу данных: { $error }
cli-serve-cannot-listen = не удаётся слушать { $bind } ({ $error }): может быть, этот адрес занят другим сервером? Укажите другой адрес через --bind
cli-io-address-in-use = этот адрес уже занят
