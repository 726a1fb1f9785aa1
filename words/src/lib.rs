//! The catalogues of the command line's text report and of the web page (Fluent,
//! `words/locales/LANG.ftl`, beside the referee's `arbiter/locales/`), and the service's answers
//! (`api-*` keys, `words/locales/service/LANG.ftl`) and of `import`, `token` and `serve`
//! (`words/locales/commands/LANG.ftl`), loaded with them: `cli-*` keys are said here
//! with [`say!`](crate::say), `page-*` keys are handed to the page as JSON ([`page_messages`]) and said by
//! `service/web/i18n.js`. A key missing from a catalogue falls back to English (the catalogue test,
//! `tests/catalogues.rs`, keeps every catalogue complete).

pub mod findings;
pub mod io;

use arbiter::{Catalogues, Lang};
use fluent_bundle::{FluentArgs, FluentValue};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use serde_json::{Map, Value, json};
use std::sync::LazyLock;

/// The catalogue sources, by language.
/// The service's sentences (errors and refusals, `api-*`) and the messages of `import`,
/// `token` and `serve` (`words/locales/commands/`) are files of their own in each language,
/// read as part of the catalogue.
pub const SOURCES: [(Lang, &str); 4] = [
    (
        Lang::En,
        concat!(
            include_str!("../locales/en.ftl"),
            "\n",
            include_str!("../locales/service/en.ftl"),
            "\n",
            include_str!("../locales/commands/en.ftl")
        ),
    ),
    (
        Lang::Fr,
        concat!(
            include_str!("../locales/fr.ftl"),
            "\n",
            include_str!("../locales/service/fr.ftl"),
            "\n",
            include_str!("../locales/commands/fr.ftl")
        ),
    ),
    (
        Lang::Nl,
        concat!(
            include_str!("../locales/nl.ftl"),
            "\n",
            include_str!("../locales/service/nl.ftl"),
            "\n",
            include_str!("../locales/commands/nl.ftl")
        ),
    ),
    (
        Lang::Ru,
        concat!(
            include_str!("../locales/ru.ftl"),
            "\n",
            include_str!("../locales/service/ru.ftl"),
            "\n",
            include_str!("../locales/commands/ru.ftl")
        ),
    ),
];

static CATALOGUES: LazyLock<Catalogues> = LazyLock::new(|| Catalogues::new(&SOURCES));

/// The sentence `key` in `lang`, its placeables filled from `args`; English when the catalogue
/// lacks it, the key itself when English does too.
pub fn render(lang: Lang, key: &str, args: &FluentArgs<'_>) -> String {
    CATALOGUES.render(lang, key, args)
}

/// The words of a key made from a code (`page-kind-missed_capture`, `page-tiebreak-wins`), which
/// take no placeable, in `lang`.
pub fn words_of(lang: Lang, key: &str) -> String {
    render(lang, key, &FluentArgs::new())
}

/// `say!(lang, "key", name = value, ...)`: the sentence `key` in `lang` with its placeables.
#[macro_export]
macro_rules! say {
    ($lang:expr, $key:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::__arbiter::say_from!($crate::render, $lang, $key $(, $name = $value)*)
    };
}

// For `say!` where it is used: the crate whose `say_from!` it expands to.
#[doc(hidden)]
pub use arbiter as __arbiter;

/// A sentence not yet said: its catalogue key and its placeables, said in any language later
/// ([`Sentence::say`]). What is built once and shown in many languages (a tournament's
/// findings, built once and cached) keeps its sentences this way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sentence {
    key: &'static str,
    args: Vec<(&'static str, Arg)>,
}

/// A placeable of a [`Sentence`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// Text said as it is (a name, a file, a tag's value).
    Text(String),
    /// A number (which plural selects read).
    Number(u64),
    /// A phrase said in the sentence's language.
    Phrase(Box<Sentence>),
    /// Placeables said one after the other, joined by commas.
    List(Vec<Arg>),
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_string())
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Arg {
        Arg::Text(text.clone())
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Number(n as u64)
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::Number(u64::from(n))
    }
}

impl From<Sentence> for Arg {
    fn from(phrase: Sentence) -> Arg {
        Arg::Phrase(Box::new(phrase))
    }
}

impl<T: Into<Arg>> From<Vec<T>> for Arg {
    fn from(items: Vec<T>) -> Arg {
        Arg::List(items.into_iter().map(Into::into).collect())
    }
}

impl Sentence {
    /// The sentence `key` with its placeables (see [`sentence!`](crate::sentence)).
    pub fn new(key: &'static str, args: Vec<(&'static str, Arg)>) -> Sentence {
        Sentence { key, args }
    }

    /// Its catalogue key.
    pub fn key(&self) -> &'static str {
        self.key
    }

    /// The sentence in `lang` (English where the catalogue lacks it).
    pub fn say(&self, lang: Lang) -> String {
        let mut args = FluentArgs::new();
        for (name, arg) in &self.args {
            let value = match arg {
                Arg::Number(n) => FluentValue::from(*n),
                other => FluentValue::from(other.say(lang)),
            };
            args.set(*name, value);
        }
        render(lang, self.key, &args)
    }
}

/// A sentence in English (a log line, an error's `Display`); what a person reads is said in
/// their language with [`Sentence::say`].
impl std::fmt::Display for Sentence {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(Lang::En))
    }
}

impl From<u64> for Arg {
    fn from(n: u64) -> Arg {
        Arg::Number(n)
    }
}

impl Arg {
    /// The placeable as text in `lang`.
    fn say(&self, lang: Lang) -> String {
        match self {
            Arg::Text(text) => text.clone(),
            Arg::Number(n) => n.to_string(),
            Arg::Phrase(phrase) => phrase.say(lang),
            Arg::List(items) => items
                .iter()
                .map(|item| item.say(lang))
                .collect::<Vec<_>>()
                .join(", "),
        }
    }
}

/// `sentence!("key", name = value, ...)`: the [`Sentence`] `key`, to be said later in any
/// language; values are text, numbers or other sentences ([`Arg`]).
#[macro_export]
macro_rules! sentence {
    ($key:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::Sentence::new(
            $key,
            vec![$((stringify!($name), $crate::Arg::from($value))),*],
        )
    };
}

/// A decimal number in the language's form (`0.25` in English, `0,25` in French, Dutch and
/// Russian), with `decimals` digits after the separator.
pub fn decimal(lang: Lang, value: f64, decimals: usize) -> String {
    let text = format!("{value:.decimals$}");
    match lang {
        Lang::En => text,
        _ => text.replace('.', ","),
    }
}

/// The language of the command line: `--lang` if given, else the environment (`LC_ALL`,
/// `LC_MESSAGES`, `LANG`), else English.
pub fn cli_lang(flag: Option<Lang>) -> Lang {
    flag.or_else(Lang::from_environment).unwrap_or_default()
}

/// The page's messages in `lang` (`page-*` keys, English for any the catalogue lacks) as JSON
/// for `service/web/i18n.js`: each message a list of parts, a part being text, `{"var": name}` or
/// `{"select": name, "variants": {key: parts}, "default": key}` (plural categories or literal
/// keys, which the page picks with `Intl.PluralRules`).
pub fn page_messages(lang: Lang) -> Value {
    let mut out = Map::new();
    for code in [Lang::En, lang] {
        let Some((_, source)) = SOURCES.iter().find(|(l, _)| *l == code) else {
            continue;
        };
        let resource = match fluent_syntax::parser::parse(*source) {
            Ok(resource) => resource,
            Err((resource, _)) => resource,
        };
        for entry in resource.body {
            if let Entry::Message(message) = entry
                && message.id.name.starts_with("page-")
                && let Some(value) = &message.value
            {
                out.insert(message.id.name.to_string(), pattern_json(value));
            }
        }
    }
    Value::Object(out)
}

fn pattern_json(pattern: &Pattern<&str>) -> Value {
    let mut parts = Vec::new();
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => parts.push(json!(value)),
            PatternElement::Placeable { expression } => parts.push(expression_json(expression)),
        }
    }
    Value::Array(parts)
}

fn expression_json(expression: &Expression<&str>) -> Value {
    match expression {
        Expression::Inline(inline) => inline_json(inline),
        Expression::Select { selector, variants } => {
            let InlineExpression::VariableReference { id } = selector else {
                return json!("");
            };
            let mut map = Map::new();
            let mut default = String::from("other");
            for variant in variants {
                let key = match &variant.key {
                    fluent_syntax::ast::VariantKey::Identifier { name } => name.to_string(),
                    fluent_syntax::ast::VariantKey::NumberLiteral { value } => value.to_string(),
                };
                if variant.default {
                    default.clone_from(&key);
                }
                map.insert(key, pattern_json(&variant.value));
            }
            json!({"select": id.name, "variants": map, "default": default})
        }
    }
}

fn inline_json(inline: &InlineExpression<&str>) -> Value {
    match inline {
        InlineExpression::VariableReference { id } => json!({"var": id.name}),
        InlineExpression::StringLiteral { value } => json!(value),
        InlineExpression::NumberLiteral { value } => json!(value),
        InlineExpression::Placeable { expression } => expression_json(expression),
        _ => json!(""),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentences_follow_the_language_and_fall_back_to_english() {
        assert_eq!(say!(Lang::Nl, "cli-severity-error"), "fout");
        assert_eq!(say!(Lang::Fr, "cli-round", round = "3"), "(ronde 3)");
        assert_eq!(
            render(Lang::Ru, "no-such-key", &FluentArgs::new()),
            "no-such-key"
        );
        assert_eq!(decimal(Lang::Fr, 0.256, 2), "0,26");
        assert_eq!(decimal(Lang::En, 0.256, 2), "0.26");
    }

    #[test]
    fn page_messages_are_parts_with_placeables_and_plurals() {
        let fr = page_messages(Lang::Fr);
        assert_eq!(fr["page-nav-upload"], json!(["Déposer une ronde"]));
        let games = &page_messages(Lang::Ru)["page-games-count"];
        let select = &games[0];
        assert_eq!(select["select"], "count");
        assert!(select["variants"]["few"].is_array(), "{games}");
    }
}
