//! Schemas that describe to OpenAPI what the routes take and give where the type itself cannot
//! (a report documented elsewhere, a form read as a stream).

use std::borrow::Cow;
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};
use utoipa::{PartialSchema, ToSchema};

/// The report on one game. It is the `arbiter` crate's type, whose JSON form is documented in
/// docs/report.md (and docs/report.schema.json); it is described here by reference rather than
/// repeated, so the two cannot disagree.
pub struct GameReportSchema;

impl PartialSchema for GameReportSchema {
    fn schema() -> RefOr<Schema> {
        let mut object = ObjectBuilder::new()
            .schema_type(Type::Object)
            .description(Some(
                "The report on one game (docs/report.md): index, source, tags, start_fen, plies, \
                 status, ruleset, findings, outcome, recorded_result, draw_counts, final_fen, and \
                 moves when asked for (stored tournaments always have them).",
            ));
        for (name, description) in [
            ("index", "1-based position of the game in its file"),
            (
                "status",
                "valid, irregular, invalid, unparsable or unsupported_variant",
            ),
            ("findings", "what was found, in order of play"),
        ] {
            object = object.property(name, ObjectBuilder::new().description(Some(description)));
        }
        RefOr::T(Schema::Object(
            object
                .required("index")
                .required("status")
                .required("findings")
                .build(),
        ))
    }
}

impl ToSchema for GameReportSchema {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("GameReport")
    }
}

/// The multipart form of an upload (documentation only: the body is read as a stream).
#[derive(ToSchema)]
#[allow(dead_code)] // Never built: it only describes the form to OpenAPI.
pub struct UploadForm {
    /// The PDN file.
    #[schema(value_type = String, format = Binary)]
    file: Vec<u8>,
    /// The tournament's name (uploads only).
    name: Option<String>,
}
