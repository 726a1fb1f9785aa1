//! The checking of the files of a form a client sent (validate, annotate, uploads): each file
//! screened against what is left of the limit of games, an error naming its file.

use crate::body::PdnForm;
use crate::check_error::CheckError;
use crate::checking::{CheckOptions, InputError, Watchdog, screen};

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
