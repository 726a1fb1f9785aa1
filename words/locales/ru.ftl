# Текстовый отчёт командной строки и веб-страница по-русски (термины ФМЖД: простая, дамка,
# правило большинства). Те же ключи и параметры, что в en.ftl.

## Текстовый отчёт check

cli-severity-error = ошибка
cli-severity-warning = предупреждение
cli-severity-info = примечание
cli-round = (тур { $round })
cli-line = (строка { $line })
cli-articles = (ст. { $articles })
cli-summary-files = файлов
cli-summary-games = партий
cli-summary-valid = корректных
cli-summary-irregular = с нарушениями
cli-summary-invalid = недопустимых
cli-summary-unparsable = нечитаемых
cli-summary-unsupported = другой вариант
cli-summary-with-errors = партий с ошибками
cli-summary-with-warnings = только с предупреждениями
cli-summary-unreadable = нечитаемых источников
cli-summary-skipped = пропущено (не файлы)
cli-summary-by-kind = замечания по видам
cli-checked = { $games ->
        [one] проверена { $games } партия
        [few] проверено { $games } партии
       *[other] проверено { $games } партий
    } за { $seconds } с ({ $rate } партий/с)
cli-summary-clean = ни ошибок, ни предупреждений

## Ошибки check

cli-error = ошибка: { $message }
cli-warning = предупреждение: { $message }
cli-cannot-create = ошибка: { $path }: не удаётся создать: { $error }
cli-cannot-write = ошибка: { $path }: не удаётся записать: { $error }
cli-standard-output = стандартный вывод
cli-no-games = ошибка: по указанным путям партий не найдено
cli-source = { $file }: { $problem }
cli-source-not-found = { $file }: нет такого файла или папки (проверьте имя и путь)
cli-source-cannot-open = не удаётся открыть: { $error }
cli-source-fifo = именованный канал (FIFO), а не обычный файл: подайте его на стандартный ввод (`- < FIFO`)
cli-source-binary = не PDN: двоичные данные (нулевые байты или управляющие символы) в первом МиБ
cli-source-read-error = ошибка чтения: { $error }
cli-source-read-error-after = ошибка чтения после партии { $games }: { $error }
cli-source-directory = не удаётся прочитать папку: { $error }
cli-source-not-zip = это не читаемый zip-архив: { $error }
cli-source-zip-entry = не удаётся прочитать файл в zip-архиве: { $error }
cli-source-too-large = в распакованном виде больше предела в { $limit } байт (защита от zip-бомб; предел поднимается ключом --max-entry-bytes)
cli-source-internal = внутренняя ошибка при проверке партии { $game } (строка { $line }): пожалуйста, сообщите о ней
cli-skipped = { $file }: пропущено, { $reason }
cli-special-fifo = именованный канал (FIFO), а не обычный файл
cli-special-socket = сокет, а не обычный файл
cli-special-device = устройство, а не обычный файл
cli-special-other = не обычный файл
cli-io-not-found = нет такого файла или папки
cli-io-permission-denied = нет прав доступа
cli-io-is-a-directory = это папка, а не файл
cli-io-storage-full = диск заполнен
cli-io-unexpected-end = данные обрываются до конца (файл обрезан или повреждён)
cli-io-other = ответ системы: { $error }
cli-normalize-incomplete = { $file }: партию { $game } (строка { $line }) не удалось прочитать целиком; записано то, что прочитано
cli-normalize-results-disagree = { $file }: партия { $game } (строка { $line }): тег Result говорит { $tag }, а ходы заканчиваются на { $terminator }; оба записаны как есть

## Комментарии annotate

cli-annotation = арбитр: { $severity }: { $sentence }
cli-alternatives = { $label }: { $moves }
cli-alternatives-required = обязательно
cli-alternatives-legal = возможные ходы
cli-alternatives-readings = возможные прочтения
cli-alternatives-or = {" "}или{" "}
cli-alternatives-more = { $moves } и ещё { $more }

## Страница: рамка каждой страницы

page-skip = К содержанию
page-nav-list = Турниры
page-nav-upload = Загрузить тур
page-nav-search = Поиск
page-nav-live = В эфире
page-live-title = Туры в прямом эфире
page-live-empty = Ни один тур не отслеживается в прямом эфире. Программа досок или ретранслятор отправляет его запросом PUT /api/v1/live/ИМЯ (docs/api.md), и тогда его доски появятся здесь.
page-live-col-round = Тур
page-live-col-games = Партии
page-live-col-state = Состояние
page-live-finished = окончен
page-live-going-on = идёт
page-live-round = Тур в прямом эфире { $name }
page-live-round-games = { $count ->
        [one] { $count } доска
        [few] { $count } доски
       *[other] { $count } досок
    }
page-live-connecting = Подключение к туру…
page-live-connected = В эфире: каждая доска обновляется по мере поступления ходов.
page-live-reconnecting = Связь потеряна: переподключение…
page-live-feed-from = Читается из { $location }.
page-live-feed-problem = У источника { $location } проблема: { $message }
page-live-alerts = { $count ->
        [one] { $count } тревога ждёт подтверждения
        [few] { $count } тревоги ждут подтверждения
       *[other] { $count } тревог ждут подтверждения
    }
page-live-acknowledge = Подтвердить
page-live-sound-on = Включить звук
page-live-type-finding = Замечание
page-live-type-draw = Ничья по правилам: остановите часы
page-live-type-count = Счёт скоро истечёт
page-live-type-repetition = Позиция повторилась: третий раз — ничья
page-live-alert-board = { $white } – { $black }, полуход { $ply }:
page-live-open = Открыть на полуходе { $ply }
page-live-more = { $count ->
        [one] (и ещё { $count } на этой доске)
       *[other] (и ещё { $count } на этой доске)
    }
page-live-players = { $white } – { $black }
page-live-open-game = Открыть партию { $white } – { $black }
page-live-round-tag = тур { $round }
page-live-plies = { $plies ->
        [one] { $plies } полуход
        [few] { $plies } полухода
       *[other] { $plies } полуходов
    }
page-live-result = результат { $result }
page-live-count = { $rule } (ст. { $article }): осталось { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[other] { $moves } ходов
    } каждому
page-live-counts = Идущие счёты
page-live-after = После полухода { $ply }: { $move }
page-loading = Загрузка…
page-footer = Международные шашки (10×10), правила ФМЖД.
page-language = Язык
page-no-such-page = Такой страницы нет.

## Список турниров

page-list-title = Турниры
page-list-empty = Ещё не загружено ни одного турнира.
page-list-name = Название
page-list-uploaded = Загружен
page-list-games = Партии
page-list-verdicts = Вердикты
page-list-findings = Замечания
page-list-caption = Загруженные турниры, сначала новые
page-list-newer = ← Новее
page-list-older = Старше →
page-list-range = { $first }–{ $last } из { $total }
page-list-uploaded-on = загружен { $when }
page-findings-none = нет
page-findings-count = { $count ->
        [one] { $count } замечание
        [few] { $count } замечания
       *[other] { $count } замечаний
    }
page-findings-no-error = { $findings }, ошибок нет (предупреждения и примечания)
page-findings-errors-in = { $findings }, ошибки в { $games ->
        [one] { $games } партии
       *[other] { $games } партиях
    }

## Вердикты

page-status-valid = корректна
page-status-irregular = с нарушениями
page-status-invalid = недопустима
page-status-unparsable = нечитаема
page-status-unsupported_variant = другой вариант
page-status-count-valid = { $count ->
    [one] { $count } корректная
   *[other] { $count } корректных
}
page-status-count-irregular = { $count } с нарушениями
page-status-count-invalid = { $count ->
    [one] { $count } недопустимая
   *[other] { $count } недопустимых
}
page-status-count-unparsable = { $count ->
    [one] { $count } нечитаемая
   *[other] { $count } нечитаемых
}
page-status-count-unsupported_variant = { $count ->
    [one] { $count } другой вариант
   *[other] { $count } других вариантов
}

## Турнир

page-tournament = Турнир
page-show-all = Все партии
page-show-problems = Партии с ошибками или предупреждениями
page-show-errors = Партии с ошибками
page-show-warnings = Партии с предупреждениями
page-col-white = Белые
page-col-black = Чёрные
page-col-round = Тур
page-col-result = Записанный результат
page-col-board = Доска
page-col-status = Вердикт
page-col-findings = Замечания
page-col-game = Партия
page-any-kind = Любой вид замечания
page-kind-games = { $kind } ({ $games ->
        [one] { $games } партия
        [few] { $games } партии
       *[other] { $games } партий
    })
page-sort-ascending = { $column }, по возрастанию
page-sort-descending = { $column }, по убыванию
page-filter = Отбор партий
page-filter-show = Показать
page-filter-kind = Вид замечания
page-sort-by = Сортировать по
page-games-count = { $count ->
        [one] { $count } партия
        [few] { $count } партии
       *[other] { $count } партий
    }
page-games-shown = показано { $shown } из { $total } партий
page-no-match = Ни одна партия не подходит под эти условия.
page-previous = ← Предыдущие
page-next = Следующие →
page-games-range = Партии { $first }–{ $last } из { $total }
page-uploaded-again = Этот файл уже загружался: это вердикты первой загрузки.
page-uploaded-added = Тур добавлен в этот турнир; теперь в нём { $files ->
    [one] { $files } файл
    [few] { $files } файла
    [many] { $files } файлов
   *[other] { $files } файла
    }.
page-standings-link = Турнирная таблица, перекрёстная таблица, решения и экспорт
page-fact-games = Партии
page-fact-verdicts = Вердикты
page-fact-findings = Замечания
page-fact-rules = Правила
page-fact-uploaded = Загружен
page-fact-dates = Даты
page-strict = строгий PDN
page-breadcrumb = Навигация

## Счёт по серьёзности

page-count-error = { $count ->
        [one] { $count } ошибка
        [few] { $count } ошибки
       *[other] { $count } ошибок
    }
page-count-warning = { $count ->
        [one] { $count } предупреждение
        [few] { $count } предупреждения
       *[other] { $count } предупреждений
    }
page-count-info = { $count ->
        [one] { $count } примечание
        [few] { $count } примечания
       *[other] { $count } примечаний
    }
page-severity-error = ошибка
page-severity-warning = предупреждение
page-severity-info = примечание

## Партия

page-game = Партия { $n }
page-white = Белые
page-black = Чёрные
page-start-position = Начальная позиция
page-back = На ход назад
page-back-text = Назад
page-next-move = Следующий ход
page-next-text = Вперёд
page-end-position = Конечная позиция
page-flip = Повернуть
page-flip-title = Повернуть доску
page-move-navigation = Переход по ходам
page-keys-help = Клавиши: ← → по ходам, Home и End — в начало и в конец.
page-fact-event = Соревнование
page-fact-round = Тур
page-fact-date = Дата
page-fact-result = Записанный результат
page-fact-outcome = Итог по доске
page-fact-plies = Полуходы
page-board = Доска
page-findings-heading = Замечания ({ $count })
page-no-findings = Замечаний нет: партия в порядке.
page-read-as = прочитан как
page-played = сыгран
page-moves = Ходы
page-draw-counts = Счёт ничьей
page-ply = полуход { $ply }
page-ply-of = Полуход { $ply } из { $last }
page-position-after = Позиция после { $move }.
page-position-before = Позиция перед ходом.
page-seen-from-black = Со стороны чёрных.
page-board-error = Доску нельзя нарисовать: { $error }
page-detail-read-as = Прочитан как:
page-detail-played = Сыгран:
page-detail-required = Обязательно:
page-detail-legal = Возможные ходы:
page-detail-legal-help = (ничего не было обязательным: любой из этих ходов был разрешён)
page-detail-readings = Другие прочтения:
page-detail-written = { $place }: записано { $notation }
page-referee = Судья:
page-fmjd-rules = Правила ФМЖД
page-article = Статья { $article }
page-or = или
page-words-played = сыгран { $move } (красный)
page-words-read-as = прочитан как { $move } (янтарный)
page-words-required = обязательно { $moves } (зелёный)
page-words-legal = возможные ходы { $moves } (серый, пунктир)
page-words-readings = другие прочтения { $moves } (янтарный, пунктир)
page-after-end = Записан после окончания: не воспроизведён
page-after-end-help = Серым: записано после окончания партии (или после хода, который нельзя выполнить), не воспроизведено.

page-draw-starts = { $clause }: начало счёта (ст. { $article })
page-draw-drawn = Ничья: { $name }
page-draw-same-position = та же позиция после
page-and = и
page-draw-counted-from = счёт с
page-draw-runs-out = истекает на
page-draw-drew = ничья на
page-draw-not-reached = не достигнуто
page-repeated = { $label }, повторённая позиция ({ $k } из 3)
page-start = Начало

## Где замечание

page-place-move = Ход { $number }, { $side }
page-place-result = Результат
page-place-line = Строка { $line }
page-place-game = Вся партия

## Виды замечаний: название и смысл

page-kind-missed_capture = Пропущено взятие
page-kind-missed_capture-means = Сыгран ход без взятия, хотя взятие было возможно. Бить обязательно.
page-kind-not_maximum_capture = Взято не по правилу большинства
page-kind-not_maximum_capture-means = Взятие сняло меньше шашек, чем наибольшее возможное. Игрок обязан брать наибольшее число шашек (правило большинства), дамки и простые считаются одинаково.
page-kind-premature_king_move = Простая сходила как дамка
page-kind-premature_king_move-means = Простая пошла назад, больше чем на одно поле, била издали или продолжила как дамка, лишь пройдя последний ряд.
page-kind-illegal_move = Неправильный ход
page-kind-illegal_move-means = Ход против правил, который всё же можно сделать на доске, например дамка перепрыгивает свою шашку.
page-kind-impossible_move = Невозможный ход
page-kind-impossible_move-means = Ход нельзя выполнить: исходное поле пусто или занято шашкой соперника, конечное поле занято, или поля не на одной диагонали. Воспроизведение здесь останавливается.
page-kind-ambiguous_notation = Неоднозначная запись
page-kind-ambiguous_notation-means = Запись подходит к нескольким возможным взятиям, снимающим разные шашки. Выбрано то, при котором остаток партии воспроизводится.
page-kind-moves_after_game_end = Ходы после окончания
page-kind-moves_after_game_end-means = Ходы записаны после того, как партия уже закончилась (нет шашек, нет возможного хода или автоматическая ничья). Они не воспроизведены; окончание остаётся в силе.
page-kind-result_mismatch = Результат противоречит доске
page-kind-result_mismatch-means = Записанный результат не тот, что решает конечная позиция (выигрыш или ничья, которые доска решила иначе).
page-kind-result_tag_mismatch = Тег Result расходится
page-kind-result_tag_mismatch-means = Тег Result и результат, записанный после ходов, различаются.
page-kind-unrecognised_result = Неизвестный результат
page-kind-unrecognised_result-means = Результат не из международных шашек (2-0, 1-1, 0-2, 1-0, 0-1, ½-½, 0-0, *).
page-kind-missing_result = Нет результата
page-kind-missing_result-means = Нет ни тега Result, ни результата после ходов.
page-kind-bad_fen = Неверная расстановка
page-kind-bad_fen-means = Тег FEN или расстановка в ходах не является позицией.
page-kind-unsupported_variant = Другой вариант
page-kind-unsupported_variant-means = GameType не 20 (международные шашки): партия не проверялась.
page-kind-parse_error = Нечитаемый текст
page-kind-parse_error-means = Текст партии в этом месте прочитать не удалось; прочитанное всё равно воспроизведено.
page-kind-parse_warning = Необычный текст
page-kind-parse_warning-means = То, что читатель принимает, но PDN 3.0 так не пишет (текст Windows-1252, пробелы внутри ходов, …).
page-kind-setup = Расстановка
page-kind-setup-means = Позиция, расставленная в ходах: партия продолжается с неё.
page-kind-nonstandard_notation = Нестандартная запись
page-kind-nonstandard_notation-means = Возможный ход, записанный в форме, которую PDN 3.0 не использует: взятие через «-», ход через «x» или перечень полей взятых шашек.

## Статьи правил ФМЖД, на которые ссылается судья, простыми словами (кратко, не официальный текст)

page-article-3_4 = Простая становится дамкой, только если заканчивает ход на последнем ряду.
page-article-4_2 = Бить обязательно; простая бьёт вперёд и назад, перепрыгивая на поле сразу за взятой шашкой.
page-article-4_3 = Дамка бьёт издали по диагонали и может встать на любое свободное поле за взятой шашкой.
page-article-4_7 = Бить можно только шашки соперника, никогда свои.
page-article-4_8 = При взятии шашку можно перепрыгнуть только один раз; взятые шашки снимаются после окончания взятия.
page-article-4_13 = Правило большинства: при выборе игрок обязан взять наибольшее число шашек.
page-article-4_15 = Простая, дошедшая при взятии до последнего ряда и способная бить дальше, продолжает бить и остаётся простой.
page-article-5_4_2 = Неправильный ход: шашка сходила против правил.
page-article-5_4_5 = Нарушение: ход, который нельзя сделать на доске так, как он записан.
page-article-5_4_6 = Нарушение: обязательное взятие не сделано.
page-article-5_4_8 = Нарушение: взято меньше шашек, чем требует правило большинства.
page-article-5_7 = Нарушение, которое соперник не оспорил вовремя, остаётся в силе, и партия продолжается.
page-article-6_1 = Ничья: та же позиция с той же очередью хода в третий раз.
page-article-6_2 = Ничья: по 25 ходов только дамками, без взятий и ходов простыми.
page-article-6_3 = Ничья: три шашки, включая дамку, против одинокой дамки, по 16 ходов (5, если одинокая дамка держит большую дорогу, ФМЖД 2024).
page-article-6_4 = Ничья: две шашки, включая дамку, против одинокой дамки, по 5 ходов.
page-article-7_2_2 = Игрок, который не может сделать ход, проигрывает.
page-article-7_2_3 = Игрок, у которого не осталось шашек, проигрывает.

## Что решила доска

page-outcome-white_wins = Белые выигрывают
page-outcome-black_wins = Чёрные выигрывают
page-outcome-draw = Ничья
page-outcome-undecided = Не решено
page-reason-no_pieces = нет шашек
page-reason-no_legal_move = нет возможного хода
page-reason-threefold_repetition = троекратное повторение
page-reason-twenty_five_move_rule = правило 25 ходов
page-reason-sixteen_move_rule = правило 16 ходов
page-reason-long_diagonal_rule = правило большой дороги
page-reason-five_move_rule = правило 5 ходов
page-reason-game_stopped = запись обрывается, партия ещё идёт
page-reason-replay_stopped = воспроизведение остановлено
page-reason-not_replayed = не воспроизведена
page-outcome = { $result } ({ $reason })
page-board-contradicts = Противоречит записи
page-board-not-checked = Не проверена
page-board-replay-stopped = Воспроизведение остановлено
page-board-not-as-recorded = { $decided }, не как записано

## Rulings (issue 14): the form and the history, on the game page and the standings page
page-ruling-result-kind = { $result } ({ $kind })
page-ruling-kind = Вид
page-ruling-kind-corrected = исправлено по бланку записи
page-ruling-kind-adjudicated = присуждено судьёй
page-ruling-kind-forfeit = неявка
page-ruling-kind-ruled = решение судьи
page-ruling-finding-n = замечание { $index }
page-ruling-fate-stood = { $finding }: оставлено в силе
page-ruling-fate-corrected = { $finding }: исправлено
page-ruling-by = { $who }, { $when }
page-ruling-withdrawn = (отменено: { $who }, { $when })
page-ruling-withdraw = Отменить это решение…
page-ruling-withdraw-question = Отменить его? Тогда засчитывается записанный результат (или предыдущее решение).
page-ruling-withdraw-confirm = Отменить решение
page-ruling-withdraw-keep = Оставить
page-ruling-withdrawing = Отмена…
page-ruling-withdrawn-status = Решение по партии { $n } отменено; оно остаётся в журнале действий.
page-ruling-results-help = Результат пишется с очками белых на первом месте.
page-ruling-result = Результат по решению
page-ruling-reason = Основание
page-ruling-article = Статья
page-ruling-findings = Замечания автоматического судьи
page-ruling-finding = Замечание { $index } ({ $place }, { $kind }):
page-ruling-outcome-none = без решения
page-ruling-outcome-stood = оставлено в силе (ст. 5.7)
page-ruling-outcome-corrected = исправлено
page-ruling-record = Записать решение
page-ruling-sending = Запись…
page-ruling-intro-player = Партия { $n }: { $name } ({ $colour }) против { $opponent }, записан результат { $recorded }.
page-ruling-intro-game = Партия { $n }: { $white } – { $black }, записан результат { $recorded }.
page-ruling-recorded = Решение по партии { $n } записано: в таблице засчитано { $result }.
page-ruling-history = История ({ $count })
page-ruling-token = Токен судьи
page-ruling-standings = К турнирной таблице
page-rulings-heading = Решения судьи
page-rulings-none = Решений нет: результат засчитан как записан.
page-rulings-in-force = Засчитано в таблице: { $result }.
page-rule-game = Вынести решение по партии…
page-rule-finding = Вынести решение по замечанию…
page-rulings-need-token = Решения выносятся с токеном судьи этого турнира (или администратора).
page-rulings-may-not = Токен «{ $name }» ({ $role }) не может выносить решения по этому турниру: укажите в форме токен его судьи.
page-fact-ruled = Результат по решению
## Ответы сервиса, сказанные страницей

page-service-answered = Сервис ответил { $status }.
page-service-unreachable = Сервис недоступен ({ $error }).
page-service-not-json = Сервис ответил не в формате JSON.
page-board-not-svg = Сервис прислал диаграмму не в формате SVG.
page-noscript = Этой странице нужен JavaScript. API описан по адресу
page-nav-main = Главное меню
page-unplayed-label = { $number }. { $side } { $notation }, записан, но не воспроизведён

## Standings page: турнирная таблица (api/web/standings.js)

page-standings-title = { $name }: турнирная таблица
page-standings-views = Разделы турнира
page-tab-standings = Турнирная таблица
page-tab-crosstable = Перекрёстная таблица
page-tab-findings = Замечания по жеребьёвке
page-tab-games = Партии и решения
page-tab-exports = Экспорт
page-tab-audit = Журнал действий
page-tab-add = Добавить тур
page-standings-no-token = Чтение без токена. Для решений нужен токен судьи.
page-standings-no-token-public = Чтение без токена (открытый турнир). Для решений нужен токен судьи.
page-standings-token-may-rule = Токен «{ $name }» ({ $role }): может принимать решения по этому турниру.
page-standings-token-may-read = Токен «{ $name }» ({ $role }): может читать этот турнир, но не принимать по нему решения.
page-role-admin = администратор
page-role-arbiter = судья
page-role-reader = читатель
page-standings-rank = Место
page-standings-player = Игрок
page-standings-points = Очки
page-standings-points-short = Очки
page-standings-games = Партии
page-standings-wins = Победы
page-standings-wins-short = В
page-standings-draws = Ничьи
page-standings-draws-short = Н
page-standings-losses = Поражения
page-standings-losses-short = П
page-tiebreak-wins = Число побед
page-tiebreak-wins-short = В
page-tiebreak-mutual = Результат личных встреч
page-tiebreak-mutual-short = ЛВ
page-tiebreak-solkoff = Коэффициент Солкофа
page-tiebreak-solkoff-short = Солк
page-tiebreak-solkoff-truncated = Усечённый Солкоф
page-tiebreak-solkoff-truncated-short = УСолк
page-tiebreak-solkoff-median = Медианный Солкоф
page-tiebreak-solkoff-median-short = МСолк
page-tiebreak-sonneborn-berger = Коэффициент Бергера
page-tiebreak-sonneborn-berger-short = Берг
page-tiebreak-opponents-rating = Средний рейтинг соперников
page-tiebreak-opponents-rating-short = СРС
page-tiebreak-results-against-top = Результаты против лидирующих групп
page-tiebreak-results-against-top-short = Лид
page-standings-ruled = { $count ->
        [one] { $count } результат засчитан
        [few] { $count } результата засчитаны
        [many] { $count } результатов засчитаны
       *[other] { $count } результата засчитаны
    } по решению судьи: { $games }.
page-standings-ruled-game = партия { $n } ({ $white } – { $black }) { $counted } вместо { $recorded }
page-crosstable-swiss = Таблица по швейцарской системе
page-crosstable-round = { $round }-й тур
page-crosstable-round-short = Т{ $round }
page-crosstable-self = тот же участник
page-suggestions-title = { $count ->
        [one] { $count } предложенное решение
        [few] { $count } предложенных решения
       *[other] { $count } предложенных решений
    }
page-suggestions-help = Найдено в партиях, с доводами: примите, чтобы записать как своё решение (нужен ваш токен), или отклоните.
page-suggestion-accept = Принять
page-suggestion-reject = Отклонить
page-suggestion-accepted = { $count ->
        [one] Записано: { $count } решение.
        [few] Записано: { $count } решения.
       *[other] Записано: { $count } решений.
    }
page-suggestion-rejected = Отклонено: больше не показывается на этой странице; ничего не записано.
page-pairing-none = Замечаний по жеребьёвке и турам нет.
page-pairing-game = партия { $n }
page-pairing-file-game = { $file } № { $index }
page-games-player = Участник
page-games-token = Токен судьи (для решений)
page-games-of = Партии: { $name }
page-games-opponent = Соперник
page-games-colour = Цвет
page-games-recorded = Записано
page-games-counts = Засчитано
page-games-rule = Решение…
page-games-bye = свободен от игры
page-games-ruled = по решению ({ $kind })
page-games-state-counted = засчитано
page-games-state-disputed = оспаривается
page-games-state-not_counted = не засчитано
page-export-standings-csv = Турнирная таблица (CSV)
page-export-standings-html = Турнирная и перекрёстная таблицы (для печати)
page-export-report-json = Таблицы и замечания (JSON)
page-export-crosstable-csv = Перекрёстная таблица (CSV)
page-export-crosstable-json = Перекрёстная таблица (JSON)
page-export-fmjd-csv = Таблица результатов ФМЖД (CSV)
page-export-verdicts-csv = Все вердикты (CSV)
page-export-verdicts-json = Все вердикты (JSON)
page-export-tournament-pdn = Весь турнир одним нормализованным PDN
page-export-originals-zip = Исходные файлы (zip)
page-exports-help = Результаты, назначенные судьёй, засчитаны так в каждом экспорте, а страница для печати их перечисляет.
page-audit-needs-token = Журнал действий читается с токеном: укажите его на вкладке «{ $tab }».
page-audit-when = Когда
page-audit-who = Кто
page-audit-what = Что
page-audit-on = Объект
page-audit-count = { $count ->
        [one] { $count } запись.
        [few] { $count } записи.
        [many] { $count } записей.
       *[other] { $count } записи.
    }
page-audit-action-uploaded = загружен
page-audit-action-file_added = добавлен файл
page-audit-action-ruled = решение
page-audit-action-merged = участники объединены
page-audit-action-renamed = участник переименован
page-audit-action-bye = свободный тур
page-audit-action-forfeit = неявка
page-audit-action-withdrawn = отозвано
page-audit-action-deleted = удалён
page-audit-action-visibility = видимость
page-audit-action-granted = доступ предоставлен
page-audit-action-grant_revoked = доступ отозван
page-audit-action-token_created = создан токен
page-audit-action-token_revoked = токен отозван
page-add-file = Файл тура (PDN)
page-add-choose = Выбрать файл
page-add-round = Тур (если у партий нет тега Round)
page-add-token = Токен судьи
page-add-submit = Добавить тур
page-add-added = Добавлен { $file }: { $games ->
        [one] { $games } партия
        [few] { $games } партии
        [many] { $games } партий
       *[other] { $games } партии
    }; в турнире { $files ->
        [one] { $files } файл
        [few] { $files } файла
        [many] { $files } файлов
       *[other] { $files } файла
    }.
page-add-already = { $file } уже есть в этом турнире: ничего не добавлено.

## Upload page: загрузка (api/web/upload.js)

page-upload-no-file = Файл не выбран
page-upload-drop = Перетащите сюда PDN-файл тура
page-upload-or-choose = или выберите файл
page-upload-file-help = Файл .pdn или архив .zip или .gz с PDN-файлами (проверяется каждая партия каждого файла).
page-upload-chosen = { $file } ({ $size })
page-upload-name = Название турнира
page-upload-name-placeholder = По умолчанию тег Event, иначе имя файла
page-upload-rules-default = { $rules } (по умолчанию)
page-upload-token = Токен загрузки
page-upload-token-help = Создаётся организатором командой { $command }. Отправляется только этому сервису.
page-upload-remember = Запомнить токен на этом устройстве
page-upload-submit = Загрузить и проверить
page-upload-choose-first = Сначала выберите PDN-файл (или архив .zip или .gz с ними).
page-upload-token-required = Нужен токен загрузки.
page-upload-uploading = Загрузка { $file }…
page-upload-progress = Загрузка { $file }: { $percent }
page-upload-checking = Загружено; судья проверяет партии…
page-upload-checked = Проверено: { $name }, { $games ->
        [one] { $games } партия
        [few] { $games } партии
        [many] { $games } партий
       *[other] { $games } партии
    }, { $findings ->
        [one] { $findings } замечание
        [few] { $findings } замечания
        [many] { $findings } замечаний
       *[other] { $findings } замечания
    }. Открываем…
page-upload-already = Уже загружено: { $name }, { $games ->
        [one] { $games } партия
        [few] { $games } партии
        [many] { $games } партий
       *[other] { $games } партии
    }, { $findings ->
        [one] { $findings } замечание
        [few] { $findings } замечания
        [many] { $findings } замечаний
       *[other] { $findings } замечания
    }. Открываем…
page-upload-failed = Загрузка не удалась: { $error }
page-upload-unreachable = Загрузка не удалась: сервис недоступен.
page-upload-intro = Каждая партия проверяется по правилам ФМЖД; файл, вердикты и ходы хранятся на этом сервере.
page-upload-target = Турнир
page-upload-new-tournament = Новый турнир (из этого файла)
page-upload-makes-new = Из файла будет создан новый турнир. Чтобы добавить тур к уже загруженному турниру, выберите этот турнир в списке.
page-upload-adds-to = Файл будет добавлен к турниру «{ $name }» как тур; партии проверяются по правилам этого турнира ({ $rules }).
page-upload-submit-round = Добавить тур и проверить
page-upload-limit = Не больше { $limit } на файл.
page-upload-too-large = Файл { $file } занимает { $size }; сервис принимает не больше { $limit } на файл. Разделите его, по файлу на тур, и загрузите туры по одному.
page-token-show = Показать
page-token-hide = Скрыть
page-token-none = Токен не указан, а эта форма без него не работает.
page-token-checking = Проверка токена…
page-token-whose = Форма отправит токен «{ $name }» ({ $role }).
page-token-whose-kept = Форма отправит токен «{ $name }» ({ $role }), сохранённый в этом браузере; если он не ваш, замените его здесь.
page-token-may-not-write = Он не даёт права изменять этот турнир.
page-token-may-not-create = Он не даёт права загружать турниры.
page-token-refused = Сервис не принял этот токен: { $error }

## Search page: поиск (api/web/search.js)

page-search-title = Поиск по архиву
page-search-player = Участник
page-search-player-help = Начало любого слова имени, в любом порядке, можно без диакритики или латиницей: «bali», «Baliakin, Alexander», «Шварц».
page-search-event-help = Слова тега Event.
page-search-fmjd-id = ID ФМЖД
page-search-from = Дата с
page-search-to = Дата по
page-search-date-help = 13.08.2021, 13/08/2021, 2021-08-13, 08.2021 или 2021.
page-search-result = Результат
page-search-result-help = В любой записи: 1‑1 находит и 1/2‑1/2, ½‑½, 0.5‑0.5; 2‑0 находит 1‑0.
page-search-any = любой
page-search-finding = Замечание
page-search-duplicates = Только партии, сохранённые больше одного раза
page-search-none = Подходящих партий нет.
page-search-found = { $count ->
        [one] Найдена { $count } партия
        [few] Найдено { $count } партии
        [many] Найдено { $count } партий
       *[other] Найдено { $count } партии
    }
page-search-caption = Найденные партии, сначала новые
page-search-pages = Страницы
page-search-results = Результаты

## Замечания по турниру: проверки жеребьёвки и туров (api/src/tournament)

tournament-game-at = { $file } #{ $index } (строка { $line })
tournament-round-prefix = тур { $round }:{ " " }
tournament-no-result = нет результата
tournament-duplicate-in-round = тур { $round }: партия { $first } - { $second } дважды есть в турнире (те же ходы и тот же результат); засчитана один раз
tournament-duplicate-transcriptions = тур { $round }: партия { $first } - { $second } записана { $count } { $count ->
        [one] раз
        [few] раза
       *[other] раз
    } с тем же результатом, но другими ходами; засчитана один раз
tournament-conflicting-results = тур { $round }: партия { $first } - { $second } записана { $count } { $count ->
        [one] раз
        [few] раза
       *[other] раз
    } с разными результатами ({ $results }); { $settled }
tournament-conflict-ruled = засчитывается решение судьи по одной из записей
tournament-conflict-unruled = ни одна не засчитывается, пока судья не вынесет решение по одной из них
tournament-duplicate-across-rounds = { $first } - { $second }: одна и та же партия (те же ходы и тот же результат) записана { $one } и { $other }; засчитана один раз, { $kept }
tournament-in-round = в туре { $round }
tournament-in-no-round = вне тура
tournament-two-games-in-round = тур { $round }: у игрока { $player } { $count } { $count ->
        [one] партия
        [few] партии
       *[other] партий
    } ({ $opponents })
tournament-against = против { $opponent }
tournament-against-bye = свободный тур
tournament-repeated-pairing = { $first } и { $second } встречаются { $count } { $count ->
        [one] раз
        [few] раза
       *[other] раз
    } в турнире по швейцарской системе (туры { $rounds })
tournament-too-many-meetings = { $first } и { $second } встречаются { $count } { $count ->
        [one] раз
        [few] раза
       *[other] раз
    } в круговом турнире в { $cycles } { $cycles ->
        [one] круг
        [few] круга
       *[other] кругов
    } (туры { $rounds })
tournament-empty-round = в туре { $round } нет ни партии, ни свободного тура, ни неявки (сыграны туры с { $first } по { $last })
tournament-missing-from-round = у игрока { $player } нет ни партии, ни свободного тура в туре { $round }, который сыграли другие
tournament-missing-from-rounds = у игрока { $player } нет ни партии, ни свободного тура в турах { $rounds }, которые сыграли другие
tournament-white-streak = { $player } играет белыми { $count } { $count ->
        [one] партию
        [few] партии
       *[other] партий
    } подряд (туры { $rounds })
tournament-black-streak = { $player } играет чёрными { $count } { $count ->
        [one] партию
        [few] партии
       *[other] партий
    } подряд (туры { $rounds })
tournament-probably-same-player = «{ $first }» ({ $first_games } { $first_games ->
        [one] партия
        [few] партии
       *[other] партий
    }) и «{ $second }» ({ $second_games } { $second_games ->
        [one] партия
        [few] партии
       *[other] партий
    }) { $why }: вероятно, это один игрок; объедините их, если это так
tournament-name-part-of-other = имеют имена, одно из которых входит в другое
tournament-nearly-same-name = имеют почти одинаковые имена
tournament-unnamed-players = { $at }: в партии не названы оба игрока (белые «{ $white }», чёрные «{ $black }»); не учтена
tournament-impossible-date = { $at }: тег Date «{ $value }» — не дата ({ $why })
tournament-impossible-year = год { $year }
tournament-impossible-month = месяц { $month }
tournament-impossible-day = день { $day } месяца { $month } в { $year } году
tournament-unreadable-date = { $at }: тег Date «{ $value }» — дата в форме, которую мы не читаем
tournament-unreadable-round = { $at }: тег Round «{ $tag }» — не номер тура
tournament-unreadable-round-from-file = { $at }: тег Round «{ $tag }» — не номер тура; тур { $round } взят из файла
tournament-unmatched-bye = свободный тур «{ $player }» в туре { $round } не называет ни одного игрока турнира
tournament-unmatched-forfeit = неявка в туре { $round } («{ $winner }» против «{ $loser }») не называет двух игроков турнира
tournament-unmatched-ruling = решение по { $file } #{ $game } не соответствует ни одной партии турнира
tournament-unmatched-name = ни одна партия не называет «{ $name }», хотя это имя дают объединение или переименование
tournament-no-rounds = ни одна партия не указывает свой тур (нет тега Round, один файл): таблица учитывает все партии, но проверкам туров и таблице швейцарской системы не с чем работать
tournament-board-contradicts = { $round }{ $first } - { $second }: запись даёт { $recorded }, но { $board }; не засчитывается, пока судья не вынесет решение
tournament-board-white-wins = белые выигрывают на доске
tournament-board-black-wins = чёрные выигрывают на доске
tournament-board-draw = на доске ничья
tournament-board-undecided = доска ничего не решает
tournament-tag-contradicts-moves = { $round }{ $first } - { $second }: тег Result и конец ходов расходятся; не засчитывается, пока судья не вынесет решение
tournament-no-result-given = { $round }{ $first } - { $second }: нет результата ({ $recorded }); не засчитывается
tournament-unrecognised-result = { $round }{ $first } - { $second }: `{ $text }` — не результат шашечной партии; не засчитывается
tournament-unknown-round = { $first } - { $second }: ни тег Round, ни файл не указывают тур; засчитана, но вне тура
tournament-merged-spellings = { $player }: объединены написания { $spellings } ({ $how })
tournament-merged-by-fmjd-id = один идентификатор ФМЖД, { $id }
tournament-merged-by-name = одно имя без пометок тура, отсутствия, кодов федерации, регистра, диакритики и порядка слов
tournament-merged-by-decision = объединены арбитром
tournament-one-name-two-ids = «{ $name }» записан с двумя идентификаторами ФМЖД ({ $first } и { $second }): оставлены два игрока; объедините их, если это один человек
tournament-marked-absent = { $at }: { $player } записан как «{ $written }» ({ $mark }): была ли партия сыграна? Если нет, присудите поражение за неявку
tournament-probably-same-players = { $names } и «{ $into }» { $why }: вероятно, один игрок; объедините их под именем «{ $into }», если так
tournament-name-initials = имеют одно имя с точностью до инициалов
tournament-evidence-fill-rounds = никогда не играют в одном туре и вместе заполняют туры («{ $first }» туры { $first_rounds }, «{ $second }» туры { $second_rounds })
tournament-evidence-apart = никогда не играют в одном туре
tournament-evidence-no-common-opponent = не имеют общих соперников
tournament-round-mark-differs = { $at }: { $white } - { $black } отмечена как тур { $tagged }, но имя «{ $written }» указывает тур { $marked }; предложение: исправить тур на { $marked }
tournament-suggested-bye = у игрока { $player } нет партии в туре { $round } при нечётном числе участников ({ $players }): вероятно, свободный тур; предложение: записать его
tournament-several-events = у партий { $count } { $count ->
        [one] название
        [few] разных названия
       *[other] разных названий
    } Event: { $events }

## Текстовый отчёт standings (standings --lang)

cli-standings-untitled = Турнир
cli-standings-dates = с { $from } по { $to }
cli-standings-round-robin = круговая система
cli-standings-round-robin-cycles = круговая система ({ $cycles } { $cycles ->
        [one] круг
        [few] круга
       *[other] кругов
    })
cli-standings-swiss = швейцарская система
cli-standings-summary = { $system }, { $rounds } { $rounds ->
        [one] тур
        [few] тура
       *[other] туров
    }, { $players } { $players ->
        [one] игрок
        [few] игрока
       *[other] игроков
    }, { $games } { $games ->
        [one] партия
        [few] партии
       *[other] партий
    }; дополнительные показатели: { $tiebreaks }
cli-standings-no-tiebreaks = нет
cli-standings-col-rank = место
cli-standings-col-name = игрок
cli-standings-col-points = очки
cli-standings-col-games = партии
cli-standings-col-wins = В
cli-standings-col-draws = Н
cli-standings-col-losses = П
cli-standings-col-byes = своб.
cli-standings-col-uncounted = не засчитано
cli-standings-crosstable = турнирная таблица
cli-standings-ruled-heading = результаты по решению судьи ({ $count })
cli-standings-ruled-line = { $round }: { $white } - { $black }: записано { $recorded }, засчитано { $result } по решению судьи ({ $kind })
cli-standings-ruled-adjudicated = присуждено
cli-standings-ruled-forfeit = неявка
cli-standings-ruled-corrected = исправлено
cli-standings-ruled-ruled = решение судьи
cli-standings-no-round = без тура
cli-standings-in-round = тур { $round }
cli-standings-findings = замечания ({ $count })
cli-standings-no-findings = замечаний нет

## Live rounds (issue 30): the alerts of `follow`, the live events' messages

live-game = партия добавлена
live-move = { $notation }
live-repetition = позиция повторилась, как после полухода { $earlier }: третье повторение — ничья (статья { $article })
live-draw = ничья по правилам: { $rule } (статья { $article }); часы нужно остановить
live-count = { $rule }: { $moves ->
    [one] остался { $moves } ход
    [few] осталось { $moves } хода
    [many] осталось { $moves } ходов
   *[other] осталось { $moves } хода
  } до ничьей
live-result = записан результат: { $result }
live-result-contradicted = записан результат: { $result }, доска ему противоречит
live-rewritten = прежние ходы изменились: партия переиграна с начала ({ $plies } полуходов совпадают)
live-removed = партии больше нет в файле: её доска сохранена как была
live-returned = партия снова в файле: проверка продолжается
live-follow-watching = слежение за { $file } (каждые { $interval } мс); Ctrl-C для остановки
live-follow-unreadable = { $file } не читается: { $error }
live-follow-verdicts = у каждой партии есть результат: вердикты тура
live-follow-line = { $white } – { $black }, полуход { $ply }: { $message }
live-follow-line-round = тур { $round }: { $white } – { $black }, полуход { $ply }: { $message }
