//! The tournament's own findings (pairing and round checks) in the reader's language: the
//! same findings, kinds, severities, rounds, players and games in every language, only the
//! sentence said in French, Dutch or Russian when `?lang=` or `Accept-Language` asks.

use super::tournaments::fixture;
use super::{Backend, assert_error, spawn_app};
use reqwest::StatusCode;
use serde_json::Value;

/// The disputed fixture (a result the board contradicts, one pairing recorded twice with two
/// results, an impossible date, players missing from rounds) and the spellings one (names
/// that are probably one player).
fn tournaments() -> [Vec<(String, Vec<u8>)>; 2] {
    let files = |dir: &str, names: &[&str]| -> Vec<(String, Vec<u8>)> {
        names
            .iter()
            .map(|n| (n.to_string(), fixture(&format!("tournament/{dir}/{n}"))))
            .collect()
    };
    [
        files("disputed", &["disputed.pdn", "copy.pdn"]),
        files("spellings", &["round1.pdn", "round2.pdn"]),
    ]
}

/// Everything of the findings but their sentences.
fn without_messages(findings: &Value) -> Vec<Value> {
    findings
        .as_array()
        .expect("findings")
        .iter()
        .map(|f| {
            let mut f = f.clone();
            f.as_object_mut().expect("a finding").remove("message");
            f
        })
        .collect()
}

fn messages(findings: &Value) -> Vec<String> {
    findings
        .as_array()
        .expect("findings")
        .iter()
        .map(|f| f["message"].as_str().expect("a message").to_string())
        .collect()
}

async fn pairing_findings_are_said_in_the_readers_language(backend: Backend) {
    let app = spawn_app(backend).await;
    let mut said = Vec::new();
    for files in tournaments() {
        let id = app.tournament_of(&files).await;
        let english = app.get_json(&format!("/tournaments/{id}/findings")).await["findings"].take();
        assert!(!messages(&english).is_empty(), "the fixture has findings");
        for lang in ["fr", "nl", "ru"] {
            let asked = app
                .get_json(&format!("/tournaments/{id}/findings?lang={lang}"))
                .await["findings"]
                .take();
            assert_eq!(
                without_messages(&asked),
                without_messages(&english),
                "{lang}"
            );
            for (theirs, ours) in messages(&asked).iter().zip(messages(&english)) {
                assert_ne!(*theirs, ours, "{lang}: said in English");
            }
            // The standings report says them as the findings route does; Accept-Language
            // asks as `lang` does.
            let report = app
                .get_json(&format!("/tournaments/{id}/standings?lang={lang}"))
                .await;
            assert_eq!(messages(&report["findings"]), messages(&asked), "{lang}");
            let header = app
                .client
                .get(app.url(&format!("/tournaments/{id}/findings")))
                .header("accept-language", format!("{lang};q=0.9, en;q=0.5"))
                .send()
                .await
                .expect("request");
            assert_eq!(header.status(), StatusCode::OK);
            let header: Value = header.json().await.expect("JSON");
            assert_eq!(messages(&header["findings"]), messages(&asked), "{lang}");
            said.extend(messages(&asked));
        }
        // `?lang=` wins over the header; an unknown language is refused by name.
        let english_again = app
            .client
            .get(app.url(&format!("/tournaments/{id}/findings?lang=en")))
            .header("accept-language", "ru")
            .send()
            .await
            .expect("request")
            .json::<Value>()
            .await
            .expect("JSON");
        assert_eq!(messages(&english_again["findings"]), messages(&english));
        let refused = assert_error(
            app.get(&format!("/tournaments/{id}/findings?lang=pl"))
                .await,
            StatusCode::BAD_REQUEST,
            "invalid_query",
        )
        .await;
        assert!(
            refused["error"]["message"]
                .as_str()
                .unwrap_or_default()
                .contains("`pl`"),
            "{refused}"
        );
    }
    // The sentences themselves, with the federations' words and the French typography.
    for want in [
        "ronde 2\u{202f}: la partie Bos, Ben - Cruz, Cara est enregistrée 2 fois avec des résultats \
         différents (1-1, 2-0)\u{202f}; aucune n'est comptée tant que l'arbitre n'a pas tranché sur l'une d'elles",
        "ronde 1\u{202f}: Adams, Ann - Bos, Ben\u{202f}: la feuille de partie donne 0-2 mais les Blancs \
         gagnent sur le damier\u{202f}; non comptée tant que l'arbitre n'a pas tranché",
        "disputed.pdn #3 (ligne 20)\u{202f}: l'en-tête Date «\u{202f}2024.02.30\u{202f}» n'est pas une date \
         (le jour 30 du mois 2 en 2024)",
        "«\u{202f}Cisse\u{202f}» (1 partie) et «\u{202f}Cissé, Papa\u{202f}» (1 partie) ont des noms dont l'un \
         fait partie de l'autre, ne jouent jamais dans la même ronde et remplissent ensemble les rondes \
         («\u{202f}Cisse\u{202f}» rondes 1, «\u{202f}Cissé, Papa\u{202f}» rondes 2), n'ont aucun adversaire en \
         commun\u{202f}: probablement un seul joueur\u{202f}; fusionnez-les si c'est le cas",
        "ronde 2: de partij Bos, Ben - Cruz, Cara is 2 keer genoteerd met verschillende uitslagen \
         (1-1, 2-0); geen ervan telt tot de scheidsrechter over een ervan beslist",
        // Three players: the one missing from a round had the bye, suggested.
        "Cruz, Cara heeft geen partij in ronde 1 van een oneven deelnemersveld (3 spelers): \
         waarschijnlijk de vrije ronde; voorstel: vastleggen",
        "тур 2: партия Bos, Ben - Cruz, Cara записана 2 раза с разными результатами (1-1, 2-0); \
         ни одна не засчитывается, пока судья не вынесет решение по одной из них",
        "у игрока Adams, Ann нет партии в туре 2 при нечётном числе участников (3): вероятно, \
         свободный тур; предложение: записать его",
        "«Cisse» (1 партия) и «Cissé, Papa» (1 партия) имеют имена, одно из которых входит в другое, \
         никогда не играют в одном туре и вместе заполняют туры («Cisse» туры 1, «Cissé, Papa» туры 2), \
         не имеют общих соперников: вероятно, это один игрок; объедините их, если это так",
    ] {
        assert!(
            said.iter().any(|s| s == want),
            "not said: {want}\nsaid: {said:#?}"
        );
    }
    app.stop().await;
}

on_both_backends!(pairing_findings_are_said_in_the_readers_language);
