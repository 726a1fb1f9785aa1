//! End-to-end tests of `draughts-arbiter standings`: the built binary on the tournaments of
//! `fixtures/tournament/` (standings worked out by hand in the `EXPECTED.md` beside each) and
//! on the corpus tournaments of `../shared/corpus` (ignored, with the reason, when absent).

use serde_json::Value;
use std::path::Path;
use std::process::Output;

#[path = "support/cli.rs"]
mod cli;
use cli::{code, repo as root, stderr, stdout};

/// Runs `draughts-arbiter standings ARGS...` (English unless a test asks for another language).
fn run(args: &[&str]) -> Output {
    cli::run(&[&["standings"], args].concat())
}

#[path = "support/expected.rs"]
mod expected;
#[path = "support/corpus.rs"]
mod shared_corpus;
use expected::{assert_expected, cells, kinds};

fn json(output: &Output) -> Value {
    serde_json::from_slice(&output.stdout)
        .unwrap_or_else(|e| panic!("JSON output ({e}): {}{}", stdout(output), stderr(output)))
}

const ROUND_ROBIN: &str = "fixtures/tournament/round-robin";
const SWISS: &str = "fixtures/tournament/swiss/swiss.pdn";
const SWISS_DECISIONS: &str = "fixtures/tournament/swiss/decisions.json";
const DISPUTED: [&str; 2] = [
    "fixtures/tournament/disputed/disputed.pdn",
    "fixtures/tournament/disputed/copy.pdn",
];

#[test]
fn round_robin_standings_are_the_hand_computed_ones() {
    let out = run(&["--format", "json", ROUND_ROBIN]);
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let report = json(&out);
    assert_expected(&report, "round-robin");
    // The double loss: both lose, and it is a loss in both rows.
    let double = report["games"]
        .as_array()
        .expect("games")
        .iter()
        .find(|g| g["counted"] == "0-0")
        .expect("the 0-0 game");
    assert_eq!(double["white"], "Gerrits, Finn");
    assert_eq!(double["round"], 4);
    // Rounds from every form of Round tag, and from the file name when there is none.
    let rounds: Vec<(u64, &str)> = report["games"]
        .as_array()
        .expect("games")
        .iter()
        .map(|g| {
            (
                g["round"].as_u64().unwrap_or(0),
                g["round_source"].as_str().unwrap_or_default(),
            )
        })
        .collect();
    assert_eq!(rounds[0], (1, "tag"));
    assert_eq!(report["games"][0]["board"], 1);
    assert_eq!(rounds[3], (2, "tag"));
    assert_eq!(rounds[6], (3, "tag"));
    assert_eq!(rounds[9], (4, "file"));
    assert_eq!(rounds[14], (5, "file"));
}

#[test]
fn swiss_standings_with_byes_and_a_forfeit_are_the_hand_computed_ones() {
    let out = run(&["--format", "json", "--decisions", SWISS_DECISIONS, SWISS]);
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let report = json(&out);
    assert_expected(&report, "swiss");
    let unplayed = report["unplayed"].as_array().expect("unplayed");
    assert_eq!(unplayed.len(), 5, "{unplayed:?}");
    assert!(unplayed.iter().any(|u| u["kind"] == "forfeit"
        && u["winner"] == "Fofana, Awa"
        && u["loser"] == "Brouwer, Lotte"));
}

#[test]
fn without_the_decisions_the_swiss_misses_its_byes_and_forfeit() {
    let out = run(&["--format", "json", SWISS]);
    let report = json(&out);
    let kinds = kinds(&report);
    // Seven players: the one missing from a round that all others played probably had the
    // bye (Carvalho in round 1, Fofana in 2, Brouwer in 4), suggested. Round 3 has three
    // missing (Ghosh's bye, the forfeit Fofana - Brouwer): one warning per player.
    let byes: Vec<(String, u64)> = report["findings"]
        .as_array()
        .expect("findings")
        .iter()
        .filter(|f| f["kind"] == "suggested_bye")
        .map(|f| {
            (
                f["players"][0].as_str().unwrap_or_default().to_string(),
                f["round"].as_u64().unwrap_or(0),
            )
        })
        .collect();
    assert_eq!(
        byes,
        [
            ("Carvalho, Inês".to_string(), 1),
            ("Fofana, Awa".to_string(), 2),
            ("Brouwer, Lotte".to_string(), 4)
        ]
    );
    assert_eq!(
        kinds.iter().filter(|k| *k == "missing_from_round").count(),
        3,
        "{kinds:?}"
    );
    // Fofana: 1 + 0 (no bye) + 0 (no forfeit) + 0 = 1 point.
    let fofana = report["standings"]
        .as_array()
        .expect("standings")
        .iter()
        .find(|r| r["name"] == "Fofana, Awa")
        .expect("Fofana");
    assert_eq!(fofana["points"], 1);
}

#[test]
fn a_bye_worth_one_point_when_the_arbiter_says_so() {
    let out = run(&[
        "--format",
        "json",
        "--bye-points",
        "1",
        "--decisions",
        SWISS_DECISIONS,
        SWISS,
    ]);
    let report = json(&out);
    let carvalho = report["standings"]
        .as_array()
        .expect("standings")
        .iter()
        .find(|r| r["name"] == "Carvalho, Inês")
        .expect("Carvalho");
    assert_eq!(carvalho["points"], 4);
}

#[test]
fn tie_breaks_in_another_order_change_the_ranking() {
    // Sonneborn-Berger alone: Evers (7.5) passes Gerrits (5.5), whom the mutual result put
    // ahead; Fontaine and Dubois stay in the same order (13.5, 11.5).
    let out = run(&["--format", "json", "--tiebreaks", "sb", ROUND_ROBIN]);
    let report = json(&out);
    let names: Vec<&str> = report["standings"]
        .as_array()
        .expect("standings")
        .iter()
        .map(|r| r["name"].as_str().unwrap_or_default())
        .collect();
    assert_eq!(
        names,
        [
            "Fontaine, Emma",
            "Dubois, Chloé",
            "Bakker, Anna",
            "Claes, Bram",
            "Evers, Daan",
            "Gerrits, Finn"
        ]
    );
    assert_eq!(
        report["tournament"]["tiebreaks"],
        serde_json::json!(["sonneborn-berger"])
    );
    // No tie-break at all: tied players share a rank.
    let out = run(&["--format", "json", "--tiebreaks", "", ROUND_ROBIN]);
    let ranks: Vec<u64> = json(&out)["standings"]
        .as_array()
        .expect("standings")
        .iter()
        .map(|r| r["rank"].as_u64().unwrap_or(0))
        .collect();
    assert_eq!(ranks, [1, 1, 3, 3, 5, 5]);
}

/// `standings --lang nl` (or a Dutch terminal's `LANG`) says the report and its findings in
/// Dutch, the findings aligned under the widest severity; the JSON report's kinds stay English.
#[test]
fn the_findings_in_dutch_and_russian() {
    let out = run(&["--lang", "nl", DISPUTED[0], DISPUTED[1]]);
    assert_eq!(code(&out), 1, "{}", stderr(&out));
    let text = stdout(&out);
    for want in [
        "\nbevindingen (6)\n",
        "\nfout          ronde 1: Adams, Ann - Bos, Ben: de notatie geeft 0-2 maar wit wint op het bord; \
         niet geteld tot de scheidsrechter beslist\n",
        "\n              fixtures/tournament/disputed/disputed.pdn #1 (regel 1)\n",
        // Three players: the one missing from round 1 probably had the bye.
        "\nwaarschuwing  Cruz, Cara heeft geen partij in ronde 1 van een oneven deelnemersveld (3 spelers): \
         waarschijnlijk de vrije ronde; voorstel: vastleggen\n",
        "(dag 30 van maand 2 in 2024)",
        // The report's own words too, the tie-breaks' names and headings as the page says them,
        // each heading with its place; names and results as they are. Four records, one a copy
        // of another: three games.
        "
rondetoernooi, 3 ronden, 3 spelers, 3 partijen; weerstandspunten: Aantal overwinningen, \
         Onderling resultaat, Sonneborn-Berger
",
        "
plaats  naam        ptn  partijen  W  R  V  niet geteld  1:W  2:Ond  3:SB
",
        "\nkruistabel\n#  naam        1  2  3  ptn\n",
    ] {
        assert!(text.contains(want), "no {want:?} in\n{text}");
    }
    let english = stdout(&run(&[DISPUTED[0], DISPUTED[1]]));
    assert!(
        english.contains(
            "\nfindings (6)\nerror    round 1: Adams, Ann - Bos, Ben: the record gives 0-2"
        )
    );

    let ru = cli::run_with(
        &["standings", "--format", "json", DISPUTED[0], DISPUTED[1]],
        None,
        &[("LANG", "ru_RU.UTF-8")],
    );
    let (ru, en) = (
        json(&ru),
        json(&run(&["--format", "json", DISPUTED[0], DISPUTED[1]])),
    );
    assert_eq!(kinds(&ru), kinds(&en));
    assert_eq!(
        finding_messages(&ru, "impossible_date"),
        [
            "fixtures/tournament/disputed/disputed.pdn #3 (строка 20): тег Date «2024.02.30» — не дата \
          (день 30 месяца 2 в 2024 году)"
        ]
    );
}

#[test]
fn a_contradicted_result_is_disputed_until_the_arbiter_rules() {
    let out = run(&["--format", "json", DISPUTED[0], DISPUTED[1]]);
    assert_eq!(code(&out), 1, "error findings give 1: {}", stderr(&out));
    let report = json(&out);
    let kinds = kinds(&report);
    assert!(kinds.contains(&"disputed_result".to_string()), "{kinds:?}");
    assert!(
        kinds.contains(&"conflicting_results".to_string()),
        "{kinds:?}"
    );
    assert!(kinds.contains(&"impossible_date".to_string()), "{kinds:?}");
    // One pairing recorded twice is not two games in the round.
    assert!(
        !kinds.contains(&"two_games_in_round".to_string()),
        "{kinds:?}"
    );
    let games = report["games"].as_array().expect("games");
    assert_eq!(games[0]["counted"], Value::Null);
    assert_eq!(games[0]["dispute"]["reason"], "board_contradicts");
    assert_eq!(games[0]["dispute"]["board"], "white_wins");
    let adams = &report["standings"][0];
    assert_eq!(adams["name"], "Adams, Ann");
    assert_eq!(adams["points"], 2);
    assert_eq!(adams["disputed"], 1);
    assert!(cells(&report)[0].contains(&"?".to_string()));

    let out = run(&[
        "--format",
        "json",
        "--decisions",
        "fixtures/tournament/disputed/rulings.json",
        DISPUTED[0],
        DISPUTED[1],
    ]);
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let report = json(&out);
    let games = report["games"].as_array().expect("games");
    assert_eq!(games[0]["counted"], "2-0");
    assert_eq!(games[0]["source"], "ruling");
    assert_eq!(games[0]["ruling"], "corrected");
    assert_eq!(games[3]["not_counted"], "duplicate");
    assert_eq!(report["standings"][0]["points"], 4);
    // The conflict stays on record, settled.
    let conflict = report["findings"]
        .as_array()
        .expect("findings")
        .iter()
        .find(|f| f["kind"] == "conflicting_results")
        .expect("the conflict");
    assert_eq!(conflict["severity"], "info");
}

#[test]
fn text_csv_and_html_formats() {
    let out = run(&[ROUND_ROBIN]);
    assert_eq!(code(&out), 0);
    let text = stdout(&out);
    assert!(
        text.starts_with("Club Championship 2024, Utrecht, 2024-03-02 to 2024-03-05\n"),
        "{text}"
    );
    assert!(
        text.contains(
            "round robin, 5 rounds, 6 players, 15 games; tie-breaks: wins, mutual, sonneborn-berger"
        ),
        "{text}"
    );
    assert!(text.contains("   1  Fontaine, Emma"), "{text}");

    let out = run(&["--format", "csv", ROUND_ROBIN]);
    let csv = stdout(&out);
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines[0],
        "rank,name,fmjd_id,title,federation,rating,points,games,wins,draws,losses,byes,disputed,\
         tb1_wins,tb2_mutual,tb3_sonneborn-berger"
    );
    assert_eq!(
        lines[1],
        "1,\"Fontaine, Emma\",10005,MF,FRA,2120,6,5,2,2,1,0,0,2,1,13.5"
    );
    assert_eq!(lines.len(), 7);

    let out = run(&["--format", "html", ROUND_ROBIN]);
    let html = stdout(&out);
    assert!(html.starts_with("<!DOCTYPE html>"), "{html}");
    assert!(
        html.contains("<td class=\"name\">Dubois, Chloé</td>"),
        "{html}"
    );
    assert!(html.contains("@media print"));
}

/// The printable page in the language asked (issue 29): its headings, the tie-breaks' names
/// and the findings, no English left but the names and results as written.
/// Issue 29: a tie-break of halves is written as the language writes a decimal: `13,5` in
/// French, Dutch and Russian, `13.5` in English, in the text report and the HTML page.
#[test]
fn half_points_are_written_as_the_language_writes_them() {
    for (lang, half, not) in [
        ("en", "13.5", "13,5"),
        ("fr", "13,5", "13.5"),
        ("nl", "13,5", "13.5"),
        ("ru", "13,5", "13.5"),
    ] {
        for format in ["text", "html"] {
            let out = run(&[
                "--tiebreaks",
                "sb",
                "--format",
                format,
                "--lang",
                lang,
                ROUND_ROBIN,
            ]);
            assert_eq!(code(&out), 0, "{}", stderr(&out));
            let said = stdout(&out);
            assert!(said.contains(half), "{lang} {format}: no {half} in {said}");
            assert!(!said.contains(not), "{lang} {format}: {not} in {said}");
        }
    }
}

#[test]
fn the_html_page_speaks_the_language_asked() {
    let english = [
        ">Standings<",
        ">Crosstable<",
        ">Rank<",
        ">Name<",
        "Findings",
        "Wins",
        "Mutual",
        "round robin",
        "tie-breaks",
        "lang=\"en\"",
    ];
    for (lang, says) in [
        ("fr", ["<html lang=\"fr\">", ">Classement<", ">Joueur<"]),
        ("nl", ["<html lang=\"nl\">", ">Stand<", ">Speler<"]),
        (
            "ru",
            ["<html lang=\"ru\">", ">Турнирная таблица<", ">Игрок<"],
        ),
    ] {
        let out = run(&["--format", "html", "--lang", lang, ROUND_ROBIN]);
        assert_eq!(code(&out), 0, "{}", stderr(&out));
        let html = stdout(&out);
        for text in says {
            assert!(html.contains(text), "{lang}: {text} in {html}");
        }
        for text in english {
            assert!(
                !html.contains(text),
                "{lang}: English {text} left in {html}"
            );
        }
        assert!(
            html.contains("<td class=\"name\">Dubois, Chloé</td>"),
            "{html}"
        );
    }
}

#[test]
fn crosstable_and_fmjd_exports() {
    let out = run(&[
        "--export",
        "crosstable",
        "--format",
        "csv",
        "--decisions",
        SWISS_DECISIONS,
        SWISS,
    ]);
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let csv = stdout(&out);
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], "position,name,R1,R2,R3,R4,points");
    // The forfeit's `+/6` is text to a spreadsheet, not a formula (issue 26).
    assert_eq!(lines[3], "3,\"Fofana, Awa\",1/5w,2/bye,\"'+/6\",0/1b,5");

    let out = run(&["--export", "fmjd", "--arbiter", "Jansen, Piet", ROUND_ROBIN]);
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let csv = stdout(&out);
    let lines: Vec<&str> = csv.lines().collect();
    // The event's header, then the table.
    assert_eq!(
        lines[..6],
        [
            "event,Club Championship 2024",
            "site,Utrecht",
            "from,2024-03-02",
            "to,2024-03-05",
            "chief_arbiter,\"Jansen, Piet\"",
            ""
        ]
    );
    let lines = &lines[6..];
    assert_eq!(
        lines[0],
        "place,fmjd_id,title,name,federation,rating,R1,R2,R3,R4,R5,points"
    );
    // Fontaine: R1 drew Claes (4th) with Black, R2 drew Dubois (2nd) with White, R3 beat Evers
    // (6th) with Black, R4 the 0-0 against Gerrits (5th) with Black, R5 beat Bakker (3rd).
    assert_eq!(
        lines[1],
        "1,10005,MF,\"Fontaine, Emma\",FRA,2120,1/4b,1/2w,2/6b,0/5b,2/3w,6"
    );

    let out = run(&["--export", "fmjd", "--format", "html", ROUND_ROBIN]);
    assert_eq!(code(&out), 2);
    assert!(
        stderr(&out).contains("--export fmjd is written as csv"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn verdict_exports() {
    let out = run(&["--export", "verdicts", DISPUTED[0], DISPUTED[1]]);
    let csv = stdout(&out);
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines[0],
        "file,index,line,round,board,white,black,recorded,counted,status,errors,warnings,problem"
    );
    assert_eq!(lines.len(), 5);
    assert!(lines[1].starts_with("fixtures/tournament/disputed/disputed.pdn,1,1,1,,\"Adams, Ann\",\"Bos, Ben\",0-2,,invalid,1,0,"), "{}", lines[1]);

    let out = run(&[
        "--export",
        "verdicts",
        "--format",
        "json",
        DISPUTED[0],
        DISPUTED[1],
    ]);
    let report = json(&out);
    let games = report["games"].as_array().expect("games");
    assert_eq!(games.len(), 4);
    assert_eq!(games[0]["status"], "invalid");
    assert_eq!(games[0]["findings"][0]["kind"], "result_mismatch");
    assert_eq!(games[2]["round"], 3);
    assert_eq!(games[2]["counted"], "0-2");
}

#[test]
fn the_tournament_as_one_normalised_pdn_and_as_its_files() {
    let out = run(&["--export", "pdn", ROUND_ROBIN]);
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let pdn = stdout(&out);
    assert_eq!(
        pdn.matches("[Event \"Club Championship 2024\"]").count(),
        15
    );
    // Rounds in order, with the board where the tag gave one.
    let rounds: Vec<&str> = pdn
        .lines()
        .filter_map(|l| l.strip_prefix("[Round \""))
        .map(|l| l.trim_end_matches("\"]"))
        .collect();
    assert_eq!(&rounds[..4], ["1.1", "1.2", "1.3", "2"]);
    assert_eq!(rounds.len(), 15);
    // The export is itself a tournament with the same standings.
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("standings-pdn");
    std::fs::create_dir_all(&dir).expect("dir");
    let file = dir.join("all.pdn");
    std::fs::write(&file, &pdn).expect("write");
    let again = run(&["--format", "json", &file.to_string_lossy()]);
    assert_expected(&json(&again), "round-robin");

    let zip_path = dir.join("originals.zip");
    let out = run(&[
        "--export",
        "originals",
        "-o",
        &zip_path.to_string_lossy(),
        ROUND_ROBIN,
    ]);
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let mut archive =
        zip::ZipArchive::new(std::fs::File::open(&zip_path).expect("zip")).expect("a zip");
    assert_eq!(archive.len(), 5);
    let mut entry = archive
        // Without the folders all files share: no path of the arbiter's machine in it.
        .by_name("ronde-3.pdn")
        .expect("entry");
    let mut bytes = Vec::new();
    std::io::Read::read_to_end(&mut entry, &mut bytes).expect("read");
    assert_eq!(
        bytes,
        std::fs::read(root().join(ROUND_ROBIN).join("ronde-3.pdn")).expect("original")
    );
}

#[test]
fn bad_arguments_are_refused_with_a_reason() {
    let out = run(&["--tiebreaks", "wins,koya", ROUND_ROBIN]);
    assert_eq!(code(&out), 2);
    assert!(
        stderr(&out).contains("unknown tie-break `koya`"),
        "{}",
        stderr(&out)
    );

    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("standings-args");
    std::fs::create_dir_all(&dir).expect("dir");
    let bad = dir.join("decisions.json");
    std::fs::write(&bad, "{\"byes\": [{\"player\": \"A\",\n \"rnd\": 1}]}").expect("write");
    let out = run(&["--decisions", &bad.to_string_lossy(), ROUND_ROBIN]);
    assert_eq!(code(&out), 2);
    assert!(stderr(&out).contains("line 2"), "{}", stderr(&out));
    assert!(stderr(&out).contains("rnd"), "{}", stderr(&out));

    let out = run(&["fixtures/tournament/nowhere.pdn"]);
    assert_eq!(code(&out), 2);
    assert!(stderr(&out).contains("nowhere.pdn"), "{}", stderr(&out));
}

#[test]
fn one_game_under_two_rounds_is_counted_once_but_two_games_without_moves_are_two() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("standings-copies");
    std::fs::create_dir_all(&dir).expect("dir");
    let game = |round: u32, moves: &str| {
        format!(
            "[Round \"{round}\"]\n[White \"Aa, Ab\"]\n[Black \"Ba, Bb\"]\n[Result \"2-0\"]\n\n{moves} 2-0\n\n"
        )
    };
    let file = dir.join("copies.pdn");
    std::fs::write(
        &file,
        [
            game(1, "1. 32-28 19-23 2. 28x19 14x23"),
            game(2, "1. 32-28 19-23 2. 28x19 14x23"),
            game(3, ""),
            game(4, ""),
        ]
        .concat(),
    )
    .expect("write");
    let report = json(&run(&[
        "--format",
        "json",
        "--system",
        "round-robin",
        &file.to_string_lossy(),
    ]));
    let copies = finding_messages(&report, "duplicate_game");
    assert_eq!(
        copies,
        [
            "Aa, Ab - Ba, Bb: the same game (the same moves and result) is recorded in round 1 and in round 2; counted once, in round 1"
        ]
    );
    let not_counted: Vec<&Value> = report["games"]
        .as_array()
        .expect("games")
        .iter()
        .map(|g| &g["not_counted"])
        .collect();
    assert_eq!(
        not_counted,
        [
            &Value::Null,
            &Value::from("duplicate"),
            &Value::Null,
            &Value::Null
        ]
    );
    assert_eq!(report["standings"][0]["points"], 6);
}

// The corpus tournaments (../shared/corpus): their real standings and pairing findings.

fn corpus(relative: &str) -> String {
    shared_corpus::required(shared_corpus::root().join(relative))
        .to_string_lossy()
        .into_owned()
}

fn finding_messages(report: &Value, kind: &str) -> Vec<String> {
    report["findings"]
        .as_array()
        .expect("findings")
        .iter()
        .filter(|f| f["kind"] == kind)
        .map(|f| f["message"].as_str().unwrap_or_default().to_string())
        .collect()
}

fn row<'a>(report: &'a Value, name: &str) -> &'a Value {
    report["standings"]
        .as_array()
        .expect("standings")
        .iter()
        .find(|r| r["name"] == name)
        .unwrap_or_else(|| panic!("{name} in the standings"))
}

#[test]
#[cfg_attr(
    shared_corpus_absent,
    ignore = "needs ../shared/corpus, absent beside this checkout"
)]
fn championnat_de_france_2021_and_what_its_file_really_holds() {
    let file = corpus("BrunoGUI_Dames/intl-10x10/Championnat_de_France_2021.pdn");
    let out = run(&["--format", "json", &file]);
    let report = json(&out);
    // Four players appear under a second, shorter or misspelt name: pointed out, not merged.
    let probable = finding_messages(&report, "probably_same_player");
    assert_eq!(probable.len(), 4, "{probable:?}");
    assert!(
        probable
            .iter()
            .any(|m| m.contains("\"Ouedraogo\" (1 game) and \"Ouedraogo, Dasmane\""))
    );
    assert!(
        probable
            .iter()
            .any(|m| m.contains("\"Manakanou\"") && m.contains("Manakounou, Ali"))
    );
    assert_eq!(report["tournament"]["players"], 16);

    // Merged by the arbiter, the twelve players of the round robin.
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("standings-cdf");
    std::fs::create_dir_all(&dir).expect("dir");
    let decisions = dir.join("merges.json");
    std::fs::write(
        &decisions,
        r#"{"merges": [{"from": "Ouedraogo", "into": "Ouedraogo, Dasmane"},
                       {"from": "Manakanou", "into": "Manakounou, Ali"},
                       {"from": "Cisse", "into": "Cisse, Papa"},
                       {"from": "Crevat", "into": "Crevat, Luc"}]}"#,
    )
    .expect("write");
    let out = run(&[
        "--format",
        "json",
        "--decisions",
        &decisions.to_string_lossy(),
        &file,
    ]);
    let report = json(&out);
    assert_eq!(report["tournament"]["system"], "round_robin");
    assert_eq!(report["tournament"]["players"], 12);
    assert_eq!(report["tournament"]["rounds"], 11);
    assert!(finding_messages(&report, "probably_same_player").is_empty());
    // Checked by hand from the file: Machtelinck 4 wins, 6 draws in 10 games.
    let first = &report["standings"][0];
    assert_eq!(first["name"], "Machtelinck, Kevin");
    assert_eq!(first["points"], 14);
    assert_eq!(
        (first["wins"].as_u64(), first["draws"].as_u64()),
        (Some(4), Some(6))
    );
    // Crevat, Luc withdrew after round 3: 1 point from 3 games.
    let crevat = row(&report, "Crevat, Luc");
    assert_eq!(
        (crevat["points"].as_u64(), crevat["games"].as_u64()),
        (Some(1), Some(3))
    );
    // What the file really holds: round 4 is missing, round 6 is in it twice, and the round-7
    // game D'Almeida - Diafouana Kiabiya is in it again as round 8 (same moves, same date).
    assert_eq!(
        finding_messages(&report, "empty_round"),
        ["round 4 has no game, bye or forfeit (rounds 1 to 11 were played)"]
    );
    let copies = finding_messages(&report, "duplicate_game");
    assert_eq!(copies.len(), 6, "{copies:?}");
    assert_eq!(
        copies.iter().filter(|m| m.starts_with("round 6:")).count(),
        5,
        "{copies:?}"
    );
    assert!(copies.contains(&"D'Almeida, Jean - Diafouana Kiabiya, Ghislain: the same game (the same moves and result) is recorded in round 7 and in round 8; counted once, in round 7".to_string()), "{copies:?}");
    assert!(finding_messages(&report, "too_many_meetings").is_empty());
    let diafouana = row(&report, "Diafouana Kiabiya, Ghislain");
    assert_eq!(
        (diafouana["points"].as_u64(), diafouana["games"].as_u64()),
        (Some(10), Some(9))
    );
    // With eleven players left, one sits out each round: no bye is recorded.
    let missing = finding_messages(&report, "missing_from_round");
    assert!(
        missing
            .iter()
            .any(|m| m.starts_with("Koops, Lambert Jan has no game and no bye in round 5")),
        "{missing:?}"
    );
    assert!(
        missing
            .iter()
            .any(|m| m.starts_with("Manakounou, Ali has no game and no bye in rounds 6, 7")),
        "{missing:?}"
    );
}

#[test]
#[cfg_attr(
    shared_corpus_absent,
    ignore = "needs ../shared/corpus, absent beside this checkout"
)]
fn montpellier_open_is_a_clean_swiss() {
    let out = run(&[
        "--format",
        "json",
        &corpus("BrunoGUI_Dames/intl-10x10/Montpellier_Open_Serie_A.pdn"),
    ]);
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let report = json(&out);
    assert_eq!(report["tournament"]["system"], "swiss");
    assert_eq!(
        (
            report["tournament"]["rounds"].as_u64(),
            report["tournament"]["players"].as_u64()
        ),
        (Some(7), Some(16))
    );
    let first = &report["standings"][0];
    assert_eq!(first["name"], "Ouedraogo, Dasmane");
    assert_eq!(first["points"], 12);
    // By hand: his opponents scored 9, 6, 7, 6, 8, 9 and 8.
    assert_eq!(first["tiebreaks"]["solkoff"], 53);
    assert_eq!(first["tiebreaks"]["solkoff-truncated"], 47);
    assert_eq!(cells(&report)[0][0], "2/3b");
    assert!(
        report["findings"]
            .as_array()
            .expect("findings")
            .iter()
            .all(|f| f["severity"] == "info")
    );
}

#[test]
#[cfg_attr(
    shared_corpus_absent,
    ignore = "needs ../shared/corpus, absent beside this checkout"
)]
fn allinges_2007_has_two_round_2_games_labelled_round_7() {
    let out = run(&[
        "--format",
        "json",
        &corpus("BrunoGUI_Dames/intl-10x10/1er_Open_International_Allinges_2007.pdn"),
    ]);
    assert_eq!(code(&out), 1, "{}", stderr(&out));
    let report = json(&out);
    let twice = finding_messages(&report, "two_games_in_round");
    assert_eq!(twice.len(), 3, "{twice:?}");
    assert!(twice.iter().all(|m| m.starts_with("round 7:")), "{twice:?}");
    // The crosstable's JSON keeps both games of a round, not nulls.
    let table = json(&run(&[
        "--export",
        "crosstable",
        "--format",
        "json",
        &corpus("BrunoGUI_Dames/intl-10x10/1er_Open_International_Allinges_2007.pdn"),
    ]));
    let doubles: Vec<&Value> = table["rows"]
        .as_array()
        .expect("rows")
        .iter()
        .flat_map(|r| r["cells"].as_array().expect("cells"))
        .filter(|c| c["games"].as_array().is_some_and(|g| g.len() == 2))
        .collect();
    // Aniesa, Foucher and Perolini (the three players of the two games labelled round 7).
    assert_eq!(doubles.len(), 3, "{doubles:?}");
    assert!(doubles.iter().all(|c| c["games"][1]["opponent"].is_u64()));
    let probable = finding_messages(&report, "probably_same_player");
    assert!(
        probable.iter().any(|m| m.contains("\"GENOT J-P\"")),
        "{probable:?}"
    );
    assert!(
        probable.iter().any(|m| m.contains("\"KALFON Gillbert\"")),
        "{probable:?}"
    );
}

const NAMES: &str = "fixtures/tournament/names/names.pdn";
const NAMES_DECISIONS: &str = "fixtures/tournament/names/decisions.json";

#[test]
fn names_as_archives_write_them_are_one_player_per_person() {
    let out = run(&["--format", "json", "--decisions", NAMES_DECISIONS, NAMES]);
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let report = json(&out);
    assert_expected(&report, "names");
    // Every merge is said, with how it was made.
    let merged = finding_messages(&report, "merged_spellings");
    assert!(
        merged
            .iter()
            .any(|m| m.starts_with("Bochaton, Stéphane: merged spellings")
                && m.contains("\"Bochatton, S. (FRA)\"")
                && m.ends_with("(one FMJD id, 777)")),
        "{merged:?}"
    );
    assert!(
        merged
            .iter()
            .any(|m| m.starts_with("Meyer, Raoul:") && m.ends_with("(the arbiter's merge)")),
        "{merged:?}"
    );
    let absent = finding_messages(&report, "marked_absent");
    assert_eq!(absent.len(), 1, "{absent:?}");
    assert!(absent[0].contains("\"Evers, Daan (absent)\""), "{absent:?}");
    // Merges are listed in the text report too.
    let text = run(&["--decisions", NAMES_DECISIONS, NAMES]);
    assert!(
        stdout(&text).contains("Smit, Jan: merged spellings \"Smit, Jan [NED]\", \"Smit, Jan\""),
        "{}",
        stdout(&text)
    );
}

#[test]
fn two_players_who_share_a_surname_stay_two() {
    let report = json(&run(&["--format", "json", NAMES]));
    assert_eq!(report["tournament"]["players"], 7);
    for name in ["Smit, Jan", "Smit, Jos"] {
        assert_eq!(row(&report, name)["games"], 5, "{name}");
    }
    let probable = finding_messages(&report, "probably_same_player");
    assert!(probable.iter().all(|m| !m.contains("Smit")), "{probable:?}");
}

#[test]
fn suggested_decisions_passed_back_give_the_hand_computed_standings() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("standings-names");
    std::fs::create_dir_all(&dir).expect("dir");
    let file = dir.join("suggested.json");
    let out = run(&[
        "--format",
        "json",
        "--suggest-decisions",
        &file.to_string_lossy(),
        NAMES,
    ]);
    let report = json(&out);
    // One finding for the person, with its evidence in words; no warning per spelling.
    let probable = finding_messages(&report, "probably_same_player");
    assert_eq!(
        probable,
        [
            "\"Meyer, Raul\" (2 games) and \"Meyer, Raoul\" (3 games) have nearly the same name, \
          never play in one round, and together fill the rounds (\"Meyer, Raoul\" rounds 1-3, \
          \"Meyer, Raul\" rounds 4-5), have no opponent in common: probably one player; merge \
          them if so"
        ]
    );
    assert!(finding_messages(&report, "missing_from_round").is_empty());
    let suggested: Value =
        serde_json::from_str(&std::fs::read_to_string(&file).expect("written")).expect("JSON");
    assert_eq!(suggested["merges"][0]["from"], "Meyer, Raul");
    assert_eq!(suggested["merges"][0]["into"], "Meyer, Raoul");
    assert_eq!(suggested["merges"][0]["comment"], probable[0].as_str());
    let out = run(&[
        "--format",
        "json",
        "--decisions",
        &file.to_string_lossy(),
        NAMES,
    ]);
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    assert_expected(&json(&out), "names");
}

#[test]
#[cfg_attr(
    shared_corpus_absent,
    ignore = "needs ../shared/corpus, absent beside this checkout"
)]
fn italian_championship_2004_bubbi_raul_is_bubbi_raoul() {
    let file = corpus("wiegerw-pdn/intl-10x10/fail/40Camp.DamaInternazionaleAssoluto.pdn");
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("standings-italy");
    std::fs::create_dir_all(&dir).expect("dir");
    let suggested = dir.join("suggested.json");
    let report = json(&run(&[
        "--format",
        "json",
        "--suggest-decisions",
        &suggested.to_string_lossy(),
        &file,
    ]));
    // Ten people, eleven names: one suggestion, with the rounds as evidence.
    let probable = finding_messages(&report, "probably_same_player");
    assert_eq!(probable.len(), 1, "{probable:?}");
    assert!(
        probable[0].starts_with("\"Bubbi Raul\" (2 games) and \"Bubbi Raoul\" (7 games)")
            && probable[0].contains("(\"Bubbi Raoul\" rounds 1-3, 6-9, \"Bubbi Raul\" rounds 4-5)"),
        "{probable:?}"
    );
    assert_eq!(report["tournament"]["system"], "round_robin");
    // Round 3: both players of one game written "(non disponibile)".
    assert_eq!(finding_messages(&report, "marked_absent").len(), 2);

    // Accepted as suggested: computed by hand from the file (the round-1 game Borghetti -
    // Raimondi is disputed, its Result tag against its moves): 14, 12, 11, 11, 9, 8, 7, 6, 5, 5.
    let report = json(&run(&[
        "--format",
        "json",
        "--decisions",
        &suggested.to_string_lossy(),
        &file,
    ]));
    assert_eq!(report["tournament"]["players"], 10);
    let table: Vec<(String, u64, u64)> = report["standings"]
        .as_array()
        .expect("standings")
        .iter()
        .map(|r| {
            (
                r["name"].as_str().unwrap_or_default().to_string(),
                r["points"].as_u64().unwrap_or(0),
                r["games"].as_u64().unwrap_or(0),
            )
        })
        .collect();
    let want = [
        ("Borghetti Michele", 14, 8),
        ("Bertè Daniele", 12, 9),
        ("Bubbi Raoul", 11, 9),
        ("Milanese Loris", 11, 9),
        ("Raimondi Walter", 9, 8),
        ("Tovagliaro Roberto", 8, 9),
        ("Veronesi Marco", 7, 9),
        ("Colomboni Roberto", 6, 9),
        ("Pesce Ludovico", 5, 9),
        ("Bruch Elio", 5, 9),
    ];
    let want: Vec<(String, u64, u64)> = want
        .iter()
        .map(|(n, p, g)| (n.to_string(), *p, *g))
        .collect();
    assert_eq!(table, want);
    // Third place on the tie-breaks: 3 wins each, their game drawn, Sonneborn-Berger 42 to 41
    // (by hand: 2.5 + 8 + 3.5 + 0 + 5.5 + 6 + 7 + 4.5 + 5 against 7 + 4.5 + 0 + 5 + 5.5 + 5 +
    // 3 + 4 + 7).
    assert_eq!(
        report["standings"][2]["tiebreaks"]["sonneborn-berger"],
        42.0
    );
    assert_eq!(
        report["standings"][3]["tiebreaks"]["sonneborn-berger"],
        41.0
    );
}

/// A small round robin whose names carry `- ronde N`, one game tagged round 2 that its names
/// say is round 3 (issue 28: the one real error of a real open).
fn ronde_marks_file(dir: &Path) -> std::path::PathBuf {
    let games = [
        (1, "Aa, Ad - ronde 1", "Bb, Bo - ronde 1", "2-0"),
        (1, "Cc, Ce - ronde 1", "Dd, Di - ronde 1", "1-1"),
        (2, "Aa, Ad - ronde 2", "Cc, Ce - ronde 2", "1-1"),
        (2, "Bb, Bo - ronde 2", "Dd, Di - ronde 2", "0-2"),
        (2, "Dd, Di - ronde 3", "Aa, Ad", "0-2"),
        (3, "Bb, Bo - ronde 3", "Cc, Ce - ronde 3", "1-1"),
    ];
    let mut text = String::new();
    for (round, white, black, result) in games {
        text.push_str(&format!(
            "[Event \"Ronde Open\"]\n[Round \"{round}\"]\n[White \"{white}\"]\n[Black \"{black}\"]\n\
             [Result \"{result}\"]\n\n1. 32-28 19-23 2. 28x19 14x23 {result}\n\n"
        ));
    }
    std::fs::create_dir_all(dir).expect("dir");
    let file = dir.join("ronde.pdn");
    std::fs::write(&file, text).expect("write");
    file
}

#[test]
fn a_round_mark_against_the_tag_is_a_suggested_correction() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("standings-ronde");
    let file = ronde_marks_file(&dir);
    let suggested = dir.join("suggested.json");
    let out = run(&[
        "--format",
        "json",
        "--suggest-decisions",
        &suggested.to_string_lossy(),
        &file.to_string_lossy(),
    ]);
    // One row per person; round 2 has Aa and Dd twice until the round is corrected.
    assert_eq!(code(&out), 1, "{}", stderr(&out));
    let report = json(&out);
    assert_eq!(report["tournament"]["players"], 4);
    assert_eq!(finding_messages(&report, "two_games_in_round").len(), 2);
    let differs = finding_messages(&report, "round_mark_differs");
    assert_eq!(differs.len(), 1, "{differs:?}");
    assert!(
        differs[0].ends_with(
            "Dd, Di - Aa, Ad is tagged round 2 but the name \"Dd, Di - ronde 3\" says round 3; \
             suggested: correct the round to 3"
        ),
        "{differs:?}"
    );
    let decisions: Value =
        serde_json::from_str(&std::fs::read_to_string(&suggested).expect("written")).expect("JSON");
    assert_eq!(decisions["rounds"][0]["game"], 5);
    assert_eq!(decisions["rounds"][0]["round"], 3);
    assert_eq!(
        decisions["rounds"][0]["file"],
        file.to_string_lossy().as_ref()
    );

    // Passed back from another folder, keyed by the file's name: clean, a round robin.
    let moved = dir.join("elsewhere.json");
    let text = std::fs::read_to_string(&suggested)
        .expect("read")
        .replace(&*file.to_string_lossy(), "ronde.pdn");
    std::fs::write(&moved, text).expect("write");
    let out = run(&[
        "--format",
        "json",
        "--decisions",
        &moved.to_string_lossy(),
        &file.to_string_lossy(),
    ]);
    assert_eq!(code(&out), 0, "{}", stdout(&out));
    let report = json(&out);
    assert_eq!(report["tournament"]["system"], "round_robin");
    let game = &report["games"][4];
    assert_eq!(
        (game["round"].as_u64(), game["round_source"].as_str()),
        (Some(3), Some("decision"))
    );
    assert!(finding_messages(&report, "round_mark_differs").is_empty());
    // A decision that matches no game is said.
    std::fs::write(
        &moved,
        r#"{"rounds": [{"file": "ronde.pdn", "game": 9, "round": 3}]}"#,
    )
    .expect("write");
    let report = json(&run(&[
        "--format",
        "json",
        "--decisions",
        &moved.to_string_lossy(),
        &file.to_string_lossy(),
    ]));
    assert_eq!(
        finding_messages(&report, "unmatched_decision"),
        ["the ruling on ronde.pdn #9 matches no game of the tournament"]
    );
}

#[test]
fn federation_exports_wait_for_the_open_errors() {
    for export in [&["--export", "fmjd"][..], &["--format", "csv"][..]] {
        let out = run(&[export, &DISPUTED[..]].concat());
        assert_eq!(code(&out), 1, "{}", stderr(&out));
        assert!(stdout(&out).is_empty(), "{}", stdout(&out));
        let said = stderr(&out);
        let lines: Vec<&str> = said.lines().collect();
        let report = json(&run(&["--format", "json", DISPUTED[0], DISPUTED[1]]));
        let errors = report["findings"]
            .as_array()
            .expect("findings")
            .iter()
            .filter(|f| f["severity"] == "error")
            .count();
        assert_eq!(lines.len(), errors, "{lines:?}");
        assert!(lines.iter().all(|l| l.starts_with("error: ")), "{lines:?}");
        // The report itself is still written, errors and all.
        assert_eq!(report["tournament"]["games"], 3);
    }
}

#[test]
fn pairings_are_named_white_first() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("standings-colours");
    std::fs::create_dir_all(&dir).expect("dir");
    let file = dir.join("colours.pdn");
    // Zz is met first (as White in round 1), then plays Black in round 2, recorded twice.
    let game = |round: u32, white: &str, black: &str, result: &str| {
        format!(
            "[Round \"{round}\"]\n[White \"{white}\"]\n[Black \"{black}\"]\n[Result \"{result}\"]\n\n\
             1. 32-28 19-23 2. 28x19 14x23 {result}\n\n"
        )
    };
    let text = [
        game(1, "Zz, Zo", "Aa, Ad", "1-1"),
        game(2, "Aa, Ad", "Zz, Zo", "2-0"),
        game(2, "Aa, Ad", "Zz, Zo", "1-1"),
    ]
    .concat();
    std::fs::write(&file, text).expect("write");
    let report = json(&run(&["--format", "json", &file.to_string_lossy()]));
    let conflicts = finding_messages(&report, "conflicting_results");
    assert_eq!(conflicts.len(), 1, "{conflicts:?}");
    assert!(
        conflicts[0].starts_with("round 2: Aa, Ad - Zz, Zo"),
        "{conflicts:?}"
    );
}
