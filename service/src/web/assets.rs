//! The page's files, compiled in from `service/web/`.

/// One embedded file.
pub struct Asset {
    /// Its name under `/assets/`.
    pub name: &'static str,
    /// Its media type.
    pub content_type: &'static str,
    /// Its contents.
    pub body: &'static str,
}

const JS: &str = "text/javascript; charset=utf-8";

/// Wraps a file of `service/web/` with its media type.
macro_rules! asset {
    ($name:literal, $type:expr) => {
        Asset {
            name: $name,
            content_type: $type,
            body: include_str!(concat!("../../web/", $name)),
        }
    };
}

/// The HTML shell every page path answers.
pub const SHELL: Asset = asset!("index.html", "text/html; charset=utf-8");

/// Everything under `/assets/`.
pub const ASSETS: &[Asset] = &[
    asset!("style.css", "text/css; charset=utf-8"),
    asset!("app.js", JS),
    asset!("api.js", JS),
    asset!("dom.js", JS),
    asset!("explain.js", JS),
    asset!("list.js", JS),
    asset!("upload.js", JS),
    asset!("tournament.js", JS),
    asset!("game.js", JS),
    asset!("board.js", JS),
    asset!("search.js", JS),
    asset!("standings.js", JS),
    asset!("rulings.js", JS),
    asset!("standings.css", "text/css; charset=utf-8"),
    asset!("favicon.svg", "image/svg+xml"),
    asset!("i18n.js", JS),
    asset!("token.js", JS),
    asset!("live.js", JS),
];

/// The asset called `name`, if there is one.
pub fn find(name: &str) -> Option<&'static Asset> {
    ASSETS.iter().find(|asset| asset.name == name)
}
