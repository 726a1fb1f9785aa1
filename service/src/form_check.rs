//! The checking of the files of a form a client sent (validate, annotate, uploads): each file
//! screened against what is left of the limit of games, an error naming its file.

use crate::access::anonymous_share;
use crate::body::{PdnForm, read_pdn_body, unpacked};
use crate::check_error::CheckError;
use crate::checking::{CheckOptions, InputError, Watchdog, screen};
use crate::state::AppState;
use crate::turns::PeerTurn;
use actix_web::{HttpRequest, web};

/// What a check of sent PDN asks in its query (validate and annotate).
pub(crate) struct AskedRules<'a> {
    /// The `ruleset` parameter.
    pub ruleset: Option<&'a str>,
    /// The `strict` parameter.
    pub strict: Option<bool>,
    /// The `lang` parameter (else `Accept-Language`).
    pub lang: Option<&'a str>,
    /// Whether the moves are kept in the reports.
    pub include_moves: bool,
}

impl AskedRules<'_> {
    /// The options of the check, the server's limit of games with them.
    pub(crate) fn options(
        &self,
        req: &HttpRequest,
        state: &AppState,
    ) -> Result<CheckOptions, CheckError> {
        Ok(CheckOptions {
            ruleset: crate::params::parse_ruleset(self.ruleset).map_err(CheckError::Query)?,
            strict: self.strict.unwrap_or(false),
            include_moves: self.include_moves,
            keep_played: false,
            max_games: state.max_games,
            lang: crate::params::parse_lang(self.lang, req).map_err(CheckError::Query)?,
        })
    }
}

/// A sent form admitted to be checked: an anonymous address waits for its share before a byte
/// of its body is read (and keeps it until the last byte of the answer); the body is read
/// without a turn, so a slow body holds only the memory of what it has sent, and a `.zip` or
/// `.gz` is unpacked.
pub(crate) async fn admit(
    req: &HttpRequest,
    payload: web::Payload,
    state: &AppState,
) -> Result<(Option<PeerTurn>, PdnForm), CheckError> {
    let share = anonymous_share(req, state).await?;
    let form = read_pdn_body(req, payload, &state.bodies).await?;
    let form = unpacked(form, &state.bodies).await?;
    Ok((share, form))
}

/// The limit of games left for a file after the files before it.
pub(crate) fn options_after(options: &CheckOptions, games_before: usize) -> CheckOptions {
    CheckOptions {
        max_games: options.max_games.saturating_sub(games_before),
        ..*options
    }
}

/// Names the file an error is about when the form has several. The limit of games counts the
/// whole form, and a stopped work is no file's fault: those stay as they are.
pub(crate) fn in_file(form: &PdnForm, index: usize, error: InputError, limit: usize) -> CheckError {
    match error {
        InputError::TooManyGames { .. } => CheckError::Input(InputError::TooManyGames { limit }),
        error @ InputError::Stopped(_) => CheckError::Input(error),
        error if form.files.len() == 1 => CheckError::Input(error),
        error => CheckError::File {
            index,
            label: form.files[index].label(index),
            error,
        },
    }
}

/// Screens every file of a form, each against what is left of the limit of games: the number
/// of games of each.
pub(crate) fn screen_form(
    form: &PdnForm,
    options: &CheckOptions,
    watchdog: &dyn Watchdog,
) -> Result<Vec<usize>, CheckError> {
    let mut counts = Vec::with_capacity(form.files.len());
    let mut total = 0;
    for (index, file) in form.files.iter().enumerate() {
        let n = screen(&file.bytes, &options_after(options, total), watchdog)
            .map_err(|e| in_file(form, index, e, options.max_games))?;
        total += n;
        counts.push(n);
    }
    Ok(counts)
}
