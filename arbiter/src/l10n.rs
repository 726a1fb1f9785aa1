//! The message catalogues (Fluent, `arbiter/locales/LANG.ftl`): every sentence the referee writes,
//! in each [`Lang`]. A language's catalogue is parsed once, on its first use; a key missing from
//! a catalogue falls back to English (a test keeps every catalogue complete).

use crate::lang::Lang;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use std::sync::{LazyLock, OnceLock};

/// The catalogue sources, by language.
pub(crate) const SOURCES: [(Lang, &str); 4] = [
    (Lang::En, include_str!("../locales/en.ftl")),
    (Lang::Fr, include_str!("../locales/fr.ftl")),
    (Lang::Nl, include_str!("../locales/nl.ftl")),
    (Lang::Ru, include_str!("../locales/ru.ftl")),
];

type Bundle = FluentBundle<FluentResource>;

/// Fluent catalogues, one per language, each parsed on the first sentence said in it; a key a
/// catalogue lacks is said in English, and a key English lacks is said as itself. The
/// referee's catalogues are one set; the command line's and the page's (the `api` crate) are
/// another.
pub struct Catalogues {
    // Parsing all four languages' catalogues was 88% of the instructions of a `check` of a
    // one-game file (9.6 M of 10.9 M); a run speaks one language, and English only for a
    // key its catalogue lacks (issue 31).
    bundles: Vec<(Lang, &'static str, OnceLock<Bundle>)>,
}

impl Catalogues {
    /// Catalogues from their Fluent sources, by language, each parsed when first used. A
    /// source that does not parse completely keeps what does (the catalogue tests report the
    /// rest).
    pub fn new(sources: &[(Lang, &'static str)]) -> Catalogues {
        let bundles = sources
            .iter()
            .map(|&(lang, source)| (lang, source, OnceLock::new()))
            .collect();
        Catalogues { bundles }
    }

    /// The sentence `key` in `lang`, its placeables filled from `args`; English when the
    /// catalogue lacks it, the key itself when English does too.
    pub fn render(&self, lang: Lang, key: &str, args: &FluentArgs<'_>) -> String {
        self.bundle_of(lang)
            .and_then(|b| format(b, key, args))
            .or_else(|| self.bundle_of(Lang::En).and_then(|b| format(b, key, args)))
            .unwrap_or_else(|| key.to_owned())
    }

    fn bundle_of(&self, lang: Lang) -> Option<&Bundle> {
        let (_, source, parsed) = self.bundles.iter().find(|(l, _, _)| *l == lang)?;
        Some(parsed.get_or_init(|| bundle(lang, source)))
    }
}

fn bundle(lang: Lang, source: &str) -> Bundle {
    let id = lang
        .code()
        .parse()
        .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default());
    let mut bundle = Bundle::new_concurrent(vec![id]);
    // Sentences go into JSON, terminals and files: no Unicode isolation marks around placeables.
    bundle.set_use_isolating(false);
    let resource =
        FluentResource::try_new(source.to_owned()).unwrap_or_else(|(partial, _)| partial);
    let _ = bundle.add_resource(resource);
    bundle
}

fn format(bundle: &Bundle, key: &str, args: &FluentArgs<'_>) -> Option<String> {
    let pattern = bundle.get_message(key)?.value()?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(args), &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

static REFEREE: LazyLock<Catalogues> = LazyLock::new(|| Catalogues::new(&SOURCES));

/// The referee's sentence `key` in `lang`, its placeables filled from `args`.
pub(crate) fn render(lang: Lang, key: &str, args: &FluentArgs<'_>) -> String {
    REFEREE.render(lang, key, args)
}

/// `say_from!(render, lang, "key", name = value, ...)`: the sentence `key` in `lang` with its
/// placeables, said by `render` (a `fn(Lang, &str, &FluentArgs) -> String`, one set of
/// catalogues). The one way a sentence's placeables are handed to Fluent: the referee's `say!`
/// and the `words` crate's are this with their own catalogues.
#[macro_export]
macro_rules! say_from {
    ($render:path, $lang:expr, $key:literal $(, $name:ident = $value:expr)* $(,)?) => {{
        #[allow(unused_mut)]
        let mut args = $crate::fluent::FluentArgs::new();
        $( args.set(stringify!($name), $crate::fluent::FluentValue::from($value)); )*
        $render($lang, $key, &args)
    }};
}

/// `say!(lang, "key", name = value, ...)`: the referee's sentence `key` in `lang`.
macro_rules! say {
    ($lang:expr, $key:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::say_from!($crate::l10n::render, $lang, $key $(, $name = $value)*)
    };
}
pub(crate) use say;

#[cfg(test)]
mod tests {
    use super::*;

    const EN_FR_RU: [(Lang, &str); 3] = [
        (
            Lang::En,
            "greeting = Hello, { $name }\nonly-english = Only in English\n",
        ),
        (Lang::Fr, "greeting = Bonjour, { $name }\n"),
        (Lang::Ru, "greeting = Привет, { $name }\n"),
    ];

    fn parsed(catalogues: &Catalogues) -> Vec<Lang> {
        let bundles = catalogues.bundles.iter();
        bundles
            .filter(|(_, _, b)| b.get().is_some())
            .map(|(l, _, _)| *l)
            .collect()
    }

    #[test]
    fn a_catalogue_is_parsed_when_a_sentence_is_first_said_in_it() {
        let catalogues = Catalogues::new(&EN_FR_RU);
        assert!(parsed(&catalogues).is_empty());
        let mut args = FluentArgs::new();
        args.set("name", "Anna");
        assert_eq!(
            catalogues.render(Lang::Fr, "greeting", &args),
            "Bonjour, Anna"
        );
        assert_eq!(parsed(&catalogues), [Lang::Fr]);
        // A key French lacks is said in English, which is then parsed too.
        let none = FluentArgs::new();
        assert_eq!(
            catalogues.render(Lang::Fr, "only-english", &none),
            "Only in English"
        );
        assert_eq!(parsed(&catalogues), [Lang::En, Lang::Fr]);
        // A language without a catalogue is said in English; a key nobody has, as itself.
        assert_eq!(
            catalogues.render(Lang::Nl, "greeting", &args),
            "Hello, Anna"
        );
        assert_eq!(
            catalogues.render(Lang::Ru, "missing-key", &none),
            "missing-key"
        );
        assert_eq!(parsed(&catalogues), [Lang::En, Lang::Fr, Lang::Ru]);
    }
}
