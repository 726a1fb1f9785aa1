//! Reading a Fluent catalogue for the catalogue tests (`arbiter/tests/catalogues.rs` for the
//! referee's, `tests/catalogues.rs` for the service's): each message's key and the placeables it
//! uses, wherever they stand (selectors, variants, function arguments).

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Each message's placeables, by key.
pub type Catalogue = BTreeMap<String, BTreeSet<String>>;

fn inline_variables(e: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match e {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, out),
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_variables(a, out);
            }
            for a in &arguments.named {
                inline_variables(&a.value, out);
            }
        }
        _ => {}
    }
}

fn expression_variables(e: &Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        Expression::Inline(inline) => inline_variables(inline, out),
        Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for v in variants {
                pattern_variables(&v.value, out);
            }
        }
    }
}

fn pattern_variables(p: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &p.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

/// The catalogue at `path`: a file that does not parse whole, or a key written twice, fails
/// the test that reads it.
pub fn catalogue(path: &Path) -> Catalogue {
    let text = std::fs::read_to_string(path).expect("catalogue readable");
    let resource = match fluent_syntax::parser::parse(text.as_str()) {
        Ok(resource) => resource,
        Err((_, errors)) => panic!("{}: {errors:?}", path.display()),
    };
    let mut out = Catalogue::new();
    for entry in resource.body {
        match entry {
            Entry::Message(m) => {
                let mut vars = BTreeSet::new();
                if let Some(value) = &m.value {
                    pattern_variables(value, &mut vars);
                }
                let key = m.id.name.to_string();
                assert!(
                    out.insert(key.clone(), vars).is_none(),
                    "{}: {key} twice",
                    path.display()
                );
            }
            Entry::Junk { content } => panic!("{}: cannot read {content}", path.display()),
            _ => {}
        }
    }
    out
}
