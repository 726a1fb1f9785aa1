//! Two replicas of the service on one PostgreSQL database (issue 15): two `serve` processes,
//! the same bytes uploaded through both at once make exactly one tournament, and what one
//! stored is read and deleted through the other; and a replica cut off from PostgreSQL (a proxy
//! between them) answers 503 at once and serves again when it is back (issue 26). Ignored, with
//! the reason, without a server (api/build.rs); `.ci/run` starts one.

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
            // Its "listening on" line is read: in English whatever the terminal speaks.
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANG")
            .args([
                "serve",
                "--bind",
                "127.0.0.1:0",
                "--workers",
                "2",
                "--db",
                url,
            ])
            .env(
                "RUST_LOG",
                std::env::var("REPLICA_RUST_LOG").unwrap_or("warn".into()),
            )
            .stderr(Stdio::piped())
            .spawn()
            .expect("start serve");
        let stderr = child.stderr.take().expect("stderr");
        let mut lines = BufReader::new(stderr).lines();
        let line = lines
            .find_map(|l| l.ok().filter(|l| l.contains("listening on")))
            .expect("the listening line");
        // Keep draining stderr so the server never blocks on a full pipe (shown with
        // REPLICA_LOG=1, at the level REPLICA_RUST_LOG says).
        std::thread::spawn(move || {
            for line in lines.map_while(Result::ok) {
                if std::env::var_os("REPLICA_LOG").is_some() {
                    eprintln!("replica: {line}");
                }
            }
        });
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

/// A token that may upload, made by `token create federation` on the test's database.
fn federation_token(pg: &TestDatabase) -> String {
    let created = Command::new(EXE)
        .args(["token", "create", "federation", "--db", &pg.url])
        .output()
        .expect("token create");
    assert!(created.status.success(), "{created:?}");
    String::from_utf8(created.stdout)
        .expect("the token is text")
        .trim()
        .to_string()
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
    let token = federation_token(&pg);
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

/// What a proxy between a replica and PostgreSQL does to the traffic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outage {
    /// Passes it on.
    None,
    /// The server is down: connections are cut, new ones closed at once.
    Down,
    /// The server hangs: what is sent is taken and never answered.
    Silent,
}

/// A TCP proxy to the test's PostgreSQL server, to cut it off from a replica.
struct Proxy {
    port: u16,
    outage: std::sync::Arc<std::sync::Mutex<Outage>>,
    open: std::sync::Arc<std::sync::Mutex<Vec<std::net::TcpStream>>>,
}

impl Proxy {
    fn to(upstream: std::net::SocketAddr) -> Proxy {
        use std::sync::{Arc, Mutex};
        let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
        let port = listener.local_addr().expect("address").port();
        let outage = Arc::new(Mutex::new(Outage::None));
        let open = Arc::new(Mutex::new(Vec::new()));
        let (o, k) = (outage.clone(), open.clone());
        std::thread::spawn(move || {
            for client in listener.incoming().map_while(Result::ok) {
                let now = *o.lock().unwrap();
                if now == Outage::Down {
                    drop(client);
                    continue;
                }
                let Ok(server) = std::net::TcpStream::connect(upstream) else {
                    continue;
                };
                for s in [&client, &server] {
                    if let Ok(s) = s.try_clone() {
                        k.lock().unwrap().push(s);
                    }
                }
                for (mut from, mut to) in [
                    (client.try_clone().unwrap(), server.try_clone().unwrap()),
                    (server, client),
                ] {
                    let o = o.clone();
                    std::thread::spawn(move || {
                        use std::io::{Read, Write};
                        let mut buf = [0u8; 16 << 10];
                        while let Ok(n) = from.read(&mut buf) {
                            if n == 0 {
                                break;
                            }
                            // A hung server takes the bytes and says nothing.
                            if *o.lock().unwrap() == Outage::Silent {
                                continue;
                            }
                            if to.write_all(&buf[..n]).is_err() {
                                break;
                            }
                        }
                        let _ = to.shutdown(std::net::Shutdown::Both);
                    });
                }
            }
        });
        Proxy { port, outage, open }
    }

    fn set(&self, outage: Outage) {
        *self.outage.lock().unwrap() = outage;
        if outage == Outage::Down {
            for stream in self.open.lock().unwrap().drain(..) {
                let _ = stream.shutdown(std::net::Shutdown::Both);
            }
        }
    }

    /// `url` with its host and port this proxy's.
    fn url(&self, url: &str) -> String {
        let (scheme, rest) = url.split_once("://").expect("a URL");
        let (auth, path) = rest.split_once('/').unwrap_or((rest, ""));
        let user = auth
            .rsplit_once('@')
            .map(|(u, _)| format!("{u}@"))
            .unwrap_or_default();
        format!("{scheme}://{user}127.0.0.1:{}/{path}", self.port)
    }
}

/// The address of the test's PostgreSQL server.
fn upstream(url: &str) -> std::net::SocketAddr {
    use std::net::ToSocketAddrs;
    let rest = url.split_once("://").expect("a URL").1;
    let auth = rest.split('/').next().unwrap_or(rest);
    let host = auth.rsplit_once('@').map_or(auth, |(_, h)| h);
    let host = if host.contains(':') {
        host.to_string()
    } else {
        format!("{host}:5432")
    };
    host.to_socket_addrs()
        .expect("address")
        .next()
        .expect("an address")
}

/// Issue 26: PostgreSQL gone under a replica, hung (what is sent taken, never answered) or down
/// (connections cut, new ones closed): every write and read is answered 503 `storage_lost`,
/// never a 500 (an upload's token could not be verified: 500 after the pool's 10 s) and never a
/// hang; once the replica has found the server gone, at once (not after the pool's 10 s). When
/// the server is back the replica serves again without a restart.
#[actix_web::test]
#[cfg_attr(
    not(postgres_tests),
    ignore = "needs PostgreSQL: set DRAUGHTS_ARBITER_TEST_POSTGRES (.ci/run starts one)"
)]
async fn a_postgres_outage_is_503_at_once_for_writes_and_reads() {
    use std::time::{Duration, Instant};
    let pg = TestDatabase::create();
    let token = federation_token(&pg);
    let proxy = Proxy::to(upstream(&pg.url));
    let replica = Replica::start(&proxy.url(&pg.url));
    // A hang is a failure of the test, not a wait for ever.
    let client = reqwest::Client::builder()
        .timeout(Duration::from_secs(90))
        .build()
        .unwrap();
    let upload = |n: usize| {
        client
            .post(format!("{}/tournaments", replica.base))
            .bearer_auth(&token)
            .header("content-type", "application/x-pdn")
            .body(games(3, &format!("outage {n}")))
            .send()
    };
    let first = upload(0).await.unwrap();
    assert_eq!(first.status(), 201);
    let first: Value = first.json().await.unwrap();
    let id = first["id"].as_str().expect("id").to_string();
    let mut n = 1;
    for outage in [Outage::Silent, Outage::Down] {
        proxy.set(outage);
        for round in 0..2 {
            for (what, path) in [
                ("upload", None),
                ("list", Some("/tournaments".to_string())),
                ("detail", Some(format!("/tournaments/{id}"))),
                ("health", Some("/healthz".to_string())),
            ] {
                let started = Instant::now();
                let response = match &path {
                    None => upload(n).await,
                    Some(path) => client.get(format!("{}{path}", replica.base)).send().await,
                };
                n += 1;
                let took = started.elapsed();
                let response = response.unwrap_or_else(|e| panic!("{outage:?} {what}: {e}"));
                let status = response.status().as_u16();
                let body: Value = response.json().await.expect("JSON");
                println!("{outage:?}, round {round}, {what}: {status} in {took:?}");
                assert_eq!(status, 503, "{outage:?} {what}: {body}");
                assert_eq!(body["error"]["code"], "storage_lost", "{outage:?} {what}");
                // Found gone: no call waits for the pool's timeout (10 s) any more.
                if round == 1 {
                    assert!(took < Duration::from_secs(5), "{outage:?} {what}: {took:?}");
                }
            }
        }
        proxy.set(Outage::None);
        // Back: the replica connects again by itself.
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let response = upload(n).await.expect("an answer");
            n += 1;
            if response.status() == 201 {
                break;
            }
            assert_eq!(
                response.status(),
                503,
                "{outage:?}: only busy until it is back"
            );
            assert!(
                Instant::now() < deadline,
                "{outage:?}: the replica serves again"
            );
            actix_web::rt::time::sleep(Duration::from_millis(500)).await;
        }
        let detail = client
            .get(format!("{}/tournaments/{id}", replica.base))
            .send()
            .await
            .unwrap();
        assert_eq!(detail.status(), 200, "{outage:?}: read again");
    }
}
