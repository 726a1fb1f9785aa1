//! The flags of `serve` that bound what one client may take: a deadline for each phase of a
//! request, and an anonymous address's share of the turns (issue 16; docs/api.md).

use clap::Args;
use service::startup::{
    DEFAULT_BODY_TIMEOUT, DEFAULT_HEADER_TIMEOUT, DEFAULT_MIN_RATE, DEFAULT_READ_TIMEOUT,
    DEFAULT_WORK_TIMEOUT, DEFAULT_WRITE_TIMEOUT,
};
use service::{ClientLimits, Pace};
use std::time::Duration;

/// Deadlines per phase and the share of an anonymous address.
#[derive(Debug, Args)]
pub struct ClientLimitArgs {
    /// Seconds a client has to send a request's headers (then 408 and the connection closed).
    #[arg(long, env = "DRAUGHTS_ARBITER_HEADER_TIMEOUT", default_value_t = DEFAULT_HEADER_TIMEOUT)]
    pub header_timeout: u64,
    /// Seconds a body may take before the minimum rate applies (then 408 `body_too_slow`).
    #[arg(long, env = "DRAUGHTS_ARBITER_BODY_TIMEOUT", default_value_t = DEFAULT_BODY_TIMEOUT)]
    pub body_timeout: u64,
    /// Bytes per second a body must arrive at after `--body-timeout`, and an answer (streamed or
    /// written in full) be taken at (K/M suffixes; 0: `--body-timeout` is the whole time a body
    /// may take).
    #[arg(long, env = "DRAUGHTS_ARBITER_MIN_RATE", default_value_t = DEFAULT_MIN_RATE, value_parser = parse_rate)]
    pub min_rate: u64,
    /// Seconds an answer's connection may stay without progress; then the kernel closes it, and
    /// no line of a streamed answer waits longer for its client.
    #[arg(long, env = "DRAUGHTS_ARBITER_WRITE_TIMEOUT", default_value_t = DEFAULT_WRITE_TIMEOUT)]
    pub write_timeout: u64,
    /// Seconds of work (screening, refereeing, storing) for one request (then 413 `work_timeout`).
    #[arg(long, env = "DRAUGHTS_ARBITER_WORK_TIMEOUT", default_value_t = DEFAULT_WORK_TIMEOUT)]
    pub work_timeout: u64,
    /// Seconds of work for one read that builds a tournament or writes an export (then 503
    /// `read_timeout`).
    #[arg(long, env = "DRAUGHTS_ARBITER_READ_TIMEOUT", default_value_t = DEFAULT_READ_TIMEOUT)]
    pub read_timeout: u64,
    /// Validations one address may have in flight without a token (default: half the turns,
    /// at least 1; none with a single turn); the others wait, then 429.
    #[arg(long, env = "DRAUGHTS_ARBITER_PEER_TURNS")]
    pub peer_turns: Option<usize>,
}

fn parse_rate(text: &str) -> Result<u64, String> {
    parse_size(text).map(|n| n as u64)
}

impl ClientLimitArgs {
    /// The limits these flags ask for.
    pub fn limits(&self) -> ClientLimits {
        ClientLimits {
            header_timeout: Duration::from_secs(self.header_timeout),
            pace: Pace {
                grace: Duration::from_secs(self.body_timeout),
                min_rate: self.min_rate,
            },
            write_timeout: Duration::from_secs(self.write_timeout.max(1)),
            work_timeout: Duration::from_secs(self.work_timeout),
            read_timeout: Duration::from_secs(self.read_timeout),
            peer_turns: self.peer_turns,
        }
    }
}

/// Reads `67108864`, `64M`, `64MiB`, `512k`, `1G`.
pub(crate) fn parse_size(text: &str) -> Result<usize, String> {
    let text = text.trim();
    let digits = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let (number, unit) = text.split_at(digits);
    let number: usize = number
        .parse()
        .map_err(|_| format!("`{text}` is not a size (write 67108864, 64M or 1G)"))?;
    let factor: usize = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 1,
        "k" | "kb" | "kib" => 1 << 10,
        "m" | "mb" | "mib" => 1 << 20,
        "g" | "gb" | "gib" => 1 << 30,
        other => return Err(format!("unknown size unit `{other}` (use K, M or G)")),
    };
    number
        .checked_mul(factor)
        .ok_or_else(|| format!("`{text}` is too large"))
}

#[cfg(test)]
mod tests {
    use super::parse_size;

    #[test]
    fn sizes() {
        assert_eq!(parse_size("1024"), Ok(1024));
        assert_eq!(parse_size("64M"), Ok(64 << 20));
        assert_eq!(parse_size("64MiB"), Ok(64 << 20));
        assert_eq!(parse_size("1g"), Ok(1 << 30));
        assert!(parse_size("12 parsecs").is_err());
        assert!(parse_size("").is_err());
    }
}
