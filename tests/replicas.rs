//! Two replicas of the service on one PostgreSQL database (issue 15): two `serve` processes,
//! the same bytes uploaded through both at once make exactly one tournament, and what one
//! stored is read and deleted through the other. Ignored, with the reason, without a server
//! (api/build.rs); `.ci/run` starts one.

use serde_json::Value;
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};

#[path = "support/postgres.rs"]
mod postgres_support;
use postgres_support::TestDatabase;

const EXE: &str = env!("CARGO_BIN_EXE_draughts-arbiter");

/// A `serve` process, stopped when dropped.
struct Replica {
    child: Child,
    base: String,
}

impl Replica {
    fn start(url: &str) -> Replica {
        let mut child = Command::new(EXE)
            .args([
                "serve",
                "--bind",
                "127.0.0.1:0",
                "--workers",
                "2",
                "--db",
                url,
            ])
            .env("RUST_LOG", "warn")
            .stderr(Stdio::piped())
            .spawn()
            .expect("start serve");
        let stderr = child.stderr.take().expect("stderr");
        let mut lines = BufReader::new(stderr).lines();
        let line = lines
            .find_map(|l| l.ok().filter(|l| l.contains("listening on")))
            .expect("the listening line");
        // Keep draining stderr so the server never blocks on a full pipe.
        std::thread::spawn(move || lines.for_each(drop));
        let address = line.split("http://").nth(1).expect("address");
        let port: u16 = address
            .split([':', ' '])
            .nth(1)
            .and_then(|p| p.parse().ok())
            .expect("port");
        Replica {
            child,
            base: format!("http://127.0.0.1:{port}/api/v1"),
        }
    }
}

impl Drop for Replica {
    fn drop(&mut self) {
        let _ = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status();
        if self.child.wait().is_err() {
            let _ = self.child.kill();
        }
    }
}

/// `n` distinct games, made distinct by `tag`.
fn games(n: usize, tag: &str) -> Vec<u8> {
    let mut text = String::new();
    for i in 0..n {
        text.push_str(&format!(
            "[Event \"{tag} {i}\"]\n[White \"Replica, Anna\"]\n[Result \"*\"]\n\n1. 32-28 18-23 *\n\n"
        ));
    }
    text.into_bytes()
}

#[actix_web::test]
#[cfg_attr(
    not(postgres_tests),
    ignore = "needs PostgreSQL: set DRAUGHTS_ARBITER_TEST_POSTGRES (.ci/run starts one)"
)]
async fn two_replicas_share_one_postgres_database() {
    let pg = TestDatabase::create();
    let created = Command::new(EXE)
        .args(["token", "create", "federation", "--db", &pg.url])
        .output()
        .expect("token create");
    assert!(created.status.success(), "{created:?}");
    let token = String::from_utf8(created.stdout)
        .unwrap()
        .trim()
        .to_string();
    let (a, b) = (Replica::start(&pg.url), Replica::start(&pg.url));
    let client = reqwest::Client::new();
    for replica in [&a, &b] {
        let health = client
            .get(format!("{}/healthz", replica.base))
            .send()
            .await
            .unwrap();
        assert_eq!(health.status(), 200);
    }

    // The same bytes through both at once, several times over: one tournament each time.
    let mut ids = Vec::new();
    for round in 0..3 {
        let body = games(2000, &format!("round {round}"));
        let post = |base: &str| {
            client
                .post(format!("{base}/tournaments?name=Concurrent"))
                .bearer_auth(&token)
                .header("content-type", "application/x-pdn")
                .body(body.clone())
                .send()
        };
        let (first, second) = futures_util::future::join(post(&a.base), post(&b.base)).await;
        let (first, second) = (first.unwrap(), second.unwrap());
        let mut statuses = [first.status().as_u16(), second.status().as_u16()];
        statuses.sort_unstable();
        assert_eq!(
            statuses,
            [200, 201],
            "round {round}: exactly one creates it"
        );
        let first: Value = first.json().await.unwrap();
        let second: Value = second.json().await.unwrap();
        assert_eq!(first["id"], second["id"]);
        assert_eq!(first["tournament"], second["tournament"]);
        assert_eq!(first["tournament"]["games"], 2000);
        ids.push(first["id"].as_str().unwrap().to_string());
    }
    let list: Value = client
        .get(format!("{}/tournaments", a.base))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(list["total"], 3);

    // Stored through one, read and searched through the other.
    let detail: Value = client
        .get(format!("{}/tournaments/{}", b.base, ids[0]))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(detail["games"].as_array().unwrap().len(), 2000);
    let report: Value = client
        .get(format!("{}/tournaments/{}/games/2000", a.base, ids[0]))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(report["tags"]["Event"], "round 0 1999");
    let found: Value = client
        .get(format!("{}/games?player=anna%20replica&limit=1", b.base))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(found["total"], 6_000);

    // Deleted through the other: gone for both.
    for (writer, reader) in [(&a, &b), (&b, &a)] {
        let id = ids.pop().unwrap();
        let deleted = client
            .delete(format!("{}/tournaments/{id}", writer.base))
            .bearer_auth(&token)
            .send()
            .await
            .unwrap();
        assert_eq!(deleted.status(), 204);
        let gone = client
            .get(format!("{}/tournaments/{id}", reader.base))
            .send()
            .await
            .unwrap();
        assert_eq!(gone.status(), 404);
    }
    drop(client);
    drop((a, b));
}
