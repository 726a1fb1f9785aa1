//! The reader's diagnostics ([`pdn::Diagnostic`]) in the referee's languages. The `pdn` crate
//! stays free of catalogues: its `Display` is the English sentence, and the English catalogue
//! says the same words (a test holds them equal for every kind).

use crate::l10n::say;
use crate::lang::Lang;
use crate::resolve::side_name;
use crate::square::Color;
use pdn::{Diagnostic, DiagnosticKind, Expected, GameEnd, MoveNumber};

/// What the grammar expected, in `lang`.
fn expected(lang: Lang, what: Expected) -> String {
    match what {
        Expected::MoveOrResult => say!(lang, "expected-move-or-result"),
        Expected::CommentEnd => say!(lang, "expected-comment-end"),
        Expected::NagDigits => say!(lang, "expected-nag-digits"),
        Expected::SetupEnd => say!(lang, "expected-setup-end"),
        Expected::DotAfterMoveNumber => say!(lang, "expected-dot-after-move-number"),
        Expected::Move => say!(lang, "expected-move"),
        Expected::Result => say!(lang, "expected-result"),
        Expected::TagName => say!(lang, "expected-tag-name"),
        Expected::Separator => say!(lang, "expected-separator"),
        Expected::TokenEnd => say!(lang, "expected-token-end"),
        Expected::SpaceAfterMove => say!(lang, "expected-space-after-move"),
        // A kind a later `pdn` adds reads in English until it is translated.
        #[allow(unreachable_patterns)]
        other => other.to_string(),
    }
}

/// What a game ran into instead of its result, in `lang`.
fn game_end(lang: Lang, end: GameEnd) -> String {
    match end {
        GameEnd::NextGameTags => say!(lang, "game-end-next-tags"),
        GameEnd::EndOfInput => say!(lang, "game-end-input"),
    }
}

/// Whether a skipped tag line is a tag whose name an exporter translated (`[Type de jeu "20"]`,
/// `[Heure blanche "0:10:00"]`): a name of several words before a quoted value.
pub(crate) fn translated_tag(kind: &DiagnosticKind) -> bool {
    let DiagnosticKind::MalformedTag { found } = kind else {
        return false;
    };
    let Some((name, _)) = found
        .strip_prefix('[')
        .and_then(|rest| rest.split_once(" \""))
    else {
        return false;
    };
    name.contains(' ')
        && !name.contains(['[', ']'])
        && name
            .chars()
            .next()
            .is_some_and(|c| c.is_alphabetic() || c == '&')
}

/// What a diagnostic says (without its address), in `lang`.
pub fn diagnostic_sentence(lang: Lang, kind: &DiagnosticKind) -> String {
    use DiagnosticKind as K;
    if let (true, K::MalformedTag { found }) = (translated_tag(kind), kind) {
        return say!(lang, "read-translated-tag", found = found.as_str());
    }
    if let Some(sentence) = move_text_sentence(lang, kind) {
        return sentence;
    }
    match kind {
        K::Unexpected {
            expected: what,
            found,
        } => say!(
            lang,
            "read-unexpected",
            expected = expected(lang, *what),
            found = found.as_str()
        ),
        K::UnterminatedComment => say!(lang, "read-unterminated-comment"),
        K::UnterminatedVariation => say!(lang, "read-unterminated-variation"),
        K::UnterminatedString => say!(lang, "read-unterminated-string"),
        K::MalformedTag { found } => say!(lang, "read-malformed-tag", found = found.as_str()),
        K::MissingTagBracket { found } => {
            say!(lang, "read-missing-tag-bracket", found = found.as_str())
        }
        K::InvalidTagName { found } => say!(lang, "read-invalid-tag-name", found = found.as_str()),
        K::LiteralEscape { found } => say!(lang, "read-literal-escape", found = found.as_str()),
        K::NestedComment => say!(lang, "read-nested-comment"),
        K::MalformedSetup { found } => say!(lang, "read-malformed-setup", found = found.as_str()),
        K::NonStandardResult { found } => {
            say!(lang, "read-non-standard-result", found = found.as_str())
        }
        K::UnrecognisedResult { found } => {
            say!(lang, "read-unrecognised-result", found = found.as_str())
        }
        K::TextAfterResult { found } => {
            say!(lang, "read-text-after-result", found = found.as_str())
        }
        K::MissingTerminator { found } => say!(
            lang,
            "read-missing-terminator",
            found = game_end(lang, *found)
        ),
        K::SemicolonComment => say!(lang, "read-semicolon-comment"),
        K::Windows1252 => say!(lang, "read-windows-1252"),
        K::OverlongGame { limit, size } => {
            say!(lang, "read-overlong-game", limit = *limit, size = *size)
        }
        K::TooManyDiagnostics => say!(lang, "read-too-many-diagnostics"),
        K::TooManyVariations { max } => say!(lang, "read-too-many-variations", max = *max),
        K::TooManyTags { max } => say!(lang, "read-too-many-tags", max = *max),
        _ => kind.to_string(),
    }
}

/// What a diagnostic about the writing of a move, its number or its annotations says, in
/// `lang`; `None` for the others.
fn move_text_sentence(lang: Lang, kind: &DiagnosticKind) -> Option<String> {
    use DiagnosticKind as K;
    Some(match kind {
        K::InvalidSquare { found } => say!(lang, "read-invalid-square", found = found.as_str()),
        K::TooManySquares { found, max } => say!(
            lang,
            "read-too-many-squares",
            found = found.as_str(),
            max = *max
        ),
        K::MissingSeparator { found } => {
            say!(lang, "read-missing-separator", found = found.as_str())
        }
        K::LeadingZero { found } => say!(
            lang,
            "read-leading-zero",
            found = found.as_str(),
            read = pdn::without_leading_zeros(found)
        ),
        K::SpaceInsideMove { found } => say!(
            lang,
            "read-space-inside-move",
            found = found.as_str(),
            read = pdn::without_spaces(found)
        ),
        K::SpaceBeforeStrength { found } => {
            say!(lang, "read-space-before-strength", found = found.as_str())
        }
        K::ColonSeparator { found } => say!(
            lang,
            "read-colon-separator",
            found = found.as_str(),
            read = found.replace(':', "x")
        ),
        K::StarStrength { found } => say!(lang, "read-star-strength", found = found.as_str()),
        K::MoveNumberWithoutMove { found } => {
            say!(
                lang,
                "read-move-number-without-move",
                found = found.as_str()
            )
        }
        K::MissingMoveNumber { found } => {
            say!(lang, "read-missing-move-number", found = found.as_str())
        }
        K::UnknownMove { found } => say!(lang, "read-unknown-move", found = found.as_str()),
        K::StrayCharacter { found } => say!(lang, "read-stray-character", found = found.as_str()),
        K::InvalidNag { found } => say!(lang, "read-invalid-nag", found = found.as_str()),
        K::DanglingAnnotation { found } => {
            say!(lang, "read-dangling-annotation", found = found.as_str())
        }
        _ => return None,
    })
}

/// Whether a diagnostic is about the writing of a move, its number or its annotations: on a
/// move, its sentence names that move ("move 12, Black: `32- 28` has a space inside").
pub(crate) fn about_a_written_move(kind: &DiagnosticKind) -> bool {
    use DiagnosticKind as K;
    matches!(
        kind,
        K::InvalidSquare { .. }
            | K::TooManySquares { .. }
            | K::MissingSeparator { .. }
            | K::LeadingZero { .. }
            | K::SpaceInsideMove { .. }
            | K::SpaceBeforeStrength { .. }
            | K::ColonSeparator { .. }
            | K::StarStrength { .. }
            | K::MissingMoveNumber { .. }
            | K::UnknownMove { .. }
            | K::InvalidNag { .. }
            | K::DanglingAnnotation { .. }
    )
}

/// A diagnostic with its address (game, line, column), in `lang`.
pub fn diagnostic_message(lang: Lang, diagnostic: &Diagnostic) -> String {
    read_sentence(
        lang,
        diagnostic.game,
        diagnostic.line,
        diagnostic.column,
        None,
        &diagnostic.kind,
    )
}

/// What the reader found in game `game` at `line`:`column`, in `lang`; on a move of the main
/// line (`at_move`, its number and side), the move is named as the referee names it.
pub(crate) fn read_sentence(
    lang: Lang,
    game: usize,
    line: u32,
    column: u32,
    at_move: Option<(MoveNumber, Color)>,
    kind: &DiagnosticKind,
) -> String {
    if let Some((number, side)) = at_move.filter(|_| about_a_written_move(kind)) {
        let what = say!(
            lang,
            "move-context",
            number = number.0,
            side = side_name(side, lang),
            message = diagnostic_sentence(lang, kind)
        );
        return say!(
            lang,
            "read-at",
            game = game,
            line = line,
            column = column,
            what = what
        );
    }
    // English is the reader's own sentence (`english_is_the_readers_own_sentence` holds the
    // catalogue to it): the referee says every diagnostic of an archive, and formatting it
    // costs a quarter of what resolving the two Fluent patterns does.
    if lang == Lang::En && !translated_tag(kind) {
        return format!("game {game}, line {line}, column {column}: {kind}");
    }
    said_in(lang, game, line, column, kind)
}

/// [`read_sentence`] through the catalogue of `lang`.
fn said_in(lang: Lang, game: usize, line: u32, column: u32, kind: &DiagnosticKind) -> String {
    say!(
        lang,
        "read-at",
        game = game,
        line = line,
        column = column,
        what = diagnostic_sentence(lang, kind)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One diagnostic of every kind, with every `Expected` and `GameEnd`.
    fn every_kind() -> Vec<DiagnosticKind> {
        use DiagnosticKind as K;
        let f = || "1x-6".to_string();
        let mut kinds = vec![
            K::UnterminatedComment,
            K::UnterminatedVariation,
            K::UnterminatedString,
            K::MalformedTag { found: f() },
            K::MissingTagBracket { found: f() },
            K::InvalidTagName { found: f() },
            K::LiteralEscape { found: f() },
            K::InvalidSquare { found: f() },
            K::TooManySquares {
                found: f(),
                max: 22,
            },
            K::MissingSeparator { found: f() },
            K::LeadingZero { found: f() },
            K::SpaceInsideMove { found: f() },
            K::SpaceBeforeStrength { found: f() },
            K::ColonSeparator { found: f() },
            K::StarStrength { found: f() },
            K::MoveNumberWithoutMove { found: f() },
            K::MissingMoveNumber { found: f() },
            K::UnknownMove { found: f() },
            K::StrayCharacter { found: f() },
            K::NestedComment,
            K::InvalidNag { found: f() },
            K::DanglingAnnotation { found: f() },
            K::MalformedSetup { found: f() },
            K::NonStandardResult { found: f() },
            K::UnrecognisedResult { found: f() },
            K::TextAfterResult { found: f() },
            K::MissingTerminator {
                found: GameEnd::NextGameTags,
            },
            K::MissingTerminator {
                found: GameEnd::EndOfInput,
            },
            K::SemicolonComment,
            K::Windows1252,
            K::OverlongGame {
                limit: 67108864,
                size: 70000000,
            },
            K::TooManyDiagnostics,
            K::TooManyVariations { max: 4096 },
            K::TooManyTags { max: 256 },
        ];
        for expected in [
            Expected::MoveOrResult,
            Expected::CommentEnd,
            Expected::NagDigits,
            Expected::SetupEnd,
            Expected::DotAfterMoveNumber,
            Expected::Move,
            Expected::Result,
            Expected::TagName,
            Expected::Separator,
            Expected::TokenEnd,
            Expected::SpaceAfterMove,
        ] {
            kinds.push(K::Unexpected {
                expected,
                found: f(),
            });
        }
        kinds
    }

    #[test]
    fn english_is_the_readers_own_sentence() {
        for kind in every_kind() {
            assert_eq!(diagnostic_sentence(Lang::En, &kind), kind.to_string());
        }
        let d = Diagnostic {
            severity: pdn::DiagnosticSeverity::Error,
            kind: DiagnosticKind::TooManyDiagnostics,
            game: 3,
            line: 12,
            column: 7,
            offset: 345,
        };
        assert_eq!(
            said_in(Lang::En, d.game, d.line, d.column, &d.kind),
            d.to_string()
        );
        assert_eq!(diagnostic_message(Lang::En, &d), d.to_string());
        // The address's numbers, large ones too, read the same through the catalogue.
        for kind in every_kind() {
            let d = Diagnostic {
                kind,
                game: 123_456,
                line: 4_000_000,
                column: 98_765,
                ..d.clone()
            };
            assert_eq!(
                said_in(Lang::En, d.game, d.line, d.column, &d.kind),
                d.to_string()
            );
            assert_eq!(diagnostic_message(Lang::En, &d), d.to_string());
        }
    }

    #[test]
    fn a_tag_an_exporter_translated_is_named_so() {
        let kind = DiagnosticKind::MalformedTag {
            found: "[Heure blanche \"0:10:00\"]".into(),
        };
        assert!(diagnostic_sentence(Lang::En, &kind).contains("translates the tag names"));
        let plain = DiagnosticKind::MalformedTag {
            found: "[Empty]".into(),
        };
        assert!(!translated_tag(&plain));
    }

    #[test]
    fn every_kind_is_translated() {
        for lang in [Lang::Fr, Lang::Nl, Lang::Ru] {
            for kind in every_kind() {
                let sentence = diagnostic_sentence(lang, &kind);
                assert_ne!(sentence, kind.to_string(), "{lang:?}: {kind:?}");
                assert!(!sentence.starts_with("read-"), "{lang:?}: {sentence}");
            }
        }
        let kind = DiagnosticKind::Unexpected {
            expected: Expected::MoveOrResult,
            found: ")".into(),
        };
        assert_eq!(
            diagnostic_sentence(Lang::Fr, &kind),
            "`)` se trouve là où il faudrait un coup ou un résultat\u{202f}; la partie est lue jusqu'ici"
        );
        assert_eq!(
            diagnostic_sentence(Lang::Nl, &kind),
            "`)` staat waar een zet of een uitslag hoort; de partij is tot hier gelezen"
        );
        assert_eq!(
            diagnostic_sentence(Lang::Ru, &kind),
            "`)` стоит там, где должно быть: ход или результат; партия прочитана до этого места"
        );
    }
}
