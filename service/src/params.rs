//! What a request names beside its body: a tournament id as echoed back, the ruleset and the
//! language of the answer.

/// An id as echoed in messages: never more than a few dozen characters of what the client sent.
pub(crate) fn clip_id(id: &str) -> String {
    id.chars().take(40).collect()
}

/// The message for an unknown tournament id.
pub(crate) fn no_tournament_message(id: &str) -> String {
    format!("no tournament `{}`", clip_id(id))
}

/// Parses the `ruleset` query parameter (default fmjd-2024); the value is parsed whole but
/// echoed clipped.
pub(crate) fn parse_ruleset(value: Option<&str>) -> Result<arbiter::Ruleset, String> {
    value.map_or(Ok(arbiter::Ruleset::default()), |v| {
        v.parse()
            .map_err(|_: String| crate::error::clip_cause(&arbiter_ruleset_error(v)))
    })
}

/// The language of the sentences of an answer: the `lang` query parameter, else the request's
/// `Accept-Language`, else English. An unknown `lang` is refused; an `Accept-Language` naming
/// none of ours is not (browsers send one whatever the service speaks).
pub(crate) fn parse_lang(
    value: Option<&str>,
    req: &actix_web::HttpRequest,
) -> Result<arbiter::Lang, String> {
    if let Some(v) = value {
        return arbiter::Lang::from_tag(v).ok_or_else(|| {
            format!(
                "unknown language `{}` (expected en, fr, nl or ru)",
                crate::error::clip(v)
            )
        });
    }
    Ok(req
        .headers()
        .get(actix_web::http::header::ACCEPT_LANGUAGE)
        .and_then(|h| h.to_str().ok())
        .and_then(arbiter::Lang::from_accept_language)
        .unwrap_or_default())
}

/// The engine's sentence for an unknown ruleset, on a clipped copy of the value.
fn arbiter_ruleset_error(value: &str) -> String {
    let clipped = crate::error::clip(value);
    clipped
        .parse::<arbiter::Ruleset>()
        .err()
        .unwrap_or_else(|| format!("unknown ruleset `{clipped}`"))
}
