//! What a request names beside its body: a tournament id as echoed back, the ruleset and the
//! language of the answer.

use words::{Sentence, sentence};

/// An id as echoed in messages: never more than a few dozen characters of what the client sent.
pub(crate) fn clip_id(id: &str) -> String {
    id.chars().take(40).collect()
}

/// The message for an unknown tournament id.
pub(crate) fn no_tournament_message(id: &str) -> Sentence {
    sentence!("api-no-tournament", id = clip_id(id))
}

/// The message for a game number a tournament does not have.
pub(crate) fn no_game_message(id: &str, game: impl std::fmt::Display) -> Sentence {
    sentence!("api-no-game", id = clip_id(id), game = game.to_string())
}

/// Parses the `ruleset` query parameter (default fmjd-2024); the value is parsed whole but
/// echoed clipped.
pub(crate) fn parse_ruleset(value: Option<&str>) -> Result<arbiter::Ruleset, Sentence> {
    value.map_or(Ok(arbiter::Ruleset::default()), |v| {
        v.parse().map_err(|_: String| {
            sentence!("api-unknown-ruleset", value = crate::error::clip(v.trim()))
        })
    })
}

/// The language of the sentences of an answer: the `lang` query parameter, else the request's
/// `Accept-Language`, else English. An unknown `lang` is refused; an `Accept-Language` naming
/// none of ours is not (browsers send one whatever the service speaks).
pub(crate) fn parse_lang(
    value: Option<&str>,
    req: &actix_web::HttpRequest,
) -> Result<arbiter::Lang, Sentence> {
    if let Some(v) = value {
        return arbiter::Lang::from_tag(v)
            .ok_or_else(|| sentence!("api-unknown-lang", value = crate::error::clip(v)));
    }
    Ok(crate::error::asked_lang(req))
}
