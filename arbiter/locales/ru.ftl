# Фразы арбитра на русском (термины ФМЖД и ФШР: простая, дамка, взятие, правило большинства).
# Те же ключи и параметры, что и в английском каталоге.

## Замечание к ходу: «ход 12, белые: ...»

move-context = ход { $number }, { $side }: { $message }
side-white = белые
side-black = чёрные

## Воспроизведение партии

setup = позиция /FEN/ после полухода { $ply }: партия продолжается с { $fen }, очередь хода: { $side }
setup-bad-fen = позиция /FEN "{ $fen }"/ не является позицией: { $error }; воспроизведение останавливается здесь
fen-tag-bad = тег FEN `{ $fen }` не является позицией: { $error }
missed-capture = сыгран ход { $move }, хотя было обязательно { $required }
not-maximum = { $move } берёт меньше шашек, чем требует правило большинства: { $reason }; обязательно: { $required }
premature-king = { $move } не разрешается: { $reason }
illegal-move = { $move } не является правильным ходом: { $reason }
impossible-move = { $move } невозможно выполнить: { $reason }; воспроизведение останавливается здесь
ambiguous = { $move } подходит к { $count } правильным ходам, которые берут разные шашки ({ $readings }); выбран { $chosen }: { $why } (PDN 3.0 в этом случае требует все поля остановки)
ambiguous-irregular = { $move } подходит к { $count } взятиям, которые берут разные шашки ({ $readings }), и ни одно не разрешено; выбрано { $chosen }: { $why }
ambiguous-why-last = нет следующего хода, чтобы их различить
ambiguous-why-complete = с ним остаток партии воспроизводится по правилам
ambiguous-why-furthest = с ним остаток партии воспроизводится дальше всего
notation-hub = { $move } перечисляет поля взятых шашек (стиль Hub); прочитано как { $played }
notation-capture-with-dash = взятие { $move } записано через `-`
notation-move-with-x = ход { $move } записан как взятие
after-end = { $move } записан после окончания партии: { $end }
list-or = { $first } или { $second }
list-more = ещё { $count }

## Как доска закончила партию

outcome-white-wins = белые выигрывают
outcome-black-wins = чёрные выигрывают
outcome-draw = партия закончилась вничью
outcome-undecided = партия не решена
outcome-at-ply = { $who } после полухода { $ply }: { $why }
outcome-plain = { $who }: { $why }
reason-no-pieces = у проигравшего не осталось шашек
reason-no-legal-move = у проигравшего нет правильного хода
reason-threefold = одна и та же позиция повторилась в третий раз
reason-twenty-five = 25 ходов каждой стороны ходили только дамки, без взятия
reason-sixteen = в окончании трёх шашек против одинокой дамки сыграно по 16 ходов каждой стороны
reason-long-diagonal = сыграно по 5 ходов каждой стороны с одинокой дамкой на большой дороге (правило fmjd-2024)
reason-five = в окончании двух шашек против одинокой дамки сыграно по 5 ходов каждой стороны

## Записанный результат

unsupported-game-type = GameType { $game_type } — это не международные шашки (20): партия не проверялась
missing-result = у партии нет результата: нет ни тега Result, ни результата в конце ходов
result-tag-mismatch = тег Result указывает { $tag }, но ходы заканчиваются на { $terminator }
winner-without-pieces = в записи { $result }, но у стороны «{ $side }» после полухода { $ply } не осталось шашек
result-mismatch = в записи { $result }, но { $outcome }
unrecognised-result = { $source ->
        [tag] тег Result
       *[terminator] результат в конце ходов
    } `{ $text }` не является результатом международных шашек (2-0, 1-1, 0-2 или 1-0, 1/2-1/2, 0-1, 0-0, *)
eight-by-eight-algebraic = у партии нет тега GameType, но её запись подходит только к доске 8x8 (32 поля, 12 шашек у каждой стороны): вероятно, русские или бразильские шашки (алгебраическая нотация); как международные шашки партия не проверялась
eight-by-eight-numeric = у партии нет тега GameType, но её запись подходит только к доске 8x8 (32 поля, 12 шашек у каждой стороны): вероятно, английские шашки (чекерс), пул или русские шашки с нумерацией 1-32; как международные шашки партия не проверялась

## Почему ход неправильный (конец фразы)

irr-missed-capture = взятие было обязательным
irr-fewer = он берёт { $taken ->
        [one] { $taken } шашку
        [few] { $taken } шашки
       *[many] { $taken } шашек
    }, хотя можно взять { $most }
irr-stopped = он останавливается на { $square }, взяв { $taken ->
        [one] { $taken } шашку
        [few] { $taken } шашки
       *[many] { $taken } шашек
    }, хотя взятие продолжается и можно взять { $most }
irr-man-backward = простая на { $square } ходит как дамка: она идёт назад
irr-man-too-far = простая на { $square } ходит как дамка: она идёт больше чем на одно поле
irr-man-from-distance = простая на { $square } ходит как дамка: она бьёт издалека
irr-man-as-king = простая на { $square } ходит как дамка: пройдя последний ряд, она продолжает бить как дамка (простая, проходящая последний ряд во время взятия, остаётся простой)
irr-own-piece = он перепрыгивает через свою шашку
irr-twice = он дважды перепрыгивает через одну и ту же шашку
irr-two-in-line = он проходит через две шашки, стоящие на одной линии
irr-no-such-capture = такое взятие здесь невозможно
irr-no-such-move = такой ход здесь невозможен

## Почему ход невозможно выполнить

imp-off-board = поля { $number } нет на доске (1-50)
imp-too-many = в ходе указано слишком много полей
imp-too-few = ходу нужны начальное и конечное поле
imp-no-piece = на { $square } нет шашки
imp-opponents-piece = на { $square } стоит { $piece ->
        [white-man] белая простая
        [white-king] белая дамка
        [black-man] чёрная простая
       *[black-king] чёрная дамка
    }, а ход за стороной «{ $side }»
imp-occupied = поле { $square } занято
imp-not-diagonal = { $from } и { $to } не лежат на одной диагонали
imp-stays = шашка осталась бы на { $square }
imp-not-recorded = ход не записан (`-`)
imp-algebraic = он записан алгебраическими полями, а не номерами международных шашек

## Что не так с FEN

fen-empty = пустая FEN
fen-bad-side = столбец { $column }: ожидалась сторона, делающая ход (W или B), найдено `{ $found }`
fen-bad-color = столбец { $column }: после `:` ожидался цвет (W или B), найдено `{ $found }`
fen-bad-square = столбец { $column }: ожидался номер поля, найдено `{ $found }`
fen-out-of-range = столбец { $column }: поля { $number } нет на доске (1-50)
fen-backward = столбец { $column }: диапазон { $start }-{ $end } идёт в обратную сторону
fen-duplicate = столбец { $column }: поле { $square } указано дважды
fen-both-colors = на поле { $square } стоят и белая, и чёрная шашка
fen-man-on-far-row = { $color ->
        [white] белая простая
       *[black] чёрная простая
    } на { $square } не может существовать: простая, дошедшая до последнего ряда, становится дамкой

## Что нашло чтение записи (диагностика pdn)

read-at = партия { $game }, строка { $line }, столбец { $column }: { $what }
read-whole-file = { $what }; сообщается один раз для всего файла
read-unexpected = `{ $found }` стоит там, где должно быть: { $expected }; партия прочитана до этого места
read-unterminated-comment = комментарий, открытый здесь знаком `{"{"}`, не закрыт знаком `{"}"}` до конца партии
read-unterminated-variation = вариант, открытый здесь знаком `(`, не закрыт знаком `)` до конца партии
read-unterminated-string = у значения тега нет закрывающей `"` в его строке
read-malformed-tag = `{ $found }` — не тег (тег пишется `[Имя "значение"]`); пропущено
read-translated-tag = `{ $found }` — тег с пробелами в имени: программа экспорта переводит имена тегов, которые в PDN пишутся по-английски; пропущено
read-missing-tag-bracket = перед тегом `{ $found }` нет `[`; прочитано как тег
read-invalid-tag-name = имя тега `{ $found }` записано не так, как PDN пишет имена (буквы, цифры и `_`, с заглавной буквы)
read-literal-escape = текст `{ $found }` записан там, где кончается строка (известный дефект некоторых программ экспорта); прочитано как конец строки
read-invalid-square = в `{ $found }` номер поля из трёх и более цифр: такого поля на доске нет
read-too-many-squares = `{ $found }` перечисляет больше { $max } полей — больше, чем проходит любое взятие
read-missing-separator = в `{ $found }` нет `-` или `x` между полями
read-leading-zero = `{ $found }` записывает поле с ведущим нулём; прочитано как { $read }
read-space-inside-move = в `{ $found }` есть пробел; прочитано как { $read }
read-space-before-strength = перед знаком `{ $found }` стоит пробел; прочитано как знак предыдущего хода
read-colon-separator = `{ $found }` записывает взятие через `:`; прочитано как { $read }
read-star-strength = `*` после `{ $found }` — знак вынужденного хода, который PDN 3.0 пишет `$7`; прочитано как `$7`
read-move-number-without-move = за номером хода следует `{ $found }`, а не ход
read-missing-move-number = перед `{ $found }` нет номера хода; пронумеровано как следующий ход
read-unknown-move = `{ $found }` стоит вместо хода, который никто не записал
read-stray-character = лишний `{ $found }` между ходами; пропущено
read-nested-comment = `{"{"}` внутри комментария: комментарии не вкладываются
read-invalid-nag = `{ $found }` — не NAG (от `$0` до `$65535`)
read-dangling-annotation = перед `{ $found }` нет хода, к которому он относится
read-malformed-setup = `{ $found }` — не позиция (позиция пишется `/FEN "..."/`)
read-non-standard-result = ничья `{ $found }` записана не так, как PDN 3.0 пишет результаты; прочитано как ничья
read-unrecognised-result = `{ $found }` — не результат (2-0, 1-1, 0-2, 1-0, 1/2-1/2, 0-1, 0-0, *)
read-text-after-result = `{ $found }` стоит после результата; не учтено
read-missing-terminator = ходы не закончены результатом или `*` (дальше: { $found })
read-semicolon-comment = комментарий `;`, которого нет в PDN 3.0 (он пишет `{"{"}...{"}"}` или строку `%`)
read-windows-1252 = текст не в UTF-8; прочитан как Windows-1252
read-overlong-game = партия длиной { $size } байт, больше предела в { $limit }; остаток пропущен
read-too-many-diagnostics = слишком много ошибок в этой партии; остальные не сообщаются
read-too-many-variations = больше { $max } вариантов в партии; остаток партии пропущен
read-too-many-tags = больше { $max } тегов в партии; остальные теги пропущены
expected-move-or-result = ход или результат
expected-comment-end = `{"}"}`, закрывающая комментарий
expected-nag-digits = NAG (`$` и число)
expected-setup-end = `/`, закрывающая позицию `/FEN "..."/`
expected-dot-after-move-number = `.` после номера хода
expected-move = ход
expected-result = результат
expected-tag-name = имя тега
expected-separator = `-` или `x` между полями
expected-token-end = пробел или конец строки
expected-space-after-move = пробел после хода
game-end-next-tags = теги следующей партии
game-end-input = конец файла
